// Rendering on worker threads (generator/build/render/parallel.ts) must write exactly what
// the sequential path writes: the real site built on workers, compared file by
// file with the run's sequential build (dist/). The prestarted pool must also be stopped when a build fails.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { buildSite } from '../../generator/build/build.ts';
import { ContentError } from '../../generator/model/errors.ts';
import { PARALLEL_THRESHOLD, RenderPool } from '../../generator/build/render/parallel.ts';
import { DIST, distSummary } from '../fixtures/dist.ts';
import { ROOT, copyContent, tempDir } from '../fixtures/html.ts';

const tmp = tempDir('build-site-parallel-');
afterAll(() => tmp.cleanup());
afterEach(() => {
  delete process.env.BUILD_SITE_RENDER;
  delete process.env.BUILD_SITE_WORKER_CONTENT;
});

async function buildWith(render: 'parallel', name: string, workerContent?: 'load') {
  process.env.BUILD_SITE_RENDER = render;
  if (workerContent) process.env.BUILD_SITE_WORKER_CONTENT = workerContent;
  const outDir = path.join(tmp.dir, name);
  const summary = await buildSite({ root: ROOT, outDir, cache: false });
  const files = fg.sync('**/*', { cwd: outDir, dot: true }).sort();
  return { summary, outDir, files };
}

describe('parallel rendering', () => {
  it('writes byte-identical output to the sequential render, with the same widgets per page', async () => {
    // dist/ was rendered sequentially: the site is below the size that switches to workers.
    expect(distSummary().pages).toBeLessThan(PARALLEL_THRESHOLD);
    const seq = { summary: distSummary(), outDir: DIST, files: fg.sync('**/*', { cwd: DIST, dot: true }).sort() };
    const par = await buildWith('parallel', 'par');
    const load = await buildWith('parallel', 'par-load', 'load');
    for (const other of [par, load]) {
      expect(other.files).toEqual(seq.files);
      for (const f of seq.files) expect(readFileSync(path.join(other.outDir, f)).equals(readFileSync(path.join(seq.outDir, f))), f).toBe(true);
      expect(other.summary.pageWidgets).toEqual(seq.summary.pageWidgets);
      expect(other.summary.htmlBytes).toBe(seq.summary.htmlBytes);
    }
  });

  it('a build that fails while workers are running stops them and reports the content error', async () => {
    const content = copyContent('build-site-parallel-bad-');
    try {
      const file = path.join(content.content, 'site.yaml');
      writeFileSync(file, readFileSync(file, 'utf8').replace(/^brand: .*$/m, 'brand: 42'));
      process.env.BUILD_SITE_RENDER = 'parallel';
      const close = vi.spyOn(RenderPool.prototype, 'close');
      await expect(buildSite({ root: ROOT, contentDir: content.content, outDir: path.join(content.dir, 'out'), cache: false }))
        .rejects.toBeInstanceOf(ContentError);
      // The pool was started before loading and every one of its workers has stopped (threadId -1).
      expect(close).toHaveBeenCalledTimes(1);
      const pool = close.mock.contexts[0] as RenderPool;
      expect(pool.workers.length).toBeGreaterThan(0);
      expect(pool.workers.map((w) => w.threadId)).toEqual(pool.workers.map(() => -1));
      close.mockRestore();
    } finally {
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
