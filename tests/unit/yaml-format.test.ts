// The web editor's save format (generator/editor/yaml-format.ts): a save keeps
// the file. Every shipped file round-trips byte for byte; an edit changes only
// the lines of the values it changes; list items come and go as whole lines;
// a new file starts with its schema modeline and passes the build's schema.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import fg from 'fast-glob';
import { isMap, isScalar, isSeq, LineCounter, type Node, parse, parseDocument } from 'yaml';
import { browserBundleInputs } from '../fixtures/browser-bundle.ts';
import { describe, expect, it } from 'vitest';
import { contentFiles, contentKinds, modeline } from '../../generator/cli/json-schema.ts';
import { cmsCollections, type CmsField } from '../../generator/editor/cms-config.ts';
import { BODY_FIELD, markdownDocumentFormat } from '../../generator/editor/markdown-format.ts';
import {
  SOURCE_KEY,
  withoutSource,
  YAML_FORMAT_NAME,
  yamlDocumentFormat as format,
} from '../../generator/editor/yaml-format.ts';
import { collectionSchemas } from '../../generator/model/schema/index.ts';
import { CONTENT } from '../fixtures/html.ts';

type Data = Record<string, unknown>;
type Path = (string | number)[];

const FILES = fg.sync('**/*.yaml', { cwd: CONTENT }).sort();
const read = (rel: string): string => readFileSync(path.join(CONTENT, rel), 'utf8');

/** Loads a file as Decap does, lets `edit` change the data, and saves it. */
function save(text: string, edit: (d: Data) => void): string {
  const data = structuredClone(format.fromFile(text)) as Data;
  edit(data);
  return format.toFile(data);
}

const get = (d: unknown, p: Path): unknown => p.reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], d);
function unset(d: unknown, p: Path): void {
  const parent = get(d, p.slice(0, -1)) as Record<string | number, unknown>;
  if (Array.isArray(parent)) set(d, p, '');
  else delete parent[p[p.length - 1]];
}
function set(d: unknown, p: Path, v: unknown): void {
  (get(d, p.slice(0, -1)) as Record<string | number, unknown>)[p[p.length - 1]] = v;
}

/** The text parsed once: first and last line (0-based) of the node at a path of it. */
function lineFinder(text: string): (p: Path) => [number, number] {
  const counter = new LineCounter();
  const doc = parseDocument(text, { lineCounter: counter });
  return (p) => {
    const node = doc.getIn(p, true) as Node;
    const [start, end] = node.range as [number, number, number];
    return [counter.linePos(start).line - 1, counter.linePos(Math.max(start, end - 1)).line - 1];
  };
}

/** First and last line (0-based) of the node at `p` in the text. */
const linesOf = (text: string, p: Path): [number, number] => lineFinder(text)(p);

/**
 * The lines of `before` outside the `changed` line ranges appear in `after` unchanged, in order, with
 * nothing added between two of them that were neighbours: only the changed ranges were rewritten.
 */
function expectOnlyChanged(before: string, after: string, changed: [number, number][]): void {
  const a = before.split('\n');
  const b = after.split('\n');
  const ranges = [...changed].sort((x, y) => x[0] - y[0]);
  const kept: string[][] = [];
  let from = 0;
  for (const [s, e] of ranges) {
    if (s > from) kept.push(a.slice(from, s));
    else if (s === from && kept.length === 0) kept.push([]);
    from = Math.max(from, e + 1);
  }
  kept.push(a.slice(from));
  let at = 0;
  kept.forEach((segment, i) => {
    const last = i === kept.length - 1;
    let j = i === 0 ? 0 : last ? b.length - segment.length : at;
    while (!last && i > 0 && j <= b.length - segment.length && !segment.every((l, k) => b[j + k] === l)) j++;
    expect(b.slice(j, j + segment.length), `unchanged lines ${i}`).toEqual(segment);
    expect(j).toBeGreaterThanOrEqual(at);
    at = j + segment.length;
  });
}

