// Render worker, started by pool.ts from this module's URL. It loads the
// renderer while the main thread still loads content, receives the content's
// units in shared memory (content-units.ts), renders the routes it claims in
// small batches, deserializing only the units their pages read, and writes each
// page as soon as it has rendered.
import { parentPort } from 'node:worker_threads';
import { BATCH, serializeError, type MainMessage, type WorkerMessage } from './messages.ts';
import { runLoadJob } from './load-job.ts';

if (!parentPort) throw new Error('generator/pipeline/render/worker.ts runs as a worker thread (see pool.ts)');
const port = parentPort;

// Jobs arrive in order; one listener holds them until they are awaited and is removed at the end,
// which lets the worker exit.
const inbox: MainMessage[] = [];
let waiting: ((msg: MainMessage) => void) | undefined;
const onMessage = (msg: MainMessage) => {
  // A load job runs as soon as it arrives, beside the renderer's import; it replies on its own.
  if (msg.type === 'load') return void runLoadJob(msg, (reply) => port.postMessage(reply));
  if (waiting) {
    const take = waiting;
    waiting = undefined;
    take(msg);
  } else inbox.push(msg);
};
port.on('message', onMessage);

function next<T extends MainMessage['type']>(type: T): Promise<Extract<MainMessage, { type: T }>> {
  return new Promise((resolve, reject) => {
    const take = (msg: MainMessage) =>
      msg.type === type
        ? resolve(msg as Extract<MainMessage, { type: T }>)
        : reject(new Error(`render worker: expected a "${type}" job, got "${msg.type}"`));
    const queued = inbox.shift();
    if (queued) take(queued);
    else waiting = take;
  });
}

const post = (msg: WorkerMessage) => port.postMessage(msg);

async function run(): Promise<void> {
  const loading = Promise.all([import('./read-tracker.ts'), import('./output.ts'), import('./content-units.ts')]);
  // A failed import is reported when it is awaited below.
  loading.then(
    () => post({ type: 'booted', at: performance.timeOrigin + performance.now() }),
    () => undefined,
  );
  const job = await next('render');
  const [{ createTrackedRenderer }, { writePage }, { ContentUnits }] = await loading;
  const units = new ContentUnits(job.payload);
  post({ type: 'ready', at: performance.timeOrigin + performance.now() });

  const render = createTrackedRenderer(units.outline(), job.inputs, (unit) => units.unit(unit));
  const counter = new Int32Array(job.counter);
  let rendered = 0;
  let bytes = 0;
  let writeMs = 0;
  const started = performance.now();
  for (;;) {
    const start = Atomics.add(counter, 0, BATCH);
    if (start >= job.total) break;
    const widgets: string[][] = [];
    const reads: string[][] = [];
    for (let i = start; i < Math.min(start + BATCH, job.total); i++) {
      const route = units.route(i);
      const page = render(route);
      const writing = performance.now();
      bytes += writePage(job.outDir, route.path, page.html);
      writeMs += performance.now() - writing;
      rendered++;
      widgets.push(page.widgets);
      reads.push(page.reads);
    }
    post({ type: 'rendered', start, widgets, reads });
  }
  post({ type: 'render-done', rendered, bytes, renderMs: performance.now() - started, writeMs });
}

try {
  await run();
} catch (error) {
  post({ type: 'error', error: serializeError(error) });
} finally {
  port.off('message', onMessage);
}
