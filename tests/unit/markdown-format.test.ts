// The web editor's save format for Markdown files (generator/editor/markdown-format.ts): every
// shipped guide round-trips byte for byte; an edit to a front matter field changes only its lines
// (yaml-document's splice), an edit to the body only body lines; the front matter is cut where the
// build cuts it; a new entry is a file the build loads; the ```prices``` editor component writes the
// block the build reads.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { browserBundleInputs } from '../fixtures/browser-bundle.ts';
import { describe, expect, it } from 'vitest';
import { cmsCollections } from '../../generator/editor/cms-config.ts';
import { BODY_BUTTONS, bodyField, pricesComponent } from '../../generator/editor/markdown-body.ts';
import {
  ADDRESS_FIELD,
  BODY_FIELD,
  MARKDOWN_FORMAT_NAME,
  markdownDocumentFormat as format,
} from '../../generator/editor/markdown-format.ts';
import { SOURCE_KEY, withoutSource } from '../../generator/editor/yaml-format.ts';
import { splitFrontMatter } from '../../generator/model/front-matter.ts';
import { renderMarkdown } from '../../generator/model/markdown.ts';
import { guideFrontMatterSchema, guideSchema } from '../../generator/model/schema/index.ts';
import { parseYaml } from '../../generator/editor/yaml-text.ts';
import { CONTENT } from '../fixtures/html.ts';

type Data = Record<string, unknown>;

const GUIDES = fg.sync('guides/*.md', { cwd: CONTENT }).sort();
const read = (rel: string): string => readFileSync(path.join(CONTENT, rel), 'utf8');

/** Loads a file as Decap does, lets `edit` change the data, and saves it with the collection's field order. */
function save(text: string, edit: (d: Data) => void): string {
  const data = structuredClone(format.fromFile(text));
  edit(data);
  return format.toFile(data, order);
}
const guides = cmsCollections().collections.find((c) => c.name === 'guides');
const order = guides && 'fields' in guides ? guides.fields.map((f) => f.name) : [];

/** Indexes of the lines that differ, for two texts of the same number of lines. */
function changedLines(before: string, after: string): number[] {
  const a = before.split('\n');
  const b = after.split('\n');
  expect(b.length).toBe(a.length);
  return a.flatMap((line, i) => (line === b[i] ? [] : [i]));
}

describe('a save without edits', () => {
  it('finds the shipped guides', () => expect(GUIDES.length).toBeGreaterThan(2));

  it.each(GUIDES)('%s comes back byte for byte', (rel) => {
    const text = read(rel);
    expect(format.toFile(format.fromFile(text), order)).toBe(text);
  });

  it.each(GUIDES)('%s: the fields are the front matter the build reads, the body the build renders', (rel) => {
    const text = read(rel);
    const split = splitFrontMatter(rel, text);
    if (!('yaml' in split)) throw new Error(split.message);
    const { [BODY_FIELD]: body, ...fields } = withoutSource(format.fromFile(text));
    expect(body).toBe(split.body);
    expect(fields).toEqual(parseYaml(split.yaml).toJS());
    expect(guideFrontMatterSchema.safeParse(fields).success).toBe(true);
  });

  it('keeps line breaks, a byte order mark and a fence with trailing spaces as they were', () => {
    const text = '\uFEFF---\r\ntitle: A\r\n# note\r\nauthor: B\r\n---  \r\nBody\r\n\r\nmore\r\n';
    expect(format.toFile(format.fromFile(text))).toBe(text);
    expect(format.fromFile(text)).toMatchObject({ title: 'A', author: 'B', [BODY_FIELD]: 'Body\r\n\r\nmore\r\n' });
  });
});

describe('a save with one edit', () => {
  const rel = 'guides/how-long-does-a-flooring-project-take.md';

  it("an edit to the title changes only the title's line", () => {
    const before = read(rel);
    const after = save(before, (d) => {
      d.title = 'How Long Does a Flooring Project Take? Every Step, Timed';
    });
    const titleLine = before.split('\n').findIndex((l) => l.startsWith('title:'));
    expect(changedLines(before, after)).toEqual([titleLine]);
    expect(after.split('\n')[titleLine]).toBe('title: How Long Does a Flooring Project Take? Every Step, Timed');
  });

  it('an edit to the body changes only body lines; the front matter keeps every byte', () => {
    const before = read(rel);
    const split = splitFrontMatter(rel, before);
    if (!('yaml' in split)) throw new Error(split.message);
    const after = save(before, (d) => {
      d[BODY_FIELD] = String(d[BODY_FIELD]).replace('## Step 1: First call', '## Step 1: Your first call');
    });
    const changed = changedLines(before, after);
    expect(changed.length).toBe(1);
    expect(changed[0]).toBeGreaterThanOrEqual(split.bodyLine - 1);
    const head = before.split('\n').slice(0, split.bodyLine - 1);
    expect(after.split('\n').slice(0, split.bodyLine - 1)).toEqual(head);
  });

  it('a relation edit (one more location) adds exactly its list item line', () => {
    const before = read(rel);
    const after = save(before, (d) => {
      (d.locations as string[]).push('georgetown-dc');
    });
    const a = before.split('\n');
    const at = a.indexOf('  - fairfax-county-va') + 1;
    expect(after.split('\n')).toEqual([...a.slice(0, at), '  - georgetown-dc', ...a.slice(at)]);
  });
});