describe('a save without edits', () => {
  it('finds the shipped content', () => expect(FILES.length).toBeGreaterThan(40));

  it.each(FILES)('%s comes back byte for byte', (rel) => {
    const text = read(rel);
    expect(format.toFile(format.fromFile(text))).toBe(text);
  });

  it('carries the loaded text under a key no collection has a field for', () => {
    expect(format.fromFile(read('site.yaml'))).toMatchObject({ [SOURCE_KEY]: read('site.yaml') });
    const names = (fields: CmsField[]): string[] => fields.flatMap((f) => [f.name, ...names(f.fields ?? [])]);
    for (const c of cmsCollections().collections) {
      const all = 'files' in c ? c.files.flatMap((f) => names(f.fields)) : names(c.fields);
      expect(all).not.toContain(SOURCE_KEY);
    }
  });
});

describe('what previews and validation read', () => {
  it.each(contentFiles(CONTENT).map((f) => [f.rel, f.kind] as const))(
    '%s: withoutSource gives the data the schema accepts (the loaded text would be an unknown field)',
    (rel, kind) => {
      // A Markdown file (markdown-format.ts): its JSON Schema's kind describes the front matter, the body is apart.
      const markdown = rel.endsWith('.md');
      const loaded = markdown ? markdownDocumentFormat.fromFile(read(rel)) : format.fromFile(read(rel));
      const { [BODY_FIELD]: body, ...fields } = loaded;
      if (markdown) expect(typeof body).toBe('string');
      const data = markdown ? fields : loaded;
      expect(kind.schema.safeParse(withoutSource(data)).success).toBe(true);
      expect(kind.schema.safeParse(data).success).toBe(false);
    },
  );
});

describe('a save with one edit changes only its lines', () => {
  const cases: [string, string, Path, unknown][] = [
    ['a title', 'services/luxury-vinyl.yaml', ['seo', 'title'], 'Vinyl Plank Floors in DC: Installed in a Day'],
    ['a FAQ answer (a >- block)', 'services/luxury-vinyl.yaml', ['faqs', 2, 'answer'], 'Yes. '.repeat(40).trim()],
    ['a nested list item', 'services/luxury-vinyl.yaml', ['lists', 0, 'items', 1, 'name'], 'Stone Plastic Composite'],
    ['a boolean', 'locations/georgetown-dc.yaml', ['services', 0, 'popular'], false],
    ['a number', 'locations/georgetown-dc.yaml', ['rating', 'count'], 123],
    ['a scalar list item', 'site.yaml', ['areaServed', 1], 'Maryland suburbs'],
    ['a word in a flow map', 'services/luxury-vinyl.yaml', ['hero', 'stats', 0, 'number'], '2-4'],
    ['a double-quoted value', 'navigation.yaml', ['header', 'labels', 'mobileCall'], 'Call\u00a0us: {phone}'],
    [
      'a single-quoted value with an apostrophe',
      'site.yaml',
      ['copy', 'editorPreview', 'unknownReference'],
      'it\'s "{value}"',
    ],
    ['a plain value with a control character', 'services/luxury-vinyl.yaml', ['name'], 'Vinyl\x7fPlank'],
    ['a flow map word with a comma', 'services/luxury-vinyl.yaml', ['hero', 'stats', 0, 'number'], '2,4'],
  ];

  it.each(cases)('%s', (_label, rel, p, value) => {
    const before = read(rel);
    const original = get(format.fromFile(before), p);
    expect(original).not.toEqual(value);
    const after = save(before, (d) => set(d, p, value));
    expect(after).not.toBe(before);
    const expected = format.fromFile(before) as Data;
    set(expected, p, value);
    delete expected[SOURCE_KEY];
    expect(parse(after)).toEqual(expected);
    expectOnlyChanged(before, after, [linesOf(before, p)]);
  });

  it('keeps the style of what it rewrites: quotes, block scalars, escapes of invisible characters', () => {
    const nav = save(read('navigation.yaml'), (d) =>
      set(d, ['header', 'labels', 'mobileCall'], 'Call\u00a0now {phone}'),
    );
    expect(nav).toContain('mobileCall: "Call\\u00a0now {phone}"');
    const faq = save(read('services/luxury-vinyl.yaml'), (d) => set(d, ['faqs', 0, 'answer'], 'Short.'));
    expect(faq).toMatch(/\n {4}answer: >-\n {6}Short\.\n/);
    const colon = save(read('services/luxury-vinyl.yaml'), (d) => set(d, ['name'], 'Vinyl: plank'));
    expect(colon).toContain('\nname: "Vinyl: plank"\n');
    const apostrophe = save(read('site.yaml'), (d) =>
      set(d, ['copy', 'editorPreview', 'unknownReference'], 'it\'s "{value}"'),
    );
    expect(apostrophe).toContain(`\n    unknownReference: 'it''s "{value}"'\n`);
    const control = save(read('services/luxury-vinyl.yaml'), (d) => set(d, ['name'], 'Vinyl\x7fPlank'));
    expect(control).toContain('\nname: "Vinyl\\u007fPlank"\n');
  });
});

