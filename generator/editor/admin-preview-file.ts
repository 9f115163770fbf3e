// /admin/preview.json: what the editor's previews draw with (preview-snapshot.ts), and the site's
// stylesheet URL they style the preview pane with. The dev build and the production build write it
// (generator/pipeline/write/admin-output.ts); the admin app reads it (admin-app.tsx).
import type { Content } from '../model/content.ts';
import { type BuiltAssets, type PreviewSnapshot, previewSnapshot } from './preview-snapshot.ts';

export interface AdminPreviewFile {
  snapshot: PreviewSnapshot;
  stylesheet: string;
}

/** `publicMedia`: the files of public/media/, relative to it (the site's pictures). */
export function adminPreviewFile(
  content: Content,
  assets: BuiltAssets & { stylesheet: string },
  publicMedia: string[],
): AdminPreviewFile {
  return { snapshot: previewSnapshot(content, assets, publicMedia), stylesheet: assets.stylesheet };
}
