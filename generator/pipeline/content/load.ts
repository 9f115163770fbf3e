// Load: read YAML files under content/, validate each against its schema and
// keep line numbers so every problem names file, line and field.
import { statSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import type { z } from 'zod';
import { ContentCache } from './content-cache.ts';
import { ANCHOR, PARSE_FAILED, lineOf, parseFast, parseFile, parseWithLines, readSource, toData, type Parsed } from './read-yaml.ts';
import { ContentError, quote, type ContentProblem } from '../../model/errors.ts';
import { pageFiles, type Content, type Pages } from '../../model/content.ts';
import { siteSchema, navigationSchema, serviceSchema, locationSchema, projectSchema } from '../../model/schema/index.ts';

/** A field path as people read it: testimonials[0].rating. */
export function fieldName(fieldPath: PropertyKey[]): string {
  return fieldPath.map((k, i) => (typeof k === 'number' ? `[${k}]` : i === 0 ? String(k) : `.${String(k)}`)).join('');
}

function describeIssue(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type') {
    return issue.input === undefined ? `required field is missing (expected ${issue.expected})` : `expected ${issue.expected}, got ${quote(issue.input)}`;
  }
  if (issue.code === 'unrecognized_keys') return `unknown field(s) ${issue.keys.join(', ')}`;
  return issue.message;
}

function loadOne<S extends z.ZodType>(dir: string, rel: string, schema: S, problems: ContentProblem[], cache?: ContentCache): z.infer<S> | undefined {
  const read = readSource(dir, rel, problems);
  if (!read) return undefined;
  const cached = cache?.get(rel, read.source);
  if (cached !== undefined) return cached as z.infer<S>;
  let data = ANCHOR.test(read.source) ? PARSE_FAILED : parseFast(read.source);
  let parsed: Parsed | undefined;
  if (data === PARSE_FAILED) {
    parsed = parseWithLines(read.file, read.source, problems);
    if (!parsed) return undefined;
    data = toData(parsed, problems);
    if (data === PARSE_FAILED) return undefined;
  }
  const result = schema.safeParse(data, { reportInput: true });
  if (result.success) {
    cache?.set(rel, read.source, result.data);
    return result.data;
  }
  parsed ??= parseWithLines(read.file, read.source, problems);
  // One bad value can fail two checks with the same words (a URL's scheme and its host): say it once.
  const seen = new Set<string>();
  for (const issue of result.error.issues) {
    const key = `${fieldName(issue.path)}\0${describeIssue(issue)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push({ file: read.file, line: parsed ? lineOf(parsed, issue.path) : undefined, field: fieldName(issue.path) || undefined, message: describeIssue(issue) });
  }
  return undefined;
}

/** Why a folder cannot be listed (missing, a file, a link loop), or undefined when it is a readable folder. */
function folderProblem(folder: string, expected: string): string | undefined {
  try {
    return statSync(folder).isDirectory() ? undefined : `is a file: expected ${expected}`;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return `folder is missing: expected ${expected}`;
    if (code === 'ELOOP') return `is a symbolic link that loops: expected ${expected}`;
    return `cannot be read (${(error as Error).message.split('\n')[0]}): expected ${expected}`;
  }
}

function loadCollection<S extends z.ZodType>(
  dir: string, folder: string, schema: S, problems: ContentProblem[], sources: Map<object, string>, cache?: ContentCache,
): z.infer<S>[] {
  // Folders and broken links named *.yaml are listed too, so they get their own message.
  const files = fg.sync(`${folder}/*.yaml`, { cwd: dir, onlyFiles: false, suppressErrors: true }).sort();
  if (files.length === 0) {
    const message = folderProblem(path.join(dir, folder), 'a folder of .yaml files') ?? 'expected at least one .yaml file';
    problems.push({ file: path.join(path.basename(dir), folder), message });
  }
  const entries: z.infer<S>[] = [];
  for (const rel of files) {
    const entry = loadOne(dir, rel, schema, problems, cache);
    if (entry === undefined) continue;
    const expected = path.basename(rel, '.yaml');
    const entrySlug = (entry as { slug?: string }).slug;
    if (entrySlug !== undefined && entrySlug !== expected) {
      problems.push({ file: path.join(path.basename(dir), rel), field: 'slug', message: `slug "${entrySlug}" must match the file name "${expected}"` });
    }
    sources.set(entry as object, path.join(path.basename(dir), rel));
    entries.push(entry);
  }
  return entries;
}

export interface LoadOptions {
  /** Folder for the content cache (content-cache.ts); without it every file is parsed. */
  cacheDir?: string;
  /** false: parse every file, and still write the cache. */
  read?: boolean;
}

/** Reads and validates all content; throws ContentError listing every problem found. */
export function loadContent(dir: string, options: LoadOptions = {}): Content {
  const problems: ContentProblem[] = [];
  // Without this, a mistyped -c would list every content file as missing.
  const unusable = folderProblem(dir, 'a folder of content (site.yaml, pages/, services/, ...)');
  if (unusable) throw new ContentError([{ file: path.basename(dir), message: unusable }]);
  const sources = new Map<object, string>();
  const cache = options.cacheDir ? ContentCache.open(options.cacheDir, dir, options.read !== false) : undefined;
  const site = loadOne(dir, 'site.yaml', siteSchema, problems, cache);
  const navigation = loadOne(dir, 'navigation.yaml', navigationSchema, problems, cache);
  const pages: Partial<Record<keyof Pages, unknown>> = {};
  for (const [key, [rel, schema]] of Object.entries(pageFiles) as [keyof Pages, typeof pageFiles[keyof Pages]][]) {
    pages[key] = loadOne(dir, rel, schema, problems, cache);
  }
  const services = loadCollection(dir, 'services', serviceSchema, problems, sources, cache).sort((a, b) => a.order - b.order);
  const locations = loadCollection(dir, 'locations', locationSchema, problems, sources, cache);
  const projects = loadCollection(dir, 'projects', projectSchema, problems, sources, cache)
    .sort((a, b) => Number(a.id.split('-')[1]) - Number(b.id.split('-')[1]));
  cache?.save();
  if (problems.length > 0 || !site || !navigation) throw new ContentError(problems);
  return { dir, site, navigation, pages: pages as Pages, services, locations, projects, sources };
}

/** Line of a field in a content file, for errors found after validation. */
export function locateField(dir: string, file: string, fieldPath: (string | number)[]): number | undefined {
  const rel = path.relative(path.basename(dir), file);
  const problems: ContentProblem[] = [];
  const parsed = parseFile(dir, rel, problems);
  return parsed ? lineOf(parsed, fieldPath) : undefined;
}

/**
 * Every page's and collection entry's data with the file it came from (relative to the content
 * folder's parent, as messages show it), for checks that walk the whole content. site.yaml is left
 * to the caller, since checks read different parts of it.
 */
export function pageAndCollectionEntries(content: Content): [file: string, entry: unknown][] {
  const dirName = path.basename(content.dir);
  return [
    ...Object.entries(pageFiles).map(([key, [rel]]): [string, unknown] => [path.join(dirName, rel), content.pages[key as keyof typeof pageFiles]]),
    ...[...content.services, ...content.locations, ...content.projects].map((e): [string, unknown] => [content.sources.get(e) ?? dirName, e]),
  ];
}
