// A build with nothing changed: `build-site build` asks keptOutput() before it loads the build at all.
// A finished build records (recordOutput) the identity of every file it was made from (content/,
// public/, the code, the git state of the content folder) and of every file and folder of the
// output it left; when all of them, the options and the environment are as recorded, and the
// tag-manager lookup gives the id the pages carry, the output is what a build would write again:
// it stays as it is and the build ends. Any doubt (a missing record, a changed or unreadable file,
// a symbolic link, a file changed while the build ran) means a normal build.
//
// Why stat data is enough: every write to a file changes its ctime, which no program can set (touch -d
// sets mtime and atime, not ctime), and adding, removing or renaming an entry changes its folder's
// mtime and ctime; so an input is unchanged when kind, size, mtime, ctime and inode all match. Two
// exceptions, both from hard links: the build links public/ files into its output, and deleting a
// replaced output in the background unlinks them again, which changes their ctime later; so a public
// file whose ctime alone moved is compared by a hash of its bytes, recorded with it. An output file is
// compared without its ctime for the same reason (kept pages are links into the previous output).
// Only the CLI's `build` takes this path: not `dev`, not `--no-cache`, not a build of drafts.
import { createHash } from 'node:crypto';
import { lstatSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ContainerLookup, lookupContainerId, pageContainerId } from '../content/settings-lookup.ts';
import type { BuildContext } from '../context.ts';
import { CODE_FOLDERS } from '../../model/project-folders.ts';
import { gitState, identity } from '../content/source-state.ts';
import { hashFile, outputIdentity, walk, withoutCtime } from './file-identity.ts';

const FORMAT = 1;

/**
 * An input changed this close to the build's start (or during it) may have been read before or after
 * the change at the same file time ("racy" files, as git calls them): no record is kept then. Two
 * seconds covers the coarsest file times in use (FAT); a later build records again.
 */
export const RACY_MS = 2000;

/** Where the code a build runs is: this checkout (this file is generator/pipeline/write/). */
const CODE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const CODE_FILES = [
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'bin/build-site',
  'node_modules/.package-lock.json',
];
/** Environment variables a build's output depends on: dates (SOURCE_DATE_EPOCH, the time zone's year), git. */
const ENV_PATTERN = /^(SOURCE_DATE_EPOCH|TZ|LANG|LC_ALL|LC_TIME|GIT_.*)$/;

/** What `build-site build` prints for a build; recorded so a kept output reports it again. */
export interface KeptSummary {
  pages: number;
  redirects: number;
  htmlBytes: number;
  assetBytes: number;
  images: { processed: number; reused: number; originalBytes: number; servedBytes: number; outputBytes: number };
}

/** The tag-manager id's inputs and the id the pages carry (settings-lookup.ts). */
export interface RecordedLookup {
  analytics: Parameters<typeof lookupContainerId>[0];
  containerId: string;
}

interface Record {
  format: number;
  key: string;
  /** Content, public and code files and folders by absolute path: identity (fileIdentity). */
  inputs: { [file: string]: string };
  /** Hashes of public files, for a ctime that moved only because of a hard link. */
  hashes: { [file: string]: string };
  git: string;
  /** Output files and folders by absolute path. */
  output: { [file: string]: string };
  lookup: RecordedLookup;
  summary: KeptSummary;
}

/** The folders of a build (context.ts), as resolved for it. */
type Folders = Pick<BuildContext, 'root' | 'contentDir' | 'publicDir' | 'cacheDir' | 'output'>;

/** The record's key: the folders, options and environment a build's output depends on, beside its files. */
function recordKey(ctx: Folders, codeRoot: string): string {
  const env = Object.entries(process.env)
    .filter(([name]) => ENV_PATTERN.test(name))
    .sort();
  // The footer prints the current year (templates/layout/Footer.tsx).
  const year = new Date().getFullYear();
  const { root, contentDir, publicDir, cacheDir } = ctx;
  const folders = { root, contentDir, publicDir, outDir: ctx.output.outDir, cacheDir };
  return JSON.stringify({ FORMAT, ...folders, node: process.version, arch: process.arch, year, env, codeRoot });
}

const recordFile = (cacheDir: string, outDir: string) =>
  path.join(cacheDir, 'pages', `unchanged-${createHash('sha1').update(outDir).digest('hex').slice(0, 12)}.json`);

/** Removes the record of an output: a build about to replace it calls this first. */
export function forgetOutput(ctx: Folders): void {
  rmSync(recordFile(ctx.cacheDir, ctx.output.outDir), { force: true });
}

