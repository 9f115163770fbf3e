import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    // Browser tests share one built dist/; files run in parallel workers. A few
    // tests spawn whole CLI builds or sweep every page; on a loaded 2-core
    // machine those have taken 31 s, so the limit leaves room for that.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
    // Conditions in browser tests (a lazy chunk loaded, an animation settled)
    // can take longer than vitest's 1 s default on a loaded 2-core machine.
    expect: { poll: { timeout: 10_000 } },
  },
});
