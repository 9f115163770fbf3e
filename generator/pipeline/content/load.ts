// Load: list the content files, load each (load-file.ts: read, parse, validate, problems with
// lines) here or in the render workers (render/pool-load.ts), and put them together: problems in
// file order, drafts left out, collections sorted, the content cache written once.
import { statSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import type { z } from 'zod';
import { ContentCache } from './content-cache.ts';
import { lastLoads, unedited } from './last-load.ts';
import { loadEntryFile, loadFile, type LoadedFile } from './load-file.ts';
import { ContentError, type ContentProblem } from '../../model/errors.ts';
import { problemMessage } from '../../model/problems.ts';
import type { CollectionKey, Content, PageKey, Pages } from '../../model/content.ts';
import { collectionSchemas, navigationSchema, siteSchema } from '../../model/schema/index.ts';
import { kindList } from '../../pages/table.ts';
import { ContentSources } from './sources.ts';

/** Why a folder cannot be listed (missing, a file, a link loop), or undefined when it is a readable folder. */
function folderProblem(folder: string, expected: string): string | undefined {
  try {
    return statSync(folder).isDirectory() ? undefined : problemMessage('FolderUnusable', 'ENOTDIR', '', expected);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // A file on the way to the folder reads as ENOTDIR too: not the folder itself being a file.
    const detail = (error as Error).message.split('\n')[0];
    return problemMessage('FolderUnusable', code === 'ENOTDIR' ? undefined : code, detail, expected);
  }
}

/**
 * YAML files the loader would pass over: it reads *.yaml only, so home.yml or a
 * service saved as .YAML would be left out of the site without a word. Relative to dir, sorted.
 */
export function misnamedYaml(dir: string): string[] {
  const files = fg.sync(['*.{yml,yaml}', '*/*.{yml,yaml}'], {
    cwd: dir,
    caseSensitiveMatch: false,
    suppressErrors: true,
  });
  return files.filter((rel) => !rel.endsWith('.yaml')).sort();
}

export interface LoadOptions {
  /** Folder for the content cache (content-cache.ts); without it every file is parsed. */
  cacheDir?: string;
  /** false: parse every file, and still write the cache. */
  read?: boolean;
  /** Keep entries marked `draft: true` (guides): `build-site dev` shows them, `build` leaves them out. */
  drafts?: boolean;
  /** The process loads again (BuildOptions.resident): the content cache stays in memory between loads (content-cache.ts). */
  resident?: boolean;
  /**
   * The content folder whose cache file the load reads and writes, when not the folder loaded: the
   * editor's check of a save loads a copy of the folder (save-check.ts) and takes its unchanged files
   * from the folder's own cache. A cached value is keyed by the file's path and text, never the folder.
   */
  cacheOf?: string;
  /**
   * A resident load (the dev server's build child): the files edited since this process's previous
   * load of the folder started (absolute paths, as its watcher saw them). Every other file is taken
   * as that load left it, unread (last-load.ts); undefined: every file is read.
   */
  changes?: ReadonlySet<string>;
}

/** Entries marked as drafts are left out unless the build asks for them. */
const published = <E>(entries: E[], drafts: boolean | undefined): E[] =>
  drafts ? entries : entries.filter((e) => !(e && typeof e === 'object' && 'draft' in e && e.draft === true));

/** The content and where each entry came from (its file and its text's key, for lines in later checks). */
export interface LoadedContent {
  content: Content;
  sources: ContentSources;
}

/** One collection's files, listed before any is read. */
export interface CollectionFiles {
  collection: CollectionKey;
  markdown: boolean;
  /** Paths relative to the content folder, sorted. */
  files: string[];
}

/**
 * Every collection's files, in page-kind order. Throws when `dir` is not a usable folder: a
 * mistyped -c would otherwise list every content file as missing.
 */
export function listCollections(dir: string): CollectionFiles[] {
  const unusable = folderProblem(dir, 'a folder of content (site.yaml, pages/, services/, ...)');
  if (unusable) throw new ContentError([{ file: path.basename(dir), message: unusable }]);
  return kindList.flatMap(({ kind: { source } }) => {
    if (!('collection' in source)) return [];
    const markdown = source.markdown !== undefined;
    // Folders and broken links named *.yaml are listed too, so they get their own message.
    const files = fg
      .sync(`${source.collection}/*${markdown ? '.md' : '.yaml'}`, { cwd: dir, onlyFiles: false, suppressErrors: true })
      .sort();
    return [{ collection: source.collection, markdown, files }];
  });
}

/** site.yaml, navigation.yaml and each page kind's one file, with their schemas: the files that are not collection entries. */
export function singleFiles(): { rel: string; schema: z.ZodType }[] {
  return [
    { rel: 'site.yaml', schema: siteSchema },
    { rel: 'navigation.yaml', schema: navigationSchema },
    ...kindList.flatMap(({ kind: { source } }) =>
      'page' in source ? [{ rel: source.file, schema: source.schema }] : [],
    ),
  ];
}

/** The content cache of a load, when it has one (options.cacheDir). */
export function openCache(dir: string, options: LoadOptions): ContentCache | undefined {
  return options.cacheDir
    ? ContentCache.open(options.cacheDir, options.cacheOf ?? dir, options.read !== false, options.resident === true)
    : undefined;
}

/** What assembleContent is given beyond the listing, and where it records each file's result. */
export interface Assembly {
  /** Files loaded already (a worker's share, a resident load's unedited files). */
  loaded?: ReadonlyMap<string, LoadedFile>;
  /** The folder's misnamed YAML files (misnamedYaml), when listed already. */
  misnamed?: readonly string[];
  /** Filled with every file's result, by path relative to the folder. */
  record?: Map<string, LoadedFile>;
}

/**
 * Puts the content together from its files: each loaded with `load` unless `loaded` holds it
 * already (a worker's share), problems in file order whoever loaded the file, the content cache
 * written once from every file's result. Throws ContentError listing every problem.
 */
export function assembleContent(
  dir: string,
  collections: CollectionFiles[],
  options: LoadOptions,
  cache: ContentCache | undefined,
  { loaded = new Map(), misnamed = misnamedYaml(dir), record }: Assembly = {},
): LoadedContent {
  const problems: ContentProblem[] = [];
  const sources = new ContentSources(dir);
  for (const rel of misnamed)
    problems.push({
      file: sources.file(rel),
      message: problemMessage('WrongExtension', path.basename(rel, path.extname(rel))),
    });
  const cached = cache && ((key: string) => cache.get(key));
  const take = (rel: string, file: LoadedFile): unknown => {
    record?.set(rel, file);
    if (file.key !== undefined) sources.add(rel, file.key);
    problems.push(...file.problems);
    if (file.fresh && file.value !== undefined && file.key !== undefined) cache?.set(file.key, file.value);
    return file.value;
  };
  const page = <S extends z.ZodType>(rel: string, schema: S) =>
    take(rel, loaded.get(rel) ?? loadFile(dir, rel, schema, false, cached)) as z.infer<S> | undefined;
  const site = page('site.yaml', siteSchema);
  const navigation = page('navigation.yaml', navigationSchema);
  const pages: Partial<Record<PageKey, unknown>> = {};
  const entries: Partial<Record<CollectionKey, unknown[]>> = {};
  const listed = new Map(collections.map((c) => [c.collection, c]));
  for (const {
    kind: { source },
  } of kindList) {
    if ('page' in source) {
      pages[source.page] = page(source.file, source.schema);
      continue;
    }
    const { collection, markdown, files } = listed.get(source.collection)!;
    const ext = markdown ? '.md' : '.yaml';
    if (files.length === 0) {
      const message =
        folderProblem(path.join(dir, collection), `a folder of ${ext} files`) ?? problemMessage('CollectionEmpty', ext);
      problems.push({ file: path.join(path.basename(dir), collection), message });
    }
    // Every collection schema has a slug; the union of their types is more than loadEntryFile needs to know.
    const schema: z.ZodType<{ slug: string }> = collectionSchemas[collection];
    const values = files
      .map((rel) => take(rel, loaded.get(rel) ?? loadEntryFile(dir, rel, schema, markdown, cached)))
      .filter((value) => value !== undefined);
    const kept = published(values, options.drafts);
    entries[collection] = source.order ? kept.sort(source.order as (a: unknown, b: unknown) => number) : kept;
  }
  cache?.save();
  if (problems.length > 0 || !site || !navigation) throw new ContentError(problems);
  // Every page kind's source was loaded without a problem, so each key holds its validated entries.
  const content = { dir, site, navigation, pages: pages as Pages, ...(entries as Pick<Content, CollectionKey>) };
  return { content, sources };
}

/** A resident process's last load of each folder (last-load.ts). */
const residentLoads = lastLoads<CollectionFiles[]>();

/** Reads and validates all content on this thread: site.yaml, navigation.yaml and what each page kind reads; throws ContentError listing every problem found. */
export function loadContentAndSources(dir: string, options: LoadOptions = {}): LoadedContent {
  const cache = openCache(dir, options);
  const last = options.resident ? residentLoads.since(dir, options.changes) : undefined;
  const collections = last?.collections ?? listCollections(dir);
  const misnamed = last?.misnamed ?? misnamedYaml(dir);
  const loaded = last ? unedited(dir, last.files, options.changes ?? new Set(), cache) : undefined;
  const record = new Map<string, LoadedFile>();
  try {
    return assembleContent(dir, collections, options, cache, { loaded, misnamed, record });
  } finally {
    // Problems included: the load after a mistake reads only the file mended.
    if (options.resident) residentLoads.remember(dir, { collections, misnamed, files: record });
  }
}

/** Reads and validates all content (loadContentAndSources without the sources). */
export function loadContent(dir: string, options: LoadOptions = {}): Content {
  return loadContentAndSources(dir, options).content;
}
