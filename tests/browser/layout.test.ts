// Tests that look: every page type at the widths people use (320 to 1440 px),
// third parties blocked by the harness. Fails on horizontal overflow, header
// items overlapping or a squeezed logo, content hidden under the fixed mobile
// bar at the end of the page, images without intrinsic dimensions, and the same
// image twice in one grid. One browser context per width, one page reused.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOBILE_BREAKPOINT_PX } from '../../generator/model/constants.ts';
import { openContext, startHarness, type Harness } from './harness.ts';

const PAGE_TYPES = ['/', '/about', '/services', '/services/hardwood-flooring', '/service-areas', '/locations/georgetown-dc',
  '/locations/loudoun-county-va', '/gallery', '/projects/georgetown-retail-store', '/projects/alexandria-office-commercial',
  '/reviews', '/contact', '/404.html'];
const WIDTHS = [320, 390, 768, 1024, 1180, 1280, 1440];
const HEIGHT = 800;
/** Grids whose pictures should all differ. */
const GRID_SELECTOR = '.card-grid, .gallery-grid, .thumb-grid, .mosaic, .carousel-track';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** One page per width, reused for every path. */
function pageAt(width: number): () => Promise<Page> {
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  afterAll(async () => {
    await context?.close();
  });
  return async () => {
    if (!page) {
      context = await openContext(h, { size: { width, height: HEIGHT } });
      page = await context.newPage();
    }
    return page;
  };
}

async function visit(page: Page, urlPath: string): Promise<void> {
  await page.goto(`${h.baseUrl}${urlPath}`, { waitUntil: 'load' });
  await page.waitForSelector('[data-island="header"][data-hydrated="true"]', { state: 'attached' });
}

/** Elements wider than the window, named so a failure says where to look. */
function overflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
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
function headerProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    const name = (el: Element) => (el.textContent?.trim() || el.getAttribute('aria-label') || el.className).slice(0, 30);
    const items = [...document.querySelectorAll('.header-inner .logo, .desktop-nav .nav-list > li, .header-actions > *')].filter(visible);
    const boxes = items.map((el) => ({ el, r: el.getBoundingClientRect() }));
    for (const { el, r } of boxes) {
      if (r.left < -0.5 || r.right > document.documentElement.clientWidth + 0.5) problems.push(`"${name(el)}" leaves the window (${Math.round(r.left)}-${Math.round(r.right)})`);
    }
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i].r;
        const b = boxes[j].r;
        const overlap = Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
        if (overlap) problems.push(`"${name(boxes[i].el)}" overlaps "${name(boxes[j].el)}"`);
      }
    }
    const logo = document.querySelector<HTMLElement>('.header-inner .logo');
    if (!logo) return [...problems, 'no logo'];
    const text = logo.querySelector('.logo-text');
    if (!text || !visible(text)) problems.push('the company name is hidden');
    const img = logo.querySelector('img');
    if (!img || img.getBoundingClientRect().width < Number(img.getAttribute('width'))) problems.push(`the logo image is ${img?.getBoundingClientRect().width} px, narrower than ${img?.getAttribute('width')}`);
    // Natural width: the same logo laid out on its own, unconstrained.
    const clone = logo.cloneNode(true) as HTMLElement;
    clone.style.cssText = 'position:absolute;visibility:hidden;width:max-content;left:0;top:0';
    logo.parentElement!.appendChild(clone);
    const natural = clone.getBoundingClientRect().width;
    clone.remove();
    const actual = logo.getBoundingClientRect().width;
    if (actual < natural - 0.5) problems.push(`the logo is ${Math.round(actual)} px wide, narrower than its natural ${Math.round(natural)} px`);
    return problems;
  });
}

/** After scrolling to the very end, visible elements that sit under the fixed mobile bar. */
async function underMobileBar(page: Page): Promise<string[]> {
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
        hits.push(`${el.tagName.toLowerCase()}.${[...el.classList].join('.')} (${Math.round(r.top)}-${Math.round(r.bottom)}, bar from ${Math.round(b.top)})`);
      }
    }
    return hits.slice(0, 5);
  });
}

/** Images and video posters without width and height attributes (they shift the page as they load). */
function undimensioned(page: Page): Promise<string[]> {
  return page.evaluate(() => [...document.querySelectorAll('img, video[poster]')]
    .filter((el) => !(Number(el.getAttribute('width')) > 0 && Number(el.getAttribute('height')) > 0))
    .map((el) => `${el.tagName.toLowerCase()} ${el.getAttribute('src') ?? el.getAttribute('poster')}`));
}

