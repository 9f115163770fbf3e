// One page of each type loaded once at 1280 px under the shipped headers (the deployed CSP),
// and checked on that load by every check of page-checks.ts that asks for a laptop (sweep.ts):
// layout at 1280, 1440, 1180 and 1024 px, images, names, axe, 200% text, the keyboard walk,
// contrast hovered too, and over the whole visit no CSP violation and no console error. Also
// the layout details of issues 10 and 34. Every page at 390 px is pages-mobile.test.ts.
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

  it("/financing's offer terms are one card at a reading width, centred under their heading, fine print inside", async () => {
    const p = shared.page;
    await visit(p, '/financing');
    const heading = await box(p, '#terms-title');
    const card = await box(p, '#terms .offer-terms');
    expect(card.width).toBe(760);
    expect(Math.abs(card.x + card.width / 2 - (heading.x + heading.width / 2))).toBeLessThan(2);
    const finePrint = await box(p, '#terms .offer-terms .fine-print');
    expect(finePrint.x).toBeGreaterThan(card.x);
    expect(finePrint.x + finePrint.width).toBeLessThan(card.x + card.width);
    expect(finePrint.y + finePrint.height).toBeLessThan(card.y + card.height);
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

describe('details of issue 34 (1280 px unless stated)', () => {
  it('the logo starts where the content starts, at 1440, 1280 and 1024 px', async () => {
    const p = shared.page;
    await visit(p, '/services');
    for (const width of [1440, 1280, 1024]) {
      await p.setViewportSize({ width, height: 800 });
      const x = await p.evaluate(() => {
        const container = document.querySelector('main .section .container')!;
        const padding = Number.parseFloat(getComputedStyle(container).paddingLeft);
        return {
          logo: Math.round(document.querySelector('.header-inner .logo')!.getBoundingClientRect().left),
          content: Math.round(container.getBoundingClientRect().left + padding),
        };
      });
      expect(x.logo, `${width} px`).toBe(x.content);
    }
    // At 1440 px the columns are the page width (1,320 px) centred: both start at 80 px.
    await p.setViewportSize({ width: 1440, height: 800 });
    expect(await p.$eval('.header-inner .logo', (el) => Math.round(el.getBoundingClientRect().left))).toBe(80);
  });

  it('"Learn More" sits at the same height in every card of a row (home, services)', async () => {
    const p = shared.page;
    for (const urlPath of ['/', '/services']) {
      await visit(p, urlPath);
      const rows = await p.$$eval('.service-card', (cards) => {
        const byRow = new Map<number, number[]>();
        for (const card of cards) {
          const top = Math.round(card.getBoundingClientRect().top);
          const link = card.querySelector('.card-link')!.getBoundingClientRect();
          byRow.set(top, [...(byRow.get(top) ?? []), Math.round(link.top)]);
        }
        return [...byRow.values()];
      });
      expect(rows.length, urlPath).toBeGreaterThan(0);
      expect(
        rows.some((r) => r.length > 1),
        `${urlPath}: cards side by side`,
      ).toBe(true);
      for (const row of rows) expect(new Set(row).size, `${urlPath}: link tops ${row.join(', ')}`).toBe(1);
    }
  });

  it("a guide's hero picture is drawn whole and opaque, beside its title (1280) and under it (390)", async () => {
    const p = shared.page;
    const guide = '/guides/hardwood-floor-installation-cost-dmv';
    await visit(p, guide);
    const look = () =>
      p.evaluate(() => {
        const img = document.querySelector<HTMLImageElement>('.page-hero .hero-picture img')!;
        const r = img.getBoundingClientRect();
        const title = document.querySelector('.page-hero h1')!.getBoundingClientRect();
        let opacity = 1;
        for (let el: Element | null = img; el; el = el.parentElement) opacity *= Number(getComputedStyle(el).opacity);
        return { width: r.width, opacity, beside: r.left > title.right, below: r.top > title.bottom };
      });
    const wide = await look();
    expect(wide.opacity).toBe(1);
    expect(wide.width).toBeGreaterThan(300);
    expect(wide.beside).toBe(true);
    await p.setViewportSize({ width: 390, height: 800 });
    const narrow = await look();
    expect(narrow.opacity).toBe(1);
    expect(narrow.width).toBeGreaterThan(300);
    expect(narrow.below).toBe(true);
    // No faint copy of it behind the hero any more.
    expect(await p.$$('.page-hero .hero-bg')).toHaveLength(0);
  });

  it('/guides shows each guide with its picture beside its summary', async () => {
    const p = shared.page;
    await visit(p, '/guides');
    const items = await p.$$eval('.guide-item', (lis) =>
      lis.map((li) => {
        const img = li.querySelector('.guide-picture img')!.getBoundingClientRect();
        const title = li.querySelector('h2')!.getBoundingClientRect();
        return { width: Math.round(img.width), beside: img.right < title.left };
      }),
    );
    expect(items.length).toBeGreaterThanOrEqual(3);
    for (const item of items) expect(item).toEqual({ width: 240, beside: true });
  });
});
