// Rules for the tests themselves (issue 35): no test measures wall-clock time or sleeps to prove
// that something does not happen (it waits for an event, or moves a fake or page clock), and every
// generated case comes from a seed (tests/fixtures/seeded.ts seeds fast-check for the whole run).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const files = fg.sync('tests/**/*.{ts,tsx}', { cwd: ROOT }).filter((f) => f !== 'tests/unit/test-hygiene.test.ts');
const source = (f: string) => readFileSync(path.join(ROOT, f), 'utf8');

/** Lines of the test sources matching a pattern, as "file:line: text". */
function lines(pattern: RegExp): string[] {
  return files.flatMap((f) =>
    source(f)
      .split('\n')
      .flatMap((text, i) => (pattern.test(text) ? [`${f}:${i + 1}: ${text.trim()}`] : [])),
  );
}

describe('test sources', () => {
  it('measure no wall-clock time in an assertion', () => {
    expect(lines(/expect\((performance\.now\(\)|Date\.now\(\))\s*-/)).toEqual([]);
  });

  it('sleep for no fixed time (new Promise around a bare setTimeout)', () => {
    expect(lines(/new Promise\(\s*\(?\s*(resolve|r)\s*\)?\s*=>\s*setTimeout\(\s*(resolve|r)\s*,/)).toEqual([]);
  });

  it('draw nothing from Math.random or an unseeded generator', () => {
    expect(lines(/Math\.random\(|crypto\.random(Bytes|UUID|Int)\(/)).toEqual([]);
  });

  it('seed fast-check for the whole run, in the setup file every project runs', () => {
    expect(source('tests/fixtures/seeded.ts')).toMatch(/fc\.configureGlobal\(\{ seed: SEED \}\)/);
    expect(readFileSync(path.join(ROOT, 'vitest.config.ts'), 'utf8')).toContain(
      "setupFiles: ['tests/fixtures/seeded.ts',",
    );
    // A property that sets its own seed keeps the run repeatable too; one that turns seeding off does not.
    expect(lines(/seed:\s*(undefined|Date\.now|Math\.)/)).toEqual([]);
  });
});