describe('a file the build refuses', () => {
  it('without front matter: opens as its body and refuses to be saved over, in the build’s words', () => {
    const text = 'title: no fences\n\nJust text.\n';
    const data = format.fromFile(text);
    expect(withoutSource(data)).toEqual({ [BODY_FIELD]: text });
    expect(() => format.toFile({ ...data, title: 'Typed' })).toThrow(/expected front matter/);
  });
});

describe('the names Decap and the committed configuration use', () => {
  it("are the format's and the body field's, written out", () => {
    expect(MARKDOWN_FORMAT_NAME).toBe('markdown-document');
    expect(BODY_FIELD).toBe('body');
    expect(ADDRESS_FIELD).toBe('slug');
    expect(withoutSource(format.fromFile('---\ntitle: A\n---\nText.\n'))).toEqual({ title: 'A', body: 'Text.\n' });
    expect(readFileSync(path.join(CONTENT, '.schemas/cms.yml'), 'utf8')).toContain('format: markdown-document\n');
  });
});

describe('the front matter block at its edges', () => {
  it('written out whole for a new entry, with an empty body when it has none', () => {
    expect(format.toFile({ title: 'A', [BODY_FIELD]: 'Text.\n' })).toBe('---\ntitle: A\n---\nText.\n');
    expect(format.toFile({ title: 'A' })).toBe('---\ntitle: A\n---\n');
    expect(format.toFile({ title: 'A', [BODY_FIELD]: null })).toBe('---\ntitle: A\n---\n');
  });

  it('leaves the address and the body out of the front matter, even when the field order names them', () => {
    const keys = ['slug', 'title', 'body', 'author'];
    expect(format.toFile({ slug: 'stairs', author: 'B', title: 'A', body: 'Text.\n' }, keys)).toBe(
      '---\ntitle: A\nauthor: B\n---\nText.\n',
    );
    expect(save('---\ntitle: A\n---\nText.\n', (d) => Object.assign(d, { slug: 'stairs', author: 'B' }))).toBe(
      '---\ntitle: A\nauthor: B\n---\nText.\n',
    );
  });

  it('keeps a saved body as it is, its own --- lines included', () => {
    const text = '---\ntitle: A\n---\nIntro\n\n---\n\nAfter a rule.\n';
    expect(
      save(text, (d) => {
        d.title = 'B';
      }),
    ).toBe('---\ntitle: B\n---\nIntro\n\n---\n\nAfter a rule.\n');
  });

  it('an empty or blank block gets the fields as a new file writes them, between the fences as they were', () => {
    expect(
      save('---\n---\nBody\n', (d) => {
        d.title = 'New';
      }),
    ).toBe('---\ntitle: New\n---\nBody\n');
    expect(
      save('---\n\n\n--- \nBody\n', (d) => {
        d.title = 'New';
      }),
    ).toBe('---\ntitle: New\n--- \nBody\n');
  });

  it('every field cleared leaves the two fences', () => {
    expect(
      save('---\ntitle: A\n---\nBody\n', (d) => {
        d.title = null;
      }),
    ).toBe('---\n---\nBody\n');
  });

  it('a block of comments only keeps them, the fields after', () => {
    expect(
      save('---\n# note\n---\nBody\n', (d) => {
        d.title = 'New';
      }),
    ).toBe('---\n# note\ntitle: New\n---\nBody\n');
  });
});

