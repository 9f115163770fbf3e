// Renders every page route of a build in one pass: all pages render (on the
// main thread, or in worker threads for large sites) with a placeholder for their
// script's URL; one esbuild run then bundles a script for each widget combination
// found; then every page is written with its script's URL substituted.
import fg from 'fast-glob';
import os from 'node:os';
import { serialize } from 'node:v8';
import type { AssetManifest } from '../assets/assets.ts';
import { bundlePageScripts, widgetKey } from '../assets/page-scripts.ts';
import type { Content } from '../../model/content.ts';
import type { PageRoute } from '../../model/routes.ts';
import { makeFolders, pendingPage, writePage } from './output.ts';
import { BATCH } from './messages.ts';
import { RenderPool } from './pool.ts';
import { createPageRenderer, type RenderInputs } from './render.tsx';

/** From this many page routes on, pages render in worker threads (unless `workers` says otherwise). */
export const PARALLEL_THRESHOLD = 200;

export interface RenderOptions {
  /** Worker threads to render in; 0 renders on the main thread. Default: one per CPU core from PARALLEL_THRESHOLD pages on, else 0. */
  workers?: number;
  /** Workers started earlier (startRenderPool); otherwise renderPages starts its own. */
  pool?: RenderPool;
  /** Called as pages finish rendering, with the number rendered so far. */
  onPage?: (rendered: number) => void;
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
  /** The page scripts written. */
  scripts: AssetManifest['files'];
  stats: RenderStats;
}

/** Worker threads renderPages uses for `pageCount` pages when `requested` is not given. */
export function renderWorkers(pageCount: number, requested?: number): number {
  if (requested !== undefined) return requested;
  return pageCount >= PARALLEL_THRESHOLD && os.availableParallelism() > 1 ? os.availableParallelism() : 0;
}

/**
 * Starts the render workers before the content is loaded when the content folder holds enough
 * files for renderPages to use workers (every collection file is at least one page). The caller
 * closes the pool whether or not the render used it.
 */
export function startRenderPool(contentDir: string, requested?: number): RenderPool | undefined {
  const files = fg.sync('{services,locations,projects}/*.yaml', { cwd: contentDir, suppressErrors: true }).length;
  const count = renderWorkers(files, requested);
  return count > 0 ? new RenderPool(count) : undefined;
}

export async function renderPages(
  content: Content, pages: PageRoute[], inputs: RenderInputs, root: string, outDir: string, options: RenderOptions = {},
): Promise<RenderResult> {
  if (options.pool) return renderInWorkers(content, pages, inputs, root, outDir, options.pool, options.onPage);
  const workers = renderWorkers(pages.length, options.workers);
  if (workers === 0) return renderOnMainThread(content, pages, inputs, root, outDir, options.onPage);
  const pool = new RenderPool(Math.min(workers, Math.ceil(pages.length / BATCH)));
  try {
    return await renderInWorkers(content, pages, inputs, root, outDir, pool, options.onPage);
  } finally {
    // Workers exit once they have written their pages; this stops them if anything failed first.
    await pool.close();
  }
}

const widgetsByPath = (pages: PageRoute[], widgets: string[][]) => Object.fromEntries(pages.map((route, i) => [route.path, widgets[i]]));

async function bundle(root: string, outDir: string, assets: AssetManifest, widgets: string[][]) {
  const started = performance.now();
  const scripts = await bundlePageScripts(root, outDir, assets, widgets.map(widgetKey));
  return { ...scripts, ms: performance.now() - started };
}

/** The fastest path for small sites: no worker to start. */
async function renderOnMainThread(
  content: Content, pages: PageRoute[], inputs: RenderInputs, root: string, outDir: string, onPage?: (rendered: number) => void,
): Promise<RenderResult> {
  const started = performance.now();
  const render = createPageRenderer(content, inputs);
  const widgets: string[][] = [];
  const pending = pages.map((route, i) => {
    const page = render(route);
    widgets.push(page.widgets);
    onPage?.(i + 1);
    return pendingPage(route.path, page);
  });
  const renderMs = performance.now() - started;
  const scripts = await bundle(root, outDir, inputs.assets, widgets);
  const writing = performance.now();
  makeFolders(outDir, pages.map((p) => p.path));
  let htmlBytes = 0;
  for (const page of pending) htmlBytes += writePage(outDir, page, scripts.urls.get(page.script)!);
  return {
    htmlBytes, pageWidgets: widgetsByPath(pages, widgets), scripts: scripts.files,
    stats: { workers: 0, rendered: [pages.length], readyMs: [0], renderMs: [renderMs], writeMs: [performance.now() - writing], bundleMs: scripts.ms },
  };
}

async function renderInWorkers(
  content: Content, pages: PageRoute[], inputs: RenderInputs, root: string, outDir: string, pool: RenderPool, onPage?: (rendered: number) => void,
): Promise<RenderResult> {
  const total = pages.length;
  let payload: SharedArrayBuffer;
  try {
    const bytes = serialize({ content, pages });
    payload = new SharedArrayBuffer(bytes.byteLength);
    new Uint8Array(payload).set(bytes);
  } catch (error) {
    throw new Error(`the content cannot be copied to the render workers (${String(error)}); schema transforms must produce plain data`);
  }
  const count = pool.workers.length;
  const readyMs = new Array<number>(count).fill(0);
  const widgets: string[][] = new Array(total);
  let rendered = 0;
  const rendering = pool.exchange({ type: 'render', payload, inputs, counter: new SharedArrayBuffer(4), total }, 'render-done', (i, msg) => {
    if (msg.type === 'ready') readyMs[i] = performance.now() - pool.startedAt;
    if (msg.type !== 'rendered') return;
    msg.widgets.forEach((w, k) => { widgets[msg.start + k] = w; });
    for (let k = 0; k < msg.widgets.length; k++) onPage?.(++rendered);
  });
  // The main thread has nothing else to do while the workers render.
  makeFolders(outDir, pages.map((p) => p.path));
  const done = await rendering;
  if (done.reduce((sum, d) => sum + d.rendered, 0) !== total) throw new Error(`render workers rendered ${rendered} of ${total} pages`);
  const scripts = await bundle(root, outDir, inputs.assets, widgets);
  const written = await pool.exchange({ type: 'write', outDir, scripts: Object.fromEntries(scripts.urls) }, 'written');
  return {
    htmlBytes: written.reduce((sum, w) => sum + w.bytes, 0), pageWidgets: widgetsByPath(pages, widgets), scripts: scripts.files,
    stats: {
      workers: count, rendered: done.map((d) => d.rendered), readyMs, renderMs: done.map((d) => d.renderMs),
      writeMs: written.map((w) => w.writeMs), bundleMs: scripts.ms,
    },
  };
}
