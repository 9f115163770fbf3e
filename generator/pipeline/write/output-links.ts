// No file of an output folder may lead out of it: hosts upload what a symbolic link points to (wrangler's
// upload walk stats through links), so a link deploys its target, and a link to a folder the whole folder.
// The build checks its output with this before the swap, and `build-site check` checks any output folder.
import { readdirSync, readlinkSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { problemMessage } from '../../model/problems.ts';
import { isWithin } from '../context.ts';

export interface UnsafeFile {
  /** Relative to the output folder, with forward slashes. */
  file: string;
  message: string;
}

/**
 * Every symbolic link under dir, with where it leads. Links are not followed, so this also finds every
 * file whose real path lies outside dir: only a link can lead there. A hard link cannot be told from
 * a file (public/ files are hard-linked into the output on purpose).
 */
export function symbolicLinks(dir: string): UnsafeFile[] {
  const root = realpathSync(dir);
  const found: UnsafeFile[] = [];
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const file = path.join(at, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.isSymbolicLink())
        found.push({ file: path.relative(root, file).split(path.sep).join('/'), message: linkMessage(root, file) });
    }
  };
  walk(root);
  return found;
}

function linkMessage(root: string, file: string): string {
  const target = path.resolve(path.dirname(file), readlinkSync(file));
  let where: 'inside the output folder' | 'outside the output folder' | 'dangling or looping';
  try {
    where = isWithin(realpathSync(file), root) ? 'inside the output folder' : 'outside the output folder';
  } catch {
    where = 'dangling or looping';
  }
  return problemMessage('OutputLink', target, where);
}
