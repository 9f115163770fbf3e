// Reviews page widget (client/islands/Reviews.tsx, spec sections 2, 4 and 9):
// 12 shown first, +4 per Load More up to 20, service filter, newest/oldest sort.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useHarness, useSharedPage, visit } from './session.ts';

const session = useHarness();

// One tab per width; every test gets a fresh document (they filter, sort and load more).
const tabs = {
  desktop: useSharedPage(session, { viewport: 'desktop' }),
  mobile: useSharedPage(session, { viewport: 'mobile' }),
};

const open = (viewport: 'desktop' | 'mobile' = 'desktop'): Promise<Page> =>
  visit(session, tabs[viewport], '/reviews', { ready: '[data-island="reviews"][data-hydrated="true"]' });

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
function monthNumber(date: string): number {
  const m = /^([A-Z][a-z]+) (\d{4})$/.exec(date);
  if (!m || !MONTHS.includes(m[1])) throw new Error(`unexpected review date "${date}"`);
  return Number(m[2]) * 12 + MONTHS.indexOf(m[1]);
}

interface Card {
  name: string;
  date: string;
  service: string;
  stars: string | null;
  starIcons: number;
  verified: boolean;
  text: string;
}

async function cards(page: Page): Promise<Card[]> {
  return page.$$eval('.review-list > .review-card', (items) =>
    items.map((li) => ({
      name: li.querySelector('.review-name')?.textContent?.trim() ?? '',
      date: (li.querySelector('.review-meta')?.textContent ?? '').split('·').pop()!.trim(),
      service: li.querySelector('.tag')?.textContent?.trim() ?? '',
      stars: li.querySelector('.stars')?.getAttribute('aria-label') ?? null,
      starIcons: li.querySelectorAll('.stars svg').length,
      verified: li.querySelector('.verified') !== null,
      text: li.querySelector('.review-text')?.textContent?.trim() ?? '',
    })),
  );
}

const countLine = async (page: Page) => (await page.textContent('.reviews-count'))?.trim();
const loadMore = (page: Page) => page.locator('button.load-more');

describe('reviews list', () => {
  it('shows 12 first, then 4 more per Load More until all 20, then hides the button', async () => {
    const page = await open();
    expect(await cards(page)).toHaveLength(12);
    expect(await countLine(page)).toBe('Showing 12 of 20 reviews');
    expect((await loadMore(page).textContent())?.trim()).toMatch(/\(4 more\)$/);

    await loadMore(page).click();
    expect(await cards(page)).toHaveLength(16);
    expect(await countLine(page)).toBe('Showing 16 of 20 reviews');
    expect((await loadMore(page).textContent())?.trim()).toMatch(/\(4 more\)$/);

    await loadMore(page).click();
    const all = await cards(page);
    expect(all).toHaveLength(20);
    expect(await countLine(page)).toBe('Showing 20 of 20 reviews');
    expect(await loadMore(page).count()).toBe(0);

    // Twenty distinct reviews, all 5-star and verified.
    expect(new Set(all.map((c) => `${c.name}|${c.date}`)).size).toBe(20);
    for (const c of all) {
      expect(c.stars).toBe('Rated 5 out of 5');
      expect(c.starIcons).toBe(5);
      expect(c.verified).toBe(true);
      expect(c.text.length).toBeGreaterThan(20);
    }
  });

  it('sorts newest first by default and oldest first on request', async () => {
    const page = await open();
    expect(await page.$eval('select[name="sort"]', (s) => (s as HTMLSelectElement).value)).toBe('newest');
    await loadMore(page).click();
    await loadMore(page).click();
    const newest = await cards(page);
    const newestMonths = newest.map((c) => monthNumber(c.date));
    expect(newestMonths).toEqual([...newestMonths].sort((a, b) => b - a));

    await page.selectOption('select[name="sort"]', 'oldest');
    const oldest = await cards(page);
    const oldestMonths = oldest.map((c) => monthNumber(c.date));
    expect(oldestMonths).toEqual([...oldestMonths].sort((a, b) => a - b));
    expect(oldest[0].date).toBe(newest[newest.length - 1].date);
    expect(oldest[oldest.length - 1].date).toBe(newest[0].date);
    expect(monthNumber(oldest[0].date)).toBeLessThan(monthNumber(newest[0].date));
    expect(oldest.map((c) => c.name)).toEqual(newest.map((c) => c.name).reverse());

    await page.selectOption('select[name="sort"]', 'newest');
    expect((await cards(page))[0].date).toBe(newest[0].date);
  });

  it('filters by service and resets the visible count', async () => {
    const page = await open();
    await loadMore(page).click();
    expect(await cards(page)).toHaveLength(16);

    const options = await page.$$eval('select[name="service"] option', (os) =>
      os.map((o) => (o as HTMLOptionElement).value),
    );
    expect(options[0]).toBe('all');
    const services = options.slice(1);
    expect(services.length).toBeGreaterThanOrEqual(2);
    let total = 0;
    for (const service of services) {
      await page.selectOption('select[name="service"]', service);
      const shown = await cards(page);
      expect(shown.length, service).toBeGreaterThan(0);
      expect(
        shown.every((c) => c.service === service),
        service,
      ).toBe(true);
      expect(await countLine(page)).toBe(`Showing ${shown.length} of ${shown.length} reviews`);
      expect(await loadMore(page).count()).toBe(0);
      total += shown.length;
    }
    // Every review belongs to exactly one of the offered services.
    expect(total).toBe(20);

    // Back to all services: the count starts again at 12.
    await page.selectOption('select[name="service"]', 'all');
    expect(await cards(page)).toHaveLength(12);
    expect(await countLine(page)).toBe('Showing 12 of 20 reviews');
    expect((await loadMore(page).textContent())?.trim()).toMatch(/\(4 more\)$/);
  });

  it('filter and sort combine (mobile)', async () => {
    const page = await open('mobile');
    await page.selectOption('select[name="service"]', 'Tile');
    const newest = await cards(page);
    expect(newest.length).toBeGreaterThan(1);
    expect(newest.every((c) => c.service === 'Tile')).toBe(true);
    await page.selectOption('select[name="sort"]', 'oldest');
    const oldest = await cards(page);
    expect(oldest.every((c) => c.service === 'Tile')).toBe(true);
    expect(oldest.map((c) => c.date)).toEqual(newest.map((c) => c.date).reverse());
  });
});
