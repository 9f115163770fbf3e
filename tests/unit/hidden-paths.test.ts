// Which paths of a site are never published (generator/model/hidden-paths.ts): a segment starting with a
// dot, anywhere, except .well-known/ as the first segment. Both sides of each rule, written out.
import { describe, expect, it } from 'vitest';
import { isHiddenPath } from '../../generator/model/hidden-paths.ts';

describe('isHiddenPath', () => {
  it.each([
    '.env',
    '.git',
    '.git/config',
    'media/.DS_Store',
    'a/b/.c/d.txt',
    '.build-site-output',
    '.dist-tmp-12/index.html',
    '.well-knownx/a',
    '.well-known/.hidden',
    'media/.well-known/security.txt',
    '..',
    'a/../b',
    '.',
  ])('hides %j', (rel) => {
    expect(isHiddenPath(rel)).toBe(true);
  });

  it.each([
    'index.html',
    'media/logo.svg',
    'a.b/c.d',
    'about/index.html',
    'file.',
    'well-known/x',
    '.well-known',
    '.well-known/security.txt',
    '.well-known/acme-challenge/token',
    '',
    '_headers',
  ])('publishes %j', (rel) => {
    expect(isHiddenPath(rel)).toBe(false);
  });
});
