// Write: one file of the output (or beside it), its folder made first; the bytes written, for the summary.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export function writeFile(file: string, data: string): number {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, data);
  return Buffer.byteLength(data);
}
