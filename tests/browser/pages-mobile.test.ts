// One page of each type (PAGE_TYPES) loaded once at 390 px under the shipped headers (the
// deployed CSP), and checked on that load by every check of page-checks.ts that asks for a
// phone (sweep.ts): layout at 390, 320 and 768 px, names, axe, 200% text, the keyboard walk,
// contrast, and over the whole visit no CSP violation and no console error. Also the redirect
// stubs under the CSP and the mobile footer. The other pages at 390 px are
// pages-mobile-rest.test.ts (a file of their own, so the two run side by side); desktop widths
// are pages-desktop.test.ts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { consoleErrors, DIST, recordConsole, useHarness } from './session.ts';
import { MOBILE } from './page-checks.ts';
import { PAGE_TYPES, sweep } from './sweep.ts';

const session = useHarness();

const VIEWPORT = MOBILE;
const shared = sweep(session, { viewport: VIEWPORT, pages: PAGE_TYPES });

/** urlPath at the sweep's own width (its last tests leave the tab resized). */
async function visit(page: Page, urlPath: string): Promise<void> {
  await page.setViewportSize(VIEWPORT);
  await page.goto(`${session.h.baseUrl}${urlPath}`, { waitUntil: 'load' });
  await page.waitForSelector('[data-island="header"][data-hydrated="true"]', { state: 'attached' });
}

describe('redirect stubs (for hosts without rules) under the CSP', () => {
  // The server answers the rule paths with a 301; the stub files stay reachable
  // at their file paths, as they are on a host that ignores _redirects.
  const stubs = fg
    .sync('**/index.html', { cwd: DIST })
    .sort()
    .filter((file) => readFileSync(path.join(DIST, file), 'utf8').includes('http-equiv="refresh"'));

  it('there is one stub per redirect', () => {
    expect(stubs).toHaveLength(12);
  });

  it('a stub replaces itself with its target, keeping query and hash, with no CSP report in the console', async () => {
    const page = await shared.context.newPage();
    try {
      // Chromium logs every CSP refusal as a console error, across navigations.
      const messages = recordConsole(page);
      for (const file of stubs.slice(0, 3)) {
        const to = /data-to="([^"]+)"/.exec(readFileSync(path.join(DIST, file), 'utf8'))![1];
        await page.goto(`${session.h.baseUrl}/${file}?ref=x#top`, { waitUntil: 'commit' });
        await page.waitForURL(`${session.h.baseUrl}${to}?ref=x#top`, { waitUntil: 'load' });
      }
      expect(consoleErrors(messages)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe('mobile footer (390 px)', () => {
  it('puts the link groups two by two instead of one long column', async () => {
    const p = shared.page;
    await visit(p, '/');
    const lefts = await p.$$eval('.footer-grid > .footer-col:not(.footer-about)', (cols) =>
      cols.map((c) => Math.round(c.getBoundingClientRect().left)),
    );
    expect(new Set(lefts).size).toBe(2);
    const footer = await p.$eval('.site-footer', (el) => el.getBoundingClientRect().height);
    expect(footer).toBeLessThan(1800);
  });
});
