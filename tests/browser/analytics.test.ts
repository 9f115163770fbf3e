// Analytics events of spec section 7 (client/analytics.ts, client/entries/site.ts):
// shared fields, click tracking, page-level events, service engagement timing
// under a controlled clock, and the missing-gtag warning.
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import {
  useHarness,
  useSharedPage,
  visit,
  events,
  openContext,
  pauseClock,
  type PageOptions,
  type SharedPage,
  VIEWPORTS,
} from './session.ts';

const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const SERVICE_PAGE = '/services/hardwood-flooring';
const CLOCK_START = new Date('2026-03-02T10:00:00Z');

const session = useHarness();

interface OpenOptions extends PageOptions {
  /** Keep clicked links from navigating (a window listener runs after the site's document listener). */
  stayOnPage?: boolean;
  /** Install the page clock paused at its start: time only moves with runFor. */
  pausedClock?: boolean;
}

async function open(
  urlPath: string,
  options: OpenOptions = {},
): Promise<{ page: Page; errors: string[]; messages: string[] }> {
  const context = await openContext(session.h, options);
  if (options.stayOnPage) await keepClicksOnPage(context);
  const page = await context.newPage();
  const errors: string[] = [];
  const messages: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => messages.push(`${m.type()}: ${m.text()}`));
  if (options.pausedClock) await pauseClock(page, CLOCK_START);
  await page.goto(`${session.h.baseUrl}${urlPath}`, { waitUntil: 'load' });
  return { page, errors, messages };
}

/** Clicked links do not navigate (a window listener runs after the site's document listener). */
async function keepClicksOnPage(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    window.addEventListener('click', (e) => {
      if ((e.target as Element | null)?.closest('a')) e.preventDefault();
    });
  });
}

// One recording tab per width, clicks kept on the page, reused across tests.
const tabs = {
  desktop: useSharedPage(session, { recordAnalytics: true, viewport: 'desktop' }),
  mobile: useSharedPage(session, { recordAnalytics: true, viewport: 'mobile' }),
};
beforeAll(async () => {
  for (const tab of Object.values(tabs)) await keepClicksOnPage(tab.context);
});

/** A fresh document: its load-time events are all there. */
const load = (tab: SharedPage, urlPath: string) => visit(session, tab, urlPath);

/** The tab on urlPath, loaded once and reused, with the events recorded so far cleared. */
async function reuse(tab: SharedPage, urlPath: string): Promise<Page> {
  const page = await visit(session, tab, urlPath, { reuse: true });
  await page.evaluate(() => {
    (window as unknown as { __events: unknown[] }).__events.length = 0;
  });
  return page;
}

const named = async (page: Page, name: string) => (await events(page)).filter((e) => e.name === name);

/** The first visible element of a locator (the same control exists in header, mobile bar, footer...). */
async function firstVisible(locator: Locator): Promise<Locator> {
  const n = await locator.count();
  for (let i = 0; i < n; i++) if (await locator.nth(i).isVisible()) return locator.nth(i);
  throw new Error(`no visible element for ${locator}`);
}

describe('shared event fields', () => {
  it('every event carries an ISO timestamp, page location, page title and device type (desktop)', async () => {
    const page = await load(tabs.desktop, '/contact');
    await (await firstVisible(page.locator('a[href^="tel:"]'))).click();
    await expect.poll(async () => (await events(page)).length).toBeGreaterThanOrEqual(3);
    const title = await page.title();
    for (const e of await events(page)) {
      expect(typeof e.params.timestamp).toBe('string');
      expect(new Date(e.params.timestamp as string).toISOString()).toBe(e.params.timestamp);
      expect(e.params.page_location).toBe(`${session.h.baseUrl}/contact`);
      expect(e.params.page_title).toBe(title);
      expect(e.params.device_type).toBe('desktop');
    }
    expect(title.length).toBeGreaterThan(0);
  });

  it('device_type is mobile with an iPhone user agent', async () => {
    const { page } = await open('/contact', { recordAnalytics: true, viewport: 'mobile', userAgent: IPHONE_UA });
    const [view] = await named(page, 'page_view');
    expect(view.params.device_type).toBe('mobile');
  });

  it('device_type follows the user agent, not the window width', async () => {
    const page = await load(tabs.mobile, '/contact');
    const [view] = await named(page, 'page_view');
    expect(view.params.device_type).toBe('desktop');
  });
});

