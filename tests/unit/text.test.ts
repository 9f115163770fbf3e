// No invisible text ships (the text rule, generator/model/schema/text.ts): text fields refuse control
// characters, lone surrogates and bidi controls, and values of only invisible characters, each side of
// every range; the loader reports each as file:line field; no string field of any content file takes such
// a value, addresses included. errors.test.ts prints them escaped.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { contentFiles } from '../../generator/cli/json-schema.ts';
import { ContentError } from '../../generator/model/errors.ts';
import { backendUrl, httpsUrl, mediaRef, text, webUrl } from '../../generator/model/schema/primitives.ts';
import { loadContent } from '../../generator/pipeline/content/load.ts';
import { splitFrontMatter } from '../../generator/model/front-matter.ts';
import { readYamlData } from '../../generator/pipeline/content/read-yaml.ts';
import { CONTENT, copyContent, type TempContent } from '../fixtures/html.ts';

/** The one message `text` gives for `value`, or undefined when it accepts it. */
function refusal(value: string): string | undefined {
  const result = text.safeParse(value);
  if (result.success) return undefined;
  expect(result.error.issues).toHaveLength(1);
  return result.error.issues[0].message;
}

describe('text fields', () => {
  it.each([
    ['NUL', 'Hard\0wood', '\\u0000', 5],
    ['a C0 control', 'Hard\x01wood', '\\u0001', 5],
    ['a carriage return (only a "\\r" escape gets one past YAML)', 'Hard\rwood', '\\u000d', 5],
    ['a form feed', 'Hard\fwood', '\\u000c', 5],
    ['DEL', 'Hard\x7Fwood', '\\u007f', 5],
    ['a C1 control (NEL)', 'Hard\x85wood', '\\u0085', 5],
    ['a C1 control (U+009F)', 'Hardwood\x9F', '\\u009f', 9],
  ])('refuse %s, naming it escaped and its position', (_name, value, escaped, position) => {
    expect(refusal(value)).toBe(
      `contains an invisible control character ${escaped} at position ${position}: expected visible text`,
    );
  });

  it.each([
    ['\u202A', '\\u202a'],
    ['\u202B', '\\u202b'],
    ['\u202C', '\\u202c'],
    ['\u202D', '\\u202d'],
    ['\u202E', '\\u202e'],
    ['\u2066', '\\u2066'],
    ['\u2067', '\\u2067'],
    ['\u2068', '\\u2068'],
    ['\u2069', '\\u2069'],
    ['\u200E', '\\u200e'],
    ['\u200F', '\\u200f'],
    ['\u061C', '\\u061c'],
  ])('refuse the bidi control %j', (control, escaped) => {
    expect(refusal(`Call ${control}now`)).toBe(
      `contains a bidirectional control character ${escaped} at position 6: expected visible text`,
    );
  });

  it('count the position in characters, so an emoji before the control counts once', () => {
    expect(refusal('😀 \u202Eab')).toMatch(/ at position 3: /);
  });

  it.each([
    ['a lone high surrogate', 'Tile \uD83D!', '\\ud83d'],
    ['a lone low surrogate', 'Tile \uDE00!', '\\ude00'],
    ['the first surrogate alone', 'Tile \uD800!', '\\ud800'],
    ['the last surrogate alone', 'Tile \uDFFF!', '\\udfff'],
  ])('refuse %s (the browser would show U+FFFD)', (_name, value, escaped) => {
    expect(refusal(value)).toBe(
      `contains a lone surrogate (half a character) ${escaped} at position 6: expected visible text`,
    );
  });

  it.each([
    ['a zero-width space', '\u200B', '"\\u200b"'],
    ['zero-width joiners', '\u200D\u200C', '"\\u200d\\u200c"'],
    ['a word joiner between spaces', ' \u2060 ', '"\\u2060"'],
    ['a soft hyphen', '\u00AD', '"\\u00ad"'],
    ['an invisible operator', '\u2062', '"\\u2062"'],
    ['a variation selector', '\uFE0F', '"\\ufe0f"'],
    ['the braille blank', '\u2800', '"\\u2800"'],
    ['a Hangul filler', '\u3164', '"\\u3164"'],
  ])('refuse a value of only invisible characters: %s', (_name, value, shown) => {
    expect(refusal(value)).toBe(`has only invisible characters ${shown}: expected a non-empty string`);
  });

  it('keep the non-empty rule for empty and blank values', () => {
    expect(refusal('')).toBe('expected a non-empty string');
    // trim() takes whitespace and a BOM off first.
    expect(refusal(' \t\n\uFEFF\u3000 ')).toBe('expected a non-empty string');
  });

  it.each([
    ['tabs and newlines', 'Line one\n\tLine two'],
    ['an emoji sequence joined by zero-width joiners', 'Family room 👨\u200D👩\u200D👧'],
    ['a soft hyphen as a hyphenation hint', 'Hard\u00ADwood'],
    ['an emoji with its variation selector', 'Love it ❤\uFE0F'],
    ['letters with accents and other scripts', 'Café 地板 Паркет'],
    ['a surrogate pair', '😀'],
  ])('accept %s', (_name, value) => {
    expect(refusal(value)).toBeUndefined();
  });
});

