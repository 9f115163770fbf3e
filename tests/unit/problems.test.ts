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
      'SettingsExposed',
      'PortsInUse',
      'PortInvalid',
      'ScaffoldKindUnknown',
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
      'ImageLinkedOutside',
      'ImageMissing',
      'ImageTooSmall',
      'CaptionsMissing',
      'CaptionsNotVtt',
      'PageDateOutOfRange',
      'ProjectIdTaken',
      'DuplicateRoute',
      'FrontMatterMissing',
      'FrontMatterUnclosed',
      'GuideLinkRefused',
      'GuidePicture',
      'GuideHeadingOne',
      'GuideLinkUnknown',
      'PricesUnknownServices',
      'PricesNoLocations',
      'PricesNoServices',
      'PricesNotQuoted',
      'FieldMissing',
      'FieldWrongType',
      'FieldUnknown',
      'TextHidden',
      'TextInvisibleOnly',
      'DateYearZero',
      'GuideUpdatedBeforePublished',
      'PhoneNotDigits',
      'PhoneNotInPlan',
      'PhoneMismatch',
      'ItemIconMissing',
      'ProjectNeedsVideo',
      'ProjectNeedsImage',
      'StateNeedsPoster',
      'EntrySlugFixed',
      'EntryAddressTaken',
      'EntryProjectIdTaken',
      'EntryPathTaken',
      'EditorRepoMissing',
      'EditorApiMissing',
      'RepoFormat',
      'BranchFormat',
      'AuthPathFormat',
      'PhoneE164Format',
      'HoursDaysFormat',
      'HoursTimesFormat',
      'TrailingSlash',
      'CountryCodeFormat',
      'LogoOutsideMedia',
      'FormIdFormat',
      'SecretSupabaseKey',
      'TagManagerIdFormat',
      'HttpsOriginFormat',
      'BadgeNoIcon',
      'TextEmpty',
      'PriceFormat',
      'TimeframeFormat',
      'ProjectIdFormat',
      'DateFormat',
      'MonthYearFormat',
      'ProjectRefFormat',
      'AnchorFormat',
      'SitePathFormat',
      'UrlNotPrintable',
      'HttpUrlFormat',
      'HttpsUrlFormat',
      'BackendUrlFormat',
      'MediaRefFormat',
      'MediaRefOutside',
      'MediaRefNotPhoto',
      'MediaBaseFormat',
      'SlugFormat',
      'CaptionsPathFormat',
      'LanguageCodeFormat',
      'TooLong',
      'BlanksUnknown',
      'BrokenLocalLink',
      'MediaFolderDoubled',
      'VideoTypeUnknown',
      'VideoTypeWrong',
      'VideoSourceRepeated',
      'ShareImageMissing',
      'ShareImageNotAbsolute',
      'ShareImageSizeDeclared',
      'ShareImageAltMissing',
      'ShareImageNotInOutput',
      'ShareImageFormat',
      'ShareImageSize',
      'JsonLdConflict',
      'OutputLink',
      'OutputHoldsLink',
      'LaunchAdminLink',
      'LaunchExampleDomain',
      'LaunchFictionalPhone',
      'LaunchUnsetValue',
      'LaunchPlaceholderPicture',
      'LaunchSampleTestimonial',
      'LaunchRepeatedReviewer',
      'DevBuildNotStarted',
      'DevBuildExited',
      'EditorPathRefused',
      'EditorPhotoName',
      'EditorNotBase64',
      'EditorNotText',
      'EditorEntryExists',
      'EditorDeveloperSettings',
      'EditorSaveWouldBreak',
      'EditorDeleteWouldBreak',
      'EditorNoSuchFile',
      'EditorNotThisComputer',
      'EditorForeignHost',
      'EditorForeignOrigin',
      'EditorAccessRefused',
      'EditorNotPost',
      'EditorNotJson',
      'EditorRequestTooLarge',
      'EditorBodyNotJson',
      'EditorBackendFailed',
      'EditorUnknownAction',
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

  it("is where commander's argument errors and check's settings exposure come from", () => {
    const inlineArgumentErrors = fg
      .sync('generator/**/*.{ts,tsx}', { cwd: root })
      .filter((file) => /new InvalidArgumentError\((?!problemMessage\()/.test(read(file)));
    expect(inlineArgumentErrors).toEqual([]);
    expect(problemMessage('PortInvalid')).toBe('expected a port number from 1 to 65535.');
    expect(problemMessage('ScaffoldKindUnknown', 'service, location')).toBe('expected one of service, location.');
    expect(read('generator/cli/settings-access.ts')).toContain("problemMessage('SettingsExposed', which, fields)");
  });

  it("is where check's, the launch check's, dev's, the editor backend's and routes', a guide body's and the schemas' own messages come from", () => {
    expect(handWrittenMessages()).toEqual([]);
  });

  it('finds a message written inline again (the rule above can fail)', () => {
    const inline = (file: string, text: string) => handWrittenMessages(new Map([[file, text]]));
    expect(inline('generator/cli/check.ts', "problems.push({ url, message: 'video listed twice' });")).toEqual([
      "generator/cli/check.ts: message: 'video",
    ]);
    expect(inline('generator/cli/check.ts', "if (!url) return ['no og:image'];")).toEqual([
      "generator/cli/check.ts: return ['no",
    ]);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a module's source text, as read.
    expect(inline('generator/cli/check.ts', 'problems.push(`og:image ${url} is not absolute`);')).toEqual([
      'generator/cli/check.ts: problems.push(`og:image',
    ]);
    expect(inline('generator/pipeline/steps/swap.ts', 'throw new Error(`the output would hold a link`);')).toEqual([
      'generator/pipeline/steps/swap.ts: throw new Error(`the',
    ]);
    expect(
      inline('generator/serve/editor/admin-routes.ts', "answerJson(req, res, 405, { error: 'expected POST' });"),
    ).toEqual(["generator/serve/editor/admin-routes.ts: error: 'expected"]);
    expect(inline('generator/pipeline/images/process.ts', 'problem(firstUse, `missing image`);')).toEqual([
      'generator/pipeline/images/process.ts: problem(firstUse, `missing',
    ]);
    expect(inline('generator/serve/editor/backend.ts', "throw new Refused(404, 'gone');")).toEqual([
      'generator/serve/editor/backend.ts: new Refused(',
    ]);
    expect(
      inline(
        'generator/model/schema/guide.ts',
        "ctx.addIssue({ code: 'custom', path: ['updated'], message: 'too early' });",
      ),
    ).toEqual(["generator/model/schema/guide.ts: message: 'too"]);
    expect(inline('generator/model/schema/calendar-date.ts', 'error: (issue) => `expected a date, got x`')).toEqual([
      'generator/model/schema/calendar-date.ts: error: (issue) => `expected',
      'generator/model/schema/calendar-date.ts: `expected a',
    ]);
    expect(
      inline('generator/model/schema/collections.ts', "startingPrice: z.string().regex(/^\\$/, 'expected a price'),"),
    ).toEqual(["generator/model/schema/collections.ts: 'expected a"]);
    expect(inline('generator/model/schema/guide.ts', "title: text.max(110, 'keep titles short'),")).toEqual([
      "generator/model/schema/guide.ts: 'keep titles",
    ]);
    expect(inline('generator/model/schema-issues.ts', "return 'unknown field(s)';")).toEqual([
      "generator/model/schema-issues.ts: return 'unknown",
    ]);
    // Building a message from the catalogue, or a line that is no message, passes.
    expect(
      inline('generator/cli/check.ts', "problems.push({ url, message: problemMessage('VideoSourceRepeated') });"),
    ).toEqual([]);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a module's source text, as read.
    expect(inline('generator/cli/report.ts', 'return `${p.file}: ${p.message}`;')).toEqual([]);
  });
});

