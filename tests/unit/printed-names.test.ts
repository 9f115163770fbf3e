// Names that try to leave their line (issue #36, point 4): file names, fields, messages and folders
// holding CR, LF, %, "::", "##[" and control characters, fed to every line `build` and `check` print
// when they end, in each format, and to their log lines. Whatever a name holds, each printed line is
// one line, no line but build-site's own annotations is a command GitHub's runner would run, and
// undoing the escapes gives back exactly what was meant (JSON parses to the very values).
// Seeded (fast-check prints the seed and the shrunk case of a failure); FUZZ_SEED tries others.
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildEndLines, type BuildOutcome } from '../../generator/cli/build-command.ts';
import type { CheckResult } from '../../generator/cli/check.ts';
import { errorLines, type Printed, printable } from '../../generator/cli/output.ts';
import { checkEndLines, type Format } from '../../generator/cli/report.ts';
import { ContentError, UsageError } from '../../generator/model/errors.ts';
import { hiddenFileNote } from '../../generator/pipeline/write/public-files.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 36);
const RUNS = 150;

/** Pieces of names; no "u", so a name never holds text that reads as an escape (`\u000a`) itself. */
const PIECES = [
  'a',
  'é',
  '/',
  '.',
  ' ',
  '-',
  '"',
  '\\',
  '{',
  '=',
  ',',
  ':',
  '::',
  '::error::',
  '::add-mask::',
  '##[',
  '##[error]',
  '%',
  '%0A',
  '%25',
  '\r',
  '\n',
  '\r\n',
  '\t',
  '\u0000',
  '\u0001',
  '\u001b[31m',
  '\u007f',
  '\u0085',
  '\u009b',
  '\u00a0',
  '\u2028',
  '\u2029',
  '\u202e',
  '\u200b',
  '\ufeff',
  '\ud800',
  '😀',
];
/**
 * Any code point, lone surrogates included: what fc.string's 'binary' unit draws, without the 0.8 s its
 * first use costs a process (fast-check maps all 1.1 million code points back to their index).
 */
const anyCodePoint = fc.integer({ min: 0, max: 0x10ffff }).map((c) => String.fromCodePoint(c));
const name = fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 10 }).map((p) => p.join(''));

/** Undoes printable's escapes (and JSON's, which are the same). */
const undoEscapes = (s: string) =>
  s.replace(/\\u([0-9a-f]{4})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** Every line as it reaches the terminal, stdout's then stderr's. */
const printed = (p: Printed) => ({ out: p.out.map(printable), err: p.err.map(printable) });

/** What GitHub's runner does with one line (actions/runner ActionCommand.cs, TryParseV2 and the legacy TryParse). */
function runnerReads(line: string): { command: string; properties: Record<string, string>; data: string } | undefined {
  if (line.includes('##[')) return { command: 'legacy', properties: {}, data: line };
  const message = line.trimStart();
  if (!message.startsWith('::')) return undefined;
  const end = message.indexOf('::', 2);
  if (end < 0) return undefined;
  const info = message.slice(2, end);
  const space = info.indexOf(' ');
  const properties: Record<string, string> = {};
  if (space > 0)
    for (const pair of info
      .slice(space + 1)
      .trim()
      .split(',')
      .filter(Boolean)) {
      const at = pair.indexOf('=');
      if (at > 0)
        properties[pair.slice(0, at)] = pair
          .slice(at + 1)
          .replace(/%0D/g, '\r')
          .replace(/%0A/g, '\n')
          .replace(/%3A/g, ':')
          .replace(/%2C/g, ',')
          .replace(/%25/g, '%');
    }
  const data = message
    .slice(end + 2)
    .replace(/%0D/g, '\r')
    .replace(/%0A/g, '\n')
    .replace(/%25/g, '%');
  return { command: space < 0 ? info : info.slice(0, space), properties, data };
}

/** The invariants of every printed line: one line, nothing invisible, no command but `annotations`. */
function expectSafe(lines: string[], annotations: number) {
  for (const line of lines) {
    expect(line).not.toMatch(
      // biome-ignore lint/suspicious/noControlCharactersInRegex: what must never be printed raw.
      /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069\u200b-\u200f\ufeff]|[\ud800-\udbff](?![\udc00-\udfff])/,
    );
    expect(line).not.toContain('##[');
  }
  expect(lines.filter((line) => runnerReads(line) !== undefined)).toHaveLength(annotations);
}