describe("a list item's first key (on the dash's line)", () => {
  const source =
    'steps:\n  - title: Visit # first\n    description: We measure.\n  - title: Install\n    description: We lay it.\n';
  const edit = (change: (item: Data) => void): string => save(source, (d) => change((d.steps as Data[])[0]));

  it('emptied: the next key moves up to the dash, the item before and after keep their lines', () => {
    expect(edit((item) => set(item, ['title'], ''))).toBe(
      'steps:\n  - description: We measure.\n  - title: Install\n    description: We lay it.\n',
    );
  });

  it('every key emptied: the item stays, as {}', () => {
    const after = edit((item) => {
      set(item, ['title'], '');
      set(item, ['description'], '');
    });
    expect(after).toBe('steps:\n  - {}\n  - title: Install\n    description: We lay it.\n');
  });

  it('a new key ordered before it: the new key takes the dash, the old first key the next line', () => {
    const after = save(source, (d) => {
      (d.steps as Data[])[0] = { icon: 'tape', ...(d.steps as Data[])[0] };
    });
    expect(after).toBe(
      'steps:\n  - icon: tape\n    title: Visit # first\n    description: We measure.\n  - title: Install\n    description: We lay it.\n',
    );
  });

  it('emptied while a new key comes first: one edit on the dash line', () => {
    const after = save(source, (d) => {
      (d.steps as Data[])[0] = { icon: 'tape', title: '', description: 'We measure.' };
    });
    expect(after).toBe(
      'steps:\n  - icon: tape\n    description: We measure.\n  - title: Install\n    description: We lay it.\n',
    );
    expect(parse(after)).toEqual({
      steps: [
        { icon: 'tape', description: 'We measure.' },
        { title: 'Install', description: 'We lay it.' },
      ],
    });
  });

  it('turned into a list: rewritten after the dash', () => {
    const after = edit((item) => set(item, ['title'], ['Visit', 'Measure']));
    expect(after).toBe(
      'steps:\n  - title:\n      - Visit\n      - Measure\n    description: We measure.\n  - title: Install\n    description: We lay it.\n',
    );
  });
});

describe('in the browser', () => {
  it('bundles for the browser with no Node module (only the yaml package)', async () => {
    const inputs = await browserBundleInputs('generator/editor/yaml-format.ts');
    expect(inputs.filter((f) => !f.includes('node_modules/yaml/') && !f.startsWith('generator/editor/'))).toEqual([]);
  });
});

describe('a file that does not parse', () => {
  it('opens empty and refuses to be saved over, naming the parser error', () => {
    const broken = 'name: [unclosed\nslug: x\n';
    const data = format.fromFile(broken);
    expect(data).toEqual({ [SOURCE_KEY]: broken });
    expect(() => format.toFile({ ...data, name: 'Typed in the editor' })).toThrow(/YAML parsing error/);
  });
});

