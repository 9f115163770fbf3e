// Which file of the served folder answers a path, Netlify-style pretty URLs: /x is x, x/index.html or
// x.html; /x/ is x/index.html. Never a file outside the folder: not by "..", and not through a
// symbolic link either (the file's real path must lie in the folder's real path). The build never
// writes a link, but `serve -o` serves folders it did not build, and a host uploads what a link
// points to. Internal files (internal-files.ts) are never served.
import { realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { isInternalFile } from './internal-files.ts';

export function decodePath(url: string): string | undefined {
  try {
    return decodeURIComponent(url);
  } catch {
    // A malformed escape: no path.
  }
  return undefined;
}

/** The real path of `p`, undefined when it does not exist (or loops). */
function realPath(p: string): string | undefined {
  try {
    return realpathSync(p);
  } catch {
    // Not there, or a loop.
  }
  return undefined;
}

/** Whether `p` is a regular file (following links); false when it is not there, loops or cannot be read. */
function isFile(p: string): boolean {
  try {
    return statSync(p).isFile();
  } catch {
    // Not there, a loop, or not readable.
  }
  // Stryker disable next-line BooleanLiteral: equivalent, what stat cannot read has no real path, skipped below.
  return false;
}

/** Whether the file `real` lies in the folder `realRoot` (a file is never the folder itself). */
const isInside = (real: string, realRoot: string) =>
  real.startsWith(realRoot.endsWith(path.sep) ? realRoot : `${realRoot}${path.sep}`);

/** The file for a decoded path, undefined when none (or only one outside the folder) answers it. */
export function fileFor(root: string, pathname: string): string | undefined {
  // Stryker disable next-line ConditionalExpression: equivalent, stat refuses a NUL, so no candidate is a file.
  if (pathname.includes('\0')) return undefined;
  const base = path.resolve(root);
  const full = path.resolve(base, `.${pathname}`);
  const rel = path.relative(base, full);
  // Stryker disable next-line ConditionalExpression,LogicalOperator,MethodExpression: equivalent, a file outside the folder fails isInside below; this says why early.
  if (rel.startsWith('..') || path.isAbsolute(rel)) return undefined;
  if (isInternalFile(rel.split(path.sep).join('/'))) return undefined;
  const realRoot = realPath(base);
  // Stryker disable next-line ConditionalExpression: equivalent, in a folder that is not there no candidate is a file.
  if (realRoot === undefined) return undefined;
  const candidates = pathname.endsWith('/')
    ? [path.join(full, 'index.html')]
    : [full, path.join(full, 'index.html'), `${full}.html`];
  for (const candidate of candidates) {
    if (!isFile(candidate)) continue;
    const real = realPath(candidate);
    // A link out of the folder (a file, or a folder on the way) is as if there were nothing there.
    // Stryker disable next-line ConditionalExpression: equivalent, isFile() just found it: only a file removed in between has no real path.
    if (real !== undefined && isInside(real, realRoot)) return candidate;
  }
  return undefined;
}

/** The file for a URL path as written in a link (query and fragment ignored); used by `check`. */
export function resolveFile(root: string, urlPath: string): string | undefined {
  const pathname = decodePath(urlPath.split(/[?#]/)[0]);
  return pathname === undefined ? undefined : fileFor(root, pathname);
}
