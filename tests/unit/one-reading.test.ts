// One reading of YAML (generator/pipeline/content/one-reading.ts): the raw characters and directives the
// two parsers read differently, refused before either parses, with the line and column written out; which
// texts must take the positioned parse (NEEDS_POSITIONS), each side of the pattern; and the nodes refused
// after it (tags, null and collection keys), with their lines.
import { describe, expect, it } from 'vitest';
import { LineCounter, Pair, parseDocument, type YAMLMap } from 'yaml';
import type { ContentProblem } from '../../generator/model/errors.ts';
import { NEEDS_POSITIONS, prescanYaml, refuseNodes } from '../../generator/pipeline/content/one-reading.ts';

const CONTROL = (escaped: string, column: number) =>
  `control character ${escaped} at column ${column}: expected text without control characters (YAML readers disagree on them)`;
const LONE_CR = 'line break is a lone carriage return (CR): expected LF or CRLF line endings';

describe('prescanYaml', () => {
  it.each([
    ['NUL', '\0', '\\u0000'],
    ['U+0008, the last C0 control before tab', '\x08', '\\u0008'],
    ['a vertical tab', '\x0B', '\\u000b'],
    ['a form feed', '\x0C', '\\u000c'],
    ['U+000E, the first after CR', '\x0E', '\\u000e'],
    ['U+001F, the last C0 control', '\x1F', '\\u001f'],
    ['DEL', '\x7F', '\\u007f'],
    ['U+0080, the first C1 control', '\x80', '\\u0080'],
    ['U+009F, the last C1 control', '\x9F', '\\u009f'],
    ['the noncharacter U+FFFE', '\uFFFE', '\\ufffe'],
    ['the noncharacter U+FFFF', '\uFFFF', '\\uffff'],
  ])('refuses %s with its line and column', (_name, c, escaped) => {
    expect(prescanYaml(`a: 1\nb: x${c}y\n`)).toEqual({ line: 2, message: CONTROL(escaped, 5) });
  });

  it('names the first stray character, at the very start and at the end of a line', () => {
    expect(prescanYaml('\x01a: 1\n')).toEqual({ line: 1, message: CONTROL('\\u0001', 1) });
    expect(prescanYaml('a: 1\nb: x\x02\nc: \x03\n')).toEqual({ line: 2, message: CONTROL('\\u0002', 5) });
    expect(prescanYaml('a: x\0')).toEqual({ line: 1, message: CONTROL('\\u0000', 5) });
  });

  it('counts CRLF as one line break', () => {
    expect(prescanYaml('a: 1\r\nb: 2\r\nc: \x1B\r\n')).toEqual({ line: 3, message: CONTROL('\\u001b', 4) });
  });

  it('refuses a byte order mark anywhere but first, and reads one that is first as usual', () => {
    expect(prescanYaml('\uFEFFa: 1\n')).toBeUndefined();
    expect(prescanYaml('a: 1\n\uFEFFb: 2\n')).toEqual({
      line: 2,
      message:
        'byte order mark \\ufeff at column 1: expected text without control characters (YAML readers disagree on them)',
    });
    expect(prescanYaml('\uFEFF\uFEFFa: 1\n')?.message).toMatch(/^byte order mark \\ufeff at column 2: /);
    expect(prescanYaml('\uFEFF\x01a: 1\n')).toEqual({ line: 1, message: CONTROL('\\u0001', 2) });
  });

  it('refuses a carriage return not followed by a line feed, wherever it is', () => {
    expect(prescanYaml('a: 1\rb: 2\r')).toEqual({ line: 1, message: LONE_CR });
    expect(prescanYaml('a: 1\r\nb: 2\r')).toEqual({ line: 2, message: LONE_CR });
    expect(prescanYaml('a: 1\nb: 2\r\r\n')).toEqual({ line: 2, message: LONE_CR });
  });

  it('accepts tab, LF, CRLF, printable ASCII around the control ranges and characters beyond them', () => {
    for (const source of [
      'a:\tb\n',
      'a: 1\r\nb: 2\r\n',
      'a: " ~"\n',
      'a: "\u00A0\u00FF\uFFFD\uFFFC"\n',
      'a: "😀 \uD800\uDC00"\n',
      'a: "\\0 \\x7f"\n',
      '',
    ])
      expect(prescanYaml(source), JSON.stringify(source)).toBeUndefined();
  });

  it('refuses a directive, with its line, cut to 40 characters, without the line ending', () => {
    expect(prescanYaml('# note\n%YAML 1.2\r\n---\na: 1\n')).toEqual({
      line: 2,
      message: 'YAML directive "%YAML 1.2": expected none (content is read as YAML 1.2, core schema)',
    });
    expect(prescanYaml('%TAG !e! tag:example.com,2000:app/a/long/path/x\n---\na: !e!x 1\n')).toEqual({
      line: 1,
      message:
        'YAML directive "%TAG !e! tag:example.com,2000:app/a/long": expected none (content is read as YAML 1.2, core schema)',
    });
  });

  it('leaves a % that does not start a line', () => {
    expect(prescanYaml('a: "%YAML 1.1"\nb: 50%\nc: |\n  %x\n')).toBeUndefined();
  });

  it('reports a stray character before a directive', () => {
    expect(prescanYaml('%YAML 1.2\n---\na: \x01\n')).toEqual({ line: 3, message: CONTROL('\\u0001', 4) });
  });
});

