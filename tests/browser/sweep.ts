// The page sweep behind pages-mobile.test.ts and pages-desktop.test.ts, under the
// shipped headers (dist/_headers, so the deployed Content-Security-Policy). The
// mobile sweep loads every page once at 390 px; the desktop sweep loads one page of
// each type at 1280 px (the other pages of a type share its templates and scripts,
// so their desktop layout and requests are its own). Each load is checked by every
// check of page-checks.ts that asks for it, at its own width, resized to the other
// widths people use and with the text doubled; then, with lazy content scrolled in,
// for CSP violations, console errors and horizontal overflow over the whole visit.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import type { Page, Request, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MOBILE_BREAKPOINT_PX } from '../../generator/model/constants.ts';
import { readYamlData } from '../../generator/pipeline/content/read-yaml.ts';
import { NOT_FOUND, PAGE_TYPES } from '../fixtures/page-types.ts';
import { setTextSize } from './large-text-checks.ts';
import { overflow, underMobileBar } from './layout-checks.ts';
import { MOBILE, PAGE_CHECKS, type PageCheck, type View, type Visit } from './page-checks.ts';
import { consoleErrors, cspViolations, DIST, frames, type Harness, useSharedPage, type SharedPage } from './session.ts';
import { SETTINGS_PATH, settingsRow } from './settings-stub.ts';

/** One page of each type, checked for layout at every width (tests/fixtures/page-types.ts). */
export { NOT_FOUND, PAGE_TYPES };

/** Every built page (redirect stubs excluded: the server answers their paths with a 301). */
export const PAGES = fg
  .sync('**/index.html', { cwd: DIST })
  .sort()
  .filter((file) => !readFileSync(path.join(DIST, file), 'utf8').includes('http-equiv="refresh"'))
  .map((file) => `/${path.posix.dirname(file)}`.replace(/^\/\.$/, '/'));

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

const viewName = (view: View) => `${view.width} px${view.text === 200 ? ', 200% text' : ''}`;
const sameView = (a: View, b: View) => a.width === b.width && a.text === b.text;

/**
 * The views of one visit and the checks at each, in the order they run: the visit's own width,
 * the other widths, the doubled text; then the checks that interact, back at the visit's own width.
 */
export function plan(visit: Visit, checks: PageCheck[] = PAGE_CHECKS): { view: View; checks: PageCheck[] }[] {
  const own: View = { width: visit.width, text: 100 };
  const views: View[] = [own];
  for (const check of checks)
    if (!check.interacts) for (const v of check.views(visit)) if (!views.some((w) => sameView(v, w))) views.push(v);
  views.sort((a, b) => a.text - b.text);
  const steps = views
    .map((view) => ({
      view,
      checks: checks.filter((c) => !c.interacts && c.views(visit).some((v) => sameView(v, view))),
    }))
    .filter((step) => step.checks.length > 0);
  const interacting = checks.filter((c) => c.interacts && c.views(visit).some((v) => sameView(v, own)));
  if (interacting.length > 0) steps.push({ view: own, checks: interacting });
  return steps;
}

/**
 * The sweep at one load width: one context and one page for all pages, so each page is one
 * navigation (plus one to about:blank, which ends the previous document so its console output and
 * requests are not counted against the next page). Each visit is a describe block of tests that
 * run in order on that one load: the load, one test per view (page-checks.ts), and the whole
 * visit's CSP violations and console errors with the lazy content in.
 */
