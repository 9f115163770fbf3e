// The state of sources from stat data and a few small files, without reading them whole or starting
// git: a file's identity, and the git state of the content folder's repository, which page dates
// are read from (committed-dates.ts) and which a build with nothing changed compares
// (write/unchanged-output.ts).
import { type Stats, lstatSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Kind, size, mtime, ctime and inode (times in ms with their fraction: sub-microsecond). */
export const identity = (s: Stats) =>
  `${s.isDirectory() ? 'd' : s.isFile() ? 'f' : 'x'}:${s.size}:${s.mtimeMs}:${s.ctimeMs}:${s.ino}`;

export interface GitState {
  /** HEAD, the branch it names, packed refs and the index; 'none' outside a repository. */
  state: string;
  /** The same without the index: what the history (`git log`) depends on. */
  head: string;
  /** HEAD or the branch changed at or after racyFrom. */
  racy: boolean;
}

/**
 * The git state page dates depend on (generator/pipeline/content/committed-dates.ts): HEAD, the branch it
 * names, the index (GitState).
 */
export function gitState(contentDir: string, racyFrom: number): GitState {
  let at = contentDir;
  let dotGit: string | undefined;
  for (;;) {
    const candidate = path.join(at, '.git');
    const found = lstatSync(candidate, { throwIfNoEntry: false });
    // A .git folder without HEAD is no repository (an interrupted clone): git looks further up, and so does this.
    if (found && (!found.isDirectory() || lstatSync(path.join(candidate, 'HEAD'), { throwIfNoEntry: false }))) {
      dotGit = candidate;
      break;
    }
    if (path.dirname(at) === at) return { state: 'none', head: 'none', racy: false };
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
  let headFile: string;
  try {
    headFile = readFileSync(path.join(gitDir, 'HEAD'), 'utf8');
  } catch {
    // A .git file naming a folder that is gone: git refuses it as a repository, so no history is read.
    return { state: 'none', head: 'none', racy: false };
  }
  const ref = /^ref: (.+)$/m.exec(headFile)?.[1].trim();
  const refFiles = [path.join(gitDir, 'HEAD'), path.join(common, 'packed-refs')];
  if (ref) refFiles.push(path.join(common, ref));
  let racy = false;
  const parts = [headFile];
  for (const file of refFiles) {
    const s = lstatSync(file, { throwIfNoEntry: false });
    if (s && s.ctimeMs >= racyFrom) racy = true;
    parts.push(`${file}=${s ? identity(s) : '-'}`);
  }
  // The build's own `git status` may rewrite the index: it is recorded as the build left it.
  const head = parts.join('\n');
  const index = lstatSync(path.join(gitDir, 'index'), { throwIfNoEntry: false });
  return { state: `${head}\nindex=${index ? identity(index) : '-'}`, head, racy };
}
