// One reading of YAML, proved on generated documents: for every file the build
// accepts, js-yaml's fast path (when it accepts the file) and the positioned
// `yaml` parse give deep-equal data, and parseData returns that data; every file
// it refuses is refused with a line. The documents mix scalars of every core kind
// and the YAML 1.1 spellings, in every style, with explicit tags, directives,
// anchors, line endings, a BOM and raw control characters: the places where the
// two parsers were found to read one file two ways.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ContentProblem } from '../../generator/model/errors.ts';
import {
  PARSE_FAILED,
  parseData,
  parseFast,
  parseWithLines,
  toData,
} from '../../generator/pipeline/content/read-yaml.ts';

/** Generated documents per run (YAML_RUNS=20000 for a deeper search): each kind of scalar in each style is hit many times. */
const RUNS = Number(process.env.YAML_RUNS ?? 1000);

/** Scalar spellings whose type depends on the schema (1.2 core, 1.1, JSON). */
const TYPED = [
  ...['0', '-0', '+0', '017', '08', '0o17', '0o8', '0x1F', '0x1f', '-0x1F', '0b101', '+12', '-12', '1_000'],
  ...['12345678901234567890', '9'.repeat(400), `0x${'F'.repeat(300)}`],
  ...['1.5', '-1.5', '.5', '1.', '1e3', '1E-3', '-1.5e+3', '1e400', '-1e400', '1.0', '6.02e23', '1_000.5'],
  ...['.inf', '-.Inf', '+.INF', '.nan', '.NaN', '.NAN', '-.nan', 'inf', 'nan', 'Infinity'],
  ...['~', 'null', 'Null', 'NULL', 'nULL', ''],
  ...['true', 'True', 'TRUE', 'tRUE', 'false', 'False', 'FALSE'],
  ...['yes', 'Yes', 'no', 'NO', 'on', 'On', 'off', 'OFF', 'y', 'n', 'Y', 'N'],
  ...['2024-05-01', '2024-05-01T10:00:00Z', '2024-5-1', '2001-12-14 21:59:43.10 -5', '12:30:45', '190:20:30'],
  ...['<<', '=', '10:30', '$4.75/sq ft', 'R&D', 'Wow !', 'a#b', 'Hello, world', 'x: y'],
];

/** Characters that stress the readers: controls, line breaks, bidi and zero-width marks, quotes, escapes. */
const TRICKY = [
  '\0',
  '\x01',
  '\x07',
  '\b',
  '\t',
  '\v',
  '\f',
  '\r',
  '\n',
  '\x1b',
  '\x7f',
  '\x80',
  '\x85',
  '\x9f',
  '\u00a0',
  '\u00ad',
  '\u061c',
  '\u200b',
  '\u200d',
  '\u200e',
  '\u2028',
  '\u2029',
  '\u202e',
  '\u2066',
  '\ufeff',
  '\ufffe',
  '\uffff',
  '\ud83d\ude00',
  '\ud800',
  '\udc00',
  'é',
  '"',
  "'",
  '\\',
  '#',
  ':',
  '-',
  ' ',
  '!',
  '&',
  '*',
  '%',
  '@',
  '`',
  '|',
  '>',
  '{',
  '}',
  '[',
  ']',
  ',',
  '?',
];

/** Mostly what content holds (typed spellings, plain words), sometimes stressing characters. */
const word = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...TYPED) },
  { weight: 4, arbitrary: fc.stringMatching(/^[A-Za-z][A-Za-z0-9 ,.()$/+-]{0,12}[A-Za-z0-9.)]$/) },
  {
    weight: 1,
    arbitrary: fc
      .array(fc.oneof(fc.constantFrom(...TRICKY), fc.string({ maxLength: 3 })), { maxLength: 5 })
      .map((a) => a.join('')),
  },
);

/** Null most of the time: each source of refusal is rare, so most documents are accepted and compared. */
const rarely = <T>(arbitrary: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 12, arbitrary: fc.constant(null) }, { weight: 1, arbitrary });

/** A double-quoted scalar with YAML escapes, including \0, \x85, \N, \u202e and surrogates. */
const DOUBLE_ESCAPES = [
  '\\0',
  '\\x85',
  '\\N',
  '\\_',
  '\\L',
  '\\P',
  '\\u202e',
  '\\ud800',
  '\\ud83d\\ude00',
  '\\t',
  '\\e',
];

