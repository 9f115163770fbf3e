// What of public/ may be deployed: its regular files, and symbolic links whose target is a file or
// folder inside the project (followed, so the output gets the file, never a link). A link that leads
// outside the project, dangles or loops is refused before anything is written: hosts upload what a
// link points to (wrangler's upload walk follows links), so one `ln -s /etc/passwd` would publish it.
// A link to a hidden file inside the project (../.env, .git/config) is refused too, and dotfiles in
// public/ itself are left out (isHiddenPath): Netlify deploys none, Cloudflare Pages would publish them.
// A hard link has no target path to judge: it is an ordinary file here (docs/reliability.md).
import { existsSync, lstatSync, readdirSync, readlinkSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { ContentError, type ContentProblem } from '../../model/errors.ts';
import { problemMessage } from '../../model/problems.ts';
import { isHiddenPath } from '../../model/hidden-paths.ts';
import { isWithin } from '../context.ts';
import { nonUtf8Names, notUtf8Name, shownName } from '../content/file-names.ts';

export interface PublicFile {
  /** Where the file goes, relative to the output folder. */
  rel: string;
  /** The file itself: its real path, every link on the way resolved. */
  source: string;
}

export interface PublicListing {
  files: PublicFile[];
  /** Dotfiles and dot-folders of public/ left out, relative to it ('.env', '.git'). */
  hidden: string[];
  /** A symbolic link was followed: what it leads to may lie outside the folders the dev server watches. */
  followed?: boolean;
}

/** The log line for a dotfile of public/ left out (`rel` relative to public/). */
export const hiddenFileNote = (rel: string) =>
  `public/${rel} is not published: hidden files never are (.well-known/ is)`;

/**
 * Every file under publicDir to put into the output (and the hidden ones left out), or a ContentError listing each link that must not
 * be followed: `public/<path> is a symbolic link to <target>, outside the project: expected a file
 * inside the project` (or `which does not exist`, `which loops`, `a hidden file inside the project`).
 */
export function listPublicFiles(publicDir: string, root: string): PublicListing {
  const project = realpathSync(root);
  const shownRoot = path.dirname(path.resolve(publicDir));
  const shown = (p: string) => path.relative(shownRoot, p).split(path.sep).join('/');
  const files: PublicFile[] = [];
  const hidden: string[] = [];
  let followed = false;
  const problems: ContentProblem[] = [];
  const refuse = (at: string, why: string) =>
    problems.push({ file: shown(at), message: problemMessage('PublicLinkRefused', why) });

  /** The real path a link leads to, or undefined after reporting why it may not be followed. */
  const follow = (at: string): string | undefined => {
    followed = true;
    const target = path.resolve(path.dirname(at), readlinkSync(at));
    let real: string;
    try {
      real = realpathSync(at);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      refuse(at, `is a symbolic link to ${target}, which ${code === 'ELOOP' ? 'loops' : 'does not exist'}`);
      return undefined;
    }
    if (!isWithin(real, project)) {
      refuse(at, `is a symbolic link to ${real === target ? target : `${target} (${real})`}, outside the project`);
      return undefined;
    }
    const inProject = path.relative(project, real).split(path.sep).join('/');
    if (isHiddenPath(inProject)) {
      refuse(
        at,
        `is a symbolic link to ${real === target ? target : `${target} (${real})`}, a hidden file inside the project`,
      );
      return undefined;
    }
    return real;
  };

  /** `ancestors`: real paths of the folders being walked, so a link back up one of them is a loop. */
  const walk = (dir: string, rel: string, ancestors: Set<string>) => {
    // Named with U+FFFD for each byte that is not UTF-8, such an entry names no file: report what it is.
    const garbled = new Set<string>();
    for (const bytes of nonUtf8Names(dir)) {
      garbled.add(bytes.toString('utf8'));
      problems.push({ file: shown(path.join(dir, shownName(bytes))), message: notUtf8Name(bytes) });
    }
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (garbled.has(entry.name)) continue;
      const at = path.join(dir, entry.name);
      const entryRel = rel ? `${rel}/${entry.name}` : entry.name;
      if (isHiddenPath(entryRel)) {
        hidden.push(entryRel);
        continue;
      }
      const link = entry.isSymbolicLink();
      const real = link ? follow(at) : at;
      if (real === undefined) continue;
      // What a link leads to is asked of the file system; an entry that is no link says what it is
      // (a dev reload lists public/'s 300 files again: one stat each cost it 2-3 ms).
      const stats = link ? statSync(real) : entry;
      if (stats.isDirectory()) {
        const realDir = realpathSync(real);
        if (ancestors.has(realDir)) refuse(at, `is a symbolic link to ${realDir}, which loops`);
        else walk(real, entryRel, new Set([...ancestors, realDir]));
      } else if (stats.isFile()) files.push({ rel: entryRel, source: real });
      else refuse(at, 'is neither a file nor a folder');
    }
  };

  if (lstatSync(publicDir).isSymbolicLink()) {
    const real = follow(publicDir);
    if (real !== undefined) walk(real, '', new Set([real]));
  } else walk(publicDir, '', new Set([realpathSync(publicDir)]));
  if (problems.length > 0) throw new ContentError(problems);
  return { files, hidden, followed };
}

/** A resident process's last listing of each public/ folder (keptListing). */
const lastListings = new Map<string, PublicListing>();

/**
 * listPublicFiles, or nothing when there is no public/ folder. A resident process (the dev server's
 * build child) told what was edited since its last build (`changes`) takes that build's listing when
 * nothing under public/ was edited and it followed no link (a link's target can change unseen):
 * listing public/'s 300 files cost a dev reload 3-4 ms on this VM.
 */
export function keptListing(
  publicDir: string,
  root: string,
  resident: boolean,
  changes: ReadonlySet<string> | undefined,
): PublicListing {
  const last = resident ? lastListings.get(publicDir) : undefined;
  if (last && changes && !last.followed && ![...changes].some((file) => isWithin(file, publicDir))) return last;
  lastListings.delete(publicDir);
  const listing = existsSync(publicDir) ? listPublicFiles(publicDir, root) : { files: [], hidden: [] };
  if (resident) lastListings.set(publicDir, listing);
  return listing;
}
