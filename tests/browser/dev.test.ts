// `build-site dev` in a browser: a YAML edit reloads the page, a broken file shows the overlay until it is
// fixed, atomic saves are seen every time, and a template edit is built with the edited code. It runs on a
// temp copy of the project (node_modules symlinked), so the repository's own files are never edited.
import { mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { startDevServer, type DevServer } from '../../generator/serve/dev-server.ts';
import { copyProject } from '../fixtures/project-copy.ts';
import { openBrowser, openPage, type Harness } from './harness.ts';

const REPO = path.resolve(import.meta.dirname, '../..');
const tmp = mkdtempSync(path.join(os.tmpdir(), 'build-site-dev-'));
const about = path.join(tmp, 'content/pages/about.yaml');
const original = readFileSync(path.join(REPO, 'content/pages/about.yaml'), 'utf8');
const POLL = { timeout: 25_000, interval: 100 };

let dev: DevServer;
/** The dev server's log lines ("Built 45 pages in … ms", "Build failed…"). */
const logged: string[] = [];
const builds = () => logged.filter((line) => /^Built|^Build failed/.test(line)).length;
/**
 * The dev server's watcher events since it started watching, whether each counted as an edit, and how
 * many builds had finished when it came (read as it comes: an edit's own build may finish before a poll looks).
 */
const watched: { type: string; file: string; edit: boolean; links?: number; builds: number }[] = [];
let h: Harness;
let page: Page;

/** Writes the file the way editors' atomic saves do: a temp file renamed over the original. */
function atomicSave(file: string, text: string): void {
  const temp = `${file}.tmp-${process.hrtime.bigint()}`;
  writeFileSync(temp, text);
  renameSync(temp, file);
}

const withHeading = (heading: string) => original.replace('heading: About Capitol Floorworks', `heading: ${heading}`);

/** Marks the current document, so a test can tell that the page really reloaded. */
async function markDocument(): Promise<void> {
  await page.evaluate(() => document.documentElement.setAttribute('data-before-reload', ''));
}
async function reloaded(): Promise<boolean> {
  return page.evaluate(() => !document.documentElement.hasAttribute('data-before-reload')).catch(() => false);
}
async function connected(): Promise<void> {
  await page.waitForSelector('html[data-build-site-dev="connected"]', { timeout: 25_000 });
}

beforeAll(async () => {
  copyProject(tmp);
  dev = await startDevServer({
    root: tmp,
    contentDir: path.join(tmp, 'content'),
    outDir: path.join(tmp, 'out'),
    port: 0,
    log: (line) => logged.push(line),
    onWatch: (event) => watched.push({ ...event, builds: builds() }),
  });
  const browser = await openBrowser(inject('browserWsEndpoint'));
  h = {
    baseUrl: dev.url,
    browser,
    contexts: new Set(),
    closeContexts: async () => {},
    close: async () => browser.close(),
  };
  ({ page } = await openPage(h, '/about'));
  await connected();
});

/** Set by the last test, which closes the dev server itself. */
let closed = false;

afterAll(async () => {
  await h?.close();
  if (!closed) await dev?.close();
  rmSync(tmp, { recursive: true, force: true });
});

test('the dev script is injected by the dev server and never written to the output', async () => {
  expect(await page.locator('script[src="/__build-site/dev.js"]').count()).toBe(1);
  const built = readFileSync(path.join(tmp, 'out/about/index.html'), 'utf8');
  expect(built).not.toContain('__build-site');
});

test('editing a YAML heading reloads the page with the new text', async () => {
  await markDocument();
  writeFileSync(about, withHeading('About Us, Edited Live'));
  await expect.poll(() => page.locator('h1').textContent(), POLL).toBe('About Us, Edited Live');
  await expect.poll(reloaded, POLL).toBe(true);
  // The editor's preview data follows, written once the reload is under way (build-child.ts LATER_MS).
  const preview = () => fetch(new URL('/admin/preview.json', dev.url)).then((r) => r.text());
  await expect.poll(preview, POLL).toContain('About Us, Edited Live');
});

test('a build does not start the next one: nothing it changes counts as an edit', async () => {
  // The last build (the heading edit's) hard-linked public/ into its output and removed the previous
  // output's links, changing link counts under public/. A marker file added to public/ after it is
  // reported after every change the build made (the watcher reports them in order): by then, no
  // event since the edit may have counted as an edit, and no build may have started.
  await dev.idle();
  const before = builds();
  const edited = watched.map((e) => e.edit && e.file === about).lastIndexOf(true);
  expect(edited).toBeGreaterThanOrEqual(0);
  const marker = path.join(tmp, 'public', `.watch-marker-${process.pid}`);
  writeFileSync(marker, '');
  await expect.poll(() => watched.findIndex((e) => e.file === marker), POLL).toBeGreaterThan(edited);
  const at = watched.findIndex((e) => e.file === marker);
  const since = watched.slice(edited + 1, at);
  expect(since.filter((e) => e.edit)).toEqual([]);
  // Counted when the marker's event came: the marker's own build (an edit) may have finished since.
  expect(watched[at].builds).toBe(before);
  // The marker is an edit: let its build and the one removing it pass before the next test.
  await dev.idle();
  rmSync(marker);
  await expect.poll(() => watched.some((e) => e.file === marker && e.type === 'unlink'), POLL).toBe(true);
  await dev.idle();
});

test('a broken file shows file:line field and message; fixing it removes the overlay and reloads', async () => {
  await connected();
  writeFileSync(about, original.replace('heading: About Capitol Floorworks', 'heading: [1, 2]'));
  const overlay = page.locator('#build-site-dev-overlay');
  await expect.poll(() => overlay.textContent().catch(() => ''), POLL).toMatch(/about\.yaml:\d+ hero\.heading: \S/);
  await markDocument();
  writeFileSync(about, withHeading('About Us, Fixed'));
  await expect.poll(() => page.locator('h1').textContent(), POLL).toBe('About Us, Fixed');
  // A plain (non-atomic) save can reach the watcher as two changes, so a second build and reload may
  // follow the first: wait for the page to settle instead of reading it mid-navigation.
  await expect.poll(reloaded, POLL).toBe(true);
  await expect.poll(() => overlay.count().catch(() => -1), POLL).toBe(0);
});

test('two atomic saves in a row are both picked up', async () => {
  await connected();
  atomicSave(about, withHeading('First Atomic Save'));
  await expect.poll(() => page.locator('h1').textContent(), POLL).toBe('First Atomic Save');
  await connected();
  atomicSave(about, withHeading('Second Atomic Save'));
  await expect.poll(() => page.locator('h1').textContent(), POLL).toBe('Second Atomic Save');
});

test('a file added to public/ and a location added are served after their rebuild, and gone once removed', async () => {
  // Rebuilds are told what the watcher saw edited and list public/ and content/ again only when that
  // can change what is in them (generator/pipeline/content/last-load.ts, generator/pipeline/write/public-files.ts keptListing).
  await dev.idle();
  const status = async (url: string) => (await fetch(new URL(url, dev.url))).status;
  const added = path.join(tmp, 'public/dev-added.txt');
  writeFileSync(added, 'added while dev runs\n');
  await expect.poll(() => status('/dev-added.txt'), POLL).toBe(200);
  expect(await (await fetch(new URL('/dev-added.txt', dev.url))).text()).toBe('added while dev runs\n');
  const town = path.join(tmp, 'content/locations/zz-dev-town.yaml');
  const alexandria = readFileSync(path.join(tmp, 'content/locations/alexandria-va.yaml'), 'utf8');
  writeFileSync(
    town,
    alexandria.replace('slug: alexandria-va', 'slug: zz-dev-town').replace('name: Alexandria', 'name: Devtown'),
  );
  await expect.poll(() => status('/locations/zz-dev-town/'), POLL).toBe(200);
  rmSync(added);
  rmSync(town);
  await expect.poll(() => status('/locations/zz-dev-town/'), POLL).toBe(404);
  expect(await status('/dev-added.txt')).toBe(404);
  await dev.idle();
  expect(logged.at(-1)).toMatch(/^Built \d+ pages/);
});

test('a template edit is built with the edited code, without a restart', async () => {
  await connected();
  const footer = path.join(tmp, 'templates/layout/Footer.tsx');
  const source = readFileSync(footer, 'utf8');
  // The copyright line's words come from navigation.yaml; the edit changes the code that prints them.
  const edited = source.replace('{fill(f.copyright, {', "{'(edited template) ' + fill(f.copyright, {");
  expect(edited).not.toBe(source);
  writeFileSync(footer, edited);
  await expect.poll(() => page.locator('footer').textContent(), POLL).toContain('(edited template) ©');
});

test('a build process that cannot load the code is a failed build, its line and the catalogue hint in the terminal; fixed code builds again', async () => {
  await connected();
  const footer = path.join(tmp, 'templates/layout/Footer.tsx');
  const source = readFileSync(footer, 'utf8');
  const from = logged.length;
  // Thrown when the build process loads the templates: it exits before it is ready (serve/dev/builder.ts).
  writeFileSync(footer, `${source}\nthrow new Error('dev.test: a template that throws when loaded');\n`);
  await expect
    .poll(() => logged.slice(from), POLL)
    .toEqual(
      expect.arrayContaining([
        'Build failed; showing the problems in the browser:',
        'build the build process failed to start; see the terminal',
        '  hint: read the lines above in the terminal: code that fails to load is named there; fix it and save again',
      ]),
    );
  writeFileSync(footer, source);
  await expect.poll(() => logged.slice(from).some((line) => line.startsWith('Built ')), POLL).toBe(true);
});

test('the folders made ahead for the next build: one tree beside the output while it runs, nothing once it is closed', async () => {
  await dev.idle();
  // generator/pipeline/write/output-skeleton.ts: the current build process's tree, ready; those of the
  // processes the template edits replaced went with them.
  const beside = () => readdirSync(tmp).filter((name) => name.startsWith('.out-'));
  await expect.poll(beside, POLL).toEqual([expect.stringMatching(/^\.out-tmp-\d+-next$/)]);
  closed = true;
  await dev.close();
  await expect.poll(beside, POLL).toEqual([]);
});
