// Shared header (client/islands/Header.tsx, spec section 2 "Shared header" and
// "Mobile bottom bar"): hover-intent dropdowns with the 200 / 300 / 150 ms
// delays driven by Playwright's fake clock, keyboard and click toggling,
// active-route highlighting, the hamburger menu and the mobile bottom bar; the
// compact header from 1024 to 1279 px and the orange primary buttons.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { MOBILE_BAR_SPACER_PX } from '../../generator/model/constants.ts';
import { useHarness, useSharedPage, visit, VIEWPORTS } from './session.ts';
import { setTextSize } from './large-text-checks.ts';

const session = useHarness();

const T0 = new Date('2026-01-05T10:00:00Z').getTime();

const HEADER_READY = '[data-island="header"][data-hydrated="true"]';
const trigger = (id: 'services' | 'areas') => `.desktop-nav button[aria-controls="menu-${id}"]`;

async function menuState(page: Page, id: 'services' | 'areas') {
  return page.evaluate((menuId) => {
    const button = document.querySelector(`.desktop-nav button[aria-controls="menu-${menuId}"]`)!;
    const menu = document.getElementById(`menu-${menuId}`)!;
    return { expanded: button.getAttribute('aria-expanded'), hidden: menu.hidden };
  }, id);
}
const isOpen = async (page: Page, id: 'services' | 'areas') => {
  const s = await menuState(page, id);
  // aria-expanded must always agree with the panel's visibility.
  expect(s.expanded === 'true').toBe(!s.hidden);
  return !s.hidden;
};

/** Move the real mouse pointer onto the dropdown's list item (its trigger). */
async function pointTo(page: Page, id: 'services' | 'areas') {
  const box = await page.locator(trigger(id)).boundingBox();
  if (!box) throw new Error(`trigger ${id} has no box`);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
}
/** Move the pointer onto the logo: inside the header, outside both dropdowns. */
async function pointAway(page: Page) {
  const box = await page.locator('.site-header .logo').boundingBox();
  if (!box) throw new Error('logo has no box');
  await page.mouse.move(box.x + 4, box.y + box.height / 2);
}