/** The same picture twice in one grid: the file each card shows (img source or video poster). */
function repeatedInGrid(page: Page, selector: string): Promise<string[]> {
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

for (const width of WIDTHS) {
  describe(`${width} px`, () => {
    const page = pageAt(width);
    for (const urlPath of PAGE_TYPES) {
      it(`${urlPath}: no overflow, header intact${width < MOBILE_BREAKPOINT_PX ? ', nothing under the mobile bar' : ''}`, async () => {
        const p = await page();
        await visit(p, urlPath);
        expect(await overflow(p), 'horizontal overflow').toEqual([]);
        expect(await headerProblems(p), 'header').toEqual([]);
        if (width < MOBILE_BREAKPOINT_PX) expect(await underMobileBar(p), 'under the mobile bar').toEqual([]);
      });
    }
  });
}

describe('images (1280 px)', () => {
  const page = pageAt(1280);
  for (const urlPath of PAGE_TYPES) {
    it(`${urlPath}: every image has width and height`, async () => {
      const p = await page();
      await visit(p, urlPath);
      expect(await undimensioned(p)).toEqual([]);
    });
    it(`${urlPath}: no picture twice in one grid`, async () => {
      const p = await page();
      if (!p.url().endsWith(urlPath)) await visit(p, urlPath);
      expect(await repeatedInGrid(p, GRID_SELECTOR)).toEqual([]);
    });
  }
});

describe('details of issue 10 (1280 px unless stated)', () => {
  const page = pageAt(1280);
  const box = async (p: Page, selector: string) => (await p.locator(selector).first().boundingBox())!;

  it('review stars on /reviews are the same orange as everywhere else', async () => {
    const p = await page();
    await visit(p, '/reviews');
    const reviews = await p.$eval('.review-list .stars', (el) => getComputedStyle(el).color);
    await visit(p, '/services/hardwood-flooring');
    expect(await p.$eval('.testimonial .stars', (el) => getComputedStyle(el).color)).toBe(reviews);
    expect(reviews).toBe('rgb(217, 119, 6)');
  });

  it('a lone featured project is centred (Georgetown)', async () => {
    const p = await page();
    await visit(p, '/locations/georgetown-dc');
    const grid = await box(p, '#featured-projects .card-grid');
    const card = await box(p, '#featured-projects .card-grid > li');
    expect(Math.abs(card.x + card.width / 2 - (grid.x + grid.width / 2))).toBeLessThan(2);
  });

  it("the About mosaic's big card has no white gap under its text", async () => {
    const p = await page();
    await visit(p, '/about');
    const card = await box(p, '.mosaic > li:first-child .card');
    const link = await box(p, '.mosaic > li:first-child .card-link');
    expect(card.y + card.height - (link.y + link.height)).toBeLessThan(40);
  });

  it('four project facts make a 2 x 2 block', async () => {
    const p = await page();
    await visit(p, '/projects/georgetown-retail-store');
    const stats = await p.$$eval('#details .stat', (els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
    expect(stats).toHaveLength(4);
    expect(Math.round(stats[0].y)).toBe(Math.round(stats[1].y));
    expect(Math.round(stats[2].x)).toBe(Math.round(stats[0].x));
    expect(stats[2].y).toBeGreaterThan(stats[0].y);
  });

  it('service tags fit their text instead of stretching across the card', async () => {
    const p = await page();
    await visit(p, '/services/hardwood-flooring');
    const card = await box(p, '.testimonial');
    const tag = await box(p, '.testimonial .tag');
    expect(tag.width).toBeLessThan(card.width / 2);
  });

  it('project hero bullets are normal text with a short bold lead', async () => {
    const p = await page();
    await visit(p, '/projects/georgetown-retail-store');
    const weights = await p.$eval('.project-hero .checklist li', (li) => ({
      li: getComputedStyle(li).fontWeight, lead: getComputedStyle(li.querySelector('strong')!).fontWeight,
    }));
    expect(weights.li).toBe('400');
    expect(Number(weights.lead)).toBeGreaterThanOrEqual(700);
  });

  it('page heroes and call-to-action bands have a right side', async () => {
    const p = await page();
    for (const urlPath of ['/about', '/contact']) {
      await visit(p, urlPath);
      const hero = await box(p, '.page-hero .hero-content');
      const panel = await box(p, '.page-hero .trust-panel');
      expect(panel.x, urlPath).toBeGreaterThan(hero.x + hero.width / 2);
      if (urlPath === '/about') {
        const band = await box(p, '.cta-banner .cta-inner');
        const bandPanel = await box(p, '.cta-banner .trust-panel');
        expect(bandPanel.x).toBeGreaterThan(band.x + band.width / 2);
      }
    }
  });

  it('the lightbox backdrop is opaque', async () => {
    const p = await page();
    await visit(p, '/projects/georgetown-retail-store');
    await p.waitForSelector('[data-island="project-gallery"][data-hydrated="true"]', { state: 'attached' });
    await p.click('.thumb >> nth=0');
    const color = await p.$eval('.lightbox', (el) => getComputedStyle(el).backgroundColor);
    // rgb() without an alpha channel: nothing of the page shows through.
    expect(color).toMatch(/^rgb\(\d+, \d+, \d+\)$/);
  });
});

describe('mobile footer (390 px)', () => {
  const page = pageAt(390);
  it('puts the link groups two by two instead of one long column', async () => {
    const p = await page();
    await visit(p, '/');
    const lefts = await p.$$eval('.footer-grid > .footer-col:not(.footer-about)', (cols) => cols.map((c) => Math.round(c.getBoundingClientRect().left)));
    expect(new Set(lefts).size).toBe(2);
    const footer = await p.$eval('.site-footer', (el) => el.getBoundingClientRect().height);
    expect(footer).toBeLessThan(1800);
  });
});
