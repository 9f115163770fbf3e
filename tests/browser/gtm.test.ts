// Tag-manager loader (client/gtm.ts, started by client/entries/site.ts): reads
// GTM_CONTAINER_ID from the settings table with one fetch (stubbed here)
// and injects the async script plus a noscript iframe at the start of <body>.
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { build } from 'esbuild';
import type { Page, Request, Route } from 'playwright-core';
import { useHarness, useSharedPage, VIEWPORTS, type SharedPage } from './session.ts';
import { ANON_KEY, CONTENT_CONTAINER_ID, CORS, SETTINGS_PATH, SUPABASE_URL, settingsRow } from './settings-stub.ts';

const session = useHarness();

interface Opened {
  page: Page;
  requests: Request[];
  messages: string[];
  errors: string[];
}

type Stub = (route: Route) => Promise<void> | void;

/** What the settings backend answers in the current test. */
let settings: Stub = (route) => route.abort();
/** What the current test's document sent and logged. */
let current: Omit<Opened, 'page'> = { requests: [], messages: [], errors: [] };

// One tab per width, reused: each test sets the backend's answer and loads a fresh document.
const tabs = Object.fromEntries(
  (Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]).map((viewport) => [
    viewport,
    useSharedPage(session, { viewport, stubs: { [SETTINGS_PATH]: (route) => settings(route) } }),
  ]),
) as Record<keyof typeof VIEWPORTS, SharedPage>;
beforeAll(() => {
  for (const { page } of Object.values(tabs)) {
    page.on('request', (r) => {
      if (r.url().includes(SETTINGS_PATH) && r.method() !== 'OPTIONS') current.requests.push(r);
    });
    page.on('console', (m) => current.messages.push(`${m.type()}: ${m.text()}`));
    page.on('pageerror', (e) => current.errors.push(String(e)));
  }
});

/** A fresh document of urlPath with the settings backend answering `stub`; nothing of the previous document is counted. */
async function load(stub: Stub, urlPath: string, viewport: keyof typeof VIEWPORTS): Promise<Page> {
  const { page } = tabs[viewport];
  await page.goto('about:blank');
  settings = stub;
  current = { requests: [], messages: [], errors: [] };
  await page.goto(`${session.h.baseUrl}${urlPath}`, { waitUntil: 'load' });
  return page;
}

async function open(stub: Stub, urlPath = '/about', viewport: keyof typeof VIEWPORTS = 'desktop'): Promise<Opened> {
  const page = await load(stub, urlPath, viewport);
  await expect
    .poll(() => page.evaluate(() => document.documentElement.dataset.gtm), { timeout: 10_000 })
    .not.toMatch(/^(loading)?$/);
  return { page, ...current };
}

const injected = (page: Page) =>
  page.evaluate(() => ({
    gtm: document.documentElement.dataset.gtm,
    gtmError: document.documentElement.dataset.gtmError ?? null,
    scripts: [...document.querySelectorAll('script[src*="googletagmanager.com"]')].map((s) => ({
      src: s.getAttribute('src'),
      async: (s as HTMLScriptElement).async,
      inHead: s.parentElement === document.head,
    })),
    noscripts: document.querySelectorAll('noscript[data-gtm]').length,
    firstChild: document.body.firstElementChild?.tagName ?? null,
    firstChildHtml:
      document.body.firstElementChild?.tagName === 'NOSCRIPT' ? document.body.firstElementChild.innerHTML : null,
    dataLayer: ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).map(
      (e) => e.event ?? null,
    ),
  }));