describe('text fields, each side of every range the rule refuses', () => {
  // HIDDEN's ranges (generator/model/schema/text.ts), each first and last character and its neighbours
  // outside, in the middle of a word: refused with the kind of character named, or accepted.
  it.each([
    ['\0', '\\u0000'],
    ['\x08', '\\u0008'],
    ['\x0B', '\\u000b'],
    ['\x1F', '\\u001f'],
    ['\x7F', '\\u007f'],
    ['\x80', '\\u0080'],
    ['\x9F', '\\u009f'],
  ])('refuse the control %j', (control, escaped) => {
    const result = text.safeParse(`Oak${control}floor`);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        code: 'custom',
        path: [],
        message: `contains an invisible control character ${escaped} at position 4: expected visible text`,
      }),
    ]);
  });

  it.each([
    ['\u061C', '\\u061c'],
    ['\u200E', '\\u200e'],
    ['\u200F', '\\u200f'],
    ['\u202A', '\\u202a'],
    ['\u202E', '\\u202e'],
    ['\u2066', '\\u2066'],
    ['\u2069', '\\u2069'],
  ])('refuse the bidi control %j at the start, as the first character', (control, escaped) => {
    expect(refusal(`${control}Oak`)).toBe(
      `contains a bidirectional control character ${escaped} at position 1: expected visible text`,
    );
  });

  it.each([
    ['tab', '\t'],
    ['line feed', '\n'],
    ['space', ' '],
    ['tilde (before DEL)', '~'],
    ['no-break space (after the C1 controls)', '\u00A0'],
    ['Arabic semicolon (before U+061C)', '\u061B'],
    ['Arabic triple dot (after U+061C)', '\u061D'],
    ['zero-width joiner (before U+200E)', '\u200D'],
    ['hyphen (after U+200F)', '\u2010'],
    ['paragraph separator (before U+202A)', '\u2029'],
    ['narrow no-break space (after U+202E)', '\u202F'],
    ['invisible plus (before U+2066)', '\u2064'],
    ['inhibit symmetric swapping (after U+2069)', '\u206A'],
  ])('accept a %s inside text', (_name, c) => {
    expect(refusal(`Oak${c}floor`)).toBeUndefined();
  });

  it.each([
    ['the first pair', '\uD800\uDC00'],
    ['the last pair', '\uDBFF\uDFFF'],
    ['a high surrogate with the last low one', '\uD800\uDFFF'],
    ['the last high surrogate with the first low one', '\uDBFF\uDC00'],
  ])('accept %s of surrogates (a whole character)', (_name, pair) => {
    expect(refusal(`Oak ${pair}`)).toBeUndefined();
  });

  it.each([
    ['a high surrogate at the end', 'Oak\uDBFF', '\\udbff', 4],
    ['a low surrogate at the start', '\uDC00Oak', '\\udc00', 1],
    ['a high surrogate before a letter', 'Oak\uD800a', '\\ud800', 4],
    ['a high surrogate before another pair', 'Oak\uD83D\uD83D\uDE00', '\\ud83d', 4],
    ['two low surrogates after a pair', '\uD83D\uDE00\uDE00', '\\ude00', 2],
  ])('refuse %s', (_name, value, escaped, position) => {
    expect(refusal(value)).toBe(
      `contains a lone surrogate (half a character) ${escaped} at position ${position}: expected visible text`,
    );
  });

  // VISIBLE's blank characters, each alone (refused) and a visible neighbour alone (accepted).
  it.each([
    ['\u034F', '"\\u034f"'],
    ['\u115F', '"\\u115f"'],
    ['\u1160', '"\\u1160"'],
    ['\u17B4', '"\\u17b4"'],
    ['\u17B5', '"\\u17b5"'],
    ['\uFE00', '"\\ufe00"'],
    ['\uFFA0', '"\\uffa0"'],
    ['\u200B\u2800\u3164', '"\\u200b\\u2800\\u3164"'],
  ])('refuse a value of only %j', (value, shown) => {
    const result = text.safeParse(value);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        code: 'custom',
        message: `has only invisible characters ${shown}: expected a non-empty string`,
      }),
    ]);
  });

  it.each([
    '\u115E',
    '\u1161',
    '\u17B3',
    '\u17B6',
    '\u27FF',
    '\u2801',
    '\u3163',
    '\u3165',
    '\uFDFD',
    '\uFE10',
    '\uFF9F',
    '\uFFA1',
    'x',
    '0',
  ])('accept a value of only %j', (value) => {
    expect(refusal(value)).toBeUndefined();
  });

  it('accept a visible character among invisible ones, and give back the trimmed value', () => {
    expect(text.parse(' \u200B\u2800x\u3164 ')).toBe('\u200B\u2800x\u3164');
    expect(text.parse('\tOak floors\n')).toBe('Oak floors');
  });
});

