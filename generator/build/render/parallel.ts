// Parallel rendering: page routes are rendered by worker threads (one per CPU
// core) that claim small batches of routes from a shared counter, render them
// and write the HTML files; the main thread only gathers sizes and widgets.
//
// Each worker needs the validated content. By default the main thread's
// already-loaded content (and the page routes, which point into it) is
// serialised once with v8.serialize into shared memory and every worker
// deserialises it: for 4,000 locations that costs ~0.1 s per worker, where
// loading the YAML again costs ~5 s per worker. `content: 'load'` makes every
// worker call loadContent(content.dir) itself instead.
//
// Starting a worker (tsx, React, the templates) takes about a second, so the
// build starts the pool before it loads the content when the content folder
// holds enough files for a parallel render (startRenderPool), and the workers
// boot while the main thread parses YAML.
//
// This file is also the worker's entry module: a tiny bootstrap registers tsx
// in the worker (TypeScript and JSX need it there too) and imports this file,
// which then waits for its job and runs the worker loop below.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import fg from 'fast-glob';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { deserialize, serialize } from 'node:v8';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import type { AssetManifest } from '../assets/assets.ts';
import { ContentError, type ContentProblem } from '../../model/errors.ts';
import type { Content } from '../../model/content.ts';
import { widgetKey, type PageScripts } from '../assets/page-scripts.ts';
import type { PageRoute } from '../../model/routes.ts';

/** From this many page routes on, `renderPages` renders in worker threads. */
export const PARALLEL_THRESHOLD = 200;
/** Routes a worker claims at a time: small enough to balance, large enough to keep messages rare. */
const BATCH = 16;
const MARKER = 'build-site/parallel-render';
/**
 * Young generation of each worker. Rendering makes a lot of short-lived garbage next to a large
 * live heap (the whole site's content); with V8's default young generation much of it is
 * promoted and every major GC walks all the content. 128 MB halves render time for 4,000 pages.
 */
const YOUNG_GENERATION_MB = 128;

export interface RenderResult {
  htmlBytes: number;
  pageWidgets: Record<string, string[]>;
}

export type RenderMode = 'auto' | 'sequential' | 'parallel';

export interface ParallelOptions {
  /** Number of workers; default one per CPU core (os.availableParallelism()). */
  workers?: number;
  /** Workers started earlier (startRenderPool); otherwise renderParallel starts its own. */
  pool?: RenderPool;
  /** How workers get the content: a copy of the main thread's ('clone', default) or loadContent again ('load'). */
  content?: 'clone' | 'load';
  /**
   * Render with React's production build in the workers (default true). The HTML is identical;
   * development builds only add prop/key validation warnings and are ~5x slower to render.
   */
  reactProduction?: boolean;
}

function renderMode(): RenderMode {
  const mode = process.env.BUILD_SITE_RENDER;
  return mode === 'sequential' || mode === 'parallel' ? mode : 'auto';
}

/**
 * Renders every page route into outDir, sequentially (renderAll) for small sites and in worker
 * threads from PARALLEL_THRESHOLD routes on. Environment knobs (for the benchmark):
 * BUILD_SITE_RENDER=sequential|parallel forces a mode, BUILD_SITE_WORKERS=n sets the worker
 * count, BUILD_SITE_WORKER_CONTENT=load makes workers load the content themselves.
 */
export async function renderPages(
  content: Content, pages: PageRoute[], assets: AssetManifest, scripts: PageScripts, outDir: string,
  onPage?: (done: number) => void, pool?: RenderPool,
): Promise<RenderResult> {
  if (useWorkers(pages.length)) {
    const source = process.env.BUILD_SITE_WORKER_CONTENT === 'load' ? 'load' : 'clone';
    return renderParallel(content, pages, assets, scripts, outDir, onPage, { workers: workerCount(), content: source, pool });
  }
  return renderAll(content, pages, assets, scripts, outDir, onPage);
}

function useWorkers(pageCount: number): boolean {
  const mode = renderMode();
  return mode === 'parallel' || (mode === 'auto' && pageCount >= PARALLEL_THRESHOLD && os.availableParallelism() > 1);
}

const workerCount = () => Number(process.env.BUILD_SITE_WORKERS) || os.availableParallelism();

/**
 * Starts the render workers before the content is loaded when the content folder holds enough
 * files for renderPages to choose workers (every collection file is at least one page). The
 * caller closes the pool if the render does not use it.
 */
