// The YAML text the web editor's save format writes (generator/editor/yaml-text.ts), written out: each
// style a changed scalar keeps and when it must give it up, every character written as an escape (and its
// neighbours written as they are), block scalars' chomping and wrapping at both sides of the width, new
// keys, list items and flow values. Every text is also read back: the `yaml` package gives the value, and
// the build's pre-scan (one-reading.ts) finds nothing to refuse.
import { describe, expect, it } from 'vitest';
import { parse, type Scalar } from 'yaml';
import {
  equal,
  flowText,
  isBlank,
  isPrimitive,
  itemLines,
  newFile,
  pairLines,
  PARSE,
  parseYaml,
  pruned,
  scalarText,
} from '../../generator/editor/yaml-text.ts';
import { prescanYaml } from '../../generator/pipeline/content/one-reading.ts';

/** `text` as the value of key `k` in a file: the value it reads back, after the pre-scan found nothing. */
function readBack(text: string): unknown {
  const file = text.endsWith('\n') ? `k: ${text}` : `k: ${text}\n`;
  expect(prescanYaml(file), JSON.stringify(file)).toBeUndefined();
  return (parse(file, PARSE) as { k: unknown }).k;
}

const STYLES: (Scalar.Type | undefined)[] = [
  'PLAIN',
  'QUOTE_SINGLE',
  'QUOTE_DOUBLE',
  'BLOCK_FOLDED',
  'BLOCK_LITERAL',
  undefined,
];

describe('characters written as escapes', () => {
  // Each range's ends, and characters of it the build refuses raw (one-reading.ts) or that show nothing.
  it.each([
    ['\0', '\\u0000'],
    ['\x01', '\\u0001'],
    ['\x08', '\\b'],
    ['\x0B', '\\u000b'],
    ['\x0C', '\\f'],
    ['\r', '\\r'],
    ['\x1B', '\\u001b'],
    ['\x1F', '\\u001f'],
    ['\x7F', '\\u007f'],
    ['\x80', '\\u0080'],
    ['\x85', '\\u0085'],
    ['\x9F', '\\u009f'],
    ['\u00A0', '\\u00a0'],
    ['\u00AD', '\\u00ad'],
    ['\u200B', '\\u200b'],
    ['\u200C', '\\u200c'],
    ['\u200D', '\\u200d'],
    ['\u200E', '\\u200e'],
    ['\u200F', '\\u200f'],
    ['\u2028', '\\u2028'],
    ['\u2029', '\\u2029'],
    ['\u2060', '\\u2060'],
    ['\uFEFF', '\\ufeff'],
    ['\uFFFE', '\\ufffe'],
    ['\uFFFF', '\\uffff'],
  ])('%j in every style, as "\\u…" in a double-quoted value', (c, escaped) => {
    const value = `Oak${c}floor`;
    for (const style of STYLES) {
      const text = scalarText(value, style, 0, 2);
      expect(text, String(style)).toBe(`"Oak${escaped}floor"`);
      expect(readBack(text)).toBe(value);
    }
    expect(flowText(value)).toBe(`"Oak${escaped}floor"`);
  });

  it.each([
    ['tab', '\t'],
    ['space', ' '],
    ['tilde, before DEL', '~'],
    ['inverted exclamation mark, after the no-break space', '¡'],
    ['a letter with an accent', 'é'],
    ['hyphen, after U+200F', '\u2010'],
    ['narrow no-break space', '\u202F'],
    ['replacement character, before U+FFFE', '\uFFFD'],
    ['an emoji', '😀'],
  ])('a %s is written as it is, in a plain value', (_name, c) => {
    const value = `Oak${c}floor`;
    expect(scalarText(value, 'PLAIN', 0, 2)).toBe(value);
    expect(readBack(value)).toBe(value);
  });
});

describe('several characters to escape in one value', () => {
  it('are each escaped', () => {
    expect(scalarText('a\x7fb\u00a0c\x7f', 'PLAIN', 0, 2)).toBe('"a\\u007fb\\u00a0c\\u007f"');
  });
});