describe('desktop dropdowns (1280 px)', () => {
  // One /about page for the hover-intent tests, its clock paused: timers only
  // fire when a test advances time.
  const clocked = useSharedPage(session, { viewport: 'desktop' });
  beforeAll(async () => {
    const { page } = clocked;
    await page.clock.install({ time: T0 });
    await page.goto(`${session.h.baseUrl}/about`, { waitUntil: 'load' });
    await page.waitForSelector(HEADER_READY, { state: 'attached' });
    // Flush hydration effects (document listeners) and stop the clock.
    await page.clock.pauseAt(T0 + 60_000);
    await page.clock.runFor(1000);
  });

  /**
   * The clocked page as a fresh one would be: pointer away, nothing focused, both
   * menus closed and the last close long past (more than the 300 ms skip window).
   */
  async function openWithClock(): Promise<Page> {
    const { page } = clocked;
    await pointAway(page);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(1000);
    expect(await isOpen(page, 'services')).toBe(false);
    expect(await isOpen(page, 'areas')).toBe(false);
    return page;
  }

  // The other desktop tests read one page at a time.
  const plain = useSharedPage(session, { viewport: 'desktop' });
  const open = (urlPath: string) => visit(session, plain, urlPath, { reuse: true, ready: HEADER_READY });

  it('open on hover only after the 200 ms delay', async () => {
    const page = await openWithClock();
    await pointAway(page);
    expect(await isOpen(page, 'services')).toBe(false);
    await pointTo(page, 'services');
    await page.clock.runFor(150);
    expect(await isOpen(page, 'services')).toBe(false);
    await page.clock.runFor(60);
    expect(await isOpen(page, 'services')).toBe(true);
    expect(await isOpen(page, 'areas')).toBe(false);
    expect(await page.locator('#menu-services').isVisible()).toBe(true);
  });

  it('does not open when the pointer passes through in under 200 ms', async () => {
    const page = await openWithClock();
    await pointAway(page);
    await pointTo(page, 'areas');
    await page.clock.runFor(100);
    await pointAway(page);
    await page.clock.runFor(1000);
    expect(await isOpen(page, 'areas')).toBe(false);
  });

  it('closes 150 ms after the pointer leaves, and re-entering in time keeps it open', async () => {
    const page = await openWithClock();
    await pointAway(page);
    await pointTo(page, 'areas');
    await page.clock.runFor(250);
    expect(await isOpen(page, 'areas')).toBe(true);

    await pointAway(page);
    await page.clock.runFor(140);
    expect(await isOpen(page, 'areas')).toBe(true);
    await pointTo(page, 'areas');
    await page.clock.runFor(500);
    expect(await isOpen(page, 'areas')).toBe(true);

    await pointAway(page);
    await page.clock.runFor(140);
    expect(await isOpen(page, 'areas')).toBe(true);
    await page.clock.runFor(20);
    expect(await isOpen(page, 'areas')).toBe(false);
  });

  it('moving from one open dropdown to the other opens it instantly', async () => {
    const page = await openWithClock();
    await pointAway(page);
    await pointTo(page, 'services');
    await page.clock.runFor(250);
    expect(await isOpen(page, 'services')).toBe(true);
    await pointTo(page, 'areas');
    await page.clock.runFor(0);
    expect(await isOpen(page, 'areas')).toBe(true);
    expect(await isOpen(page, 'services')).toBe(false);
  });

  it('skips the open delay within 300 ms of a menu closing, not after', async () => {
    const page = await openWithClock();
    await pointAway(page);
    await pointTo(page, 'services');
    await page.clock.runFor(250);
    await pointAway(page);
    await page.clock.runFor(160); // closed now
    expect(await isOpen(page, 'services')).toBe(false);
    await page.clock.runFor(100); // 100 ms after closing
    await pointTo(page, 'areas');
    await page.clock.runFor(0);
    expect(await isOpen(page, 'areas')).toBe(true);

    await pointAway(page);
    await page.clock.runFor(160); // closed
    expect(await isOpen(page, 'areas')).toBe(false);
    await page.clock.runFor(400); // well past the skip window
    await pointTo(page, 'services');
    await page.clock.runFor(150);
    expect(await isOpen(page, 'services')).toBe(false);
    await page.clock.runFor(60);
    expect(await isOpen(page, 'services')).toBe(true);
  });

  // The spec's 300 ms, probed at both edges: a shorter or longer window fails one of the two.
  it('the skip window is 300 ms: the next menu opens at once 290 ms after a close, and waits 310 ms after', async () => {
    const page = await openWithClock();
    await pointAway(page);
    await pointTo(page, 'services');
    await page.clock.runFor(250);
    await pointAway(page);
    await page.clock.runFor(160); // closed 10 ms ago (150 ms after leaving)
    expect(await isOpen(page, 'services')).toBe(false);
    await page.clock.runFor(280); // 290 ms after closing
    await pointTo(page, 'areas');
    await page.clock.runFor(0);
    expect(await isOpen(page, 'areas')).toBe(true);

    await pointAway(page);
    await page.clock.runFor(160); // closed 10 ms ago
    expect(await isOpen(page, 'areas')).toBe(false);
    await page.clock.runFor(300); // 310 ms after closing
    await pointTo(page, 'services');
    await page.clock.runFor(0);
    expect(await isOpen(page, 'services')).toBe(false);
    await page.clock.runFor(200);
    expect(await isOpen(page, 'services')).toBe(true);
  });

  it('click and Enter on a trigger toggle it; Escape closes', async () => {
    const page = await openWithClock();
    await page.click(trigger('services'));
    expect(await isOpen(page, 'services')).toBe(true);
    await page.click(trigger('services'));
    expect(await isOpen(page, 'services')).toBe(false);

    await page.mouse.move(0, 0);
    await page.focus(trigger('areas'));
    await page.keyboard.press('Enter');
    expect(await isOpen(page, 'areas')).toBe(true);
    await page.keyboard.press('Escape');
    expect(await isOpen(page, 'areas')).toBe(false);
    await page.keyboard.press('Enter');
    expect(await isOpen(page, 'areas')).toBe(true);
    await page.keyboard.press('Enter');
    expect(await isOpen(page, 'areas')).toBe(false);
  });

  it('lists the overview plus 8 services and the overview plus 11 areas', async () => {
    const page = await open('/');
    const links = (id: string) => page.$$eval(`#menu-${id} a`, (as) => as.map((a) => a.getAttribute('href')));
    const services = await links('services');
    expect(services).toHaveLength(9);
    expect(services[0]).toBe('/services');
    expect(new Set(services.slice(1)).size).toBe(8);
    for (const href of services.slice(1)) expect(href).toMatch(/^\/services\/[a-z-]+$/);

    const areas = await links('areas');
    expect(areas).toEqual([
      '/service-areas',
      ...[
        'washington-dc',
        'montgomery-county-md',
        'prince-georges-county-md',
        'anne-arundel-county-md',
        'howard-county-md',
        'charles-county-md',
        'arlington-county-va',
        'fairfax-county-va',
        'loudoun-county-va',
        'prince-william-county-va',
        'alexandria-va',
      ].map((s) => `/locations/${s}`),
    ]);
    // Every dropdown target is a page that exists.
    for (const href of [...services, ...areas]) {
      const status = await page.evaluate(async (u) => (await fetch(u!)).status, href);
      expect(status, href!).toBe(200);
    }
  });

  it('highlights the active route', async () => {
    const about = await open('/about');
    expect(await about.getAttribute('.desktop-nav a[href="/about"]', 'aria-current')).toBe('page');
    expect(await about.getAttribute('.desktop-nav a[href="/"]', 'aria-current')).toBeNull();
    expect(await about.getAttribute('.desktop-nav a[href="/gallery"]', 'aria-current')).toBeNull();
    expect(await about.$eval(trigger('services'), (b) => b.classList.contains('active'))).toBe(false);

    const service = await open('/services/hardwood-flooring');
    expect(await service.$eval(trigger('services'), (b) => b.classList.contains('active'))).toBe(true);
    expect(await service.$eval(trigger('areas'), (b) => b.classList.contains('active'))).toBe(false);
    expect(await service.getAttribute('#menu-services a[href="/services/hardwood-flooring"]', 'aria-current')).toBe(
      'page',
    );
    expect(await service.getAttribute('.desktop-nav a[href="/about"]', 'aria-current')).toBeNull();

    const location = await open('/locations/fairfax-county-va');
    expect(await location.$eval(trigger('areas'), (b) => b.classList.contains('active'))).toBe(true);
    expect(await location.$eval(trigger('services'), (b) => b.classList.contains('active'))).toBe(false);

    const home = await open('/');
    expect(await home.getAttribute('.desktop-nav a[href="/"]', 'aria-current')).toBe('page');
  });

  it('shows the desktop nav and hides the hamburger and the bottom bar', async () => {
    const page = await open('/about');
    expect(await page.locator('.desktop-nav').isVisible()).toBe(true);
    expect(await page.locator('.menu-toggle').isVisible()).toBe(false);
    expect(await page.locator('.mobile-bar').isVisible()).toBe(false);
  });

  it('is sticky: stays at the top of the viewport after scrolling', async () => {
    const page = await open('/about');
    expect(await page.$eval('.site-header', (el) => getComputedStyle(el).position)).toBe('sticky');
    await page.evaluate(() => window.scrollTo(0, 1500));
    await page.waitForFunction(() => window.scrollY >= 1500);
    const box = await page.$eval('.site-header', (el) => el.getBoundingClientRect().toJSON() as DOMRect);
    expect(Math.abs(box.top)).toBeLessThan(1);
    expect(box.height).toBeGreaterThan(0);
  });
});

