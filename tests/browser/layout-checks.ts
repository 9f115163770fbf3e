// In-page layout checks shared by the page sweeps: each returns the problems it
// finds as short strings naming the element, so a failure says where to look.
import type { Page } from 'playwright-core';

/** Grids whose pictures should all differ. */
export const GRID_SELECTOR = '.card-grid, .gallery-grid, .thumb-grid, .mosaic, .carousel-track';

/** Elements wider than the window, named so a failure says where to look. */
export function overflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // A page is checked at several widths: marks of an earlier check must not hide a culprit.
    for (const el of document.querySelectorAll('[data-overflowing]')) el.removeAttribute('data-overflowing');
    const limit = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= limit) return [];
    const culprits: string[] = [];
    for (const el of document.querySelectorAll('body *')) {
      const r = el.getBoundingClientRect();
      if (r.width > 0 && r.right > limit + 1 && !el.parentElement?.closest('[data-overflowing]')) {
        el.setAttribute('data-overflowing', '');
        culprits.push(`${el.tagName.toLowerCase()}.${[...el.classList].join('.')} ends at ${Math.round(r.right)} px`);
      }
    }
    return [`page is ${document.documentElement.scrollWidth} px wide`, ...culprits.slice(0, 5)];
  });
}

/** Header items that overlap, leave the window, or a logo squeezed below its natural width. */
export function headerProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    const name = (el: Element) =>
      (el.textContent?.trim() || el.getAttribute('aria-label') || el.className).slice(0, 30);
    const items = [
      ...document.querySelectorAll('.header-inner .logo, .desktop-nav .nav-list > li, .header-actions > *'),
    ].filter(visible);
    const boxes = items.map((el) => ({ el, r: el.getBoundingClientRect() }));
    for (const { el, r } of boxes) {
      if (r.left < -0.5 || r.right > document.documentElement.clientWidth + 0.5)
        problems.push(`"${name(el)}" leaves the window (${Math.round(r.left)}-${Math.round(r.right)})`);
    }
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i].r;
        const b = boxes[j].r;
        const overlap =
          Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 &&
          Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
        if (overlap) problems.push(`"${name(boxes[i].el)}" overlaps "${name(boxes[j].el)}"`);
      }
    }
    const logo = document.querySelector<HTMLElement>('.header-inner .logo');
    if (!logo) return [...problems, 'no logo'];
    const text = logo.querySelector('.logo-text');
    if (!text || !visible(text)) problems.push('the company name is hidden');
    const img = logo.querySelector('img');
    if (!img || img.getBoundingClientRect().width < Number(img.getAttribute('width')))
      problems.push(
        `the logo image is ${img?.getBoundingClientRect().width} px, narrower than ${img?.getAttribute('width')}`,
      );
    // Natural width: the same logo laid out on its own, unconstrained.
    const clone = logo.cloneNode(true) as HTMLElement;
    clone.style.cssText = 'position:absolute;visibility:hidden;width:max-content;left:0;top:0';
    logo.parentElement!.appendChild(clone);
    const natural = clone.getBoundingClientRect().width;
    clone.remove();
    const actual = logo.getBoundingClientRect().width;
    if (actual < natural - 0.5)
      problems.push(`the logo is ${Math.round(actual)} px wide, narrower than its natural ${Math.round(natural)} px`);
    return problems;
  });
}

/** After scrolling to the very end, visible elements that sit under the fixed mobile bar. */
export async function underMobileBar(page: Page): Promise<string[]> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForFunction(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1);
  return page.evaluate(() => {
    const bar = document.querySelector('.mobile-bar');
    if (!bar) return ['no mobile bar'];
    const b = bar.getBoundingClientRect();
    if (b.height === 0) return ['the mobile bar is not shown'];
    const hits: string[] = [];
    for (const el of document.querySelectorAll('body *')) {
      if (el.closest('.mobile-bar, .mobile-bar-spacer, .header-island, .skip-link')) continue;
      if (el.contains(bar)) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
      if (r.bottom > b.top + 0.5 && r.top < b.bottom && r.right > b.left && r.left < b.right) {
        hits.push(
          `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} (${Math.round(r.top)}-${Math.round(r.bottom)}, bar from ${Math.round(b.top)})`,
        );
      }
    }
    return hits.slice(0, 5);
  });
}

/** Images and video posters without width and height attributes (they shift the page as they load). */
export function undimensioned(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('img, video[poster]')]
      .filter((el) => !(Number(el.getAttribute('width')) > 0 && Number(el.getAttribute('height')) > 0))
      .map((el) => `${el.tagName.toLowerCase()} ${el.getAttribute('src') ?? el.getAttribute('poster')}`),
  );
}

/** The same picture twice in one grid: the file each card shows (img source or video poster). */
export function repeatedInGrid(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const problems: string[] = [];
    document.querySelectorAll(sel).forEach((grid, g) => {
      const seen = new Map<string, number>();
      for (const el of grid.querySelectorAll('img, video[poster]')) {
        const src = el instanceof HTMLVideoElement ? el.getAttribute('poster')! : (el.getAttribute('src') ?? '');
        const file = src.replace(/[?#].*$/, '');
        seen.set(file, (seen.get(file) ?? 0) + 1);
      }
      const label = `${grid.className.split(' ')[0]} #${g + 1}${grid.closest('section[id]') ? ` in #${grid.closest('section[id]')!.id}` : ''}`;
      for (const [file, n] of seen) if (n > 1) problems.push(`${label}: ${file} ${n} times`);
    });
    return problems;
  }, selector);
}
