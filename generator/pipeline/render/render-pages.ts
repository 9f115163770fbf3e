// Renders every page route of a build in one pass: each page renders (on the
// main thread, or in worker threads for large sites) with its script's URL, made
// from its widgets and the scripts' inputs before any is bundled, and is written
// at once; one esbuild run then bundles the script of each widget combination
// found under those names.
import fg from 'fast-glob';
import os from 'node:os';
import type { AssetManifest } from '../assets/assets.ts';
import { bundlePageScripts, pageScriptDigest } from '../assets/page-scripts.ts';
import { widgetKey } from '../assets/page-script-url.ts';
import type { BuildContext } from '../context.ts';
import type { Content } from '../../model/content.ts';
import type { SitePageRoute } from '../../pages/table.ts';
import { packContent, type ContentPayload } from './content-units.ts';
import { collectGarbage } from './heap.ts';
import { writePage } from './output.ts';
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
  /**
   * The main thread's own work of this build that no page waits for (the checks across files, the
   * page graph's keys): run while the workers render, or before the render on the main thread. If it
   * throws, the workers are stopped and its error is the render's.
   */
  beside?: () => void;
}

export interface RenderStats {
  /** 0: rendered on the main thread. */
  workers: number;
  /**
   * Per worker (or the main thread): pages rendered, ms after the pool started until its renderer was
   * loaded (its start-up) and until it was ready to render (content received), ms rendering, ms of it writing.
   */
  rendered: number[];
  bootMs: number[];
  readyMs: number[];
  renderMs: number[];
  writeMs: number[];
  /** The one esbuild run for every page script. */
  bundleMs: number;
  /** When the workers started (or the main thread began rendering), on this thread's performance.now() clock. */
  startedAt: number;
  /** When the work beside the render (RenderOptions.beside) ran, ms after startedAt; absent without it. */
  besideMs?: [number, number];
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
  // The scripts' names are known before any page renders: each page is final when it has rendered.
  const scriptDigest = pageScriptDigest(ctx.root, inputs.assets, ctx.resident);
  const job: RenderRun = {
    ctx,
    content,
    pages,
    inputs: { ...inputs, scriptDigest },
    onPage: options.onPage,
    kept: options.keptWidgets ?? [],
    beside: options.beside,
  };
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
  inputs: RenderInputs & { scriptDigest: string };
  onPage?: (rendered: number) => void;
  kept: string[][];
  beside?: () => void;
}

/** Runs the work beside the render and says when, ms after `origin` (performance.now() clock). */
function runBeside(beside: () => void, origin: number): [number, number] {
  const from = performance.now() - origin;
  beside();
  return [from, performance.now() - origin];
}

const widgetsByPath = (pages: SitePageRoute[], widgets: string[][]) =>
  Object.fromEntries(pages.map((route, i) => [route.path, widgets[i]]));

async function bundle({ ctx, inputs, kept }: RenderRun, widgets: string[][]) {
  const started = performance.now();
  const scripts = await bundlePageScripts(
    ctx,
    inputs.assets,
    [...widgets, ...kept].map(widgetKey),
    inputs.scriptDigest,
  );
  return { ...scripts, ms: performance.now() - started };
}

/** The fastest path for small sites: no worker to start. */
async function renderOnMainThread(job: RenderRun): Promise<RenderResult> {
  const { content, pages, onPage } = job;
  const outDir = job.ctx.output.tmpDir;
  const started = performance.now();
  // No thread to run it beside: first, so its problems are reported before any page renders.
  const besideMs = job.beside && runBeside(job.beside, started);
  const renderFrom = performance.now();
  const render = createTrackedRenderer(content, job.inputs);
  const widgets: string[][] = [];
  const reads: string[][] = [];
  let htmlBytes = 0;
  let writeMs = 0;
  pages.forEach((route, i) => {
    const page = render(route);
    const writing = performance.now();
    htmlBytes += writePage(outDir, route.path, page.html);
    writeMs += performance.now() - writing;
    widgets.push(page.widgets);
    reads.push(page.reads);
    onPage?.(i + 1);
  });
  const renderMs = performance.now() - renderFrom;
  const scripts = await bundle(job, widgets);
  return {
    htmlBytes,
    pageWidgets: widgetsByPath(pages, widgets),
    reads,
    scripts: scripts.files,
    stats: {
      workers: 0,
      rendered: [pages.length],
      bootMs: [0],
      readyMs: [0],
      renderMs: [renderMs],
      writeMs: [writeMs],
      bundleMs: scripts.ms,
      startedAt: started,
      ...(besideMs ? { besideMs } : {}),
    },
  };
}

async function renderInWorkers(job: RenderRun, pool: RenderPool): Promise<RenderResult> {
  const { content, pages, onPage } = job;
  const outDir = job.ctx.output.tmpDir;
  const total = pages.length;
  let payload: ContentPayload | undefined;
  try {
    payload = packContent(content, pages);
  } catch (error) {
    throw new Error(
      `the content cannot be copied to the render workers (${String(error)}); schema transforms must produce plain data`,
    );
  }
  // The load's, the checks' and the packing's garbage, before the workers' heaps grow beside it.
  collectGarbage();
  const count = pool.workers.length;
  const readyMs = new Array<number>(count).fill(0);
  const widgets: string[][] = new Array(total);
  const reads: string[][] = new Array(total);
  let rendered = 0;
  const rendering = pool.exchange(
    { type: 'render', payload, inputs: job.inputs, outDir, counter: new SharedArrayBuffer(4), total },
    'render-done',
    (i, msg) => {
      if (msg.type === 'ready') readyMs[i] = msg.at - performance.timeOrigin - pool.startedAt;
      if (msg.type !== 'rendered') return;
      msg.widgets.forEach((w, k) => {
        widgets[msg.start + k] = w;
        reads[msg.start + k] = msg.reads[k];
      });
      for (let k = 0; k < msg.widgets.length; k++) onPage?.(++rendered);
    },
  );
  // The job is posted: the main thread's own work runs now, while the workers render. Run before this
  // thread reads any reply, so a problem it throws wins over any the render would report.
  let besideMs: [number, number] | undefined;
  try {
    besideMs = job.beside && runBeside(job.beside, pool.startedAt);
  } catch (error) {
    rendering.catch(() => undefined);
    await pool.close();
    throw error;
  }
  const done = await rendering;
  if (done.reduce((sum, d) => sum + d.rendered, 0) !== total)
    throw new Error(`render workers rendered ${rendered} of ${total} pages`);
  // The shared content is the workers' only: dropped before esbuild's process starts beside this one.
  payload = undefined;
  collectGarbage();
  const scripts = await bundle(job, widgets);
  return {
    htmlBytes: done.reduce((sum, d) => sum + d.bytes, 0),
    pageWidgets: widgetsByPath(pages, widgets),
    reads,
    scripts: scripts.files,
    stats: {
      workers: count,
      rendered: done.map((d) => d.rendered),
      bootMs: [...pool.bootMs],
      readyMs,
      renderMs: done.map((d) => d.renderMs),
      writeMs: done.map((d) => d.writeMs),
      bundleMs: scripts.ms,
      startedAt: pool.startedAt,
      ...(besideMs ? { besideMs } : {}),
    },
  };
}
