// Rendering in worker threads (generator/pipeline/render/pool.ts, worker.ts) must write exactly
// what rendering on the main thread writes: the real site built both ways, compared file by
// file (the main-thread build is the run's dist/). A pool started before the content loads must be stopped when the build fails.
import { cpSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
    // The checks across files and the page graph's keys ran on the main thread while the workers rendered.
    const [from, to] = workers.summary.render.besideMs ?? [Number.NaN, Number.NaN];
    expect(from).toBeGreaterThanOrEqual(0);
    expect(to).toBeGreaterThanOrEqual(from);
  });

  describe('a content problem found while the workers render', () => {
    let content: ReturnType<typeof copyContent>;
    const outDir = () => path.join(content.dir, 'out');
    const edit = (rel: string, change: (text: string) => string) => {
      const file = path.join(content.content, rel);
      writeFileSync(file, change(readFileSync(file, 'utf8')));
    };
    const build = () =>
      buildSite({ root: ROOT, contentDir: content.content, outDir: outDir(), cache: false, renderWorkers: 2 });
    const rejection = async () => {
      const error: unknown = await build().then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(ContentError);
      return (error as ContentError).problems;
    };
    const unknownPath = {
      file: 'content/navigation.yaml',
      field: 'footer.services[2].path',
      message: expect.stringContaining('unknown page reference "/services/does-not-exist"'),
    };

    beforeEach(() => {
      content = copyContent('build-site-parallel-check-');
      // The previous output, which a failed build must leave as it was.
      cpSync(DIST, outDir(), { recursive: true });
      edit('navigation.yaml', (s) =>
        s.replace('path: /services/laminate-flooring }', 'path: /services/does-not-exist }'),
      );
    });
    afterEach(() => content.cleanup());

    const expectOutputKept = () => {
      expect(fg.sync('**/*', { cwd: outDir(), dot: true }).sort()).toEqual(
        fg.sync('**/*', { cwd: DIST, dot: true }).sort(),
      );
      expect(readFileSync(path.join(outDir(), 'index.html')).equals(readFileSync(path.join(DIST, 'index.html')))).toBe(
        true,
      );
      // No temporary folder, lock or trash left beside it.
      expect(readdirSync(content.dir).sort()).toEqual(['content', 'out']);
    };

    it('is reported with its file and field, the workers stopped and the previous output kept', async () => {
      const close = vi.spyOn(RenderPool.prototype, 'close');
      const exchange = vi.spyOn(RenderPool.prototype, 'exchange');
      try {
        expect(await rejection()).toEqual([expect.objectContaining(unknownPath)]);
        // The checks ran beside the render: its job had been posted before they found the problem.
        expect(exchange.mock.calls.map(([job]) => job.type)).toEqual(['render']);
        const pool = close.mock.contexts[0] as RenderPool;
        expect(pool.workers.map((w) => w.threadId)).toEqual([-1, -1]);
      } finally {
        close.mockRestore();
        exchange.mockRestore();
      }
      expectOutputKept();
    }, 60_000);

    it('is reported before a photo the bundle cannot read, as when the checks ran before the bundle', async () => {
      mkdirSync(path.join(content.content, 'media'), { recursive: true });
      writeFileSync(path.join(content.content, 'media/unreadable.jpg'), 'not a JPEG');
      edit('projects/arlington-hardwood-restoration.yaml', (s) =>
        s.replace(/(images:\n) {2}- src: placeholders\/\S+\.svg/, '$1  - src: media/unreadable.jpg'),
      );
      expect(await rejection()).toEqual([expect.objectContaining(unknownPath)]);
      expectOutputKept();
      // Mended, the photo is what the build reports.
      edit('navigation.yaml', (s) =>
        s.replace('path: /services/does-not-exist }', 'path: /services/laminate-flooring }'),
      );
      expect(await rejection()).toEqual([
        expect.objectContaining({
          file: 'content/projects/arlington-hardwood-restoration.yaml',
          message: expect.stringContaining('unreadable image "media/unreadable.jpg"'),
        }),
      ]);
      expectOutputKept();
    }, 60_000);
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
