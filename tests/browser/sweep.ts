// The page sweep behind pages-mobile.test.ts and pages-desktop.test.ts, under the
// shipped headers (dist/_headers, so the deployed Content-Security-Policy). The
// mobile sweep loads every page once at 390 px and checks that load for CSP
// violations, console errors and horizontal overflow, then resizes it to 320 px,
// the narrowest phone, where a page's own copy (a long name, a wide table) overflows
// first. The desktop sweep loads one page of each type at 1280 px: the other
// pages of a type share its templates and scripts, so their desktop layout and
// requests are its own. Page types also get the header and image checks, and,
// resized, the other widths people use.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import type { Page, Request, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MOBILE_BREAKPOINT_PX } from '../../generator/model/constants.ts';
import { readYamlData } from '../../generator/pipeline/content/read-yaml.ts';
import {
  GRID_SELECTOR,
  headerProblems,
  overflow,
  repeatedInGrid,
  undimensioned,
  underMobileBar,
} from './layout-checks.ts';
import { longLinkNames, phoneLinksWithoutNumber } from './name-checks.ts';
import { emptySections, separatorsStartingLines, setTextSize, splitWords } from './text-checks.ts';
import { consoleErrors, cspViolations, DIST, frames, type Harness, useSharedPage, type SharedPage } from './session.ts';
import { SETTINGS_PATH, settingsRow } from './settings-stub.ts';

/** Every built page (redirect stubs excluded: the server answers their paths with a 301). */
export const PAGES = fg
  .sync('**/index.html', { cwd: DIST })
  .sort()
  .filter((file) => !readFileSync(path.join(DIST, file), 'utf8').includes('http-equiv="refresh"'))
  .map((file) => `/${path.posix.dirname(file)}`.replace(/^\/\.$/, '/'));

/** The not-found page, as a visitor gets it: dist/404.html under a 404 status. */
export const NOT_FOUND = '/no-such-page';

/**
 * One page of each type, checked for layout at every width. The 404 type is the
 * NOT_FOUND visit: the server answers it with dist/404.html itself.
 */
export const PAGE_TYPES = [
  '/',
  '/about',
  '/services',
  '/services/hardwood-flooring',
  '/service-areas',
  '/locations/georgetown-dc',
  '/locations/loudoun-county-va',
  '/gallery',
  '/projects/georgetown-retail-store',
  '/projects/alexandria-office-commercial',
  '/reviews',
  '/contact',
  '/privacy',
  '/guides',
  '/guides/hardwood-floor-installation-cost-dmv',
  NOT_FOUND,
];

const site = readYamlData(path.resolve(import.meta.dirname, '../../content/site.yaml')) as {
  media: { imageBase: string; videoBase: string };
  phone: { display: string };
};
/** The media host answers (empty files): its content is not under test here, its CSP allowance is. */
const MEDIA_HOSTS = [site.media.imageBase, site.media.videoBase]
  .filter((b) => b.startsWith('https://'))
  .map((b) => new URL(b).host);
const mediaFile = (route: Route) =>
  route.fulfill({ status: 200, headers: { 'content-type': 'application/octet-stream' }, body: '' });
/** A healthy settings backend naming a container (gtm.js itself gets the harness's empty script), and the media host. */
export const STUBS = {
  [SETTINGS_PATH]: settingsRow('GTM-TEST123'),
  ...Object.fromEntries(MEDIA_HOSTS.map((host) => [host, mediaFile])),
};

/**
 * The lazy requests the scroll started have all ended: two checks in a row, each
 * after two frames (lazy loads start in the rendering step after a scroll), with
 * no request pending. Violations are recorded as they happen, so this is a
 * settling bound, not an assertion: a page that keeps fetching gets 5 s, as the
 * networkidle wait had before (without networkidle's fixed 500 ms of quiet).
 */
