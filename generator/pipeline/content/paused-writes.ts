// Files a resident process (the dev server's build child) writes once its builds pause rather than in
// each rebuild: the content cache (content-cache.ts) and the page graph (../render/page-graph.ts),
// which it keeps in memory meanwhile. One timer per file, put off again by each later write.

/** How long a resident process waits after its last build before writing such a file. */
export const RESIDENT_SAVE_MS = 1000;

const pending = new Map<string, NodeJS.Timeout>();

/**
 * Runs `write` RESIDENT_SAVE_MS after the last call for `file`. Unreferenced: a process that ends
 * first leaves the older file, which costs the next process speed, never a stale result.
 */
export function writeWhenPaused(file: string, write: () => void): void {
  clearTimeout(pending.get(file));
  pending.set(
    file,
    setTimeout(() => {
      pending.delete(file);
      write();
    }, RESIDENT_SAVE_MS).unref(),
  );
}

/** Drops the write put off for `file`: it is being written now. */
export function cancelPausedWrite(file: string): void {
  clearTimeout(pending.get(file));
  pending.delete(file);
}
