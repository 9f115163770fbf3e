import { defineConfig } from 'vitest/config';
import { testScratchDir } from './tests/fixtures/scratch-dir.ts';

/**
 * Unit files that replace a module with vi.mock: each needs a module graph of its own, since in the
 * shared one the module under test may already hold the real import (tests/unit/mock-isolation.test.ts keeps
 * this list complete).
 */
export const MOCKING_UNIT_FILES = [
  'tests/unit/content-cache.test.ts',
  'tests/unit/last-load.test.ts',
  'tests/unit/page-dates.test.ts',
];

// Set here, in the process that starts the workers, global setups and every child they spawn.
const scratch = testScratchDir();
if (scratch) process.env.TMPDIR = scratch;

export default defineConfig({
  // Templates compile to React's production JSX runtime, which is the one
  // loaded under NODE_ENV=production (below); the development runtime's jsxDEV
  // does not exist there.
  oxc: { jsx: { development: false } },
  test: {
    // In-process builds render with React's production build, as the CLI does
    // (bin/build-site): the HTML is the same and it renders several times faster.
    env: { NODE_ENV: 'production' },
    // Limits catch a hang, never a slow machine: four other CPU-bound processes on a 2-core machine make
    // every test several times slower, and the slowest (a CLI spawn, a long page's keyboard walk) take
    // about 20 s on a loaded machine.
    testTimeout: 120_000,
    hookTimeout: 300_000,
    // One seed for every generated test (fast-check), printed by fast-check with any failure;
    // TEST_CPU_LOG=<file> logs the CPU each file and test costs (tests/fixtures/cpu-log.ts).
    setupFiles: ['tests/fixtures/seeded.ts', ...(process.env.TEST_CPU_LOG ? ['tests/fixtures/cpu-log.ts'] : [])],
    pool: 'forks',
    maxWorkers: 2,
    // Conditions in browser tests (a lazy chunk loaded, an animation settled)
    // can take longer than vitest's 1 s default on a loaded 2-core machine.
    expect: { poll: { timeout: 10_000 } },
    projects: [
      // Pure functions and small fixtures of their own: no built site needed. They
      // share one module graph per worker (isolate: false): measured under load,
      // 9.7 s of CPU for tests/unit instead of 17.3 s (forks, isolated) or 14.4 s (threads).
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], exclude: MOCKING_UNIT_FILES, isolate: false },
      },
      // Named to sort before `unit`: vitest starts projects in name order, and these two long files
      // (each in a fresh process) then run beside the shared-graph files instead of last, on one core.
      { extends: true, test: { name: 'mocked-unit', include: MOCKING_UNIT_FILES, isolate: true } },
      {
        extends: true,
        test: {
          name: 'site',
          include: ['tests/site/**/*.test.{ts,tsx}', 'tests/browser/**/*.test.{ts,tsx}'],
          // One build of dist/ per run (tests/fixtures/global-setup.ts): browser tests
          // serve it and build tests read or copy it instead of rebuilding the site.
          // Vitest runs it only when a file of this project is selected.
          // And one Chromium per run (tests/fixtures/browser-server.ts) that browser test files connect to.
          globalSetup: ['tests/fixtures/global-setup.ts', 'tests/fixtures/browser-server.ts'],
        },
      },
    ],
  },
});
