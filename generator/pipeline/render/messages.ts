// Messages between the main thread (render-pages.ts, pool.ts) and the render
// workers (worker.ts), and errors in a form that survives the trip.
import { ContentError, type ContentProblem } from '../../model/errors.ts';
import type { ContentPayload } from './content-units.ts';
import type { RenderInputs } from './render.tsx';
import type { KeyedReply, LoadJob, LoadReply } from './load-messages.ts';

/** Routes a worker claims at a time: small enough to balance, large enough to keep messages rare. */
export const BATCH = 16;

/** Render the routes and write each page into outDir as soon as it has rendered. */
export interface RenderJob {
  type: 'render';
  /** The content and the routes, unit by unit, in shared memory (content-units.ts). */
  payload: ContentPayload;
  inputs: RenderInputs;
  outDir: string;
  /** Int32Array over it: [0] = index of the next unclaimed route. */
  counter: SharedArrayBuffer;
  total: number;
}

export type MainMessage = LoadJob | RenderJob;

export interface SerializedError {
  name: string;
  message: string;
  stack?: string;
  problems?: ContentProblem[];
}

export type WorkerMessage =
  /**
   * The renderer's modules are loaded (whether or not a render job has come): the worker's start-up.
   * `at`: when, in wall-clock ms (timeOrigin + now), as the main thread may read it much later.
   */
  | { type: 'booted'; at: number }
  /** Content received: the worker starts claiming routes. `at` as for booted: the main thread is busy beside the render. */
  | { type: 'ready'; at: number }
  /** Routes start… rendered; widgets[k] are the sorted widgets of route start + k, reads[k] the content units it read. */
  | { type: 'rendered'; start: number; widgets: string[][]; reads: string[][] }
  /** renderMs includes writeMs, the time spent writing the pages' bytes. */
  | { type: 'render-done'; rendered: number; bytes: number; renderMs: number; writeMs: number }
  | { type: 'error'; error: SerializedError }
  | LoadReply
  | KeyedReply;

export function serializeError(error: unknown): SerializedError {
  if (error instanceof ContentError)
    return { name: error.name, message: error.message, stack: error.stack, problems: error.problems };
  if (error instanceof Error) return { name: error.name, message: error.message, stack: error.stack };
  return { name: 'Error', message: String(error) };
}

export function reviveError(e: SerializedError): Error {
  if (e.problems) return new ContentError(e.problems);
  const error = new Error(e.message);
  error.name = e.name;
  if (e.stack) error.stack = e.stack;
  return error;
}
