// The launch check (`build-site check --launch`): what in content/ is still a placeholder and must be
// replaced before the site goes live, each with its file and line. It reads the content files as
// text (comments left out), so it finds a placeholder whatever field holds it, plus the testimonials
// and reviews as data: those the content marks `sample: true`, and a reviewer's name quoted from
// two towns, the sign of invented reviews (the FTC's 2024 rule on fake reviews targets them).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import type { ContentProblem } from '../model/errors.ts';
import { problemMessage, usageProblem } from '../model/problems.ts';
import { lineOf, parseWithLines, type Parsed } from '../pipeline/content/read-yaml.ts';
import { walkContent } from '../model/content-walk.ts';

/** The kinds of placeholder, as each problem's rule; the summary counts them in this order. */
export const LAUNCH_RULES = [
  'example-domain',
  'fictional-phone',
  'admin-link',
  'unset-value',
  'placeholder-picture',
  'sample-testimonial',
  'repeated-reviewer',
] as const;
export type LaunchRule = (typeof LAUNCH_RULES)[number];

export interface LaunchProblem {
  /** The content file from the project folder (content/site.yaml). */
  file: string;
  line: number;
  rule: LaunchRule;
  message: string;
}

/** Host names reserved for examples (RFC 2606, RFC 6761): example.com/.net/.org and the .example, .test, .invalid TLDs. */
const EXAMPLE_HOST = /\b(?:[a-z0-9-]+\.)*(?:example\.(?:com|net|org)|[a-z0-9-]+\.(?:example|test|invalid))\b/gi;
/** North American numbers on the 555 exchange (555-0100 to 555-0199 are reserved for fiction), as written or E.164. */
const FICTIONAL_PHONE = /(?:\(?\b\d{3}\)?[\s.-]?555[\s.\-\u2011]?\d{4}\b|\+1\d{3}555\d{4}\b)/g;
/** The shipped placeholder illustrations (public/media/placeholders/). */
const PLACEHOLDER_PICTURE = /\bplaceholders\/[\w./-]+\.(?:svg|png|jpe?g|webp)\b/g;
/** Values the shipped content asks to be set (`public-anon-key-set-me`). */
const UNSET = /\b[\w-]*set-me\b/gi;