export function sweep(
  session: { h: Harness },
  options: { viewport: { width: number; height: number }; pages: string[] },
): SharedPage {
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

  /** False from a step's start to its end: a step that threw or timed out leaves the tab in an unknown state. */
  let settled = true;

  /**
   * The shared tab holding this visit's load (a failed load fails the visit's other tests here). After a
   * step that threw or hung, the page is loaded again first, so one stuck step fails alone instead of
   * leaving every later step of the visit to wait out its own timeout on the same stuck tab.
   */
  async function loaded(urlPath: string): Promise<Page> {
    const { page } = shared;
    if (!settled) {
      await page.goto(`${session.h.baseUrl}${urlPath}`, { waitUntil: 'load' });
      await page.waitForSelector('[data-island="header"][data-hydrated="true"]', { state: 'attached' });
    }
    expect(new URL(page.url()).pathname, 'the page this visit loaded').toBe(urlPath);
    settled = false;
    return page;
  }

  /** The window at `view`'s width and text size, scrolled to the top, drawn. Returns the text-doubling problems. */
  async function show(page: Page, view: View): Promise<string[]> {
    if (page.viewportSize()?.width !== view.width) await page.setViewportSize({ width: view.width, height });
    const problems = await setTextSize(page, view.text);
    await page.evaluate(() => window.scrollTo(0, 0));
    await frames(page, 2);
    return problems;
  }

  for (const urlPath of options.pages) {
    const visit: Visit = { path: urlPath, width, height, type: PAGE_TYPES.includes(urlPath) };
    describe(`${urlPath}, loaded at ${width} px`, () => {
      it(`loads (${urlPath === NOT_FOUND ? '404' : '200'}, the shipped CSP header), hydrated, the tag manager settled`, async () => {
        const { page } = shared;
        settled = false;
        if (!listening) listen(page);
        await page.setViewportSize(options.viewport);
        await page.goto('about:blank');
        pending.clear();
        messages = [];
        current = urlPath;
        await page.mouse.move(0, 0);
        const response = await page.goto(`${session.h.baseUrl}${urlPath}`, { waitUntil: 'load' });
        expect(response?.status(), `${urlPath} status`).toBe(urlPath === NOT_FOUND ? 404 : 200);
        expect(response?.headers()['content-security-policy'], `${urlPath} CSP header`).toMatch(/default-src 'self'/);
        await page.waitForSelector('[data-island="header"][data-hydrated="true"]', { state: 'attached' });
        // The site script has run once the tag-manager loader has settled.
        // It starts when the page is idle (up to 3 s), so allow for a busy machine.
        await expect
          .poll(() => page.evaluate(() => document.documentElement.dataset.gtm ?? ''), {
            timeout: 30_000,
            message: `${urlPath}: tag-manager state`,
          })
          .toMatch(/^(loaded|none|error)$/);
        settled = true;
      });

      for (const step of plan(visit)) {
        const timeout = 60_000 + step.checks.reduce((sum, c) => sum + (c.timeoutMs ?? 0), 0);
        it(`at ${viewName(step.view)}: ${step.checks.map((c) => c.name).join('; ')}`, { timeout }, async () => {
          const page = await loaded(urlPath);
          const doubling = await show(page, step.view);
          // Measured where no clamp(rem, vw, rem) size has reached its vw part (the 404 code's), which at wider
          // widths is the same at 100% and 200%: on a phone, the first doubled view of the mobile visit.
          if (step.view.width <= MOBILE.width)
            expect.soft(doubling, `${urlPath} at ${viewName(step.view)}: all text doubles`).toEqual([]);
          for (const check of step.checks) {
            await page.evaluate(() => window.scrollTo(0, 0));
            const problems = await check.run(page, { visit, view: step.view, site: { phone: site.phone.display } });
            expect.soft(problems, `${urlPath} at ${viewName(step.view)}: ${check.name}`).toEqual([]);
          }
          settled = true;
        });
      }

      it(`with lazy content in, over the whole visit: no CSP violation, no console error, no horizontal overflow${width < MOBILE_BREAKPOINT_PX ? ', nothing under the mobile bar' : ''}`, async () => {
        const page = await loaded(urlPath);
        await show(page, { width, text: 100 });
        // Bring lazy content (images, embeds, videos) in and let those requests end.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await settle(page, pending);
        expect.soft(await cspViolations(page), `${urlPath} at ${width} px: CSP violations`).toEqual([]);
        expect.soft(consoleErrors(messages), `${urlPath} at ${width} px: console errors`).toEqual([]);
        expect
          .soft(await overflow(page), `${urlPath} at ${width} px: horizontal overflow with lazy content in`)
          .toEqual([]);
        if (width < MOBILE_BREAKPOINT_PX)
          expect.soft(await underMobileBar(page), `${urlPath} at ${width} px: under the mobile bar`).toEqual([]);
        settled = true;
      });
    });
  }
  return shared;
}