describe('NEEDS_POSITIONS', () => {
  it.each([
    ['an anchor at the start', '&a x: 1'],
    ['an anchor after a space', 'a: &base\n  b: 1'],
    ['an anchor in a flow list', 'a: [&x 1]'],
    ['an anchor in a flow map', 'a: {&x b: 1}'],
    ['an anchor after a comma', 'a: [1,&x 2]'],
    ['an anchor after a colon', 'a:&x 1'],
    ['a tag', 'a: !!str 5'],
    ['a non-specific tag at the start', '! a: 1'],
    ['a tag in a flow list', 'a: [!x 1]'],
    ['an empty key', ': x'],
    ['an empty key after indentation', 'a:\n  : x'],
    ['an empty key at a line end', 'a:\n  :'],
    ['a ~ key', '~: x'],
    ['a null key', 'null: x'],
    ['a Null key', 'Null: x'],
    ['a NULL key', 'NULL: x'],
    ['an empty key in a flow list', 'a: [b, :]'],
    ['an empty key in a flow map', 'a: {: b}'],
    ['an empty key before a comma', 'a: {b: 1, :, c: 2}'],
    ['an empty key before a bracket', 'a: [b, :]'],
    ['an empty key before a brace', 'a: {b: 1, :}'],
    ['an explicit key', '? a\n: 1'],
    ['an explicit key at a line end', 'a: 1\n?'],
    ['a null key after an explicit key mark', '? ~: x'],
  ])('is found in %s', (_name, source) => {
    expect(NEEDS_POSITIONS.test(source)).toBe(true);
  });

  it.each([
    ['an ampersand in a word', 'title: R&D'],
    ['an ampersand before a space', 'title: Tom & Jerry'],
    ['an exclamation mark in text', 'cta: Call now!'],
    ['a colon inside a word', 'url: https://example.com/a:b'],
    ['a key ending in null', 'nulls: 1\nxnull: 2'],
    ['a question mark in text', 'faq: Why oak? Because.'],
    ['a question mark before a word', 'a: ?x'],
    ['a lowercase key that is not null', 'nil: x'],
    ['a plain mapping', 'a: 1\nb:\n  - c\n'],
  ])('is not found in %s', (_name, source) => {
    expect(NEEDS_POSITIONS.test(source)).toBe(false);
  });
});

describe('refuseNodes', () => {
  const refused = (source: string) => {
    const lines = new LineCounter();
    const doc = parseDocument(source, { lineCounter: lines });
    const problems: ContentProblem[] = [];
    const clean = refuseNodes('content/x.yaml', doc, lines, problems);
    return { clean, problems };
  };

  it('passes a file without tags or odd keys, and keeps problems found before', () => {
    const lines = new LineCounter();
    const doc = parseDocument('a: 1\nb: [x, "!y"]\nc: {d: e}\n', { lineCounter: lines });
    const earlier = { file: 'content/y.yaml', message: 'earlier' };
    const problems: ContentProblem[] = [earlier];
    expect(refuseNodes('content/x.yaml', doc, lines, problems)).toBe(true);
    expect(problems).toEqual([earlier]);
  });

  it('refuses each tag with its line, a core tag written as !!', () => {
    expect(refused('a: 1\nb: !!float 1\nc:\n  - !local x\n  - ! 3\n')).toEqual({
      clean: false,
      problems: [
        {
          file: 'content/x.yaml',
          line: 2,
          message: 'YAML tag !!float: expected no tags (quote a value to keep it text)',
        },
        {
          file: 'content/x.yaml',
          line: 4,
          message: 'YAML tag !local: expected no tags (quote a value to keep it text)',
        },
        { file: 'content/x.yaml', line: 5, message: 'YAML tag !: expected no tags (quote a value to keep it text)' },
      ],
    });
  });

  it('refuses a null key at the line of the key, not of its value', () => {
    expect(refused('a: 1\n~:\n  - x\n').problems).toEqual([
      { file: 'content/x.yaml', line: 2, message: 'empty or null key: expected a field name' },
    ]);
  });

  it('refuses lists and mappings as keys', () => {
    expect(refused('a: 1\n? [x, y]\n: 2\n? {k: v}\n: 3\n').problems).toEqual([
      { file: 'content/x.yaml', line: 2, message: 'a list or mapping as a key: expected a field name' },
      { file: 'content/x.yaml', line: 4, message: 'a list or mapping as a key: expected a field name' },
    ]);
  });

  it('refuses a pair without a key node, at its value, or without a line when there is none', () => {
    const lines = new LineCounter();
    const doc = parseDocument('a: 1\n', { lineCounter: lines });
    const map = doc.contents as YAMLMap;
    map.items.push(new Pair(null, doc.createNode('x')), new Pair(null, null));
    const problems: ContentProblem[] = [];
    expect(refuseNodes('content/x.yaml', doc, lines, problems)).toBe(false);
    expect(problems).toEqual([
      { file: 'content/x.yaml', line: undefined, message: 'empty or null key: expected a field name' },
      { file: 'content/x.yaml', line: undefined, message: 'empty or null key: expected a field name' },
    ]);
  });
});