describe('mobile header (390 px)', () => {
  // Each test changes the menu, so each gets a fresh document (one shared tab).
  const mobile = useSharedPage(session, { viewport: 'mobile' });
  async function open(urlPath: string): Promise<Page> {
    // One test resizes the window: every test starts at 390 px.
    await mobile.page.setViewportSize(VIEWPORTS.mobile);
    return visit(session, mobile, urlPath, { ready: HEADER_READY });
  }
  const menuHidden = (page: Page) => page.$eval('#mobile-menu', (el) => (el as HTMLElement).hidden);
  const groupOpen = (page: Page, id: 'services' | 'areas') =>
    page.evaluate((gid) => {
      const button = document.querySelector(`button[aria-controls="mobile-${gid}"]`)!;
      const list = document.getElementById(`mobile-${gid}`)!;
      if ((button.getAttribute('aria-expanded') === 'true') === list.hidden)
        throw new Error(`aria-expanded out of sync for ${gid}`);
      return !list.hidden;
    }, id);

  it('hides the desktop nav and shows the hamburger', async () => {
    const page = await open('/');
    expect(await page.locator('.desktop-nav').isVisible()).toBe(false);
    expect(await page.locator('.menu-toggle').isVisible()).toBe(true);
    expect(await page.locator('#mobile-menu').isVisible()).toBe(false);
  });

  it('the hamburger toggles the menu and the two groups expand independently', async () => {
    const page = await open('/');
    expect(await menuHidden(page)).toBe(true);
    await page.click('.menu-toggle');
    expect(await menuHidden(page)).toBe(false);
    expect(await page.getAttribute('.menu-toggle', 'aria-expanded')).toBe('true');
    expect(await page.locator('#mobile-menu').isVisible()).toBe(true);
    expect(await groupOpen(page, 'services')).toBe(false);
    expect(await groupOpen(page, 'areas')).toBe(false);

    await page.click('button[aria-controls="mobile-services"]');
    expect(await groupOpen(page, 'services')).toBe(true);
    expect(await groupOpen(page, 'areas')).toBe(false);
    expect(await page.$$eval('#mobile-services a', (a) => a.length)).toBe(9);
    await page.click('button[aria-controls="mobile-areas"]');
    expect(await groupOpen(page, 'services')).toBe(true);
    expect(await groupOpen(page, 'areas')).toBe(true);
    expect(await page.$$eval('#mobile-areas a', (a) => a.length)).toBe(12);
    await page.click('button[aria-controls="mobile-services"]');
    expect(await groupOpen(page, 'services')).toBe(false);
    expect(await groupOpen(page, 'areas')).toBe(true);

    await page.click('.menu-toggle');
    expect(await menuHidden(page)).toBe(true);
    expect(await page.getAttribute('.menu-toggle', 'aria-expanded')).toBe('false');
    // Groups reset when the menu closes.
    await page.click('.menu-toggle');
    expect(await groupOpen(page, 'services')).toBe(false);
    expect(await groupOpen(page, 'areas')).toBe(false);
  });

  it('the menu is at most 70% of the viewport height and scrolls', async () => {
    const page = await open('/');
    await page.click('.menu-toggle');
    await page.click('button[aria-controls="mobile-services"]');
    await page.click('button[aria-controls="mobile-areas"]');
    const limit = VIEWPORTS.mobile.height * 0.7;
    const style = await page.$eval('#mobile-menu', (el) => ({
      maxHeight: getComputedStyle(el).maxHeight,
      overflowY: getComputedStyle(el).overflowY,
      height: el.getBoundingClientRect().height,
      scrollHeight: el.scrollHeight,
    }));
    expect(parseFloat(style.maxHeight)).toBeCloseTo(limit, 0);
    expect(style.height).toBeLessThanOrEqual(limit + 1);
    // Both groups expanded hold more than fits: the rest must be reachable by scrolling.
    expect(style.scrollHeight).toBeGreaterThan(style.height);
    expect(['auto', 'scroll']).toContain(style.overflowY);
  });

  it('choosing a link closes the menu, and its groups are collapsed when reopened', async () => {
    const page = await open('/');
    // Keep the page in place so the close-on-choose behaviour itself is observed.
    await page.evaluate(() =>
      document.addEventListener('click', (e) => {
        if ((e.target as Element).closest('a')) e.preventDefault();
      }),
    );
    await page.click('.menu-toggle');
    await page.click('button[aria-controls="mobile-areas"]');
    await page.click('#mobile-areas a[href="/locations/alexandria-va"]');
    expect(await menuHidden(page)).toBe(true);
    expect(await page.getAttribute('.menu-toggle', 'aria-expanded')).toBe('false');
    await page.click('.menu-toggle');
    expect(await groupOpen(page, 'areas')).toBe(false);
    expect(await groupOpen(page, 'services')).toBe(false);

    await page.click('#mobile-menu > ul > li > a[href="/gallery"]');
    expect(await menuHidden(page)).toBe(true);
  });

  it('a chosen link navigates to its page', async () => {
    const page = await open('/');
    await page.click('.menu-toggle');
    await page.click('button[aria-controls="mobile-services"]');
    await Promise.all([
      page.waitForURL('**/services/hardwood-flooring'),
      page.click('#mobile-services a[href="/services/hardwood-flooring"]'),
    ]);
    expect(await page.locator('h1').first().textContent()).toMatch(/hardwood/i);
  });

  it('Escape closes the mobile menu', async () => {
    const page = await open('/');
    await page.click('.menu-toggle');
    expect(await menuHidden(page)).toBe(false);
    await page.keyboard.press('Escape');
    expect(await menuHidden(page)).toBe(true);
  });

  it('groups reset when the menu is closed with Escape', async () => {
    // Spec section 4: "its two groups reset when it closes" (any way of closing).
    const page = await open('/');
    await page.click('.menu-toggle');
    await page.click('button[aria-controls="mobile-services"]');
    expect(await groupOpen(page, 'services')).toBe(true);
    await page.keyboard.press('Escape');
    expect(await menuHidden(page)).toBe(true);
    await page.click('.menu-toggle');
    expect(await groupOpen(page, 'services')).toBe(false);
  });

  it('shows the fixed bottom bar with Call Us and Free Estimate, and a spacer taller than the bar', async () => {
    const page = await open('/about');
    const bar = page.locator('.mobile-bar');
    expect(await bar.isVisible()).toBe(true);
    const call = bar.locator('a[href^="tel:"]');
    expect(await call.count()).toBe(1);
    expect(await call.getAttribute('href')).toBe('tel:+12025550142');
    expect((await call.textContent())?.trim()).toBe('Call Us');
    const estimate = bar.locator('a[href="/contact"]');
    expect(await estimate.count()).toBe(1);
    expect((await estimate.textContent())?.trim()).toBe('Free Estimate');

    expect(await page.$eval('.mobile-bar', (el) => getComputedStyle(el).position)).toBe('fixed');
    await page.evaluate(() => window.scrollTo(0, 1200));
    const box = await bar.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y + box!.height).toBeCloseTo(VIEWPORTS.mobile.height, 0);
    // The spacer after the footer is taller than the bar, so the end of the page can be scrolled clear of it:
    // the spec's 80 px at normal text size.
    const spacer = await page.$eval('.mobile-bar-spacer', (el) => el.getBoundingClientRect().height);
    expect(spacer).toBeGreaterThanOrEqual(box!.height + 10);
    expect(spacer).toBe(MOBILE_BAR_SPACER_PX);
    expect(MOBILE_BAR_SPACER_PX).toBe(80);
  });

  it('keeps the spacer at 80 px until larger text makes the bar taller, then 10 px taller than the bar', async () => {
    const page = await open('/about');
    const heights = () =>
      page.evaluate(() => ({
        bar: document.querySelector('.mobile-bar')!.getBoundingClientRect().height,
        spacer: document.querySelector('.mobile-bar-spacer')!.getBoundingClientRect().height,
      }));
    const normal = await heights();
    expect(normal.bar).toBeLessThan(70);
    expect(normal.spacer).toBe(80);
    // 200% text (as text-size.test.ts sets it): at 390 px the two buttons stack, the bar is about 160 px.
    await setTextSize(page, 200);
    const doubled = await heights();
    expect(doubled.bar).toBeGreaterThan(150);
    expect(doubled.spacer).toBeCloseTo(doubled.bar + 10, 1);
    // 125%: one row of larger buttons, the bar just over 70 px.
    await page.addStyleTag({ content: 'html { font-size: 125% !important; }' });
    await setTextSize(page, 100);
    const larger = await heights();
    expect(larger.bar).toBeGreaterThan(70);
    expect(larger.bar).toBeLessThan(80);
    expect(larger.spacer).toBeCloseTo(larger.bar + 10, 1);
  });

  it('hides the bottom bar from 768 px up', async () => {
    const page = await open('/about');
    await page.setViewportSize({ width: 767, height: 800 });
    expect(await page.locator('.mobile-bar').isVisible()).toBe(true);
    await page.setViewportSize({ width: 768, height: 800 });
    expect(await page.locator('.mobile-bar').isVisible()).toBe(false);
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await page.locator('.mobile-bar').isVisible()).toBe(false);
  });
});

