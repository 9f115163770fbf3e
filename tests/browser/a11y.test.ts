// Accessibility of the states a page visit of the sweep does not reach (every page as loaded is
// audited there, page-checks.ts): the header's open desktop dropdown and open mobile menu (axe, and
// the contrast of every link in them at rest and focused), and the open privacy choices dialog
// (axe at 1280 and 390 px).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe-checks.ts';
import { contrastProblems } from './contrast-checks.ts';
import { frames, useHarness, useSharedPage, VIEWPORTS, visit } from './session.ts';

const session = useHarness();
const shared = useSharedPage(session, { viewport: 'desktop' });
const HYDRATED = '[data-island="header"][data-hydrated="true"]';

async function openDropdown(page: Page): Promise<void> {
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.click('.desktop-nav button[aria-controls="menu-services"]');
  await page.waitForSelector('#menu-services', { state: 'visible' });
}

async function openMobileMenu(page: Page): Promise<void> {
  await page.setViewportSize(VIEWPORTS.mobile);
  await page.click('.menu-toggle');
  await page.click('button[aria-controls="mobile-services"]');
  await page.click('button[aria-controls="mobile-areas"]');
  await page.waitForSelector('#mobile-areas', { state: 'visible' });
}

describe('the header in its open states', () => {
  it('axe: an open desktop dropdown, then the open mobile menu with both groups expanded', async () => {
    const page = await visit(session, shared, '/services/hardwood-flooring', { ready: HYDRATED });
    await openDropdown(page);
    expect.soft(await axeViolations(page), 'desktop dropdown').toEqual([]);
    await page.keyboard.press('Escape');
    await openMobileMenu(page);
    expect.soft(await axeViolations(page), 'mobile menu').toEqual([]);
  });

  it('contrast: the mobile menu with both groups expanded (390 px)', async () => {
    const page = await visit(session, shared, '/services/hardwood-flooring', { ready: HYDRATED });
    await openMobileMenu(page);
    expect(await contrastProblems(page, { scope: '.mobile-menu', hover: false, moreThan: 20 })).toEqual([]);
  });

  it('contrast: a desktop dropdown (1280 px)', async () => {
    const page = await visit(session, shared, '/services/hardwood-flooring', { ready: HYDRATED });
    await openDropdown(page);
    // Hovering a link would move the pointer off the trigger and start the close delay: rest and focus only.
    expect(await contrastProblems(page, { scope: '#menu-services', hover: false, moreThan: 5 })).toEqual([]);
  });
});

describe('the privacy choices dialog', () => {
  it('axe: open, at 1280 and 390 px', async () => {
    const page = await visit(session, shared, '/contact', { ready: HYDRATED });
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.waitForSelector('[data-island="privacy-choices"][data-hydrated="true"]', { state: 'attached' });
    await page.click('[data-island="privacy-choices"] a');
    await page.waitForSelector('dialog.privacy-dialog[open]');
    for (const viewport of ['desktop', 'mobile'] as const) {
      await page.setViewportSize(VIEWPORTS[viewport]);
      await frames(page, 2);
      expect.soft(await axeViolations(page), `${viewport} dialog`).toEqual([]);
    }
  });
});
