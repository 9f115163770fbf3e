// The splice of the editor's YAML save format (generator/editor/yaml-splice.ts), on small files
// written out here: each edit gives exactly the text written beside it, and that text parses back to
// the saved data (nothing the editor typed is lost, nothing else in the file moves). The shipped files'
// round trips and random edits are in yaml-format.test.ts.
import { describe, expect, it } from 'vitest';
import { yamlDocumentFormat as format } from '../../generator/editor/yaml-format.ts';
import { parseYaml } from '../../generator/editor/yaml-text.ts';

type Data = Record<string, unknown>;

/** The file as saved after `edit` changed the data loaded from `source`, and that file re-read. */
function save(source: string, edit: (data: Data) => void): { text: string; data: unknown } {
  const data = structuredClone(format.fromFile(source));
  edit(data);
  const text = format.toFile(data);
  return { text, data: parseYaml(text).toJS() };
}

/** A save of `source` with `key` set to `value`: its text, which must parse back to the data as edited. */
function saved(source: string, key: string, value: unknown): string {
  const expected = parseYaml(source).toJS() as Data;
  expected[key] = value;
  const { text, data } = save(source, (d) => {
    d[key] = value;
  });
  expect(data).toEqual(expected);
  return text;
}

describe('a saved value keeps its meaning, whatever characters it holds', () => {
  const source = 'name: Old # the name\nslug: a\n';
  it.each([
    ['an apostrophe', "Joe's Floors", "name: Joe's Floors # the name\nslug: a\n"],
    ['a # after a space (a comment in plain text)', 'Floors #1', 'name: "Floors #1" # the name\nslug: a\n'],
    ['a # alone', '#1', 'name: "#1" # the name\nslug: a\n'],
    ['a colon and a space', 'Note: open', 'name: "Note: open" # the name\nslug: a\n'],
    ['a line break', 'one\ntwo', 'name: "one\\ntwo" # the name\nslug: a\n'],
    ['unicode', 'Café – “floors” 🏠', 'name: Café – “floors” 🏠 # the name\nslug: a\n'],
    ['a double quote first', '"quoted"', 'name: "\\"quoted\\"" # the name\nslug: a\n'],
    ['a number-like word', '123', 'name: "123" # the name\nslug: a\n'],
    ['true as text', 'true', 'name: "true" # the name\nslug: a\n'],
  ])('%s', (_label, value, expected) => {
    expect(saved(source, 'name', value)).toBe(expected);
  });

  it('in single quotes: an apostrophe doubled, a line break turns it double-quoted', () => {
    const quoted = "name: 'Old'\nslug: a\n";
    expect(saved(quoted, 'name', "it's")).toBe("name: 'it''s'\nslug: a\n");
    expect(saved(quoted, 'name', 'a\nb')).toBe('name: "a\\nb"\nslug: a\n');
  });

  it('in double quotes: quotes and backslashes escaped', () => {
    expect(saved('name: "Old"\nslug: a\n', 'name', 'say "hi" \\ bye')).toBe('name: "say \\"hi\\" \\\\ bye"\nslug: a\n');
  });

  it('numbers and booleans replace a value of another type', () => {
    expect(saved('n: 1\nflag: true\n', 'n', 2)).toBe('n: 2\nflag: true\n');
    expect(saved('n: 1\nflag: true\n', 'flag', false)).toBe('n: 1\nflag: false\n');
    expect(saved('n: 1\nflag: true\n', 'n', 'one')).toBe('n: one\nflag: true\n');
  });
});