/**
 * The modules whose problems come from the catalogue, and what in them would be a message written by hand: a
 * `message:` or a problem pushed, returned or thrown as a literal, or a `Refused` made other than by `refused()`
 * (generator/serve/editor/backend-files.ts). `sources` stands in for files as read, to show the rule finds one.
 */
function handWrittenMessages(sources = new Map<string, string>()): string[] {
  const literal = `\\s*(?:['"]|\`(?!\\$\\{))`;
  const patterns = [
    // Not the protocol's answer to a save or a deletion (`return { message: 'entry persisted' }`): no problem.
    new RegExp(`(?<!return \\{ )\\bmessage:${literal}\\S*`, 'g'),
    new RegExp(`\\bproblems\\.push\\(${literal}\\S*`, 'g'),
    new RegExp(`\\bthrow new Error\\(${literal}\\S*`, 'g'),
    /\bnew Refused\(/g,
    // The editor routes' answers ({ error: … }) and access verdicts ({ ok: false, reason: … }).
    new RegExp(`\\b(?:error|reason):${literal}\\S*`, 'g'),
    // A photo's problem reported at its use (pipeline/images/process.ts).
    new RegExp(`\\bproblem\\(\\s*\\w+,${literal}\\S*`, 'g'),
  ];
  // check.ts returns the share-image problems it finds as strings, schema-issues.ts a field's message.
  const returned = new RegExp(`\\breturn\\s*\\[?${literal}\\S*`, 'g');
  const returning = [
    'generator/cli/check.ts',
    'generator/model/schema-issues.ts',
    'generator/pipeline/content/captions.ts',
  ];
  // A zod refinement's message given as a function of the issue (calendar-date.ts).
  const errorFunction = new RegExp(`\\berror:\\s*\\(?\\w*\\)?\\s*=>${literal}\\S*`, 'g');
  // A schema's own message, as the style guide starts one (`.regex(RE, 'expected a price like …')`).
  const schemaWords = /['"`](?:expected|keep) \S*/g;
  const files = [
    'generator/model/front-matter.ts',
    'generator/model/markdown.ts',
    'generator/model/guide-body.ts',
    'generator/model/guide-prices.ts',
    'generator/model/schema-issues.ts',
    ...fg.sync('generator/model/schema/**/*.ts', { cwd: root }).sort(),
    'generator/cli/check.ts',
    'generator/cli/launch-check.ts',
    'generator/cli/report.ts',
    'generator/pipeline/write/output-links.ts',
    'generator/pipeline/steps/swap.ts',
    'generator/serve/dev/builder.ts',
    'generator/serve/dev/build-child.ts',
    'generator/serve/editor/backend.ts',
    'generator/serve/editor/backend-save.ts',
    'generator/serve/editor/backend-files.ts',
    'generator/pipeline/images/process.ts',
    'generator/pipeline/content/captions.ts',
    'generator/editor/entry-problems.ts',
    'generator/serve/editor/admin-routes.ts',
    'generator/serve/editor/access.ts',
  ];
  return (sources.size > 0 ? [...sources.keys()] : files).flatMap((file) => {
    const text = sources.get(file) ?? read(file);
    const found = [
      ...patterns,
      errorFunction,
      ...(returning.includes(file) ? [returned] : []),
      ...(file.startsWith('generator/model/schema/') ? [schemaWords] : []),
    ].flatMap((pattern) => [...text.matchAll(pattern)].map((m) => `${file}: ${m[0]}`));
    // A bug's guard, which no user can cause or fix: it keeps its stack (cli.ts prints it as a bug).
    const bugs = ['generator/editor/entry-problems.ts: throw new Error(`kind'];
    // The one place a Refused is made: refused(), from the catalogue.
    return (
      file === 'generator/serve/editor/backend-files.ts' && sources.size === 0
        ? found.filter((f) => f !== `${file}: new Refused(` || text.split('new Refused(').length !== 2)
        : found
    ).filter((f) => !bugs.includes(f));
  });
}

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
