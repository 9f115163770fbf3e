// Content load with the render workers (issue #20, parallel load): the workers load the
// collection files while they start, the main thread loads the single files and claims
// batches too, and load.ts's assembly puts everything together in file order, so content,
// problems and the cache file are what a load on the main thread alone gives. With a warm
// content cache the main thread loads alone: a cache hit costs a read and a hash, less than
// the trip to a worker and back.
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
import type { RenderPool } from './pool.ts';

export interface LoadStats {
  /** Collection files loaded by the main thread, then by each worker. */
  loaded: number[];
  /** When each worker started and finished its share, in ms since the pool started. */
  workerFromMs: number[];
  workerToMs: number[];
}

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
  const results: LoadedFile[] = new Array(files.length);
  const counter = new SharedArrayBuffer(4);
  const loading = pool.exchange({ type: 'load', dir, files, counter }, 'load-done', (_, msg) => {
    if (msg.type !== 'loaded') return;
    for (const [k, file] of msg.files.entries()) results[msg.start + k] = file;
  });
  const loaded = new Map<string, LoadedFile>();
  for (const { rel, schema } of singleFiles()) loaded.set(rel, loadFile(dir, rel, schema));
  // The main thread's share: batches claimed from the same counter until none is left.
  const claims = new Int32Array(counter);
  let mine = 0;
  for (;;) {
    const start = claimBatch(claims, files.length);
    if (start === undefined) break;
    for (const [k, { rel, collection, markdown }] of files.slice(start, start + LOAD_BATCH).entries()) {
      results[start + k] = loadEntryFile(dir, rel, collectionSchemas[collection], markdown);
      mine++;
    }
  }
  const done = await loading;
  for (const [i, { rel }] of files.entries()) loaded.set(rel, results[i]);
  const origin = performance.timeOrigin + pool.startedAt;
  return {
    ...assembleContent(dir, collections, options, cache, loaded),
    stats: {
      loaded: [mine, ...done.map((d) => d.loaded)],
      workerFromMs: done.map((d) => d.from - origin),
      workerToMs: done.map((d) => d.to - origin),
    },
  };
}