async function settle(page: Page, pending: Set<Request>): Promise<void> {
  const deadline = Date.now() + 5_000;
  let quiet = 0;
  while (quiet < 2 && Date.now() < deadline) {
    await frames(page, 2);
    quiet = pending.size === 0 ? quiet + 1 : 0;
  }
}

interface SweepOptions {
  /** The width and height each page is loaded at. */
  viewport: { width: number; height: number };
  /** Every page, or one page of each type (PAGE_TYPES). */
  pages: 'all' | 'types';
  /** Other widths every swept page is resized to (at the same height) for the layout checks. */
  resizeAllTo: number[];
  /** Other widths only the page types are resized to. */
  resizeTypesTo: number[];
  /** Image checks (dimensions, no picture twice in a grid) on this width's load. */
  images: boolean;
  /**
   * Widths every swept page is resized to, at 100% and at 200% text, for the text checks (no word
   * broken inside itself, no empty section): none when this sweep leaves them to another.
   */
  textWidths?: number[];
}

/**
 * The sweep at one width: one context and one page for all pages, so each page is
 * one navigation (plus one to about:blank, which ends the previous document so
 * its console output and requests are not counted against the next page).
 */
export function sweep(session: { h: Harness }, options: SweepOptions): SharedPage {
  const { width, height } = options.viewport;
  const shared = useSharedPage(session, { size: options.viewport, stubs: STUBS });
  /** Requests started and not yet finished or failed, and console output, of the page being checked. */
  const pending = new Set<Request>();
  let messages: string[] = [];
  let current = '';
  let listening = false;

  function listen(page: Page): void {
    page.on('request', (r) => pending.add(r));
    page.on('requestfinished', (r) => pending.delete(r));
    page.on('requestfailed', (r) => pending.delete(r));
    // Chromium reports the 404 status of the not-found document itself as a
    // console error; that status is the point of the page, not a fault in it.
    page.on('console', (m) => {
      const documentStatus =
        current === NOT_FOUND && m.type() === 'error' && m.location().url === page.url() && m.text().includes('404');
      if (!documentStatus) messages.push(`${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => messages.push(`pageerror: ${e.message}`));
    listening = true;
  }

  async function load(urlPath: string): Promise<Page> {
    const { page } = shared;
    if (!listening) listen(page);
    if (page.viewportSize()?.width !== width) await page.setViewportSize(options.viewport);
    await page.goto('about:blank');
    pending.clear();
    messages = [];
    current = urlPath;
    const response = await page.goto(`${session.h.baseUrl}${urlPath}`, { waitUntil: 'load' });
    expect(response?.status(), `${urlPath} status`).toBe(urlPath === NOT_FOUND ? 404 : 200);
    expect(response?.headers()['content-security-policy'], `${urlPath} CSP header`).toMatch(/default-src 'self'/);
    // The site script has run once the tag-manager loader has settled.
    // It starts when the page is idle (up to 3 s), so allow for a busy machine.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.gtm ?? ''), {
        timeout: 15_000,
        message: `${urlPath}: tag-manager state`,
      })
      .toMatch(/^(loaded|none|error)$/);
    return page;
  }

  /** The layout checks at the current width, with the page at its top (as a visitor lands). */
  async function layout(page: Page, urlPath: string, at: number): Promise<void> {
    await page.evaluate(() => window.scrollTo(0, 0));
    expect.soft(await overflow(page), `${urlPath} at ${at} px: horizontal overflow`).toEqual([]);
    expect.soft(await headerProblems(page), `${urlPath} at ${at} px: header`).toEqual([]);
    if (at < MOBILE_BREAKPOINT_PX)
      expect.soft(await underMobileBar(page), `${urlPath} at ${at} px: under the mobile bar`).toEqual([]);
  }

  describe(`${width} px`, () => {
    const swept = options.pages === 'all' ? [...PAGES, NOT_FOUND] : PAGE_TYPES;
    for (const urlPath of swept) {
      const isType = PAGE_TYPES.includes(urlPath);
      const names = 'phone links name the number, no link named by a paragraph';
      const what = isType
        ? `no CSP violation, console error or horizontal overflow; header intact${width < MOBILE_BREAKPOINT_PX ? ', nothing under the mobile bar' : ''}${options.images ? ', every image sized, no picture twice in a grid' : ''}; ${names}`
        : `no CSP violation, console error or horizontal overflow; ${names}`;
      it(`${urlPath}: ${what}`, async () => {
        const page = await load(urlPath);
        if (isType) {
          await page.waitForSelector('[data-island="header"][data-hydrated="true"]', { state: 'attached' });
          expect.soft(await overflow(page), `${urlPath} at ${width} px: horizontal overflow`).toEqual([]);
          expect.soft(await headerProblems(page), `${urlPath} at ${width} px: header`).toEqual([]);
          if (options.images) {
            expect.soft(await undimensioned(page), `${urlPath}: images without width and height`).toEqual([]);
            expect
              .soft(await repeatedInGrid(page, GRID_SELECTOR), `${urlPath}: a picture twice in one grid`)
              .toEqual([]);
          }
        }
        expect
          .soft(await phoneLinksWithoutNumber(page, site.phone.display), `${urlPath}: phone links without the number`)
          .toEqual([]);
        expect.soft(await longLinkNames(page), `${urlPath}: links named by a paragraph`).toEqual([]);
        // Bring lazy content (images, embeds, videos) in and let those requests end.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await settle(page, pending);
        expect.soft(await cspViolations(page), `${urlPath} at ${width} px: CSP violations`).toEqual([]);
        expect.soft(consoleErrors(messages), `${urlPath} at ${width} px: console errors`).toEqual([]);
        expect
          .soft(await overflow(page), `${urlPath} at ${width} px: horizontal overflow with lazy content in`)
          .toEqual([]);
        if (isType && width < MOBILE_BREAKPOINT_PX)
          expect.soft(await underMobileBar(page), `${urlPath} at ${width} px: under the mobile bar`).toEqual([]);
      });

      const textWidths = options.textWidths ?? [];
      if (textWidths.length > 0)
        it(`${urlPath} at ${textWidths.join(', ')} px, 100% and 200% text: no word broken inside itself, no line starting with a separator, no empty section`, async () => {
          const { page } = shared;
          // The page a previous test of this page loaded (and maybe resized): read, never reloaded.
          expect(new URL(page.url()).pathname, 'the page loaded by the previous test').toBe(urlPath);
          const broken: string[] = [];
          const empty = new Set<string>();
          for (const percent of [100, 200] as const) {
            await setTextSize(page, percent);
            for (const at of textWidths) {
              await page.setViewportSize({ width: at, height });
              for (const p of await splitWords(page)) broken.push(`${at} px, ${percent}% text: ${p}`);
              for (const p of await separatorsStartingLines(page)) broken.push(`${at} px, ${percent}% text: ${p}`);
              if (percent === 100) for (const p of await emptySections(page)) empty.add(p);
            }
          }
          await setTextSize(page, 100);
          expect
            .soft(broken, `${urlPath}: words broken inside themselves, lines starting with a separator`)
            .toEqual([]);
          expect.soft([...empty], `${urlPath}: empty sections`).toEqual([]);
        });

      for (const other of isType ? [...options.resizeAllTo, ...options.resizeTypesTo] : options.resizeAllTo) {
        it(`${urlPath} resized to ${other} px: no overflow, header intact${other < MOBILE_BREAKPOINT_PX ? ', nothing under the mobile bar' : ''}`, async () => {
          const { page } = shared;
          // The previous test loaded this page at the sweep's width.
          expect(new URL(page.url()).pathname, 'the page loaded by the previous test').toBe(urlPath);
          await page.setViewportSize({ width: other, height });
          await frames(page, 2);
          await layout(page, urlPath, other);
        });
      }
    }
  });
  return shared;
}
