// The build context (generator/pipeline/context.ts): every folder of a build resolved once from
// BuildOptions, at its default or as given, and the one cache switch that every cache obeys.
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CACHE_NAMES,
  cacheUse,
  linkOrCopy,
  projectFolders,
  resolveBuildContext,
  type BuildContext,
} from '../../generator/pipeline/context.ts';

const root = path.resolve('/projects/site');

/** Every folder and file path the context holds, by name. */
const pathsOf = (ctx: BuildContext) => ({
  contentDir: ctx.contentDir,
  publicDir: ctx.publicDir,
  ...ctx.output,
  cacheDir: ctx.cacheDir,
  ...Object.fromEntries(Object.entries(ctx.caches).map(([name, dir]) => [`caches.${name}`, dir])),
  trashDir: ctx.trashDir,
});

describe('resolveBuildContext', () => {
  it('puts every folder at its default under the root', () => {
    const ctx = resolveBuildContext({ root });
    expect(pathsOf(ctx)).toEqual({
      contentDir: path.join(root, 'content'),
      publicDir: path.join(root, 'public'),
      outDir: path.join(root, 'dist'),
      tmpDir: path.join(root, `.dist-tmp-${process.pid}`),
      oldDir: path.join(root, `.dist-tmp-${process.pid}-old`),
      lockFile: path.join(root, '.dist.lock'),
      cacheDir: path.join(root, 'node_modules/.cache/build-site'),
      'caches.content': path.join(root, 'node_modules/.cache/build-site/content'),
      'caches.images': path.join(root, 'node_modules/.cache/build-site/images'),
      'caches.share': path.join(root, 'node_modules/.cache/build-site/share'),
      'caches.esbuild': path.join(root, 'node_modules/.cache/build-site/esbuild'),
      'caches.pages': path.join(root, 'node_modules/.cache/build-site/pages'),
      trashDir: path.join(root, 'node_modules/.cache/build-site/trash'),
    });
    expect(ctx).toMatchObject({ root, cache: true, lockTimeoutMs: 120_000, renderWorkers: undefined });
    expect(() => ctx.log('quiet by default')).not.toThrow();
  });

  it('takes the folders and settings given, relative folders from the working folder', () => {
    const log = (_line: string) => undefined;
    const ctx = resolveBuildContext({
      root,
      contentDir: 'my-content',
      outDir: '/srv/www/out',
      cacheDir: '/tmp/build-cache',
      cache: false,
      log,
      lockTimeoutMs: 5,
      renderWorkers: 3,
    });
    expect(ctx.contentDir).toBe(path.resolve('my-content'));
    expect(ctx.output).toMatchObject({
      outDir: path.resolve('/srv/www/out'),
      lockFile: path.resolve('/srv/www/.out.lock'),
    });
    expect(ctx.output.tmpDir).toBe(path.resolve(`/srv/www/.out-tmp-${process.pid}`));
    expect(ctx.cacheDir).toBe(path.resolve('/tmp/build-cache'));
    for (const name of CACHE_NAMES) expect(ctx.caches[name]).toBe(path.resolve('/tmp/build-cache', name));
    expect(ctx.trashDir).toBe(path.resolve('/tmp/build-cache/trash'));
    // public/ belongs to the project, whatever content is built.
    expect(ctx.publicDir).toBe(path.join(root, 'public'));
    expect(ctx).toMatchObject({ cache: false, log, lockTimeoutMs: 5, renderWorkers: 3 });
  });

  it('gives every folder a place of its own', () => {
    const paths = Object.values(pathsOf(resolveBuildContext({ root })));
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('has the CLI and dev server resolve the same folders as the build', () => {
    const given = { contentDir: 'elsewhere/content', outDir: 'elsewhere/out' };
    const ctx = resolveBuildContext({ root, ...given });
    expect(projectFolders(root, given)).toEqual({
      root,
      contentDir: ctx.contentDir,
      publicDir: ctx.publicDir,
      outDir: ctx.output.outDir,
      cacheDir: ctx.cacheDir,
    });
  });
});

describe('cacheUse', () => {
  it('hands every cache its folder and the one switch: read by default, none read with cache: false', () => {
    for (const cache of [undefined, true, false]) {
      const ctx = resolveBuildContext({ root, cache });
      for (const name of CACHE_NAMES)
        expect(cacheUse(ctx, name), `${name}, cache: ${cache}`).toEqual({
          dir: ctx.caches[name],
          read: cache !== false,
        });
    }
    expect([...CACHE_NAMES].sort()).toEqual(['content', 'esbuild', 'images', 'pages', 'share']);
  });
});

describe('linkOrCopy', () => {
  it('links a file, and copies it where a link is refused (a target already there)', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'link-or-copy-'));
    try {
      const source = path.join(dir, 'cached.js');
      writeFileSync(source, 'export const a = 1;\n');
      const linked = path.join(dir, 'linked.js');
      linkOrCopy(source, linked);
      expect(statSync(linked).ino).toBe(statSync(source).ino);

      const taken = path.join(dir, 'taken.js');
      writeFileSync(taken, 'old');
      linkOrCopy(source, taken);
      expect(statSync(taken).ino).not.toBe(statSync(source).ino);
      expect(readFileSync(taken, 'utf8')).toBe('export const a = 1;\n');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
