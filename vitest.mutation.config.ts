import { defineConfig } from 'vitest/config';
import { selectedModules } from './stryker.config.mjs';

// Mutation runs (stryker.config.mjs): only the fast unit tests of the mutated
// modules (MUTATION_MODULE's, or every module's). Site and browser tests need a
// whole build, which would make each mutant take minutes.
export default defineConfig({
  oxc: { jsx: { development: false } },
  test: {
    env: { NODE_ENV: 'production' },
    include: [...new Set(selectedModules().flatMap((m) => m.tests))],
    // The same fast-check seed as vitest.config.ts, so a mutant's status repeats from run to run.
    setupFiles: ['tests/fixtures/seeded.ts'],
    testTimeout: 30_000,
    pool: 'forks',
    maxWorkers: 1,
  },
});
