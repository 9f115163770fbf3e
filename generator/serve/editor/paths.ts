// Which files the editor's local backend may touch: only inside the content folder. The CMS names
// paths relative to the project root (content/navigation.yaml); a path with a NUL byte, an
// absolute path, a `..` segment, a path outside the content folder, a symbolic link, or a path whose
// nearest existing folder resolves (realpath) outside the content folder is refused with its reason.
import { lstat, realpath } from 'node:fs/promises';
import path from 'node:path';
import { isWithin } from '../../pipeline/context.ts';

/** A path the backend may use, or the path as given and why not (model/problems.ts EditorPathRefused). */
export type PathVerdict = { ok: true; file: string } | { ok: false; given: unknown; why: string };

export interface ContentRoot {
  /** The project root, which the CMS's paths are relative to. */
  root: string;
  contentDir: string;
  /**
   * The site's own images (public/media/: placeholders, brand), which content names as
   * `placeholders/x.svg`; the backend only reads them, to show them in the editor's image fields.
   */
  siteMediaDir?: string;
}

const refuse = (given: unknown, why: string): PathVerdict => ({ ok: false, given, why });

/** The nearest path at or above `file` that exists, without following a final symbolic link. */
async function nearestExisting(file: string): Promise<string> {
  let at = file;
  for (;;) {
    if (
      await lstat(at).then(
        () => true,
        // Stryker disable next-line ArrowFunction: equivalent, undefined is as false to the if.
        () => false,
      )
    )
      return at;
    const up = path.dirname(at);
    if (up === at) return at;
    at = up;
  }
}

/**
 * The absolute path for `given` when the backend may use it. `folder` allows the content folder
 * itself (a collection listed from the top); files must lie below it.
 */
export async function contentPath(where: ContentRoot, given: unknown, kind: 'file' | 'folder'): Promise<PathVerdict> {
  if (typeof given !== 'string' || given === '') return refuse(given, 'expected a path inside the content folder');
  if (given.includes('\0')) return refuse(given, 'a path with a NUL byte');
  if (path.posix.isAbsolute(given) || path.win32.isAbsolute(given)) return refuse(given, 'an absolute path');
  if (given.split(/[\\/]/).includes('..')) return refuse(given, 'a path with ".."');
  const file = path.resolve(where.root, given);
  const inside = isWithin(file, where.contentDir) && (kind === 'folder' || file !== where.contentDir);
  if (!inside) return refuse(given, 'outside the content folder');
  const existing = await nearestExisting(file);
  if (existing === file && (await lstat(file)).isSymbolicLink()) return refuse(given, 'a symbolic link');
  const [real, realContent] = await Promise.all([realpath(existing), realpath(where.contentDir)]);
  if (!isWithin(real, realContent)) return refuse(given, 'leads outside the content folder through a symbolic link');
  return { ok: true, file };
}
