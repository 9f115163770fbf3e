// The web editor's script (admin/cms.js): Decap CMS with the site's widgets, format and previews
// (generator/editor/admin-app.tsx), bundled on its own. Public pages never load it: they keep their
// page scripts (page-scripts.ts), bundled with preact; this one runs React itself, the copy the
// templates render with, as Decap and the previews need. Split in two: cms.js starts Decap and shows
// the entry list; what only an open entry needs (the schemas' checks, the previews with the site's
// templates) is a chunk it imports once Decap has started (admin-lazy.ts), named by its content so a
// browser keeps it. Cached like every client bundle (esbuild-cache.ts).
import { statSync } from 'node:fs';
import path from 'node:path';
import { ADMIN_CHUNK_PREFIX, ADMIN_SCRIPT } from '../../editor/admin-paths.ts';
import type { CacheUse } from '../context.ts';
import { build } from './esbuild-cache.ts';

export interface AdminBundle {
  /** Bytes of cms.js, what the entry list waits for. */
  scriptBytes: number;
  /** Bytes of every file of the editor's script, chunks included. */
  totalBytes: number;
  /** The chunk files' names (in the admin folder). */
  chunks: string[];
}

/** Writes `<adminDir>/cms.js` and its chunks. */
export async function bundleAdmin(root: string, adminDir: string, cache: CacheUse): Promise<AdminBundle> {
  const { metafile } = await build(
    {
      entryPoints: [{ in: path.join(root, 'generator/editor/admin-app.tsx'), out: 'cms' }],
      outdir: adminDir,
      bundle: true,
      splitting: true,
      chunkNames: `${ADMIN_CHUNK_PREFIX}[hash]`,
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
  const names = Object.keys(metafile.outputs).map((out) => path.basename(out));
  const chunks = names.filter((n) => n.startsWith(ADMIN_CHUNK_PREFIX));
  const size = (name: string) => statSync(path.join(adminDir, name)).size;
  return {
    scriptBytes: size(ADMIN_SCRIPT),
    totalBytes: [ADMIN_SCRIPT, ...chunks].reduce((sum, n) => sum + size(n), 0),
    chunks,
  };
}