describe('every string field of every content file', () => {
  /** Each string in `data`, with its path. */
  function strings(data: unknown, at: (string | number)[] = []): [string, (string | number)[]][] {
    if (typeof data === 'string') return [[data, at]];
    if (Array.isArray(data)) return data.flatMap((item, i) => strings(item, [...at, i]));
    if (data && typeof data === 'object') return Object.entries(data).flatMap(([k, v]) => strings(v, [...at, k]));
    return [];
  }
  /** `data` with every string replaced by `change(string)`. */
  function mapStrings(data: unknown, change: (s: string) => string): unknown {
    if (typeof data === 'string') return change(data);
    if (Array.isArray(data)) return data.map((item) => mapStrings(item, change));
    if (data && typeof data === 'object')
      return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, mapStrings(v, change)]));
    return data;
  }
  const files = contentFiles(CONTENT);
  /** A file's YAML fields: a Markdown file's are its front matter (its body is not a text field). */
  function fieldsOf(rel: string): unknown {
    const file = path.join(CONTENT, rel);
    if (!rel.endsWith('.md')) return readYamlData(file);
    const split = splitFrontMatter(rel, readFileSync(file, 'utf8'));
    if (!('yaml' in split)) throw new Error(`${rel}: ${split.message}`);
    return parseYaml(split.yaml);
  }

  // Slugs, ids, URLs and codes refuse these by their own patterns; text by the text rule.
  it.each([
    ['a bidi override', (s: string) => `${s}\u202E`],
    ['a NUL', (s: string) => `\0${s}`],
    ['only a zero-width space', () => '\u200B'],
  ])('refuses %s in each of them', (_name, change) => {
    const accepted: string[] = [];
    let checked = 0;
    for (const { rel, kind } of files) {
      const data = fieldsOf(rel);
      const refused = kind.schema.safeParse(mapStrings(data, change));
      const paths = new Set(refused.error?.issues.map((i) => i.path.join('.')) ?? []);
      for (const [, at] of strings(data)) {
        if (!paths.has(at.join('.'))) accepted.push(`${rel} ${at.join('.')}`);
        checked++;
      }
    }
    expect(accepted).toEqual([]);
    expect(checked).toBeGreaterThan(1000);
  });
});

