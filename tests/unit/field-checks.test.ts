// The build's rules as the web editor's field checks (generator/editor/field-checks.ts over
// entry-problems.ts): each problem at its field, in the office's words, for entries handed over as
// Decap holds them (Immutable.js), and, as a property, the editor refusing exactly what the build refuses.
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { fromJS } from 'immutable';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FieldChecks, fieldChecks } from '../../generator/editor/field-checks.ts';
import { markdownDocumentFormat } from '../../generator/editor/markdown-format.ts';
import { type PreviewSnapshot, previewSnapshot } from '../../generator/editor/preview-snapshot.ts';
import { SOURCE_KEY, yamlDocumentFormat } from '../../generator/editor/yaml-format.ts';
import { loadContent } from '../../generator/pipeline/content/load.ts';
import { saveProblems } from '../../generator/serve/editor/save-check.ts';
import { CONTENT, ROOT } from '../fixtures/html.ts';

type Data = Record<string, unknown>;

let snapshot: PreviewSnapshot;
let checks: FieldChecks;

beforeAll(() => {
  const content = loadContent(CONTENT, { drafts: true });
  snapshot = JSON.parse(
    JSON.stringify(
      previewSnapshot(content, { iconSprite: '/assets/icons.svg', images: {} }, [
        'placeholders/hardwood.svg',
        'brand/logo.svg',
      ]),
    ),
  );
  checks = fieldChecks(snapshot);
});

const read = (rel: string) => readFileSync(path.join(CONTENT, rel), 'utf8');
const loaded = (rel: string): Data =>
  (rel.endsWith('.md') ? markdownDocumentFormat : yamlDocumentFormat).fromFile(read(rel)) as Data;

/** An entry as Decap hands it to a widget: its collection, slug, path, whether new, and its data. */
function entry(rel: string, edit: (d: Data) => void = () => {}, isNew = false) {
  const data = structuredClone(loaded(rel));
  edit(data);
  const [folder, file] = rel.includes('/') ? rel.split('/') : ['', rel];
  const slug = file.replace(/\.(yaml|md)$/, '');
  const collection = folder === '' ? 'settings' : folder === 'pages' ? 'pages' : folder;
  const fields = new Map<string, unknown>([
    ['collection', collection],
    ['slug', isNew ? '' : slug],
    ['path', isNew ? undefined : `content/${rel}`],
    ['newRecord', isNew],
    ['data', fromJS(data)],
  ]);
  return { get: (key: string) => fields.get(key) };
}

const at = (e: ReturnType<typeof entry>, p: (string | number)[], label = 'Field', required = false, empty = false) =>
  checks.at(e, p, { label, required, empty });

