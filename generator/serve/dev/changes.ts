// Which watcher events are edits. A build hard-links public/ files into the output and later unlinks
// the old output's links: both change those files' link counts, which inotify reports as attribute
// changes and chokidar as 'change'. Taken as edits, every build would start the next one, for ever.
// An event counts only when the file's modification time, size or inode differ from what was seen.
import type { Stats } from 'node:fs';

const stamp = (stats: Stats): string => `${stats.mtimeMs}:${stats.size}:${stats.ino}`;

export class EditFilter {
  private readonly stamps = new Map<string, string>();

  /** Records a file as it is now (the watcher's initial scan), without calling it an edit. */
  seen(file: string, stats: Stats | undefined): void {
    if (stats?.isFile()) this.stamps.set(file, stamp(stats));
  }

  /** Whether this event (chokidar's name: add, addDir, change, unlink, unlinkDir) changed the file's contents or the tree; remembers the file's new state. */
  isEdit(event: string, file: string, stats: Stats | undefined): boolean {
    if (event === 'unlink' || event === 'unlinkDir') {
      this.stamps.delete(file);
      return true;
    }
    if (event !== 'change' || !stats) {
      this.seen(file, stats);
      return true;
    }
    const now = stamp(stats);
    const before = this.stamps.get(file);
    this.stamps.set(file, now);
    return before !== now;
  }
}

/**
 * The edits each build is told of (BuildRequest.changes): the files edited since the previous build
 * started. Only once the watcher has watched a whole build: an edit made before it was ready went
 * unseen, so the builds until then are told nothing and read every file.
 */
export class EditLog {
  private readonly edited = new Set<string>();
  private watchedLast = false;

  /** An edit the watcher reported. */
  add(file: string): void {
    this.edited.add(file);
  }

  /** The edits for the build starting now, and forgets them; `watching`: whether the watcher is ready. */
  take(watching: boolean): string[] | undefined {
    const changes = this.watchedLast ? [...this.edited] : undefined;
    this.edited.clear();
    this.watchedLast = watching;
    return changes;
  }
}
