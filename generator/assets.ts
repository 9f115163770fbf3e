// Bundle: esbuild turns each client/entries/<widget>.ts into a small hashed
// ES module (shared code such as preact split into common chunks) and the
// stylesheet into one hashed, minified CSS file; the icon sprite is written
// under a hash of its content.
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import fg from 'fast-glob';
import { iconSprite } from './icon-sprite.ts';

export interface AssetManifest {
  stylesheet: string;
  /** URL of the SVG sprite every icon references. */
  iconSprite: string;
  /** Widget name -> public URL of its entry script. */
  scripts: Record<string, string>;
  /** Widget name -> chunks its entry imports statically, for <link rel=modulepreload>. */
  preloads: Record<string, string[]>;
  /** Every emitted file with its size, for the build summary and benchmark. */
  files: { url: string; bytes: number }[];
}

/** React APIs in islands run on preact in the browser (see client/preact-react.ts). */
const PREACT_ALIASES = {
  react: './client/preact-react.ts',
  'react-dom/client': './client/preact-react-dom.ts',
  'react/jsx-runtime': 'preact/jsx-runtime',
};

export async function bundleAssets(root: string, outDir: string): Promise<AssetManifest> {
  const entries = fg.sync('client/entries/*.{ts,tsx}', { cwd: root, absolute: true });
  const assetsDir = path.join(outDir, 'assets');
  const js = await build({
    entryPoints: entries,
    outdir: assetsDir,
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    target: ['es2020'],
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    alias: PREACT_ALIASES,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    metafile: true,
    logLevel: 'silent',
    legalComments: 'none',
    absWorkingDir: root,
  });
  const css = await build({
    entryPoints: [path.join(root, 'client/styles/site.css')],
    outdir: assetsDir,
    bundle: true,
    minify: true,
    entryNames: '[name]-[hash]',
    metafile: true,
    logLevel: 'silent',
    absWorkingDir: root,
    external: ['/media/*'],
  });
  const toUrl = (file: string) => `/${path.relative(outDir, path.resolve(root, file)).split(path.sep).join('/')}`;
  const scripts: Record<string, string> = {};
  const preloads: Record<string, string[]> = {};
  const files: AssetManifest['files'] = [];
  const outputs = js.metafile.outputs;
  // Static imports only: dynamically imported chunks (supabase-js, embla) stay lazy.
  const staticImports = (file: string, seen = new Set<string>()): Set<string> => {
    for (const imp of outputs[file]?.imports ?? []) {
      if (imp.kind !== 'import-statement' || seen.has(imp.path)) continue;
      seen.add(imp.path);
      staticImports(imp.path, seen);
    }
    return seen;
  };
  for (const [file, out] of Object.entries(outputs)) {
    files.push({ url: toUrl(file), bytes: out.bytes });
    if (!out.entryPoint) continue;
    const name = path.basename(out.entryPoint).replace(/\.tsx?$/, '');
    scripts[name] = toUrl(file);
    preloads[name] = [...staticImports(file)].map(toUrl);
  }
  let stylesheet = '';
  for (const [file, out] of Object.entries(css.metafile.outputs)) {
    files.push({ url: toUrl(file), bytes: out.bytes });
    if (file.endsWith('.css')) stylesheet = toUrl(file);
  }
  const sprite = iconSprite();
  const spriteName = `icons-${createHash('sha256').update(sprite).digest('hex').slice(0, 8).toUpperCase()}.svg`;
  mkdirSync(assetsDir, { recursive: true });
  writeFileSync(path.join(assetsDir, spriteName), sprite);
  files.push({ url: `/assets/${spriteName}`, bytes: Buffer.byteLength(sprite) });
  return { stylesheet, iconSprite: `/assets/${spriteName}`, scripts, preloads, files };
}
