// The editor's local backend checks a save with the build's own rules before writing anything: the
// content folder as it would be after the save (a copy of its text files with the saved files and
// uploaded photos in place, the owner photos linked) is loaded and checked as `build` does
// (load.ts, cross-checks.ts, the photo pipeline for owner photos). A problem the save brings, in any
// file (a renamed slug breaks a link elsewhere), refuses the save with the build's own lines; the
// files on disk stay as they were. Problems already there before the save (a broken file the
// editor is opened to fix) do not refuse it.
import { mkdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { ContentError, type ContentProblem, formatProblem } from '../../model/errors.ts';
import { loadContentAndSources } from '../../pipeline/content/load.ts';
import { checkAcrossFiles } from '../../pipeline/content/cross-checks.ts';
import { resolveBuildContext } from '../../pipeline/context.ts';
import { processImages } from '../../pipeline/images/process.ts';
import { buildRoutes } from '../../pages/routes.ts';

export interface SaveFiles {
  /** Text files the save writes, by path relative to the content folder. */
  texts: Map<string, string>;
  /** Photos the save uploads, by path relative to the content folder (media/...). */
  photos: Map<string, Buffer>;
  /** Files the save moves away from (a renamed entry), relative to the content folder. */
  removed: string[];
}

export interface CheckFolders {
  root: string;
  contentDir: string;
  publicDir: string;
  /** Where the copies are made and the photo cache lives (the build caches' folder). */
  cacheDir: string;
}

const TEXT_FILES = ['**/*.yaml', '**/*.yml', '**/*.md'];

/** Every problem a build of this content folder would report (as `file:line field: message`). */
async function problemsOf(folders: CheckFolders, contentDir: string, scratch: string): Promise<string[]> {
  try {
    const ctx = resolveBuildContext({
      root: folders.root,
      contentDir,
      outDir: path.join(scratch, 'out'),
      cacheDir: folders.cacheDir,
    });
    // The folder's own content cache, as `build` keeps it: only the files the save changes are parsed
    // (on the shipped content, a check takes about half the time it took parsing every file).
    const { content, sources } = loadContentAndSources(contentDir, {
      drafts: true,
      cacheDir: ctx.caches.content,
      cacheOf: folders.contentDir,
    });
    checkAcrossFiles(content, sources, buildRoutes(content), folders.publicDir);
    mkdirSync(ctx.output.tmpDir, { recursive: true });
    await processImages(ctx, content, sources);
    return [];
  } catch (error) {
    if (error instanceof ContentError) return error.problems.map((p: ContentProblem) => formatProblem(p));
    throw error;
  }
}

/** A problem without its line: the same problem moves when lines are added above it. */
// Stryker disable next-line Regex: equivalent, a content file's path holds no space or colon, so the first match is at the start.
const withoutLine = (line: string) => line.replace(/^([^:\s]+):\d+ /, '$1 ');

let copies = 0;

/** A copy of the content folder's text files with the save in place; owner photos are linked, uploads written. */
function copyWithSave(folders: CheckFolders, save: SaveFiles, scratch: string): string {
  const dir = path.join(scratch, path.basename(folders.contentDir));
  // Stryker disable next-line BooleanLiteral: equivalent, the build reads no hidden file (.schemas/ copied would be read by nothing).
  for (const rel of fg.sync(TEXT_FILES, { cwd: folders.contentDir, dot: false, ignore: ['media/**'] })) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), readFileSync(path.join(folders.contentDir, rel)));
  }
  // Each photo linked on its own, in real folders: a file the save removes (a deleted photo) is then a
  // link removed from the copy, never a photo removed through a linked folder.
  const media = path.join(folders.contentDir, 'media');
  // Stryker disable next-line ConditionalExpression: equivalent, fast-glob lists nothing in a missing folder.
  if (statSync(media, { throwIfNoEntry: false })?.isDirectory()) {
    const photos = fg.sync('**/*', {
      cwd: media,
      dot: true,
      // Stryker disable next-line BooleanLiteral: equivalent, a linked folder linked whole or file by file reads the same.
      followSymbolicLinks: false,
    });
    for (const rel of photos) {
      mkdirSync(path.dirname(path.join(dir, 'media', rel)), { recursive: true });
      symlinkSync(path.join(media, rel), path.join(dir, 'media', rel));
    }
  }
  for (const rel of save.removed) rmSync(path.join(dir, rel), { force: true });
  for (const [rel, data] of [...save.texts, ...save.photos]) {
    const file = path.join(dir, rel);
    mkdirSync(path.dirname(file), { recursive: true });
    // An upload over a linked photo replaces the link, not the photo it leads to.
    rmSync(file, { force: true });
    writeFileSync(file, data);
  }
  return dir;
}

/**
 * The build's problems the save would bring, as `file:line field: message` with the content folder's
 * own name; none when the content after the save builds (or has only the problems it had before).
 */
export async function saveProblems(folders: CheckFolders, save: SaveFiles): Promise<string[]> {
  // Stryker disable next-line AssignmentOperator: equivalent, counting down names each copy apart too.
  copies += 1;
  const scratch = path.join(folders.cacheDir, 'editor-checks', `${process.pid}-${copies}`);
  rmSync(scratch, {
    // Stryker disable next-line BooleanLiteral: equivalent, a name of this process's count is not there (only a reused pid's leftover).
    recursive: true,
    force: true,
  });
  try {
    // Stryker disable next-line StringLiteral: equivalent, the copy beside the check's out/ either way (unless the content folder is itself named out).
    const after = await problemsOf(folders, copyWithSave(folders, save, path.join(scratch, 'after')), scratch);
    // Stryker disable next-line ConditionalExpression: equivalent in result, a shortcut (no second check of the folder as it is).
    if (after.length === 0) return [];
    const before = new Set((await problemsOf(folders, folders.contentDir, scratch)).map(withoutLine));
    return after.filter((p) => !before.has(withoutLine(p)));
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