describe('compact header where the full nav does not fit (1024-1279 px)', () => {
  const wide = useSharedPage(session, { viewport: 'desktop' });
  /** /about loaded at this window width. */
  async function openAt(width: number): Promise<Page> {
    await wide.page.setViewportSize({ width, height: 800 });
    return visit(session, wide, '/about', { ready: HEADER_READY });
  }

  for (const width of [1024, 1180, 1279]) {
    it(`at ${width} px shows the whole logo and name, the hamburger, and no desktop nav`, async () => {
      const page = await openAt(width);
      expect(await page.locator('.desktop-nav').isVisible()).toBe(false);
      expect(await page.locator('.menu-toggle').isVisible()).toBe(true);
      expect(await page.locator('.header-inner .logo-text').isVisible()).toBe(true);
      expect(await page.locator('.header-inner .estimate-button').isVisible()).toBe(true);
      await page.click('.menu-toggle');
      expect(await page.locator('#mobile-menu').isVisible()).toBe(true);
      expect(await page.$$eval('#mobile-menu > ul > li', (lis) => lis.length)).toBeGreaterThanOrEqual(7);
    });
  }

  it('from 1280 px the full nav sits next to the whole logo and name', async () => {
    const page = await openAt(1280);
    expect(await page.locator('.desktop-nav').isVisible()).toBe(true);
    expect(await page.locator('.header-inner .logo-text').isVisible()).toBe(true);
  });
});

describe('button colours', () => {
  const plain = useSharedPage(session, { viewport: 'desktop' });
  const open = (urlPath: string) => visit(session, plain, urlPath, { reuse: true, ready: HEADER_READY });
  const background = (page: Page, selector: string) =>
    page.$eval(selector, (el) => getComputedStyle(el).backgroundColor);

  it("the header's Get Free Estimate is orange like the page's other primary calls to action", async () => {
    const page = await open('/about');
    const heroPrimary = await background(page, '.page-hero .hero-actions .btn-accent');
    expect(await background(page, '.header-inner .estimate-button')).toBe(heroPrimary);
  });

  it("the footer's Call Now button stands out from the navy footer", async () => {
    const page = await open('/about');
    const footer = await background(page, '.site-footer');
    const call = await background(page, '.footer-buttons a[data-track="phone"]');
    expect(call).not.toBe(footer);
    expect(call).toBe(await background(page, '.page-hero .hero-actions .btn-accent'));
  });
});
