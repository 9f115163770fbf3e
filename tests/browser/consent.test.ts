// Consent Mode v2 and the privacy choices dialog (client/consent-mode.ts, client/islands/PrivacyChoices.tsx)
// under the shipped CSP: the consent default (the site's defaults, Global Privacy Control applied)
// is in the dataLayer before gtm.js is requested; the dialog's choice is sent as an update, saved,
// and sent again on the next page before gtm.js; the spec's events go out only while analytics is
// allowed. The tag manager is a stub at the network layer that records the dataLayer it finds.
import path from 'node:path';
import type { BrowserContext, Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { consentState, type ConsentChoice, type ConsentState } from '../../generator/model/consent-signals.ts';
import { readYamlData } from '../../generator/pipeline/content/read-yaml.ts';
import { cspViolations, events, openContext, recordConsole, consoleErrors, useHarness } from './session.ts';
import { SETTINGS_PATH, settingsRow } from './settings-stub.ts';

const session = useHarness();

const site = readYamlData(path.resolve(import.meta.dirname, '../../content/site.yaml')) as {
  analytics: { consentDefaults: ConsentState };
};
const SHIPPED = site.analytics.consentDefaults;
const DENIED: ConsentState = {
  analytics_storage: 'denied',
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
};

/** gtm.js as a stub that keeps the dataLayer it finds when it runs: what the real container would read first. */
const gtmStub = (route: Route) =>
  route.fulfill({
    status: 200,
    contentType: 'text/javascript',
    body: 'window.__atGtm = JSON.stringify((window.dataLayer || []).map(function (e) { return Object.prototype.toString.call(e) === "[object Arguments]" ? { args: Array.prototype.slice.call(e) } : e; }));',
  });

interface Visitor {
  gpc?: boolean;
  /** Consent defaults written into the page's config in place of the shipped ones. */
  defaults?: ConsentState;
}

/** A context with a container named by the settings stub, gtm.js stubbed, GPC on or off. */
async function visitorContext(v: Visitor): Promise<BrowserContext> {
  const context = await openContext(session.h, {
    stubs: { [SETTINGS_PATH]: settingsRow('GTM-TEST123'), 'www.googletagmanager.com/gtm.js': gtmStub },
    recordAnalytics: true,
  });
  if (v.gpc)
    await context.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true, configurable: true }),
    );
  if (v.defaults) {
    const defaults = v.defaults;
    // The page as served (headers, CSP and all), with other defaults in its config.
    await context.route(`${session.h.baseUrl}/**`, async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const body = (await response.text()).replace(/"consent":\{[^}]*\}/, `"consent":${JSON.stringify(defaults)}`);
      const headers = { ...response.headers() };
      delete headers['content-encoding'];
      delete headers['content-length'];
      return route.fulfill({ response, headers, body });
    });
  }
  return context;
}

type Entry = { args?: unknown[]; event?: string };
/** The dataLayer gtm.js found: consent commands as [command, state], events by name. */
async function layerAtGtm(page: Page): Promise<(string | [string, unknown])[]> {
  const raw = await expect
    .poll(() => page.evaluate(() => (window as unknown as { __atGtm?: string }).__atGtm), { timeout: 10_000 })
    .toBeTruthy()
    .then(() => page.evaluate(() => (window as unknown as { __atGtm: string }).__atGtm));
  return (JSON.parse(raw) as Entry[]).map((e) =>
    e.args ? [`${e.args[0]} ${e.args[1]}`, e.args[2]] : (e.event ?? 'other'),
  );
}

/** Consent commands pushed after load (updates from the dialog), as [command, state]. */
const consentCommands = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer: unknown[] }).dataLayer ?? [])
      .filter((e) => Object.prototype.toString.call(e) === '[object Arguments]')
      .map((e) => Array.prototype.slice.call(e) as unknown[])
      .filter((a) => a[0] === 'consent')
      .map((a) => [`${a[0]} ${a[1]}`, a[2]]),
  );

async function open(context: BrowserContext, urlPath = '/about') {
  const page = await context.newPage();
  const messages = recordConsole(page);
  await page.goto(`${session.h.baseUrl}${urlPath}`, { waitUntil: 'load' });
  return { page, messages };
}

