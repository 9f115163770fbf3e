// The web editor (#23, #33) in a browser: `build-site dev` on a temp copy of the project serves /admin/
// with its local backend; a change published in the editor is written to the YAML file and rebuilt into
// the page; what the build refuses is refused at the field (or by the backend, 422) and never written;
// every entry of every collection publishes a one-line change. One dev server, one context for the
// file. The repository's own content is never edited.
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Locator, Page, Request, Response } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { buildSite } from '../../generator/pipeline/build.ts';
import { startDevServer, type DevServer } from '../../generator/serve/dev-server.ts';
import type { HostDialect } from '../../generator/serve/host-rules.ts';
import { startServer } from '../../generator/serve/serve.ts';
import { copyProject } from '../fixtures/project-copy.ts';
import { openBrowser, openContext, type Harness } from './harness.ts';
import type { Browser } from 'playwright-core';
import { closeServer } from '../fixtures/close-server.ts';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'build-site-editor-'));
const hardwood = path.join(tmp, 'content/services/hardwood-flooring.yaml');
// Bundling Decap on the first visit takes a while on a loaded 2-core machine; later visits read the esbuild cache.
const SLOW = { timeout: 120_000, interval: 250 };
/** The every-entry walk's polls: a form drawn, an edit held, a save written each take about 0.1-0.3 s. */
const STEP = { timeout: 120_000, interval: 50 };

let dev: DevServer;
const logged: string[] = [];
let browser: Browser;
let context: BrowserContext;
let page: Page;
const failures: string[] = [];

beforeAll(async () => {
  copyProject(tmp);
  dev = await startDevServer({
    root: tmp,
    outDir: path.join(tmp, 'out'),
    port: 0,
    log: (line) => logged.push(line),
  });
  browser = await openBrowser(inject('browserWsEndpoint'));
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  // Nothing leaves the machine: the editor talks to the dev server only.
  await context.route(/^(?!http:\/\/127\.0\.0\.1:)/, (route) => route.abort());
  page = await context.newPage();
  page.on('console', (m) => {
    if (m.type() === 'error') failures.push(`${m.text()} (${m.location().url})`);
  });
  page.on('pageerror', (e) => failures.push(e.message));
}, 180_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await dev?.close();
  rmSync(tmp, { recursive: true, force: true });
});

/** Opens /admin/ at `hash` in a fresh document (a hash change alone would keep the last entry's form on screen) until `shown` is. */
async function openAdmin(hash: string, shown: Locator): Promise<void> {
  await page.goto('about:blank');
  await page.goto(`${dev.adminUrl}${hash}`, { waitUntil: 'commit' });
  // Decap remembers the sign-in after the first: then it opens the page at once.
  const login = page.getByRole('button', { name: 'Login' });
  await login.or(shown).first().waitFor(SLOW);
  if (await login.isVisible()) await login.click();
  await shown.waitFor(SLOW);
}

/** Opens an entry of a folder collection until its form holds the entry's name (from its file). */
async function openEntry(collection: string, slug: string): Promise<void> {
  const yaml = readFileSync(path.join(tmp, 'content', collection, `${slug}.yaml`), 'utf8');
  const name = /^name: (.+)$/m.exec(yaml)?.[1] ?? '';
  await openAdmin(`#/collections/${collection}/entries/${slug}`, page.locator('input[type=text]').first());
  await expect
    .poll(() => page.evaluate((v) => [...document.querySelectorAll('input')].some((e) => e.value === v), name), SLOW)
    .toBe(true);
}