describe('a value typed into an empty one (`key:`, a bare `-`)', () => {
  it.each([
    ['a key with nothing after its colon', 'k:\nslug: a\n', 'k: v\nslug: a\n'],
    ['a key with a space after its colon', 'k: \nslug: a\n', 'k: v\nslug: a\n'],
    ['a key with a comment after it', 'k: # c\nslug: a\n', 'k: v # c\nslug: a\n'],
    ['a key with a tab and a comment', 'k:\t# c\nslug: a\n', 'k:\tv # c\nslug: a\n'],
    ['the last line, without a line break', 'slug: a\nk:', 'slug: a\nk: v'],
  ])('%s', (_label, source, expected) => {
    expect(saved(source, 'k', 'v')).toBe(expected);
  });

  it('in a nested map and in a list', () => {
    expect(saved('m:\n  k:\n  j: 1\n', 'm', { k: 'v', j: 1 })).toBe('m:\n  k: v\n  j: 1\n');
    expect(saved('l:\n  -\n  - b\n', 'l', ['v', 'b'])).toBe('l:\n  - v\n  - b\n');
    expect(saved('l:\n  - # c\n  - b\n', 'l', ['v', 'b'])).toBe('l:\n  - v # c\n  - b\n');
  });

  it('a ~ or null replaced where it stands', () => {
    expect(saved('k: ~\nslug: a\n', 'k', 'v')).toBe('k: v\nslug: a\n');
    expect(saved('k: null # c\n', 'k', 'v')).toBe('k: v # c\n');
  });
});

describe('an emptied value', () => {
  it('"" or null: its key and its line go, the lines around stay', () => {
    expect(save('a: 1\nname: Old # c\nslug: a\n', (d) => (d.name = '')).text).toBe('a: 1\nslug: a\n');
    expect(save('a: 1\nname: Old\nslug: a\n', (d) => (d.name = null)).text).toBe('a: 1\nslug: a\n');
  });

  it('a null already in the file stays (it is not a change)', () => {
    expect(save('a: 1\nname: null\nslug: a\n', (d) => (d.slug = 'b')).text).toBe('a: 1\nname: null\nslug: b\n');
  });

  it('a block scalar emptied: all its lines go', () => {
    expect(save('text: >-\n  Long\n  text.\nslug: a\n', (d) => (d.text = '')).text).toBe('slug: a\n');
  });

  it('a group emptied of every value goes; a list emptied is written []', () => {
    expect(save('seo:\n  title: T\n  image: i.svg\nslug: a\n', (d) => (d.seo = { title: '', image: null })).text).toBe(
      'slug: a\n',
    );
    expect(saved('tags:\n  - a\n  - b\nslug: a\n', 'tags', [])).toBe('tags: []\nslug: a\n');
  });

  it('a new key with an empty value or an empty list is not written', () => {
    expect(save('slug: a\n', (d) => Object.assign(d, { name: '', tags: [], seo: null })).text).toBe('slug: a\n');
  });
});

describe('block scalars keep their style and their indentation', () => {
  it.each([
    ['folded', 'text: >-\n  Long old text\n  here.\nslug: a\n', 'New text', 'text: >-\n  New text\nslug: a\n'],
    ['literal', 'text: |\n  a\n  b\nslug: a\n', 'x\ny\n', 'text: |\n  x\n  y\nslug: a\n'],
    ['folded, indented deeper than usual', 'text: >-\n      Old\nslug: a\n', 'New', 'text: >-\n      New\nslug: a\n'],
    ['folded, nested', 'faq:\n  answer: >-\n    Old\nslug: a\n', 'New', 'faq:\n  answer: >-\n    New\nslug: a\n'],
    [
      'the last value of a file without a final line break',
      'slug: a\ntext: >-\n  Old',
      'New',
      'slug: a\ntext: >-\n  New\n',
    ],
  ])('%s', (_label, source, value, expected) => {
    const key = _label.endsWith('nested') ? 'faq' : 'text';
    const v = key === 'faq' ? { answer: value } : value;
    expect(saved(source, key, v)).toBe(expected);
  });

  it('a plain value turned long stays on its line; a new long value is a folded block', () => {
    const long = 'word '.repeat(30).trim();
    expect(saved('name: Old\n', 'name', long)).toBe(`name: ${long}\n`);
    expect(saved('slug: a\n', 'text', long)).toBe(
      `slug: a\ntext: >-\n  ${'word '.repeat(15).trim()}\n  ${'word '.repeat(15).trim()}\n`,
    );
  });
});