/** The lines of a content file that reach the site: a YAML file's or a guide's front matter less its comments. */
function contentLines(source: string, markdown: boolean): { line: number; text: string }[] {
  const lines = source.split(/\r?\n/);
  const out: { line: number; text: string }[] = [];
  let frontMatter = !markdown;
  lines.forEach((text, i) => {
    if (markdown && i === 0 && text === '---') {
      frontMatter = true;
      return;
    }
    if (markdown && frontMatter && text === '---') {
      frontMatter = false;
      return;
    }
    // A YAML comment (a whole line from #) never reaches a page.
    if (frontMatter && /^\s*#/.test(text)) return;
    out.push({ line: i + 1, text: frontMatter ? text.replace(/\s+#\s.*$/, '') : text });
  });
  return out;
}

/** The YAML key a line sets (`adminUrl: …` is adminUrl), if any. */
const keyOf = (text: string) => /^\s*(?:-\s+)?([A-Za-z][\w]*):/.exec(text)?.[1];

function textProblems(file: string, source: string): LaunchProblem[] {
  const problems: LaunchProblem[] = [];
  for (const { line, text } of contentLines(source, file.endsWith('.md'))) {
    const key = keyOf(text);
    for (const host of new Set([...text.matchAll(EXAMPLE_HOST)].map((m) => m[0].toLowerCase()))) {
      // The whole address or URL the host is part of ("info@capitolfloorworks.example").
      const value =
        text
          .split(/[\s"'()<>,]+/)
          .find((t) => t.toLowerCase().includes(host))
          ?.replace(/[.;:]+$/, '') ?? host;
      if (key === 'adminUrl')
        problems.push({
          file,
          line,
          rule: 'admin-link',
          message: problemMessage('LaunchAdminLink', value),
        });
      else
        problems.push({
          file,
          line,
          rule: 'example-domain',
          message: problemMessage('LaunchExampleDomain', key, value, host),
        });
    }
    for (const phone of new Set([...text.matchAll(FICTIONAL_PHONE)].map((m) => m[0])))
      problems.push({
        file,
        line,
        rule: 'fictional-phone',
        message: problemMessage('LaunchFictionalPhone', key, phone),
      });
    for (const value of new Set([...text.matchAll(UNSET)].map((m) => m[0])))
      problems.push({
        file,
        line,
        rule: 'unset-value',
        message: problemMessage('LaunchUnsetValue', key, value),
      });
    for (const picture of new Set([...text.matchAll(PLACEHOLDER_PICTURE)].map((m) => m[0])))
      problems.push({
        file,
        line,
        rule: 'placeholder-picture',
        message: problemMessage('LaunchPlaceholderPicture', key, picture),
      });
  }
  return problems;
}

/** A testimonial or review: a quoted customer with a name, a rating and words. */
interface Quote {
  file: string;
  line: number;
  name: string;
  /** The town or role under the name. */
  place: string;
  sample: boolean;
}

/** Every testimonial and review of one parsed file, with the line of its name. */
function quotesIn(file: string, parsed: Parsed, data: unknown): Quote[] {
  const quotes: Quote[] = [];
  walkContent(data, (value, at) => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
    const o = value as Record<string, unknown>;
    if (!(typeof o.name === 'string' && typeof o.text === 'string' && typeof o.rating === 'number')) return undefined;
    const place = typeof o.role === 'string' ? o.role : typeof o.location === 'string' ? o.location : '';
    quotes.push({ file, line: lineOf(parsed, [...at, 'name']), name: o.name, place, sample: o.sample === true });
    // A quote's own fields hold no other quote.
    return false;
  });
  return quotes;
}

/** Sample entries, and a name quoted from different towns (unless each of those is marked sample already). */
function quoteProblems(quotes: Quote[]): LaunchProblem[] {
  const problems: LaunchProblem[] = [];
  for (const q of quotes)
    if (q.sample)
      problems.push({
        file: q.file,
        line: q.line,
        rule: 'sample-testimonial',
        message: problemMessage('LaunchSampleTestimonial', q.name, q.place),
      });
  const byName = new Map<string, Quote[]>();
  for (const q of quotes) {
    const key = q.name.trim().toLowerCase();
    byName.set(key, [...(byName.get(key) ?? []), q]);
  }
  for (const same of byName.values()) {
    const places = new Set(same.map((q) => q.place.trim().toLowerCase()));
    if (places.size < 2) continue;
    for (const q of same) {
      if (q.sample) continue;
      const others = same.filter((o) => o !== q).map((o) => `${o.place || 'no town'} (${o.file}:${o.line})`);
      problems.push({
        file: q.file,
        line: q.line,
        rule: 'repeated-reviewer',
        message: problemMessage('LaunchRepeatedReviewer', q.name, q.place, others.join(', ')),
      });
    }
  }
  return problems;
}

/**
 * Every placeholder in the content folder `contentDir`, files named from the project folder as
 * `shown` (content), sorted by file and line. Files that do not parse are left to `build`, which
 * reports them; their text is still searched.
 */
export function launchProblems(contentDir: string, shown = path.basename(contentDir)): LaunchProblem[] {
  const files = fg.sync('**/*.{yaml,md}', { cwd: contentDir, ignore: ['media/**'] }).sort();
  const problems: LaunchProblem[] = [];
  const quotes: Quote[] = [];
  for (const rel of files) {
    const file = path.join(shown, rel);
    const source = readFileSync(path.join(contentDir, rel), 'utf8');
    problems.push(...textProblems(file, source));
    // A guide's front matter starts on its second line.
    const markdown = rel.endsWith('.md');
    const yaml = markdown ? /^---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1] : source;
    if (yaml === undefined) continue;
    const ignored: ContentProblem[] = [];
    const parsed = parseWithLines(file, yaml, ignored);
    if (parsed)
      quotes.push(
        ...quotesIn(file, parsed, parsed.doc.toJS()).map((q) => ({ ...q, line: q.line + (markdown ? 1 : 0) })),
      );
  }
  problems.push(...quoteProblems(quotes));
  return problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

/**
 * The launch check as `check --launch` runs it: the content folder as given on the command line (a
 * usage mistake when it does not exist), files named from the working folder; its problems and the
 * summary line that ends the report.
 */
export function launchReport(content: string): { problems: LaunchProblem[]; summary: string } {
  if (!existsSync(content)) throw usageProblem('ContentMissing', content);
  const dir = path.resolve(content);
  const problems = launchProblems(dir, path.relative(process.cwd(), dir) || '.');
  return { problems, summary: launchSummary(problems) };
}

/** One line saying how many of each kind are left, for the end of the report. */
export function launchSummary(problems: LaunchProblem[]): string {
  if (problems.length === 0) return 'Launch check: no placeholders left in the content.';
  const counts = LAUNCH_RULES.map((rule) => [rule, problems.filter((p) => p.rule === rule).length] as const)
    .filter(([, n]) => n > 0)
    .map(([rule, n]) => `${n} ${rule}`);
  return `Launch check: ${problems.length} placeholder(s) still in the content (${counts.join(', ')}); replace them before going live.`;
}
