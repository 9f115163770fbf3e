// Content load with the render workers (issue #20, parallel load; #39, no serial phase): the workers
// take part in the load while they start, the main thread loads the single files and claims batches
// too, and load.ts's assembly puts everything together in file order, so content, problems and the
// cache file are what a load on the main thread alone gives. The load is over when every file is in:
// a worker still starting when the main thread has loaded the rest is not waited for (its late job
// finds nothing to claim).
// - With a content cache file to read, the workers read and name (contentKey) their share of the
//   collection files while the main thread parses the cache; the main thread then takes each named
//   file's value from the cache, and loads itself any file the cache does not hold (an edit).
// - Otherwise the workers load (read, parse, validate) their share and send back the values.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadEntryFile, loadFile, type LoadedFile } from '../content/load-file.ts';
import { contentCacheFile, type ContentCache } from '../content/content-cache.ts';
import {
  assembleContent,
  listCollections,
  openCache,
  singleFiles,
  type LoadOptions,
  type LoadedContent,
} from '../content/load.ts';
import { collectionSchemas } from '../../model/schema/index.ts';
import { LOAD_BATCH, claimBatch, type FileToLoad, type KeyedReply, type LoadReply } from './load-messages.ts';
import { reviveError, type WorkerMessage } from './messages.ts';
import type { RenderPool } from './pool.ts';

