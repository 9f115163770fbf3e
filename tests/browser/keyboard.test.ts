// Keyboard-only journeys through the overlays and the controls that remove
// themselves (issue #26): focus moves into an overlay when it opens, stays in a
// modal one, a non-modal dropdown closes when focus leaves it, and Escape or
// closing returns focus to the opener; photo changes are announced; Load More
// hands focus to the first new review. Each at 390 and 1280 px where the
// control exists at that width (the mobile menu only below 1280 px, the
// desktop dropdowns only from 1280 px).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useHarness, useSharedPage, visit } from './session.ts';

const session = useHarness();

const HEADER_READY = '[data-island="header"][data-hydrated="true"]';
const GALLERY_READY = '[data-island="project-gallery"][data-hydrated="true"]';
const REVIEWS_READY = '[data-island="reviews"][data-hydrated="true"]';

/** Where focus is: the element's selector-like description, for readable failures. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    const label = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 30) ?? '';
    return `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ').join('.')}` : ''} "${label}"`;
  });
}

/** Whether the focused element is inside (or is) the element selector matches. */
const focusInside = (page: Page, selector: string) =>
  page.evaluate((sel) => document.querySelector(sel)?.contains(document.activeElement) ?? false, selector);

/** Presses key n times; where focus was after each press that left it outside all the selectors. */
async function pressAndTrack(page: Page, key: string, n: number, selectors: string[]): Promise<string[]> {
  // Recorded in the page on each keyup (focus has moved by then): one round trip per press, not three.
  await page.evaluate((sels) => {
    const w = window as unknown as { focusOutside: string[]; focusTrack: (e: KeyboardEvent) => void };
    w.focusOutside = [];
    let press = 0;
    w.focusTrack = (e) => {
      if (e.key !== 'Tab') return;
      press++;
      const el = document.activeElement;
      if (sels.some((s) => document.querySelector(s)?.contains(el))) return;
      const what =
        !el || el === document.body ? 'body' : `${el.tagName.toLowerCase()} "${el.textContent?.trim().slice(0, 30)}"`;
      w.focusOutside.push(`#${press}: ${what}`);
    };
    document.addEventListener('keyup', w.focusTrack, true);
  }, selectors);
  for (let i = 0; i < n; i++) await page.keyboard.press(key);
  return page.evaluate(() => {
    const w = window as unknown as { focusOutside: string[]; focusTrack: (e: KeyboardEvent) => void };
    document.removeEventListener('keyup', w.focusTrack, true);
    return w.focusOutside;
  });
}

describe('mobile menu from the keyboard (390 px)', () => {
  const tab = useSharedPage(session, { viewport: 'mobile' });
  const open = () => visit(session, tab, '/', { ready: HEADER_READY });
  /** The toggle and the menu: the stops Tab may reach while the menu is open. */
  const MENU_AND_TOGGLE = '.site-header';

  it('opening moves focus into the menu and Tab and Shift+Tab stay in it', async () => {
    const page = await open();
    await page.focus('.menu-toggle');
    await page.keyboard.press('Enter');
    await expect.poll(() => focusInside(page, '#mobile-menu')).toBe(true);
    const stops = await page.$$eval(
      '#mobile-menu a, #mobile-menu button',
      (els) => els.filter((e) => e.getClientRects().length > 0).length,
    );
    // Past the last stop Tab wraps to the toggle, then into the menu again (Shift+Tab likewise).
    const presses = stops + 3;
    expect(await pressAndTrack(page, 'Tab', presses, ['#mobile-menu', '.menu-toggle'])).toEqual([]);
    expect(await pressAndTrack(page, 'Shift+Tab', presses, ['#mobile-menu', '.menu-toggle'])).toEqual([]);
    expect(await focusInside(page, MENU_AND_TOGGLE)).toBe(true);
  });

  it('Escape from a link deep in the menu closes it and focuses the toggle', async () => {
    const page = await open();
    await page.focus('.menu-toggle');
    await page.keyboard.press('Enter');
    await expect.poll(() => focusInside(page, '#mobile-menu')).toBe(true);
    // Into the Services group: its toggle, Enter, then Tab to its first link.
    await page.focus('button[aria-controls="mobile-services"]');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(await focusInside(page, '#mobile-services')).toBe(true);
    await page.keyboard.press('Escape');
    expect(await page.$eval('#mobile-menu', (el) => (el as HTMLElement).hidden)).toBe(true);
    await expect.poll(() => focused(page)).toMatch(/^button\.menu-toggle/);
    expect(await page.getAttribute('.menu-toggle', 'aria-expanded')).toBe('false');
  });

  it('closing with the toggle keeps focus on it, and Tab then goes on to the page', async () => {
    const page = await open();
    await page.focus('.menu-toggle');
    await page.keyboard.press('Enter');
    await expect.poll(() => focusInside(page, '#mobile-menu')).toBe(true);
    await page.keyboard.press('Shift+Tab');
    await expect.poll(() => focused(page)).toMatch(/^button\.menu-toggle/);
    await page.keyboard.press('Enter');
    expect(await page.$eval('#mobile-menu', (el) => (el as HTMLElement).hidden)).toBe(true);
    await expect.poll(() => focused(page)).toMatch(/^button\.menu-toggle/);
    // No trap left behind once the menu is closed: Tab goes on past the header.
    await page.keyboard.press('Tab');
    expect(await focusInside(page, '.site-header')).toBe(false);
    expect(await focused(page)).not.toBe('body');
  });
});