/** One value, written in one of the scalar styles; `indent` is the block's indentation. */
const scalar = (indent: string) =>
  fc.oneof(
    word,
    word.map((w) => `'${w.replaceAll("'", "''")}'`),
    word.map((w) => JSON.stringify(w)),
    fc
      .tuple(word, fc.constantFrom(...DOUBLE_ESCAPES), word)
      .map(([a, e, b]) => `"${JSON.stringify(a).slice(1, -1)}${e}${JSON.stringify(b).slice(1, -1)}"`),
    fc
      .tuple(fc.constantFrom('|', '>', '|-', '>-', '|+', '>+'), fc.array(word, { minLength: 1, maxLength: 3 }))
      .map(([head, lines]) => `${head}\n${lines.map((l) => `${indent}  ${l}`).join('\n')}`),
  );

/** An explicit tag, a non-specific one, or a verbatim one. */
const TAGS = [
  '!!str',
  '!!int',
  '!!float',
  '!!bool',
  '!!null',
  '!!binary',
  '!!timestamp',
  '!',
  '!foo',
  '!<tag:yaml.org,2002:str>',
];

const properties = fc.record({
  tag: rarely(fc.constantFrom(...TAGS)),
  anchor: fc.boolean(),
});

/** A value with optional properties: a scalar, a flow list of scalars, or an alias to the first anchor. */
const value = (indent: string) =>
  fc.oneof(
    { weight: 12, arbitrary: fc.tuple(properties, scalar(indent)) },
    {
      weight: 2,
      arbitrary: fc.tuple(
        properties,
        fc.array(word, { maxLength: 3 }).map((ws) => `[${ws.join(', ')}]`),
      ),
    },
    { weight: 1, arbitrary: fc.constant([{ tag: null, anchor: false }, '*a'] as const) },
  );

const DIRECTIVES = ['%YAML 1.1\n---\n', '%YAML 1.2\n---\n', '%TAG !e! tag:example.com,2000:\n---\n', '---\n'];

/** A document: a mapping of generated entries (one nested), a directive prefix, a line ending, maybe a BOM and a raw control character. */
const documents = fc
  .record({
    bom: fc.boolean(),
    directive: rarely(fc.constantFrom(...DIRECTIVES)),
    entries: fc.array(value(''), { minLength: 1, maxLength: 5 }),
    nested: fc.option(value('  ')),
    eol: fc.constantFrom('\n', '\n', '\n', '\n', '\r\n', '\r\n', '\r'),
    stray: rarely(fc.tuple(fc.constantFrom(...TRICKY), fc.nat())),
  })
  .map(({ bom, directive, entries, nested, eol, stray }) => {
    let anchored = false;
    const render = ([props, text]: readonly [{ tag: string | null; anchor: boolean }, string]) => {
      const anchor = props.anchor && !anchored ? '&a ' : '';
      if (anchor) anchored = true;
      return `${anchor}${props.tag ? `${props.tag} ` : ''}${text}`;
    };
    const lines = entries.map((entry, i) => `k${i}: ${render(entry)}`);
    if (nested) lines.push(`nested:\n  inner: ${render(nested)}`);
    let source = `${bom ? '\ufeff' : ''}${directive ?? ''}${lines.join('\n')}\n`.replaceAll('\n', eol);
    if (stray) {
      const at = stray[1] % (source.length + 1);
      source = source.slice(0, at) + stray[0] + source.slice(at);
    }
    return source;
  });

/** The positioned parse's data, PARSE_FAILED when it refuses the file. */
function positioned(source: string): unknown {
  const problems: ContentProblem[] = [];
  const parsed = parseWithLines('generated.yaml', source, problems);
  return parsed ? toData(parsed, problems) : PARSE_FAILED;
}

describe('generated documents', () => {
  it('are read one way: both parsers agree on what the build accepts, and what it refuses has a line', () => {
    fc.assert(
      fc.property(documents, (source) => {
        const problems: ContentProblem[] = [];
        const result = parseData('generated.yaml', source, problems);
        if (!result) {
          expect(problems.length, JSON.stringify(source)).toBeGreaterThan(0);
          for (const p of problems) expect(p.line, `${JSON.stringify(source)}: ${p.message}`).toBeTypeOf('number');
          return;
        }
        expect(problems, JSON.stringify(source)).toEqual([]);
        const fromYaml = positioned(source);
        expect(fromYaml, JSON.stringify(source)).not.toBe(PARSE_FAILED);
        expect(result.data, JSON.stringify(source)).toStrictEqual(fromYaml);
        const fast = parseFast(source);
        if (fast !== PARSE_FAILED) expect(fast, JSON.stringify(source)).toStrictEqual(fromYaml);
      }),
      { numRuns: RUNS },
    );
  });
});
