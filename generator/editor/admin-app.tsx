// The web editor's page script (/admin/cms.js): Decap CMS with the site's save format and previews,
// reading config.yml beside the page (cms-config.ts). Bundled on its own
// (generator/pipeline/assets/admin-bundle.ts), never part of a public page's script.
import CMS from 'decap-cms-app';
import { ADMIN_PREVIEW } from './admin-paths.ts';
import type { AdminPreviewFile } from './admin-preview-file.ts';
import { pricesComponent } from './markdown-body.ts';
import { MARKDOWN_FORMAT_NAME, markdownDocumentFormat } from './markdown-format.ts';
import { type PreviewRegistry, registerPreviews } from './previews.tsx';
import { YAML_FORMAT_NAME, yamlDocumentFormat } from './yaml-format.ts';

// The collections name this format (cms-config.ts): a save splices the edit into the loaded file, so
// comments, key order and quoting stay (yaml-format.ts).
CMS.registerCustomFormat(YAML_FORMAT_NAME, 'yaml', yamlDocumentFormat);
// Guides: the front matter saved the same way, the Markdown body as typed; the prices block as an
// editor component (markdown-body.ts), so an editor inserts it without typing its fence.
CMS.registerCustomFormat(MARKDOWN_FORMAT_NAME, 'md', markdownDocumentFormat);
CMS.registerEditorComponent(pricesComponent);

async function start(): Promise<void> {
  // Without previews (an older build, a failed fetch) the editor still edits; Decap shows its field list.
  const preview = await fetch(ADMIN_PREVIEW)
    .then((r) => (r.ok ? (r.json() as Promise<AdminPreviewFile>) : undefined))
    .catch(() => undefined);
  // Decap's typings describe its preview props with its own Immutable types; previews.tsx reads the
  // subset it declares (PreviewRegistry), which is what Decap hands over at run time.
  if (preview) registerPreviews(CMS as unknown as PreviewRegistry, preview.snapshot, preview.stylesheet);
  CMS.init();
}

void start();
