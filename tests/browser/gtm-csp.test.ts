// The owner's tags under the Content-Security-Policy: a stand-in Tag Manager
// container (served locally in place of gtm.js) that does what a contractor's
// call-tracking or pixel tags do: a Custom HTML tag (an inline <script> it
// appends) and a Custom JavaScript variable (evaluated code). Under the policy
// the site ships with, both run and nothing is reported; under the strict
// policy the same container loads but both are blocked.
import path from 'node:path';
import type { BrowserContext, Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../generator/pipeline/content/load.ts';
import { contentSecurityPolicy } from '../../generator/pipeline/write/site-files.ts';
import { cspViolations, openContext, useHarness } from './session.ts';
import { SETTINGS_PATH, settingsRow } from './settings-stub.ts';

const session = useHarness();

const site = loadContent(path.resolve(import.meta.dirname, '../../content')).site;

/** What Tag Manager's runtime does with a Custom HTML tag and a Custom JavaScript variable. */
const STAND_IN_CONTAINER = `
window.__container = { loaded: true };
try {
  window.__container.variable = new Function('return "cjs:" + document.title.length')();
} catch (error) {
  window.__container.variableError = String(error);
}
var tag = document.createElement('script');
tag.text = 'window.__customHtmlTag = "ran";';
document.head.appendChild(tag);
`;

const container = (route: Route) =>
  route.fulfill({ status: 200, contentType: 'text/javascript', body: STAND_IN_CONTAINER });

interface Outcome {
  page: Page;
  loaded: boolean;
  variable: string | null;
  tag: string | null;
  violations: string[];
  policy: string;
}

async function visit(policy?: 'strict'): Promise<Outcome> {
  const context: BrowserContext = await openContext(session.h, {
    stubs: { [SETTINGS_PATH]: settingsRow('GTM-TEST123'), 'www.googletagmanager.com/gtm.js': container },
  });
  if (policy) {
    // Serve the same page under the other policy: the header the build would write for it.
    const strict = contentSecurityPolicy({ ...site, analytics: { ...site.analytics, contentSecurityPolicy: policy } });
    await context.route(`${session.h.baseUrl}/about`, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': strict } });
    });
  }
  const page: Page = await context.newPage();
  const response = await page.goto(`${session.h.baseUrl}/about`, { waitUntil: 'load' });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.dataset.gtm ?? ''), { timeout: 15_000 })
    .toBe('loaded');
  await expect
    .poll(() => page.evaluate(() => Boolean((window as unknown as { __container?: object }).__container)))
    .toBe(true);
  const state = await page.evaluate(() => {
    const w = window as unknown as { __container: { loaded: boolean; variable?: string }; __customHtmlTag?: string };
    return { loaded: w.__container.loaded, variable: w.__container.variable ?? null, tag: w.__customHtmlTag ?? null };
  });
  return {
    page,
    ...state,
    violations: await cspViolations(page),
    policy: response?.headers()['content-security-policy'] ?? '',
  };
}

describe('tag-manager container under the CSP', () => {
  it('site.yaml ships the tag-manager policy', () => {
    expect(site.analytics.contentSecurityPolicy).toBe('tag-manager');
  });

  it('under the shipped policy the Custom HTML tag and the Custom JavaScript variable run, with no violation', async () => {
    const outcome = await visit();
    expect(outcome.policy).toBe(contentSecurityPolicy(site));
    expect(outcome.loaded).toBe(true);
    expect(outcome.variable).toMatch(/^cjs:\d+$/);
    // The appended inline script runs synchronously on insertion when allowed.
    expect(outcome.tag).toBe('ran');
    expect(outcome.violations).toEqual([]);
  });

  it('under the strict policy the container loads but both are blocked and reported', async () => {
    const outcome = await visit('strict');
    expect(outcome.policy).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(outcome.loaded).toBe(true);
    expect(outcome.variable).toBeNull();
    expect(outcome.tag).toBeNull();
    // Violation events are dispatched asynchronously: wait for both reports.
    await expect
      .poll(async () => {
        const violations = await cspViolations(outcome.page);
        return [violations.some((v) => / blocked eval /.test(v)), violations.some((v) => / blocked inline /.test(v))];
      })
      .toEqual([true, true]);
  });
});
