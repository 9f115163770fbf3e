// The load job in a render worker (worker.ts hands it over): claim batches of collection files,
// load each as the main thread would (generator/pipeline/content/load-file.ts) and post the results,
// plain data; or, with a content cache to read (keysOnly), only read each file and post its key.
// It runs while the worker's renderer is still being imported, beside it.
import { serializeError, type WorkerMessage } from './messages.ts';
import { LOAD_BATCH, claimBatch, wallNow, type LoadJob } from './load-messages.ts';

export async function runLoadJob(job: LoadJob, post: (msg: WorkerMessage) => void): Promise<void> {
  const from = wallNow();
  try {
    const counter = new Int32Array(job.counter);
    if (job.keysOnly) {
      const { readYaml } = await import('../content/load-file.ts');
      // null: the main thread loads that file itself and reports whatever is wrong with it.
      const keyOf = (rel: string, markdown: boolean) => {
        try {
          return readYaml(job.dir, rel, markdown)?.key ?? null;
        } catch {
          return null;
        }
      };
      for (;;) {
        const start = claimBatch(counter, job.files.length);
        if (start === undefined) break;
        const keys = job.files.slice(start, start + LOAD_BATCH).map(({ rel, markdown }) => keyOf(rel, markdown));
        post({ type: 'keyed', start, keys, from, at: wallNow() });
      }
      return;
    }
    const [{ loadEntryFile }, { collectionSchemas }] = await Promise.all([
      import('../content/load-file.ts'),
      import('../../model/schema/index.ts'),
    ]);
    for (;;) {
      const start = claimBatch(counter, job.files.length);
      if (start === undefined) break;
      const files = job.files
        .slice(start, start + LOAD_BATCH)
        .map(({ rel, collection, markdown }) => loadEntryFile(job.dir, rel, collectionSchemas[collection], markdown));
      post({ type: 'loaded', start, files, from, at: wallNow() });
    }
  } catch (error) {
    post({ type: 'error', error: serializeError(error) });
  }
}
