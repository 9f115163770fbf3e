// The build's two YAML parsers agree (generator/pipeline/content/read-yaml.ts): js-yaml's
// fast path and the positioned yaml parse it falls back to give the same data for every
// shipped content file, the benchmark's synthetic set (scripts/synthetic-content.ts) and
// the kinds of scalar content is written with. Were they to differ, a page's data would
// depend on which path its file took (an anchor or a typo anywhere in it switches paths).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fg from 'fast-glob';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentProblem } from '../../generator/model/errors.ts';
import {
  PARSE_FAILED,
  parseData,
  parseFast,
  parseWithLines,
  toData,
} from '../../generator/pipeline/content/read-yaml.ts';
import { makeSyntheticContent } from '../../scripts/synthetic-content.ts';
import { CONTENT } from '../fixtures/html.ts';

/** Extra location files in the synthetic set: enough to cover every base file twice, few enough to stay fast. */
const SYNTHETIC_EXTRA = 40;

/** Parses `source` both ways; every failure shows up as a problem or PARSE_FAILED, never a throw. */
function expectAgreement(name: string, source: string): unknown {
  const fast = parseFast(source);
  const problems: ContentProblem[] = [];
  const parsed = parseWithLines(name, source, problems);
  const positioned = parsed ? toData(parsed, problems) : PARSE_FAILED;
  expect(problems, name).toEqual([]);
  expect(fast === PARSE_FAILED, `${name}: js-yaml failed`).toBe(false);
  expect(positioned === PARSE_FAILED, `${name}: yaml failed`).toBe(false);
  expect(fast, name).toStrictEqual(positioned);
  return fast;
}

const yamlFiles = (dir: string) => fg.sync('**/*.yaml', { cwd: dir }).sort();

describe('shipped content', () => {
  const files = yamlFiles(CONTENT);

  it('has every content file to compare', () => {
    expect(files.length).toBeGreaterThan(40);
  });

  it.each(files)('%s parses to the same data both ways', (rel) => {
    const data = expectAgreement(rel, readFileSync(path.join(CONTENT, rel), 'utf8'));
    expect(data).toBeTypeOf('object');
  });
});

describe('synthetic benchmark content', () => {
  let dir: string;
  let count: number;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'build-site-yaml-agreement-'));
    count = makeSyntheticContent(CONTENT, path.join(dir, 'content'), SYNTHETIC_EXTRA);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('parses every file, shipped copies and generated locations, to the same data both ways', () => {
    const content = path.join(dir, 'content');
    const files = yamlFiles(content);
    expect(files.filter((f) => f.startsWith('locations/'))).toHaveLength(count);
    expect(files).toHaveLength(yamlFiles(CONTENT).length + SYNTHETIC_EXTRA);
    for (const rel of files) expectAgreement(rel, readFileSync(path.join(content, rel), 'utf8'));
  });
});

