import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Templates compile to React's production JSX runtime, which is the one
  // loaded under NODE_ENV=production (below); the development runtime's jsxDEV
  // does not exist there.
  oxc: { jsx: { development: false } },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    // One build of dist/ per run (tests/fixtures/global-setup.ts): browser tests
    // serve it and build tests read or copy it instead of rebuilding the site.
    globalSetup: ['tests/fixtures/global-setup.ts'],
    // No test waits on anything near this: the slowest (a CLI spawn on a loaded
    // 2-core machine) take under 20 s.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // In-process builds render with React's production build, as the CLI does
    // (bin/build-site): the HTML is the same and it renders several times faster.
    env: { NODE_ENV: 'production' },
    pool: 'forks',
    maxWorkers: 2,
    // Conditions in browser tests (a lazy chunk loaded, an animation settled)
    // can take longer than vitest's 1 s default on a loaded 2-core machine.
    expect: { poll: { timeout: 10_000 } },
  },
});
