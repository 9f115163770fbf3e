// Text at 200% (WCAG 1.4.4), checks of the page sweep (page-checks.ts), the way a visitor's larger
// default font size does it: a stylesheet doubles the root font size, and the site's rem-based text
// follows. The page must then reflow: nothing wider than the window, no text cut off at its edge,
// the header's controls and the mobile bar's buttons whole and on screen, and the skip link out of
// sight until it is focused.
import type { Page } from 'playwright-core';
import { frames, tabFromTop } from './harness.ts';

/** The stylesheet of a visitor's 200% default text: the site's text is in rem, so it all doubles. */
export const DOUBLE_TEXT = 'html { font-size: 200% !important; }';
const STYLE_ID = 'double-text';

/** Font sizes (px) of the first element of each kind of text: body copy, buttons, header and bar labels. */
function fontSizes(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() => {
    const sizes: Record<string, number> = {};
    // Body copy: not the 404 page's big "404", a figure that shrinks to fit its column (issue 34: it broke as "40|4").
    const copy = 'main p:not(.not-found-code)';
    for (const sel of ['body', copy, 'main .btn', '.logo-text', '.mobile-menu a', 'footer a', '.mobile-bar .btn']) {
      const el = document.querySelector(sel);
      if (el) sizes[sel] = Number.parseFloat(getComputedStyle(el).fontSize);
    }
    return sizes;
  });
}

/**
 * Sets the page's text to 100% or 200% without reloading (one style element, by id). Going to 200%,
 * returns each kind of text whose size did not double (the stylesheet really doubles the site's
 * text only when it is sized in rem, not px).
 */
export async function setTextSize(page: Page, percent: 100 | 200): Promise<string[]> {
  const present = (await page.$(`#${STYLE_ID}`)) !== null;
  if (percent === 100) {
    if (present) await page.$eval(`#${STYLE_ID}`, (el) => el.remove());
    return [];
  }
  if (present) return [];
  const normal = await fontSizes(page);
  await page
    .addStyleTag({ content: DOUBLE_TEXT })
    .then((tag) => tag.evaluate((el, id) => (el as Element).setAttribute('id', id), STYLE_ID));
  await frames(page, 2);
  const twice = await fontSizes(page);
  return Object.entries(normal)
    .filter(([sel, px]) => Math.abs(twice[sel] - px * 2) >= 0.5)
    .map(([sel, px]) => `${sel} is ${twice[sel]} px at 200%, not ${px * 2}`);
}

/** Visible text that leaves the window or is cut inside its own box, and header or bar controls not wholly on screen. */
export function cutText(page: Page): Promise<string[]> {
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
      // Layout first, styles only for a suspect: this runs over every element at five widths.
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
export function outsideScrollPadding(page: Page): Promise<string[]> {
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

/** The skip link out of sight until focused from the keyboard (the first Tab stop), then wholly in view. */
export async function skipLinkProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  const before = await skipLinkPlace(page);
  if (before !== 'above') problems.push(`before focus the skip link is ${before} the window, not above it`);
  await tabFromTop(page);
  await page.keyboard.press('Tab');
  const focused = await page.evaluate(() => document.activeElement?.className);
  if (focused !== 'skip-link') problems.push(`the first Tab stop is "${focused}", not the skip link`);
  else {
    const after = await skipLinkPlace(page);
    if (after !== 'inside') problems.push(`focused, the skip link is ${after} the window, not wholly inside`);
  }
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  return problems;
}
