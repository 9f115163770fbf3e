// A pool of render workers: started from the CLI bundle's compiled worker entry
// (cli/compiled.ts), or from worker.ts through tsx when this file runs as
// TypeScript (tests that call buildSite in-process); handed jobs, their replies
// collected, stopped. The build starts the pool before it loads content.
import { createRequire, getCompileCacheDir } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import { reviveError, type MainMessage, type WorkerMessage } from './messages.ts';

/**
 * Young generation of each worker. Rendering makes a lot of short-lived garbage; with V8's
 * default young generation much of it is promoted and major GCs walk it. 128 MB halved render
 * time for 4,000 pages when each worker held the whole content; since a worker keeps only the
 * units it read last (content-units.ts), 32 MB renders as fast and holds about 250 MB less at
 * the peak of 16,000 pages (benchmarks.md, Memory).
 */
export const YOUNG_GENERATION_MB = 32;

/**
 * The file: URL of the bundle's compiled worker entry: cli/compiled.ts defines it (WORKER_DEFINE)
 * when it bundles this file; undefined when this file runs as TypeScript.
 */
declare const BUILD_SITE_COMPILED_WORKER: string | undefined;

/** Where a worker starts and with which flags: JavaScript when compiled, worker.ts through tsx otherwise. */
export function workerEntry(): { url: URL; execArgv: string[]; env: Record<string, string> } {
  if (typeof BUILD_SITE_COMPILED_WORKER === 'string') {
    // A worker's module loader has its own compile cache: the CLI's (bin/build-site) saves it parsing the bundle.
    const cache = getCompileCacheDir();
    return {
      url: new URL(BUILD_SITE_COMPILED_WORKER),
      execArgv: process.execArgv,
      env: cache ? { NODE_COMPILE_CACHE: cache } : {},
    };
  }
  // Hooks registered with tsx's API belong to the thread that registered them: a worker has a module
  // loader of its own, so `--import <tsx>` registers tsx there before its entry loads. The loader is
  // resolved from this file, not as the bare "tsx", which Node would resolve from the working
  // directory (a site's folder); tsx reads tsconfig.json from the working directory, so the
  // project's own (react-jsx) is named.
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return {
    url: new URL('./worker.ts', import.meta.url),
    execArgv: [...process.execArgv, '--import', tsx],
    env: { TSX_TSCONFIG_PATH: fileURLToPath(new URL('../../../tsconfig.json', import.meta.url)) },
  };
}

type Reply<T extends WorkerMessage['type']> = Extract<WorkerMessage, { type: T }>;

export class RenderPool {
  readonly workers: Worker[];
  readonly startedAt = performance.now();
  /** Per worker, ms after the pool started when its renderer was loaded (its start-up); -1 until then. */
  readonly bootMs: number[];
  private onMessage?: (worker: number, msg: WorkerMessage) => void;
  private onFailure?: (error: Error) => void;
  private onExit?: (worker: number, code: number) => void;
  /** An error raised before any job was running (a worker failed to boot). */
  private failure?: Error;

  constructor(count: number) {
    const entry = workerEntry();
    const options: WorkerOptions = {
      execArgv: entry.execArgv,
      // React's development build only adds warnings and renders ~5x slower; the HTML is the same.
      env: { ...process.env, NODE_ENV: 'production', ...entry.env },
      resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
    };
    this.bootMs = new Array<number>(Math.max(1, count)).fill(-1);
    this.workers = this.bootMs.map((_, i) => {
      const worker = new Worker(entry.url, options);
      worker.on('message', (msg: WorkerMessage) => {
        if (msg.type === 'booted') this.bootMs[i] = msg.at - performance.timeOrigin - this.startedAt;
        else this.onMessage?.(i, msg);
      });
      worker.on('error', (error: unknown) => {
        const e = error instanceof Error ? error : new Error(String(error));
        if (this.onFailure) this.onFailure(e);
        else this.failure ??= e;
      });
      worker.on('exit', (code) => this.onExit?.(i, code));
      return worker;
    });
  }

  /**
   * Posts `job` to every worker and resolves with each worker's `until` reply; `progress` sees
   * the other replies. On any failure every worker is stopped first, so none is still writing
   * when the caller cleans up, and then the promise rejects.
   */
  exchange<T extends WorkerMessage['type']>(
    job: MainMessage,
    until: T,
    progress?: (worker: number, msg: WorkerMessage) => void,
  ): Promise<Reply<T>[]> {
    const replies: Reply<T>[] = new Array(this.workers.length);
    let pending = this.workers.length;
    return new Promise((resolve, reject) => {
      let settled = false;
      const finish = (error?: Error) => {
        if (settled) return;
        settled = true;
        this.onMessage = this.onFailure = this.onExit = undefined;
        if (error) void this.close().then(() => reject(error));
        else resolve(replies);
      };
      if (this.failure) return finish(this.failure);
      this.onFailure = finish;
      this.onExit = (i, code) => {
        if (replies[i] === undefined)
          finish(new Error(`render worker ${i + 1} exited with code ${code} before replying to "${job.type}"`));
      };
      this.onMessage = (i, msg) => {
        if (msg.type === 'error') return finish(reviveError(msg.error));
        if (msg.type !== until) return progress?.(i, msg);
        replies[i] = msg as Reply<T>;
        if (--pending === 0) finish();
      };
      for (const worker of this.workers) worker.postMessage(job);
    });
  }

  /** Stops every worker (those that finished their jobs have exited already). */
  async close(): Promise<void> {
    await Promise.allSettled(this.workers.map((w) => w.terminate()));
  }
}