for (const viewport of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
  describe(`click tracking (${viewport})`, () => {
    it('a tel: link fires phone_call_click 750 and conversion_funnel phone_click 750', async () => {
      const page = await reuse(tabs[viewport], '/contact');
      await (await firstVisible(page.locator('a[href^="tel:"]'))).click();
      await expect.poll(async () => (await named(page, 'phone_call_click')).length).toBe(1);
      const [call] = await named(page, 'phone_call_click');
      expect(call.params).toMatchObject({ value: 750, currency: 'USD' });
      expect(call.params.placement).toMatch(/^contact:/);
      const funnel = await named(page, 'conversion_funnel');
      expect(funnel.map((e) => [e.params.funnel_step, e.params.value, e.params.currency])).toEqual([
        ['phone_click', 750, 'USD'],
      ]);
    });

    it('a mailto: link on /contact fires email_click 300', async () => {
      const page = await reuse(tabs[viewport], '/contact');
      await (await firstVisible(page.locator('main a[href^="mailto:"]'))).click();
      await expect.poll(async () => (await named(page, 'email_click')).length).toBe(1);
      const [mail] = await named(page, 'email_click');
      expect(mail.params).toMatchObject({ value: 300, currency: 'USD', placement: 'contact:main' });
      expect((await named(page, 'conversion_funnel')).map((e) => [e.params.funnel_step, e.params.value])).toEqual([
        ['email_click', 300],
      ]);
      expect(await named(page, 'phone_call_click')).toEqual([]);
    });

    it('a Free Estimate button fires conversion_funnel schedule_estimate_click 400 and begin_checkout in USD', async () => {
      const page = await reuse(tabs[viewport], SERVICE_PAGE);
      await (
        await firstVisible(page.locator('a[href="/contact"][data-track="estimate"]', { hasText: /Free Estimate/ }))
      ).click();
      await expect.poll(async () => (await named(page, 'begin_checkout')).length).toBe(1);
      const funnel = await named(page, 'conversion_funnel');
      expect(funnel.map((e) => [e.params.funnel_step, e.params.value, e.params.currency])).toEqual([
        ['schedule_estimate_click', 400, 'USD'],
      ]);
      const [checkout] = await named(page, 'begin_checkout');
      expect(checkout.params).toMatchObject({ currency: 'USD', value: 400 });
      expect(page.url()).toBe(`${session.h.baseUrl}${SERVICE_PAGE}`);
    });

    it('the gallery call-to-action buttons fire gallery_phone_click 750 and gallery_consultation_click 600', async () => {
      const page = await reuse(tabs[viewport], '/gallery');
      const cta = page.locator('main a[data-conversion="gallery_phone_click"]');
      expect(await cta.getAttribute('href')).toMatch(/^tel:/);
      await cta.click();
      await expect.poll(async () => (await named(page, 'conversion_funnel')).length).toBe(1);
      expect((await named(page, 'conversion_funnel'))[0].params).toMatchObject({
        funnel_step: 'gallery_phone_click',
        value: 750,
        currency: 'USD',
      });
      expect((await named(page, 'phone_call_click'))[0].params).toMatchObject({ value: 750 });

      const consult = page.locator('main a[data-conversion="gallery_consultation_click"]');
      expect(await consult.getAttribute('href')).toBe('/contact');
      await consult.click();
      await expect.poll(async () => (await named(page, 'conversion_funnel')).length).toBe(2);
      expect((await named(page, 'conversion_funnel'))[1].params).toMatchObject({
        funnel_step: 'gallery_consultation_click',
        value: 600,
        currency: 'USD',
      });
      expect(await named(page, 'begin_checkout')).toHaveLength(1);
    });
  });
}

