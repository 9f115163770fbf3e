// One output file written (generator/pipeline/write/write-file.ts): writeFile, and writeOrLink, which a
// dev reload uses for the deploy files that came out the same as in the output it replaces.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFile, writeOrLink } from '../../generator/pipeline/write/write-file.ts';

let work: string;
let n = 0;
beforeAll(() => {
  work = mkdtempSync(path.join(os.tmpdir(), 'build-site-write-file-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A previous output holding `rel` with `text` (none when text is undefined), and a new one, empty. */
function outputs(rel: string, text: string | undefined): { previous: string; next: string } {
  n += 1;
  const previous = path.join(work, `previous-${n}`);
  const next = path.join(work, `next-${n}`);
  mkdirSync(previous);
  mkdirSync(next);
  if (text !== undefined) {
    mkdirSync(path.dirname(path.join(previous, rel)), { recursive: true });
    writeFileSync(path.join(previous, rel), text);
  }
  return { previous, next };
}

const inode = (file: string) => statSync(file).ino;

describe('writeFile', () => {
  it('makes the folder, writes the text, returns its bytes (UTF-8)', () => {
    const file = path.join(work, 'a', 'b', 'index.html');
    expect(writeFile(file, 'Café')).toBe(5);
    expect(readFileSync(file, 'utf8')).toBe('Café');
  });
});

describe('writeOrLink', () => {
  it('the same bytes as the previous file: linked, not written (one inode, two names)', () => {
    const rel = 'gallery/project-1/index.html';
    const { previous, next } = outputs(rel, '<!doctype html><title>Moved</title>');
    expect(writeOrLink(path.join(next, rel), '<!doctype html><title>Moved</title>', path.join(previous, rel))).toBe(35);
    expect(inode(path.join(next, rel))).toBe(inode(path.join(previous, rel)));
    expect(statSync(path.join(next, rel)).nlink).toBe(2);
  });

  it('empty and empty: linked', () => {
    const { previous, next } = outputs('robots.txt', '');
    expect(writeOrLink(path.join(next, 'robots.txt'), '', path.join(previous, 'robots.txt'))).toBe(0);
    expect(inode(path.join(next, 'robots.txt'))).toBe(inode(path.join(previous, 'robots.txt')));
  });

  // Each written: a file of its own with the new text, the previous file untouched.
  const written: [string, string | undefined, string][] = [
    ['the same length, one byte different', 'User-agent: *\nAllow: /\n', 'User-agent: *\nAllow: .\n'],
    ['a byte longer', 'Sitemap: /a\n', 'Sitemap: /ab\n'],
    ['a byte shorter', 'Sitemap: /ab\n', 'Sitemap: /a\n'],
    ['as many characters, not as many bytes', 'Cafe!', 'Café'],
    ['no previous file', undefined, '/old /new 301\n'],
    ['empty before', '', 'x'],
  ];
  for (const [name, before, after] of written)
    it(`${name}: written`, () => {
      const rel = '_redirects';
      const { previous, next } = outputs(rel, before);
      expect(writeOrLink(path.join(next, rel), after, path.join(previous, rel))).toBe(Buffer.byteLength(after));
      expect(readFileSync(path.join(next, rel), 'utf8')).toBe(after);
      expect(statSync(path.join(next, rel)).nlink).toBe(1);
      if (before !== undefined) expect(readFileSync(path.join(previous, rel), 'utf8')).toBe(before);
    });

  it('a previous folder that is not there: written, its folder made', () => {
    const next = path.join(work, 'next-missing');
    const file = path.join(next, 'assets', 'redirect.js');
    expect(writeOrLink(file, 'x', path.join(work, 'nowhere', 'assets', 'redirect.js'))).toBe(1);
    expect(readFileSync(file, 'utf8')).toBe('x');
  });

  it('a folder where the previous file was: written', () => {
    const { previous, next } = outputs('sitemap.xml/inner', 'x');
    const rel = 'sitemap.xml';
    expect(writeOrLink(path.join(next, rel), 'x', path.join(previous, rel))).toBe(1);
    expect(readFileSync(path.join(next, rel), 'utf8')).toBe('x');
  });
});
