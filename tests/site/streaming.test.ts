// Pages are written as soon as they have rendered (generator/pipeline/render/render-pages.ts):
// when the build reports its first pages rendered, their files are in the temp output already
// and no page script has been bundled yet, on the main thread and in worker threads.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../generator/pipeline/build.ts';
import { outputFile } from '../../generator/model/routes.ts';
import { ROOT, tempDir } from '../fixtures/html.ts';

const tmp = tempDir('build-site-streaming-');
afterAll(() => tmp.cleanup());

/** Builds into a fresh folder, looking into the temp output when the first 10 pages are reported rendered. */
async function firstReport(renderWorkers: number) {
  const outDir = path.join(tmp.dir, `out-${renderWorkers}`);
  const tmpDir = path.join(tmp.dir, `.out-${renderWorkers}-tmp-${process.pid}`);
  let seen: { files: string[]; scripts: string[] } | undefined;
  const summary = await buildSite({
    root: ROOT,
    outDir,
    renderWorkers,
    log: (line) => {
      if (seen || !/^\s+\d+\/\d+ pages rendered$/.test(line)) return;
      const assets = existsSync(path.join(tmpDir, 'assets')) ? readdirSync(path.join(tmpDir, 'assets')) : [];
      seen = {
        files: readdirSync(tmpDir, { recursive: true, encoding: 'utf8' }),
        scripts: assets.filter((f) => f.startsWith('page-')),
      };
    },
  });
  return { seen: seen!, summary };
}

describe('pages are written as they render', () => {
  it.each([0, 2])(
    'with %i render workers: the first pages reported are on disk before any page script',
    async (workers) => {
      const { seen, summary } = await firstReport(workers);
      expect(summary.render.workers).toBe(workers);
      expect(seen.scripts).toEqual([]);
      // At least the 10 pages the first report counts (a worker reports a batch after writing it).
      const pages = Object.keys(summary.pageWidgets).filter((p) => seen.files.includes(outputFile(p)));
      expect(pages.length).toBeGreaterThanOrEqual(10);
    },
    60_000,
  );
});