/** The text field (input or textarea) that holds `value` now: labels such as "Heading" repeat on a page. */
async function fieldHolding(value: string) {
  const id = await page.evaluate(
    (v) => [...document.querySelectorAll('input, textarea')].find((e) => (e as HTMLInputElement).value === v)?.id,
    value,
  );
  expect(id, value).toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

/** The lines only `before` has and the lines only `after` has, by the longest common subsequence of the two. */
function lineChanges(before: string, after: string): { removed: string[]; added: string[] } {
  const a = before.split('\n');
  const b = after.split('\n');
  const common = a.map(() => new Array<number>(b.length + 1).fill(0));
  common.push(new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      common[i][j] = a[i] === b[j] ? common[i + 1][j + 1] + 1 : Math.max(common[i + 1][j], common[i][j + 1]);
  const removed: string[] = [];
  const added: string[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      i++;
      j++;
    } else if (j < b.length && (i === a.length || common[i][j + 1] >= common[i + 1][j])) added.push(b[j++]);
    else removed.push(a[i++]);
  }
  return { removed, added };
}

async function publish(): Promise<void> {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByText('Publish now').click();
}

/** Types `value` over a text field's text, as a person does: click, select all, type. */
/** Uploads `file` as the open entry's hero image: the image field inside the "Top of the page" group, chosen. */
async function uploadHeroImage(file: string): Promise<void> {
  await page.evaluate(() => {
    const isChoose = (b: Element) => /Choose different image|Choose an image/.test(b.textContent ?? '');
    let box = [...document.querySelectorAll('label')].find(
      (l) => l.textContent?.trim() === 'Top of the page',
    )?.parentElement;
    while (box && ![...box.querySelectorAll('button')].some(isChoose)) box = box.parentElement;
    [...(box?.querySelectorAll('button') ?? [])].find(isChoose)?.setAttribute('data-test-hero-image', '');
  });
  await page.locator('[data-test-hero-image]').click();
  await page.locator('input[type="file"]').setInputFiles(file);
  await page.getByRole('button', { name: /Choose selected/i }).click();
}

async function setText(field: Locator, value: string): Promise<void> {
  await field.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(value);
}

/** The page address field, last of a folder collection's entry: Decap adds "(optional)" to its label, as the address is made from the name. */
const pageAddress = () => page.getByLabel(/^Page address( \(optional\))?$/);

/** The messages Decap shows beside fields. */
const fieldMessages = () => page.locator('[class*="-ControlErrorsList"] li').allTextContents();
/** Decap's notices at the top of the page. */
const notices = () => page.locator('.Toastify').innerText();

test('a service title and one FAQ answer changed in the editor are written to its file and rebuilt', {
  timeout: 240_000,
}, async () => {
  await openEntry('services', 'hardwood-flooring');
  const hardwoodYaml = readFileSync(hardwood, 'utf8');
  const heading = /hero:\n {2}heading: (.+)/.exec(hardwoodYaml)?.[1] ?? '';
  await (await fieldHolding(heading)).fill('Hardwood Floors, Laid by Hand');
  // The preview pane draws the page with the site's templates (previews.tsx) while typing.
  await expect
    .poll(
      () =>
        page
          .frameLocator('iframe')
          .first()
          .locator('h1')
          .first()
          .textContent()
          .catch(() => ''),
      SLOW,
    )
    .toContain('Hardwood Floors, Laid by Hand');
  // List items start collapsed: open the second FAQ with its item's toggle (its first button), then change its answer.
  const answer = page.locator('textarea').filter({ hasText: /^Most prefinished hardwood jobs/ });
  await answer.locator('xpath=ancestor::*[.//button][1]').locator('button').first().click();
  await answer.fill('Most prefinished jobs take three to five days.');
  await publish();
  await expect.poll(() => readFileSync(hardwood, 'utf8'), SLOW).toContain('heading: Hardwood Floors, Laid by Hand');
  const saved = readFileSync(hardwood, 'utf8');
  expect(saved).toMatch(/answer: (>-\n +)?Most prefinished jobs take three to five days\./);
  // The save keeps the file (yaml-format.ts): its comments, the schema modeline first, and every line
  // but the two edited values'.
  const comments = (text: string) => text.split('\n').filter((line) => line.trimStart().startsWith('#'));
  expect(saved.split('\n')[0]).toBe('# yaml-language-server: $schema=../.schemas/service.schema.json');
  expect(comments(saved)).toEqual(comments(hardwoodYaml));
  const { removed, added } = lineChanges(hardwoodYaml, saved);
  const oldAnswer = /\n( {6}Most prefinished hardwood jobs[^\n]*(?:\n {6}[^\n]+)*)/.exec(hardwoodYaml)?.[1] ?? '';
  expect(removed).toEqual([`  heading: ${heading}`, ...oldAnswer.split('\n')]);
  expect(added).toEqual([
    '  heading: Hardwood Floors, Laid by Hand',
    '      Most prefinished jobs take three to five days.',
  ]);
  await expect
    .poll(async () => (await fetch(`${dev.url}/services/hardwood-flooring`)).text(), SLOW)
    .toMatch(/<h1[^>]*>[^<]*Hardwood Floors, Laid by Hand/);
  // Decap asks the backend for every image field's file, the placeholders under public/ too: no 404, no console error.
  expect(failures, logged.filter((line) => line.startsWith('Editor')).join('\n')).toEqual([]);
});

test("a service title typed in the editor shows in the preview's H1, styled by the site's stylesheet", {
  timeout: 240_000,
}, async () => {
  // Which request failed, when one did: the console names only its URL.
  const failed: string[] = [];
  const onResponse = (r: Response) => {
    if (r.status() >= 400) failed.push(`${r.status()} ${r.url()} ${r.request().postData() ?? ''}`);
  };
  page.on('response', onResponse);
  try {
    const before = failures.length;
    const saved = /hero:\n {2}heading: (.+)/.exec(
      readFileSync(path.join(tmp, 'content/services/hardwood-flooring.yaml'), 'utf8'),
    )?.[1];
    await openEntry('services', 'hardwood-flooring');
    const h1 = page.frameLocator('#preview-pane').locator('h1');
    await expect.poll(() => h1.textContent(), SLOW).toBe(saved);
    await (await fieldHolding(saved ?? '')).fill('Hardwood, Sanded and Sealed');
    await expect.poll(() => h1.textContent(), SLOW).toBe('Hardwood, Sanded and Sealed');
    // client/styles/site.css applies in the preview's frame: its display font on the H1, its custom property on the root.
    const style = await h1.evaluate((el) => ({
      font: getComputedStyle(el).fontFamily,
      display: getComputedStyle(el.ownerDocument.documentElement).getPropertyValue('--font-display').trim(),
    }));
    expect(style.display).toMatch(/^"?Georgia"?,/);
    expect(style.font).toMatch(/^"?Georgia"?,/);
    expect([...failures.slice(before), ...failed]).toEqual([]);
  } finally {
    page.off('response', onResponse);
  }
});

test("a required field left empty: the editor refuses to publish and shows the field's message", {
  timeout: 240_000,
}, async () => {
  await openEntry('services', 'carpet-installation');
  const before = readFileSync(path.join(tmp, 'content/services/carpet-installation.yaml'), 'utf8');
  const name = /^name: (.+)$/m.exec(before)?.[1] ?? '';
  await (await fieldHolding(name)).fill('');
  await publish();
  await page
    .getByText(/is required/i)
    .first()
    .waitFor(SLOW);
  // Nothing was saved.
  expect(readFileSync(path.join(tmp, 'content/services/carpet-installation.yaml'), 'utf8')).toBe(before);
});

test('a photo uploaded in the editor lands in content/media/ and the page gets its AVIF and WebP variants', {
  timeout: 300_000,
}, async () => {
  const photo = path.join(tmp, 'upload-oak-floor.jpg');
  // Wide enough for the hero slot (model/image-slots.ts), so the build accepts it.
  await sharp({ create: { width: 1600, height: 1000, channels: 3, background: { r: 150, g: 110, b: 70 } } })
    .jpeg()
    .toFile(photo);
  await openEntry('services', 'carpet-installation');
  await uploadHeroImage(photo);
  await publish();
  await expect
    .poll(() => readFileSync(path.join(tmp, 'content/services/carpet-installation.yaml'), 'utf8'), SLOW)
    .toContain('media/upload-oak-floor.jpg');
  expect(readFileSync(path.join(tmp, 'content/media/upload-oak-floor.jpg')).length).toBeGreaterThan(0);
  await expect
    .poll(async () => (await fetch(`${dev.url}/services/carpet-installation`)).text(), SLOW)
    .toMatch(
      /<source type="image\/avif" srcset="\/assets\/img\/[^"]*upload-oak-floor[^"]*"[\s\S]*<source type="image\/webp" srcset="\/assets\/img\/[^"]*upload-oak-floor/i,
    );
});

