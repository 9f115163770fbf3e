// Assets every page shares, built before rendering: the stylesheet (one hashed,
// minified CSS file), the icon sprite (hashed by content) and the packages
// islands import lazily (embla), each bundled on its own so a page
// script can import() it when needed. Page scripts themselves are bundled per
// widget combination once every page has rendered (page-scripts.ts).
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BuildOptions } from 'esbuild';
import { cacheUse, type BuildContext } from '../context.ts';
import { build } from './esbuild-cache.ts';
import { iconSprite } from './icon-sprite.ts';
import type { ImageManifest } from '../../model/image-slots.ts';

export interface AssetManifest {
  stylesheet: string;
  /** URL of the SVG sprite every icon references. */
  iconSprite: string;
  /** Package name -> URL of its own bundle, for the islands' dynamic import()s. */
  lazyModules: Record<string, string>;
  /** Every emitted file with its size, for the build summary and benchmark. */
  files: { url: string; bytes: number }[];
  /** Variants of the owner photos (generator/pipeline/images/), filled in by the build before rendering. */
  images?: ImageManifest;
}

/** Packages islands load with import() after an interaction or at idle: never part of a page script. */
export const LAZY_MODULES = ['embla-carousel', 'web-vitals'] as const;

/** esbuild settings shared by page scripts and lazy modules. */
export function clientBuildOptions(root: string, outDir: string): BuildOptions {
  return {
    outdir: path.join(outDir, 'assets'),
    bundle: true,
    format: 'esm',
    minify: true,
    target: ['es2020'],
    entryNames: '[name]-[hash]',
    // React APIs in islands run on preact in the browser (see client/preact-react.ts).
    alias: {
      react: './client/preact-react.ts',
      'react-dom/client': './client/preact-react-dom.ts',
      'react/jsx-runtime': 'preact/jsx-runtime',
    },
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    metafile: true,
    logLevel: 'silent',
    legalComments: 'none',
    absWorkingDir: root,
  };
}

/** Public URL of an esbuild output path (relative to root). */
export function publicUrl(root: string, outDir: string, file: string): string {
  return `/${path.relative(outDir, path.resolve(root, file)).split(path.sep).join('/')}`;
}

const lazyName = (pkg: string) => pkg.replace(/^@[^/]+\//, '');

export async function bundleAssets(ctx: BuildContext): Promise<AssetManifest> {
  const {
    root,
    output: { tmpDir: outDir },
  } = ctx;
  const cache = cacheUse(ctx, 'esbuild');
  const files: AssetManifest['files'] = [];
  const [lazy, css] = await Promise.all([
    build(
      {
        ...clientBuildOptions(root, outDir),
        entryPoints: LAZY_MODULES.map((pkg) => ({ in: pkg, out: lazyName(pkg) })),
        // One file per package: the packages share nothing worth a request of its own (a
        // split would move esbuild's class-field helper into a chunk both must fetch).
        splitting: false,
      },
      cache,
      ctx.resident,
    ),
    build(
      {
        entryPoints: [path.join(root, 'client/styles/site.css')],
        outdir: path.join(outDir, 'assets'),
        bundle: true,
        minify: true,
        entryNames: '[name]-[hash]',
        metafile: true,
        logLevel: 'silent',
        absWorkingDir: root,
        external: ['/media/*'],
      },
      cache,
      ctx.resident,
    ),
  ]);
  const lazyModules: Record<string, string> = {};
  for (const [file, out] of Object.entries(lazy.metafile!.outputs)) {
    files.push({ url: publicUrl(root, outDir, file), bytes: out.bytes });
    const pkg = LAZY_MODULES.find(
      (p) => out.entryPoint !== undefined && path.basename(file).startsWith(`${lazyName(p)}-`),
    );
    if (pkg) lazyModules[pkg] = publicUrl(root, outDir, file);
  }
  let stylesheet = '';
  for (const [file, out] of Object.entries(css.metafile!.outputs)) {
    files.push({ url: publicUrl(root, outDir, file), bytes: out.bytes });
    if (file.endsWith('.css')) stylesheet = publicUrl(root, outDir, file);
  }
  const sprite = iconSprite();
  const spriteName = `icons-${createHash('sha256').update(sprite).digest('hex').slice(0, 8).toUpperCase()}.svg`;
  mkdirSync(path.join(outDir, 'assets'), { recursive: true });
  writeFileSync(path.join(outDir, 'assets', spriteName), sprite);
  files.push({ url: `/assets/${spriteName}`, bytes: Buffer.byteLength(sprite) });
  return { stylesheet, iconSprite: `/assets/${spriteName}`, lazyModules, files };
}