describe('list items and keys are added and removed as whole lines', () => {
  const rel = 'services/luxury-vinyl.yaml';

  it('removing a list item removes exactly its lines', () => {
    const before = read(rel);
    const [s, e] = linesOf(before, ['lists', 0, 'items', 1]);
    const after = save(before, (d) => (get(d, ['lists', 0, 'items']) as unknown[]).splice(1, 1));
    const lines = before.split('\n');
    // The item's lines start at its dash (the node starts after "- ").
    expect(after.split('\n')).toEqual([...lines.slice(0, s), ...lines.slice(e + 1)]);
  });

  it('adding a list item adds its lines and keeps every other', () => {
    const before = read(rel);
    const item = {
      question: 'Can you install over tile?',
      answer: 'Often, yes: we check that the tile is flat and sound first.',
    };
    const after = save(before, (d) => (get(d, ['faqs']) as unknown[]).splice(2, 0, item));
    expect(((parse(after) as Data).faqs as unknown[])[2]).toEqual(item);
    // Taking the new item's lines out gives the file as it was.
    const [s, e] = linesOf(after, ['faqs', 2]);
    const lines = after.split('\n');
    expect(e - s + 1).toBe(2);
    expect([...lines.slice(0, s), ...lines.slice(e + 1)]).toEqual(before.split('\n'));
  });

  it('removing an optional key removes its line; adding one puts it after the key it follows', () => {
    const before = read(rel);
    const removed = save(before, (d) => delete (d.seo as Data).image);
    expect(removed.split('\n').length).toBe(before.split('\n').length - 1);
    expect((parse(removed) as { seo: Data }).seo.image).toBeUndefined();
    const added = save(removed, (d) => {
      const seo = d.seo as Data;
      d.seo = {
        title: seo.title,
        description: seo.description,
        keywords: seo.keywords,
        image: 'placeholders/vinyl.svg',
      };
    });
    expect(added).toBe(before);
  });

  it('a field cleared to null loses its line; new keys follow the collection order, several in a row in order', () => {
    const before = read(rel);
    const cleared = save(before, (d) => {
      (d.seo as Data).image = null;
    });
    expect(cleared.split('\n').length).toBe(before.split('\n').length - 1);
    expect((parse(cleared) as { seo: Data }).seo).not.toHaveProperty('image');
    // Data of more than 8 keys comes from Decap in hash order: the field order places new keys.
    const data = format.fromFile(read('projects/bethesda-kitchen-tile.yaml'));
    const shuffled = Object.fromEntries(Object.entries(data).reverse());
    const withNew = { ...shuffled, poster: 'placeholders/a.svg', video: 'clips/a.mp4' };
    const order = ['id', 'slug', 'name', 'location', 'description', 'type', 'video', 'poster', 'image', 'icon'];
    const out = format.toFile(withNew, order);
    expect(out).toContain('\ntype: image\nvideo: clips/a.mp4\nposter: placeholders/a.svg\nimage: ');
  });

  it('emptying a list writes []; a flow list stays flow', () => {
    const after = save(read(rel), (d) => {
      d.aliases = ['lvp', 'vinyl-plank'];
    });
    expect(after).toContain('\naliases: [lvp, vinyl-plank]\n');
    const emptied = save(read('projects/nationals-park-stadium-flooring.yaml'), (d) => {
      d.videos = [];
    });
    expect(emptied).toMatch(/\nvideos: \[\]\n/);
    expect((parse(emptied) as Data).videos).toEqual([]);
  });
});

describe('a file that is not a block map: written anew after its leading comments and blank lines', () => {
  // Each source as loaded, then saved with `name` typed in the editor: what the file holds after.
  it.each([
    ['empty', '', 'name: New name\n'],
    ['comments and a blank line only', '# a\n\n# bb\n', '# a\n\n# bb\nname: New name\n'],
    ['a flow map', '{name: a}\n', 'name: New name\n'],
    ['a flow map after a comment', '# c\n{name: a, slug: b}\n', '# c\nname: New name\nslug: b\n'],
    ['a list', '- x\n- y\n', 'name: New name\n'],
    ['a document marker after a comment', '# top\n---\n', '# top\nname: New name\n'],
  ])('%s', (_label, source, expected) => {
    expect(format.toFile({ ...format.fromFile(source), name: 'New name' })).toBe(expected);
  });
});

describe('the names Decap and the committed configuration use', () => {
  it("are the format's and the loaded text's key, written out", () => {
    expect(YAML_FORMAT_NAME).toBe('yaml-document');
    expect(SOURCE_KEY).toBe('__yamlSource');
    expect(format.fromFile('name: a\n')).toEqual({ name: 'a', __yamlSource: 'name: a\n' });
    expect(readFileSync(path.join(CONTENT, '.schemas/cms.yml'), 'utf8')).toContain('format: yaml-document\n');
  });
});