export function startRenderPool(contentDir: string): RenderPool | undefined {
  const files = fg.sync('{services,locations,projects}/*.yaml', { cwd: contentDir, suppressErrors: true }).length;
  return useWorkers(files) ? new RenderPool(workerCount()) : undefined;
}

/**
 * Sequential rendering on the main thread, the fastest path for small sites: all bodies
 * first, so every widget combination is known and bundled in one esbuild run, then the
 * documents around them.
 */
export async function renderAll(
  content: Content, pages: PageRoute[], assets: AssetManifest, scripts: PageScripts, outDir: string, onPage?: (done: number) => void,
): Promise<RenderResult> {
  const [{ renderBody, renderDocument }, { outputFile }] = await Promise.all([import('./render.tsx'), import('../../model/routes.ts')]);
  const bodies = pages.map((route) => renderBody(route, content, assets));
  const urls = await Promise.all(bodies.map((b) => scripts.urlFor(b.widgets)));
  let htmlBytes = 0;
  const pageWidgets: Record<string, string[]> = {};
  bodies.forEach((body, i) => {
    const html = renderDocument(body, content, assets, urls[i]);
    const file = path.join(outDir, outputFile(body.route.path));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, html);
    htmlBytes += Buffer.byteLength(html);
    pageWidgets[body.route.path] = body.widgets;
    onPage?.(i + 1);
  });
  return { htmlBytes, pageWidgets };
}

// ---------------------------------------------------------------------------
// Messages between the main thread and the workers.

/** A worker's job, its first message from the main thread. */
interface WorkerInput {
  /** v8.serialize({ content, pages }) in shared memory ('clone' mode). */
  payload?: SharedArrayBuffer;
  /** Content folder and expected route paths ('load' mode). */
  contentDir?: string;
  paths?: string[];
  assets: AssetManifest;
  outDir: string;
  /** Int32Array over it: [0] = index of the next unclaimed route. */
  counter: SharedArrayBuffer;
  total: number;
}

interface SerializedError {
  name: string;
  message: string;
  stack?: string;
  problems?: ContentProblem[];
}

type WorkerMessage =
  | { type: 'ready' }
  | { type: 'script'; key: string; widgets: string[] }
  | { type: 'batch'; start: number; end: number; bytes: number; widgets: string[][] }
  | { type: 'done'; rendered: number; renderMs: number; writeMs: number }
  | { type: 'error'; error: SerializedError };

/** The main thread's answer to a worker's 'script' request. */
interface MainMessage {
  type: 'script';
  key: string;
  url: string;
}

function serializeError(error: unknown): SerializedError {
  if (error instanceof ContentError) return { name: error.name, message: error.message, stack: error.stack, problems: error.problems };
  if (error instanceof Error) return { name: error.name, message: error.message, stack: error.stack };
  return { name: 'Error', message: String(error) };
}

function reviveError(e: SerializedError): Error {
  if (e.problems) return new ContentError(e.problems);
  const error = new Error(e.message);
  error.name = e.name;
  if (e.stack) error.stack = e.stack;
  return error;
}

// ---------------------------------------------------------------------------
// Main thread.

/** Worker bootstrap (CommonJS eval): register tsx, then import this file as the worker. */
const BOOTSTRAP = `
const { workerData } = require('node:worker_threads');
import(workerData.tsxApi)
  .then(({ register }) => { register(); return import(workerData.entry); })
  .catch((error) => { setImmediate(() => { throw error; }); });
`;

/** file: URL of tsx's ESM register API (require.resolve would give the CommonJS build). */
function tsxEsmApi(): string {
  const require = createRequire(import.meta.url);
  const manifest = require.resolve('tsx/package.json');
  const exported = (JSON.parse(readFileSync(manifest, 'utf8')) as { exports: Record<string, unknown> }).exports['./esm/api'];
  const target = typeof exported === 'string' ? exported
    : ((exported as { import?: string | { default?: string } } | undefined)?.import);
  const file = typeof target === 'string' ? target : target?.default;
  if (!file) throw new Error('tsx does not export ./esm/api; cannot start render workers');
  return pathToFileURL(path.join(path.dirname(manifest), file)).href;
}

interface PoolListener {
  message(worker: number, msg: WorkerMessage): void;
  error(error: Error): void;
  exit(worker: number, code: number): void;
}

/**
 * Render workers, booting (tsx, React, templates) until they receive their job. Events are
 * held for whoever attaches: an error while booting is reported to the render that uses the pool.
 */
export class RenderPool {
  readonly workers: Worker[];
  readonly startedAt = performance.now();
  private listener?: PoolListener;
  private bootError?: Error;