describe('quotes', () => {
  it('doubles an apostrophe in a single-quoted value, and keeps the style', () => {
    for (const value of ["it's", "'", "''", "a 'quoted' word", "ends with '"]) {
      const text = scalarText(value, 'QUOTE_SINGLE', 0, 2);
      expect(text).toBe(`'${value.replaceAll("'", "''")}'`);
      expect(readBack(text)).toBe(value);
    }
    expect(scalarText("it's", 'QUOTE_SINGLE', 0, 2)).toBe("'it''s'");
  });

  it('escapes a double quote and a backslash in a double-quoted value', () => {
    expect(scalarText('say "hi" \\ bye', 'QUOTE_DOUBLE', 0, 2)).toBe('"say \\"hi\\" \\\\ bye"');
    expect(readBack('"say \\"hi\\" \\\\ bye"')).toBe('say "hi" \\ bye');
  });

  it('gives up single quotes for a line break', () => {
    expect(scalarText('a\nb', 'QUOTE_SINGLE', 0, 2)).toBe('"a\\nb"');
  });

  it.each([
    ['an empty value', ''],
    ['a number', '12'],
    ['a float', '1e3'],
    ['a boolean', 'true'],
    ['null', 'null'],
    ['a tilde', '~'],
    ['a comment', '#x'],
    ['a key', 'a: b'],
    ['a list item', '- a'],
    ['a leading space', ' a'],
    ['a trailing space', 'a '],
    ['an anchor', '&a'],
    ['an alias', '*a'],
    ['a tag', '!t'],
    ['a directive', '%p'],
    ['a reserved @', '@at'],
    ['a reserved `', '`t'],
    ['a block indicator', '|x'],
    ['a folded indicator', '>x'],
    ['an explicit key', '? q'],
    ['quotes', '"d"'],
    ['a comment after a word', 'a #b'],
  ])('quotes %s a plain value would read otherwise', (_name, value) => {
    const text = scalarText(value, 'PLAIN', 0, 2);
    expect(text).toBe(JSON.stringify(value));
    expect(readBack(text)).toBe(value);
  });

  it('quotes a value with a space at either end that YAML would keep but a reader would not see (U+2000)', () => {
    expect(scalarText('Oak\u2000', 'PLAIN', 0, 2)).toBe('"Oak\u2000"');
    expect(scalarText('\u2000Oak', undefined, 0, 2)).toBe('"\u2000Oak"');
  });

  it("keeps a long plain value plain: the style is the original file's", () => {
    const long = `${'w'.repeat(40)} ${'w'.repeat(40)}`;
    expect(scalarText(long, 'PLAIN', 4, 2)).toBe(long);
  });

  it('keeps a plain value plain when it reads back as the same text', () => {
    for (const value of ["it's", 'yes', 'Call now!', 'R&D', 'a:b', '50%', 'x # y'.replace(' #', '#')])
      expect(scalarText(value, 'PLAIN', 0, 2)).toBe(value);
  });
});

describe('values that are not text', () => {
  it('are written as YAML reads them', () => {
    for (const style of STYLES) {
      expect(scalarText(5, style, 0, 2)).toBe('5');
      expect(scalarText(1.5, style, 0, 2)).toBe('1.5');
      expect(scalarText(true, style, 0, 2)).toBe('true');
      expect(scalarText(false, style, 0, 2)).toBe('false');
      expect(scalarText(null, style, 0, 2)).toBe('null');
      expect(scalarText(undefined, style, 0, 2)).toBe('null');
    }
  });
});

