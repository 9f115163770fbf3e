// Bundles the dev-only browser script (client/dev/) once per dev server; it is never part of dist/.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

export interface DevClient {
  js: string;
  css: string;
}

export async function bundleDevClient(root: string): Promise<DevClient> {
  const result = await build({
    entryPoints: [path.join(root, 'client/dev/dev.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2022',
    minify: true,
  });
  return { js: result.outputFiles[0].text, css: readFileSync(path.join(root, 'client/dev/dev.css'), 'utf8') };
}
