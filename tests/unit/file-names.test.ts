// File names that are not UTF-8 (issue #36, point 6): Node reads them with U+FFFD in place of each bad
// byte, a name of no file, so the loader said "file is missing" and public/ failed with ENOENT. Each
// is now named with its bytes, wherever the build or check meets one.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkSite } from '../../generator/cli/check.ts';
import { ContentError } from '../../generator/model/errors.ts';
import { notUtf8Name, shownName } from '../../generator/pipeline/content/file-names.ts';
import { loadContent } from '../../generator/pipeline/content/load.ts';
import { listPublicFiles } from '../../generator/pipeline/write/public-files.ts';
import { CONTENT } from '../fixtures/html.ts';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p) : Buffer.from(p))));

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});
const temp = () => {
  dir = mkdtempSync(path.join(tmpdir(), 'build-site-names-'));
  return dir;
};
/** Writes a file whose path is given as bytes (Node takes a Buffer path as it is). */
const writeRaw = (file: Buffer, text = 'x\n') => writeFileSync(file, text);

describe('a name shown with its bytes', () => {
  it.each([
    ['caf\\xE9.yaml', bytes('caf', [0xe9], '.yaml'), 'E9'],
    ['café-\\xE9', bytes('caf', [0xc3, 0xa9], '-', [0xe9]), 'E9'],
    ['euro-\\xE2\\x82.txt', bytes('euro-', [0xe2, 0x82], '.txt'), 'E2'],
    ['overlong-\\xC0\\x80', bytes('overlong-', [0xc0, 0x80]), 'C0'],
    ['surrogate-\\xED\\xA0\\x80', bytes('surrogate-', [0xed, 0xa0, 0x80]), 'ED'],
    ['😀\\xFF', bytes([0xf0, 0x9f, 0x98, 0x80], [0xff]), 'FF'],
    ['\\xF5\\x80\\x80\\x80', bytes([0xf5, 0x80, 0x80, 0x80]), 'F5'],
    ['\\xF4\\x90\\x80\\x80', bytes([0xf4, 0x90, 0x80, 0x80]), 'F4'],
    ['\u07ff\u0800\u{10ffff}-\\xC1', bytes([0xdf, 0xbf, 0xe0, 0xa0, 0x80, 0xf4, 0x8f, 0xbf, 0xbf], '-', [0xc1]), 'C1'],
    ['©-\\xE2\\x82', bytes([0xc2, 0xa9], '-', [0xe2, 0x82]), 'E2'],
  ])('%s: shown with its bytes, its first bad byte named', (shown, name, bad) => {
    expect(shownName(name)).toBe(shown);
    expect(notUtf8Name(name)).toBe(`file name is not UTF-8 (byte 0x${bad}): expected a UTF-8 name; rename the file`);
  });
});

describe('where the build and check meet one', () => {
  it('a content file: named, not "file is missing"', () => {
    const content = path.join(temp(), 'content');
    cpSync(CONTENT, content, { recursive: true });
    writeRaw(bytes(content, '/services/caf', [0xe9], '.yaml'), 'name: x\n');
    let problems: string[] = [];
    try {
      loadContent(content);
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      problems = error.problems.map((p) => `${p.file} ${p.message}`);
    }
    expect(problems).toEqual([
      'content/services/caf\\xE9.yaml file name is not UTF-8 (byte 0xE9): expected a UTF-8 name; rename the file',
    ]);
  });

  it('a name holding U+FFFD itself, written in UTF-8, is a name like any other', () => {
    const content = path.join(temp(), 'content');
    cpSync(CONTENT, content, { recursive: true });
    writeRaw(bytes(content, '/services/caf', [0xef, 0xbf, 0xbd], '.yaml'), 'name: x\n');
    let problems: string[] = [];
    try {
      loadContent(content);
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      problems = error.problems.map((p) => `${p.file} ${p.message}`);
    }
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.filter((p) => /not UTF-8|file is missing/.test(p))).toEqual([]);
  });

  it('a file or folder in public/: named with the link problems, nothing published', () => {
    const root = temp();
    const pub = path.join(root, 'public');
    mkdirSync(path.join(pub, 'media'), { recursive: true });
    writeFileSync(path.join(pub, 'media', 'fine.txt'), 'fine\n');
    writeRaw(bytes(pub, '/media/caf', [0xe9], '.txt'));
    mkdirSync(bytes(pub, '/dossier-', [0xe0]));
    writeRaw(bytes(pub, '/dossier-', [0xe0], '/inside.txt'));
    let problems: string[] = [];
    try {
      listPublicFiles(pub, root);
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      problems = error.problems.map((p) => `${p.file} ${p.message}`).sort();
    }
    expect(problems).toEqual([
      'public/dossier-\\xE0 file name is not UTF-8 (byte 0xE0): expected a UTF-8 name; rename the file',
      'public/media/caf\\xE9.txt file name is not UTF-8 (byte 0xE9): expected a UTF-8 name; rename the file',
    ]);
  });

  it('a page in a checked folder: a problem of check, not a crash', async () => {
    const out = temp();
    writeFileSync(path.join(out, 'index.html'), '<!doctype html>');
    writeRaw(bytes(out, '/caf', [0xe9], '.html'), '<!doctype html>');
    const result = await checkSite(out);
    expect(result.pages).toBe(1);
    expect(result.names).toEqual([
      { file: 'caf\\xE9.html', message: 'file name is not UTF-8 (byte 0xE9): expected a UTF-8 name; rename the file' },
    ]);
  });
});
