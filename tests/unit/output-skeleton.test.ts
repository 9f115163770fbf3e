// The dev loop's output folders made ahead (generator/pipeline/write/output-skeleton.ts), on small
// trees in a temp folder; recoverOutputDir's handling of them is in output-dir.test.ts.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outputPaths } from '../../generator/pipeline/context.ts';
import {
  fileFolders,
  prepareSkeleton,
  skeletonPaths,
  takeSkeleton,
} from '../../generator/pipeline/write/output-skeleton.ts';

let work: string;
beforeAll(() => {
  work = mkdtempSync(path.join(os.tmpdir(), 'build-site-skeleton-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A folder holding these files (forward-slash paths) and these empty folders. */
function tree(files: string[], empty: string[] = []): string {
  const dir = mkdtempSync(path.join(work, 'tree-'));
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), file);
  }
  for (const folder of empty) mkdirSync(path.join(dir, folder), { recursive: true });
  return dir;
}

/** Every entry under dir, folders ending in "/", sorted. */
function entries(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .map((e) => {
      const rel = path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/');
      return e.isDirectory() ? `${rel}/` : rel;
    })
    .sort();
}

const SITE = [
  'index.html',
  '.build-site-output',
  'about/index.html',
  'locations/georgetown-dc/index.html',
  'assets/site.css',
  'assets/pages/home.js',
  'media/projects/kitchen/after.jpg',
  'deep/only/here.txt',
];

describe('fileFolders', () => {
  it('lists the folders holding a file, parents first, not the folder itself, not an empty folder', async () => {
    const dir = tree(SITE, ['empty', 'locations/removed-dc']);
    expect(await fileFolders(dir)).toEqual([
      'about',
      'assets',
      'assets/pages',
      'deep/only',
      'locations/georgetown-dc',
      'media/projects/kitchen',
    ]);
  });

  it('an output of files at its top only has no folder to list', async () => {
    expect(await fileFolders(tree(['index.html', '404.html']))).toEqual([]);
  });
});

describe('prepareSkeleton and takeSkeleton', () => {
  it("makes the output's folder tree, no file, under the ready name; the build takes it as its temporary folder", async () => {
    const out = tree(SITE, ['empty']);
    const paths = outputPaths(out, 41);
    const { making, ready } = skeletonPaths(paths);
    expect([making, ready]).toEqual([`${paths.tmpDir}-part`, `${paths.tmpDir}-next`]);
    await prepareSkeleton(paths);
    expect(existsSync(making)).toBe(false);
    expect(entries(ready)).toEqual([
      'about/',
      'assets/',
      'assets/pages/',
      'deep/',
      'deep/only/',
      'locations/',
      'locations/georgetown-dc/',
      'media/',
      'media/projects/',
      'media/projects/kitchen/',
    ]);
    expect(takeSkeleton(paths)).toBe(true);
    expect(existsSync(ready)).toBe(false);
    expect(entries(paths.tmpDir)).toContain('locations/georgetown-dc/');
    // Taken once: nothing is ready until the next one is made.
    rmSync(paths.tmpDir, { recursive: true });
    expect(takeSkeleton(paths)).toBe(false);
    expect(existsSync(paths.tmpDir)).toBe(false);
    // The output itself is only read.
    expect(entries(out)).toEqual(entries(tree(SITE, ['empty'])));
  });

  it('a tree being made is never taken', async () => {
    const out = tree(SITE);
    const paths = outputPaths(out, 42);
    mkdirSync(skeletonPaths(paths).making);
    expect(takeSkeleton(paths)).toBe(false);
    expect(existsSync(paths.tmpDir)).toBe(false);
  });

  it('replaces a tree ready from an earlier output, and a half-made one', async () => {
    const out = tree(['index.html', 'new-page/index.html']);
    const paths = outputPaths(out, 43);
    const { making, ready } = skeletonPaths(paths);
    mkdirSync(path.join(ready, 'old-page'), { recursive: true });
    mkdirSync(path.join(making, 'half'), { recursive: true });
    await prepareSkeleton(paths);
    expect(entries(ready)).toEqual(['new-page/']);
    expect(existsSync(making)).toBe(false);
  });

  it('an output that is not there leaves nothing behind, and nothing to take', async () => {
    const paths = outputPaths(path.join(work, 'missing', 'dist'), 44);
    mkdirSync(path.dirname(paths.outDir));
    await prepareSkeleton(paths);
    expect(readdirSync(path.dirname(paths.outDir))).toEqual([]);
    expect(takeSkeleton(paths)).toBe(false);
  });

  it('one at a time: a second call while one is being made gets the same promise', async () => {
    const paths = outputPaths(tree(SITE), 45);
    const first = prepareSkeleton(paths);
    expect(prepareSkeleton(paths)).toBe(first);
    await first;
    const next = prepareSkeleton(paths);
    expect(next).not.toBe(first);
    await next;
  });
});
