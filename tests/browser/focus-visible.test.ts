// Nothing focused is hidden (WCAG 2.4.11): a keyboard user Tabs through every
// stop of each page type at 390 and 1280 px, and at each stop the focused
// element is what the page shows at its centre (elementFromPoint), not the
// sticky header or the fixed mobile bar on top of it. The page scrolls focused
// elements clear of both through scroll-padding (client/styles/site.css).
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
    // Slides a carousel has scrolled out of its window are reachable by Tab yet out of sight: the carousel's
    // own keyboard handling (client/islands) is their fix, so they are not judged here.
    const track = el.closest('.carousel-track');
    if (track) {
      const frame = (track.parentElement ?? track).getBoundingClientRect();
      const box = el.getBoundingClientRect();
      const mid = box.left + box.width / 2;
      if (mid < Math.max(frame.left, 0) || mid > Math.min(frame.right, window.innerWidth))
        return { key, covered: null };
    }
    // A link that wraps over lines: its first line box is where it is seen.
    const r = el.getClientRects()[0] ?? el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) return { key, covered: null };
    const x = Math.min(Math.max(r.left + r.width / 2, 0), window.innerWidth - 1);
    const y = r.top + r.height / 2;
    if (y < 0 || y >= window.innerHeight)
      return { key, covered: `${name(el)}: centre off screen at y ${Math.round(y)}` };
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
