// Rendering in worker threads (generator/pipeline/render/pool.ts, worker.ts) must write exactly
// what rendering on the main thread writes: the real site built both ways, compared file by
// file (the main-thread build is the run's dist/). A pool started before the content loads must be stopped when the build fails.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildSite } from '../../generator/pipeline/build.ts';
import { ContentError } from '../../generator/model/errors.ts';
import { RenderPool } from '../../generator/pipeline/render/pool.ts';
import { DIST, distSummary } from '../fixtures/dist.ts';
import { ROOT, copyContent, tempDir } from '../fixtures/html.ts';

const tmp = tempDir('build-site-parallel-');
afterAll(() => tmp.cleanup());

async function buildWith(renderWorkers: number, name: string) {
  const outDir = path.join(tmp.dir, name);
  const summary = await buildSite({ root: ROOT, outDir, renderWorkers });
  const files = fg.sync('**/*', { cwd: outDir, dot: true }).sort();
  return { summary, outDir, files };
}

describe('rendering in worker threads', () => {
  it('writes byte-identical output to the main-thread render, with the same widgets per page, and reports its stats', async () => {
    // dist/ (built once by the global setup) rendered on the main thread: the site is below the worker threshold.
    const main = { summary: distSummary(), outDir: DIST, files: fg.sync('**/*', { cwd: DIST, dot: true }).sort() };
    expect(main.summary.render.workers).toBe(0);
    const workers = await buildWith(2, 'workers');
    expect(workers.files).toEqual(main.files);
    for (const f of main.files)
      expect(readFileSync(path.join(workers.outDir, f)).equals(readFileSync(path.join(main.outDir, f))), f).toBe(true);
    expect(workers.summary.pageWidgets).toEqual(main.summary.pageWidgets);
    expect(workers.summary.htmlBytes).toBe(main.summary.htmlBytes);
    // Stats come back as values of the build, for the benchmark.
    expect(workers.summary.render.workers).toBe(2);
    expect(workers.summary.render.rendered.reduce((a, b) => a + b, 0)).toBe(workers.summary.pages);
    expect(workers.summary.render.renderMs.every((ms) => ms > 0)).toBe(true);
  });

  it('a build that fails while workers are running stops them and reports the content error', async () => {
    const content = copyContent('build-site-parallel-bad-');
    const close = vi.spyOn(RenderPool.prototype, 'close');
    try {
      const file = path.join(content.content, 'site.yaml');
      writeFileSync(file, readFileSync(file, 'utf8').replace(/^brand: .*$/m, 'brand: 42'));
      await expect(
        buildSite({
          root: ROOT,
          contentDir: content.content,
          outDir: path.join(content.dir, 'out'),
          cache: false,
          renderWorkers: 2,
        }),
      ).rejects.toBeInstanceOf(ContentError);
      // The pool was started before loading and every one of its workers has stopped (threadId -1).
      expect(close).toHaveBeenCalledTimes(1);
      const pool = close.mock.contexts[0] as RenderPool;
      expect(pool.workers.length).toBe(2);
      expect(pool.workers.map((w) => w.threadId)).toEqual([-1, -1]);
    } finally {
      close.mockRestore();
      content.cleanup();
    }
  }, 30_000);

  it('a pool closes cleanly before it was given a job', async () => {
    const pool = new RenderPool(2);
    const exits = pool.workers.map((w) => new Promise<number>((resolve) => w.once('exit', resolve)));
    await pool.close();
    expect((await Promise.all(exits)).length).toBe(2);
  });
});
