// The local backend's check of a save with the build's own rules (generator/serve/editor/save-check.ts),
// called directly on a temp copy of the shipped content named `site-content`: the problems a save
// brings, in the build's words with that folder's name; none for a save that builds; the problems
// already there left out, wherever their line moves; files the save removes and photos it uploads
// applied to the copy only, never to the folder itself; no copy left behind.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SaveFiles, saveProblems } from '../../generator/serve/editor/save-check.ts';
import { CONTENT, ROOT } from '../fixtures/html.ts';

let root: string;
let contentDir: string;
const folders = () => ({
  root,
  contentDir,
  publicDir: path.join(ROOT, 'public'),
  cacheDir: path.join(root, 'cache'),
});
const read = (rel: string) => readFileSync(path.join(contentDir, rel), 'utf8');
const run = (save: Partial<SaveFiles>) =>
  saveProblems(folders(), { texts: new Map(), photos: new Map(), removed: [], ...save });
/** The save's problems; no copy (nor the check's temp folder) is left behind. */
async function check(save: Partial<SaveFiles>): Promise<string[]> {
  const problems = await run(save);
  expect(readdirSync(path.join(root, 'cache', 'editor-checks'))).toEqual([]);
  return problems;
}
const photo = (width: number, background = '#a0704a') =>
  sharp({ create: { width, height: Math.round(width * 0.6), channels: 3, background } })
    .jpeg()
    .toBuffer();
const SERVICE = 'services/carpet-installation.yaml';
/** A content cache file as written (generator/pipeline/content/content-cache.ts). */
interface CacheJson {
  stamp: string;
  entries: Record<string, unknown>;
}
/** The service with its hero photo at `src`. */
const withHero = (src: string) => read(SERVICE).replace(/(\nhero:[\s\S]*?\n {4}src: ).*/, `$1${src}`);

beforeAll(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'save-check-'));
  contentDir = path.join(root, 'site-content');
  cpSync(CONTENT, contentDir, { recursive: true });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('what a save brings (a content folder without media/)', () => {
  it('removing a file the copy does not have: none', async () => {
    expect(await check({ removed: ['services/no-such-service.yaml'] })).toEqual([]);
  });

  it('a draft is checked too (a guide naming a service the site does not have)', async () => {
    const guide = 'guides/hardwood-floor-installation-cost-dmv.md';
    const raw = read(guide).replace(
      'services:\n  - hardwood-flooring\n',
      'draft: true\nservices:\n  - no-such-service\n',
    );
    expect(raw).not.toBe(read(guide));
    expect(await check({ texts: new Map([[guide, raw]]) })).toEqual([
      'site-content/guides/hardwood-floor-installation-cost-dmv.md:15 services[0]: unknown page reference "no-such-service": expected a service slug (hardwood-flooring, luxury-vinyl, laminate-flooring, ceramic-tile, carpet-installation, commercial-flooring, flooring-removal, backsplash-installation)',
    ]);
  });

  it('a save that builds: none', async () => {
    expect(await check({ texts: new Map([[SERVICE, read(SERVICE).replace(/^name: .*$/m, 'name: Carpet')]]) })).toEqual(
      [],
    );
  });

  it("a problem in the saved file: the build's line, with the content folder's own name", async () => {
    const raw = read(SERVICE).replace(/^slug: .*$/m, 'slug: carpet-x');
    expect(await check({ texts: new Map([[SERVICE, raw]]) })).toEqual([
      'site-content/services/carpet-installation.yaml:3 slug: slug "carpet-x" must match the file name "carpet-installation"',
    ]);
  });

  it('a problem the save brings in another file (a link to an address it removes)', async () => {
    const problems = await check({ removed: [SERVICE] });
    expect(problems).toHaveLength(11);
    expect(problems[0]).toBe(
      'site-content/locations/alexandria-va.yaml:153 services[4].serviceLink: unknown page reference "/services/carpet-installation": expected a path of a page the site builds',
    );
    // Only the copy lost it.
    expect(existsSync(path.join(contentDir, SERVICE))).toBe(true);
  });
});

