import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    // Browser tests share one built dist/; files run in parallel workers.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
    // Conditions in browser tests (a lazy chunk loaded, an animation settled)
    // can take longer than vitest's 1 s default on a loaded 2-core machine.
    expect: { poll: { timeout: 10_000 } },
  },
});
