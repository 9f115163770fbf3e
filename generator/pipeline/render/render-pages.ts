// Renders every page route of a build in one pass: all pages render (on the
// main thread, or in worker threads for large sites) with a placeholder for their
// script's URL; one esbuild run then bundles a script for each widget combination
// found; then every page is written with its script's URL substituted.
import fg from 'fast-glob';
import os from 'node:os';
import { serialize } from 'node:v8';
import type { AssetManifest } from '../assets/assets.ts';
import { bundlePageScripts, widgetKey } from '../assets/page-scripts.ts';
import type { BuildContext } from '../context.ts';
import type { Content } from '../../model/content.ts';
import type { SitePageRoute } from '../../pages/table.ts';
import { makeFolders, pendingPage, writePage } from './output.ts';
import { BATCH } from './messages.ts';
import { RenderPool } from './pool.ts';
import type { RenderInputs } from './render.tsx';
import { createTrackedRenderer } from './read-tracker.ts';

/** From this many page routes on, pages render in worker threads (unless the build's renderWorkers says otherwise). */
export const PARALLEL_THRESHOLD = 200;

export interface RenderOptions {
  /** Workers started earlier (startRenderPool); otherwise renderPages starts its own, as many as ctx.renderWorkers asks (renderWorkers). */
  pool?: RenderPool;
  /** Called as pages finish rendering, with the number rendered so far. */
  onPage?: (rendered: number) => void;
  /** Widgets of pages not rendered but kept from the previous output (page-graph.ts): their scripts are bundled too. */
  keptWidgets?: string[][];
}

export interface RenderStats {
  /** 0: rendered on the main thread. */
  workers: number;
  /** Per worker (or the main thread): pages rendered, ms until ready to render, ms rendering, ms writing. */
  rendered: number[];
  readyMs: number[];
  renderMs: number[];
  writeMs: number[];
  /** The one esbuild run for every page script. */
  bundleMs: number;
}

export interface RenderResult {
  htmlBytes: number;
  pageWidgets: Record<string, string[]>;
  /** The content units each page read, in the order of the pages (read-tracker.ts). */
  reads: string[][];
  /** The page scripts written. */
  scripts: AssetManifest['files'];
  stats: RenderStats;
}

/** Worker threads renderPages uses for `pageCount` pages: `requested` (0: the main thread), or by default one per CPU core from PARALLEL_THRESHOLD pages on. */
export function renderWorkers(pageCount: number, requested?: number): number {
  if (requested !== undefined) return requested;
  return pageCount >= PARALLEL_THRESHOLD && os.availableParallelism() > 1 ? os.availableParallelism() : 0;
}

/**
 * Starts the render workers before the content is loaded when the content folder holds enough
 * files for renderPages to use workers (every collection file is at least one page). The caller
 * closes the pool whether or not the render used it.
 */
export function startRenderPool(ctx: BuildContext): RenderPool | undefined {
  const files = fg.sync('{services,locations,projects}/*.yaml', { cwd: ctx.contentDir, suppressErrors: true }).length;
  const count = renderWorkers(files, ctx.renderWorkers);
  return count > 0 ? new RenderPool(count) : undefined;
}

/** Renders the pages into the build's output (ctx.output.tmpDir) and bundles their scripts. */
export async function renderPages(
  ctx: BuildContext,
  content: Content,
  pages: SitePageRoute[],
  inputs: RenderInputs,
  options: RenderOptions = {},
): Promise<RenderResult> {
  const job: RenderRun = { ctx, content, pages, inputs, onPage: options.onPage, kept: options.keptWidgets ?? [] };
  if (options.pool) return renderInWorkers(job, options.pool);
  const workers = renderWorkers(pages.length, ctx.renderWorkers);
  if (workers === 0) return renderOnMainThread(job);
  const pool = new RenderPool(Math.min(workers, Math.ceil(pages.length / BATCH)));
  try {
    return await renderInWorkers(job, pool);
  } finally {
    // Workers exit once they have written their pages; this stops them if anything failed first.
    await pool.close();
  }
}

