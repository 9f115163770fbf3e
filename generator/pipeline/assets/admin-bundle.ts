// The web editor's script (admin/cms.js): Decap CMS with the site's format and previews
// (generator/editor/admin-app.tsx), bundled on its own. Public pages never load it: they keep their
// page scripts (page-scripts.ts), bundled with preact; this one runs React itself, the copy the
// templates render with, as Decap and the previews need. Cached like every client bundle (esbuild-cache.ts).
import { statSync } from 'node:fs';
import path from 'node:path';
import { ADMIN_SCRIPT } from '../../editor/admin-paths.ts';
import type { CacheUse } from '../context.ts';
import { build } from './esbuild-cache.ts';

/** Writes `<adminDir>/cms.js` and answers its size in bytes. */
export async function bundleAdmin(root: string, adminDir: string, cache: CacheUse): Promise<number> {
  await build(
    {
      entryPoints: [{ in: path.join(root, 'generator/editor/admin-app.tsx'), out: 'cms' }],
      outdir: adminDir,
      bundle: true,
      format: 'esm',
      minify: true,
      target: ['es2020'],
      jsx: 'automatic',
      // Decap's dependencies read these Node globals; in the browser they are the production build and globalThis.
      define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
      metafile: true,
      logLevel: 'silent',
      legalComments: 'none',
      absWorkingDir: root,
    },
    cache,
  );
  return statSync(path.join(adminDir, ADMIN_SCRIPT)).size;
}
