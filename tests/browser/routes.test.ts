// Route table behaviour in the browser (spec section 2 "Route table" and
// section 8): /gallery/project-N and the legacy Vienna path redirect with
// location.replace, unknown paths show the not-found page and log the path,
// alias service paths render the canonical page, pages open at the top.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { readYamlData } from '../../generator/pipeline/content/read-yaml.ts';
import { useHarness, useSharedPage, openContext } from './session.ts';

const session = useHarness();

const CONTENT = path.resolve(import.meta.dirname, '../../content');
const SITE = readYamlData(path.join(CONTENT, 'site.yaml')) as { baseUrl: string; brand: string };
/** project id -> slug, read from the content files. */
const PROJECT_SLUGS = new Map<string, string>(
  readdirSync(path.join(CONTENT, 'projects'))
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => {
      const p = readYamlData(path.join(CONTENT, 'projects', f)) as { id: string; slug: string };
      return [p.id, p.slug];
    }),
);

async function newPage(viewport: 'desktop' | 'mobile' = 'desktop'): Promise<{ page: Page; console: string[] }> {
  const context = await openContext(session.h, { viewport });
  const page = await context.newPage();
  const messages: string[] = [];
  page.on('console', (m) => messages.push(`${m.type()}: ${m.text()}`));
  return { page, console: messages };
}

// One tab per width for the tests that do not count history entries; those get a new tab.
const tabs = {
  desktop: useSharedPage(session, { viewport: 'desktop' }),
  mobile: useSharedPage(session, { viewport: 'mobile' }),
};
let tabConsole: string[] = [];
beforeAll(() => {
  for (const { page } of Object.values(tabs)) page.on('console', (m) => tabConsole.push(`${m.type()}: ${m.text()}`));
});

/** The shared tab of that width on a blank document, with only what comes next in its console. */
async function blankTab(viewport: 'desktop' | 'mobile' = 'desktop'): Promise<{ page: Page; console: string[] }> {
  const { page } = tabs[viewport];
  await page.mouse.move(0, 0);
  await page.goto('about:blank');
  tabConsole = [];
  return { page, console: tabConsole };
}

/** Start on a real page, then follow a redirecting URL to where it lands. */
async function followRedirect(page: Page, from: string, to: string) {
  await page.goto(`${session.h.baseUrl}/about`, { waitUntil: 'load' });
  const before = await page.evaluate(() => history.length);
  await page.goto(`${session.h.baseUrl}${from}`, { waitUntil: 'commit' });
  await page.waitForURL(`${session.h.baseUrl}${to}`, { waitUntil: 'load' });
  // location.replace: the stub left no history entry of its own.
  expect(await page.evaluate(() => history.length)).toBe(before + 1);
  await page.goBack({ waitUntil: 'load' });
  expect(new URL(page.url()).pathname).toBe('/about');
}

