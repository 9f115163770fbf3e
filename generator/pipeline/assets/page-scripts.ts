// Page scripts: every page loads exactly one module, the bundle of the client
// entries of the widgets it renders (client/entries/<widget>.ts). One file per
// page, rather than per-widget entries plus shared chunks, keeps each page
// under the spec's 12 KB gzip: preact and the analytics helpers compress
// together with the widgets instead of paying per-file overhead in five to
// nine requests. Each script's name is known before it is bundled
// (page-script-url.ts), so pages are written as they render; the combinations
// found are then bundled in one esbuild run under those names.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { BuildOptions, Plugin } from 'esbuild';
import fg from 'fast-glob';
import { cacheUse, type BuildContext } from '../context.ts';
import { build, inputsDigest } from './esbuild-cache.ts';
import { clientBuildOptions, publicUrl, type AssetManifest } from './assets.ts';
import { pageScriptName } from './page-script-url.ts';

const NAMESPACE = 'page-script';

/**
 * The files a page script can be made from: the client code, the model it imports, the installed
 * packages' versions (the lock file), the TypeScript settings esbuild reads, and the modules that
 * set esbuild's options and plugins (this one and assets.ts).
 */
const SCRIPT_SOURCES = [
  'client/**',
  'generator/model/**',
  'generator/pipeline/assets/{page-scripts,assets}.ts',
  'package-lock.json',
  'tsconfig.json',
];

/** esbuild's options for the page scripts, less the entry points (one per combination). */
function pageScriptOptions(root: string, outDir: string, assets: AssetManifest): BuildOptions {
  return {
    ...clientBuildOptions(root, outDir),
    // One self-contained file per combination; lazy packages stay separate files.
    splitting: false,
    // Entry points carry their whole name (pageScriptName).
    entryNames: '[name]',
    plugins: [entriesPlugin(root), lazyModulesPlugin(assets)],
  };
}

/** The digests a resident process made, by root and assets (pageScriptDigest). */
const residentDigests = new Map<string, string>();

/**
 * The digest page script names are made from (pageScriptName): the options, the lazy modules'
 * URLs (a plugin's closure, which the options' text does not show) and every file of SCRIPT_SOURCES.
 * A resident process (BuildOptions.resident: the dev server's build child, replaced when client or
 * generator code changes) reads the files once: hashing them cost each dev rebuild about 15 ms.
 */
export function pageScriptDigest(root: string, assets: AssetManifest, resident = false): string {
  const key = `${root}\0${JSON.stringify(assets)}`;
  const known = resident ? residentDigests.get(key) : undefined;
  if (known !== undefined) return known;
  const files = fg.sync(SCRIPT_SOURCES, { cwd: root, dot: true, ignore: ['**/node_modules/**'] });
  const digest = inputsDigest(pageScriptOptions(root, '', assets), files, JSON.stringify(assets.lazyModules));
  if (resident) residentDigests.set(key, digest);
  return digest;
}

export interface PageScripts {
  /** widgetKey -> URL of the script bundling exactly those widgets' entries. */
  urls: Map<string, string>;
  /** Every file written, for the build summary. */
  files: AssetManifest['files'];
}

/** Bundles one script per widget combination (widgetKey), all in one esbuild run, named from `digest` (pageScriptDigest). */
export async function bundlePageScripts(
  ctx: BuildContext,
  assets: AssetManifest,
  keys: Iterable<string>,
  digest: string,
): Promise<PageScripts> {
  const {
    root,
    output: { tmpDir: outDir },
  } = ctx;
  const combinations = [...new Set(keys)].sort();
  for (const widget of new Set(combinations.flatMap((key) => key.split('+')))) {
    if (!existsSync(path.join(root, 'client/entries', `${widget}.ts`))) {
      throw new Error(`no client entry for widget "${widget}" (expected client/entries/${widget}.ts)`);
    }
  }
  const names = new Map(combinations.map((key) => [`${pageScriptName(digest, key.split('+'))}.js`, key]));
  const result = await build(
    {
      ...pageScriptOptions(root, outDir, assets),
      entryPoints: [...names].map(([name, key]) => ({ in: `${NAMESPACE}:${key}`, out: name.slice(0, -'.js'.length) })),
    },
    cacheUse(ctx, 'esbuild'),
    ctx.resident,
  );
  const urls = new Map<string, string>();
  const files: AssetManifest['files'] = [];
  for (const [file, out] of Object.entries(result.metafile!.outputs)) {
    const url = publicUrl(root, outDir, file);
    files.push({ url, bytes: out.bytes });
    const key = names.get(path.basename(file));
    if (key !== undefined) urls.set(key, url);
  }
  // Pages were written with these names before esbuild ran: one missing would be a broken page.
  for (const key of combinations)
    if (!urls.has(key)) throw new Error(`the page script for "${key}" was not written under its name`);
  return { urls, files };
}

/** `page-script:a+b` is a module importing client/entries/<a>.ts and client/entries/<b>.ts. */
function entriesPlugin(root: string): Plugin {
  return {
    name: 'page-script-entries',
    setup: (b) => {
      b.onResolve({ filter: new RegExp(`^${NAMESPACE}:`) }, (args) => ({
        path: args.path.slice(NAMESPACE.length + 1),
        namespace: NAMESPACE,
      }));
      b.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => ({
        contents: args.path
          .split('+')
          .map((w) => `import './client/entries/${w}.ts';`)
          .join('\n'),
        resolveDir: root,
        loader: 'ts',
      }));
    },
  };
}

/** import('embla-carousel') becomes import('/assets/embla-carousel-<hash>.js'). */
function lazyModulesPlugin(assets: AssetManifest): Plugin {
  return {
    name: 'lazy-modules',
    setup: (b) => {
      b.onResolve({ filter: /^[^./]/ }, (args) => {
        if (args.kind !== 'dynamic-import') return undefined;
        const url = assets.lazyModules[args.path];
        if (!url)
          return {
            errors: [
              {
                text: `import("${args.path}"): dynamically imported packages must be listed in LAZY_MODULES (generator/pipeline/assets/assets.ts)`,
              },
            ],
          };
        return { path: url, external: true };
      });
    },
  };
}
