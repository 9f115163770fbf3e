// Page script names (generator/pipeline/assets/page-scripts.ts), made before bundling: the digest is stable and
// changes with every input of a bundle.
import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageScriptDigest } from '../../generator/pipeline/assets/page-scripts.ts';
import { codeProjects } from '../fixtures/code-project.ts';

const { tmp, project } = codeProjects();

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
