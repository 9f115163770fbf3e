// Page output: a page is written the moment it has rendered (its script's URL is
// in it already, assets/page-script-url.ts) and then dropped, so no rendered page
// waits in memory for the others.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { outputFile } from '../../model/routes.ts';

/** Creates the folder of every page file, parents first (the pages kept from a previous output). */
export function makeFolders(outDir: string, routePaths: readonly string[]): void {
  const folders = new Set(routePaths.map((p) => path.dirname(path.join(outDir, outputFile(p)))));
  for (const folder of [...folders].sort()) mkdirSync(folder, { recursive: true });
}

/** Writes a rendered page (its folder made first); returns the bytes written. */
export function writePage(outDir: string, routePath: string, html: string): number {
  const file = path.join(outDir, outputFile(routePath));
  // Nearly every page has a folder of its own, so this is one mkdir per page wherever it runs.
  mkdirSync(path.dirname(file), { recursive: true });
  const bytes = Buffer.from(html);
  writeFileSync(file, bytes);
  return bytes.length;
}