describe('scalars as content writes them', () => {
  // [what, YAML value, the value both parsers must give]
  const CASES: [string, string, unknown][] = [
    [
      'unquoted text with a colon (a URL)',
      'https://tally.so/embed/mJ9xqa?alignLeft=1&hideTitle=1',
      'https://tally.so/embed/mJ9xqa?alignLeft=1&hideTitle=1',
    ],
    ['quoted text with ": "', '"Flooring: installed and finished"', 'Flooring: installed and finished'],
    ['single-quoted text with an apostrophe', "'Capitol''s finest: oak'", "Capitol's finest: oak"],
    ['a clock time', '10:30', '10:30'],
    [
      'text with "&" (not an anchor)',
      'Washington DC, Maryland & Northern Virginia (DMV)',
      'Washington DC, Maryland & Northern Virginia (DMV)',
    ],
    ['a price', '$4.75/sq ft', '$4.75/sq ft'],
    ['dollar signs', '$$', '$$'],
    ['a whole rating written as a decimal', '5.0', 5],
    ['a decimal', '4.75', 4.75],
    ['an integer', '2009', 2009],
    ['a quoted phone number', '"+12025550142"', '+12025550142'],
    ['a quoted ratio', '"3/4"', '3/4'],
    ['a quoted count', '"100+"', '100+'],
    ['true', 'true', true],
    ['false', 'false', false],
    ['yes (a word in YAML 1.2)', 'yes', 'yes'],
    ['a date', '2024-05-01', '2024-05-01'],
    ['a date and time', '2024-05-01T10:00:00Z', '2024-05-01T10:00:00Z'],
    ['an empty single-quoted string', "''", ''],
    ['an empty double-quoted string', '""', ''],
    ['a float too big for a double', '1e400', Number.POSITIVE_INFINITY],
    ['an integer too big for a double', `0x${'F'.repeat(300)}`, Number.POSITIVE_INFINITY],
    ['~', '~', null],
    ['nothing', '', null],
  ];

  it.each(CASES)('%s', (_what, value, expected) => {
    expect(expectAgreement(value, `value: ${value}\n`)).toEqual({ value: expected });
  });

  it('folded block text (>-): lines joined, paragraphs kept, no final newline', () => {
    const source =
      'answer: >-\n  Installed tile starts around $5.50 to $6.00\n  per square foot.\n\n  Call: (202) 555-0142.\n';
    expect(expectAgreement('>-', source)).toEqual({
      answer: 'Installed tile starts around $5.50 to $6.00 per square foot.\nCall: (202) 555-0142.',
    });
  });

  it('flow mappings and lists with colons and commas in their values', () => {
    const source =
      'videos:\n  - { src: videos/georgetown-01.mov, title: Walking in from M Street, captions: { src: /captions/g.vtt, srclang: en } }\n' +
      'areaServed: [Washington DC, Maryland, Northern Virginia]\n';
    expect(expectAgreement('flow', source)).toEqual({
      videos: [
        {
          src: 'videos/georgetown-01.mov',
          title: 'Walking in from M Street',
          captions: { src: '/captions/g.vtt', srclang: 'en' },
        },
      ],
      areaServed: ['Washington DC', 'Maryland', 'Northern Virginia'],
    });
  });

  it('anchors and aliases (files with them take the positioned path in the build)', () => {
    expect(
      expectAgreement('alias', 'base: &hours { days: Monday - Friday, hours: 8AM - 6PM }\ncopy: *hours\n'),
    ).toEqual({
      base: { days: 'Monday - Friday', hours: '8AM - 6PM' },
      copy: { days: 'Monday - Friday', hours: '8AM - 6PM' },
    });
  });
});

describe('what the two parsers would read differently', () => {
  // [what, file, line, words of the message]: refused before either parser's reading counts.
  const CASES: [string, string, number, string][] = [
    ['a %YAML 1.1 directive (yes would be true)', '%YAML 1.1\n---\nopen: yes\n', 1, 'YAML directive "%YAML 1.1"'],
    ['a %TAG directive', '# note\n%TAG !e! tag:example.com,2000:\n---\na: !e!x 1\n', 2, 'YAML directive "%TAG'],
    ['an explicit float tag', 'a: 1\nb: !!float 1\n', 2, 'YAML tag !!float: expected no tags'],
    ['a string tag in a flow list', 'a:\n  - [x, !!str 5]\n', 2, 'YAML tag !!str'],
    ['a non-specific tag', 'a: 1\n\nb: ! 12\n', 3, 'YAML tag !:'],
    ['a lone carriage return (old Mac line endings)', 'a: 1\rb: 2\r', 1, 'lone carriage return (CR)'],
    ['a raw NUL', 'a: 1\nb: x\0y\n', 2, 'control character \\u0000 at column 5'],
    ['a raw escape character', 'a: 1\r\nb: "x\x1b[31m"\r\n', 2, 'control character \\u001b'],
    ['a raw C1 control (NEL)', 'a: x\x85y\n', 1, 'control character \\u0085'],
    ['a byte order mark inside the file', 'a: 1\nb: x\ufeffy\n', 2, 'byte order mark \\ufeff'],
    ['a null key', 'a: 1\n~: x\n', 2, 'empty or null key'],
    ['an empty key in a flow list', 'a: [b, :]\n', 1, 'empty or null key'],
    ['a list as a key', 'a: 1\n[x, y]: 2\n', 2, 'a list or mapping as a key'],
  ];

  it.each(CASES)('%s: refused with its line', (_what, source, line, words) => {
    const problems: ContentProblem[] = [];
    expect(parseData('content/x.yaml', source, problems)).toBeUndefined();
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: 'content/x.yaml', line });
    expect(problems[0].message).toContain(words);
  });

  it('a byte order mark at the start and CRLF line endings are read as usual', () => {
    const problems: ContentProblem[] = [];
    expect(parseData('x.yaml', '\ufeffa: 1\r\nb: |\r\n  x\r\n', problems)).toEqual({ data: { a: 1, b: 'x\n' } });
    expect(problems).toEqual([]);
  });
});
