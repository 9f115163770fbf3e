// One page of each type loaded once at 1280 px under the shipped headers (the deployed CSP),
// and checked on that load by every check of page-checks.ts that asks for a laptop (sweep.ts):
// layout at 1280, 1440, 1180 and 1024 px, images, names, axe, 200% text, the keyboard walk,
// contrast hovered too, and over the whole visit no CSP violation and no console error. Also
// the layout details of issue 10. Every page at 390 px is pages-mobile.test.ts.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP } from './page-checks.ts';
import { useHarness } from './session.ts';
import { PAGE_TYPES, sweep } from './sweep.ts';

const session = useHarness();

const VIEWPORT = DESKTOP;
const shared = sweep(session, { viewport: VIEWPORT, pages: PAGE_TYPES });

/** urlPath at the sweep's own width (its last tests leave the tab resized). */
async function visit(page: Page, urlPath: string): Promise<void> {
  await page.setViewportSize(VIEWPORT);
  await page.goto(`${session.h.baseUrl}${urlPath}`, { waitUntil: 'load' });
  await page.waitForSelector('[data-island="header"][data-hydrated="true"]', { state: 'attached' });
}

describe('details of issue 10 (1280 px unless stated)', () => {
  const box = async (p: Page, selector: string) => (await p.locator(selector).first().boundingBox())!;

  it('review stars on /reviews are the same orange as everywhere else', async () => {
    const p = shared.page;
    await visit(p, '/reviews');
    const reviews = await p.$eval('.review-list .stars', (el) => getComputedStyle(el).color);
    await visit(p, '/services/hardwood-flooring');
    expect(await p.$eval('.testimonial .stars', (el) => getComputedStyle(el).color)).toBe(reviews);
    expect(reviews).toBe('rgb(217, 119, 6)');
  });

  it('a lone featured project is centred (Georgetown)', async () => {
    const p = shared.page;
    await visit(p, '/locations/georgetown-dc');
    const grid = await box(p, '#featured-projects .card-grid');
    const card = await box(p, '#featured-projects .card-grid > li');
    expect(Math.abs(card.x + card.width / 2 - (grid.x + grid.width / 2))).toBeLessThan(2);
  });

  it("the About mosaic's big card has no white gap under its text", async () => {
    const p = shared.page;
    await visit(p, '/about');
    const card = await box(p, '.mosaic > li:first-child .card');
    const link = await box(p, '.mosaic > li:first-child .card-link');
    expect(card.y + card.height - (link.y + link.height)).toBeLessThan(40);
  });

  it('four project facts make a 2 x 2 block', async () => {
    const p = shared.page;
    await visit(p, '/projects/georgetown-retail-store');
    const stats = await p.$$eval('#details .stat', (els) =>
      els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect),
    );
    expect(stats).toHaveLength(4);
    expect(Math.round(stats[0].y)).toBe(Math.round(stats[1].y));
    expect(Math.round(stats[2].x)).toBe(Math.round(stats[0].x));
    expect(stats[2].y).toBeGreaterThan(stats[0].y);
  });

  it('service tags fit their text instead of stretching across the card', async () => {
    const p = shared.page;
    await visit(p, '/services/hardwood-flooring');
    const card = await box(p, '.testimonial');
    const tag = await box(p, '.testimonial .tag');
    expect(tag.width).toBeLessThan(card.width / 2);
  });

  it('project hero bullets are normal text with a short bold lead', async () => {
    const p = shared.page;
    await visit(p, '/projects/georgetown-retail-store');
    const weights = await p.$eval('.project-hero .checklist li', (li) => ({
      li: getComputedStyle(li).fontWeight,
      lead: getComputedStyle(li.querySelector('strong')!).fontWeight,
    }));
    expect(weights.li).toBe('400');
    expect(Number(weights.lead)).toBeGreaterThanOrEqual(700);
  });

  it('page heroes and call-to-action bands have a right side', async () => {
    const p = shared.page;
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

  it('under reduced motion (as every test context asks) transitions finish at once', async () => {
    const p = shared.page;
    await visit(p, '/');
    const durations = await p.$$eval('.btn, .card, .thumb img', (els) => [
      ...new Set(els.map((el) => getComputedStyle(el).transitionDuration)),
    ]);
    expect(durations.length).toBeGreaterThan(0);
    expect(
      durations.every((d) => d.split(',').every((part) => part.trim() === '0s')),
      durations.join(' | '),
    ).toBe(true);
  });

  it('the sticky header is opaque and has no backdrop filter (redone on every scroll frame)', async () => {
    const p = shared.page;
    await visit(p, '/about');
    const style = await p.$eval('.site-header', (el) => ({
      filter: getComputedStyle(el).backdropFilter,
      background: getComputedStyle(el).backgroundColor,
    }));
    expect(style).toEqual({ filter: 'none', background: 'rgb(255, 255, 255)' });
  });

  it('the lightbox backdrop is opaque', async () => {
    const p = shared.page;
    await visit(p, '/projects/georgetown-retail-store');
    await p.waitForSelector('[data-island="project-gallery"][data-hydrated="true"]', { state: 'attached' });
    await p.click('.thumb >> nth=0');
    const color = await p.$eval('.lightbox', (el) => getComputedStyle(el).backgroundColor);
    // rgb() without an alpha channel: nothing of the page shows through.
    expect(color).toMatch(/^rgb\(\d+, \d+, \d+\)$/);
  });
});
