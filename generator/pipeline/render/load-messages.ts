// Messages of the load job: while they start, the render workers load their share of the
// collection files (pool-load.ts sends the job, load-job.ts runs it in each worker).
import type { LoadedFile } from '../content/load-file.ts';
import type { CollectionKey } from '../../model/content.ts';

/** Files a loader claims at a time: a few milliseconds of work, so shares stay even to the end. */
export const LOAD_BATCH = 8;

/** One collection file to load: its path in the content folder and how to read it. */
export interface FileToLoad {
  rel: string;
  collection: CollectionKey;
  markdown: boolean;
}

/**
 * Load collection files: every loader (the main thread too) claims batches until none is left.
 * `keysOnly`: with a content cache to read, a worker only reads each file and names its text
 * (contentKey): the main thread takes the value from the cache it parses meanwhile.
 */
export interface LoadJob {
  type: 'load';
  dir: string;
  files: FileToLoad[];
  /** Int32Array over it: [0] = index of the next unclaimed file. */
  counter: SharedArrayBuffer;
  keysOnly?: boolean;
}

/**
 * files[k] is the result of job.files[start + k]. `from`: when the worker began the job, `at`: when it
 * posted this batch, both in wall-clock ms (timeOrigin + now), comparable across threads.
 */
export interface LoadReply {
  type: 'loaded';
  start: number;
  files: LoadedFile[];
  from: number;
  at: number;
}

/**
 * keys[k] names the text of job.files[start + k] (contentKey), or is null when the file could not be
 * read as the loader reads it: the main thread then loads it itself, problems and all.
 */
export interface KeyedReply {
  type: 'keyed';
  start: number;
  keys: (string | null)[];
  from: number;
  at: number;
}

/** The first index of the next batch to load, or undefined when every file is claimed. */
export function claimBatch(counter: Int32Array, total: number): number | undefined {
  const start = Atomics.add(counter, 0, LOAD_BATCH);
  return start < total ? start : undefined;
}

/** Now as wall-clock ms: a worker's performance.now() counts from its own start. */
export const wallNow = () => performance.timeOrigin + performance.now();
