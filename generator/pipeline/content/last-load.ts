// A resident process's last load of each content folder (the dev server's build child): its listing
// and every file's result. Told by the dev server's watcher which files were edited since
// (LoadOptions.changes), the next load lists nothing and reads only those: listing the folders and
// reading and hashing every file cost a dev reload 8-12 ms on this VM, for one edited file.
import { statSync } from 'node:fs';
import path from 'node:path';
import { isWithin } from '../context.ts';
import type { ContentCache } from './content-cache.ts';
import type { LoadedFile } from './load-file.ts';

/** One load of a folder: `Listing` is the load's list of collection files (load.ts). */
export interface LastLoad<Listing> {
  collections: Listing;
  /** misnamedYaml's files. */
  misnamed: readonly string[];
  /** Each file's result, by path relative to the folder (problems included). */
  files: ReadonlyMap<string, LoadedFile>;
}

/** The last load of each folder this process made. */
export function lastLoads<Listing>() {
  const loads = new Map<string, LastLoad<Listing>>();
  return {
    remember: (dir: string, load: LastLoad<Listing>) => void loads.set(dir, load),
    /**
     * The folder's last load when the edits since leave its listing as it was: each edited path under
     * dir is a file that load read and is still a file. An added, removed or renamed file, a folder, a
     * file the load does not read (home.yml, a photo under content/media/): undefined, and everything
     * is read again. Undefined too when the edits are not known.
     */
    since: (dir: string, changes: ReadonlySet<string> | undefined): LastLoad<Listing> | undefined => {
      const last = loads.get(dir);
      if (!last || !changes) return undefined;
      for (const file of changes) {
        if (!isWithin(file, dir)) continue;
        if (!last.files.has(path.relative(dir, file).split(path.sep).join('/'))) return undefined;
        if (!statSync(file, { throwIfNoEntry: false })?.isFile()) return undefined;
      }
      return last;
    },
  };
}

/**
 * The last load's results of the files not edited since, to be taken unread. A value still in the
 * content cache is taken from there, which keeps it in the cache without calling the cache changed
 * (an entry no load asks for is dropped; a changed cache is written again).
 */
export function unedited(
  dir: string,
  files: ReadonlyMap<string, LoadedFile>,
  changes: ReadonlySet<string>,
  cache: ContentCache | undefined,
): Map<string, LoadedFile> {
  const kept = new Map<string, LoadedFile>();
  for (const [rel, file] of files) {
    if (changes.has(path.join(dir, rel))) continue;
    // A file with problems, or unreadable: its result as it was.
    if (file.key === undefined || file.value === undefined) {
      kept.set(rel, file);
      continue;
    }
    const cached = cache?.get(file.key);
    // Not in the cache (a cache started afresh): stored again as this load's.
    kept.set(rel, cached !== undefined ? { ...file, value: cached, fresh: false } : { ...file, fresh: true });
  }
  return kept;
}
