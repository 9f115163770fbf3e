// Build: content -> routes -> HTML in a temporary folder, swapped into place
// only when everything succeeded, so a failed build leaves dist/ untouched.
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { AssetManifest } from './assets/assets.ts';
import { resolveBuildContext, type BuildContext, type BuildOptions } from './context.ts';
import type { ImageStats } from './images/process.ts';
import { type PhaseTime, phaseRunner } from './phases.ts';
import { startRenderPool, type RenderStats } from './render/render-pages.ts';
import { hasPageGraph } from './render/page-graph.ts';
import type { RenderPool } from './render/pool.ts';
import type { LoadStats } from './render/pool-load.ts';
import { bundleStep } from './steps/bundle.ts';
import { checkStep } from './steps/check.ts';
import { deployFilesStep } from './steps/deploy-files.ts';
import { loadStep } from './steps/load.ts';
import { renderStep } from './steps/render.ts';
import { type ShareImageStats, startShareImages } from './steps/share-images.ts';
import { swapStep } from './steps/swap.ts';
import { checkOutputDir, recoverOutputDir } from './write/output-dir.ts';
import { lockOutputDir } from './write/output-lock.ts';
import { prepareSkeleton, takeSkeleton } from './write/output-skeleton.ts';
import { forgetOutput, recordOutput, type RecordedLookup } from './write/unchanged-output.ts';

export type { BuildOptions };

export interface BuildSummary {
  pages: number;
  redirects: number;
  htmlBytes: number;
  assetBytes: number;
  ms: number;
  /** Each phase of the build and its time, in the order they ran (phases.ts). */
  phases: PhaseTime[];
  outDir: string;
  pageWidgets: Record<string, string[]>;
  assets: AssetManifest;
  /** Which path the tag-manager container id takes (settings-lookup.ts). */
  tagManager: string;
  /** Owner photos (content/media/) encoded, reused from the cache, and their bytes. */
  images: ImageStats;
  /** Where the render's time went (render/render-pages.ts). */
  render: RenderStats;
  /** ms after the build started that the render workers (or the main thread's render) started: their times count from there. */
  renderStartMs: number;
  /** What the tag-manager id was looked up from and the id the pages carry. */
  tagManagerId: RecordedLookup;
  /** Share images drawn and reused, and when the drawing ran beside the render (steps/share-images.ts). */
  shareImages: ShareImageStats;
  /** Who loaded the content, when the render workers shared it (render/pool-load.ts). */
  load?: LoadStats;
}

/** Builds the site with the folders and options given, resolved here (context.ts). */
export function buildSite(options: BuildOptions): Promise<BuildSummary> {
  return buildWithContext(resolveBuildContext(options));
}

/** Builds the site with a context resolved by the caller (the CLI resolves its folders once, for every step). */
export async function buildWithContext(ctx: BuildContext): Promise<BuildSummary> {
  const started = performance.now();
  const startedMs = Date.now();
  checkOutputDir(ctx);
  mkdirSync(path.dirname(ctx.output.outDir), { recursive: true });
  const lock = await lockOutputDir(ctx.output, ctx.lockTimeoutMs);
  try {
    // Whatever this build leaves, the record of the previous output no longer applies.
    forgetOutput(ctx);
    for (const note of recoverOutputDir(ctx.output)) ctx.log(note);
    // Render workers boot (about a second) while the content loads; unused, they are stopped.
    // Not for a rebuild with a page graph: it renders only the pages that changed, usually few.
    const pool = hasPageGraph(ctx) ? undefined : startRenderPool(ctx);
    try {
      const summary = await build(ctx, started, pool);
      // While the lock is held: no other build can have replaced the output yet.
      recordOutput(ctx, startedMs, summary.tagManagerId, summary);
      return summary;
    } finally {
      await pool?.close();
    }
  } finally {
    lock.release();
  }
}

/**
 * The build's phases (phases.ts), each a step in steps/, timed by one runner: these times are the summary's.
 * Everything is written into the temporary folder, removed again when a phase throws.
 */
async function build(ctx: BuildContext, started: number, pool: RenderPool | undefined): Promise<BuildSummary> {
  const phases = phaseRunner();
  const loaded = await phases.run('load', () => loadStep(ctx, pool));
  const { content, sources } = loaded;
  // With render workers started, the checks across files run while they render (steps/render.ts).
  const { pages, redirects, dates, acrossFiles } = await phases.run('check', () =>
    checkStep(ctx, content, sources, loaded.publicFiles.files, pool !== undefined),
  );
  const { tmpDir } = ctx.output;
  rmSync(tmpDir, { recursive: true, force: true });
  // A resident build starts from the folders its process made ahead (write/output-skeleton.ts).
  if (!(ctx.resident && takeSkeleton(ctx.output))) mkdirSync(tmpDir, { recursive: true });
  // Drawn on libvips threads from here on, beside the bundle and the render; awaited as "share images".
  const stopSharing = new AbortController();
  const shares = startShareImages(ctx, content, sources, pages, started, stopSharing.signal);
  try {
    const bundled = await phases.run('bundle', () => bundleStep(ctx, content, sources, loaded.publicFiles.files));
    const { assets, gtmContainerId } = bundled;
    const inputs = { assets, gtmContainerId, dates };
    const rendered = await phases.run('render', () =>
      renderStep(ctx, content, sources, pages, inputs, pool, acrossFiles),
    );
    const shareImages = await phases.run('share images', () => shares);
    const stubBytes = await phases.run('deploy files', () =>
      deployFilesStep(ctx, bundled.editor, { content, pages, redirects, dates, publicFiles: loaded.publicFiles.files }),
    );
    await phases.run('swap', () => swapStep(ctx, rendered));
    // The next build's folders, made while the process waits for the next edit.
    if (ctx.resident) void prepareSkeleton(ctx.output);
    const assetFiles = [...assets.files, ...rendered.result.scripts];
    const { analytics } = content.site;
    return {
      pages: pages.length,
      redirects: redirects.length,
      htmlBytes: rendered.htmlBytes + stubBytes,
      assetBytes: assetFiles.reduce((sum, f) => sum + f.bytes, 0),
      ms: performance.now() - started,
      phases: [...phases.times],
      outDir: ctx.output.outDir,
      pageWidgets: rendered.pageWidgets,
      assets: { ...assets, files: assetFiles },
      tagManager: bundled.tagManager,
      images: bundled.images,
      render: rendered.result.stats,
      shareImages,
      renderStartMs: rendered.result.stats.startedAt - started,
      tagManagerId: {
        analytics: {
          supabaseUrl: analytics.supabaseUrl,
          supabaseAnonKey: analytics.supabaseAnonKey,
          gtmContainerId: analytics.gtmContainerId,
        },
        containerId: gtmContainerId,
      },
      load: loaded.stats,
    };
  } catch (error) {
    // The drawing may still write into the temporary folder: it stops before the folder is removed.
    stopSharing.abort();
    await shares.catch(() => undefined);
    rmSync(tmpDir, { recursive: true, force: true });
    // Content problems first, whichever step failed: as when the checks ran before the bundle.
    acrossFiles();
    throw error;
  }
}