describe('mobile menu left open when the window widens to 1280 px', () => {
  const tab = useSharedPage(session, { viewport: 'desktop' });

  it('Tab is not held by a menu that is no longer shown', async () => {
    // The compact header (below 1280 px) has the menu button too.
    await tab.page.setViewportSize({ width: 1180, height: 800 });
    const page = await visit(session, tab, '/about', { ready: HEADER_READY });
    await page.focus('.menu-toggle');
    await page.keyboard.press('Enter');
    await expect.poll(() => focusInside(page, '#mobile-menu')).toBe(true);
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await page.locator('#mobile-menu').isVisible()).toBe(false);
    await page.focus('.desktop-nav a[href="/"]');
    await page.keyboard.press('Tab');
    expect(await focused(page)).not.toMatch(/^a\.nav-link "Home"/);
    expect(await focusInside(page, '.desktop-nav')).toBe(true);
  });
});

describe('desktop dropdowns from the keyboard (1280 px)', () => {
  const tab = useSharedPage(session, { viewport: 'desktop' });
  const open = () => visit(session, tab, '/about', { ready: HEADER_READY });
  const trigger = '.desktop-nav button[aria-controls="menu-services"]';
  const menuOpen = (page: Page) => page.$eval('#menu-services', (el) => !(el as HTMLElement).hidden);

  it('Escape from a link in the dropdown closes it and focuses its button', async () => {
    const page = await open();
    await page.focus(trigger);
    await page.keyboard.press('Enter');
    expect(await menuOpen(page)).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await focusInside(page, '#menu-services')).toBe(true);
    await page.keyboard.press('Escape');
    expect(await menuOpen(page)).toBe(false);
    await expect
      .poll(() => page.evaluate((sel) => document.activeElement === document.querySelector(sel), trigger))
      .toBe(true);
  });

  it('closes when Tab or Shift+Tab moves focus out of it', async () => {
    const page = await open();
    await page.focus(trigger);
    await page.keyboard.press('Enter');
    const links = await page.$$eval('#menu-services a', (a) => a.length);
    for (let i = 0; i < links; i++) await page.keyboard.press('Tab');
    expect(await focusInside(page, '#menu-services')).toBe(true);
    expect(await menuOpen(page)).toBe(true);
    await page.keyboard.press('Tab');
    expect(await focusInside(page, '.desktop-nav .has-menu:has(#menu-services)')).toBe(false);
    await expect.poll(() => menuOpen(page)).toBe(false);

    // Back onto the button, open it, and leave the other way.
    await page.focus(trigger);
    await page.keyboard.press('Enter');
    expect(await menuOpen(page)).toBe(true);
    await page.keyboard.press('Shift+Tab');
    await expect.poll(() => menuOpen(page)).toBe(false);
  });
});

