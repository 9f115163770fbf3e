// The web editor (#23) in a browser: `build-site dev` on a temp copy of the project serves /admin/ with
// its local backend; a change published in the editor is written to the YAML file and rebuilt into the
// page. The repository's own content is never edited.
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { startDevServer, type DevServer } from '../../generator/serve/dev-server.ts';
import { testEditorConfig } from '../fixtures/editor-config.ts';
import { openBrowser } from './harness.ts';
import type { Browser } from 'playwright-core';

const REPO = path.resolve(import.meta.dirname, '../..');
const tmp = mkdtempSync(path.join(os.tmpdir(), 'build-site-editor-'));
const hardwood = path.join(tmp, 'content/services/hardwood-flooring.yaml');
// Bundling Decap on the first visit takes a while on a loaded 2-core machine; later visits read the esbuild cache.
const SLOW = { timeout: 120_000, interval: 250 };

let dev: DevServer;
const logged: string[] = [];
let browser: Browser;
let context: BrowserContext;
let page: Page;
const failures: string[] = [];

beforeAll(async () => {
  for (const dir of ['bin', 'generator', 'templates', 'client', 'public', 'content'])
    cpSync(path.join(REPO, dir), path.join(tmp, dir), { recursive: true });
  for (const file of ['package.json', 'package-lock.json', 'tsconfig.json'])
    cpSync(path.join(REPO, file), path.join(tmp, file));
  symlinkSync(path.join(REPO, 'node_modules'), path.join(tmp, 'node_modules'), 'dir');
  dev = await startDevServer({
    root: tmp,
    outDir: path.join(tmp, 'out'),
    port: 0,
    log: (line) => logged.push(line),
    editorConfig: testEditorConfig,
  });
  browser = await openBrowser(inject('browserWsEndpoint'));
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  // Nothing leaves the machine: the editor talks to the dev server only.
  await context.route(/^(?!http:\/\/127\.0\.0\.1:)/, (route) => route.abort());
  page = await context.newPage();
  page.on('console', (m) => {
    if (m.type() === 'error') failures.push(m.text());
  });
  page.on('pageerror', (e) => failures.push(e.message));
}, 180_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await dev?.close();
  rmSync(tmp, { recursive: true, force: true });
});

async function openEntry(collection: string, slug: string): Promise<void> {
  await page.goto(`${dev.adminUrl}#/collections/${collection}/entries/${slug}`, { waitUntil: 'commit' });
  const login = page.getByRole('button', { name: 'Login' });
  await login.waitFor(SLOW);
  await login.click();
  await page.getByLabel('Heading').waitFor(SLOW);
}

async function publish(): Promise<void> {
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByText('Publish now').click();
}

test('a service title and one FAQ answer changed in the editor are written to its file and rebuilt', {
  timeout: 240_000,
}, async () => {
  await openEntry('services', 'hardwood-flooring');
  await page.getByLabel('Heading').fill('Hardwood Floors, Laid by Hand');
  await page.getByLabel('Answer').nth(1).fill('Most prefinished jobs take three to five days.');
  await publish();
  await expect.poll(() => readFileSync(hardwood, 'utf8'), SLOW).toContain('heading: Hardwood Floors, Laid by Hand');
  const saved = readFileSync(hardwood, 'utf8');
  expect(saved).toContain('answer: Most prefinished jobs take three to five days.');
  // Untouched fields the test configuration has no widget for are kept.
  expect(saved).toContain('material: hardwood');
  await expect
    .poll(async () => (await fetch(`${dev.url}/services/hardwood-flooring`)).text(), SLOW)
    .toMatch(/<h1[^>]*>[^<]*Hardwood Floors, Laid by Hand/);
  expect(failures).toEqual([]);
});
