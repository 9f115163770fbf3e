// FAQ accordions (FaqSection in templates/sections/common.tsx, spec sections 2
// and 4): one item open at a time on service and location pages (clicking the
// open one closes it), independent toggles on the service-areas page. They are
// native <details> (a shared name makes them exclusive), so no script is involved.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useHarness, useSharedPage, visit } from './session.ts';

const session = useHarness();

// One tab per width; every test gets a fresh document (they open and close items).
const tabs = {
  desktop: useSharedPage(session, { viewport: 'desktop' }),
  mobile: useSharedPage(session, { viewport: 'mobile' }),
};

const open = (urlPath: string, viewport: 'desktop' | 'mobile' = 'desktop'): Promise<Page> =>
  visit(session, tabs[viewport], urlPath, { ready: '.faq-list details.faq-item' });

const ITEMS = '.faq-list details.faq-item';

/** Indexes of the open items, checked against what is actually visible. */
async function openItems(page: Page): Promise<number[]> {
  const states = await page.$$eval(ITEMS, (items) => items.map((d) => (d as HTMLDetailsElement).open));
  const answers = page.locator(`${ITEMS} .faq-answer`);
  for (let i = 0; i < states.length; i++)
    expect(await answers.nth(i).isVisible(), `answer ${i} visibility`).toBe(states[i]);
  return states.flatMap((o, i) => (o ? [i] : []));
}

const clickItem = (page: Page, i: number) => page.locator(`${ITEMS} > summary`).nth(i).click();

async function expectSingleMode(page: Page, count: number) {
  expect(await page.locator(ITEMS).count()).toBe(count);
  expect(await page.getAttribute('.faq-list', 'data-mode')).toBe('single');
  expect(await openItems(page)).toEqual([]);
  await clickItem(page, 0);
  expect(await openItems(page)).toEqual([0]);
  await clickItem(page, 1);
  expect(await openItems(page)).toEqual([1]);
  await clickItem(page, count - 1);
  expect(await openItems(page)).toEqual([count - 1]);
  // Clicking the open item closes it: nothing stays open.
  await clickItem(page, count - 1);
  expect(await openItems(page)).toEqual([]);
  await clickItem(page, 2);
  expect(await openItems(page)).toEqual([2]);
  expect((await page.locator(`${ITEMS} .faq-answer`).nth(2).textContent())?.trim().length).toBeGreaterThan(20);
}

describe('FAQ accordions', () => {
  it('service page: 5 items, one open at a time (desktop)', async () => {
    await expectSingleMode(await open('/services/hardwood-flooring'), 5);
  });

  it('service page: 5 items, one open at a time (mobile)', async () => {
    await expectSingleMode(await open('/services/backsplash-installation', 'mobile'), 5);
  });

  it('location page: 4 items, one open at a time', async () => {
    await expectSingleMode(await open('/locations/montgomery-county-md'), 4);
  });

  it('neighbourhood page: 4 items, one open at a time (mobile)', async () => {
    await expectSingleMode(await open('/locations/georgetown-dc', 'mobile'), 4);
  });

  it('service areas: 6 items, each toggles independently', async () => {
    const page = await open('/service-areas');
    expect(await page.locator(ITEMS).count()).toBe(6);
    expect(await page.getAttribute('.faq-list', 'data-mode')).toBe('multi');
    expect(await openItems(page)).toEqual([]);
    await clickItem(page, 0);
    await clickItem(page, 2);
    await clickItem(page, 5);
    expect(await openItems(page)).toEqual([0, 2, 5]);
    await clickItem(page, 2);
    expect(await openItems(page)).toEqual([0, 5]);
    await clickItem(page, 1);
    expect(await openItems(page)).toEqual([0, 1, 5]);
    for (const i of [0, 1, 5]) await clickItem(page, i);
    expect(await openItems(page)).toEqual([]);
    for (let i = 0; i < 6; i++) await clickItem(page, i);
    expect(await openItems(page)).toEqual([0, 1, 2, 3, 4, 5]);
  });
});
