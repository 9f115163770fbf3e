// The per-file lifecycle of the browser harness for vitest. Kept apart from
// harness.ts so scripts (scripts/screenshots.ts) can use the harness outside vitest.
import { afterAll, afterEach, beforeAll } from 'vitest';
import { startHarness, type Harness } from './harness.ts';

export * from './harness.ts';

/**
 * One harness per test file, every context it opened closed after each test.
 * Read `session.h` inside tests and hooks (it is set in beforeAll).
 */
export function useHarness(): { h: Harness } {
  const session = {} as { h: Harness };
  beforeAll(async () => {
    session.h = await startHarness();
  });
  afterEach(async () => {
    await session.h?.closeContexts();
  });
  afterAll(async () => {
    await session.h?.close();
  });
  return session;
}
