// The commit dates page dates are read from (page-dates.ts): the newest commit of each file under
// the content folder, left out for a file that is edited, staged or new (`git status`), since an edit
// is newer than its last commit. Git is asked once for the whole folder, and not at all outside a
// repository; a process that builds again (the dev server's build child) reuses the history while
// HEAD and its branch stay as they were, and `git status` while the index does too, checking only the
// files changed since against HEAD's blobs.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { lstatSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gitState, identity } from './source-state.ts';

/** Runs git in the content folder; undefined when git is missing or the folder is not in a repository. */
function git(contentDir: string, args: string[]): string | undefined {
  try {
    return execFileSync('git', ['-C', contentDir, ...args], {
      // `git status` would otherwise refresh the index: a build writes nothing in .git (and takes no
      // lock a commit of the user's could meet), and the index identity page dates watch stays put.
      // Stryker disable next-line StringLiteral: equivalent, git reads an empty value as false too.
      env: { ...process.env, GIT_OPTIONAL_LOCKS: '0' },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch {
    return undefined;
  }
}

/** Newest commit time (ms) of every file in the history under the content folder, by path relative to it. */
function history(contentDir: string): Map<string, number> {
  const dates = new Map<string, number>();
  // Newest commit first: a file's first appearance is its newest commit. NUL-separated, so any file name parses.
  const log = git(contentDir, [
    'log',
    '-z',
    '--format=%x01%ct',
    '--name-only',
    '--relative',
    '--no-renames',
    '--',
    '.',
  ]);
  if (log === undefined) return dates;
  let time = 0;
  for (const field of log.split('\0')) {
    const name = field.replace(/^\n/, '');
    if (name.startsWith('\x01')) time = Number(name.slice(1)) * 1000;
    else if (name && !dates.has(name)) dates.set(name, time);
  }
  return dates;
}

/**
 * The last history read per content folder, with the HEAD it was read at, the folder's path in the
 * repository and, for a process that builds again, the blob id of each file HEAD holds there.
 */
const histories = new Map<
  string,
  { head: string; dates: Map<string, number>; prefix: string; blobs?: Map<string, string> }
>();

/** What `git status` lists, by path relative to the content folder; `staged`: those whose index entry is not HEAD's. */
interface Status {
  listed: Set<string>;
  staged: Set<string>;
}

/**
 * What `git status` said last per content folder in a process that builds again, with the git state
 * (HEAD, branch, index) it was read at and the identity then of each file the history names.
 */
const statuses = new Map<string, Status & { state: string; files: Map<string, string> }>();

/** Each history file's identity now (source-state.ts), '-' when it is gone. */
function identities(contentDir: string, files: Iterable<string>): Map<string, string> {
  const now = new Map<string, string>();
  for (const file of files) {
    const s = lstatSync(path.join(contentDir, file), { throwIfNoEntry: false });
    now.set(file, s ? identity(s) : '-');
  }
  return now;
}

/** The id git gives `bytes` as a blob (SHA-1 object format). */
const blobId = (bytes: Buffer) => createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');

/** `git ls-tree` of HEAD under the content folder: each file's blob id, by path relative to it. */
function headBlobs(contentDir: string): Map<string, string> {
  const blobs = new Map<string, string>();
  // Stryker disable next-line StringLiteral: equivalent, no text but an ls-tree line is read as an entry.
  for (const line of (git(contentDir, ['ls-tree', '-r', '-z', 'HEAD']) ?? '').split('\0')) {
    // Stryker disable next-line Regex: equivalent, each line is one whole entry, so the anchors hold anyway.
    const match = /^\d+ blob ([0-9a-f]+)\t(.+)$/s.exec(line);
    if (match) blobs.set(match[2], match[1]);
  }
  return blobs;
}

/**
 * `git status -z --porcelain` read: "XY path", X the index against HEAD, Y the file against the index;
 * a rename's and a copy's entry is followed by its source path. A rename's source left the index, so it
 * is listed and staged as the rename is; a copy's is listed, when it is, by an entry of its own.
 */
function readStatus(output: string, prefix: string): Status {
  const status: Status = { listed: new Set(), staged: new Set() };
  const fields = output.split('\0');
  for (let i = 0; i < fields.length; i++) {
    const x = fields[i][0];
    const files = [fields[i].slice(3)];
    if (x === 'R') {
      // Stryker disable next-line StringLiteral: equivalent, git always writes a rename's source.
      const source = fields[++i] ?? '';
      files.push(source);
    }
    // Stryker disable next-line ConditionalExpression,EqualityOperator,StringLiteral,UpdateOperator: equivalent, a copy's source read as an entry loses its first three characters and names no file under the content folder.
    if (x === 'C') i++;
    for (const file of files) {
      // Stryker disable next-line ConditionalExpression: equivalent, `-- .` lists only files under the content folder, and the last field is empty.
      if (!file.startsWith(prefix)) continue;
      status.listed.add(file.slice(prefix.length));
      if (x !== ' ' && x !== '?') status.staged.add(file.slice(prefix.length));
    }
  }
  return status;
}

/**
 * What `git status` would say now, worked out from its last answer without starting git; undefined
 * when the git state moved since (a commit, a checkout, `git add`). With the index as it was, a history
 * file that changed since is listed when its index entry differs from HEAD's (staged), else when its
 * bytes are not HEAD's, or it is gone while HEAD holds it.
 */
function statusSince(contentDir: string, state: string, blobs: Map<string, string>, now: Map<string, string>) {
  const last = statuses.get(contentDir);
  if (last?.state !== state) return undefined;
  const status: Status = { listed: new Set(last.listed), staged: last.staged };
  for (const [file, id] of now) {
    // Stryker disable next-line ConditionalExpression: equivalent, an unchanged file compared again gives the answer it gave.
    if (last.files.get(file) === id || last.staged.has(file)) continue;
    const head = blobs.get(file);
    const listed = id === '-' ? head !== undefined : head !== blobId(readFileSync(path.join(contentDir, file)));
    if (listed) status.listed.add(file);
    else status.listed.delete(file);
  }
  return status;
}

/**
 * Newest commit time (ms) of every committed, unmodified file under the content folder, by path
 * relative to it. `resident`: a process that builds again (the dev server's build child), which asks
 * `git status` only when its last answer cannot be carried forward (statusSince): starting git from
 * a process of 150 MB cost each dev reload 5-8 ms.
 */
export function committedDates(contentDir: string, resident = false): Map<string, number> {
  const { head, state } = gitState(contentDir, Number.POSITIVE_INFINITY);
  // No .git above the folder: git finds no repository either, unless GIT_DIR names one.
  if (head === 'none' && process.env.GIT_DIR === undefined) return new Map();
  let known = histories.get(contentDir);
  if (known?.head !== head) {
    const prefix = git(contentDir, ['rev-parse', '--show-prefix'])?.trim() ?? '';
    known = { head, dates: history(contentDir), prefix };
    histories.set(contentDir, known);
  }
  const dates = new Map(known.dates);
  // Outside a repository found from the folder (GIT_DIR), the index cannot be watched: git is asked.
  const carried = resident && state !== 'none';
  if (carried) known.blobs ??= headBlobs(contentDir);
  const now = carried ? identities(contentDir, known.dates.keys()) : undefined;
  // Edited, staged or new files: their modification time is newer than any commit.
  const status =
    (now && known.blobs && statusSince(contentDir, state, known.blobs, now)) ||
    readStatus(
      // Stryker disable next-line StringLiteral: equivalent, no other text starts with the content folder's path.
      git(contentDir, ['status', '-z', '--porcelain', '--untracked-files=all', '--', '.']) ?? '',
      known.prefix,
    );
  if (now) statuses.set(contentDir, { state, files: now, ...status });
  for (const file of status.listed) dates.delete(file);
  return dates;
}