test('a location created in the editor (a duplicate of one, renamed) gets its file, its page and its sitemap entry', {
  timeout: 240_000,
}, async () => {
  // A new location needs 4 service cards, 4 reasons, 3 testimonials, 4 FAQs and 8 area names to pass
  // the schema: the office starts from a similar page (Duplicate) and changes it, as this does.
  await openEntry('locations', 'georgetown-dc');
  await page.getByRole('button', { name: 'Published' }).click();
  await page.getByText('Duplicate', { exact: true }).click();
  await page.waitForURL(/#\/collections\/locations\/new/);
  // The address is the last field; a duplicate starts with the original's, which the office changes.
  await setText(pageAddress(), 'tenleytown-dc');
  await (await fieldHolding('Georgetown')).fill('Tenleytown');
  await publish();
  const file = path.join(tmp, 'content/locations/tenleytown-dc.yaml');
  await expect.poll(() => readFileSync(file, 'utf8').includes('name: Tenleytown'), SLOW).toBe(true);
  const created = readFileSync(file, 'utf8');
  expect(created.split('\n')[0]).toBe('# yaml-language-server: $schema=../.schemas/location.schema.json');
  expect(created).toMatch(/^slug: tenleytown-dc$/m);
  await expect.poll(async () => (await fetch(`${dev.url}/locations/tenleytown-dc`)).status, SLOW).toBe(200);
  expect(await (await fetch(`${dev.url}/sitemap.xml`)).text()).toContain('/locations/tenleytown-dc</loc>');
});

test('at 390 px the collection page and an open entry fit the screen, and Publish works', {
  timeout: 240_000,
}, async () => {
  const overflow = () => page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth);
  await page.setViewportSize({ width: 390, height: 844 });
  try {
    await openAdmin('#/collections/services', page.getByText('Hardwood Flooring', { exact: true }).first());
    expect(await overflow()).toBeLessThanOrEqual(0);
    await openEntry('services', 'laminate-flooring');
    expect(await overflow()).toBeLessThanOrEqual(0);
    const file = path.join(tmp, 'content/services/laminate-flooring.yaml');
    const name = /^name: (.+)$/m.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
    await (await fieldHolding(name)).fill(`${name} Experts`);
    // Publish is on screen (inside the viewport's width), not only in the DOM.
    const button = page.getByRole('button', { name: 'Publish', exact: true });
    const box = await button.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await publish();
    await expect.poll(() => readFileSync(file, 'utf8'), SLOW).toContain(`name: ${name} Experts`);
    expect(await overflow()).toBeLessThanOrEqual(0);
  } finally {
    await page.setViewportSize({ width: 1280, height: 900 });
  }
});