for (const viewport of ['mobile', 'desktop'] as const) {
  describe(`photo viewer from the keyboard (${viewport})`, () => {
    const tab = useSharedPage(session, { viewport });
    const open = () => visit(session, tab, '/projects/georgetown-retail-store', { ready: GALLERY_READY });
    const thumb = (n: number) => `.thumb-grid > li:nth-child(${n}) .thumb`;

    /** Opens the viewer on the nth photo with Enter on its thumbnail; resolves once focus is on its close button. */
    async function openViewer(page: Page, n: number): Promise<void> {
      await page.focus(thumb(n));
      await page.keyboard.press('Enter');
      await expect.poll(() => focused(page)).toMatch(/^button\.lightbox-close/);
    }

    it('Tab and Shift+Tab stay inside the open viewer', async () => {
      const page = await open();
      await openViewer(page, 3);
      expect(await pressAndTrack(page, 'Tab', 7, ['.lightbox'])).toEqual([]);
      expect(await pressAndTrack(page, 'Shift+Tab', 7, ['.lightbox'])).toEqual([]);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.locator('.lightbox').count()).toBe(0);
    });

    it('announces each photo the arrow keys bring: caption and counter in a polite live region', async () => {
      const page = await open();
      await openViewer(page, 3);
      const live = page.locator('.lightbox [aria-live="polite"]');
      expect(await live.count()).toBe(1);
      const captions = await page.$$eval('.thumb-grid img', (imgs) => imgs.map((i) => i.getAttribute('alt') ?? ''));
      await page.keyboard.press('ArrowRight');
      await expect.poll(async () => (await live.textContent()) ?? '').toContain('4 of 31');
      expect(await live.textContent()).toContain(captions[3]);
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await expect.poll(async () => (await live.textContent()) ?? '').toContain('2 of 31');
      expect(await live.textContent()).toContain(captions[1]);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.locator('.lightbox').count()).toBe(0);
    });

    it('Escape from any control, or the close button, returns focus to the photo that opened it', async () => {
      const page = await open();
      await openViewer(page, 5);
      // Onto "next" (close, [previous,] next), then Escape.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      expect(await focused(page)).toMatch(/lightbox-nav/);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.locator('.lightbox').count()).toBe(0);
      await expect
        .poll(() => page.evaluate((sel) => document.activeElement === document.querySelector(sel), thumb(5)))
        .toBe(true);

      await openViewer(page, 6);
      await page.keyboard.press('Enter');
      await expect.poll(() => page.locator('.lightbox').count()).toBe(0);
      await expect
        .poll(() => page.evaluate((sel) => document.activeElement === document.querySelector(sel), thumb(6)))
        .toBe(true);
    });
  });

  describe(`Load More from the keyboard (${viewport})`, () => {
    const tab = useSharedPage(session, { viewport });

    it('keeps focus while it stays, and hands it to the first new review when it removes itself', async () => {
      const page = await visit(session, tab, '/reviews', { ready: REVIEWS_READY });
      await page.focus('button.load-more');
      await page.keyboard.press('Enter');
      await expect.poll(() => page.locator('.review-list > li').count()).toBe(16);
      expect(await focused(page)).toMatch(/^button\.btn\.btn-outline\.load-more/);
      await page.keyboard.press('Enter');
      await expect.poll(() => page.locator('.review-list > li').count()).toBe(20);
      expect(await page.locator('button.load-more').count()).toBe(0);
      await expect
        .poll(() =>
          page.evaluate(() => [...document.querySelectorAll('.review-list > li')].indexOf(document.activeElement!)),
        )
        .toBe(16);
      // From there, Tab goes on through the page instead of starting over at the top.
      await page.keyboard.press('Tab');
      expect(
        await page.evaluate(() =>
          Boolean(
            document.querySelector('.review-list')!.compareDocumentPosition(document.activeElement!) &
              Node.DOCUMENT_POSITION_FOLLOWING,
          ),
        ),
      ).toBe(true);
    });
  });
}