/** The runner trims the end of the properties, the title last among them: a name's trailing spaces go. */
function expectTitle(read: string, meant: string) {
  const title = undoEscapes(read);
  expect(meant.startsWith(title) && meant.slice(title.length).trim() === '', `${title} / ${meant}`).toBe(true);
}

const FORMATS: Format[] = ['text', 'json', 'github'];

describe('build: every line it can print at its end', () => {
  const outcomes = (
    n: string,
  ): { outcome: BuildOutcome; problems: { file: string; line?: number; field?: string; message: string }[] }[] => {
    const problems = [
      { file: `content/${n}.yaml`, line: 3, field: n, message: `expected "${n}"` },
      { file: n, message: n },
    ];
    const errno = Object.assign(new Error(`EACCES: permission denied, mkdir '${n}'`), { code: 'EACCES' });
    return [
      { outcome: { ok: false, error: new ContentError(problems) }, problems },
      { outcome: { ok: false, error: new UsageError(`refusing to use ${n} as the output folder`) }, problems: [] },
      { outcome: { ok: false, error: errno }, problems: [] },
      { outcome: { ok: false, error: new Error(n) }, problems: [] },
    ];
  };

  it.each(FORMATS)('--format %s: a failed build', (format) => {
    fc.assert(
      fc.property(name, (n) => {
        for (const { outcome, problems } of outcomes(n)) {
          const lines = printed(buildEndLines(format, outcome, `${n}/`));
          const all = [...lines.out, ...lines.err];
          expectSafe(all, format === 'github' ? problems.length : 0);
          if (format === 'json') {
            const report = JSON.parse(lines.out.join('\n')) as { problems: unknown[]; error?: string };
            expect(report.problems).toEqual(problems);
            if (!(outcome.ok || outcome.error instanceof ContentError))
              expect(report.error).toContain((outcome.error as Error).message);
          } else if (format === 'github' && problems.length > 0) {
            const read = lines.out.map((line) => runnerReads(line)!);
            expect(read.map((r) => r.command)).toEqual(['error', 'error']);
            for (const [i, r] of read.entries()) {
              expect(Object.keys(r.properties).every((k) => ['file', 'line', 'title'].includes(k))).toBe(true);
              expect(undoEscapes(r.properties.file)).toBe(problems[i].file);
              expect(undoEscapes(r.data)).toBe(problems[i].message);
            }
            expectTitle(read[0].properties.title, `build-site build: ${n}`);
            expect(read[0].properties.line).toBe('3');
          } else {
            const first = undoEscapes(lines.err[0]);
            expect(first.startsWith('Build failed')).toBe(true);
            if (problems.length > 0)
              expect(lines.err.slice(1).map(undoEscapes)).toEqual([
                `content/${n}.yaml:3 ${n}: expected "${n}"`,
                `${n} ${n}`,
              ]);
            else expect(lines.err.map(undoEscapes).join('\n')).toContain((outcome as { error: Error }).error.message);
          }
        }
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it.each(FORMATS)('--format %s: the summary of a build, its output folder named', (format) => {
    fc.assert(
      fc.property(name, (n) => {
        const summary = {
          pages: 1,
          redirects: 0,
          htmlBytes: 0,
          assetBytes: 0,
          ms: 1,
          outDir: path.join(process.cwd(), n),
          tagManager: `Tag manager: ${n}`,
          images: { processed: 0, reused: 0, originalBytes: 0, servedBytes: 0, outputBytes: 0 },
        };
        const lines = printed(buildEndLines(format, { ok: true, summary, kept: false }, `${n}/`));
        expectSafe([...lines.out, ...lines.err], 0);
        if (format === 'json')
          expect((JSON.parse(lines.out.join('\n')) as { summary: { outDir: string } }).summary.outDir).toBe(
            path.relative(process.cwd(), summary.outDir) || '.',
          );
        else expect(undoEscapes(lines.out[1])).toBe(`  Tag manager: ${n}`);
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });
});

describe('build: its log lines, and what a bug prints', () => {
  it('the "not published" line of a hidden file in public/ (the case of the issue)', () => {
    fc.assert(
      fc.property(name, (n) => {
        const line = printable(hiddenFileNote(`.${n}`));
        expectSafe([line], 0);
        expect(undoEscapes(line)).toBe(`public/.${n} is not published: hidden files never are (.well-known/ is)`);
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it('any line at all: one line, no command, the same text once unescaped', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          name,
          fc.string({ unit: anyCodePoint, maxLength: 40 }).filter((s) => !/\\u/.test(s)),
        ),
        (s) => {
          const line = printable(s);
          expectSafe([line], 0);
          expect(undoEscapes(line)).toBe(s);
        },
      ),
      { seed: SEED, numRuns: RUNS * 2 },
    );
  });

  it("a bug's message is its first line, whatever it holds, then the stack's frames", () => {
    fc.assert(
      fc.property(name, (n) => {
        const lines = errorLines(new Error(n)).map(printable);
        expectSafe(lines, 0);
        expect(undoEscapes(lines[0])).toBe(`Error: ${n}`);
        expect(lines.slice(1).every((l) => l.trimStart().startsWith('at '))).toBe(true);
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });
});

describe('check: every line it can print at its end', () => {
  /** A result with one problem of each kind, every name and message the generated one. */
  const result = (n: string): CheckResult => ({
    pages: 1,
    invalidPages: [{ file: `${n}/index.html`, messages: [{ line: 2, column: 5, rule: n, message: n }] }],
    brokenLinks: [{ file: `${n}.html`, url: `/${n}` }],
    shareImageProblems: [{ file: n, message: n }],
    mediaProblems: [{ file: n, url: n, message: n }],
    graphConflicts: [{ id: n, property: n, values: [{ file: n, value: n }] }],
    links: [{ file: n, message: n }],
    names: [{ file: n, message: n }],
  });

  it.each(FORMATS)('--format %s', (format) => {
    fc.assert(
      fc.property(name, name, (n, dir) => {
        // The settings backend's answer is text from elsewhere too (settings-access.ts).
        const settings = `Settings access: ${n}`;
        const lines = printed(checkEndLines(format, result(n), dir, 1, settings));
        if (format === 'json') expect(JSON.parse(lines.out.join('\n'))).toMatchObject({ settingsAccess: settings });
        else expect(undoEscapes(lines.out[lines.out.length - 1])).toBe(settings);
        expectSafe([...lines.out, ...lines.err], format === 'github' ? 7 : 0);
        const at = (file: string) => path.join(dir, file);
        const expected = [
          { file: at(`${n}/index.html`), line: 2, column: 5, rule: n, message: n },
          { file: at(`${n}.html`), rule: 'local-link', message: `broken local link /${n}` },
          { file: at(n), rule: 'share-image', message: n },
          { file: at(n), rule: 'media-url', message: `${n}: ${n}` },
          { file: at(n), rule: 'symbolic-link', message: n },
          { file: at(n), rule: 'file-name', message: n },
          {
            file: at(n),
            rule: 'json-ld-conflict',
            message: `JSON-LD ${n} has 1 values for ${n}: ${n} ${n.slice(0, 80)}`,
          },
        ];
        if (format === 'json') {
          const report = JSON.parse(lines.out.join('\n')) as { problems: { file: string; message: string }[] };
          expect(report.problems.map(({ file, message }) => ({ file, message }))).toEqual(
            expected.map(({ file, message }) => ({ file, message })),
          );
        } else if (format === 'github') {
          const read = lines.out.slice(0, 7).map((line) => runnerReads(line)!);
          expect(read.map((r) => r.command)).toEqual(Array(7).fill('error'));
          for (const [i, r] of read.entries()) {
            expect(Object.keys(r.properties).every((k) => ['file', 'line', 'col', 'title'].includes(k))).toBe(true);
            expect(undoEscapes(r.properties.file)).toBe(expected[i].file);
            expectTitle(r.properties.title, `build-site check: ${expected[i].rule}`);
            expect(undoEscapes(r.data).startsWith(`${expected[i].message} (page /`)).toBe(true);
          }
          expect(read[0].properties.line).toBe('2');
          expect(read[0].properties.col).toBe('5');
        } else {
          expect(lines.err.map(undoEscapes)).toEqual([
            `${expected[0].file}:2:5 ${n}: ${n}`,
            ...expected.slice(1).map((p) => `${p.file}: ${p.message}`),
          ]);
        }
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });
});
