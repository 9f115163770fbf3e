// Write: one file of the output (or beside it), its folder made first; the bytes written, for the summary.
import { linkSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export function writeFile(file: string, data: string): number {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, data);
  return Buffer.byteLength(data);
}

/**
 * Writes data to file, or hard-links `previous` there when it holds exactly these bytes: a dev reload
 * writes the same deploy files every time (redirect stubs, `_headers`, robots.txt), and on this VM's
 * disk a new file cost about 15 times a link (strace, 2026-11-28). `previous` is the last output's
 * file at the same path, the build's own there (public/ is placed only where the build wrote nothing,
 * link-tree.ts); the output holding it is replaced, not written, so no later write reaches it.
 */
export function writeOrLink(file: string, data: string, previous: string): number {
  const bytes = Buffer.from(data);
  try {
    if (statSync(previous).size === bytes.length && readFileSync(previous).equals(bytes)) {
      mkdirSync(path.dirname(file), { recursive: true });
      linkSync(previous, file);
      return bytes.length;
    }
  } catch {
    // No previous file, or a link refused (another file system, a file already there): written.
  }
  return writeFile(file, data);
}
