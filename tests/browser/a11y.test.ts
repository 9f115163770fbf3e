// Accessibility smoke test: axe-core on one page of each type, at desktop and
// mobile widths, after the islands have hydrated, with the rules of WCAG 2.2 A
// and AA and axe's best practices. Serious and critical violations fail the
// test (colour contrast included).
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { frames, openContext, startHarness, VIEWPORTS, type Harness } from './harness.ts';

const AXE = path.resolve(import.meta.dirname, '../../node_modules/axe-core/axe.min.js');

const PAGES = [
  '/',
  '/about',
  '/services',
  '/services/hardwood-flooring',
  '/service-areas',
  '/locations/georgetown-dc',
  '/gallery',
  '/projects/georgetown-retail-store',
  '/reviews',
  '/contact',
  '/privacy',
  '/404.html',
];

interface AxeNode {
  target: unknown[];
  html: string;
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: AxeNode[];
}

let h: Harness;
let context: BrowserContext;
/** One tab for every audit: each test loads its page into it at desktop width. */
let tab: Page;

beforeAll(async () => {
  h = await startHarness({ wsEndpoint: inject('browserWsEndpoint') });
  context = await openContext(h, { viewport: 'desktop' });
  tab = await context.newPage();
});

/** urlPath in the tab at desktop width, hydrated, with axe loaded. */
async function load(urlPath: string): Promise<Page> {
  await tab.setViewportSize(VIEWPORTS.desktop);
  await tab.mouse.move(0, 0);
  await tab.goto(`${h.baseUrl}${urlPath}`, { waitUntil: 'load' });
  await tab.waitForSelector('[data-island="header"][data-hydrated="true"]', { state: 'attached' });
  await tab.addScriptTag({ path: AXE });
  return tab;
}
afterAll(async () => {
  await h?.close();
});

function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help}\n${v.nodes
          .slice(0, 8)
          .map(
            (n) =>
              `    ${JSON.stringify(n.target)} ${n.failureSummary?.split('\n').slice(1, 2).join(' ').trim() ?? ''}`,
          )
          .join('\n')}${v.nodes.length > 8 ? `\n    ... ${v.nodes.length - 8} more` : ''}`,
    )
    .join('\n');
}

async function audit(page: Page): Promise<AxeViolation[]> {
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    // WCAG 2.0 to 2.2 A and AA (2.2's target size is off unless asked for by tag), and axe's best practices.
    const result = await axe.run(document, {
      resultTypes: ['violations'],
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target, html: n.html, failureSummary: n.failureSummary })),
    }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

describe('axe: no serious or critical violations', () => {
  for (const urlPath of PAGES) {
    it(`${urlPath} at desktop (1280) and mobile (390) widths`, async () => {
      const page = await load(urlPath);
      const report: string[] = [];
      for (const viewport of ['desktop', 'mobile'] as const) {
        await page.setViewportSize(VIEWPORTS[viewport]);
        await frames(page, 2);
        const blocking = await audit(page);
        if (blocking.length) report.push(`${viewport} ${urlPath}:\n${describeViolations(blocking)}`);
      }
      expect(report, report.join('\n')).toEqual([]);
      // Two full audits per page: the home page's took 29 s on a 2-core machine, at the default limit.
    }, 60_000);
  }
});

describe('axe: header in its open states', () => {
  it('open desktop dropdown and open mobile menu with both groups expanded', async () => {
    const page = await load('/services/hardwood-flooring');
    const report: string[] = [];
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.click('.desktop-nav button[aria-controls="menu-services"]');
    await page.waitForSelector('#menu-services', { state: 'visible' });
    let blocking = await audit(page);
    if (blocking.length) report.push(`desktop dropdown:\n${describeViolations(blocking)}`);
    await page.keyboard.press('Escape');

    await page.setViewportSize(VIEWPORTS.mobile);
    await page.click('.menu-toggle');
    await page.click('button[aria-controls="mobile-services"]');
    await page.click('button[aria-controls="mobile-areas"]');
    await page.waitForSelector('#mobile-areas', { state: 'visible' });
    blocking = await audit(page);
    if (blocking.length) report.push(`mobile menu:\n${describeViolations(blocking)}`);
    expect(report, report.join('\n')).toEqual([]);
  });
});

describe('axe: the privacy choices dialog', () => {
  it('open, at desktop and mobile widths', async () => {
    const page = await load('/contact');
    await page.waitForSelector('[data-island="privacy-choices"][data-hydrated="true"]', { state: 'attached' });
    await page.click('[data-island="privacy-choices"] a');
    await page.waitForSelector('dialog.privacy-dialog[open]');
    const report: string[] = [];
    for (const viewport of ['desktop', 'mobile'] as const) {
      await page.setViewportSize(VIEWPORTS[viewport]);
      await frames(page, 2);
      const blocking = await audit(page);
      if (blocking.length) report.push(`${viewport} dialog:\n${describeViolations(blocking)}`);
    }
    expect(report, report.join('\n')).toEqual([]);
  });
});
