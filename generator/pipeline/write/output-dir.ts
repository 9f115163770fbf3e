// Output folder safety: which folders a build may replace, and clean-up after
// builds that died mid-way, so a build can never delete the project and a
// crash never leaves litter. One build at a time per folder: output-lock.ts.
import { spawn } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, readdirSync, realpathSync, renameSync, rmSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { usageProblem } from '../../model/problems.ts';
import { CODE_FOLDERS, DEFAULT_FOLDERS } from '../../model/project-folders.ts';
import { isWithin, type BuildContext, type OutputPaths } from '../context.ts';
import { SKELETON_SUFFIXES, skeletonPaths } from './output-skeleton.ts';

/** Written into every build output, so the next build knows the folder is its own to replace. */
export const OUTPUT_MARKER = '.build-site-output';

/**
 * Project folders that hold sources: an output folder may be none of them, inside none, contain none;
 * nor the build's content and public folders. The project's own content/ is kept safe also while
 * another content folder is built.
 */
const SOURCE_FOLDERS = [DEFAULT_FOLDERS.content, ...CODE_FOLDERS];

/** Real path of p, resolving symlinks of the part that exists (the rest may not exist yet). */
function realPath(p: string): string {
  const missing: string[] = [];
  let at = path.resolve(p);
  for (;;) {
    try {
      return path.join(realpathSync(at), ...missing.reverse());
    } catch {
      const parent = path.dirname(at);
      if (parent === at) return path.resolve(p);
      missing.push(path.basename(at));
      at = parent;
    }
  }
}

/** A path as the user typed it, roughly: relative below the working folder, absolute elsewhere. */
export function shownPath(p: string): string {
  const rel = path.relative(process.cwd(), p);
  return rel === '' ? '.' : rel.startsWith('..') || path.isAbsolute(rel) ? path.resolve(p) : rel;
}
const shown = shownPath;

/** True when an existing folder may be replaced by a build: empty, marked, or an old dist/ (before markers). */
function looksLikeBuildOutput(dir: string): boolean {
  const names = readdirSync(dir);
  if (names.length === 0 || names.includes(OUTPUT_MARKER)) return true;
  return names.includes('index.html') && names.includes('_headers');
}

/**
 * Throws a UsageError (one line) when outDir must not be replaced: a source
 * folder of the project or the content folder, anything inside or above one
 * of them, a file, or a non-empty folder no build wrote.
 */
export function checkOutputDir({ root, contentDir, publicDir, output: { outDir } }: BuildContext): void {
  const out = realPath(outDir);
  const projectRoot = realPath(root);
  const sources = [
    ...SOURCE_FOLDERS.map((f) => realPath(path.join(root, f))),
    realPath(contentDir),
    realPath(publicDir),
  ];
  const refuse = (why: string) => {
    throw usageProblem('OutputFolderRefused', shown(outDir), why);
  };
  if (isWithin(projectRoot, out))
    refuse(out === projectRoot ? 'it is the project folder' : 'it contains the project folder');
  for (const source of sources) {
    if (isWithin(source, out)) refuse(`it ${out === source ? 'is' : 'contains'} the source folder ${shown(source)}`);
    if (isWithin(out, source)) refuse(`it is inside the source folder ${shown(source)}`);
  }
  if (!existsSync(outDir)) return;
  if (!statSync(outDir).isDirectory()) refuse('it is a file, not a folder');
  if (!looksLikeBuildOutput(outDir)) throw usageProblem('OutputFolderForeign', shown(outDir), OUTPUT_MARKER);
}

/**
 * With the lock held, no other build of this output is running, so every
 * temporary folder of it is left over from a build that died: if one died
 * between the two renames of the swap, the output folder is missing and the
 * previous site waits in an "-old" folder: put it back. Then delete the rest.
 * The folder trees a dev build child makes ahead (output-skeleton.ts) are
 * this process's own, kept, or a stopped child's: empty folders, removed
 * without a note.
 */
export function recoverOutputDir(paths: OutputPaths): string[] {
  const parent = path.dirname(paths.outDir);
  if (!existsSync(parent)) return [];
  const pattern = new RegExp(
    `^\\.${path.basename(paths.outDir).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-tmp-\\d+(-old|${SKELETON_SUFFIXES.join('|')})?$`,
  );
  const own = Object.values(skeletonPaths(paths));
  const found = readdirSync(parent)
    .filter((name) => pattern.test(name))
    .map((name) => path.join(parent, name))
    .filter((p) => !own.includes(p));
  const isSkeleton = (p: string) => SKELETON_SUFFIXES.some((suffix) => p.endsWith(suffix));
  for (const p of found.filter(isSkeleton)) {
    try {
      rmSync(p, { recursive: true, force: true });
    } catch {
      // Its child may still be making it: spare folders, tried again by the next build.
    }
  }
  const leftovers = found.filter((p) => !isSkeleton(p));
  const notes: string[] = [];
  if (!existsSync(paths.outDir)) {
    const old = leftovers
      .filter((p) => p.endsWith('-old') && lstatSync(p).isDirectory())
      .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
    if (old) {
      renameSync(old, paths.outDir);
      notes.push(`restored ${shown(paths.outDir)} from ${shown(old)} (a build had stopped during the swap)`);
    }
  }
  for (const p of leftovers) {
    if (!existsSync(p)) continue;
    rmSync(p, { recursive: true, force: true });
    notes.push(`removed ${shown(p)} left by a build that stopped`);
  }
  return notes;
}

/** Who deletes a replaced output moved into the trash folder: a detached process, or this one when it stays (the dev server's build child). */
export type Remover = 'detached' | 'this-process';

/**
 * Puts the finished tmpDir in place of outDir. Between the two renames
 * outDir is missing; recoverOutputDir repairs that if the process dies there.
 */
export function swapIntoPlace(paths: OutputPaths, trashDir?: string, remover: Remover = 'detached'): void {
  if (existsSync(paths.outDir)) renameSync(paths.outDir, paths.oldDir);
  renameSync(paths.tmpDir, paths.outDir);
  discard(paths.oldDir, trashDir, remover);
}

let discarded = 0;

/**
 * Removes the previous output without waiting for it: deleting a few hundred files took from a tenth
 * of a build to half of it on a busy disk. The folder is renamed into trashDir (instantly, on the same
 * file system) and a detached process deletes it, along with anything an earlier one left there.
 * A process that stays after the build deletes it itself, in the background: starting a process
 * cost a dev rebuild 30-80 ms. Where the rename is refused (another file system), it is deleted here
 * as before.
 */
function discard(dir: string, trashDir: string | undefined, remover: Remover): void {
  if (!existsSync(dir)) return;
  if (trashDir) {
    try {
      mkdirSync(trashDir, { recursive: true });
      discarded += 1;
      const trashed = path.join(trashDir, `${process.pid}-${Date.now()}-${discarded}`);
      renameSync(dir, trashed);
      if (remover === 'this-process') {
        // A failure leaves the folder in the trash, which the next detached remover empties.
        rm(trashed, { recursive: true, force: true }).catch(() => undefined);
        return;
      }
      const remove =
        "const fs = require('node:fs'), path = require('node:path'); for (const f of fs.readdirSync(process.argv[1])) fs.rmSync(path.join(process.argv[1], f), { recursive: true, force: true });";
      spawn(process.execPath, ['-e', remove, trashDir], { detached: true, stdio: 'ignore', env: {} }).unref();
      return;
    } catch {
      // Fall through: delete it here.
    }
  }
  rmSync(dir, { recursive: true, force: true });
}