describe('a file whose last line has no line break', () => {
  it.each([
    ['a key added', 'slug: a', (d: Data) => (d.name = 'N'), 'slug: a\nname: N\n'],
    ['a key added after a comment', 'slug: a # c', (d: Data) => (d.name = 'N'), 'slug: a # c\nname: N\n'],
    ['two keys added', 'slug: a', (d: Data) => Object.assign(d, { b: 'B', c: 'C' }), 'slug: a\nb: B\nc: C\n'],
    ['a nested key added', 'm:\n  a: 1', (d: Data) => ((d.m as Data).b = 2), 'm:\n  a: 1\n  b: 2\n'],
    ['a list item added', 'l:\n  - a', (d: Data) => (d.l = ['a', 'b']), 'l:\n  - a\n  - b\n'],
    ['an item added at the end', 'l:\n  - a\n  - c', (d: Data) => (d.l = ['a', 'c', 'd']), 'l:\n  - a\n  - c\n  - d\n'],
    [
      'the last value changed (kept without a break)',
      'slug: a\nname: Old',
      (d: Data) => (d.name = 'New'),
      'slug: a\nname: New',
    ],
    ['the last key removed', 'slug: a\nname: Old', (d: Data) => delete d.name, 'slug: a\n'],
    ['the last item removed', 'l:\n  - a\n  - b', (d: Data) => (d.l = ['a']), 'l:\n  - a\n'],
  ])('%s', (_label, source, edit, expected) => {
    const expectedData = parseYaml(source).toJS() as Data;
    edit(expectedData);
    const { text, data } = save(source, edit);
    expect(text).toBe(expected);
    expect(data).toEqual(expectedData);
  });

  it('a file that ends with a line break gets no blank line', () => {
    expect(saved('slug: a\n', 'name', 'N')).toBe('slug: a\nname: N\n');
    expect(saved('l:\n  - a\n', 'l', ['a', 'b'])).toBe('l:\n  - a\n  - b\n');
  });
});

describe('flow collections stay on their line', () => {
  it.each([
    [
      'a word changed',
      'stat: { number: 5, label: Days }\n',
      { number: 6, label: 'Days' },
      'stat: { number: 6, label: Days }\n',
    ],
    [
      'a quoted word keeps its quotes',
      "stat: { number: '5', label: Days }\n",
      { number: "it's", label: 'Days' },
      "stat: { number: 'it''s', label: Days }\n",
    ],
    [
      'a word with a comma is quoted',
      'stat: { number: 5, label: Days }\n',
      { number: '2,4', label: 'Days' },
      'stat: { number: "2,4", label: Days }\n',
    ],
    [
      'a key added: rewritten in flow style',
      'stat: { number: 5, label: Days }\n',
      { number: 5, label: 'Days', extra: 'x' },
      'stat: { number: 5, label: Days, extra: x }\n',
    ],
    ['an item changed', 'tags: [a, b]\n', ['a', 'c'], 'tags: [a, c]\n'],
    ['an item added', 'tags: [a, b]\n', ['a', 'b', 'c'], 'tags: [a, b, c]\n'],
    ['an item removed', 'tags: [a, b]\n', ['b'], 'tags: [b]\n'],
    ['a nested list: written in block style', 'tags: [a, b]\n', [['x']], 'tags:\n  - [x]\n'],
    ['a map in place of the list', 'tags: [a, b]\n', { a: 1 }, 'tags:\n  a: 1\n'],
    ['a list in place of the map', 'stat: { number: 5 }\n', [5], 'stat:\n  - 5\n'],
    ['text in place of the list', 'tags: [a, b]\nslug: a\n', 'ab', 'tags: ab\nslug: a\n'],
  ])('%s', (_label, source, value, expected) => {
    expect(saved(source, Object.keys(parseYaml(source).toJS() as Data)[0], value)).toBe(expected);
  });

  it('a flow map holding a list is rewritten whole', () => {
    expect(saved('m: { a: [1], b: 2 }\n', 'm', { a: [1], b: 3 })).toBe('m:\n  a:\n    - 1\n  b: 3\n');
  });
});

