// What unchanged-output.ts compares: every entry of a folder, the identity of an output entry, a
// file's hash. A source's identity and the git state are ../content/source-state.ts's.
import { createHash } from 'node:crypto';
import { type Stats, lstatSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { identity } from '../content/source-state.ts';

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