/** One render of a build's pages, as renderPages was called. */
interface RenderRun {
  ctx: BuildContext;
  content: Content;
  pages: SitePageRoute[];
  inputs: RenderInputs;
  onPage?: (rendered: number) => void;
  kept: string[][];
}

const widgetsByPath = (pages: SitePageRoute[], widgets: string[][]) =>
  Object.fromEntries(pages.map((route, i) => [route.path, widgets[i]]));

async function bundle({ ctx, inputs, kept }: RenderRun, widgets: string[][]) {
  const started = performance.now();
  const scripts = await bundlePageScripts(ctx, inputs.assets, [...widgets, ...kept].map(widgetKey));
  return { ...scripts, ms: performance.now() - started };
}

/** The fastest path for small sites: no worker to start. */
async function renderOnMainThread(job: RenderRun): Promise<RenderResult> {
  const { content, pages, onPage } = job;
  const outDir = job.ctx.output.tmpDir;
  const started = performance.now();
  const render = createTrackedRenderer(content, job.inputs);
  const widgets: string[][] = [];
  const reads: string[][] = [];
  const pending = pages.map((route, i) => {
    const page = render(route);
    widgets.push(page.widgets);
    reads.push(page.reads);
    onPage?.(i + 1);
    return pendingPage(route.path, page);
  });
  const renderMs = performance.now() - started;
  const scripts = await bundle(job, widgets);
  const writing = performance.now();
  makeFolders(
    outDir,
    pages.map((p) => p.path),
  );
  let htmlBytes = 0;
  for (const page of pending) htmlBytes += writePage(outDir, page, scripts.urls.get(page.script)!);
  return {
    htmlBytes,
    pageWidgets: widgetsByPath(pages, widgets),
    reads,
    scripts: scripts.files,
    stats: {
      workers: 0,
      rendered: [pages.length],
      readyMs: [0],
      renderMs: [renderMs],
      writeMs: [performance.now() - writing],
      bundleMs: scripts.ms,
    },
  };
}

async function renderInWorkers(job: RenderRun, pool: RenderPool): Promise<RenderResult> {
  const { content, pages, onPage } = job;
  const outDir = job.ctx.output.tmpDir;
  const total = pages.length;
  let payload: SharedArrayBuffer;
  try {
    const bytes = serialize({ content, pages });
    payload = new SharedArrayBuffer(bytes.byteLength);
    new Uint8Array(payload).set(bytes);
  } catch (error) {
    throw new Error(
      `the content cannot be copied to the render workers (${String(error)}); schema transforms must produce plain data`,
    );
  }
  const count = pool.workers.length;
  const readyMs = new Array<number>(count).fill(0);
  const widgets: string[][] = new Array(total);
  const reads: string[][] = new Array(total);
  let rendered = 0;
  const rendering = pool.exchange(
    { type: 'render', payload, inputs: job.inputs, counter: new SharedArrayBuffer(4), total },
    'render-done',
    (i, msg) => {
      if (msg.type === 'ready') readyMs[i] = performance.now() - pool.startedAt;
      if (msg.type !== 'rendered') return;
      msg.widgets.forEach((w, k) => {
        widgets[msg.start + k] = w;
        reads[msg.start + k] = msg.reads[k];
      });
      for (let k = 0; k < msg.widgets.length; k++) onPage?.(++rendered);
    },
  );
  // The main thread has nothing else to do while the workers render.
  makeFolders(
    outDir,
    pages.map((p) => p.path),
  );
  const done = await rendering;
  if (done.reduce((sum, d) => sum + d.rendered, 0) !== total)
    throw new Error(`render workers rendered ${rendered} of ${total} pages`);
  const scripts = await bundle(job, widgets);
  const written = await pool.exchange({ type: 'write', outDir, scripts: Object.fromEntries(scripts.urls) }, 'written');
  return {
    htmlBytes: written.reduce((sum, w) => sum + w.bytes, 0),
    pageWidgets: widgetsByPath(pages, widgets),
    reads,
    scripts: scripts.files,
    stats: {
      workers: count,
      rendered: done.map((d) => d.rendered),
      readyMs,
      renderMs: done.map((d) => d.renderMs),
      writeMs: written.map((w) => w.writeMs),
      bundleMs: scripts.ms,
    },
  };
}
