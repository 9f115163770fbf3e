// Build phase "bundle": the stylesheet and client scripts (esbuild) while the owner photos encode, the
// web editor started beside them, its preview data, and the settings backend's tag-manager answer.
import path from 'node:path';
import { ADMIN_DIR, ADMIN_PREVIEW } from '../../editor/admin-paths.ts';
import { adminPreviewFile } from '../../editor/admin-preview-file.ts';
import { cmsConfig } from '../../editor/cms-config.ts';
import type { Content } from '../../model/content.ts';
import { bundleAssets, type AssetManifest } from '../assets/assets.ts';
import type { ContentSources } from '../content/sources.ts';
import { describeLookup, keptLookup, lookupContainerId, pageContainerId } from '../content/settings-lookup.ts';
import type { BuildContext } from '../context.ts';
import { processImages, type ImageStats } from '../images/process.ts';
import type { AdminBundle } from '../assets/admin-bundle.ts';
import { writeAdmin } from '../write/admin-output.ts';
import type { PublicFile } from '../write/public-files.ts';
import { writeFile } from '../write/write-file.ts';

export interface Bundled {
  assets: AssetManifest;
  images: ImageStats;
  /** The web editor being written to /admin/, when the site has one; awaited by "deploy files". */
  editor: Promise<AdminBundle> | undefined;
  /** How the tag-manager id was found, in words (settings-lookup.ts), and the id the pages carry. */
  tagManager: string;
  gtmContainerId: string;
}

export async function bundleStep(
  ctx: BuildContext,
  content: Content,
  sources: ContentSources,
  publicFiles: PublicFile[],
): Promise<Bundled> {
  const { site } = content;
  // The backend read overlaps with bundling; pages need its answer only when they render.
  const lookup = ctx.resident ? keptLookup(site.analytics) : lookupContainerId(site.analytics);
  ctx.log('Bundling client scripts and styles…');
  // Photos encode on libvips threads while esbuild bundles; without owner photos this costs a content walk.
  const editor = site.editor
    ? writeAdmin(ctx, { ...site, editor: site.editor }, ctx.editorConfig ?? cmsConfig)
    : undefined;
  // Attach a handler now so a failed bundle does not also leave an unhandled rejection; awaited later.
  editor?.catch(() => undefined);
  const [bundled, images] = await Promise.all([bundleAssets(ctx), processImages(ctx, content, sources)]);
  const assets: AssetManifest = { ...bundled, images: images.manifest };
  // The whole content as JSON (150 MB for 16,000 pages): made only when written, and not kept.
  const preview = () => {
    const publicMedia = publicFiles.flatMap((f) => (f.rel.startsWith('media/') ? [f.rel.slice(6)] : []));
    return JSON.stringify(adminPreviewFile(content, assets, publicMedia));
  };
  if (site.editor) {
    const text = preview();
    writeFile(path.join(ctx.output.tmpDir, ADMIN_DIR, ADMIN_PREVIEW), text);
    if (ctx.editorPreviewFile) writeFile(ctx.editorPreviewFile, text);
  } else if (ctx.editorPreviewFile) {
    // The dev server's editor reads it when it opens: made after the reload is announced (4 ms of one).
    const file = ctx.editorPreviewFile;
    ctx.defer(() => writeFile(file, preview()));
  }
  const container = await lookup;
  const tagManager = describeLookup(container);
  ctx.log(tagManager);
  // The id found is an input of the render: the content stays as loaded.
  return {
    assets,
    images: images.stats,
    editor,
    tagManager,
    gtmContainerId: pageContainerId(container, site.analytics),
  };
}
