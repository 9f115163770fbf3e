// Mutation testing (docs/testing.md, "Mutation testing"): the modules where a
// silent bug costs most, against the unit tests in vitest.mutation.config.ts.
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
    'generator/serve/host-rules.ts',
    'generator/pipeline/write/site-files.ts',
    'client/analytics.ts',
    // Escaping: the JSON-LD script body and the header's props attribute.
    'generator/model/seo.ts:12-19',
    'generator/pipeline/render/chrome.tsx:20-23',
    // Schema refinements only (line ranges): the rest of these files is field
    // types and editor descriptions, whose mutants would say nothing.
    'generator/model/schema/primitives.ts:51-58',
    'generator/model/schema/primitives.ts:71-75',
    'generator/model/schema/primitives.ts:97-114',
    'generator/model/schema/primitives.ts:165-172',
    'generator/model/schema/primitives.ts:238-241',
    'generator/model/schema/site.ts:165-168',
    'generator/model/schema/site.ts:243-246',
    'generator/model/schema/collections.ts:224-229',
    'generator/model/schema/pages/service-areas.ts:43-46',
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