describe('problems already there', () => {
  const about = 'pages/about.yaml';
  let before: string;
  beforeAll(() => {
    before = read(about);
  });
  afterAll(() => writeFileSync(path.join(contentDir, about), before));

  it('are left out, even when the save moves them to another line; a new one in the same file is not', async () => {
    // The editor opened to fix a file broken by hand (its title emptied): saved over a sound file, that
    // problem is the save's own.
    const broken = before.replace(/^(\s*title: ).*/m, '$1');
    const own = await check({ texts: new Map([[about, broken]]) });
    expect(own).toEqual(['site-content/pages/about.yaml:5 seo.title: expected string, got null']);
    writeFileSync(path.join(contentDir, about), broken);
    expect(await check({ texts: new Map([[SERVICE, read(SERVICE).replace(/^name: .*$/m, 'name: Carpet')]]) })).toEqual(
      [],
    );
    // Ten lines added above: the same problem, at line 15 instead of 5.
    expect(await check({ texts: new Map([[about, `${'#\n'.repeat(10)}${broken}`]]) })).toEqual([]);
    // The same problem in another file is the save's own.
    const contact = 'pages/contact.yaml';
    expect(await check({ texts: new Map([[contact, read(contact).replace(/^(\s*title: ).*/m, '$1')]]) })).toEqual([
      'site-content/pages/contact.yaml:6 seo.title: expected string, got null',
    ]);
    const worse = `# one\n${broken.replace('    - DMV flooring contractor', "    - ''")}`;
    expect(await check({ texts: new Map([[about, worse]]) })).toEqual([
      'site-content/pages/about.yaml:13 seo.keywords[1]: expected a non-empty string',
    ]);
  });
});

describe('photos: uploads and removals reach the copy, never the folder', () => {
  beforeAll(async () => {
    mkdirSync(path.join(contentDir, 'media/deck'), { recursive: true });
    writeFileSync(path.join(contentDir, 'media/deck/wide.jpg'), await photo(1600));
    writeFileSync(path.join(contentDir, 'media/narrow.jpg'), await photo(640));
    // Text beside the photos is linked with them, not copied as content (nor twice).
    writeFileSync(path.join(contentDir, 'media/deck/notes.md'), '# notes\n');
    writeFileSync(path.join(contentDir, 'media/list.yaml'), 'a: 1\n');
  });

  it('text files in media/ are not content', async () => {
    expect(await check({})).toEqual([]);
  });

  it('an uploaded photo is checked where the save puts it', async () => {
    const wide = await photo(1600, '#203040');
    expect(
      await check({
        texts: new Map([[SERVICE, withHero('media/new/up.jpg')]]),
        photos: new Map([['media/new/up.jpg', wide]]),
      }),
    ).toEqual([]);
    expect(existsSync(path.join(contentDir, 'media/new/up.jpg'))).toBe(false);
  });

  it('an owner photo in a sub-folder is found through its link; a narrow one is refused', async () => {
    expect(await check({ texts: new Map([[SERVICE, withHero('media/deck/wide.jpg')]]) })).toEqual([]);
    const problems = await check({ texts: new Map([[SERVICE, withHero('media/narrow.jpg')]]) });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^site-content\/services\/carpet-installation\.yaml:\d+ hero\.image\.src: image too small "media\/narrow\.jpg": expected a photo at least 1200 px wide/,
    );
  });

  it('a photo whose name starts with a dot is linked too, as the build reads it', async () => {
    writeFileSync(path.join(contentDir, 'media/.dot.jpg'), await photo(1600));
    expect(await check({ texts: new Map([[SERVICE, withHero('media/.dot.jpg')]]) })).toEqual([]);
  });

  it('an upload over an owner photo replaces the link in the copy, not the photo', async () => {
    const owner = readFileSync(path.join(contentDir, 'media/deck/wide.jpg'));
    const narrow = await photo(640, '#ffffff');
    const problems = await check({
      texts: new Map([[SERVICE, withHero('media/deck/wide.jpg')]]),
      photos: new Map([['media/deck/wide.jpg', narrow]]),
    });
    expect(problems[0]).toMatch(/hero\.image\.src: image too small "media\/deck\/wide\.jpg"/);
    expect(readFileSync(path.join(contentDir, 'media/deck/wide.jpg')).equals(owner)).toBe(true);
  });

  it('a photo the save removes is gone from the copy (its page refused), kept in the folder', async () => {
    writeFileSync(path.join(contentDir, SERVICE), withHero('media/deck/wide.jpg'));
    const problems = await check({ removed: ['media/deck/wide.jpg'] });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^site-content\/services\/carpet-installation\.yaml:\d+ hero\.image\.src: .*"media\/deck\/wide\.jpg"/,
    );
    expect(existsSync(path.join(contentDir, 'media/deck/wide.jpg'))).toBe(true);
    writeFileSync(path.join(contentDir, SERVICE), readFileSync(path.join(CONTENT, SERVICE)));
  });
});

