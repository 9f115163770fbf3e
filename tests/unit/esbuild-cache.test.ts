// The caches that keep a build from redoing work: the CLI bundle's source stamp (generator/cli/compiled.ts),
// the page graph's code stamp (generator/pipeline/render/page-graph.ts),
// the esbuild output cache (generator/pipeline/assets/esbuild-cache.ts) and public/ linked into the output.
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sourceStamp } from '../../generator/cli/compiled.ts';
import { build } from '../../generator/pipeline/assets/esbuild-cache.ts';
import { pageScriptDigest } from '../../generator/pipeline/assets/page-scripts.ts';
import { codeStampOf } from '../../generator/pipeline/render/page-graph.ts';
import { linkTree } from '../../generator/pipeline/write/link-tree.ts';
import { listPublicFiles } from '../../generator/pipeline/write/public-files.ts';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'build-site-caches-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function project(name: string): string {
  const root = path.join(tmp, name);
  for (const dir of ['generator', 'templates', 'client']) mkdirSync(path.join(root, dir), { recursive: true });
  writeFileSync(path.join(root, 'generator/a.ts'), 'export const a = 1;\n');
  writeFileSync(path.join(root, 'templates/b.tsx'), 'export const b = 2;\n');
  writeFileSync(path.join(root, 'client/c.ts'), 'export const c = 3;\n');
  writeFileSync(path.join(root, 'package.json'), '{}\n');
  return root;
}

describe('CLI bundle stamp', () => {
  it('is stable while nothing changes, and changes with any source file or the manifests', () => {
    const root = project('stamp');
    const first = sourceStamp(root);
    expect(sourceStamp(root)).toBe(first);
    writeFileSync(path.join(root, 'templates/b.tsx'), 'export const b = 22;\n');
    const edited = sourceStamp(root);
    expect(edited).not.toBe(first);
    writeFileSync(path.join(root, 'client/new.ts'), 'export {};\n');
    const added = sourceStamp(root);
    expect(added).not.toBe(edited);
    const later = new Date(Date.now() + 5_000);
    utimesSync(path.join(root, 'package.json'), later, later);
    expect(sourceStamp(root)).not.toBe(added);
  });
});

describe('page graph code stamp', () => {
  it('changes with any source file, the lock file and tsconfig.json (its JSX settings shape every page)', () => {
    const root = project('graph-stamp');
    writeFileSync(path.join(root, 'tsconfig.json'), '{"compilerOptions":{"jsx":"react-jsx"}}\n');
    const first = codeStampOf(root);
    expect(codeStampOf(root)).toBe(first);
    writeFileSync(path.join(root, 'tsconfig.json'), '{"compilerOptions":{"jsx":"react"}}\n');
    const tsconfig = codeStampOf(root);
    expect(tsconfig).not.toBe(first);
    writeFileSync(path.join(root, 'package-lock.json'), '{}\n');
    const lock = codeStampOf(root);
    expect(lock).not.toBe(tsconfig);
    writeFileSync(path.join(root, 'client/c.ts'), 'export const c = 33;\n');
    expect(codeStampOf(root)).not.toBe(lock);
  });
});

describe('esbuild output cache', () => {
  const root = project('bundle');
  const entry = path.join(root, 'client/c.ts');
  const options = (out: string) => ({
    absWorkingDir: root,
    entryPoints: [entry],
    outdir: path.join(root, out),
    bundle: true,
    format: 'esm' as const,
    entryNames: '[name]-[hash]',
    logLevel: 'silent' as const,
  });
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

describe('page script names (made before bundling)', () => {
  // A page is written before its script is bundled, under a name made from this digest: an input
  // it ignored would let two different scripts share a URL, and the host caches /assets/ for a year.
  const root = project('digest');
  mkdirSync(path.join(root, 'generator/model'), { recursive: true });
  writeFileSync(path.join(root, 'generator/model/m.ts'), 'export const m = 1;\n');
  writeFileSync(path.join(root, 'package-lock.json'), '{"lockfileVersion":3}\n');
  writeFileSync(path.join(root, 'tsconfig.json'), '{}\n');
  const assets = {
    stylesheet: '/s.css',
    iconSprite: '/i.svg',
    lazyModules: { 'web-vitals': '/assets/wv-1.js' },
    files: [],
  };

  it('is the same for the same inputs, and changes with every file a page script is made from', () => {
    const first = pageScriptDigest(root, assets);
    expect(pageScriptDigest(root, assets)).toBe(first);
    let previous = first;
    for (const [file, text] of [
      ['client/c.ts', 'export const c = 4;\n'],
      ['client/islands/new.tsx', 'export {};\n'],
      ['generator/model/m.ts', 'export const m = 2;\n'],
      ['package-lock.json', '{"lockfileVersion":3,"packages":{}}\n'],
      ['tsconfig.json', '{"compilerOptions":{}}\n'],
    ]) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
      const next = pageScriptDigest(root, assets);
      expect(next, file).not.toBe(previous);
      previous = next;
    }
    // A lazy module's URL is compiled into the scripts that import it.
    expect(pageScriptDigest(root, { ...assets, lazyModules: { 'web-vitals': '/assets/wv-2.js' } })).not.toBe(previous);
    // Templates render on the server only.
    writeFileSync(path.join(root, 'templates/b.tsx'), 'export const b = 3;\n');
    expect(pageScriptDigest(root, assets)).toBe(previous);
  });

  it('is the same for the same project in another folder (a CI checkout names scripts as a laptop does)', () => {
    const moved = path.join(tmp, 'digest-elsewhere', 'checkout');
    cpSync(root, moved, { recursive: true });
    expect(pageScriptDigest(moved, assets)).toBe(pageScriptDigest(root, assets));
  });

  it('is read once in a resident process (the dev build child, replaced when client code changes)', () => {
    const first = pageScriptDigest(root, assets, true);
    writeFileSync(path.join(root, 'client/c.ts'), 'export const c = 5;\n');
    expect(pageScriptDigest(root, assets, true)).toBe(first);
    expect(pageScriptDigest(root, assets)).not.toBe(first);
    // Other assets are another digest, made from the files as they are now.
    const lazy = { ...assets, lazyModules: { 'web-vitals': '/assets/wv-3.js' } };
    expect(pageScriptDigest(root, lazy, true)).toBe(pageScriptDigest(root, lazy));
  });
});

describe('public/ into the output', () => {
  it('links every file, keeps files the build wrote, and never changes the source through a link', () => {
    const pub = path.join(tmp, 'public');
    const out = path.join(tmp, 'out');
    mkdirSync(path.join(pub, 'media/brand'), { recursive: true });
    writeFileSync(path.join(pub, 'media/brand/logo.svg'), '<svg/>');
    writeFileSync(path.join(pub, 'robots.txt'), 'from public\n');
    mkdirSync(out);
    writeFileSync(path.join(out, 'robots.txt'), 'from the build\n');
    linkTree(listPublicFiles(pub, tmp).files, out);
    expect(readFileSync(path.join(out, 'media/brand/logo.svg'), 'utf8')).toBe('<svg/>');
    expect(statSync(path.join(out, 'media/brand/logo.svg')).ino).toBe(
      statSync(path.join(pub, 'media/brand/logo.svg')).ino,
    );
    expect(readFileSync(path.join(out, 'robots.txt'), 'utf8')).toBe('from the build\n');
    expect(readFileSync(path.join(pub, 'robots.txt'), 'utf8')).toBe('from public\n');
  });
});