describe('block lists: items come and go as whole lines', () => {
  it.each([
    ['the middle item removed', 'l:\n  - a\n  - b\n  - c\n', ['a', 'c'], 'l:\n  - a\n  - c\n'],
    ['the first item removed', 'l:\n  - a # one\n  - b\n', ['b'], 'l:\n  - b\n'],
    ['the last item removed', 'l:\n  - a\n  - b # two\nslug: a\n', ['a'], 'l:\n  - a\nslug: a\n'],
    [
      'an item inserted in the middle',
      'l:\n  - a # one\n  - c # three\n',
      ['a', 'b', 'c'],
      'l:\n  - a # one\n  - b\n  - c # three\n',
    ],
    ['an item inserted first', 'l:\n  - b # two\n', ['a', 'b'], 'l:\n  - a\n  - b # two\n'],
    ['two items appended', 'l:\n  - a\nslug: a\n', ['a', 'b', 'c'], 'l:\n  - a\n  - b\n  - c\nslug: a\n'],
    ['cut to one item', 'l:\n  - a\n  - b\n  - c\n', ['a'], 'l:\n  - a\n'],
    ['every item changed', 'l:\n  - a # one\n  - b\n', ['x', 'y'], 'l:\n  - x # one\n  - y\n'],
    ['two items removed apart', 'l:\n  - a\n  - b\n  - c\n  - d\n', ['b', 'd'], 'l:\n  - b\n  - d\n'],
    ['an item turned into a list', 'l:\n  - a\n  - b\n', [['x', 'y'], 'b'], 'l:\n  - [x, y]\n  - b\n'],
    ['an item turned into a map', 'l:\n  - a\n  - b\n', ['a', { k: 'v', n: 1 }], 'l:\n  - a\n  - k: v\n    n: 1\n'],
    [
      'items of a list indented under their key',
      'l:\n    - a\n    - c\n',
      ['a', 'b', 'c'],
      'l:\n    - a\n    - b\n    - c\n',
    ],
    ["items of a list at its key's column", 'l:\n- a\n- b\nslug: a\n', ['a', 'b', 'c'], 'l:\n- a\n- b\n- c\nslug: a\n'],
  ])('%s', (_label, source, value, expected) => {
    expect(saved(source, 'l', value)).toBe(expected);
  });

  it('a value inside an item changes on its own line', () => {
    const source = 'l:\n  - name: a # first\n    n: 1\n  - name: b\n    n: 2\n';
    expect(
      saved(source, 'l', [
        { name: 'a', n: 3 },
        { name: 'b', n: 2 },
      ]),
    ).toBe('l:\n  - name: a # first\n    n: 3\n  - name: b\n    n: 2\n');
  });

  it('a list item inserted into a list of maps, its keys at the item indentation', () => {
    const source = 'l:\n  - name: a\n    n: 1\n';
    expect(
      saved(source, 'l', [
        { name: 'z', n: 0 },
        { name: 'a', n: 1 },
      ]),
    ).toBe('l:\n  - name: z\n    n: 0\n  - name: a\n    n: 1\n');
  });
});

describe('new keys', () => {
  it('go after the key they follow in the data, several in a row in order', () => {
    expect(saved('a: 1 # one\nc: 3\n', 'b', 2)).toBe('a: 1 # one\nc: 3\nb: 2\n');
    const { text } = save('a: 1\nd: 4\n', (d) => {
      const { a, d: dd } = d;
      for (const k of Object.keys(d)) if (k !== '__yamlSource') delete d[k];
      Object.assign(d, { a, b: 2, c: 3, d: dd });
    });
    expect(text).toBe('a: 1\nb: 2\nc: 3\nd: 4\n');
  });

  it('a new key before every existing one goes first', () => {
    const { text } = save('# top\nb: 2\n', (d) => {
      const b = d.b;
      delete d.b;
      Object.assign(d, { a: 1, b });
    });
    expect(text).toBe('# top\na: 1\nb: 2\n');
  });

  it('after a key whose value is a block (a nested map, a list, a block scalar)', () => {
    expect(saved('m:\n  x: 1\n', 'z', 'Z')).toBe('m:\n  x: 1\nz: Z\n');
    expect(saved('l:\n  - a\n', 'z', 'Z')).toBe('l:\n  - a\nz: Z\n');
    expect(saved('t: >-\n  long\n', 'z', 'Z')).toBe('t: >-\n  long\nz: Z\n');
    expect(saved('k:\n', 'z', 'Z')).toBe('k:\nz: Z\n');
  });

  it('inside a nested map, at its indentation', () => {
    expect(saved('m:\n  x: 1\nslug: a\n', 'm', { x: 1, y: { deep: 'v' } })).toBe(
      'm:\n  x: 1\n  y:\n    deep: v\nslug: a\n',
    );
  });

  it('a key that is not a plain word is quoted', () => {
    expect(saved('a: 1\n', 'odd key: #', 'v')).toBe('a: 1\n"odd key: #": v\n');
  });
});

