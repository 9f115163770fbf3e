// A save of the web editor's local backend is whole or nothing (generator/serve/editor/backend-save.ts,
// save-check.ts): every file of it checked before any is written, no entry overwritten by a new or
// renamed one, site.yaml's developer settings refused, and nothing the build would refuse written
// (422 with the build's own lines), on a temp copy of the shipped content.
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerBackend } from '../../generator/serve/editor/backend.ts';
import { CONTENT, ROOT } from '../fixtures/html.ts';

let root: string;
let contentDir: string;
const where = () => ({
  root,
  contentDir,
  checks: { root, contentDir, publicDir: path.join(ROOT, 'public'), cacheDir: path.join(root, 'cache') },
});
const read = (rel: string) => readFileSync(path.join(contentDir, rel), 'utf8');
const exists = (rel: string) => existsSync(path.join(contentDir, rel));
const photo = (width: number) =>
  sharp({ create: { width, height: Math.round(width * 0.6), channels: 3, background: '#a0704a' } })
    .jpeg()
    .toBuffer();
const asset = (name: string, data: Buffer | string, encoding = 'base64') => ({
  path: `content/media/${name}`,
  content: typeof data === 'string' ? data : data.toString('base64'),
  encoding,
});
const save = (dataFiles: { path: string; raw: string; newPath?: string }[], assets: unknown[] = [], newEntry = false) =>
  answerBackend(where(), { action: 'persistEntry', params: { dataFiles, assets, options: { newEntry } } });
const error = (answer: { body: unknown }) => (answer.body as { error: string }).error;

beforeAll(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'backend-save-'));
  contentDir = path.join(root, 'content');
  cpSync(CONTENT, contentDir, { recursive: true });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('whole or nothing (issue #36 point 8)', () => {
  it('a save with two photos, the second refused by its name: neither photo nor entry is written', async () => {
    const before = read('services/carpet-installation.yaml');
    const answer = await save(
      [{ path: 'content/services/carpet-installation.yaml', raw: before.replace(/^name: .*$/m, 'name: Carpet') }],
      [asset('first-ok.jpg', await photo(1600)), asset('Second Bad.jpg', await photo(1600))],
    );
    expect(answer.status).toBe(403);
    expect(error(answer)).toContain('"Second Bad.jpg"');
    expect(exists('media/first-ok.jpg')).toBe(false);
    expect(read('services/carpet-installation.yaml')).toBe(before);
  });

  it('a second photo that is not base64 text: nothing written', async () => {
    const answer = await save([], [asset('one.jpg', await photo(900)), asset('two.jpg', 'abc', 'utf8')]);
    expect(answer.status).toBe(422);
    expect(exists('media/one.jpg')).toBe(false);
  });

  it('a new entry at the path of an existing one is refused, the existing file untouched', async () => {
    const before = read('services/laminate-flooring.yaml');
    const answer = await save([{ path: 'content/services/laminate-flooring.yaml', raw: 'name: Other\n' }], [], true);
    expect(answer.status).toBe(409);
    expect(error(answer)).toBe(
      'refused: content/services/laminate-flooring.yaml already exists: expected a new address for this entry',
    );
    expect(read('services/laminate-flooring.yaml')).toBe(before);
  });

  it('an entry moved onto another entry is refused; both files stay', async () => {
    const a = read('services/laminate-flooring.yaml');
    const b = read('services/carpet-installation.yaml');
    const answer = await save([
      {
        path: 'content/services/laminate-flooring.yaml',
        raw: a,
        newPath: 'content/services/carpet-installation.yaml',
      },
    ]);
    expect(answer.status).toBe(409);
    expect([read('services/laminate-flooring.yaml'), read('services/carpet-installation.yaml')]).toEqual([a, b]);
  });
});

describe('an entry renamed', () => {
  it('is checked as moved: the pages that link to its old address refuse it, both files kept as they were', async () => {
    const a = read('services/laminate-flooring.yaml');
    const raw = a.replace('slug: laminate-flooring', 'slug: laminate-renamed');
    const answer = await save([
      { path: 'content/services/laminate-flooring.yaml', raw, newPath: 'content/services/laminate-renamed.yaml' },
    ]);
    expect(answer.status).toBe(422);
    expect(error(answer)).toContain('laminate-flooring');
    expect(read('services/laminate-flooring.yaml')).toBe(a);
    expect(exists('services/laminate-renamed.yaml')).toBe(false);
  });
});

