// How `build` and `check` print their problems: text for people, one JSON object for scripts, GitHub
// workflow commands for pull requests (annotations on the changed lines). Only the shape of the output
// lives here; what counts as a problem is decided by the build and by check.ts.
import path from 'node:path';
import type { ContentProblem } from '../model/errors.ts';
import { problemMessage } from '../model/problems.ts';
import type { CheckResult, HtmlMessage } from './check.ts';
import { jsonLines, type Printed, WorkflowCommand } from './output.ts';

export const FORMATS = ['text', 'json', 'github'] as const;
export type Format = (typeof FORMATS)[number];

/** The format when none is asked for: GitHub's on its runners (they set GITHUB_ACTIONS=true), text elsewhere. */
export const defaultFormat = (env: NodeJS.ProcessEnv = process.env): Format =>
  env.GITHUB_ACTIONS === 'true' ? 'github' : 'text';

/** One problem in any format: where it is (file, line, column, field or rule), what is wrong, and on which page. */
export interface Problem {
  file: string;
  line?: number;
  column?: number;
  field?: string;
  rule?: string;
  message: string;
  /** The URL path of the page it is on (check only). */
  page?: string;
}

/** The exit codes, documented in the README: anything not 0, 1 or 2 is a failure of build-site itself. */
export const EXIT = { ok: 0, problems: 1, usage: 2, internal: 70 } as const;

export const fromContentProblem = (p: ContentProblem): Problem => ({
  file: p.file,
  ...(p.line ? { line: p.line } : {}),
  ...(p.field ? { field: p.field } : {}),
  message: p.message,
});

/** The URL path a file in the output answers at: about/index.html is /about, index.html is /. */
export function pageUrl(file: string): string {
  const posix = file.split(path.sep).join('/');
  if (posix === 'index.html') return '/';
  return `/${posix.replace(/\/index\.html$/, '')}`;
}

export const formatHtmlMessage = (m: HtmlMessage) => `${m.line}:${m.column} ${m.rule}: ${m.message}`;

/** Every problem of a check, with files named from the project folder (`out` as it was given, e.g. dist). */
export function checkProblems(result: CheckResult, out: string): Problem[] {
  const at = (file: string) => ({ file: path.join(out, file), page: pageUrl(file) });
  return [
    ...result.invalidPages.flatMap((p) =>
      p.messages.map((m) => ({ ...at(p.file), line: m.line, column: m.column, rule: m.rule, message: m.message })),
    ),
    ...result.brokenLinks.map((l) => ({
      ...at(l.file),
      rule: 'local-link',
      message: problemMessage('BrokenLocalLink', l.url),
    })),
    ...result.shareImageProblems.map((p) => ({ ...at(p.file), rule: 'share-image', message: p.message })),
    ...result.mediaProblems.map((p) => ({ ...at(p.file), rule: 'media-url', message: `${p.url}: ${p.message}` })),
    ...result.links.map((l) => ({ ...at(l.file), rule: 'symbolic-link', message: l.message })),
    ...result.names.map((n) => ({ ...at(n.file), rule: 'file-name', message: n.message })),
    ...(result.settingsExposures ?? []).map((e) => ({ ...at(e.file), rule: 'settings-access', message: e.message })),
    ...result.graphConflicts.map((c) => ({
      ...at(c.values[0]?.file ?? ''),
      rule: 'json-ld-conflict',
      message: conflictMessage(c),
    })),
  ];
}

/**
 * One problem as a line of text, named like a compiler's (`dist/about/index.html:3:5 rule: message`) so
 * editors and terminals open the file at the line; problems without a line read `file: message`.
 */
export function textProblem(p: Problem): string {
  if (!p.line) return `${p.file}: ${p.message}`;
  const where = `${p.file}:${p.line}${p.column ? `:${p.column}` : ''}`;
  const label = p.field ?? p.rule;
  return `${where}${label ? ` ${label}` : ''}: ${p.message}`;
}

export const conflictMessage = (c: CheckResult['graphConflicts'][number]) =>
  problemMessage(
    'JsonLdConflict',
    c.id,
    c.values.length,
    c.property,
    c.values.map((v) => `${v.file} ${v.value.slice(0, 80)}`).join(' | '),
  );

// GitHub's workflow-command escaping: data escapes %, CR and LF; property values also : and ,.
const escapeData = (s: string) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (s: string) => escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');

/** One `::error` workflow command, which GitHub shows as an annotation on the file's line. */
export function githubAnnotation(command: 'build' | 'check', p: Problem): string {
  const props = [
    `file=${escapeProperty(p.file.split(path.sep).join('/'))}`,
    ...(p.line ? [`line=${p.line}`] : []),
    ...(p.column ? [`col=${p.column}`] : []),
    `title=${escapeProperty(`build-site ${command}${p.field ? `: ${p.field}` : p.rule ? `: ${p.rule}` : ''}`)}`,
  ];
  const page = p.page ? ` (page ${p.page})` : '';
  return `::error ${props.join(',')}::${escapeData(p.message + page)}`;
}

/** The one JSON object `--format json` prints. */
export interface JsonReport {
  command: 'build' | 'check';
  ok: boolean;
  exitCode: number;
  problems: Problem[];
  /** A usage mistake or an internal failure, which is not a problem of the content or the site. */
  error?: string;
  [detail: string]: unknown;
}

/**
 * What `check` prints, in `format`: each problem (text on stderr, annotations or one JSON object on
 * stdout), then the count of each kind and `settingsAccess`, the line saying what the settings backend
 * answered (settings-access.ts). `named`: the checked folder as it was given (dist).
 */
export function checkEndLines(
  format: Format,
  result: CheckResult,
  named: string,
  exitCode: number,
  settingsAccess?: string,
  /** `check --launch`: the placeholders left in the content (launch-check.ts) and its summary line. */
  launch?: { problems: Problem[]; summary: string },
): Printed {
  const problems = [...checkProblems(result, named), ...(launch?.problems ?? [])];
  if (format === 'json') {
    const report: JsonReport = {
      command: 'check',
      ok: exitCode === EXIT.ok,
      exitCode,
      pages: result.pages,
      // JSON leaves out a key holding undefined: no settingsAccess line, no key.
      settingsAccess,
      ...(launch ? { placeholders: launch.problems.length } : {}),
      problems,
    };
    return { out: jsonLines(report), err: [] };
  }
  const settings = [...(settingsAccess === undefined ? [] : [settingsAccess]), ...(launch ? [launch.summary] : [])];
  const counts =
    `Checked ${result.pages} pages: ${result.invalidPages.length} invalid, ${result.brokenLinks.length} broken local links, ` +
    `${result.shareImageProblems.length} share-image problems, ${result.mediaProblems.length} media-URL problems, ${result.graphConflicts.length} JSON-LD conflicts, ${result.links.length} symbolic links${result.names.length > 0 ? `, ${result.names.length} names not UTF-8` : ''}`;
  if (format === 'github')
    return {
      out: [...problems.map((p) => new WorkflowCommand(githubAnnotation('check', p))), counts, ...settings],
      err: [],
    };
  return { out: [counts, ...settings], err: problems.map(textProblem) };
}
