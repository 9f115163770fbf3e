// Every page under the shipped headers: the harness serves dist/ with
// dist/_headers applied, so the Content-Security-Policy is the deployed one.
// All 45 pages (44 routes and the 404 page), at desktop (1280) and mobile (390): no CSP
// violation, no console error, no horizontal overflow.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import type { Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { consoleErrors, cspViolations, DIST, openContext, recordConsole, useHarness, VIEWPORTS } from './session.ts';
import { SETTINGS_PATH, settingsRow } from './settings-stub.ts';

const session = useHarness();


/** Every built page (redirect stubs excluded: the server answers their paths with a 301). */
const PAGES = fg.sync('**/index.html', { cwd: DIST }).sort()
  .filter((file) => !readFileSync(path.join(DIST, file), 'utf8').includes('http-equiv="refresh"'))
  .map((file) => `/${path.posix.dirname(file)}`.replace(/^\/\.$/, '/'));

const site = parse(readFileSync(path.resolve(import.meta.dirname, '../../content/site.yaml'), 'utf8')) as {
  media: { imageBase: string; videoBase: string };
};
/** A healthy settings backend naming a container; gtm.js itself gets the harness's empty script. */
const settings = settingsRow('GTM-TEST123');

/** The media host answers (empty files): its content is not under test here, its CSP allowance is. */
const MEDIA_HOSTS = [site.media.imageBase, site.media.videoBase].filter((b) => b.startsWith('https://')).map((b) => new URL(b).host);
const mediaFile = (route: Route) => route.fulfill({ status: 200, headers: { 'content-type': 'application/octet-stream' }, body: '' });
const STUBS = { [SETTINGS_PATH]: settings, ...Object.fromEntries(MEDIA_HOSTS.map((host) => [host, mediaFile])) };

it("finds the 44 routed pages in dist/ (with 404.html, the build's 45 pages)", () => {
  expect(PAGES).toHaveLength(44);
});

for (const viewport of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
  describe(`${viewport} (${VIEWPORTS[viewport].width} px)`, () => {
    for (const urlPath of [...PAGES, '/no-such-page']) {
      it(`${urlPath}: no CSP violation, console error or horizontal overflow`, async () => {
        const context = await openContext(session.h, { viewport, stubs: STUBS });
        const page = await context.newPage();
        const messages = recordConsole(page);
        // Chromium reports the 404 status of the not-found document itself as a
        // console error; that status is the point of the page, not a fault in it.
        const documentStatus: string[] = [];
        page.on('console', (m) => { if (m.type() === 'error' && m.location().url === page.url()) documentStatus.push(`error: ${m.text()}`); });
        const response = await page.goto(`${session.h.baseUrl}${urlPath}`, { waitUntil: 'load' });
        expect(response?.status()).toBe(urlPath === '/no-such-page' ? 404 : 200);
        expect(response?.headers()['content-security-policy']).toMatch(/default-src 'self'/);
        // The site script has run once the tag-manager loader has settled.
        // It starts when the page is idle (up to 3 s), so allow for a busy machine.
        await expect.poll(() => page.evaluate(() => document.documentElement.dataset.gtm ?? ''), { timeout: 15_000 }).toMatch(/^(loaded|none|error)$/);
        // Bring lazy content (images, embeds, videos) in, then let the network settle.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        // networkidle is a settling heuristic, not a condition: on a busy machine it has
        // waited past 30 s on a page with no request pending. Violations are recorded as
        // they happen, so give the lazy requests a bounded moment and go on.
        await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(await cspViolations(page)).toEqual([]);
        expect(consoleErrors(messages).filter((m) => !(urlPath === '/no-such-page' && documentStatus.includes(m) && m.includes('404')))).toEqual([]);
        expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
      });
    }
  });
}

describe('redirect stubs (for hosts without rules) under the CSP', () => {
  // The server answers the rule paths with a 301; the stub files stay reachable
  // at their file paths, as they are on a host that ignores _redirects.
  const stubs = fg.sync('**/index.html', { cwd: DIST }).sort()
    .filter((file) => readFileSync(path.join(DIST, file), 'utf8').includes('http-equiv="refresh"'));

  it('there is one stub per redirect', () => {
    expect(stubs).toHaveLength(12);
  });

  it('a stub replaces itself with its target, keeping query and hash, with no CSP report in the console', async () => {
    const context = await openContext(session.h, { stubs: STUBS });
    const page = await context.newPage();
    // Chromium logs every CSP refusal as a console error, across navigations.
    const messages = recordConsole(page);
    for (const file of stubs.slice(0, 3)) {
      const to = /data-to="([^"]+)"/.exec(readFileSync(path.join(DIST, file), 'utf8'))![1];
      await page.goto(`${session.h.baseUrl}/${file}?ref=x#top`, { waitUntil: 'commit' });
      await page.waitForURL(`${session.h.baseUrl}${to}?ref=x#top`, { waitUntil: 'load' });
    }
    expect(consoleErrors(messages)).toEqual([]);
  });
});