describe('addresses', () => {
  // The URL parser drops a leading NUL and percent-encodes a bidi override, so it alone accepts both.
  it.each([
    ['webUrl', webUrl, 'https://www.facebook.com/floors\u202E'],
    ['httpsUrl', httpsUrl, 'https://forms.example.com/embed\u202E'],
    ['backendUrl', backendUrl, 'https://db.example.com/\u200B'],
    ['backendUrl on localhost', backendUrl, 'http://localhost:54321/\u2066'],
    ['mediaRef', mediaRef, 'https://media.example.com/lobby\u202Egpj.jpg'],
  ])('%s refuses control and invisible characters', (_name, schema, value) => {
    expect(schema.safeParse(value.replace(/[\0\u202E\u200B\u2066]/g, '')).success).toBe(true);
    expect(schema.safeParse(value).success).toBe(false);
  });
});

describe('a content file with invisible text', () => {
  let tmp: TempContent | undefined;
  afterEach(() => {
    tmp?.cleanup();
    tmp = undefined;
  });

  /** Replaces the home hero heading line with `line`; the loader's problems and the heading's line. */
  function loadWithHeading(line: string): { error: ContentError; line: number } {
    tmp = copyContent();
    const file = path.join(tmp.content, 'pages', 'home.yaml');
    const source = readFileSync(file, 'utf8');
    const heading = /^ {2}heading: Stadium-Quality.*$/m;
    expect(source).toMatch(heading);
    const edited = source.replace(heading, line);
    writeFileSync(file, edited);
    const at = edited.slice(0, edited.indexOf(line)).split('\n').length;
    try {
      loadContent(tmp.content);
    } catch (error) {
      expect(error).toBeInstanceOf(ContentError);
      return { error: error as ContentError, line: at };
    }
    throw new Error('the content loaded');
  }

  it('is refused with file:line field, the character printed escaped (written raw in the file)', () => {
    const { error, line } = loadWithHeading('  heading: Floors \u202Eroolf');
    expect(error.problems).toEqual([
      {
        file: 'content/pages/home.yaml',
        line,
        field: 'hero.heading',
        message: 'contains a bidirectional control character \\u202e at position 8: expected visible text',
      },
    ]);
    expect(error.message).toBe(
      `content/pages/home.yaml:${line} hero.heading: contains a bidirectional control character \\u202e at position 8: expected visible text`,
    );
  });

  it('is refused when written as a YAML escape ("\\0", "\\ud800")', () => {
    for (const [value, shown] of [
      ['"Floors\\0"', '\\u0000'],
      ['"Floors \\ud800"', '\\ud800'],
    ]) {
      const { error, line } = loadWithHeading(`  heading: ${value}`);
      expect(error.problems).toHaveLength(1);
      expect(error.problems[0]).toMatchObject({ file: 'content/pages/home.yaml', line, field: 'hero.heading' });
      expect(error.message).toContain(` ${shown} at position `);
      tmp?.cleanup();
    }
  });

  it('of only a zero-width space is refused, not rendered as an empty <h1>', () => {
    const { error, line } = loadWithHeading('  heading: "\\u200B"');
    expect(error.message).toBe(
      `content/pages/home.yaml:${line} hero.heading: has only invisible characters "\\u200b": expected a non-empty string`,
    );
  });
});
