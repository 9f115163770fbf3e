// Nothing focused is hidden (WCAG 2.4.11): a keyboard user Tabs through every
// stop of each page type at 390 and 1280 px, and at each stop the focused
// element is what the page shows at its centre (elementFromPoint), not the
// sticky header or the fixed mobile bar on top of it. The page scrolls focused
// elements clear of both through scroll-padding (client/styles/site.css). The
// focus ring must be whole on screen too, and a control inside a carousel must
// be inside its window (slides scrolled out are inert, client/islands/Carousel.tsx).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { tabFromTop, useHarness, useSharedPage, VIEWPORTS, visit } from './session.ts';
import { PAGE_TYPES } from './sweep.ts';

const session = useHarness();

/** More Tab stops than any page has: the walk ends when focus comes back to the first stop. */
const MAX_STOPS = 600;

/** Where the focused element stands: fine, or what covers its centre. */
function focusedCovered(page: Page): Promise<{ key: string; covered: string | null }> {
  return page.evaluate(() => {
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.classList.length ? `.${[...el.classList].join('.')}` : ''} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}"`;
    const el = document.activeElement;
    if (!el || el === document.body) return { key: 'body', covered: null };
    // Every element gets its own key, so the walk can tell when it has come round.
    const html = el as HTMLElement;
    html.dataset.tabStop ??= String(document.querySelectorAll('[data-tab-stop]').length);
    const key = html.dataset.tabStop;
    // A control inside a carousel must lie inside the carousel's window: a slide scrolled out of it is out of sight.
    const frame = el.closest('.carousel-viewport')?.getBoundingClientRect();
    const box = el.getBoundingClientRect();
    if (frame && (box.left < frame.left - 1 || box.right > frame.right + 1))
      return { key, covered: `${name(el)}: outside its carousel's window` };
    // A link that wraps over lines: its first line box is where it is seen.
    const r = el.getClientRects()[0] ?? el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) return { key, covered: null };
    const x = Math.min(Math.max(r.left + r.width / 2, 0), window.innerWidth - 1);
    const y = r.top + r.height / 2;
    if (y < 0 || y >= window.innerHeight)
      return { key, covered: `${name(el)}: centre off screen at y ${Math.round(y)}` };
    // The focus ring (the outline and its offset around the element) must be on screen and not under the
    // header or the bar either: the element can be in view while its ring is cut off at the window's edge.
    const style = getComputedStyle(el);
    const out =
      style.outlineStyle === 'none'
        ? 0
        : Number.parseFloat(style.outlineWidth) + Number.parseFloat(style.outlineOffset);
    const ring = { left: box.left - out, right: box.right + out, top: box.top - out, bottom: box.bottom + out };
    if (ring.left < 0 || ring.right > window.innerWidth || ring.top < 0 || ring.bottom > window.innerHeight)
      return {
        key,
        covered: `${name(el)}: focus ring off screen (${[ring.left, ring.top, ring.right, ring.bottom].map(Math.round).join(', ')})`,
      };
    // The skip link is placed over the header on purpose: an element positioned above a bar paints its ring over it.
    const z = (e: Element) => Number.parseInt(getComputedStyle(e).zIndex, 10) || 0;
    const inFront = (e: Element, bar: Element) => getComputedStyle(e).position !== 'static' && z(e) > z(bar);
    // Each edge of the ring, at its middle: what is painted there must not be the header or the bar.
    const mx = Math.min(Math.max((ring.left + ring.right) / 2, 0), window.innerWidth - 1);
    const my = (ring.top + ring.bottom) / 2;
    const edges: [number, number][] = [
      [mx, ring.top + 1],
      [mx, ring.bottom - 1],
      [ring.left + 1, my],
      [ring.right - 1, my],
    ];
    for (const [ex, ey] of edges) {
      const bar = document.elementFromPoint(ex, ey)?.closest('.site-header, .mobile-bar');
      if (bar && !bar.contains(el) && !inFront(el, bar))
        return { key, covered: `${name(el)}: focus ring under ${name(bar)}` };
    }
    const hit = document.elementFromPoint(x, y);
    if (!hit || hit === el || el.contains(hit)) return { key, covered: null };
    const over = hit.closest('.site-header, .mobile-bar') ?? hit;
    return { key, covered: `${name(el)} under ${name(over)} at y ${Math.round(y)}` };
  });
}

/** Tabs from the top of the page to the last stop, returning every stop whose focus was covered. */
async function walk(page: Page): Promise<{ stops: number; hidden: string[] }> {
  await tabFromTop(page);
  const seen = new Set<string>();
  const hidden: string[] = [];
  for (let i = 0; i < MAX_STOPS; i++) {
    await page.keyboard.press('Tab');
    const { key, covered } = await focusedCovered(page);
    if (seen.has(key)) break;
    seen.add(key);
    if (covered) hidden.push(covered);
  }
  return { stops: seen.size, hidden };
}

for (const viewport of ['mobile', 'desktop'] as const) {
  const { width } = VIEWPORTS[viewport];
  describe(`keyboard focus at ${width} px`, () => {
    const shared = useSharedPage(session, { viewport });
    for (const urlPath of PAGE_TYPES) {
      it(`${urlPath}: every Tab stop is in view, never under the header or the mobile bar`, async () => {
        const page = await visit(session, shared, urlPath, { ready: '[data-island="header"][data-hydrated="true"]' });
        const { stops, hidden } = await walk(page);
        // The walk went through the whole page: skip link, header, main content and footer.
        expect(stops).toBeGreaterThan(10);
        expect(stops).toBeLessThan(MAX_STOPS);
        expect(hidden, `${urlPath} at ${width} px: ${hidden.length} of ${stops} stops hidden`).toEqual([]);
        // Pages with a hundred or more stops, two round trips each, on a machine shared by several runs.
      }, 120_000);
    }
  });
}
