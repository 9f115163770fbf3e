// One content file loaded: read, parsed (a guide's front matter), validated against its schema,
// with its problems as file:line field. Pure per-file work with no shared state, so the main
// thread (load.ts) and the render workers' load job (render/load-job.ts) read a file one way;
// putting the files together (order, drafts, the cache file) stays with load.ts.
import path from 'node:path';
import type { z } from 'zod';
import {
  MAX_YAML_ERRORS,
  lineOf,
  moreProblems,
  parseData,
  parseWithLines,
  readSource,
  type Parsed,
} from './read-yaml.ts';
import type { ContentProblem } from '../../model/errors.ts';
import { problemMessage } from '../../model/problems.ts';
import { describeIssue, fieldName } from '../../model/schema-issues.ts';
import { type FrontMatterSplit, splitFrontMatter } from '../../model/front-matter.ts';
import { contentKey } from './content-cache.ts';

/** What loading one file gave; plain data, so it crosses from a worker as it is. */
export interface LoadedFile {
  /** The validated data; undefined when the file has problems. */
  value?: unknown;
  /** Its problems in the order found. */
  problems: ContentProblem[];
  /**
   * The name of the file's text (content-cache.ts, contentKey): its key in the content cache, and how
   * a later line lookup knows the file is unchanged (sources.ts); undefined when unreadable. The text
   * itself is not kept: 194 MB for 16,000 pages, needed only for a problem's line.
   */
  key?: string;
  /** `value` was validated now, not taken from the content cache: the cache should store it. */
  fresh?: boolean;
}

/** A content cache lookup by a file's key (ContentCache.get); undefined when it holds nothing for it. */
export type CacheLookup = (key: string) => unknown;

/** loadFile's result with what loadEntryFile still reads: the YAML text and its parse with positions, if made. */
type LoadedText = LoadedFile & { text?: string; parsed?: Parsed };

/**
 * Loads `rel` (relative to `dir`) with `schema`. A Markdown file's YAML is its front matter, and
 * the loader adds the slug (its name), the body and the body's first line.
 */
export function loadFile(
  dir: string,
  rel: string,
  schema: z.ZodType,
  markdown = false,
  cached?: CacheLookup,
): LoadedFile {
  const { text, parsed, ...loaded } = loadText(dir, rel, schema, markdown, cached);
  return loaded;
}

function loadText(dir: string, rel: string, schema: z.ZodType, markdown: boolean, cached?: CacheLookup): LoadedText {
  const problems: ContentProblem[] = [];
  const read = readYamlText(dir, rel, markdown, problems);
  if (!read) return { problems };
  const { text, key, split } = read;
  const fromCache = cached?.(key);
  if (fromCache !== undefined) return { problems, key, value: fromCache, text };
  const yaml = parseData(read.file, text, problems);
  if (!yaml) return { problems, key };
  let parsed: Parsed | undefined = yaml.parsed;
  const data =
    split && yaml.data !== null && typeof yaml.data === 'object' && !Array.isArray(yaml.data)
      ? { ...yaml.data, slug: path.basename(rel, '.md'), body: split.body, bodyLine: split.bodyLine }
      : yaml.data;
  const result = schema.safeParse(data, { reportInput: true });
  if (result.success) return { problems, key, value: result.data, fresh: true, text, parsed };
  parsed ??= parseWithLines(read.file, text, problems);
  const at = (issue: z.core.$ZodIssue) => (parsed ? lineOf(parsed, issue.path) : undefined);
  const issues = distinctIssues(result.error.issues);
  // A list of 20,000 bad items is one mistake repeated: the first few show it, as with parser errors.
  for (const issue of issues.slice(0, MAX_YAML_ERRORS)) {
    problems.push({
      file: read.file,
      line: at(issue),
      field: fieldName(issue.path) || undefined,
      message: describeIssue(issue),
    });
  }
  const rest = issues.length - MAX_YAML_ERRORS;
  if (rest > 0) {
    problems.push({ file: read.file, line: at(issues[MAX_YAML_ERRORS]), message: moreProblems(rest) });
  }
  return { problems, key };
}

/** A collection entry's file (`services/<slug>.yaml`): loadFile, then its slug must be its file name. */
export function loadEntryFile(
  dir: string,
  rel: string,
  schema: z.ZodType<{ slug: string }>,
  markdown = false,
  cached?: CacheLookup,
): LoadedFile {
  const { parsed, text, ...loaded } = loadText(dir, rel, schema, markdown, cached);
  const entry = loaded.value as { slug: string } | undefined;
  const expected = path.basename(rel, markdown ? '.md' : '.yaml');
  if (entry !== undefined && entry.slug !== expected) {
    const file = path.join(path.basename(dir), rel);
    // The parse with positions of the text, as ContentSources.lineOf makes it.
    const lines = parsed ?? (text === undefined ? undefined : parseWithLines(file, text, []));
    loaded.problems.push({
      file,
      line: lines ? lineOf(lines, ['slug']) : undefined,
      field: 'slug',
      message: problemMessage('SlugMismatch', entry.slug, expected),
    });
  }
  return loaded;
}

/**
 * The YAML text of a content file (a Markdown file's front matter, with the split), and its key
 * (contentKey, of the whole file); undefined, with its problem in `problems`, when it cannot be read.
 */
function readYamlText(
  dir: string,
  rel: string,
  markdown: boolean,
  problems: ContentProblem[],
): { file: string; text: string; key: string; split?: FrontMatterSplit } | undefined {
  const read = readSource(dir, rel, problems);
  if (!read) return undefined;
  const key = contentKey(rel, read.source);
  if (!markdown) return { file: read.file, text: read.source, key };
  const split = splitFrontMatter(read.file, read.source);
  if (!('yaml' in split)) {
    problems.push(split);
    return undefined;
  }
  return { file: read.file, text: split.yaml, key, split };
}

/** The YAML text of a content file as loadFile reads it, and its key; undefined when it cannot be read. */
export function readYaml(dir: string, rel: string, markdown: boolean): { text: string; key: string } | undefined {
  const read = readYamlText(dir, rel, markdown, []);
  return read && { text: read.text, key: read.key };
}

/** One bad value can fail two checks with the same words (a URL's scheme and its host): say it once. */
function distinctIssues(issues: z.core.$ZodIssue[]): z.core.$ZodIssue[] {
  const seen = new Set<string>();
  return issues.filter((issue) => {
    const key = `${fieldName(issue.path)}\0${describeIssue(issue)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
