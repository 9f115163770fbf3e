// Mutation testing (docs/testing.md, "Mutation testing"): the modules where a
// silent bug costs most, against the unit tests in vitest.mutation.config.ts.
import { readFileSync } from 'node:fs';
import fg from 'fast-glob';

const SCHEMA_FILES = fg.sync('generator/model/schema/**/*.ts', { ignore: ['**/text.ts'] }).sort();
/** A refinement: `.refine(`, `.superRefine(` or a function passed to one (`needsIcon`). */
const REFINEMENT = /\.(refine|superRefine)\(|^const needsIcon =/;

/**
 * `file:start-end` for each statement starting on a line that matches `pattern`, to where its
 * brackets close: found when Stryker starts, so the ranges follow the code as it changes.
 */
function blocks(file, pattern) {
  const lines = readFileSync(file, 'utf8').split('\n');
  const ranges = [];
  for (let i = 0; i < lines.length; i++) {
    if (!pattern.test(lines[i])) continue;
    let depth = 0;
    let end = i;
    for (let j = i; j < lines.length; j++) {
      // Brackets inside strings and regex literals do not count (no division in these lines).
      const code = lines[j]
        .replace(/'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|`(?:[^`\\]|\\.)*`/g, '')
        .replace(/\/(?:\\.|\[(?:\\.|[^\]])*\]|[^/\\\n])+\/[a-z]*/g, '');
      for (const c of code) depth += '([{'.includes(c) ? 1 : ')]}'.includes(c) ? -1 : 0;
      end = j;
      if (depth <= 0 && j > i) break;
      if (depth <= 0 && /[;,)]\s*$/.test(code)) break;
    }
    ranges.push(`${file}:${i + 1}-${end + 1}`);
    i = end;
  }
  return ranges;
}
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  coverageAnalysis: 'perTest',
  // Two cores, shared: never more than two test processes.
  concurrency: 2,
  mutate: [
    // Output-folder safety, host rules, site files, analytics values.
    'generator/pipeline/write/output-dir.ts',
    'generator/pipeline/write/output-lock.ts',
    'generator/serve/host-rules.ts',
    'generator/pipeline/write/site-files.ts',
    'client/analytics.ts',
    // Escaping: the JSON-LD script body and the header's props attribute.
    ...blocks('generator/model/seo.ts', /^export function jsonForScript\(/),
    ...blocks('generator/pipeline/render/chrome.tsx', /^const (escapeAttribute|pathInProps) =/),
    // Schema refinements only: the rest of these files is field types and editor
    // descriptions, whose mutants would say nothing. text.ts is the text rule, whole.
    'generator/model/schema/text.ts',
    ...SCHEMA_FILES.flatMap((file) => blocks(file, REFINEMENT)),
  ],
  // A mutant that loops (the lock's wait, the real-path walk) is cut off this
  // long after the unmutated tests' time, instead of the default 5 s.
  timeoutMS: 3000,
  // Mutants in code that runs once at import (a schema's messages, module constants) would need a
  // fresh module graph and every test file each: left out, they are covered by the tests' literals.
  ignoreStatic: true,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  // The tsconfig rewrite for the sandbox needs TypeScript's JS API, which TypeScript 7
  // (native) has not; tsconfig.json has no paths outside the project to rewrite.
  tsconfigFile: 'no-tsconfig-rewrite.json',
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
};