describe('consent default before the tag manager', () => {
  for (const gpc of [false, true])
    for (const [name, defaults] of [
      ['shipped', SHIPPED],
      ['all denied', DENIED],
    ] as const)
      it(`GPC ${gpc ? 'on' : 'off'}, ${name} defaults: the default is sent first, then gtm.js; events only if analytics is allowed`, async () => {
        const context = await visitorContext({ gpc, defaults: name === 'shipped' ? undefined : defaults });
        const { page, messages } = await open(context);
        const layer = await layerAtGtm(page);
        const expected = consentState(defaults, { gpc });
        expect(layer[0]).toEqual(['consent default', expected]);
        expect(layer.indexOf('gtm.js')).toBeGreaterThan(0);
        expect(layer.filter((e) => Array.isArray(e))).toEqual([['consent default', expected]]);
        if (gpc)
          for (const s of ['ad_storage', 'ad_user_data', 'ad_personalization'] as const)
            expect(expected[s]).toBe('denied');
        const pageViews = (await events(page)).filter((e) => e.name === 'page_view');
        expect(pageViews).toHaveLength(expected.analytics_storage === 'granted' ? 1 : 0);
        expect(await cspViolations(page)).toEqual([]);
        expect(consoleErrors(messages)).toEqual([]);
      });
});

/** The footer's link, opened from the keyboard. */
async function openDialog(page: Page) {
  const link = page.locator('.footer-bottom [data-island="privacy-choices"] a');
  await page.waitForSelector('[data-island="privacy-choices"][data-hydrated="true"]', { state: 'attached' });
  await link.focus();
  await page.keyboard.press('Enter');
  await page.waitForSelector('dialog.privacy-dialog[open]');
}

async function choose(page: Page, choice: ConsentChoice) {
  for (const [name, on] of Object.entries(choice)) {
    const box = page.locator(`dialog.privacy-dialog input[name="${name}"]`);
    if (await box.isEnabled()) await box.setChecked(on);
  }
  await page.locator('dialog.privacy-dialog button[type="submit"]').click();
  await page.waitForSelector('dialog.privacy-dialog:not([open])', { state: 'attached' });
}

describe('the privacy choices dialog', () => {
  const CHOICES: ConsentChoice[] = [
    { analytics: false, ads: false },
    { analytics: true, ads: false },
    { analytics: false, ads: true },
  ];
  for (const gpc of [false, true])
    for (const choice of CHOICES)
      it(`GPC ${gpc ? 'on' : 'off'}, analytics ${choice.analytics ? 'on' : 'off'}, ads ${choice.ads ? 'on' : 'off'}: sent as an update, kept for the next page`, async () => {
        const context = await visitorContext({ gpc });
        const { page, messages } = await open(context);
        await layerAtGtm(page);
        await openDialog(page);
        await choose(page, choice);
        const expected = consentState(SHIPPED, { gpc, choice });
        expect((await consentCommands(page)).at(-1)).toEqual(['consent update', expected]);
        // Focus is back on the link that opened it.
        expect(
          await page.evaluate(() => document.activeElement?.closest('[data-island="privacy-choices"]') !== null),
        ).toBe(true);
        // The next page sends the saved choice before gtm.js.
        const next = (await open(context, '/services/hardwood-flooring')).page;
        const layer = await layerAtGtm(next);
        expect(layer.slice(0, 2)).toEqual([
          ['consent default', consentState(SHIPPED, { gpc })],
          ['consent update', expected],
        ]);
        expect(layer.indexOf('gtm.js')).toBeGreaterThan(1);
        const names = (await events(next)).map((e) => e.name);
        if (choice.analytics) expect(names).toContain('service_page_view');
        else expect(names).toEqual([]);
        expect(await cspViolations(page)).toEqual([]);
        expect(await cspViolations(next)).toEqual([]);
        expect(consoleErrors(messages)).toEqual([]);
      });

  it('shows the current state; under GPC advertising is off and cannot be turned on', async () => {
    const context = await visitorContext({ gpc: true });
    const { page } = await open(context);
    await openDialog(page);
    const ads = page.locator('dialog.privacy-dialog input[name="ads"]');
    expect(await ads.isChecked()).toBe(false);
    expect(await ads.isDisabled()).toBe(true);
    expect(await page.locator('dialog.privacy-dialog input[name="analytics"]').isChecked()).toBe(true);
  });

  it('Escape closes it without sending anything, and focus returns to the link', async () => {
    const context = await visitorContext({});
    const { page } = await open(context);
    await layerAtGtm(page);
    const before = await consentCommands(page);
    await openDialog(page);
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
    await page.keyboard.press('Escape');
    await page.waitForSelector('dialog.privacy-dialog:not([open])', { state: 'attached' });
    expect(
      await page.evaluate(() => document.activeElement?.matches('[data-island="privacy-choices"] a') ?? false),
    ).toBe(true);
    expect(await consentCommands(page)).toEqual(before);
  });

  it('is closed on load: no banner, nothing shown until the link is used', async () => {
    const context = await visitorContext({});
    const { page } = await open(context);
    expect(await page.locator('dialog.privacy-dialog').isVisible()).toBe(false);
    expect(await page.locator('dialog[open]').count()).toBe(0);
  });
});