describe('a value that changes shape is rewritten after its key', () => {
  it.each([
    ['text to a list', 'name: a # c\nslug: a\n', 'name', ['x', 'y'], 'name:\n  - x\n  - y\nslug: a\n'],
    ['a list to text', 'l:\n  - a\n  - b\nslug: a\n', 'l', 'text', 'l: text\nslug: a\n'],
    ['a map to text', 'm:\n  a: 1\nslug: a\n', 'm', 'text', 'm: text\nslug: a\n'],
    ['text to a map', 'm: t\nslug: a\n', 'm', { a: 1 }, 'm:\n  a: 1\nslug: a\n'],
    ['an empty value to text', 'k:\nslug: a\n', 'k', 'v', 'k: v\nslug: a\n'],
    [
      'a nested value to a list',
      'm:\n  a: 1\n  b: 2\n',
      'm',
      { a: [1, 2], b: 2 },
      'm:\n  a:\n    - 1\n    - 2\n  b: 2\n',
    ],
  ])('%s', (_label, source, key, value, expected) => {
    expect(saved(source, key, value)).toBe(expected);
  });
});

describe("a list item's keys", () => {
  const source = 'l:\n  - a: 1\n    b: 2\n    c: 3\n  - a: 4\n';

  /** The save's text, and its data re-read: the emptied keys gone, every other value kept. */
  const emptied = (src: string, value: unknown[], data: unknown[]): string => {
    const after = save(src, (d) => {
      d.l = value;
    });
    expect(after.data).toEqual({ l: data });
    return after.text;
  };

  it('its first two keys emptied: the third moves up to the dash', () => {
    expect(emptied(source, [{ a: '', b: null, c: 3 }, { a: 4 }], [{ c: 3 }, { a: 4 }])).toBe(
      'l:\n  - c: 3\n  - a: 4\n',
    );
  });

  it('its middle key emptied: that line goes', () => {
    expect(emptied(source, [{ a: 1, b: '', c: 3 }, { a: 4 }], [{ a: 1, c: 3 }, { a: 4 }])).toBe(
      'l:\n  - a: 1\n    c: 3\n  - a: 4\n',
    );
  });

  it('every key emptied, the last item of the file: {}', () => {
    expect(emptied('l:\n  - a: 1\n    b: 2\n', [{ a: '', b: '' }], [{}])).toBe('l:\n  - {}\n');
  });

  it('a new key after the first', () => {
    expect(saved(source, 'l', [{ a: 1, z: 0, b: 2, c: 3 }, { a: 4 }])).toBe(
      'l:\n  - a: 1\n    z: 0\n    b: 2\n    c: 3\n  - a: 4\n',
    );
  });

  it('two new keys before the first: both before it, the first on the dash', () => {
    expect(saved(source, 'l', [{ y: 8, z: 9, a: 1, b: 2, c: 3 }, { a: 4 }])).toBe(
      'l:\n  - y: 8\n    z: 9\n    a: 1\n    b: 2\n    c: 3\n  - a: 4\n',
    );
  });
});

