// Page scripts: every page loads exactly one module, the bundle of the client
// entries of the widgets it renders (client/entries/<widget>.ts). One file per
// page, rather than per-widget entries plus shared chunks, keeps each page
// under the spec's 12 KB gzip: preact and the analytics helpers compress
// together with the widgets instead of paying per-file overhead in five to
// nine requests. Combinations are bundled on demand, as rendering discovers
// them, and requests made in the same tick share one esbuild run.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { build } from './esbuild-cache.ts';
import { clientBuildOptions, publicUrl, type AssetManifest } from './assets.ts';

const NAMESPACE = 'page-script';

/** A stable key for a set of widgets (order-insensitive). */
export const widgetKey = (widgets: readonly string[]) => [...new Set(widgets)].sort().join('+');

export class PageScripts {
  private readonly urls = new Map<string, Promise<string>>();
  private queue: { key: string; resolve: (url: string) => void; reject: (error: unknown) => void }[] = [];
  /** Every file written so far, for the build summary. */
  readonly files: AssetManifest['files'] = [];

  constructor(private readonly root: string, private readonly outDir: string, private readonly assets: AssetManifest) {}

  /** URL of the script bundling exactly these widgets' entries. */
  urlFor(widgets: readonly string[]): Promise<string> {
    const key = widgetKey(widgets);
    let url = this.urls.get(key);
    if (!url) {
      url = new Promise<string>((resolve, reject) => {
        if (this.queue.length === 0) setImmediate(() => void this.flush());
        this.queue.push({ key, resolve, reject });
      });
      this.urls.set(key, url);
    }
    return url;
  }

  private async flush(): Promise<void> {
    const batch = this.queue;
    this.queue = [];
    try {
      const urls = await this.bundle(batch.map((b) => b.key));
      batch.forEach((b) => b.resolve(urls.get(b.key)!));
    } catch (error) {
      batch.forEach((b) => b.reject(error));
    }
  }

  private async bundle(keys: string[]): Promise<Map<string, string>> {
    for (const widget of new Set(keys.flatMap((key) => key.split('+')))) {
      if (!existsSync(path.join(this.root, 'client/entries', `${widget}.ts`))) {
        throw new Error(`no client entry for widget "${widget}" (expected client/entries/${widget}.ts)`);
      }
    }
    const result = await build({
      ...clientBuildOptions(this.root, this.outDir),
      // One self-contained file per combination; lazy packages stay separate files.
      splitting: false,
      entryPoints: keys.map((key) => ({ in: `${NAMESPACE}:${key}`, out: `page-${key}` })),
      plugins: [this.entriesPlugin(), this.lazyModulesPlugin()],
    });
    const urls = new Map<string, string>();
    for (const [file, out] of Object.entries(result.metafile!.outputs)) {
      const url = publicUrl(this.root, this.outDir, file);
      this.files.push({ url, bytes: out.bytes });
      const key = keys.find((k) => path.basename(file).startsWith(`page-${k}-`));
      if (key) urls.set(key, url);
    }
    return urls;
  }

  /** `page-script:a+b` is a module importing client/entries/a.ts and b.ts. */
  private entriesPlugin(): Plugin {
    return {
      name: 'page-script-entries',
      setup: (b) => {
        b.onResolve({ filter: new RegExp(`^${NAMESPACE}:`) }, (args) => ({ path: args.path.slice(NAMESPACE.length + 1), namespace: NAMESPACE }));
        b.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => ({
          contents: args.path.split('+').map((w) => `import './client/entries/${w}.ts';`).join('\n'),
          resolveDir: this.root,
          loader: 'ts',
        }));
      },
    };
  }

  /** import('embla-carousel') becomes import('/assets/embla-carousel-<hash>.js'). */
  private lazyModulesPlugin(): Plugin {
    return {
      name: 'lazy-modules',
      setup: (b) => {
        b.onResolve({ filter: /^[^./]/ }, (args) => {
          if (args.kind !== 'dynamic-import') return undefined;
          const url = this.assets.lazyModules[args.path];
          if (!url) return { errors: [{ text: `import("${args.path}"): dynamically imported packages must be listed in LAZY_MODULES (generator/build/assets/assets.ts)` }] };
          return { path: url, external: true };
        });
      },
    };
  }
}
