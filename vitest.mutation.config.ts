import { defineConfig } from 'vitest/config';

// Mutation runs (stryker.config.mjs): only the fast unit tests of the mutated
// modules. Site and browser tests need a whole build, which would make each
// mutant take minutes.
export default defineConfig({
  oxc: { jsx: { development: false } },
  test: {
    env: { NODE_ENV: 'production' },
    include: [
      'tests/unit/output-dir.test.ts',
      'tests/unit/output-lock.test.ts',
      'tests/unit/host-rules.test.ts',
      'tests/unit/site-files.test.ts',
      'tests/unit/schema-refinements.test.ts',
      'tests/unit/text-rules.test.ts',
      'tests/unit/escaping.test.ts',
      'tests/unit/analytics-values.test.ts',
    ],
    testTimeout: 30_000,
    pool: 'forks',
    maxWorkers: 1,
  },
});
