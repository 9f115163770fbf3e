// The esbuild output cache (generator/pipeline/assets/esbuild-cache.ts): what a bundle is keyed by, and what it reuses.
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../generator/pipeline/assets/esbuild-cache.ts';
import { codeProjects } from '../fixtures/code-project.ts';

const { tmp, project } = codeProjects();

/** esbuild's options for the project's one entry (its client code) into `out` under it. */
const optionsIn = (root: string, entryNames: string) => (out: string) => ({
  absWorkingDir: root,
  entryPoints: [path.join(root, 'client/c.ts')],
  outdir: path.join(root, out),
  bundle: true,
  format: 'esm' as const,
  entryNames,
  logLevel: 'silent' as const,
});

describe('esbuild output cache', () => {
  const root = project('bundle');
  const entry = path.join(root, 'client/c.ts');
  const options = optionsIn(root, '[name]-[hash]');
  const only = (dir: string) => readdirSync(dir).filter((f) => f.endsWith('.js'));
  const cacheDir = path.join(tmp, 'esbuild-cache');
  const cache = { dir: cacheDir, read: true };

  it('bundles on a miss, then copies the same files into another output folder', async () => {
    const first = await build(options('out1'), cache);
    const [file] = only(path.join(root, 'out1'));
    expect(file).toMatch(/^c-[A-Z0-9]+\.js$/);
    const second = await build(options('out2'), cache);
    expect(only(path.join(root, 'out2'))).toEqual([file]);
    expect(readFileSync(path.join(root, 'out2', file), 'utf8')).toBe(
      readFileSync(path.join(root, 'out1', file), 'utf8'),
    );
    // The metafile names the outputs where they are now, as esbuild would.
    expect(Object.keys(first.metafile.outputs)).toEqual([`out1/${file}`]);
    expect(Object.keys(second.metafile.outputs)).toEqual([`out2/${file}`]);
    // Placed as a link to its cache file (a dev reload places every page script again), which a
    // new entry for the same key replaces by a rename, leaving the placed file as it was.
    const [key] = readdirSync(cacheDir);
    const placed = path.join(root, 'out2', file);
    expect(statSync(placed).ino).toBe(statSync(path.join(cacheDir, key, 'files', file)).ino);
    const before = readFileSync(placed, 'utf8');
    await build(options('out2b'), { ...cache, read: false });
    expect(statSync(placed).ino).not.toBe(statSync(path.join(cacheDir, key, 'files', file)).ino);
    expect(readFileSync(placed, 'utf8')).toBe(before);
  });

  it('serves a hit from the cache, and bundles again when an input changes', async () => {
    const [key] = readdirSync(cacheDir);
    const [cached] = readdirSync(path.join(cacheDir, key, 'files'));
    // Mark the cached copy: a hit copies it as it is.
    writeFileSync(path.join(cacheDir, key, 'files', cached), '// from the cache\n');
    await build(options('out3'), cache);
    expect(readFileSync(path.join(root, 'out3', cached), 'utf8')).toBe('// from the cache\n');

    // Not to be read: esbuild bundles, and its output replaces the marked entry.
    await build(options('out3b'), { ...cache, read: false });
    expect(readFileSync(path.join(root, 'out3b', cached), 'utf8')).toContain('c = 3');
    expect(readFileSync(path.join(cacheDir, key, 'files', cached), 'utf8')).toBe(
      readFileSync(path.join(root, 'out3b', cached), 'utf8'),
    );

    writeFileSync(entry, 'export const c = 33;\n');
    await build(options('out4'), cache);
    const [rebuilt] = only(path.join(root, 'out4'));
    expect(readFileSync(path.join(root, 'out4', rebuilt), 'utf8')).toContain('33');
  });
});

describe('esbuild output cache shared by a copy whose node_modules is a link', () => {
  it("keeps each folder's own names: esbuild names a package's bundle by the path it read it from", async () => {
    const own = mkdtempSync(path.join(os.tmpdir(), 'build-site-esbuild-own-'));
    const copy = mkdtempSync(path.join(os.tmpdir(), 'build-site-esbuild-copy-'));
    try {
      mkdirSync(path.join(own, 'node_modules/pkg'), { recursive: true });
      writeFileSync(path.join(own, 'node_modules/pkg/index.js'), 'export const p = () => 42;\n');
      writeFileSync(
        path.join(own, 'node_modules/pkg/package.json'),
        '{"name":"pkg","main":"index.js","type":"module"}\n',
      );
      symlinkSync(path.join(own, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
      const shared = { dir: path.join(own, 'cache'), read: true };
      const bundle = async (root: string, out: string, cache: { dir: string; read: boolean }) => {
        const { metafile } = await build(
          {
            absWorkingDir: root,
            entryPoints: [{ in: 'pkg', out: 'pkg' }],
            outdir: path.join(root, out),
            bundle: true,
            format: 'esm',
            entryNames: '[name]-[hash]',
            logLevel: 'silent',
          },
          cache,
        );
        return Object.keys(metafile.outputs).map((f) => path.basename(f));
      };
      const ownName = await bundle(own, 'fresh', { ...shared, read: false });
      const copyName = await bundle(copy, 'fresh', shared);
      // The same bytes under another name: the premise of keeping their entries apart.
      expect(copyName).not.toEqual(ownName);
      expect(await bundle(own, 'again', shared)).toEqual(ownName);
      expect(await bundle(copy, 'again', shared)).toEqual(copyName);
    } finally {
      rmSync(own, { recursive: true, force: true });
      rmSync(copy, { recursive: true, force: true });
    }
  });
});

describe('esbuild output cache in a resident process (the dev server build child)', () => {
  const root = project('resident');
  const entry = path.join(root, 'client/c.ts');
  const options = optionsIn(root, '[name]');
  const cacheDir = path.join(tmp, 'esbuild-cache-resident');
  const cache = { dir: cacheDir, read: true };
  const placed = (out: string) => readFileSync(path.join(root, out, 'c.js'), 'utf8');

  it('checks an entry once: its inputs are the code the dev server replaces the process for', async () => {
    await build(options('r1'), cache, true);
    await build(options('r2'), cache, true);
    expect(placed('r2')).toContain('c = 3');
    writeFileSync(entry, 'export const c = 44;\n');
    // Checked once already: placed again unchecked.
    await build(options('r3'), cache, true);
    expect(placed('r3')).toContain('c = 3');
    // Any other build checks the inputs: bundled again.
    await build(options('r4'), cache);
    expect(placed('r4')).toContain('c = 44');
  });

  it('bundles again when the entry it checked is gone, and when told not to read the cache', async () => {
    writeFileSync(entry, 'export const c = 55;\n');
    await build(options('r5'), cache);
    await build(options('r6'), cache, true);
    expect(placed('r6')).toContain('c = 55');
    rmSync(cacheDir, { recursive: true });
    writeFileSync(entry, 'export const c = 66;\n');
    await build(options('r7'), cache, true);
    expect(placed('r7')).toContain('c = 66');
    writeFileSync(entry, 'export const c = 77;\n');
    await build(options('r8'), { ...cache, read: false }, true);
    expect(placed('r8')).toContain('c = 77');
  });
});