describe('a field shows the rule it breaks, in the office words', () => {
  it('a phone number with letters: at the number, with the example as it must be typed', () => {
    const e = entry('site.yaml', (d) => {
      (d.phone as Data).display = '(202) 555-FLOR';
    });
    expect(at(e, ['phone', 'display'])).toEqual([
      'Expected a phone number in digits with its area code, like "(202) 555-0142"',
    ]);
    // Only there: the field beside it and the group have nothing.
    expect(at(e, ['email'])).toEqual([]);
    expect(at(e, ['phone'])).toEqual(['Expected a phone number in digits with its area code, like "(202) 555-0142"']);
  });

  it('a valid number passes, and the international form is derived by the build (no e164 in the file)', () => {
    const e = entry('site.yaml', (d) => {
      (d.phone as Data).display = '(202) 555-0199';
    });
    expect(checks.problems(e)).toEqual([]);
    expect(checks.derived(e)).toEqual([]);
  });

  it("a file that still gives e164 gets it from the number typed, so the two can't disagree", () => {
    const e = entry('site.yaml', (d) => {
      d.phone = { display: '(202) 555-0199', e164: '+12025550142' };
    });
    expect(checks.derived(e)).toEqual([{ path: ['phone', 'e164'], value: '+12025550199' }]);
    expect(checks.problems(e)).toEqual([]);
  });

  it("a price: the pattern's message keeps its example's letters", () => {
    const e = entry('locations/georgetown-dc.yaml', (d) => {
      (d.services as Data[])[1].startingPrice = '$4.75 per square foot';
    });
    expect(at(e, ['services', 1, 'startingPrice'])).toEqual(['Expected a price like "$4.75/sq ft"']);
    expect(at(e, ['services', 0, 'startingPrice'])).toEqual([]);
  });

  it('a rule across fields is shown at the field it names (a video project needs its video)', () => {
    const e = entry('projects/bethesda-kitchen-tile.yaml', (d) => {
      d.type = 'video';
    });
    expect(at(e, ['video'])).toEqual(['A video project needs "video"']);
    expect(at(e, ['type'])).toEqual([]);
  });

  it('a link to a page the site does not build, and a guide body with a second main heading', () => {
    const nav = entry('navigation.yaml', (d) => {
      ((d.header as Data).main as Data[])[0].path = '/servces';
    });
    expect(at(nav, ['header', 'main', 0, 'path'])).toEqual(['Names "/servces", which does not exist']);
    const guide = entry('guides/hardwood-floor-installation-cost-dmv.md', (d) => {
      d.body = `# A second title\n\n${String(d.body)}`;
    });
    expect(at(guide, ['body'], 'Body')).toHaveLength(1);
    expect(at(guide, ['body'], 'Body')[0]).toMatch(/heading/i);
  });

  it('an emptied required field: said by Decap when it requires the field and sees it empty, else here', () => {
    const e = entry('services/hardwood-flooring.yaml', (d) => {
      d.name = '';
    });
    expect(at(e, ['name'], 'Name', true, true)).toEqual([]);
    expect(at(e, ['name'], 'Name', false, false)).toEqual(['Name is required.']);
    // Spaces only: Decap does not see it empty, so the check says it.
    expect(
      at(
        entry('services/hardwood-flooring.yaml', (d) => {
          d.name = '   ';
        }),
        ['name'],
        'Name',
        true,
        false,
      ),
    ).toEqual(['Name is required.']);
  });
});

describe('optional groups', () => {
  const clip = (captions: unknown) =>
    entry('projects/nationals-park-stadium-flooring.yaml', (d) => {
      const videos = d.videos as Data[];
      videos[0] = { ...videos[0], captions };
      delete (videos[0] as Data).captions;
      if (captions !== undefined) (videos[0] as Data).captions = captions;
    });

  it('left out, or opened and left empty: nothing to fix', () => {
    expect(checks.problems(clip(undefined))).toEqual([]);
    expect(checks.problems(clip({ src: '', srclang: '', label: '' }))).toEqual([]);
  });

  it('partly filled: the field it needs says so', () => {
    expect(at(clip({ label: 'English' }), ['videos', 0, 'captions', 'src'], 'File')).toEqual(['File is required.']);
  });
});

describe('a new entry', () => {
  it('an address another page has is refused at the address', () => {
    const e = entry('services/hardwood-flooring.yaml', () => {}, true);
    expect(at(e, ['slug'], 'Page address')).toContain(
      'Expected an address no other page has: /services/hardwood-flooring already exists',
    );
  });

  it('a project number another project has is refused at the number', () => {
    const e = entry(
      'projects/bethesda-kitchen-tile.yaml',
      (d) => {
        d.slug = 'a-new-kitchen';
      },
      true,
    );
    const id = String(loaded('projects/bethesda-kitchen-tile.yaml').id);
    // Its /gallery/<id> redirect is taken too: the build says both.
    expect(at(e, ['id'], 'Project number')).toEqual([
      `Expected a number no other project has: ${id} is taken`,
      `Expected a page address no other page has: /gallery/${id} is taken`,
    ]);
  });

  it("an existing entry's address stays: it names the file", () => {
    const e = entry('services/hardwood-flooring.yaml', (d) => {
      d.slug = 'wood-floors';
    });
    expect(at(e, ['slug'], 'Page address')).toEqual([
      'Expected "hardwood-flooring": the address names the page\'s file, so it stays as it is',
    ]);
  });
});

