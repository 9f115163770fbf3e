// Load: read YAML files (and the front matter of Markdown guides) under content/, validate each
// against its schema and keep line numbers so every problem names file, line and field.
import { statSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import type { z } from 'zod';
import { ContentCache } from './content-cache.ts';
import {
  MAX_YAML_ERRORS,
  lineOf,
  moreProblems,
  parseData,
  parseWithLines,
  readSource,
  type Parsed,
} from './read-yaml.ts';
import { ContentError, type ContentProblem } from '../../model/errors.ts';
import { describeIssue, fieldName } from '../../model/schema-issues.ts';
import type { CollectionKey, Content, PageKey, Pages } from '../../model/content.ts';
import { collectionSchemas, navigationSchema, pageSchemas, siteSchema } from '../../model/schema/index.ts';
import { kindList } from '../../pages/table.ts';
import { ContentSources } from './sources.ts';
import { splitFrontMatter } from '../../model/front-matter.ts';

function loadOne<S extends z.ZodType>(
  dir: string,
  rel: string,
  schema: S,
  problems: ContentProblem[],
  sources: ContentSources,
  cache?: ContentCache,
  markdown = false,
): z.infer<S> | undefined {
  const read = readSource(dir, rel, problems);
  if (!read) return undefined;
  // A Markdown file's YAML is its front matter; the loader adds the slug (its name) and the body.
  const split = markdown ? splitFrontMatter(read.file, read.source) : undefined;
  if (split && !('yaml' in split)) {
    problems.push(split);
    return undefined;
  }
  const yamlText = split ? split.yaml : read.source;
  sources.add(rel, yamlText);
  const cached = cache?.get(rel, read.source);
  if (cached !== undefined) return cached as z.infer<S>;
  const yaml = parseData(read.file, yamlText, problems);
  if (!yaml) return undefined;
  let parsed: Parsed | undefined = yaml.parsed;
  const data =
    split && yaml.data !== null && typeof yaml.data === 'object' && !Array.isArray(yaml.data)
      ? { ...yaml.data, slug: path.basename(rel, '.md'), body: split.body, bodyLine: split.bodyLine }
      : yaml.data;
  const result = schema.safeParse(data, { reportInput: true });
  if (result.success) {
    cache?.set(rel, read.source, result.data);
    return result.data;
  }
  parsed ??= parseWithLines(read.file, yamlText, problems);
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
  return undefined;
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

function loadCollection<E extends { slug: string }>(
  dir: string,
  folder: CollectionKey,
  schema: z.ZodType<E>,
  problems: ContentProblem[],
  sources: ContentSources,
  cache?: ContentCache,
  markdown = false,
): E[] {
  const ext = markdown ? '.md' : '.yaml';
  // Folders and broken links named *.yaml are listed too, so they get their own message.
  const files = fg.sync(`${folder}/*${ext}`, { cwd: dir, onlyFiles: false, suppressErrors: true }).sort();
  if (files.length === 0) {
    const message =
      folderProblem(path.join(dir, folder), `a folder of ${ext} files`) ?? `expected at least one ${ext} file`;
    problems.push({ file: path.join(path.basename(dir), folder), message });
  }
  const entries: E[] = [];
  for (const rel of files) {
    const entry = loadOne(dir, rel, schema, problems, sources, cache, markdown);
    if (entry === undefined) continue;
    const expected = path.basename(rel, ext);
    if (entry.slug !== expected) {
      const file = sources.file(rel);
      problems.push({
        file,
        line: sources.lineOf(file, ['slug']),
        field: 'slug',
        message: `slug "${entry.slug}" must match the file name "${expected}"`,
      });
    }
    entries.push(entry);
  }
  return entries;
}

/**
 * YAML files the loader would pass over: it reads *.yaml only, so home.yml or a
 * service saved as .YAML would be left out of the site without a word.
 */
function misnamedYaml(dir: string, sources: ContentSources): ContentProblem[] {
  const files = fg.sync(['*.{yml,yaml}', '*/*.{yml,yaml}'], {
    cwd: dir,
    caseSensitiveMatch: false,
    suppressErrors: true,
  });
  return files
    .filter((rel) => !rel.endsWith('.yaml'))
    .sort()
    .map((rel) => ({
      file: sources.file(rel),
      message: `is not read: YAML files here must end in .yaml; rename it to ${path.basename(rel, path.extname(rel))}.yaml`,
    }));
}

export interface LoadOptions {
  /** Folder for the content cache (content-cache.ts); without it every file is parsed. */
  cacheDir?: string;
  /** false: parse every file, and still write the cache. */
  read?: boolean;
  /** Keep entries marked `draft: true` (guides): `build-site dev` shows them, `build` leaves them out. */
  drafts?: boolean;
}

/** Entries marked as drafts are left out unless the build asks for them. */
const published = <E>(entries: E[], drafts: boolean | undefined): E[] =>
  drafts ? entries : entries.filter((e) => !(e && typeof e === 'object' && 'draft' in e && e.draft === true));

/** The content and where each entry came from (its file and text, for lines in later checks). */
export interface LoadedContent {
  content: Content;
  sources: ContentSources;
}

/** Reads and validates all content: site.yaml, navigation.yaml and what each page kind reads; throws ContentError listing every problem found. */
export function loadContentAndSources(dir: string, options: LoadOptions = {}): LoadedContent {
  const problems: ContentProblem[] = [];
  // Without this, a mistyped -c would list every content file as missing.
  const unusable = folderProblem(dir, 'a folder of content (site.yaml, pages/, services/, ...)');
  if (unusable) throw new ContentError([{ file: path.basename(dir), message: unusable }]);
  const sources = new ContentSources(path.basename(dir));
  problems.push(...misnamedYaml(dir, sources));
  const cache = options.cacheDir ? ContentCache.open(options.cacheDir, dir, options.read !== false) : undefined;
  const site = loadOne(dir, 'site.yaml', siteSchema, problems, sources, cache);
  const navigation = loadOne(dir, 'navigation.yaml', navigationSchema, problems, sources, cache);
  const pages: Partial<Record<PageKey, unknown>> = {};
  const collections: Partial<Record<CollectionKey, unknown[]>> = {};
  for (const {
    kind: { source },
  } of kindList) {
    if ('page' in source) {
      pages[source.page] = loadOne(dir, source.file, pageSchemas[source.page], problems, sources, cache);
    } else {
      // Every collection schema has a slug; the union of their types is more than loadCollection needs to know.
      const schema: z.ZodType<{ slug: string }> = collectionSchemas[source.collection];
      const loaded = loadCollection(
        dir,
        source.collection,
        schema,
        problems,
        sources,
        cache,
        source.markdown !== undefined,
      );
      const entries = published(loaded, options.drafts);
      collections[source.collection] = source.order ? entries.sort(source.order) : entries;
    }
  }
  cache?.save();
  if (problems.length > 0 || !site || !navigation) throw new ContentError(problems);
  // Every page kind's source was loaded without a problem, so each key holds its validated entries.
  const content = { dir, site, navigation, pages: pages as Pages, ...(collections as Pick<Content, CollectionKey>) };
  return { content, sources };
}

/** Reads and validates all content (loadContentAndSources without the sources). */
export function loadContent(dir: string, options: LoadOptions = {}): Content {
  return loadContentAndSources(dir, options).content;
}