describe('block scalars', () => {
  it('choose the chomping by the trailing line breaks', () => {
    expect(scalarText('a b', 'BLOCK_FOLDED', 2, 4)).toBe('>-\n    a b\n');
    expect(scalarText('a b\n', 'BLOCK_FOLDED', 2, 4)).toBe('>\n    a b\n');
    expect(scalarText('a b\n\n', 'BLOCK_FOLDED', 2, 4)).toBe('>+\n    a b\n\n');
    expect(scalarText('a b\n\n\n', 'BLOCK_LITERAL', 2, 4)).toBe('|+\n    a b\n\n\n');
    for (const value of ['a b', 'a b\n', 'a b\n\n', 'a b\n\n\n']) {
      expect(readBack(scalarText(value, 'BLOCK_FOLDED', 3, 2))).toBe(value);
      expect(readBack(scalarText(value, 'BLOCK_LITERAL', 3, 2))).toBe(value);
    }
  });

  it('give up a folded block for text with a space before its final line break', () => {
    expect(scalarText('a \n', 'BLOCK_FOLDED', 3, 2)).toBe('"a \\n"');
    expect(readBack(scalarText('a \n', 'BLOCK_FOLDED', 3, 2))).toBe('a \n');
  });

  it('write a literal block line by line, empty lines without indentation', () => {
    expect(scalarText('a\n\nb', 'BLOCK_LITERAL', 3, 2)).toBe('|-\n  a\n\n  b\n');
    expect(scalarText('a\n\tb', 'BLOCK_LITERAL', 3, 2)).toBe('|-\n  a\n  \tb\n');
  });

  it('turn a folded block literal for text folding would change, and quoted for text neither keeps', () => {
    expect(scalarText('line one\nline two', 'BLOCK_FOLDED', 3, 2)).toBe('|-\n  line one\n  line two\n');
    expect(scalarText('two  spaces', 'BLOCK_FOLDED', 3, 2)).toBe('|-\n  two  spaces\n');
    expect(scalarText('a\tb', 'BLOCK_FOLDED', 3, 2)).toBe('|-\n  a\tb\n');
    for (const value of [' leading', 'trailing ', 'space before\nbreak ', 'a\r\nb', '\nfirst empty'])
      expect(readBack(scalarText(value, 'BLOCK_FOLDED', 3, 2)), JSON.stringify(value)).toBe(value);
    expect(scalarText(' leading', 'BLOCK_LITERAL', 3, 2)).toBe('" leading"');
    expect(scalarText('trailing ', 'BLOCK_LITERAL', 3, 2)).toBe('"trailing "');
    expect(scalarText('a \nb', 'BLOCK_LITERAL', 3, 2)).toBe('"a \\nb"');
    expect(scalarText('a\t\nb', 'BLOCK_LITERAL', 3, 2)).toBe('"a\\t\\nb"');
    expect(scalarText('', 'BLOCK_FOLDED', 3, 2)).toBe('""');
  });

  it('wrap folded text at 80 columns less the indentation, a longer word on a line of its own', () => {
    const words = 'aaaa '.repeat(30).trim();
    const text = scalarText(words, 'BLOCK_FOLDED', 3, 2);
    const lines = text.split('\n').slice(1, -1);
    // 78 columns of text after two of indentation: 15 words of 4 letters and their spaces take 74, 16 take 79.
    const fifteen = `  ${'aaaa '.repeat(15).trim()}`;
    expect(lines).toEqual([fifteen, fifteen]);
    expect(readBack(text)).toBe(words);
    const exact = `${'b'.repeat(39)} ${'c'.repeat(38)}`; // 78 characters: one line
    expect(scalarText(exact, 'BLOCK_FOLDED', 3, 2)).toBe(`>-\n  ${exact}\n`);
    const over = `${'b'.repeat(39)} ${'c'.repeat(39)}`; // 79: two lines
    expect(scalarText(over, 'BLOCK_FOLDED', 3, 2)).toBe(`>-\n  ${'b'.repeat(39)}\n  ${'c'.repeat(39)}\n`);
    const long = `${'d'.repeat(100)} e`;
    expect(scalarText(long, 'BLOCK_FOLDED', 3, 2)).toBe(`>-\n  ${'d'.repeat(100)}\n  e\n`);
  });

  it('wrap at 20 columns at least, however deep the indentation', () => {
    const text = scalarText('aaaa bbbb cccc dddd eeee', 'BLOCK_FOLDED', 70, 66);
    const pad = ' '.repeat(66);
    expect(text).toBe(`>-\n${pad}aaaa bbbb cccc dddd\n${pad}eeee\n`);
  });
});

describe('new text (no style of its own)', () => {
  it('is plain when it fits on its line, up to column 80', () => {
    const fits = 'w'.repeat(70);
    expect(scalarText(fits, undefined, 10, 2)).toBe(fits);
    expect(scalarText(`${'w'.repeat(35)} ${'w'.repeat(35)}`, undefined, 9, 2)).toBe(
      `${'w'.repeat(35)} ${'w'.repeat(35)}`,
    );
  });

  it('is a folded block when it runs past column 80 and folds back exactly', () => {
    const long = `${'w'.repeat(35)} ${'w'.repeat(35)}`;
    expect(scalarText(long, undefined, 10, 2)).toBe(`>-\n  ${long}\n`);
    const spaced = `${'w'.repeat(35)}  ${'w'.repeat(35)}`;
    expect(scalarText(spaced, undefined, 10, 2)).toBe(spaced);
    expect(scalarText(`#${spaced}`, undefined, 10, 2)).toBe(JSON.stringify(`#${spaced}`));
  });
});