test('/admin/ shows a loading sign before its script has run, and Decap replaces it', {
  timeout: 240_000,
}, async () => {
  // The script is held back: what shows is the page's own HTML.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let handled: Promise<void> = Promise.resolve();
  await page.route('**/admin/cms.js', (route) => {
    handled = held.then(() => route.continue());
  });
  try {
    await page.goto('about:blank');
    await page.goto(dev.adminUrl, { waitUntil: 'commit' });
    const sign = page.locator('#editor-loading');
    await sign.waitFor();
    expect(await sign.innerText()).toContain('Loading the editor');
    expect(await sign.getAttribute('role')).toBe('status');
  } finally {
    release();
    // The held request goes on before the route is removed (removing it first would hand it on twice).
    await handled;
    await page.unroute('**/admin/cms.js');
  }
  await page.getByRole('button', { name: 'Login' }).or(page.getByText('Site settings').first()).first().waitFor(SLOW);
  expect(await page.locator('#editor-loading').isVisible()).toBe(false);
});

test('Site settings: no developer setting is a field; a phone number in letters is refused at the field, in its own letters, and never saved', {
  timeout: 240_000,
}, async () => {
  const file = path.join(tmp, 'content/site.yaml');
  const phone = page.getByLabel('Phone number', { exact: true });
  await openAdmin('#/collections/settings/entries/site', phone);
  // Where the editor saves, where media live, the security policy: not offered (issue #33 point 3).
  const labels = await page.locator('label').allInnerTexts();
  for (const left of ['EDITOR', 'MEDIA', 'BASE ADDRESS', 'CONTENT SECURITY POLICY', 'E164', 'E.164'])
    expect(
      labels.map((l) => l.trim().toUpperCase()),
      left,
    ).not.toContain(left);
  const before = readFileSync(file, 'utf8');
  await setText(phone, '(202) 555-FLOR');
  await phone.blur();
  // Shown beside the field as soon as it is left, with the example as it must be typed (not in capitals).
  const message = 'Expected a phone number in digits with its area code, like "(202) 555-0142"';
  await expect.poll(fieldMessages, SLOW).toEqual([message]);
  const shown = page.locator('[class*="-ControlErrorsList"] li').first();
  expect(await shown.evaluate((li) => getComputedStyle(li).textTransform)).toBe('none');
  expect(await shown.innerText()).toBe(message);
  await publish();
  await expect.poll(notices, SLOW).toContain('Not published yet: some fields need a change.');
  expect(readFileSync(file, 'utf8')).toBe(before);
  // What was typed stays, to be corrected.
  expect(await phone.inputValue()).toBe('(202) 555-FLOR');
  await setText(phone, '(202) 555-0199');
  await publish();
  await expect.poll(() => readFileSync(file, 'utf8'), SLOW).toContain('display: (202) 555-0199');
  expect(lineChanges(before, readFileSync(file, 'utf8'))).toEqual({
    removed: ['  display: (202) 555-0142'],
    added: ['  display: (202) 555-0199'],
  });
  // The call links dial the number typed: the build derives it (no e164 in the file).
  await expect.poll(async () => (await fetch(`${dev.url}/contact`)).text(), SLOW).toContain('href="tel:+12025550199"');
});

