// Unit files share one module graph per worker (vitest.config.ts, isolate: false). A file that replaces
// a module with vi.mock would watch nothing whenever another file had already loaded the module under
// test with the real import, so such files run in a project of their own (MOCKING_UNIT_FILES).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';
import { MOCKING_UNIT_FILES } from '../../vitest.config.ts';

const root = path.resolve(import.meta.dirname, '../..');

describe('unit files that mock modules', () => {
  it('are exactly the ones run with a module graph of their own', () => {
    const mocking = fg
      .sync('tests/unit/**/*.test.{ts,tsx}', { cwd: root })
      .filter((file) => /\bvi\.(mock|doMock)\(/.test(readFileSync(path.join(root, file), 'utf8')))
      .sort();
    expect(mocking).toEqual([...MOCKING_UNIT_FILES].sort());
  });
});