describe('keys, pairs and items', () => {
  it('write a key bare when it is a plain name, else quoted', () => {
    for (const key of ['name', '_x', 'a-b_1', 'A9']) expect(pairLines(key, 1, 0)).toBe(`${key}: 1\n`);
    for (const key of ['1a', 'a b', 'a:b', '', 'é', '-a', 'a.b'])
      expect(pairLines(key, 1, 0)).toBe(`${JSON.stringify(key)}: 1\n`);
  });

  it('write a pair with its value at the indentation given', () => {
    expect(pairLines('title', 'Oak', 2)).toBe('  title: Oak\n');
    expect(pairLines('list', [], 2)).toBe('  list: []\n');
    expect(pairLines('map', {}, 2)).toBe('  map: {}\n');
    expect(pairLines('map', { a: undefined }, 2)).toBe('  map: {}\n');
    expect(pairLines('list', ['a', 'b'], 0)).toBe('list:\n  - a\n  - b\n');
    expect(pairLines('map', { a: 1, b: undefined, c: { d: true } }, 2)).toBe(
      '  map:\n    a: 1\n    c:\n      d: true\n',
    );
    const long = `${'w'.repeat(40)} ${'w'.repeat(40)}`;
    // 81 characters past column 80: a folded block, wrapped at 76 columns after its 4 of indentation.
    expect(pairLines('answer', long, 2)).toBe(`  answer: >-\n    ${'w'.repeat(40)}\n    ${'w'.repeat(40)}\n`);
  });

  it('fold a new value that runs past column 80, counting from after the key, both sides of it', () => {
    expect(pairLines('key', 'w'.repeat(75), 0)).toBe(`key: ${'w'.repeat(75)}\n`);
    expect(pairLines('key', 'w'.repeat(76), 0)).toBe(`key: >-\n  ${'w'.repeat(76)}\n`);
    expect(itemLines('w'.repeat(76), 2)).toBe(`  - ${'w'.repeat(76)}\n`);
    expect(itemLines('w'.repeat(77), 2)).toBe(`  - >-\n    ${'w'.repeat(77)}\n`);
    const long = `${'w'.repeat(40)} ${'w'.repeat(40)}`;
    expect(itemLines(long, 2)).toBe(`  - >-\n    ${'w'.repeat(40)}\n    ${'w'.repeat(40)}\n`);
    expect(parse(`k:\n${itemLines(long, 2)}`)).toEqual({ k: [long] });
  });

  it('write list items: a map under its dash, an empty map, a list in flow style, text', () => {
    expect(itemLines({ a: 1, b: 'x' }, 2)).toBe('  - a: 1\n    b: x\n');
    expect(itemLines({}, 2)).toBe('  - {}\n');
    expect(itemLines({ a: undefined }, 0)).toBe('- {}\n');
    expect(itemLines(['a', 'b,c'], 0)).toBe('- [a, "b,c"]\n');
    expect(itemLines("it's", 4)).toBe("    - it's\n");
    expect(itemLines({ list: ['x'] }, 0)).toBe('- list:\n    - x\n');
    expect(parse(`k:\n${itemLines({ a: 1, b: { c: [1, 2] } }, 2)}`)).toEqual({ k: [{ a: 1, b: { c: [1, 2] } }] });
  });

  it('write flow values, quoting text with a flow indicator', () => {
    expect(flowText(['a', 1, true, null])).toBe('[a, 1, true, null]');
    expect(flowText({ n: 5, label: 'Days', 'a b': 'x' })).toBe('{ n: 5, label: Days, "a b": x }');
    expect(flowText([])).toBe('[]');
    for (const c of [',', '[', ']', '{', '}']) expect(flowText(`a${c}b`)).toBe(`"a${c}b"`);
    expect(flowText('a:b')).toBe('a:b');
    expect(flowText([['x'], { y: 'z' }])).toBe('[[x], { y: z }]');
  });
});

describe('a new file', () => {
  it('puts the fields in the order given, then the others, each comment above its key, a blank line before a section', () => {
    const text = newFile(
      { b: 'two', list: ['x'], a: 'one', map: { k: 1 }, none: null, gone: undefined, empty: [] },
      ['a', 'missing', 'list'],
      { a: 'yaml-language-server: $schema=../.schemas/x.json', map: 'a group' },
    );
    expect(text).toBe(
      [
        '# yaml-language-server: $schema=../.schemas/x.json',
        'a: one',
        '',
        'list:',
        '  - x',
        'b: two',
        '',
        '# a group',
        'map:',
        '  k: 1',
        'empty: []',
        '',
      ].join('\n'),
    );
  });

  it('is empty without fields, and no section starts it with a blank line', () => {
    expect(newFile({}, [], {})).toBe('');
    expect(newFile({ list: ['x'] }, [], {})).toBe('list:\n  - x\n');
  });
});

