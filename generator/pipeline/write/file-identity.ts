// What unchanged-output.ts compares: the identity of a file or folder from its stat data, every entry
// of a folder, and the git state of the content folder's repository.
import { createHash } from 'node:crypto';
import { type Stats, lstatSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Kind, size, mtime, ctime and inode (times in ms with their fraction: sub-microsecond). */
export const identity = (s: Stats) =>
  `${s.isDirectory() ? 'd' : s.isFile() ? 'f' : 'x'}:${s.size}:${s.mtimeMs}:${s.ctimeMs}:${s.ino}`;
/** An output entry: without ctime for files, which later hard links and unlinks move. */
export const outputIdentity = (s: Stats) =>
  s.isDirectory() ? identity(s) : `${s.isFile() ? 'f' : 'x'}:${s.size}:${s.mtimeMs}:${s.ino}`;
export const withoutCtime = (id: string) =>
  id
    .split(':')
    .filter((_, i) => i !== 3)
    .join(':');
export const hashFile = (file: string) => createHash('sha1').update(readFileSync(file)).digest('hex');

/** Every entry under dir (and dir itself) by absolute path; undefined when one is neither a file nor a folder. */
export function walk(dir: string): Map<string, Stats> | undefined {
  const entries = new Map<string, Stats>();
  const top = lstatSync(dir, { throwIfNoEntry: false });
  if (!top) return entries;
  if (!top.isDirectory()) return undefined;
  entries.set(dir, top);
  for (const rel of readdirSync(dir, { recursive: true }) as string[]) {
    const file = path.join(dir, rel);
    const s = lstatSync(file);
    if (!s.isFile() && !s.isDirectory()) return undefined;
    entries.set(file, s);
  }
  return entries;
}

/**
 * The git state page dates depend on (generator/pipeline/content/page-dates.ts): HEAD, the branch it
 * names, the index. racy: HEAD or the branch changed at or after racyFrom.
 */
export function gitState(contentDir: string, racyFrom: number): { state: string; racy: boolean } {
  let at = contentDir;
  let dotGit: string | undefined;
  for (;;) {
    const candidate = path.join(at, '.git');
    if (lstatSync(candidate, { throwIfNoEntry: false })) {
      dotGit = candidate;
      break;
    }
    if (path.dirname(at) === at) return { state: 'none', racy: false };
    at = path.dirname(at);
  }
  let gitDir = dotGit;
  if (lstatSync(dotGit)?.isFile()) {
    // A worktree: .git names its folder, whose commondir names the shared one.
    gitDir = path.resolve(
      at,
      readFileSync(dotGit, 'utf8')
        .replace(/^gitdir: /, '')
        .trim(),
    );
  }
  const common = (() => {
    try {
      return path.resolve(gitDir, readFileSync(path.join(gitDir, 'commondir'), 'utf8').trim());
    } catch {
      return gitDir;
    }
  })();
  const head = readFileSync(path.join(gitDir, 'HEAD'), 'utf8');
  const ref = /^ref: (.+)$/m.exec(head)?.[1].trim();
  const refFiles = [path.join(gitDir, 'HEAD'), path.join(common, 'packed-refs')];
  if (ref) refFiles.push(path.join(common, ref));
  let racy = false;
  const parts = [head];
  for (const file of refFiles) {
    const s = lstatSync(file, { throwIfNoEntry: false });
    if (s && s.ctimeMs >= racyFrom) racy = true;
    parts.push(`${file}=${s ? identity(s) : '-'}`);
  }
  // The build's own `git status` may rewrite the index: it is recorded as the build left it.
  const index = lstatSync(path.join(gitDir, 'index'), { throwIfNoEntry: false });
  parts.push(`index=${index ? identity(index) : '-'}`);
  return { state: parts.join('\n'), racy };
}