  constructor(count: number, reactProduction = true) {
    const env = { ...process.env };
    // The HTML is identical; React's development build only adds warnings and renders ~5x slower.
    if (reactProduction) env.NODE_ENV = 'production';
    const tsxApi = tsxEsmApi();
    this.workers = Array.from({ length: Math.max(1, count) }, (_, i) => {
      const worker = new Worker(BOOTSTRAP, {
        eval: true, env, workerData: { marker: MARKER, tsxApi, entry: import.meta.url },
        resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
      });
      worker.on('message', (msg: WorkerMessage) => this.listener?.message(i, msg));
      worker.on('error', (error: unknown) => {
        const e = error instanceof Error ? error : new Error(String(error));
        if (this.listener) this.listener.error(e);
        else this.bootError ??= e;
      });
      worker.on('exit', (code) => this.listener?.exit(i, code));
      return worker;
    });
  }

  attach(listener: PoolListener): void {
    this.listener = listener;
    if (this.bootError) listener.error(this.bootError);
  }

  /** Stops every worker (those that finished their job have exited already). */
  async close(): Promise<void> {
    await Promise.allSettled(this.workers.map((w) => w.terminate()));
  }
}

export interface ParallelStats {
  workers: number;
  /** Routes each worker rendered. */
  rendered: number[];
  /** Milliseconds from the pool's start until each worker was ready to render (tsx, modules, content). */
  readyMs: number[];
  /** Milliseconds each worker spent rendering and in writing files. */
  renderMs: number[];
  writeMs: number[];
}

/** Stats of the last parallel render in this thread, for the benchmark. */
export let lastParallelStats: ParallelStats | undefined;

export function renderParallel(
  content: Content, pages: PageRoute[], assets: AssetManifest, scripts: PageScripts, outDir: string,
  onPage?: (done: number) => void, options: ParallelOptions = {},
): Promise<RenderResult> {
  const total = pages.length;
  const pool = options.pool
    ?? new RenderPool(Math.min(options.workers ?? os.availableParallelism(), Math.ceil(total / BATCH)), options.reactProduction ?? true);
  const count = pool.workers.length;
  let mode = options.content ?? 'clone';
  const counter = new SharedArrayBuffer(4);
  let payload: SharedArrayBuffer | undefined;
  if (mode === 'clone') {
    try {
      const bytes = serialize({ content, pages });
      payload = new SharedArrayBuffer(bytes.byteLength);
      new Uint8Array(payload).set(bytes);
    } catch {
      // Content that cannot be cloned (e.g. a function added by a schema transform): load it again.
      mode = 'load';
    }
  }
  const input: WorkerInput = {
    payload, assets, outDir, counter, total,
    contentDir: mode === 'load' ? content.dir : undefined,
    paths: mode === 'load' ? pages.map((p) => p.path) : undefined,
  };

  const widgets: string[][] = new Array(total);
  const zeros = () => new Array<number>(count).fill(0);
  const stats: ParallelStats = { workers: count, rendered: zeros(), readyMs: zeros(), renderMs: zeros(), writeMs: zeros() };
  let htmlBytes = 0;
  let done = 0;
  let finished = 0;
  const finishedWorkers = new Set<number>();

  return new Promise<RenderResult>((resolve, reject) => {
    let settled = false;
    // Reject only once every worker has stopped, so none is still writing into outDir
    // when the caller cleans it up.
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      void pool.close().then(() => reject(error));
    };
    pool.attach({
      message: (i, msg) => {
        if (settled) return;
        switch (msg.type) {
          case 'ready':
            stats.readyMs[i] = performance.now() - pool.startedAt;
            break;
          case 'script':
            // Page scripts are bundled here, once per widget combination for all workers.
            scripts.urlFor(msg.widgets).then(
              (url) => { if (!settled) pool.workers[i].postMessage({ type: 'script', key: msg.key, url } satisfies MainMessage); },
              (error: unknown) => fail(error instanceof Error ? error : new Error(String(error))),
            );
            break;
          case 'batch':
            htmlBytes += msg.bytes;
            msg.widgets.forEach((w, k) => { widgets[msg.start + k] = w; });
            stats.rendered[i] += msg.end - msg.start;
            if (onPage) for (let n = msg.end - msg.start; n > 0; n--) onPage(++done);
            else done += msg.end - msg.start;
            break;
          case 'done':
            finishedWorkers.add(i);
            stats.renderMs[i] = msg.renderMs;
            stats.writeMs[i] = msg.writeMs;
            if (++finished < count) break;
            if (done !== total) return fail(new Error(`parallel render finished with ${done} of ${total} pages`));
            settled = true;
            lastParallelStats = stats;
            {
              const pageWidgets: Record<string, string[]> = {};
              pages.forEach((route, k) => { pageWidgets[route.path] = widgets[k]; });
              resolve({ htmlBytes, pageWidgets });
            }
            break;
          case 'error':
            fail(reviveError(msg.error));
            break;
        }
      },
      error: fail,
      exit: (i, code) => {
        if (!settled && !finishedWorkers.has(i)) fail(new Error(`render worker ${i + 1} exited with code ${code} before finishing`));
      },
    });
    for (const worker of pool.workers) worker.postMessage(input);
  });
}