test("a save the build refuses for a reason no field can see (a photo too narrow): the backend's words, nothing saved, nothing typed lost", {
  timeout: 300_000,
}, async () => {
  const file = path.join(tmp, 'content/services/flooring-removal.yaml');
  const narrow = path.join(tmp, 'narrow-floor.jpg');
  await sharp({ create: { width: 640, height: 400, channels: 3, background: { r: 90, g: 60, b: 40 } } })
    .jpeg()
    .toFile(narrow);
  await openEntry('services', 'flooring-removal');
  const before = readFileSync(file, 'utf8');
  const name = /^name: (.+)$/m.exec(before)?.[1] ?? '';
  const nameField = await fieldHolding(name);
  await setText(nameField, `${name} and Haul-Away`);
  await uploadHeroImage(narrow);
  await publish();
  await expect
    .poll(notices, SLOW)
    .toMatch(
      /Not published: the site would not build with this: content\/services\/flooring-removal\.yaml:\d+ hero\.image\.src: image too small "media\/narrow-floor\.jpg"/,
    );
  expect(readFileSync(file, 'utf8')).toBe(before);
  expect(existsSync(path.join(tmp, 'content/media/narrow-floor.jpg'))).toBe(false);
  // The form still holds what was typed and chosen.
  expect(await nameField.inputValue()).toBe(`${name} and Haul-Away`);
});

test('a new guide: its address short and made from the title, the company as author, a picture of the site chosen without uploading', {
  timeout: 300_000,
}, async () => {
  const title = page.getByLabel('Title', { exact: true });
  // The button says what it does in words (Decap's full-width "＋" is an empty box in many fonts).
  const create = page.getByText('New Guide', { exact: true });
  await openAdmin('#/collections/guides', create);
  await create.click();
  await title.waitFor(SLOW);
  await setText(title, 'How Do I Care for a New Oak Floor in Winter?');
  await setText(
    page.getByLabel('Description', { exact: true }),
    'Simple winter care for a new oak floor: humidity, mats, cleaning and what to avoid in the first months.',
  );
  expect(await page.getByLabel('Author', { exact: true }).inputValue()).toBe('Capitol Floorworks');
  // The address comes last, and follows the title.
  await expect.poll(() => pageAddress().inputValue(), SLOW).toBe('care-new-oak-floor-winter');
  await page.getByRole('button', { name: 'Choose an image' }).first().click();
  // The library offers the site's pictures (public/media), thumbnails drawn.
  const card = page.getByText('hardwood.svg', { exact: true }).first();
  await card.waitFor(SLOW);
  const thumbnails = page.locator('[class*="CardImage"]');
  await expect
    .poll(
      () => thumbnails.evaluateAll((imgs) => imgs.filter((i) => (i as HTMLImageElement).naturalWidth > 0).length),
      SLOW,
    )
    .toBeGreaterThan(10);
  await card.click();
  await page.getByRole('button', { name: /Choose selected/i }).click();
  await setText(page.getByLabel('What the picture shows', { exact: true }), 'Oak boards in a bright living room');
  const body = page.locator('[data-slate-editor="true"]').first();
  await body.click();
  await page.keyboard.type('New oak needs steady humidity in winter: keep the house between 35 and 55 percent.');
  await publish();
  const file = path.join(tmp, 'content/guides/care-new-oak-floor-winter.md');
  await expect.poll(() => existsSync(file), SLOW).toBe(true);
  const saved = readFileSync(file, 'utf8');
  expect(saved).toMatch(/^---\ntitle: How Do I Care for a New Oak Floor in Winter\?\n/);
  expect(saved).toContain('\nauthor: Capitol Floorworks\n');
  expect(saved).toContain('\nhero:\n  src: placeholders/hardwood.svg\n  alt: Oak boards in a bright living room\n');
  // The address names the file; it is no key of the front matter.
  expect(saved).not.toMatch(/^slug:/m);
  await expect.poll(async () => (await fetch(`${dev.url}/guides/care-new-oak-floor-winter`)).status, SLOW).toBe(200);
});