export interface LoadStats {
  /** Collection files loaded (or named, with a cache) by the main thread, then by each worker. */
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

/**
 * One load job's replies, each handed to `take` with its worker (it says how many of the `total`
 * files the reply brought); `done` settles once all are in (`arrived` counts this thread's) or on a failure.
 */
function listen(pool: RenderPool, total: number, take: (i: number, msg: LoadReply | KeyedReply) => number) {
  let missing = total;
  let settle: (error?: Error) => void = () => undefined;
  const done = new Promise<void>((resolve, reject) => {
    settle = (error) => (error ? reject(error) : resolve());
  });
  const arrived = (files: number) => {
    missing -= files;
    if (missing === 0) settle();
  };
  // Listeners of this load only, beside the pool's own: no reply of a worker still busy after it reaches a later job.
  const listeners = pool.workers.map((worker, i) => {
    const onMessage = (msg: WorkerMessage) => {
      if (msg.type === 'error') settle(reviveError(msg.error));
      else if (msg.type === 'loaded' || msg.type === 'keyed') arrived(take(i, msg));
    };
    const onExit = (code: number) => settle(new Error(`render worker ${i + 1} exited with code ${code} while loading`));
    worker.on('message', onMessage).on('exit', onExit).on('error', settle);
    return { worker, onMessage, onExit };
  });
  const stop = () => {
    for (const { worker, onMessage, onExit } of listeners)
      worker.off('message', onMessage).off('exit', onExit).off('error', settle);
  };
  return { done, arrived, stop };
}

/** This thread's share of a load job: batches claimed from its counter until none is left, `load` for each file. */
function claimShare(claims: Int32Array, files: FileToLoad[], load: (file: FileToLoad, i: number) => void): number {
  let count = 0;
  for (;;) {
    const start = claimBatch(claims, files.length);
    if (start === undefined) return count;
    for (const [k, file] of files.slice(start, start + LOAD_BATCH).entries()) load(file, start + k);
    count += Math.min(LOAD_BATCH, files.length - start);
  }
}

export async function loadWithPool(
  pool: RenderPool,
  dir: string,
  options: LoadOptions,
): Promise<LoadedContent & { stats?: LoadStats }> {
  const collections = listCollections(dir);
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
  const note = (i: number, msg: LoadReply | KeyedReply, files: number) => {
    stats.loaded[i + 1] += files;
    stats.workerFromMs[i] = msg.from - origin;
    stats.workerToMs[i] = msg.at - origin;
  };
  const cacheFile = options.cacheDir && contentCacheFile(options.cacheDir, options.cacheOf ?? dir);
  const named =
    cacheFile && options.read !== false && existsSync(cacheFile)
      ? await loadNamed(pool, dir, files, options, note)
      : undefined;
  if (named?.loaded) {
    stats.loaded[0] = named.byMain;
    return { ...assembleContent(dir, collections, options, named.cache, { loaded: named.loaded }), stats };
  }
  const cache = named ? named.cache : openCache(dir, options);
  // A resident process's entries are in memory: a hit is a read and a hash, less than a trip to a worker.
  if (cache?.warm) return assembleContent(dir, collections, options, cache);
  const loaded = await loadParsed(pool, dir, files, cache, note, stats);
  return { ...assembleContent(dir, collections, options, cache, { loaded }), stats };
}

/**
 * The workers name the collection files while this thread parses the cache file. No `loaded` when the
 * cache turns out stale or unreadable: the workers stop claiming and the caller loads anew with it.
 */
async function loadNamed(
  pool: RenderPool,
  dir: string,
  files: FileToLoad[],
  options: LoadOptions,
  note: (i: number, msg: KeyedReply, files: number) => void,
): Promise<{ cache?: ContentCache; loaded?: Map<string, LoadedFile>; byMain: number }> {
  const loaded = new Map<string, LoadedFile>();
  const keys: (string | null)[] = new Array(files.length);
  const replies = listen(pool, files.length, (i, msg) => {
    if (msg.type !== 'keyed') return 0;
    for (const [k, key] of msg.keys.entries()) keys[msg.start + k] = key;
    note(i, msg, msg.keys.length);
    return msg.keys.length;
  });
  const counter = new SharedArrayBuffer(4);
  const claims = new Int32Array(counter);
  try {
    for (const worker of pool.workers) worker.postMessage({ type: 'load', dir, files, counter, keysOnly: true });
    const cache = openCache(dir, options);
    if (!cache?.warm) {
      // Nothing to take from: no worker claims another batch; what they post now goes unheard.
      Atomics.store(claims, 0, files.length);
      return { cache, byMain: 0 };
    }
    const cached = (key: string) => cache.get(key);
    for (const { rel, schema } of singleFiles()) loaded.set(rel, loadFile(dir, rel, schema, false, cached));
    // The main thread's share, loaded as a load on this thread alone would.
    const byMain = claimShare(claims, files, ({ rel, collection, markdown }) => {
      loaded.set(rel, loadEntryFile(dir, rel, collectionSchemas[collection], markdown, cached));
    });
    replies.arrived(byMain);
    await replies.done;
    for (const [i, { rel, collection, markdown }] of files.entries()) {
      if (loaded.has(rel)) continue;
      const key = keys[i];
      const value = key === null ? undefined : cache.get(key);
      // A value whose slug is its file's name is what loadEntryFile would take from the cache; anything
      // else (an edited file, one that could not be read, a slug to report) is loaded here, problems and all.
      const slug = (value as { slug?: unknown } | undefined)?.slug;
      loaded.set(
        rel,
        key !== null && slug === path.basename(rel, markdown ? '.md' : '.yaml')
          ? { problems: [], key, value }
          : loadEntryFile(dir, rel, collectionSchemas[collection], markdown, cached),
      );
    }
    return { cache, loaded, byMain };
  } finally {
    replies.stop();
  }
}

/** The workers load (read, parse, validate) their share of the collection files; this thread too. */
async function loadParsed(
  pool: RenderPool,
  dir: string,
  files: FileToLoad[],
  cache: ContentCache | undefined,
  note: (i: number, msg: LoadReply, files: number) => void,
  stats: LoadStats,
): Promise<Map<string, LoadedFile>> {
  const results: LoadedFile[] = new Array(files.length);
  const replies = listen(pool, files.length, (i, msg) => {
    if (msg.type !== 'loaded') return 0;
    for (const [k, file] of msg.files.entries()) results[msg.start + k] = file;
    note(i, msg, msg.files.length);
    return msg.files.length;
  });
  try {
    const counter = new SharedArrayBuffer(4);
    for (const worker of pool.workers) worker.postMessage({ type: 'load', dir, files, counter });
    const loaded = new Map<string, LoadedFile>();
    const cached = cache && ((key: string) => cache.get(key));
    for (const { rel, schema } of singleFiles()) loaded.set(rel, loadFile(dir, rel, schema, false, cached));
    // The main thread's share: batches claimed from the same counter until none is left.
    stats.loaded[0] = claimShare(new Int32Array(counter), files, ({ rel, collection, markdown }, i) => {
      results[i] = unpinned(loadEntryFile(dir, rel, collectionSchemas[collection], markdown, cached));
    });
    replies.arrived(stats.loaded[0]);
    await replies.done;
    for (const [i, { rel }] of files.entries()) loaded.set(rel, results[i]);
    return loaded;
  } finally {
    replies.stop();
  }
}
