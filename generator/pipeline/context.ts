// The build context: every folder, cache setting and option of one build, resolved once from
// BuildOptions (resolveBuildContext) and handed to each stage, which derives no path of its own.
// It sits below every stage of the pipeline (tests/unit/layers.test.ts), so it imports none of them.
import { copyFileSync, linkSync, lstatSync } from 'node:fs';
import path from 'node:path';
import type { EditorConfig } from '../editor/backend-block.ts';
import { sourceDateEpoch } from '../model/dates.ts';
import { DEFAULT_FOLDERS } from '../model/project-folders.ts';

export interface BuildOptions {
  root: string;
  contentDir?: string;
  outDir?: string;
  /**
   * Read the build caches (parsed content, encoded photos, share images, client bundles, the page
   * graph of incremental rebuilds); default
   * true. false reads none of them; what the build computes is still written to them, replacing
   * what was there, so a build without the caches also repairs them.
   */
  cache?: boolean;
  /** Folder of every build cache; default node_modules/.cache/build-site under the root. */
  cacheDir?: string;
  log?: (line: string) => void;
  /** How long to wait for another build of the same output folder to finish; default 2 minutes. */
  lockTimeoutMs?: number;
  /** Worker threads to render pages in; 0 renders on the main thread. Default: one per core from 200 pages on. */
  renderWorkers?: number;
  /** Build entries marked `draft: true` (guides): `build-site dev` does, `build` never. Default false. */
  drafts?: boolean;
  /** The web editor's configuration around a backend; cms-config.ts's by default. */
  editorConfig?: EditorConfig;
  /**
   * `build-site dev`: also write the editor's preview data (admin-preview-file.ts) to this file, outside
   * the output, so the dev server can serve it without /admin/ ever landing in a deployable folder.
   */
  editorPreviewFile?: string;
  /**
   * The calling process stays after the build and builds again with the code it loaded: the dev
   * server's build child, which the dev server replaces when templates, client or generator code
   * change. It deletes the replaced output itself, in the background, instead of starting a process
   * to; it writes the content cache once the builds pause; it hashes the page scripts' sources once.
   * Default false.
   */
  resident?: boolean;
  /**
   * A resident build: the paths the dev server's watcher saw edited since this process's previous build
   * started (absolute); undefined when not known. With them, the load reads again only the content
   * files edited, and lists public/ again only after an edit there (pipeline/content/last-load.ts, pipeline/steps/load.ts).
   */
  changes?: readonly string[];
  /**
   * Takes work no page waits for, to be run once the caller has answered for the build: the dev
   * server's build child writes the editor's preview data (editorPreviewFile) after telling the dev
   * server the build is done. Without it, that work is done during the build.
   */
  defer?: (work: () => void) => void;
}

/** The caches of a build, each in its own folder under the cache folder. */
export const CACHE_NAMES = ['content', 'images', 'share', 'esbuild', 'pages'] as const;
export type CacheName = (typeof CACHE_NAMES)[number];

/** One cache as the module that keeps it takes it: its folder, and whether earlier entries may be read. */
export interface CacheUse {
  dir: string;
  /** false: compute every entry again (and still write it). */
  read: boolean;
}

export interface OutputPaths {
  outDir: string;
  /** Where the new site is written before it replaces outDir. */
  tmpDir: string;
  /** Where the previous site waits, during the swap, until the new one is in place. */
  oldDir: string;
  lockFile: string;
}

export interface BuildContext {
  /** The project: client/ and its styles are bundled from here (esbuild's working folder). */
  root: string;
  contentDir: string;
  /** Files copied into the output as they are; also the local image base and captions are checked there. */
  publicDir: string;
  /** The output folder and its siblings (write/output-dir.ts); stages write into output.tmpDir. */
  output: OutputPaths;
  cacheDir: string;
  /** Whether the caches are read (BuildOptions.cache); every cache obeys it (cacheUse). */
  cache: boolean;
  /** Each cache's folder. */
  caches: Record<CacheName, string>;
  /** Where replaced outputs wait to be deleted in the background (write/output-dir.ts); not a cache: used with cache off too. */
  trashDir: string;
  log: (line: string) => void;
  /** Render worker threads asked for; undefined lets render-pages.ts decide by the page count. */
  renderWorkers?: number;
  lockTimeoutMs: number;
  /** Whether drafts are built (BuildOptions.drafts). */
  drafts: boolean;
  /** Another configuration of the web editor than cms-config.ts's (set by tests); build.ts defaults it. */
  editorConfig?: EditorConfig;
  editorPreviewFile?: string;
  /** Whether the process stays after the build (BuildOptions.resident). */
  resident: boolean;
  /** A resident build's edits since its previous build (BuildOptions.changes), resolved; undefined when not known. */
  changes?: ReadonlySet<string>;
  /** Runs work no page waits for now, or hands it to the caller (BuildOptions.defer). */
  defer: (work: () => void) => void;
  /** SOURCE_DATE_EPOCH in ms, read (and refused when it is no date) before the build touches anything. */
  sourceDate?: number;
}