test('collapsed list items show their text, and the preview follows the field being edited', {
  timeout: 240_000,
}, async () => {
  await openEntry('locations', 'charles-county-md');
  const yaml = readFileSync(path.join(tmp, 'content/locations/charles-county-md.yaml'), 'utf8');
  const question = /faqs:\n {2}- question: (.+)/.exec(yaml)?.[1] ?? '';
  expect(question).not.toBe('');
  // Decap's summary: the item's first text, not the list's label.
  await page.getByText(question, { exact: true }).first().waitFor(SLOW);
  const answer = /faqs:\n {2}- question: .+\n {4}answer: (?:>-\n {6})?(.+)/.exec(yaml)?.[1] ?? '';
  const field = page
    .locator('textarea')
    .filter({ hasText: answer.slice(0, 40) })
    .first();
  await field.locator('xpath=ancestor::*[.//button][1]').locator('button').first().click();
  const preview = page.frameLocator('#preview-pane');
  const shownAt = () =>
    preview.locator('body').evaluate(
      (body, text) => {
        const el = [...body.querySelectorAll('*')].find(
          (e) => e.children.length === 0 && e.textContent?.includes(text),
        );
        if (!el) return 'absent';
        const r = el.getBoundingClientRect();
        return r.top >= 0 && r.bottom <= window.innerHeight ? 'in view' : 'out of view';
      },
      answer.slice(0, 40),
    );
  await expect.poll(shownAt, SLOW).toBe('out of view');
  await field.focus();
  await expect.poll(shownAt, SLOW).toBe('in view');
});

describe('production /admin/ with a git backend, served as a host would', () => {
  let server: Server;
  let harness: Harness;
  const prod = path.join(tmp, 'prod');

  beforeAll(async () => {
    cpSync(path.join(tmp, 'content'), path.join(tmp, 'content-prod'), { recursive: true });
    appendFileSync(
      path.join(tmp, 'content-prod/site.yaml'),
      '\neditor:\n  backend: github\n  repo: capitol-floorworks/site\n',
    );
    await buildSite({ root: tmp, contentDir: path.join(tmp, 'content-prod'), outDir: prod });
  }, 240_000);
  afterAll(async () => {
    await harness?.closeContexts();
    if (server) await closeServer(server);
  });

  async function serve(root: string, dialect: HostDialect): Promise<Harness> {
    if (server) await closeServer(server);
    server = await startServer(root, 0, { dialect });
    const { port } = server.address() as AddressInfo;
    return {
      baseUrl: `http://127.0.0.1:${port}`,
      browser,
      contexts: new Set(),
      closeContexts: async () => {},
      close: async () => {},
    };
  }

  /** Opens /admin/ until Decap shows its GitHub sign-in; answers the console errors and CSP violations. */
  async function openAdmin(h: Harness): Promise<{ errors: string[]; violations: string[] }> {
    // The git host is stubbed at the network layer; before sign-in Decap asks it nothing.
    const ctx = await openContext(h, {
      stubs: { 'api.github.com': (route) => route.fulfill({ status: 401, body: '{}' }) },
    });
    const admin = await ctx.newPage();
    const errors: string[] = [];
    admin.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    admin.on('pageerror', (e) => errors.push(e.message));
    await admin.goto(`${h.baseUrl}/admin/`, { waitUntil: 'commit' });
    await admin
      .getByRole('button', { name: /GitHub/ })
      .or(admin.getByText(/Error loading the CMS configuration|Config Errors/))
      .first()
      .waitFor(SLOW);
    const violations = await admin.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
    await ctx.close();
    return { errors, violations };
  }

  test.each(['netlify', 'cloudflare'] as const)(
    'on %s, /admin/ runs under its own headers: no console error, no CSP violation',
    { timeout: 240_000 },
    async (dialect) => {
      harness = await serve(prod, dialect);
      const response = await fetch(`${harness.baseUrl}/admin/`);
      expect(response.headers.get('x-robots-tag')).toBe('noindex');
      expect(response.headers.get('content-security-policy')).toContain("'unsafe-eval'");
      expect(await openAdmin(harness)).toEqual({ errors: [], violations: [] });
    },
  );

  test("Decap needs 'unsafe-eval': without it, its configuration check is blocked", { timeout: 240_000 }, async () => {
    const strict = path.join(tmp, 'prod-strict');
    cpSync(prod, strict, { recursive: true });
    const headers = readFileSync(path.join(strict, '_headers'), 'utf8');
    writeFileSync(path.join(strict, '_headers'), headers.replaceAll(" 'unsafe-eval'", ''));
    harness = await serve(strict, 'netlify');
    const { violations } = await openAdmin(harness);
    expect(violations.join('\n')).toMatch(/script-src blocked eval/);
  });
});