describe("site.yaml's developer settings are not the editor's to change (issue #33 point 3)", () => {
  it.each([
    ['an editor block added', (s: string) => `${s}\neditor:\n  backend: github\n  repo: someone/else\n`],
    ['the media host changed', (s: string) => s.replace('imageBase: /media', 'imageBase: https://elsewhere.example')],
    ['the language changed', (s: string) => s.replace('locale: en-US', 'locale: fr-FR')],
    [
      'the security policy changed',
      (s: string) => s.replace('contentSecurityPolicy: tag-manager', 'contentSecurityPolicy: strict'),
    ],
  ])('%s: refused, the file unchanged', async (_what, change) => {
    const before = read('site.yaml');
    const raw = change(before);
    expect(raw).not.toBe(before);
    const answer = await save([{ path: 'content/site.yaml', raw }]);
    expect(answer.status).toBe(403);
    expect(error(answer)).toMatch(/^refused: site\.yaml's developer settings/);
    expect(read('site.yaml')).toBe(before);
  });

  it('a change of anything else in site.yaml keeps them and is written', async () => {
    const before = read('site.yaml');
    const answer = await save([{ path: 'content/site.yaml', raw: before.replace('(202) 555-0142', '(202) 555-0199') }]);
    expect(answer).toEqual({ status: 200, body: { message: 'entry persisted' } });
    expect(read('site.yaml')).toBe(before.replace('(202) 555-0142', '(202) 555-0199'));
  });
});

describe("nothing the build refuses is written: 422 with the build's lines", () => {
  it('a phone number in letters, at its line and field', async () => {
    const before = read('site.yaml');
    const raw = before.replace(/display: .*/, 'display: (202) 555-FLOR');
    const line = raw.split('\n').findIndex((l) => l.includes('555-FLOR')) + 1;
    const answer = await save([{ path: 'content/site.yaml', raw }]);
    expect(answer.status).toBe(422);
    expect(error(answer)).toBe(
      `the site would not build with this: content/site.yaml:${line} phone.display: expected a phone number in digits with its area code, like "(202) 555-0142". Nothing was saved.`,
    );
    expect(read('site.yaml')).toBe(before);
  });

  it('a link to a page the site does not build, at its line', async () => {
    const before = read('navigation.yaml');
    const answer = await save([
      { path: 'content/navigation.yaml', raw: before.replace('path: /services\n', 'path: /servces\n') },
    ]);
    expect(answer.status).toBe(422);
    expect(error(answer)).toMatch(/content\/navigation\.yaml:\d+ [\w.[\]]+\.path: unknown page reference "\/servces"/);
    expect(read('navigation.yaml')).toBe(before);
  });

  it('a photo too narrow for its slot: refused, and the upload of the same save not written', async () => {
    const before = read('services/carpet-installation.yaml');
    const raw = before.replace(/(\nhero:[\s\S]*?\n {4}src: ).*/, '$1media/narrow.jpg');
    expect(raw).not.toBe(before);
    const answer = await save(
      [{ path: 'content/services/carpet-installation.yaml', raw }],
      [asset('narrow.jpg', await photo(640))],
    );
    expect(answer.status).toBe(422);
    expect(error(answer)).toMatch(
      /hero\.image\.src: image too small "media\/narrow\.jpg": expected a photo at least 1200 px wide/,
    );
    expect(exists('media/narrow.jpg')).toBe(false);
    expect(read('services/carpet-installation.yaml')).toBe(before);
  });

  it('the same save with a photo wide enough is written whole', async () => {
    const before = read('services/carpet-installation.yaml');
    const raw = before.replace(/(\nhero:[\s\S]*?\n {4}src: ).*/, '$1media/wide.jpg');
    const answer = await save(
      [{ path: 'content/services/carpet-installation.yaml', raw }],
      [asset('wide.jpg', await photo(1600))],
    );
    expect(answer.status).toBe(200);
    expect(exists('media/wide.jpg')).toBe(true);
    expect(read('services/carpet-installation.yaml')).toBe(raw);
  });

  it('a problem already there before the save does not refuse a save that brings none', async () => {
    const broken = read('pages/about.yaml').replace(/^(\s*title: ).*/m, '$1');
    // Written on disk by hand, the way the editor is opened to fix it.
    cpSync(path.join(CONTENT, 'pages/about.yaml'), path.join(root, 'about.bak'));
    const { writeFileSync } = await import('node:fs');
    writeFileSync(path.join(contentDir, 'pages/about.yaml'), broken);
    try {
      const answer = await save([
        { path: 'content/site.yaml', raw: read('site.yaml').replace('(202) 555-0199', '(202) 555-0142') },
      ]);
      expect(answer.status).toBe(200);
    } finally {
      cpSync(path.join(root, 'about.bak'), path.join(contentDir, 'pages/about.yaml'));
    }
  });

  it('leaves no copy behind', () => {
    expect(readdirSync(path.join(root, 'cache', 'editor-checks'))).toEqual([]);
  });
});

describe("the media library: the media folder's photos, its sub-folders too", () => {
  it('lists photos at any depth, and nothing but photos', async () => {
    const { mkdirSync, writeFileSync } = await import('node:fs');
    mkdirSync(path.join(contentDir, 'media/projects/deck'), { recursive: true });
    writeFileSync(path.join(contentDir, 'media/projects/deck/a.jpg'), await photo(500));
    writeFileSync(path.join(contentDir, 'media/notes.txt'), 'not a photo');
    const answer = await answerBackend(where(), { action: 'getMedia', params: { mediaFolder: 'content/media' } });
    const paths = (answer.body as { path: string }[]).map((f) => f.path);
    expect(paths).toEqual(['content/media/projects/deck/a.jpg', 'content/media/wide.jpg']);
  });
});

describe('a deletion the next build would refuse', () => {
  const remove = (paths: string[]) => answerBackend(where(), { action: 'deleteFiles', params: { paths } });

  it('a photo a hero shows, in a sub-folder of media/: refused with the line that needs it, the photo kept', async () => {
    const { mkdirSync, writeFileSync } = await import('node:fs');
    mkdirSync(path.join(contentDir, 'media/projects/deck'), { recursive: true });
    writeFileSync(path.join(contentDir, 'media/projects/deck/hero.jpg'), await photo(1600));
    writeFileSync(path.join(contentDir, 'media/projects/deck/spare.jpg'), await photo(1600));
    const service = read('services/laminate-flooring.yaml');
    writeFileSync(
      path.join(contentDir, 'services/laminate-flooring.yaml'),
      service.replace(/(\nhero:[\s\S]*?\n {4}src: ).*/, '$1media/projects/deck/hero.jpg'),
    );
    try {
      const answer = await remove(['content/media/projects/deck/hero.jpg']);
      expect(answer.status).toBe(422);
      expect(error(answer)).toMatch(
        /^the site would not build without media\/projects\/deck\/hero\.jpg: content\/services\/laminate-flooring\.yaml:\d+ hero\.image\.src: .*"media\/projects\/deck\/hero\.jpg".*Nothing was deleted\.$/,
      );
      // The check's copy links each photo on its own: removing one there never reaches the folder here.
      expect(exists('media/projects/deck/hero.jpg')).toBe(true);
      expect(exists('media/projects/deck/spare.jpg')).toBe(true);
    } finally {
      writeFileSync(path.join(contentDir, 'services/laminate-flooring.yaml'), service);
    }
  });

  it('a photo no page uses is deleted, its neighbour kept', async () => {
    const answer = await remove(['content/media/projects/deck/spare.jpg']);
    expect(answer.status).toBe(200);
    expect(exists('media/projects/deck/spare.jpg')).toBe(false);
    expect(exists('media/projects/deck/hero.jpg')).toBe(true);
  });

  it('a service a guide names: refused at the guide, the service kept', async () => {
    const before = read('services/hardwood-flooring.yaml');
    const answer = await remove(['content/services/hardwood-flooring.yaml']);
    expect(answer.status).toBe(422);
    expect(error(answer)).toMatch(/content\/guides\/[\w-]+\.md:\d+ services\[\d+\]: .*hardwood-flooring/);
    expect(read('services/hardwood-flooring.yaml')).toBe(before);
  });

  it('an entry nothing names is deleted', async () => {
    const { writeFileSync } = await import('node:fs');
    const copy = read('projects/bethesda-kitchen-tile.yaml')
      .replace(/^slug: .*$/m, 'slug: bethesda-kitchen-tile-copy')
      .replace(/^(projectNumber|number): .*$/m, '$1: 990');
    writeFileSync(path.join(contentDir, 'projects/bethesda-kitchen-tile-copy.yaml'), copy);
    const answer = await remove(['content/projects/bethesda-kitchen-tile-copy.yaml']);
    expect(error(answer) ?? '').toBe('');
    expect(answer.status).toBe(200);
    expect(exists('projects/bethesda-kitchen-tile-copy.yaml')).toBe(false);
  });
});
