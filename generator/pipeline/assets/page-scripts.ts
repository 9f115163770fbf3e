// Page scripts: every page loads exactly one module, the bundle of the client
// entries of the widgets it renders (client/entries/<widget>.ts). One file per
// page, rather than per-widget entries plus shared chunks, keeps each page
// under the spec's 12 KB gzip: preact and the analytics helpers compress
// together with the widgets instead of paying per-file overhead in five to
// nine requests. Every page renders first; then the combinations found are
// bundled in one esbuild run.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { cacheUse, type BuildContext } from '../context.ts';
import { build } from './esbuild-cache.ts';
import { clientBuildOptions, publicUrl, type AssetManifest } from './assets.ts';

const NAMESPACE = 'page-script';

/** A stable key for a set of widgets (order-insensitive). */
export const widgetKey = (widgets: readonly string[]) => [...new Set(widgets)].sort().join('+');

export interface PageScripts {
  /** widgetKey -> URL of the script bundling exactly those widgets' entries. */
  urls: Map<string, string>;
  /** Every file written, for the build summary. */
  files: AssetManifest['files'];
}

/** Bundles one script per widget combination (widgetKey), all in one esbuild run. */
export async function bundlePageScripts(
  ctx: BuildContext,
  assets: AssetManifest,
  keys: Iterable<string>,
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
  const result = await build(
    {
      ...clientBuildOptions(root, outDir),
      // One self-contained file per combination; lazy packages stay separate files.
      splitting: false,
      entryPoints: combinations.map((key) => ({ in: `${NAMESPACE}:${key}`, out: `page-${key}` })),
      plugins: [entriesPlugin(root), lazyModulesPlugin(assets)],
    },
    cacheUse(ctx, 'esbuild'),
  );
  const urls = new Map<string, string>();
  const files: AssetManifest['files'] = [];
  for (const [file, out] of Object.entries(result.metafile!.outputs)) {
    const url = publicUrl(root, outDir, file);
    files.push({ url, bytes: out.bytes });
    const key = combinations.find((k) => path.basename(file).startsWith(`page-${k}-`));
    if (key) urls.set(key, url);
  }
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