describe('content', () => {
  it('site.yaml leaves the container to the settings table (placeholder id)', () => {
    expect(CONTENT_CONTAINER_ID).toBe('GTM-PLACEHOLDER');
    expect(SUPABASE_URL).toMatch(/^https:\/\//);
    expect(ANON_KEY.length).toBeGreaterThan(0);
  });
});

describe('settings lookup succeeds', () => {
  for (const viewport of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
    it(`injects the container script into <head> and the noscript iframe as the first body child (${viewport})`, async () => {
      const { page, errors } = await open(settingsRow('GTM-TEST123'), '/about', viewport);
      const state = await injected(page);
      expect(state.gtm).toBe('loaded');
      expect(state.gtmError).toBeNull();
      expect(state.scripts).toEqual([
        { src: 'https://www.googletagmanager.com/gtm.js?id=GTM-TEST123', async: true, inHead: true },
      ]);
      expect(state.noscripts).toBe(1);
      expect(state.firstChild).toBe('NOSCRIPT');
      expect(state.firstChildHtml).toContain('https://www.googletagmanager.com/ns.html?id=GTM-TEST123');
      expect(state.firstChildHtml).toMatch(/^<iframe /);
      expect(state.dataLayer).toContain('gtm.js');
      expect(errors).toEqual([]);
    });
  }

  it('reports "loading" while the settings request is pending', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => {
      release = r;
    });
    const answer = settingsRow('GTM-TEST123');
    const page = await load(
      async (route) => {
        if (route.request().method() !== 'OPTIONS') await held;
        await answer(route);
      },
      '/about',
      'desktop',
    );
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.gtm)).toBe('loading');
    expect((await injected(page)).scripts).toEqual([]);
    release();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.gtm)).toBe('loaded');
  });

  it('queries the settings table for the active GTM_CONTAINER_ID key with the anon key', async () => {
    const { requests } = await open(settingsRow('GTM-TEST123'));
    expect(requests).toHaveLength(1);
    const request = requests[0];
    expect(request.method()).toBe('GET');
    const url = new URL(request.url());
    expect(`${url.origin}${url.pathname}`).toBe(`${SUPABASE_URL}/rest/v1/settings`);
    expect(url.searchParams.get('select')).toBe('key');
    expect(url.searchParams.get('name')).toBe('eq.GTM_CONTAINER_ID');
    expect(url.searchParams.get('active')).toBe('eq.true');
    const headers = await request.allHeaders();
    expect(headers.apikey).toBe(ANON_KEY);
    expect(headers.accept).toContain('application/vnd.pgrst.object+json');
  });

  it('trims the stored key', async () => {
    const { page } = await open(settingsRow('  GTM-TEST123  '));
    const state = await injected(page);
    expect(state.gtm).toBe('loaded');
    expect(state.scripts.map((s) => s.src)).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-TEST123']);
  });

  it('the cleanup returned by injectContainer removes both elements', async () => {
    const { page } = await open(settingsRow('GTM-TEST123'));
    // Bundle client/gtm.ts on its own and run its injectContainer in the loaded page.
    const built = await build({
      entryPoints: [path.resolve(import.meta.dirname, '../../client/gtm.ts')],
      bundle: true,
      write: false,
      format: 'iife',
      globalName: '__gtmModule',
      platform: 'browser',
      external: ['@supabase/supabase-js'],
    });
    await page.addScriptTag({ content: built.outputFiles[0].text });
    const result = await page.evaluate(() => {
      const { injectContainer } = (
        window as unknown as { __gtmModule: { injectContainer: (id: string) => () => void } }
      ).__gtmModule;
      const cleanup = injectContainer('GTM-CLEANUP1');
      const present = () => ({
        script: !!document.querySelector(
          'head > script[src="https://www.googletagmanager.com/gtm.js?id=GTM-CLEANUP1"]',
        ),
        noscript: [...document.querySelectorAll('noscript')].some((n) =>
          n.innerHTML.includes('ns.html?id=GTM-CLEANUP1'),
        ),
      });
      const added = {
        ...present(),
        first: document.body.firstElementChild?.innerHTML.includes('GTM-CLEANUP1') ?? false,
      };
      cleanup();
      return { added, after: present(), original: !!document.querySelector('script[src*="id=GTM-TEST123"]') };
    });
    expect(result.added).toEqual({ script: true, noscript: true, first: true });
    expect(result.after).toEqual({ script: false, noscript: false });
    expect(result.original).toBe(true);
  });
});

describe('settings lookup fails', () => {
  for (const [label, stub] of [
    [
      'a 500 answer',
      (route: Route) =>
        route.request().method() === 'OPTIONS'
          ? route.fulfill({ status: 204, headers: CORS })
          : route.fulfill({
              status: 500,
              headers: { ...CORS, 'content-type': 'application/json' },
              body: JSON.stringify({ message: 'boom', code: 'XX000' }),
            }),
    ],
    ['a network failure', (route: Route) => route.abort('failed')],
    [
      'no matching row (406)',
      (route: Route) =>
        route.request().method() === 'OPTIONS'
          ? route.fulfill({ status: 204, headers: CORS })
          : route.fulfill({
              status: 406,
              headers: { ...CORS, 'content-type': 'application/json' },
              body: JSON.stringify({
                code: 'PGRST116',
                details: 'The result contains 0 rows',
                message: 'JSON object requested, multiple (or no) rows returned',
              }),
            }),
    ],
  ] as const) {
    it(`${label}: dataset.gtm "error", "Failed to load GTM settings", console warning, no container`, async () => {
      const { page, messages, errors } = await open(stub);
      const state = await injected(page);
      expect(state.gtm).toBe('error');
      expect(state.gtmError).toBe('Failed to load GTM settings');
      expect(state.scripts).toEqual([]);
      expect(state.noscripts).toBe(0);
      expect(state.firstChild).not.toBe('NOSCRIPT');
      expect(messages.some((m) => m.startsWith('warning: Error loading GTM settings'))).toBe(true);
      expect(messages.filter((m) => m.startsWith('error: ') && m.includes('GTM'))).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
});

describe('no container configured', () => {
  for (const key of ['GTM-PLACEHOLDER', '', '   ']) {
    it(`key ${JSON.stringify(key)}: dataset.gtm "none" and nothing injected`, async () => {
      const { page, messages, errors } = await open(settingsRow(key));
      const state = await injected(page);
      expect(state.gtm).toBe('none');
      expect(state.gtmError).toBeNull();
      expect(state.scripts).toEqual([]);
      expect(state.noscripts).toBe(0);
      expect(state.dataLayer).not.toContain('gtm.js');
      expect(messages.filter((m) => m.includes('GTM'))).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  it('a null key also means no container', async () => {
    const { page } = await open((route) =>
      route.request().method() === 'OPTIONS'
        ? route.fulfill({ status: 204, headers: CORS })
        : route.fulfill({
            status: 200,
            headers: { ...CORS, 'content-type': 'application/vnd.pgrst.object+json' },
            body: '{"key":null}',
          }),
    );
    expect((await injected(page)).gtm).toBe('none');
  });
});