describe('the copy', () => {
  it('is one of its own for each check: two at once each get their own answer', async () => {
    const bad = read(SERVICE).replace(/^slug: .*$/m, 'slug: carpet-x');
    const good = read(SERVICE).replace(/^name: .*$/m, 'name: Carpet');
    const answers = await Promise.all([
      run({ texts: new Map([[SERVICE, bad]]) }),
      run({ texts: new Map([[SERVICE, good]]) }),
      run({ removed: [SERVICE] }),
    ]);
    expect(answers.map((a) => a.length)).toEqual([1, 0, 11]);
    expect(answers[0]).toEqual([
      'site-content/services/carpet-installation.yaml:3 slug: slug "carpet-x" must match the file name "carpet-installation"',
    ]);
    expect(readdirSync(path.join(root, 'cache', 'editor-checks'))).toEqual([]);
  });
});

describe("the content folder's own cache, as `build` keeps it", () => {
  const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');
  const cacheFiles = () => readdirSync(path.join(root, 'cache', 'content')).filter((f) => f.endsWith('.json'));
  const entries = () =>
    Object.keys(
      (JSON.parse(readFileSync(path.join(root, 'cache', 'content', cacheFiles()[0]), 'utf8')) as CacheJson).entries,
    );

  it("is the folder's file, never one of the copy's, and holds the saved text and the unchanged files", async () => {
    const saved = read(SERVICE).replace(/^name: .*$/m, 'name: Carpet and rugs');
    expect(await check({ texts: new Map([[SERVICE, saved]]) })).toEqual([]);
    expect(cacheFiles()).toEqual([`content-${sha1(contentDir).slice(0, 12)}.json`]);
    expect(entries()).toEqual(
      expect.arrayContaining([
        sha1(`${SERVICE}\0${saved}`),
        sha1(`site.yaml\0${read('site.yaml')}`),
        sha1(
          `guides/hardwood-floor-installation-cost-dmv.md\0${read('guides/hardwood-floor-installation-cost-dmv.md')}`,
        ),
      ]),
    );
    expect(entries()).not.toContain(sha1(`${SERVICE}\0${read(SERVICE)}`));
  });

  it('a file cached sound is checked again once its text changes, by a save or by hand', async () => {
    const sound = read(SERVICE).replace(/^name: .*$/m, 'name: Carpet');
    expect(await check({ texts: new Map([[SERVICE, sound]]) })).toEqual([]);
    const broken = sound.replace(/^slug: .*$/m, 'slug: carpet-x');
    const problem =
      'site-content/services/carpet-installation.yaml:3 slug: slug "carpet-x" must match the file name "carpet-installation"';
    expect(await check({ texts: new Map([[SERVICE, broken]]) })).toEqual([problem]);
    // The folder itself broken by hand: that problem was there before the save, so it is not the save's.
    const original = read(SERVICE);
    writeFileSync(path.join(contentDir, SERVICE), broken);
    try {
      expect(await check({ texts: new Map([['pages/about.yaml', read('pages/about.yaml')]]) })).toEqual([]);
      expect(await check({ texts: new Map([[SERVICE, broken.replace('slug: carpet-x', 'slug: carpet-y')]]) })).toEqual([
        problem.replace('carpet-x', 'carpet-y'),
      ]);
    } finally {
      writeFileSync(path.join(contentDir, SERVICE), original);
    }
  });
});
