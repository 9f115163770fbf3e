// Core Web Vitals (client/web-vitals.ts, trackWebVital in client/analytics.ts) under the shipped
// CSP: where analytics is allowed, web-vitals is loaded at idle and LCP, CLS and INP reach the
// analytics events when the page is hidden; where the visitor turned analytics off, the library
// is never fetched and no such event is sent.
// Hiding is simulated as web-vitals' own tests do (visibilityState 'hidden' and a
// visibilitychange event): headless Chromium never hides a tab itself. web-vitals ends LCP only
// on a trusted event (a key, a click or a real hide), so the visitor first presses a key, which
// is also the interaction INP measures; the hide then reports CLS and INP.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CONSENT_STORAGE_KEY } from '../../generator/model/consent-signals.ts';
import { consoleErrors, cspViolations, events, openContext, recordConsole, useHarness } from './session.ts';
import { SETTINGS_PATH, settingsRow } from './settings-stub.ts';

const session = useHarness();
const VITALS = ['LCP', 'INP', 'CLS'];

async function open(urlPath: string, options: { analytics: boolean }) {
  // A container named by the settings backend (gtm.js itself gets an empty script).
  const context = await openContext(session.h, {
    recordAnalytics: true,
    stubs: { [SETTINGS_PATH]: settingsRow('GTM-TEST123') },
  });
  if (!options.analytics)
    // The visitor's saved choice, on the site's pages only (frames of other origins may not store).
    await context.addInitScript(
      ([origin, key, choice]) => {
        if (location.origin === origin) localStorage.setItem(key, choice);
      },
      [session.h.baseUrl, CONSENT_STORAGE_KEY, JSON.stringify({ analytics: false, ads: false })] as const,
    );
  const page = await context.newPage();
  const messages = recordConsole(page);
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto(`${session.h.baseUrl}${urlPath}`, { waitUntil: 'load' });
  // The idle start (client/entries/site.ts) asked for web-vitals, then for the settings: the
  // container is in once the backend answered, so a web-vitals request would have been seen.
  await page.waitForSelector('html[data-gtm="loaded"]', { state: 'attached' });
  return { page, messages, scripts };
}

/** A key press, as a visitor's first input, once the browser has timed it (web-vitals saw it too). */
async function pressKey(page: Page): Promise<void> {
  await page.keyboard.press('Shift');
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        new PerformanceObserver((_list, observer) => {
          observer.disconnect();
          resolve();
        }).observe({ type: 'first-input', buffered: true }),
      ),
  );
}

/** Console errors but the media the harness aborts (photos and videos of the media hosts). */
const errors = (messages: string[]) => consoleErrors(messages).filter((m) => !m.includes('Failed to load resource'));

/** What a tab switch or closing the tab looks like to the page. */
const hide = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    Object.defineProperty(document, 'hidden', { value: true, configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });

const vitals = async (page: Page) => (await events(page)).filter((e) => VITALS.includes(e.name));
const names = async (page: Page) => (await vitals(page)).map((e) => e.name).sort();

describe('Core Web Vitals where analytics is allowed', () => {
  it('LCP, CLS and INP are sent when the page is hidden, with the GA4 fields and the shared ones', async () => {
    const { page, messages } = await open('/', { analytics: true });
    await page.waitForSelector('html[data-web-vitals="on"]', { state: 'attached' });
    await pressKey(page);
    // CLS and INP wait for the page to be hidden.
    expect(await names(page)).not.toContain('CLS');
    expect(await names(page)).not.toContain('INP');
    // web-vitals' own observer can get the key's event entry after the page's observer did (on a
    // loaded machine, after the first hide): each hide reports what is new, as a real tab switch would.
    await expect
      .poll(async () => {
        await hide(page);
        return names(page);
      })
      .toEqual(['CLS', 'INP', 'LCP']);
    for (const { name, params } of await vitals(page)) {
      expect(params.metric_id).toMatch(/^v\d+-\d+-\d+$/);
      expect(['good', 'needs-improvement', 'poor']).toContain(params.metric_rating);
      expect(params.value).toBe(params.metric_delta);
      expect(params.metric_value).toBe(params.metric_delta); // the first report of each
      expect(params.non_interaction).toBe(true);
      expect(params.page_location).toBe(`${session.h.baseUrl}/`);
      expect(typeof params.timestamp).toBe('string');
      if (name === 'CLS') expect(params.metric_value).toBeGreaterThanOrEqual(0);
      else expect(Number.isInteger(params.metric_value)).toBe(true);
      if (name === 'LCP') expect(params.metric_value).toBeGreaterThan(0);
    }
    expect(await cspViolations(page)).toEqual([]);
    expect(errors(messages)).toEqual([]);
  });
});

describe('Core Web Vitals where the visitor turned analytics off', () => {
  it('the library is not fetched and no LCP, INP or CLS event is sent', async () => {
    const { page, messages, scripts } = await open('/', { analytics: false });
    await pressKey(page);
    await hide(page);
    expect(scripts.some((s) => s.includes('/gtm.js'))).toBe(true);
    expect(scripts.filter((s) => s.includes('web-vitals'))).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.dataset.webVitals)).toBeUndefined();
    expect(await vitals(page)).toEqual([]);
    expect(errors(messages)).toEqual([]);
  });
});
