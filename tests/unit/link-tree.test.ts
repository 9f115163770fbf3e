// public/ linked into the output (generator/pipeline/write/link-tree.ts).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { linkTree } from '../../generator/pipeline/write/link-tree.ts';
import { listPublicFiles } from '../../generator/pipeline/write/public-files.ts';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'build-site-caches-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

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
