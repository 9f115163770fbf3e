// Content load with the render workers (issue #20, parallel load): the workers load the
// collection files while they start, the main thread loads the single files and claims
// batches too, and load.ts's assembly puts everything together in file order, so content,
// problems and the cache file are what a load on the main thread alone gives. The load is
// over when every file is in: a worker still starting when the main thread has loaded the
// rest is not waited for (its late job finds nothing to claim). With a warm content cache
// the main thread loads alone: a hit is a read and a hash, less than a trip to a worker.
import type { LoadedFile } from '../content/load-file.ts';
import { loadEntryFile, loadFile } from '../content/load-file.ts';
import {
  assembleContent,
  listCollections,
  openCache,
  singleFiles,
  type LoadOptions,
  type LoadedContent,
} from '../content/load.ts';
import { collectionSchemas } from '../../model/schema/index.ts';
import { LOAD_BATCH, claimBatch, type FileToLoad } from './load-messages.ts';
import { reviveError, type WorkerMessage } from './messages.ts';
import type { RenderPool } from './pool.ts';

export interface LoadStats {
  /** Collection files loaded by the main thread, then by each worker. */
  loaded: number[];
  /** Per worker, ms after the pool started: when it began the load job and posted its last batch (-1: no batch). */
  workerFromMs: number[];
  workerToMs: number[];
}

/**
 * The file's value with strings of its own: js-yaml's strings are slices of the file's text and keep
 * all of it alive (V8 sliced strings), a third of the 194 MB of 16,000 pages' YAML on this thread.
 * The workers' values arrive copied already.
 */
const unpinned = (file: LoadedFile): LoadedFile =>
  file.value === undefined ? file : { ...file, value: structuredClone(file.value) };

export async function loadWithPool(
  pool: RenderPool,
  dir: string,
  options: LoadOptions,
): Promise<LoadedContent & { stats?: LoadStats }> {
  const collections = listCollections(dir);
  const cache = openCache(dir, options);
  if (cache?.warm) return assembleContent(dir, collections, options, cache);
  const files: FileToLoad[] = collections.flatMap(({ collection, markdown, files }) =>
    files.map((rel) => ({ rel, collection, markdown })),
  );
  const count = pool.workers.length;
  const stats: LoadStats = {
    loaded: new Array(count + 1).fill(0),
    workerFromMs: new Array(count).fill(-1),
    workerToMs: new Array(count).fill(-1),
  };
  const origin = performance.timeOrigin + pool.startedAt;
  const results: LoadedFile[] = new Array(files.length);
  let missing = files.length;
  let settle: (error?: Error) => void = () => undefined;
  const filled = new Promise<void>((resolve, reject) => {
    settle = (error) => (error ? reject(error) : resolve());
  });
  // Listeners of this load only, beside the pool's own: no reply of a worker still busy after it reaches a later job.
  const listeners = pool.workers.map((worker, i) => {
    const onMessage = (msg: WorkerMessage) => {
      if (msg.type === 'error') return settle(reviveError(msg.error));
      if (msg.type !== 'loaded') return;
      for (const [k, file] of msg.files.entries()) results[msg.start + k] = file;
      stats.loaded[i + 1] += msg.files.length;
      stats.workerFromMs[i] = msg.from - origin;
      stats.workerToMs[i] = msg.at - origin;
      missing -= msg.files.length;
      if (missing === 0) settle();
    };
    const onExit = (code: number) => settle(new Error(`render worker ${i + 1} exited with code ${code} while loading`));
    worker.on('message', onMessage).on('exit', onExit).on('error', settle);
    return { worker, onMessage, onExit };
  });
  try {
    const counter = new SharedArrayBuffer(4);
    for (const worker of pool.workers) worker.postMessage({ type: 'load', dir, files, counter });
    const loaded = new Map<string, LoadedFile>();
    for (const { rel, schema } of singleFiles()) loaded.set(rel, loadFile(dir, rel, schema));
    // The main thread's share: batches claimed from the same counter until none is left.
    const claims = new Int32Array(counter);
    for (;;) {
      const start = claimBatch(claims, files.length);
      if (start === undefined) break;
      for (const [k, { rel, collection, markdown }] of files.slice(start, start + LOAD_BATCH).entries()) {
        results[start + k] = unpinned(loadEntryFile(dir, rel, collectionSchemas[collection], markdown));
        stats.loaded[0]++;
        missing--;
      }
    }
    if (missing === 0) settle();
    await filled;
    for (const [i, { rel }] of files.entries()) loaded.set(rel, results[i]);
    return { ...assembleContent(dir, collections, options, cache, loaded), stats };
  } finally {
    for (const { worker, onMessage, onExit } of listeners)
      worker.off('message', onMessage).off('exit', onExit).off('error', settle);
  }
}
