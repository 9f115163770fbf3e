// Browser-test harness: serves the built dist/ on 127.0.0.1 and drives
// Debian's Chromium through playwright-core. Every request that is not to the
// local server is answered by a stub or aborted: tests never touch the internet.
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page, type Route } from 'playwright-core';
import { startServer } from '../../generator/serve/serve.ts';
import { LAUNCH_OPTIONS } from './chromium.ts';
import { closeServer } from '../fixtures/close-server.ts';

export const DIST = path.resolve(import.meta.dirname, '../../dist');

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} as const;

export interface Harness {
  baseUrl: string;
  browser: Browser;
  /** Contexts opened through openContext/openPage since the last closeContexts(). */
  contexts: Set<BrowserContext>;
  closeContexts: () => Promise<void>;
  close: () => Promise<void>;
}

/**
 * The browser at wsEndpoint (a test run's shared one, tests/fixtures/browser-server.ts), or one of its
 * own. Closing a connected browser closes this client's contexts and leaves the browser running.
 */
export function openBrowser(wsEndpoint?: string): Promise<Browser> {
  return wsEndpoint ? chromium.connect(wsEndpoint) : chromium.launch(LAUNCH_OPTIONS);
}

export async function startHarness(options: { wsEndpoint?: string } = {}): Promise<Harness> {
  if (!existsSync(path.join(DIST, 'index.html'))) throw new Error('dist/ is not built: run `npm run build` first');
  const server: Server = await startServer(DIST, 0);
  const { port } = server.address() as AddressInfo;
  const browser = await openBrowser(options.wsEndpoint);
  const contexts = new Set<BrowserContext>();
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    browser,
    contexts,
    closeContexts: async () => {
      for (const context of contexts) await context.close();
      contexts.clear();
    },
    close: async () => {
      await browser.close();
      await closeServer(server);
    },
  };
}

export type StubHandler = (route: Route) => Promise<void> | void;

export interface PageOptions {
  viewport?: keyof typeof VIEWPORTS;
  /** An exact window size; wins over `viewport` (width sweeps, screenshots). */
  size?: { width: number; height: number };
  /** Handlers for third-party URLs, matched by substring; anything else off-site is aborted. */
  stubs?: Record<string, StubHandler>;
  /** Define window.gtag that records events into window.__events. */
  recordAnalytics?: boolean;
  userAgent?: string;
  /** false: server HTML only, no scripts run. */
  javaScriptEnabled?: boolean;
}

export async function openContext(h: Harness, options: PageOptions = {}): Promise<BrowserContext> {
  const context = await h.browser.newContext({
    viewport: options.size ?? VIEWPORTS[options.viewport ?? 'desktop'],
    userAgent: options.userAgent,
    reducedMotion: 'reduce',
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  h.contexts.add(context);
  await context.route('**/*', async (route) => {
    const url = route.request().url();
    if (url.startsWith(h.baseUrl)) return route.continue();
    for (const [needle, handler] of Object.entries(options.stubs ?? {})) {
      if (url.includes(needle)) return handler(route);
    }
    // Media, the form service, the tag manager, the settings backend: stubbed
    // or aborted. Scripts get an empty body so pages behave as if blocked.
    if (route.request().resourceType() === 'script')
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
    return route.abort();
  });
  // Every page records CSP violations, so any test can assert there were none.
  await context.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      w.__cspViolations.push(
        `${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile || location.pathname}:${e.lineNumber}`,
      );
    });
  });
  if (options.recordAnalytics) {
    await context.addInitScript(() => {
      const w = window as unknown as { __events: unknown[][]; gtag: (...args: unknown[]) => void };
      w.__events = [];
      w.gtag = (...args: unknown[]) => {
        w.__events.push(args);
      };
    });
  }
  return context;
}

export async function openPage(
  h: Harness,
  urlPath: string,
  options: PageOptions = {},
): Promise<{ page: Page; context: BrowserContext; console: string[] }> {
  const context = await openContext(h, options);
  const page = await context.newPage();
  const messages = recordConsole(page);
  await page.goto(`${h.baseUrl}${urlPath}`, { waitUntil: 'load' });
  return { page, context, console: messages };
}

/**
 * Installs the page's clock at `time`, stopped: its timers fire only when the test moves the clock.
 * It is stopped a minute after `time` because install() lets the clock run until pauseAt(), which
 * cannot go back: a busy machine can spend more than a second between the two calls.
 */
export async function pauseClock(page: Page, time: Date): Promise<void> {
  await page.clock.install({ time });
  await page.clock.pauseAt(new Date(time.getTime() + 60_000));
}

/**
 * Makes the next Tab go to the page's first stop, as on a freshly loaded page: blurring
 * alone leaves the browser's sequential-focus starting point where focus was.
 */
export function tabFromTop(page: Page): Promise<void> {
  return page.evaluate(() => {
    const root = document.documentElement;
    root.tabIndex = -1;
    root.focus({ preventScroll: true });
    root.removeAttribute('tabindex');
  });
}

/** Resolves after n animation frames of the page (a layout or a style change has been drawn). */
export function frames(page: Page, n: number): Promise<void> {
  return page.evaluate(
    (count) =>
      new Promise<void>((resolve) => {
        // A frame, or a second if none comes: a busy headless Chromium can stop producing frames for a
        // page, and a wait on them alone then never ends (layout reads force layout without a frame).
        const step = (left: number) => {
          if (left === 0) return resolve();
          let done = false;
          const next = () => {
            if (done) return;
            done = true;
            step(left - 1);
          };
          requestAnimationFrame(next);
          setTimeout(next, 1_000);
        };
        step(count);
      }),
    n,
  );
}

/** Console messages as "type: text", plus uncaught exceptions as "pageerror: ...". */
export function recordConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (m) => messages.push(`${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => messages.push(`pageerror: ${e.message}`));
  return messages;
}

/** Console errors and uncaught exceptions among recorded messages. */
export const consoleErrors = (messages: string[]): string[] =>
  messages.filter((m) => m.startsWith('error: ') || m.startsWith('pageerror: '));

/** CSP violations the page reported since it loaded (recorded by an init script in openContext). */
export async function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
}

/** Recorded gtag('event', name, params) calls. */
export async function events(page: Page): Promise<{ name: string; params: Record<string, unknown> }[]> {
  return page.evaluate(() =>
    ((window as unknown as { __events: unknown[][] }).__events ?? [])
      .filter((e) => e[0] === 'event')
      .map((e) => ({ name: e[1] as string, params: e[2] as Record<string, unknown> })),
  );
}