describe('tracked controls', () => {
  it('every "Free Estimate" button to /contact and every tel:/mailto: link is tracked', async () => {
    // Footer "Free Estimate" and the mobile menu "Get Free Estimate" sit next to tracked phone links.
    const page = await visit(session, tabs.desktop, '/contact', { reuse: true });
    const untracked = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLAnchorElement>('a')]
        .filter((a) => {
          const href = a.getAttribute('href') ?? '';
          const estimate = href === '/contact' && /free estimate/i.test(a.textContent ?? '');
          return (estimate || href.startsWith('tel:') || href.startsWith('mailto:')) && !a.dataset.track;
        })
        .map(
          (a) =>
            `${a.closest('header, footer, main, .mobile-bar, nav')?.className || 'page'}: ${a.textContent?.trim()}`,
        ),
    );
    expect(untracked).toEqual([]);
  });
});

describe('page-level events', () => {
  it('sends page_view with the page name on every kind of page', async () => {
    const paths = [
      '/',
      '/about',
      '/services',
      '/gallery',
      '/contact',
      '/reviews',
      '/service-areas',
      SERVICE_PAGE,
      '/locations/navy-yard-dc',
      '/projects/georgetown-retail-store',
      '/no-such-page',
    ];
    const { page } = tabs.desktop;
    const missing: string[] = [];
    for (const p of paths) {
      await page.goto(`${session.h.baseUrl}${p}`, { waitUntil: 'domcontentloaded' });
      const name = await page.evaluate(() => document.body.dataset.pageName);
      const views = await named(page, 'page_view');
      if (views.length !== 1 || views[0].params.page_name !== name || !name)
        missing.push(`${p}: ${JSON.stringify(views.map((v) => v.params.page_name))} (body: ${name})`);
    }
    expect(missing).toEqual([]);
    // Eleven page loads in one test: under a loaded machine it outlasts the 30 s default, and a test
    // cut off mid-loop would keep navigating the shared tab under the next tests.
  }, 90_000);

  it('sends service_page_view on a service page, and not elsewhere', async () => {
    const page = await load(tabs.desktop, SERVICE_PAGE);
    const views = await named(page, 'service_page_view');
    expect(views).toHaveLength(1);
    expect(views[0].params.service_name).toBe('Hardwood Flooring');
    const other = await load(tabs.desktop, '/services');
    expect(await named(other, 'service_page_view')).toEqual([]);
  });

  for (const [slug, name, type] of [
    ['fairfax-county-va', 'Fairfax County', 'county'],
    ['washington-dc', 'Washington DC', 'district'],
    ['alexandria-va', 'Alexandria', 'city'],
    ['georgetown-dc', 'Georgetown, DC', 'district'],
    ['prince-georges-county-md', "Prince George's County", 'county'],
  ] as const) {
    it(`sends location_interest ${type} on /locations/${slug}`, async () => {
      const page = await load(tabs.desktop, `/locations/${slug}`);
      expect(await page.evaluate(() => document.body.dataset.pageName)).toBe(name);
      const sent = await named(page, 'location_interest');
      expect(sent).toHaveLength(1);
      expect(sent[0].params).toMatchObject({ location_name: name, location_type: type });
    });
  }
});

