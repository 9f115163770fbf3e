// Nothing focused is hidden (WCAG 2.4.11), a check of the page sweep (page-checks.ts): a keyboard
// user Tabs through every stop of the page, and at each stop the focused element is what the page
// shows at its centre (elementFromPoint), not the sticky header or the fixed mobile bar on top of
// it. The page scrolls focused elements clear of both through scroll-padding
// (client/styles/site.css). The focus ring must be whole on screen too, and a control inside a
// carousel must be inside its window (slides scrolled out are inert, client/islands/Carousel.tsx).
import type { Page } from 'playwright-core';
import { tabFromTop } from './harness.ts';

/** More Tab stops than any page has: the walk ends when focus comes back to the first stop. */
export const MAX_STOPS = 600;

/** Tab presses sent to the browser at once: each is still handled, and looked at, on its own. */
const BATCH = 25;

/**
 * Installs the in-page recorder of the walk. Each Tab's keydown (window, capture phase: before the
 * browser moves focus) looks at the element the previous Tab focused, which the browser has
 * scrolled into view by then; so the test sends Tab after Tab without a round trip per stop, and
 * reads the stops once at the end. A stop seen twice means the walk has come round.
 */
function installRecorder(page: Page): Promise<void> {
  return page.evaluate(() => {
    type Walk = { keys: string[]; hidden: string[]; done: boolean; record: () => void };
    const w = window as unknown as { __focusWalk?: Walk };
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.classList.length ? `.${[...el.classList].join('.')}` : ''} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}"`;
    /** What hides the focused element (its centre, its ring), or null when it is in plain view. */
    const covered = (el: Element): string | null => {
      // A control inside a carousel must lie inside the carousel's window: a slide scrolled out of it is out of sight.
      const frame = el.closest('.carousel-viewport')?.getBoundingClientRect();
      const box = el.getBoundingClientRect();
      if (frame && (box.left < frame.left - 1 || box.right > frame.right + 1))
        return `${name(el)}: outside its carousel's window`;
      // A link that wraps over lines: its first line box is where it is seen.
      const r = el.getClientRects()[0] ?? el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) return null;
      const x = Math.min(Math.max(r.left + r.width / 2, 0), window.innerWidth - 1);
      const y = r.top + r.height / 2;
      if (y < 0 || y >= window.innerHeight) return `${name(el)}: centre off screen at y ${Math.round(y)}`;
      // The focus ring (the outline and its offset around the element) must be on screen and not under the
      // header or the bar either: the element can be in view while its ring is cut off at the window's edge.
      const style = getComputedStyle(el);
      const out =
        style.outlineStyle === 'none'
          ? 0
          : Number.parseFloat(style.outlineWidth) + Number.parseFloat(style.outlineOffset);
      const ring = { left: box.left - out, right: box.right + out, top: box.top - out, bottom: box.bottom + out };
      if (ring.left < 0 || ring.right > window.innerWidth || ring.top < 0 || ring.bottom > window.innerHeight)
        return `${name(el)}: focus ring off screen (${[ring.left, ring.top, ring.right, ring.bottom].map(Math.round).join(', ')})`;
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
        if (bar && !bar.contains(el) && !inFront(el, bar)) return `${name(el)}: focus ring under ${name(bar)}`;
      }
      const hit = document.elementFromPoint(x, y);
      if (!hit || hit === el || el.contains(hit)) return null;
      const over = hit.closest('.site-header, .mobile-bar') ?? hit;
      return `${name(el)} under ${name(over)} at y ${Math.round(y)}`;
    };
    const walk: Walk = {
      keys: [],
      hidden: [],
      done: false,
      record() {
        if (walk.done) return;
        const el = document.activeElement;
        // Focus outside the page (past its last stop, in the browser's own controls): the next Tab comes back.
        if (!el || el === document.body || el === document.documentElement) return;
        // Every element gets its own key, so the walk can tell when it has come round.
        const html = el as HTMLElement;
        html.dataset.tabStop ??= String(document.querySelectorAll('[data-tab-stop]').length);
        const key = html.dataset.tabStop;
        if (walk.keys.includes(key)) {
          walk.done = true;
          return;
        }
        walk.keys.push(key);
        const problem = covered(el);
        if (problem) walk.hidden.push(problem);
      },
    };
    w.__focusWalk = walk;
    window.addEventListener(
      'keydown',
      (e) => {
        if (e.key === 'Tab' && w.__focusWalk === walk) walk.record();
      },
      true,
    );
  });
}

/** Tabs from the top of the page until focus comes round to the first stop: every stop, and those whose focus was hidden. */
export async function focusWalk(page: Page): Promise<{ stops: number; hidden: string[] }> {
  await installRecorder(page);
  await tabFromTop(page);
  const cdp = await page.context().newCDPSession(page);
  const tab = { key: 'Tab', code: 'Tab', windowsVirtualKeyCode: 9, nativeVirtualKeyCode: 9 };
  try {
    for (let sent = 0; sent < MAX_STOPS + 2; sent += BATCH) {
      // Sent in order on one session: the browser handles each key event before the next.
      const presses: Promise<unknown>[] = [];
      for (let i = 0; i < BATCH; i++) {
        presses.push(cdp.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', ...tab }));
        presses.push(cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...tab }));
      }
      await Promise.all(presses);
      if (await page.evaluate(() => (window as unknown as { __focusWalk: { done: boolean } }).__focusWalk.done)) break;
    }
  } finally {
    await cdp.detach();
  }
  return page.evaluate(() => {
    const walk = (window as unknown as { __focusWalk: { keys: string[]; hidden: string[]; done: boolean } })
      .__focusWalk;
    (window as unknown as { __focusWalk?: unknown }).__focusWalk = undefined;
    (document.activeElement as HTMLElement | null)?.blur();
    return { stops: walk.done ? walk.keys.length : MAX_STOPS, hidden: walk.hidden };
  });
}

/** The walk's problems: too few or too many stops (the walk did not go round the page), hidden stops. */
export async function focusHidden(page: Page): Promise<string[]> {
  const { stops, hidden } = await focusWalk(page);
  const problems: string[] = [];
  // The walk went through the whole page: skip link, header, main content and footer.
  if (stops <= 10) problems.push(`only ${stops} Tab stops`);
  if (stops >= MAX_STOPS) problems.push(`focus did not come back to the first stop within ${MAX_STOPS} Tab presses`);
  if (hidden.length > 0) problems.push(`${hidden.length} of ${stops} stops hidden`, ...hidden);
  return problems;
}