describe('a new entry', () => {
  it('is a front matter block and the body, which the build loads', () => {
    const data = {
      title: 'Stair Refinishing in Rowhouses',
      description: 'What a stair refinish involves.',
      published: '2026-11-24',
      updated: '2026-11-24',
      author: 'Capitol Floorworks',
      hero: { src: 'placeholders/hardwood.svg', alt: 'A refinished stair' },
      services: ['hardwood-flooring'],
      locations: [],
      draft: true,
      [BODY_FIELD]: '## Why stairs wear first\n\nEvery step is a landing.\n',
    };
    const text = format.toFile(data, order);
    expect(text.startsWith('---\ntitle: Stair Refinishing in Rowhouses\n')).toBe(true);
    const split = splitFrontMatter('new.md', text);
    if (!('yaml' in split)) throw new Error(split.message);
    expect(split.body).toBe(data[BODY_FIELD]);
    const loaded = {
      ...parseYaml(split.yaml).toJS(),
      slug: 'stair-refinishing',
      body: split.body,
      bodyLine: split.bodyLine,
    };
    expect(guideSchema.safeParse(loaded).success).toBe(true);
    expect(format.toFile(format.fromFile(text), order)).toBe(text);
  });

  it('carries the loaded text under the key previews drop', () => {
    const text = read(GUIDES[0]);
    expect(format.fromFile(text)[SOURCE_KEY]).toBe(text);
  });
});

describe("the body's toolbar offers what the build renders, and not what it refuses", () => {
  // What Decap's rich-text mode writes for each button (remark-stringify), and the element the build makes of it.
  const WRITES: Record<string, [string, RegExp]> = {
    bold: ['**Sanded**', /<strong>Sanded<\/strong>/],
    italic: ['*Sanded*', /<em>Sanded<\/em>/],
    strikethrough: ['~~Sanded~~', /<s>Sanded<\/s>/],
    code: ['`stain`', /<code>stain<\/code>/],
    link: ['[our services](/services)', /<a href="\/services">our services<\/a>/],
    'heading-two': ['## Costs', /<h2 id="costs">Costs<\/h2>/],
    'heading-three': ['### Costs', /<h3 id="costs">/],
    'heading-four': ['#### Costs', /<h4 id="costs">/],
    'heading-five': ['##### Costs', /<h5 id="costs">/],
    'heading-six': ['###### Costs', /<h6 id="costs">/],
    quote: ['> Sanded twice', /<blockquote>\n<p>Sanded twice<\/p>/],
    'bulleted-list': ['- Sand\n- Stain', /<ul>\n<li>Sand<\/li>/],
    'numbered-list': ['1. Sand\n2. Stain', /<ol>\n<li>Sand<\/li>/],
  };

  it.each(BODY_BUTTONS)('%s renders without a problem', (button) => {
    const [markdown, html] = WRITES[button];
    const out = renderMarkdown(markdown);
    expect(out.problems).toEqual([]);
    expect(out.html).toMatch(html);
  });

  it('offers no "# " heading and no picture, which the build refuses', () => {
    const field = bodyField(undefined);
    expect(field.buttons).not.toContain('heading-one');
    expect(field.editor_components).not.toContain('image');
    expect(renderMarkdown('# Costs').problems.length).toBe(1);
    expect(renderMarkdown('![Oak](media/oak.jpg)').problems.length).toBe(1);
  });
});

describe('the prices editor component', () => {
  it.each(GUIDES)('%s: reads each ```prices``` block and writes it back as it was', (rel) => {
    const body = read(rel);
    const blocks = [...body.matchAll(new RegExp(pricesComponent.pattern.source, 'gm'))];
    expect(blocks.length).toBeGreaterThan(0);
    for (const m of blocks) expect(pricesComponent.toBlock(pricesComponent.fromBlock(m))).toBe(m[0]);
  });

  it('writes the services it is limited to in the info string, or none for all', () => {
    expect(pricesComponent.toBlock({ services: ['luxury-vinyl', 'laminate-flooring'] })).toBe(
      '```prices luxury-vinyl laminate-flooring\n```',
    );
    expect(pricesComponent.toBlock({})).toBe('```prices\n```');
    expect(pricesComponent.fields[0]).toMatchObject({ widget: 'relation', collection: 'services', multiple: true });
  });
});

describe('in the browser', () => {
  it('bundles for the browser with no Node module (only the yaml package)', async () => {
    const inputs = await browserBundleInputs('generator/editor/markdown-format.ts');
    // front-matter.ts takes its two messages from the problem catalogue (plain data, errors.ts below it).
    const own = (f: string) =>
      f.startsWith('generator/editor/') ||
      ['generator/model/front-matter.ts', 'generator/model/problems.ts', 'generator/model/errors.ts'].includes(f);
    expect(inputs.filter((f) => !f.includes('node_modules/yaml/') && !own(f))).toEqual([]);
  });
});
