// The per-file lifecycle of the browser harness for vitest. Kept apart from
// harness.ts so scripts (scripts/screenshots.ts) can use the harness outside vitest.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { openContext, recordConsole, startHarness, type Harness, type PageOptions } from './harness.ts';

export * from './harness.ts';

/**
 * One harness per test file (its own preview server, a connection to the run's
 * shared browser), every context it opened closed after each test.
 * Read `session.h` inside tests and hooks (it is set in beforeAll).
 */
export function useHarness(): { h: Harness } {
  const session = {} as { h: Harness };
  beforeAll(async () => {
    session.h = await startHarness({ wsEndpoint: inject('browserWsEndpoint') });
  });
  afterEach(async () => {
    await session.h?.closeContexts();
  });
  afterAll(async () => {
    await session.h?.close();
  });
  return session;
}

export interface SharedPage {
  context: BrowserContext;
  page: Page;
  /** Every console message of the page since it opened (recordConsole). */
  console: string[];
}

/**
 * One context and page for a whole describe block, kept open across its tests
 * (a context costs as much as a page load on a busy machine). For tests that
 * only read the page, or that navigate or undo what they change. Call it inside
 * the describe, after useHarness; read the fields inside tests and hooks.
 */
export function useSharedPage(session: { h: Harness }, options: PageOptions = {}): SharedPage {
  const shared = {} as SharedPage;
  beforeAll(async () => {
    shared.context = await openContext(session.h, options);
    // Not one of the per-test contexts that useHarness closes after each test.
    session.h.contexts.delete(shared.context);
    shared.page = await shared.context.newPage();
    shared.console = recordConsole(shared.page);
  });
  afterAll(async () => {
    await shared.context?.close();
  });
  return shared;
}

export interface VisitOptions {
  /** Keep the loaded document when the page is already there (scrolled back to the top): for tests that only read it. */
  reuse?: boolean;
  /** A selector to wait for (attached) after loading, e.g. a hydrated island. */
  ready?: string;
}

/** Navigates a shared page to urlPath: a fresh document unless `reuse` and it is already there. */
export async function visit(
  session: { h: Harness },
  shared: SharedPage,
  urlPath: string,
  options: VisitOptions = {},
): Promise<Page> {
  const { page } = shared;
  const url = `${session.h.baseUrl}${urlPath}`;
  if (options.reuse && page.url() === url) {
    await page.evaluate(() => window.scrollTo(0, 0));
  } else {
    // The pointer where a new tab has it, so an earlier test's hover does not carry over.
    await page.mouse.move(0, 0);
    await page.goto(url, { waitUntil: 'load' });
  }
  if (options.ready) await page.waitForSelector(options.ready, { state: 'attached' });
  return page;
}
