// The load job in a render worker (worker.ts hands it over): claim batches of collection files,
// load each as the main thread would (content/load-file.ts) and post the results, plain data.
// It runs while the worker's renderer is still being imported, so neither core waits for the other.
import { serializeError, type WorkerMessage } from './messages.ts';
import { LOAD_BATCH, claimBatch, wallNow, type LoadJob } from './load-messages.ts';

export async function runLoadJob(job: LoadJob, post: (msg: WorkerMessage) => void): Promise<void> {
  const from = wallNow();
  try {
    const [{ loadEntryFile }, { collectionSchemas }] = await Promise.all([
      import('../content/load-file.ts'),
      import('../../model/schema/index.ts'),
    ]);
    const counter = new Int32Array(job.counter);
    let loaded = 0;
    for (;;) {
      const start = claimBatch(counter, job.files.length);
      if (start === undefined) break;
      const files = job.files
        .slice(start, start + LOAD_BATCH)
        .map(({ rel, collection, markdown }) => loadEntryFile(job.dir, rel, collectionSchemas[collection], markdown));
      loaded += files.length;
      post({ type: 'loaded', start, files });
    }
    post({ type: 'load-done', loaded, from, to: wallNow() });
  } catch (error) {
    post({ type: 'error', error: serializeError(error) });
  }
}