describe('a new file', () => {
  // Computed in each test, not when the file is collected (a mutant is switched on per test).
  function written(): { text: string; data: Data; order: string[] } {
    const services = cmsCollections().collections.find((c) => c.name === 'services') as { fields: CmsField[] };
    const order = services.fields.map((f) => f.name);
    const comments = Object.fromEntries(services.fields.flatMap((f) => (f.comment ? [[f.name, f.comment]] : [])));
    const data = parse(read('services/hardwood-flooring.yaml')) as Data;
    return { text: format.toFile({ ...data, slug: 'heated-floors' }, order, comments), data, order };
  }

  it('starts with the schema modeline `build-site schemas` writes', () => {
    const { text } = written();
    expect(text.split('\n')[0]).toBe(modeline(contentKinds.find((k) => k.kind === 'service')!));
  });

  it("passes the build's schema with the data it was given, fields in the collection's order", () => {
    const { text, data, order } = written();
    const back = parse(text, { version: '1.2', schema: 'core' }) as Data;
    expect(back).toEqual({ ...data, slug: 'heated-floors' });
    expect(collectionSchemas.services.safeParse(back).success).toBe(true);
    expect(Object.keys(back)).toEqual(order.filter((k) => k in back));
  });

  it("is written in the scaffold's style: long text in >- blocks, lists under their key, sections apart", () => {
    const { text } = written();
    expect(text).toMatch(/\n {2}description: >-\n {4}\S/);
    expect(text).toMatch(/\nserviceTypes:\n {2}- /);
    expect(text).toMatch(/\n\nseo:\n/);
    expect(text.split('\n').every((l) => l.length <= 80 || !l.includes(' '))).toBe(true);
  });
});

/** Every scalar leaf of parsed YAML data, with its path. */
function leaves(value: unknown, at: Path = []): Path[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, [...at, i]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => leaves(v, [...at, k]));
  return [at];
}

/** Paths whose node is a scalar in the document (not inside an alias), so their lines are known. */
function scalarLeaves(text: string): Path[] {
  const doc = parseDocument(text);
  return leaves(doc.toJS()).filter((p) => {
    const node = doc.getIn(p, true);
    const parent = doc.getIn(p.slice(0, -1), true);
    return isScalar(node) && (isMap(parent) || isSeq(parent) || p.length === 1);
  });
}

describe('random edits (fast-check)', () => {
  const values = fc.oneof(
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    fc.string({ unit: 'grapheme-ascii', minLength: 60, maxLength: 200 }),
    fc.constantFrom(
      'a: b',
      '# x',
      '- y',
      'true',
      '123',
      "it's",
      'say "hi"',
      ' padded ',
      'line 1\nline 2',
      '[x]',
      '{y}',
      'null',
      '',
    ),
    fc.integer({ min: -1000, max: 100_000 }),
    fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 }),
    fc.boolean(),
  );
  // Each file parsed once: its data, its scalar leaves and their lines.
  const files = FILES.map((rel) => {
    const text = read(rel);
    const paths = scalarLeaves(text);
    const lineOf = lineFinder(text);
    const lines = new Map(paths.map((p) => [p.join('\u0000'), lineOf(p)]));
    return { rel, text, data: parse(text) as Data, paths, lines };
  });

  it('re-parse to exactly the edited data, and lines not holding an edited value are unchanged', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...files).chain((f) =>
          fc.tuple(
            fc.constant(f),
            fc.uniqueArray(fc.tuple(fc.constantFrom(...f.paths), values), {
              minLength: 1,
              maxLength: 4,
              selector: ([p]) => p.join('.'),
            }),
          ),
        ),
        ([file, edits]) => {
          const after = save(file.text, (d) => {
            for (const [p, v] of edits) set(d, p, v);
          });
          const expected = structuredClone(file.data);
          // An emptied value's key goes (no content file holds ""), unless it was "" already.
          for (const [p, v] of edits)
            if (v === '' && get(file.data, p) !== '') unset(expected, p);
            else set(expected, p, v);
          expect(parse(after, { version: '1.2', schema: 'core' })).toEqual(expected);
          const changed = edits
            .filter(([p, v]) => !Object.is(get(file.data, p), v))
            .map(([p, v]): [number, number] => {
              const [start, end] = file.lines.get(p.join('\u0000'))!;
              // A list item's first key emptied: the key after it moves up to the dash (`- next: …`).
              const parent = get(file.data, p.slice(0, -1));
              const first = typeof p.at(-2) === 'number' && parent && Object.keys(parent as object)[0] === p.at(-1);
              return v === '' && first ? [start, end + 1] : [start, end];
            });
          expectOnlyChanged(file.text, after, changed);
        },
      ),
      // 300 runs took 24 s on a loaded 2-core machine, near the 30 s default; 120 runs and 90 s keep a margin.
      { numRuns: 120, seed: 23 },
    );
  }, 90_000);
});