describe('blank values, which a save does not write', () => {
  it('isBlank: no value, an empty text, a group of blank fields (the empty group too); not a space, 0, false or a list', () => {
    for (const v of [undefined, null, '', {}, { a: '' }, { a: null, b: { c: undefined } }])
      expect(isBlank(v), JSON.stringify(v)).toBe(true);
    for (const v of [' ', 'x', 0, false, [], [''], { a: '', b: 'x' }, { a: 'x', b: '' }, { a: { b: 0 } }])
      expect(isBlank(v), JSON.stringify(v)).toBe(false);
  });

  it('pruned: blank fields dropped at any depth, list items kept with their blank fields dropped', () => {
    expect(pruned({ a: '', b: 1, c: { d: null, e: 'x' }, f: { g: '' } })).toEqual({ b: 1, c: { e: 'x' } });
    expect(pruned([{ a: '', b: 'x' }, '', null])).toEqual([{ b: 'x' }, '', null]);
    expect(pruned({ list: [{ a: '', b: 'x' }] })).toEqual({ list: [{ b: 'x' }] });
    expect(pruned('x')).toBe('x');
    expect(pruned(null)).toBe(null);
  });

  it('newFile: keys in the given order, then the rest; blank values and keys only in the order not written', () => {
    expect(newFile({ c: 3, a: '', b: 2, d: { e: '' } }, ['b', 'a', 'z'], {})).toBe('b: 2\nc: 3\n');
  });

  it("newFile: the comments of fields left out first, one line each, then each written field's before it", () => {
    expect(newFile({ c: 3 }, ['a', 'b', 'c'], { a: 'schema a', b: 'note b', c: 'note c' })).toBe(
      '# schema a\n# note b\n# note c\nc: 3\n',
    );
    expect(newFile({ a: 1 }, ['a', 'b'], { a: 'schema a' })).toBe('# schema a\na: 1\n');
    expect(newFile({ a: 1 }, ['a'], {})).toBe('a: 1\n');
  });

  it('newFile: an inherited name (constructor, toString, __proto__) in the order or the comments writes nothing', () => {
    const order = ['constructor', 'a', 'toString', '__proto__'];
    expect(newFile({ a: 1 }, order, {})).toBe('a: 1\n');
    expect(newFile({ constructor: 'x', a: 1 }, order, {})).toBe('constructor: x\na: 1\n');
  });
});

describe('isPrimitive and parseYaml', () => {
  it('isPrimitive: text, numbers, booleans and null; not undefined, lists, maps or functions', () => {
    for (const v of ['', 'x', 0, 1.5, true, false, null]) expect(isPrimitive(v), String(v)).toBe(true);
    for (const v of [undefined, [], {}, () => 1, 1n]) expect(isPrimitive(v), String(v)).toBe(false);
  });

  it("parseYaml reads YAML 1.2's core schema and throws the parser's first error", () => {
    expect(parseYaml('a: yes\nb: 0o10\n').toJS()).toEqual({ a: 'yes', b: 8 });
    expect(() => parseYaml('a: [1\n')).toThrow(/^YAML parsing error: /);
    expect(() => parseYaml('a: 1\na: 2\n')).toThrow(/^YAML parsing error: Map keys must be unique/);
  });
});

describe('equal', () => {
  it('compares values deeply, a key holding undefined as absent', () => {
    expect(equal({ a: 1, b: 2 }, { a: 1, b: 3 })).toBe(false);
    expect(equal([], { length: 0 })).toBe(false);
    expect(equal({ length: 0 }, [])).toBe(false);
    expect(equal({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(equal({ a: 1 }, { a: 1, b: undefined })).toBe(true);
    expect(equal({ a: 1 }, { a: 1, b: null })).toBe(false);
    expect(equal({ a: 1 }, { b: 1 })).toBe(false);
    expect(equal({ a: [1, { b: 'x' }] }, { a: [1, { b: 'x' }] })).toBe(true);
    expect(equal([1, 2], [1, 2, 3])).toBe(false);
    expect(equal([1, 2], [2, 1])).toBe(false);
    expect(equal([], {})).toBe(false);
    expect(equal({}, [])).toBe(false);
    expect(equal('1', 1)).toBe(false);
    expect(equal(null, undefined)).toBe(false);
    expect(equal(null, {})).toBe(false);
    expect(equal(Number.NaN, Number.NaN)).toBe(false);
  });
});