describe('redirects', () => {
  it('the content has project-1 to project-11', () => {
    expect([...PROJECT_SLUGS.keys()].sort((a, b) => Number(a.split('-')[1]) - Number(b.split('-')[1]))).toEqual(
      Array.from({ length: 11 }, (_, i) => `project-${i + 1}`),
    );
  });

  it('/gallery/project-N answers with a 301 to /projects/<slug> of the same project, for every N', async () => {
    // Over HTTP from the preview server (the shipped _redirects): the mapping for all eleven; the
    // browser follows three of them below.
    for (let n = 1; n <= 11; n++) {
      const slug = PROJECT_SLUGS.get(`project-${n}`)!;
      const response = await fetch(`${session.h.baseUrl}/gallery/project-${n}`, { redirect: 'manual' });
      expect(response.status, `project-${n}`).toBe(301);
      expect(response.headers.get('location'), `project-${n}`).toBe(`/projects/${slug}`);
      const landing = await fetch(`${session.h.baseUrl}/projects/${slug}`);
      expect(landing.status, slug).toBe(200);
      expect(await landing.text(), slug).toContain(`<link rel="canonical" href="${SITE.baseUrl}/projects/${slug}"/>`);
    }
  });

  it('in the browser /gallery/project-N lands on the project page, one history entry per visit, and back goes to the previous landing page', async () => {
    const { page } = await newPage();
    await page.goto(`${session.h.baseUrl}/about`, { waitUntil: 'load' });
    const start = await page.evaluate(() => history.length);
    const visited: string[] = [];
    for (const n of [1, 6, 11]) {
      const slug = PROJECT_SLUGS.get(`project-${n}`)!;
      await page.goto(`${session.h.baseUrl}/gallery/project-${n}`, { waitUntil: 'commit' });
      await page.waitForURL(`${session.h.baseUrl}/projects/${slug}`, { waitUntil: 'load' });
      visited.push(slug);
      // One history entry per visit: none for the redirecting address.
      expect(await page.evaluate(() => history.length), `project-${n}`).toBe(start + visited.length);
      // The landing page is the real project page, not the redirect stub.
      expect(await page.locator('[data-island="header"]').count()).toBe(1);
      expect(await page.getAttribute('link[rel="canonical"]', 'href')).toBe(`${SITE.baseUrl}/projects/${slug}`);
    }
    // Back goes to the previous landing page, not to a redirecting address that would bounce forward again.
    await page.goBack({ waitUntil: 'load' });
    expect(new URL(page.url()).pathname).toBe(`/projects/${visited.at(-2)}`);
  });

  it('a fresh tab on /gallery/project-1 has no back entry to the stub', async () => {
    const { page } = await newPage('mobile');
    await page.goto(`${session.h.baseUrl}/gallery/project-1?ref=x#top`, { waitUntil: 'commit' });
    await page.waitForURL(/\/projects\//, { waitUntil: 'load' });
    const url = new URL(page.url());
    expect(url.pathname).toBe(`/projects/${PROJECT_SLUGS.get('project-1')}`);
    // Query and hash survive the redirect.
    expect(url.search).toBe('?ref=x');
    expect(url.hash).toBe('#top');
    // At most the tab's initial blank entry precedes the landing page, and the tab's history holds
    // no entry for the stub. Read through the Navigation API (it lists the same-origin entries)
    // rather than by going back: a back navigation to a tab's initial blank document never
    // commits, and the tab it leaves behind once kept a context from closing for a minute.
    const history = await page.evaluate(() => ({
      length: window.history.length,
      urls: (window as unknown as { navigation: { entries: () => { url: string | null }[] } }).navigation
        .entries()
        .map((e) => e.url ?? ''),
    }));
    expect(history.length).toBeGreaterThanOrEqual(1);
    expect(history.length).toBeLessThanOrEqual(2);
    expect(history.urls).toEqual([page.url()]);
  });

  it('/projects/vienna-hardwood-installation lands on /projects/georgetown-retail-store', async () => {
    const { page } = await newPage();
    await followRedirect(page, '/projects/vienna-hardwood-installation', '/projects/georgetown-retail-store');
  });
});

describe('not-found page', () => {
  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`an unknown path shows the 404 page and logs the path (${viewport})`, async () => {
      const { page, console } = await blankTab(viewport);
      const response = await page.goto(`${session.h.baseUrl}/no-such-page`, { waitUntil: 'load' });
      expect(response?.status()).toBe(404);
      expect(new URL(page.url()).pathname).toBe('/no-such-page');
      const main = (await page.textContent('main')) ?? '';
      expect(main).toContain('404');
      expect((await page.textContent('main h1'))?.trim()).toBe('Oops! Page not found');
      const home = page.locator('main a', { hasText: 'Return to Home' });
      expect(await home.count()).toBe(1);
      expect(await home.getAttribute('href')).toBe('/');
      expect(await home.isVisible()).toBe(true);
      const isLog = (m: string) => m.startsWith('warning: ') && m.includes('/no-such-page') && /404/.test(m);
      await expect.poll(() => console.some(isLog)).toBe(true);
      const logged = console.filter(isLog);
      expect(logged, console.join('\n')).toHaveLength(1);
      await Promise.all([page.waitForURL(`${session.h.baseUrl}/`), home.click()]);
    });
  }

  it('nested unknown paths log their own path', async () => {
    const { page, console } = await blankTab();
    await page.goto(`${session.h.baseUrl}/services/not-a-service/extra`, { waitUntil: 'load' });
    expect((await page.textContent('main h1'))?.trim()).toBe('Oops! Page not found');
    await expect.poll(() => console.some((m) => m.includes('/services/not-a-service/extra'))).toBe(true);
    expect(console.some((m) => m.startsWith('warning: ') && m.includes('/services/not-a-service/extra'))).toBe(true);
  });
});

describe('alias service paths', () => {
  for (const [alias, canonical] of [
    ['/services/luxury-vinyl-plank', '/services/luxury-vinyl'],
    ['/services/ceramic-tile-installation', '/services/ceramic-tile'],
  ]) {
    it(`${alias} renders the ${canonical} page with a canonical link to it`, async () => {
      const { page } = await blankTab();
      const read = async (urlPath: string) => {
        await page.goto(`${session.h.baseUrl}${urlPath}`, { waitUntil: 'load' });
        return {
          path: new URL(page.url()).pathname,
          main: await page.$eval('main', (m) => m.innerHTML),
          title: await page.title(),
          canonical: await page.getAttribute('link[rel="canonical"]', 'href'),
          servicesActive: await page.$eval('.desktop-nav button[aria-controls="menu-services"]', (b) =>
            b.classList.contains('active'),
          ),
        };
      };
      const a = await read(alias);
      const c = await read(canonical);
      expect(a.path).toBe(alias);
      expect(a.main).toBe(c.main);
      expect(a.title).toBe(c.title);
      expect(a.canonical).toBe(`${SITE.baseUrl}${canonical}`);
      expect(c.canonical).toBe(`${SITE.baseUrl}${canonical}`);
      // The header marks the Services menu active on the alias too.
      expect(a.servicesActive).toBe(true);
    });
  }
});

describe('scroll position', () => {
  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`a page reached from the bottom of another starts at the top (${viewport})`, async () => {
      const { page } = await blankTab(viewport);
      await page.goto(`${session.h.baseUrl}/about`, { waitUntil: 'load' });
      const link = page.locator('footer a[href="/services/hardwood-flooring"]').first();
      await link.scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
      await Promise.all([
        page.waitForURL(`${session.h.baseUrl}/services/hardwood-flooring`, { waitUntil: 'load' }),
        link.click(),
      ]);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);

      // The same after a redirect.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
      await page.evaluate(() => {
        location.href = '/gallery/project-2';
      });
      await page.waitForURL(`${session.h.baseUrl}/projects/${PROJECT_SLUGS.get('project-2')}`, { waitUntil: 'load' });
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });
  }
});