/** Every entry the editor offers: both settings files, every page file, every entry of every folder. */
function everyEntry(): { hash: string; file: string }[] {
  const content = path.join(tmp, 'content');
  const folder = (name: string) =>
    readdirSync(path.join(content, name))
      .filter((f) => /\.(yaml|md)$/.test(f))
      .sort();
  return [
    { hash: 'settings/entries/site', file: 'site.yaml' },
    { hash: 'settings/entries/navigation', file: 'navigation.yaml' },
    ...folder('pages').map((f) => ({ hash: `pages/entries/${f.replace('.yaml', '')}`, file: `pages/${f}` })),
    ...['services', 'locations', 'projects', 'guides'].flatMap((c) =>
      folder(c).map((f) => ({ hash: `${c}/entries/${f.replace(/\.(yaml|md)$/, '')}`, file: `${c}/${f}` })),
    ),
  ];
}

test('every entry publishes: one visible text field changed, exactly its line written, comments kept (issue #33 point 1)', {
  timeout: 900_000,
}, async () => {
  // It can fail: with the fields inside optional groups required again in the configuration
  // (cms-fields.ts), it stops at the home page, "File is required" (a video caption never opened).
  const entries = everyEntry();
  expect(entries.length).toBeGreaterThan(45);
  const failed = failures.length;
  // The preview pane is not what this test looks at: closed (Decap's own setting), the walk is faster.
  await page.goto(`${dev.url}/`, { waitUntil: 'commit' });
  await page.evaluate(() => localStorage.setItem('cms.right-pane', 'none'));
  // One document for the whole walk: /admin/ loads once, then each entry is reached by clicks.
  await openAdmin('#/collections/settings', page.getByText('Menus and footer links').first());
  const published: string[] = [];
  const reopened: string[] = [];
  const startTexts = new Map(entries.map((e) => [e.file, readFileSync(path.join(tmp, 'content', e.file), 'utf8')]));
  const unsaved = page.getByText('Unsaved Changes', { exact: true });
  // What the page and the dev server show when an entry neither saves nor is refused.
  const pending = new Set<string>();
  const api = (r: { url(): string }) => r.url().includes('/admin/api/');
  page.on('request', (r) => {
    if (api(r)) pending.add(`${r.method()} ${r.postData()?.slice(0, 60) ?? ''}`);
  });
  const settled = (r: Request) => {
    if (api(r)) pending.delete(`${r.method()} ${r.postData()?.slice(0, 60) ?? ''}`);
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  const toolbarState = async () =>
    JSON.stringify({
      unsaved: await unsaved.isVisible(),
      notices: await notices().catch(() => ''),
      messages: await fieldMessages(),
      pendingRequests: [...pending],
      devLog: logged.slice(-6),
      changedFiles: entries
        .filter((e) => readFileSync(path.join(tmp, 'content', e.file), 'utf8') !== startTexts.get(e.file))
        .map((e) => e.file)
        .filter((f) => !published.some((h) => entries.find((e) => e.hash === h)?.file === f)),
    });
  for (const { hash, file } of entries) {
    const target = path.join(tmp, 'content', file);
    const before = readFileSync(target, 'utf8');
    // As a person goes, by clicks only: back from the last entry to its list, the collection in the
    // sidebar, the entry in the list. (Moved by its address instead, Decap now and then kept the last
    // entry's form on screen under the list's address, or dropped a change typed while the list loaded.)
    const collection = hash.split('/')[0];
    const back = page.locator('a[href^="#/collections/"]').filter({ hasText: /Writing in .* collection/ });
    if (await back.count()) {
      await back.click();
      await back.waitFor({ state: 'detached', ...SLOW });
    }
    await page.locator(`a[href="#/collections/${collection}"]`).first().click(SLOW);
    await page.locator(`a[href="#/collections/${hash}"]`).click(SLOW);
    // The entry's first one-line text field whose value stands on a line of this file, once its form is drawn.
    const firstField = () =>
      page.evaluate((text) => {
        const lines = text.split('\n');
        const inputs = [...document.querySelectorAll<HTMLInputElement>('[aria-label="string field"] input[type=text]')];
        return (
          inputs.find((e) => e.checkVisibility() && e.value.length > 2 && lines.some((l) => l.includes(e.value)))?.id ??
          ''
        );
      }, before);
    const drawn = await expect
      .poll(firstField, { timeout: 30_000, interval: STEP.interval })
      .not.toBe('')
      .then(
        () => true,
        () => false,
      );
    if (!drawn) {
      // Decap now and then leaves an entry's form undrawn (about once in five full runs on a loaded 2-core
      // machine; a different entry each time, drawn at once when the page is loaded again): the entry is
      // opened again as a person would reload it, what the page showed is kept, and more than two fail it.
      reopened.push(`${hash}: ${await toolbarState()} ${(await page.locator('body').innerText()).slice(0, 300)}`);
      console.warn(`every-entry walk: ${reopened.at(-1)}`);
      await openAdmin(`#/collections/${hash}`, page.locator('[aria-label="string field"] input[type=text]').first());
    }
    await expect.poll(firstField, { ...SLOW, message: `${hash}: no text field of this file shown` }).not.toBe('');
    const field = page.locator(`[id="${await firstField()}"]`);
    const old = await field.inputValue();
    // Decap's Publish does nothing at all for an entry it holds unchanged: pressed once its toolbar says
    // "Unsaved Changes" with the edit in the field, as a person sees before publishing.
    await setText(field, `${old} Edited`);
    await expect
      .poll(async () => (await field.inputValue()) === `${old} Edited` && (await unsaved.isVisible()), STEP)
      .toBe(true)
      .catch(async () => {
        throw new Error(`${hash}: the edit is not held: ${await toolbarState()}`);
      });
    await publish();
    // Saved, or refused: then the test says why at once (the field's messages, the notice).
    const outcome = async () => {
      if (readFileSync(target, 'utf8') !== before) return 'saved';
      const messages = await fieldMessages();
      const notice = await page
        .locator('.Toastify')
        .innerText()
        .catch(() => '');
      return messages.length > 0 || /Not published/.test(notice) ? `refused: ${[...messages, notice].join(' | ')}` : '';
    };
    await expect
      .poll(outcome, STEP)
      .not.toBe('')
      .catch(async () => {
        throw new Error(`${hash}: neither saved nor refused, at ${page.url()}: ${await toolbarState()}`);
      });
    expect(await outcome(), hash).toBe('saved');
    const after = readFileSync(target, 'utf8');
    const { removed, added } = lineChanges(before, after);
    expect({ hash, removed: removed.length, added: added.length }).toEqual({ hash, removed: 1, added: 1 });
    expect(added[0], hash).toContain(`${old} Edited`.replace(/"/g, ''));
    const comments = (text: string) => text.split('\n').filter((line) => line.trimStart().startsWith('#'));
    expect(comments(after), hash).toEqual(comments(before));
    published.push(hash);
  }
  expect(published).toEqual(entries.map((e) => e.hash));
  expect(reopened.length, reopened.join('\n')).toBeLessThanOrEqual(2);
  await page.evaluate(() => localStorage.removeItem('cms.right-pane'));
  // No console error but the media host's and stand-ins' requests, which the test's network refuses.
  expect(failures.slice(failed).filter((f) => !/ERR_FAILED|ERR_NAME_NOT_RESOLVED/.test(f))).toEqual([]);
});