/**
 * The property the issue asks for: for random edits of random fields, the editor refuses with a message
 * or the saved file builds, and never refuses what builds. The build's side is the local backend's own
 * check (save-check.ts: the content folder with the saved file, loaded and checked as `build` does).
 */
describe('random edits (fast-check, seed 33): the editor refuses exactly what the build refuses', () => {
  const FILES = [
    'site.yaml',
    'navigation.yaml',
    'pages/home.yaml',
    'pages/service-areas.yaml',
    'services/hardwood-flooring.yaml',
    'locations/georgetown-dc.yaml',
    'projects/nationals-park-stadium-flooring.yaml',
    'guides/how-long-does-a-flooring-project-take.md',
  ];
  let cache: string;
  beforeAll(() => {
    cache = mkdtempSync(path.join(os.tmpdir(), 'build-site-field-checks-'));
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(cache, 'node_modules'));
  });
  afterAll(() => rmSync(cache, { recursive: true, force: true }));

  /** Every scalar leaf of the data, with its path. */
  const leaves = (value: unknown, at: (string | number)[] = []): (string | number)[][] =>
    Array.isArray(value)
      ? value.flatMap((v, i) => leaves(v, [...at, i]))
      : value && typeof value === 'object'
        ? Object.entries(value).flatMap(([k, v]) => (k === SOURCE_KEY ? [] : leaves(v, [...at, k])))
        : [at];
  const set = (d: unknown, p: (string | number)[], v: unknown) => {
    const parent = p.slice(0, -1).reduce<unknown>((o, k) => (o as Data)[k], d) as Data;
    parent[p[p.length - 1]] = v;
  };
  const values = fc.oneof(
    fc.constantFrom(
      '',
      ' ',
      'Plain words',
      '$4.75/sq ft',
      '$4.75 per sq ft',
      '1-3 days',
      '(202) 555-0199',
      '(202) 555-FLOR',
      '/services/hardwood-flooring',
      '/nowhere',
      'hardwood-flooring',
      'placeholders/hardwood.svg',
      'placeholders/missing.svg',
      'https://example.com/',
      'project-3',
      'GTM-ABC1234',
      'Monday - Friday',
      '8AM - 6PM',
      'a {phone} b',
      'a {nope} b',
      'tab\tinside',
      'zero\u200bwidth',
      '\u202ebidi',
    ),
    fc.integer({ min: -5, max: 3000 }),
    fc.boolean(),
  );

  it('for 40 edits of up to 3 values each', async () => {
    const data = new Map(FILES.map((rel) => [rel, loaded(rel)]));
    const paths = new Map(FILES.map((rel) => [rel, leaves(data.get(rel))]));
    const folders = { root: ROOT, contentDir: CONTENT, publicDir: path.join(ROOT, 'public'), cacheDir: cache };
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...FILES).chain((rel) =>
          fc.tuple(
            fc.constant(rel),
            fc.uniqueArray(fc.tuple(fc.constantFrom(...paths.get(rel)!), values), {
              minLength: 1,
              maxLength: 3,
              selector: ([p]) => p.join('.'),
            }),
          ),
        ),
        async ([rel, edits]) => {
          const e = entry(rel, (d) => {
            for (const [p, v] of edits) set(d, p, v);
          });
          const editor = checks.problems(e).map((p) => `${p.path.join('.')}: ${p.message}`);
          const edited = structuredClone(data.get(rel)!);
          for (const [p, v] of edits) set(edited, p, v);
          const text = (rel.endsWith('.md') ? markdownDocumentFormat : yamlDocumentFormat).toFile(edited);
          const build = await saveProblems(folders, {
            texts: new Map([[rel, text]]),
            photos: new Map(),
            removed: [],
          });
          // On a mismatch the message names the file, the edits and what each side said.
          expect(editor.length > 0, JSON.stringify({ rel, edits, editor, build }, null, 1)).toBe(build.length > 0);
        },
      ),
      { numRuns: 40, seed: 33 },
    );
  }, 180_000);
});