// ---------------------------------------------------------------------------
// Worker thread.

type RenderModules = [typeof import('./render.tsx'), typeof import('../../model/routes.ts')];

async function runWorker(input: WorkerInput, loading: Promise<RenderModules>): Promise<void> {
  const port = parentPort!;
  // Script URLs per widget combination, asked of the main thread once each.
  const scriptUrls = new Map<string, Promise<string>>();
  const answers = new Map<string, (url: string) => void>();
  const onMessage = (msg: MainMessage) => answers.get(msg.key)?.(msg.url);
  port.on('message', onMessage);
  const scriptFor = (widgets: string[]) => {
    const key = widgetKey(widgets);
    let url = scriptUrls.get(key);
    if (!url) {
      url = new Promise<string>((resolve) => answers.set(key, resolve));
      scriptUrls.set(key, url);
      port.postMessage({ type: 'script', key, widgets } satisfies WorkerMessage);
    }
    return url;
  };
  try {
    const [{ renderBody, renderDocument }, { outputFile }] = await loading;
    let content: Content;
    let pages: PageRoute[];
    if (input.payload) {
      ({ content, pages } = deserialize(new Uint8Array(input.payload)) as { content: Content; pages: PageRoute[] });
    } else {
      const [{ loadContent }, { buildRoutes }] = await Promise.all([import('../content/load.ts'), import('../../model/routes.ts')]);
      content = loadContent(input.contentDir!);
      pages = buildRoutes(content).filter((r): r is PageRoute => r.kind === 'page');
      const expected = input.paths!;
      if (pages.length !== expected.length || pages.some((p, k) => p.path !== expected[k])) {
        throw new Error(`render worker: content in ${input.contentDir} changed during the build (routes differ)`);
      }
    }
    port.postMessage({ type: 'ready' } satisfies WorkerMessage);
    const next = new Int32Array(input.counter);
    let rendered = 0;
    let renderMs = 0;
    let writeMs = 0;
    for (;;) {
      const start = Atomics.add(next, 0, BATCH);
      if (start >= input.total) break;
      const end = Math.min(start + BATCH, input.total);
      const t0 = performance.now();
      const bodies = pages.slice(start, end).map((route) => renderBody(route, content, input.assets));
      renderMs += performance.now() - t0;
      const urls = await Promise.all(bodies.map((b) => scriptFor(b.widgets)));
      let bytes = 0;
      for (const [k, body] of bodies.entries()) {
        const t1 = performance.now();
        const html = renderDocument(body, content, input.assets, urls[k]);
        const t2 = performance.now();
        const file = path.join(input.outDir, outputFile(body.route.path));
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, html);
        renderMs += t2 - t1;
        writeMs += performance.now() - t2;
        bytes += Buffer.byteLength(html);
      }
      rendered += end - start;
      port.postMessage({ type: 'batch', start, end, bytes, widgets: bodies.map((b) => b.widgets) } satisfies WorkerMessage);
    }
    port.postMessage({ type: 'done', rendered, renderMs, writeMs } satisfies WorkerMessage);
  } catch (error) {
    port.postMessage({ type: 'error', error: serializeError(error) } satisfies WorkerMessage);
  } finally {
    // Without the listener the worker has nothing left to wait for and exits.
    port.off('message', onMessage);
  }
}

/** Boots the worker: modules load while it waits for its job (the main thread may still be loading content). */
async function workerMain(): Promise<void> {
  const job = new Promise<WorkerInput>((resolve) => parentPort!.once('message', resolve));
  const loading = Promise.all([import('./render.tsx'), import('../../model/routes.ts')]);
  loading.catch(() => undefined); // reported by runWorker once the job is here
  await runWorker(await job, loading);
}

if (!isMainThread && (workerData as { marker?: string } | null)?.marker === MARKER) {
  await workerMain();
}
