// Write: the web editor into the output when site.yaml names a git backend (model/schema/editor.ts):
// admin/index.html, admin/config.yml (that backend, the site address, the collections) and the
// bundled admin/cms.js. Its headers (its own CSP, noindex) are in _headers (site-files.ts); it is no
// page of the site, so no sitemap entry. Without an editor in site.yaml nothing of it ships.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stringify } from 'yaml';
import { ADMIN_CONFIG, ADMIN_DIR } from '../../editor/admin-paths.ts';
import { adminIndexHtml } from '../../editor/admin-page.ts';
import { backendScripts, gitBackend, publishMode, type EditorConfig } from '../../editor/backend-block.ts';
import { faviconUrl } from '../../model/media.ts';
import type { SiteEditor } from '../../model/schema/editor.ts';
import type { Site } from '../../model/schema/index.ts';
import { type AdminBundle, bundleAdmin } from '../assets/admin-bundle.ts';
import { cacheUse, type BuildContext } from '../context.ts';

/** Writes admin/ into the build's temp folder; answers what its script bundle holds. */
export async function writeAdmin(
  ctx: BuildContext,
  site: Site & { editor: SiteEditor },
  config: EditorConfig,
): Promise<AdminBundle> {
  const dir = path.join(ctx.output.tmpDir, ADMIN_DIR);
  mkdirSync(dir, { recursive: true });
  const whole = { ...config(gitBackend(site.editor), { site_url: site.baseUrl }), ...publishMode(site.editor) };
  writeFileSync(
    path.join(dir, ADMIN_CONFIG),
    `# Written by build-site from site.yaml and the content schemas.\n${stringify(whole)}`,
  );
  writeFileSync(path.join(dir, 'index.html'), adminIndexHtml(faviconUrl(site.media), backendScripts(site.editor)));
  return bundleAdmin(ctx.root, dir, cacheUse(ctx, 'esbuild'));
}