/** A build of the whole site takes seconds; two minutes covers a busy machine. */
export const LOCK_TIMEOUT_MS = 120_000;

/** The project's folders, the given ones resolved and the rest at their defaults; the CLI and dev server use it too. */
export function projectFolders(root: string, given: { contentDir?: string; outDir?: string; cacheDir?: string } = {}) {
  const at = path.resolve(root);
  return {
    root: at,
    contentDir: path.resolve(given.contentDir ?? path.join(at, DEFAULT_FOLDERS.content)),
    publicDir: path.join(at, DEFAULT_FOLDERS.public),
    outDir: path.resolve(given.outDir ?? path.join(at, DEFAULT_FOLDERS.out)),
    cacheDir: path.resolve(given.cacheDir ?? path.join(at, DEFAULT_FOLDERS.cache)),
  };
}

/** True when inner is outer or lies inside it (both resolved, or both real paths). */
export function isWithin(inner: string, outer: string): boolean {
  const rel = path.relative(outer, inner);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}

/** Sibling paths of an output folder; dotted so static hosts and globs skip them. */
export function outputPaths(outDir: string, pid = process.pid): OutputPaths {
  const parent = path.dirname(outDir);
  const base = path.basename(outDir);
  const tmpDir = path.join(parent, `.${base}-tmp-${pid}`);
  return { outDir, tmpDir, oldDir: `${tmpDir}-old`, lockFile: path.join(parent, `.${base}.lock`) };
}

export function resolveBuildContext(options: BuildOptions): BuildContext {
  const { root, contentDir, publicDir, outDir, cacheDir } = projectFolders(options.root, options);
  return {
    root,
    contentDir,
    publicDir,
    cacheDir,
    output: outputPaths(outDir),
    cache: options.cache !== false,
    caches: Object.fromEntries(CACHE_NAMES.map((name) => [name, path.join(cacheDir, name)])) as Record<
      CacheName,
      string
    >,
    trashDir: path.join(cacheDir, 'trash'),
    log: options.log ?? (() => undefined),
    renderWorkers: options.renderWorkers,
    lockTimeoutMs: options.lockTimeoutMs ?? LOCK_TIMEOUT_MS,
    drafts: options.drafts === true,
    editorConfig: options.editorConfig,
    editorPreviewFile: options.editorPreviewFile,
    resident: options.resident === true,
    defer: options.defer ?? ((work) => work()),
    changes: options.resident && options.changes ? new Set(options.changes.map((f) => path.resolve(f))) : undefined,
    sourceDate: sourceDateEpoch(process.env.SOURCE_DATE_EPOCH),
  };
}

/**
 * Whether a cache file is one a build wrote: a regular file. A symbolic link put in its place is not
 * copied out (copying follows it, so its target would be deployed); the caches treat it as a miss.
 */
export const isCacheFile = (file: string): boolean => lstatSync(file, { throwIfNoEntry: false })?.isFile() === true;

/**
 * Puts `source` at `target` by hard link, or by copy where linking is refused (another file system,
 * an existing target). Only for files never written again in place: a cache file (replaced by a
 * rename, never rewritten) or a previous output's page; the output then shares it.
 */
export function linkOrCopy(source: string, target: string): void {
  try {
    linkSync(source, target);
  } catch {
    copyFileSync(source, target);
  }
}

/** One cache of the build, for the module that keeps it. */
export function cacheUse(ctx: Pick<BuildContext, 'cache' | 'caches'>, name: CacheName): CacheUse {
  return { dir: ctx.caches[name], read: ctx.cache };
}