/**
 * Records a finished build of ctx's output, while its lock is still held. Not for builds of drafts or
 * with another editor configuration (dev), nor when an input changed since startedMs (minus RACY_MS).
 */
export function recordOutput(
  ctx: BuildContext,
  startedMs: number,
  lookup: RecordedLookup,
  summary: KeptSummary,
  codeRoot = CODE_ROOT,
): void {
  if (ctx.drafts || ctx.editorConfig !== undefined || ctx.editorPreviewFile !== undefined) return;
  try {
    const inputs: Record['inputs'] = {};
    const hashes: Record['hashes'] = {};
    const roots = [ctx.contentDir, ctx.publicDir, ...CODE_FOLDERS.map((d) => path.join(codeRoot, d))];
    for (const dir of roots) {
      const entries = walk(dir);
      // Stryker disable next-line ConditionalExpression: equivalent, iterating undefined throws into the catch below, which records nothing either.
      if (!entries) return;
      const isPublic = dir === ctx.publicDir;
      for (const [file, s] of entries) {
        // A public file's ctime moved when the build linked it; its mtime still shows an edit.
        if ((isPublic && s.isFile() ? s.mtimeMs : s.ctimeMs) >= startedMs - RACY_MS) return;
        inputs[file] = identity(s);
        if (isPublic && s.isFile()) hashes[file] = hashFile(file);
      }
    }
    for (const rel of CODE_FILES) {
      const file = path.join(codeRoot, rel);
      const s = lstatSync(file, { throwIfNoEntry: false });
      if (s && s.ctimeMs >= startedMs - RACY_MS) return;
      inputs[file] = s ? identity(s) : '-';
    }
    const git = gitState(ctx.contentDir, startedMs - RACY_MS);
    if (git.racy) return;
    const entries = walk(ctx.output.outDir);
    if (!entries || entries.size === 0) return;
    const output = Object.fromEntries([...entries].map(([file, s]) => [file, outputIdentity(s)]));
    const record: Record = {
      format: FORMAT,
      key: recordKey(ctx, codeRoot),
      inputs,
      hashes,
      git: git.state,
      output,
      lookup,
      summary,
    };
    const file = recordFile(ctx.cacheDir, ctx.output.outDir);
    mkdirSync(path.dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify(record));
    renameSync(tmp, file);
  } catch {
    // Without a record the next build is a normal one.
  }
}

/** Whether the entry at file still has the identity recorded. */
function sameInput(file: string, recorded: string, hashes: Record['hashes']): boolean {
  const s = lstatSync(file, { throwIfNoEntry: false });
  if (!s) return recorded === '-';
  const now = identity(s);
  if (now === recorded) return true;
  const hash = hashes[file];
  // Stryker disable next-line ConditionalExpression: equivalent when forced false, hashFile's text never equals undefined (the guard only spares reading a file that has no hash).
  if (hash === undefined) return false;
  return withoutCtime(now) === withoutCtime(recorded) && hashFile(file) === hash;
}

export interface KeptOutput {
  summary: KeptSummary;
  /** The tag-manager lookup made now, which gave the id the pages carry. */
  lookup: ContainerLookup;
}

/**
 * The recorded summary when the output is what a build with ctx's folders would write again (see the
 * top of this file); undefined when a build must run. `codeRoot`: where the code folders are (tests give another).
 */
export async function keptOutput(ctx: Folders, codeRoot = CODE_ROOT): Promise<KeptOutput | undefined> {
  let record: Record;
  try {
    record = JSON.parse(readFileSync(recordFile(ctx.cacheDir, ctx.output.outDir), 'utf8')) as Record;
    if (record.format !== FORMAT || record.key !== recordKey(ctx, codeRoot)) return undefined;
    for (const [file, id] of Object.entries(record.inputs)) if (!sameInput(file, id, record.hashes)) return undefined;
    if (gitState(ctx.contentDir, Number.POSITIVE_INFINITY).state !== record.git) return undefined;
    for (const [file, id] of Object.entries(record.output)) {
      // Stryker disable next-line ObjectLiteral,BooleanLiteral: equivalent, a throw for a missing file ends in the catch below.
      const s = lstatSync(file, { throwIfNoEntry: false });
      if (!s || outputIdentity(s) !== id) return undefined;
    }
  } catch {
    return undefined;
  }
  // Last: it may ask the network. The pages carry what it gave; another answer is a change.
  const lookup = await lookupContainerId(record.lookup.analytics);
  if (pageContainerId(lookup, record.lookup.analytics) !== record.lookup.containerId) return undefined;
  return { summary: record.summary, lookup };
}
