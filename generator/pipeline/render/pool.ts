// A pool of render workers: started from worker.ts's module URL, handed jobs,
// their replies collected, stopped. Starting a worker (tsx, React, templates)
// takes about a second, so the build starts the pool before it loads content.
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
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
 * Workers need tsx too (worker.ts imports .tsx templates). The CLI registers tsx with its API
 * (bin/build-site: register()), and hooks registered that way belong to the thread that
 * registered them: a worker has a module loader of its own. `--import <tsx>` in the worker's
 * execArgv registers tsx there before its entry loads. The loader is resolved from this file,
 * not as the bare "tsx", which Node would resolve from the working directory (a site's folder).
 */
const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
/** tsx reads tsconfig.json from the working directory; the project's own (react-jsx) must apply from any folder. */
const TSCONFIG = fileURLToPath(new URL('../../../tsconfig.json', import.meta.url));

type Reply<T extends WorkerMessage['type']> = Extract<WorkerMessage, { type: T }>;

export class RenderPool {
  readonly workers: Worker[];
  readonly startedAt = performance.now();
  private onMessage?: (worker: number, msg: WorkerMessage) => void;
  private onFailure?: (error: Error) => void;
  private onExit?: (worker: number, code: number) => void;
  /** An error raised before any job was running (a worker failed to boot). */
  private failure?: Error;

  constructor(count: number) {
    this.workers = Array.from({ length: Math.max(1, count) }, (_, i) => {
      const worker = new Worker(new URL('./worker.ts', import.meta.url), {
        execArgv: [...process.execArgv, '--import', TSX_LOADER],
        // React's development build only adds warnings and renders ~5x slower; the HTML is the same.
        env: { ...process.env, NODE_ENV: 'production', TSX_TSCONFIG_PATH: TSCONFIG },
        resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
      });
      worker.on('message', (msg: WorkerMessage) => this.onMessage?.(i, msg));
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