describe('service engagement (paused clock)', () => {
  const engagement = (page: Page) => named(page, 'service_engagement');
  const scrollToBottom = (page: Page) => page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));

  it('sends one "engaged" event once the page is half read and 30 s have passed', async () => {
    const { page } = await open(SERVICE_PAGE, { recordAnalytics: true, pausedClock: true });
    await scrollToBottom(page);
    await page.clock.runFor(29_000);
    expect(await engagement(page)).toEqual([]);
    await page.clock.runFor(1_000);
    await expect.poll(async () => (await engagement(page)).length).toBe(1);
    await page.clock.runFor(60_000);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.clock.runFor(5_000);
    const sent = await engagement(page);
    expect(sent).toHaveLength(1);
    expect(sent[0].params).toMatchObject({
      service_name: 'Hardwood Flooring',
      engagement_type: 'engaged',
      value: 30,
      engagement_time: 30,
      scroll_depth: 100,
    });
  });

  it('waits for 50% scroll depth: no "engaged" event after 30 s at the top, one soon after scrolling', async () => {
    const { page } = await open(SERVICE_PAGE, { recordAnalytics: true, pausedClock: true });
    const depthAtTop = await page.evaluate(() =>
      Math.round(((window.scrollY + window.innerHeight) / document.documentElement.scrollHeight) * 100),
    );
    expect(depthAtTop).toBeLessThan(50);
    await page.clock.runFor(40_000);
    expect(await engagement(page)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight * 0.6));
    await page.clock.runFor(1_000);
    await expect.poll(async () => (await engagement(page)).length).toBe(1);
    const [sent] = await engagement(page);
    expect(sent.params.engagement_type).toBe('engaged');
    expect(sent.params.scroll_depth).toBeGreaterThanOrEqual(50);
    // Sent by the scroll handler at 40 s or by the next 1 s check at 41 s.
    expect([40, 41]).toContain(sent.params.value);
  });

  it('on pagehide after more than 10 s sends a page_exit event with the deepest scroll and rounded seconds', async () => {
    const { page } = await open(SERVICE_PAGE, { recordAnalytics: true, pausedClock: true });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight * 0.4));
    await page.clock.runFor(2_000);
    const deepest = await page.evaluate(() =>
      Math.min(100, Math.round(((window.scrollY + window.innerHeight) / document.documentElement.scrollHeight) * 100)),
    );
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.clock.runFor(10_400);
    await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false })));
    const sent = await engagement(page);
    expect(sent).toHaveLength(1);
    expect(sent[0].params).toMatchObject({
      engagement_type: 'page_exit',
      value: 12,
      engagement_time: 12,
      scroll_depth: deepest,
    });
  });

  it('sends no exit event for a visit of 10 s or less', async () => {
    const { page } = await open(SERVICE_PAGE, { recordAnalytics: true, pausedClock: true });
    await scrollToBottom(page);
    await page.clock.runFor(10_000);
    await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false })));
    expect(await engagement(page)).toEqual([]);
  });
});

describe('without the analytics service', () => {
  it('warns "Google Analytics not initialized", skips the event and throws nothing', async () => {
    const { page, errors, messages } = await open('/contact', { stayOnPage: true });
    expect(await page.evaluate(() => typeof (window as unknown as { gtag?: unknown }).gtag)).toBe('undefined');
    await expect
      .poll(() => messages.filter((m) => m === 'warning: Google Analytics not initialized').length)
      .toBeGreaterThanOrEqual(1);
    // web-vitals (client/web-vitals.ts) reports LCP at a visitor's first input: once it is in place,
    // the click's two events and that LCP each warn. Waiting for it keeps the count from depending on
    // whether the idle import finished before the click (2 or 3 warnings on a loaded machine).
    await page.waitForSelector('html[data-web-vitals="on"]', { state: 'attached' });
    const before = messages.length;
    await (await firstVisible(page.locator('a[href^="tel:"]'))).click();
    await expect
      .poll(() => messages.slice(before).filter((m) => m === 'warning: Google Analytics not initialized').length)
      .toBe(3);
    expect(errors).toEqual([]);
    expect(
      messages.filter((m) => m.startsWith('error:') && !m.includes('GTM') && !m.includes('Failed to load resource')),
    ).toEqual([]);
  });
});