describe('list items: edges', () => {
  it.each([
    ['a bare dash (an empty item) removed: its line, not the next', 'l:\n  -\n  - b\n', ['b'], 'l:\n  - b\n'],
    ['the first item removed and another changed', 'l:\n  - a\n  - b\n  - c\n', ['b', 'x'], 'l:\n  - b\n  - x\n'],
    ['an item inserted first and another changed', 'l:\n  - a\n  - c\n', ['x', 'b', 'c'], 'l:\n  - x\n  - b\n  - c\n'],
    [
      'an item inserted and the one after it changed',
      'l:\n  - a\n  - b\n  - c\n',
      ['a', 'x', 'b', 'y'],
      'l:\n  - a\n  - x\n  - b\n  - y\n',
    ],
    ['items that start with a dash (negative numbers)', 'l:\n  - -1\n', [-1, 2], 'l:\n  - -1\n  - 2\n'],
    [
      'an empty folded block item: its text one level under the dash',
      'l:\n  - >-\n  - b\n',
      ['x y', 'b'],
      'l:\n  - >-\n    x y\n  - b\n',
    ],
    ['the last item changed in a file without a final line break', 'l:\n  - a\n  - b', ['a', 'c'], 'l:\n  - a\n  - c'],
  ])('%s', (_label, source, value, expected) => {
    expect(saved(source, 'l', value)).toBe(expected);
  });

  it("every key of a list item emptied while a new one is added: the new key alone, on the dash's line", () => {
    const { text, data } = save('l:\n  - a: 1\n', (d) => {
      d.l = [{ a: '', z: 0 }];
    });
    expect(text).toBe('l:\n  - z: 0\n');
    expect(data).toEqual({ l: [{ z: 0 }] });
  });
});

describe('maps: edges', () => {
  it('an empty block scalar (no content line) given text: its lines one level under the key', () => {
    expect(saved('m:\n  t: >-\n  k: 1\n', 'm', { t: 'new\nlines\n', k: 1 })).toBe(
      'm:\n  t: |\n    new\n    lines\n  k: 1\n',
    );
  });

  it("a nested map's first key removed while a new key comes before it", () => {
    expect(saved('m:\n  a: 1\n  b: 2\n', 'm', { z: 0, b: 2 })).toBe('m:\n  z: 0\n  b: 2\n');
  });

  it('every key of the file emptied: the comments above stay, no {}', () => {
    const { text, data } = save('# head\na: 1\nb: 2\n', (d) => Object.assign(d, { a: '', b: null }));
    expect([text, data]).toEqual(['# head\n', null]);
  });

  it('an explicit key (`? k`) removed or emptied: its line goes, the next key stays whole', () => {
    expect(save('? k\na: 1\n', (d) => delete d.k).text).toBe('a: 1\n');
    expect(save('? k\na: 1\n', (d) => (d.k = '')).text).toBe('a: 1\n');
  });

  it('a key removed from a file without a final line break while one is added', () => {
    const { text, data } = save('a: 1\nb: 2', (d) => {
      delete d.b;
      d.c = 3;
    });
    expect([text, data]).toEqual(['a: 1\nc: 3\n', { a: 1, c: 3 }]);
  });
});

describe('new keys placed by the collection order (toFile with the field order)', () => {
  const withOrder = (source: string, data: Data, order: string[]) =>
    format.toFile({ ...data, __yamlSource: source }, order);

  it('each new key written once, after the kept key before it in the order', () => {
    expect(withOrder('a: 1\nb: 3\n', { b: 3, a: 1, y: 4 }, ['a', 'y', 'b'])).toBe('a: 1\ny: 4\nb: 3\n');
  });

  it('a key removed from the data is no anchor: the new key follows the kept one before it', () => {
    expect(withOrder('a: 1\n# about x\nx: 2\nb: 3\n', { a: 1, b: 3, y: 4 }, ['a', 'x', 'y', 'b'])).toBe(
      'a: 1\ny: 4\n# about x\nb: 3\n',
    );
  });
});

describe('flow collections: edges', () => {
  it.each([
    ['a quoted item kept as it is when another changes', 'm: ["a", b]\n', ['a', 'c'], 'm: ["a", c]\n'],
    ['a nested item replaced: the list written anew', 'm: ["a", [b]]\n', ['x', 'c'], 'm: [x, c]\n'],
    [
      'an unchanged number kept as written',
      'm: { n: 5.0, label: Days }\n',
      { n: 5, label: 'Weeks' },
      'm: { n: 5.0, label: Weeks }\n',
    ],
    ['a double-quoted word stays double-quoted', 'm: { a: "x", b: 2 }\n', { a: 'y', b: 2 }, 'm: { a: "y", b: 2 }\n'],
    ['a single-quoted word stays single-quoted', "m: { a: 'x', b: 2 }\n", { a: 'y', b: 2 }, "m: { a: 'y', b: 2 }\n"],
  ])('%s', (_label, source, value, expected) => {
    expect(saved(source, 'm', value)).toBe(expected);
  });
});
