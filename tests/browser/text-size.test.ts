// Text at 200% (WCAG 1.4.4), the way a visitor's larger default font size does
// it: a stylesheet doubles the root font size, and the site's rem-based text
// follows. Every page type at 320, 390, 768, 1024 and 1280 px must then reflow:
// nothing wider than the window, no text cut off at its edge, the header's
// controls and the mobile bar's buttons whole and on screen, and the skip link
// out of sight until it is focused.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MOBILE_BREAKPOINT_PX } from '../../generator/model/constants.ts';
import { overflow } from './layout-checks.ts';
import { cspViolations, frames, type SharedPage, tabFromTop, useHarness, useSharedPage, visit } from './session.ts';
import { PAGE_TYPES } from './sweep.ts';

const WIDTHS = [320, 390, 768, 1024, 1280];
const HEIGHT = 800;
const DOUBLE_TEXT = 'html { font-size: 200% !important; }';

const session = useHarness();

/** Font sizes (px) of the first element of each kind of text: body copy, buttons, header and bar labels. */
function fontSizes(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() => {
    const sizes: Record<string, number> = {};
    for (const sel of ['body', 'main p', 'main .btn', '.logo-text', '.mobile-menu a', 'footer a', '.mobile-bar .btn']) {
      const el = document.querySelector(sel);
      if (el) sizes[sel] = Number.parseFloat(getComputedStyle(el).fontSize);
    }
    return sizes;
  });
}

/** Visible text that leaves the window or is cut inside its own box, and header or bar controls not wholly on screen. */
function cutText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const problems: string[] = [];
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).trim().split(/\s+/).join('.')}` : ''} "${(el.textContent ?? el.getAttribute('aria-label') ?? '').trim().slice(0, 24)}"`;
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    // Text inside the window: every element holding text of its own, outside what slides or hides on purpose.
    for (const el of document.querySelectorAll('body *')) {
      if (el.closest('.visually-hidden, .skip-link, [aria-hidden="true"], .carousel-track, .embla__container'))
        continue;
      const ownText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
      if (!ownText) continue;
      // Layout first, styles only for a suspect: this runs over every element at four widths.
      const r = el.getBoundingClientRect();
      const leaves = r.left < -1 || r.right > width + 1;
      const cut = !leaves && el.scrollWidth > el.clientWidth + 1;
      if (!(leaves || cut) || !shown(el)) continue;
      if (leaves) problems.push(`${name(el)} leaves the window (${Math.round(r.left)}-${Math.round(r.right)})`);
      else if (getComputedStyle(el).overflowX !== 'visible')
        problems.push(`${name(el)} is cut: ${el.scrollWidth} px of text in ${el.clientWidth} px`);
    }
    // The header's controls and the bar's buttons: whole, on screen, their labels not clipped.
    for (const el of document.querySelectorAll('.header-inner .logo, .header-actions > *, .mobile-bar > *')) {
      if (!shown(el)) continue;
      const r = el.getBoundingClientRect();
      if (r.left < -0.5 || r.right > width + 0.5 || r.top < -0.5 || r.bottom > window.innerHeight + 0.5)
        problems.push(
          `${name(el)} is not wholly on screen (${Math.round(r.left)}-${Math.round(r.right)} x ${Math.round(r.top)}-${Math.round(r.bottom)})`,
        );
      for (const part of [el, ...el.querySelectorAll('*')]) {
        if (part.scrollWidth > part.clientWidth + 1 && part.clientWidth > 0)
          problems.push(`${name(part)} is clipped: ${part.scrollWidth} px in ${part.clientWidth} px`);
      }
    }
    return problems;
  });
}

/**
 * The sticky header and the mobile bar fit inside the scroll padding that keeps focused elements clear of them
 * (at 200% they are taller than at normal size).
 */
function uncovered(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const html = getComputedStyle(document.documentElement);
    const problems: string[] = [];
    const header = document.querySelector('.site-header')!.getBoundingClientRect().height;
    const top = Number.parseFloat(html.scrollPaddingTop);
    if (header > top) problems.push(`header ${header} px, scroll-padding-top ${top} px`);
    const bar = document.querySelector('.mobile-bar')!.getBoundingClientRect().height;
    const bottom = Number.parseFloat(html.scrollPaddingBottom);
    if (bar > bottom) problems.push(`mobile bar ${bar} px, scroll-padding-bottom ${bottom} px`);
    return problems;
  });
}

/** The skip link's box against the window: above it (hidden) or inside it. */
function skipLinkPlace(page: Page): Promise<'above' | 'inside' | 'partly'> {
  return page.$eval('.skip-link', (el) => {
    const r = el.getBoundingClientRect();
    if (r.bottom <= 0) return 'above';
    return r.top >= 0 && r.bottom <= window.innerHeight ? 'inside' : 'partly';
  });
}

/** urlPath in the shared tab with the doubling stylesheet applied (kept across this page's width tests). */
async function doubled(shared: SharedPage, urlPath: string): Promise<Page> {
  const page = await visit(session, shared, urlPath, {
    reuse: true,
    ready: '[data-island="header"][data-hydrated="true"]',
  });
  if (!(await page.$('#double-text'))) {
    await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
    const normal = await fontSizes(page);
    await page
      .addStyleTag({ content: DOUBLE_TEXT })
      .then((tag) => tag.evaluate((el) => (el as Element).setAttribute('id', 'double-text')));
    await frames(page, 2);
    // The stylesheet really doubles the site's text: it is sized in rem, not px.
    const twice = await fontSizes(page);
    for (const [sel, px] of Object.entries(normal))
      expect.soft(twice[sel], `${sel} font size at 200%`).toBeCloseTo(px * 2, 0);
  }
  return page;
}

describe('200% text', () => {
  const shared = useSharedPage(session, { size: { width: WIDTHS[0], height: HEIGHT } });

  for (const urlPath of PAGE_TYPES) {
    describe(urlPath, () => {
      for (const width of WIDTHS) {
        it(`at ${width} px: reflows with nothing cut off${width < MOBILE_BREAKPOINT_PX ? ', header and bar inside the scroll padding' : ''}, the skip link hidden until focused`, async () => {
          const page = await doubled(shared, urlPath);
          await page.setViewportSize({ width, height: HEIGHT });
          await page.evaluate(() => window.scrollTo(0, 0));
          await frames(page, 2);
          const at = `${urlPath} at ${width} px, 200% text`;
          expect.soft(await overflow(page), `${at}: horizontal overflow`).toEqual([]);
          expect.soft(await cutText(page), `${at}: text cut off`).toEqual([]);
          if (width < MOBILE_BREAKPOINT_PX) expect.soft(await uncovered(page), `${at}: scroll padding`).toEqual([]);
          expect.soft(await skipLinkPlace(page), `${at}: skip link before focus`).toBe('above');
          // Focused from the keyboard (the first Tab stop), the skip link is wholly in view.
          await tabFromTop(page);
          await page.keyboard.press('Tab');
          expect(await page.evaluate(() => document.activeElement?.className)).toBe('skip-link');
          expect.soft(await skipLinkPlace(page), `${at}: skip link when focused`).toBe('inside');
          await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
          expect(await cspViolations(page)).toEqual([]);
        });
      }
    });
  }
});
