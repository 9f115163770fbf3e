// The problem catalogue (#38 point 2): every problem the CLI and the build raise in one line comes from
// generator/model/problems.ts, and the README's troubleshooting table says what the catalogue says.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';
import { buildEndLines } from '../../generator/cli/build-command.ts';
import { type ContentProblem, formatProblem, UsageError } from '../../generator/model/errors.ts';
import { PROBLEMS, type ProblemName, problemMessage, usageProblem } from '../../generator/model/problems.ts';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** The README's troubleshooting rows: what the user sees (its longest code span) and what to do. */
function troubleshootingRows(): { seen: string; todo: string }[] {
  const readme = read('README.md');
  const section = readme.slice(readme.indexOf('## Troubleshooting'));
  const table = section.slice(0, section.indexOf('\n## ') === -1 ? undefined : section.indexOf('\n## '));
  return table
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| you see') && !line.startsWith('|---'))
    .map((line) => {
      const [seen, ...todo] = line.slice(2, -2).split(' | ');
      // The longest code span is the message (a short one names a command: `serve` warns …).
      const spans = [...seen.matchAll(/`([^`]+)`/g)].map((m) => m[1]).sort((a, b) => b.length - a.length);
      return { seen: spans[0] ?? seen, todo: todo.join(' | ') };
    });
}

/** A README example as a pattern: "…" stands for any text, the rest is literal. */
const asPattern = (seen: string) =>
  new RegExp(
    seen
      .split('…')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*'),
  );

/** The line the CLI prints for a problem: a content file's, a build's failure line, or a command's `Error:` line. */
const printedLines = (message: string, at?: Omit<ContentProblem, 'message'>) => [
  ...(at ? [formatProblem({ ...at, message })] : []),
  String(buildEndLines('text', { ok: false, error: new UsageError(message) }, 'dist/').err[0]),
  `Error: ${message}`,
];

describe('the problem catalogue', () => {
  it('names its problems once, stably', () => {
    expect(Object.keys(PROBLEMS)).toEqual([
      'OutputFolderRefused',
      'OutputFolderForeign',
      'OutputLocked',
      'SourceDateEpochInvalid',
      'OutputMissing',
      'OutputIsFile',
      'ContentMissing',
      'BadSlug',
      'EntryExists',
      'NoKindFolder',
      'PortsInUse',
      'NotAnAddress',
      'PortNeedsPrivileges',
      'PathMissing',
      'FileUnreadable',
      'FolderUnusable',
      'CollectionEmpty',
      'WrongExtension',
      'NotUtf8',
      'FileNameNotUtf8',
      'LoneCarriageReturn',
      'ControlCharacter',
      'YamlDirective',
      'NotAFieldName',
      'YamlTag',
      'InvalidYaml',
      'TooManyAliases',
      'MoreProblems',
      'SlugMismatch',
      'UnknownReference',
      'BrokenImageLink',
      'MediaHostUnknown',
      'PublicLinkRefused',
      'ImageUnsupported',
      'ImageUnreadable',
      'PageDateOutOfRange',
      'ProjectIdTaken',
      'DuplicateRoute',
    ]);
  });

  it('gives every problem a message with what was expected or what to do, and a hint', () => {
    for (const [name, spec] of Object.entries(PROBLEMS)) {
      expect(spec.hint, name).toMatch(/^\S.*\S$/);
      expect(spec.hint, name).not.toMatch(/\.$/);
    }
    expect(problemMessage('BadSlug', 'constructor')).toBe(
      'bad slug "constructor": use lowercase letters, digits and single hyphens, like "heated-floors"',
    );
    expect(problemMessage('OutputLocked', undefined, 'dist', 120, '.dist.lock')).toBe(
      'another build (process unknown) is writing dist; waited 120 s (lock file .dist.lock)',
    );
    expect(problemMessage('PortsInUse', 4173, 4173)).toBe(
      'port 4173 is in use: stop the other server or pass another port with -p',
    );
    expect(problemMessage('PortsInUse', 4173, 4192)).toBe(
      'ports 4173 to 4192 are all in use: stop another server or pass another port with -p',
    );
  });

  it('raises a problem as a one-line UsageError carrying its name and hint', () => {
    const error = usageProblem('OutputMissing', '__proto__');
    expect(error).toBeInstanceOf(UsageError);
    expect(error.message).toBe('__proto__ does not exist: run "build-site build" first');
    expect(error.problem).toBe('OutputMissing');
    expect(error.hint).toBe('build before `check`');
  });

  it("prints the hint under the message when it stops a build, and names it in build's JSON", () => {
    const error = usageProblem('OutputFolderForeign', 'site', '.build-site-output');
    expect(buildEndLines('text', { ok: false, error }, 'site/').err).toEqual([
      'Build failed: refusing to use site as the output folder: it is not empty and has no .build-site-output file, so a build did not make it; expected a folder of its own such as dist/.',
      '  hint: the folder holds files no build wrote: pick an empty or new folder, or empty it yourself',
    ]);
    expect(JSON.parse(buildEndLines('json', { ok: false, error }, 'site/').out.join('\n'))).toEqual({
      command: 'build',
      ok: false,
      exitCode: 2,
      problems: [],
      error:
        'Build failed: refusing to use site as the output folder: it is not empty and has no .build-site-output file, so a build did not make it; expected a folder of its own such as dist/.',
      problem: 'OutputFolderForeign',
      hint: 'the folder holds files no build wrote: pick an empty or new folder, or empty it yourself',
    });
    // A usage mistake outside the catalogue (none is left in the generator) has no hint line.
    expect(buildEndLines('text', { ok: false, error: new UsageError('x') }, 'dist/').err).toEqual(['Build failed: x.']);
  });

  it('is where every one-line problem of the generator comes from', () => {
    const raisingElsewhere = fg
      .sync('generator/**/*.{ts,tsx}', { cwd: root })
      .filter((file) => /new UsageError\(/.test(read(file)) && file !== 'generator/model/problems.ts');
    expect(raisingElsewhere).toEqual([]);
  });
});

describe("the README's troubleshooting table", () => {
  const rows = troubleshootingRows();

  it('is read: its rows and their examples', () => {
    expect(rows.length).toBeGreaterThan(20);
    expect(rows.some((r) => r.seen.startsWith('Build failed: refusing to use .'))).toBe(true);
  });

  it.each(
    Object.entries(PROBLEMS)
      .filter(([, spec]) => 'readme' in spec)
      .map(([name]) => name as ProblemName),
  )('has a row for %s, with the message the CLI prints and the catalogue hint', (name) => {
    const spec = PROBLEMS[name] as {
      message: (...details: unknown[]) => string;
      hint: string;
      readme: unknown[];
      readmeAt?: Omit<ContentProblem, 'message'>;
    };
    const lines = printedLines(spec.message(...spec.readme), spec.readmeAt);
    const matching = rows.filter((row) => lines.some((line) => asPattern(row.seen).test(line)));
    expect(matching.length, `${name}: ${lines.join(' / ')}`).toBeGreaterThan(0);
    for (const row of matching) expect(row.todo, name).toBe(spec.hint);
  });
});
