// Page output: every page's folder is created in one pass before any file is
// written; a rendered page waits as UTF-8 bytes until its script is bundled,
// then is written with the script's URL in place of the placeholder.
import { closeSync, mkdirSync, openSync, writevSync } from 'node:fs';
import path from 'node:path';
import { outputFile } from '../../model/routes.ts';
import { widgetKey } from '../assets/page-scripts.ts';
import { SCRIPT_PLACEHOLDER, type RenderedPage } from './render.tsx';

/** A rendered page waiting for its script URL. */
export interface PendingPage {
  /** The route's path; the file is outputFile(path). */
  path: string;
  /**
   * The document as UTF-8. Bytes rather than a string: thousands of pages wait in memory while
   * the scripts are bundled, and buffers sit outside the garbage-collected heap.
   */
  html: Buffer;
  /** Byte offset of SCRIPT_PLACEHOLDER in html. */
  scriptAt: number;
  /** widgetKey of the page's widgets: which bundle it loads. */
  script: string;
}

const PLACEHOLDER_ATTRIBUTE = Buffer.from(`src="${SCRIPT_PLACEHOLDER}"`);
const PLACEHOLDER_BYTES = Buffer.byteLength(SCRIPT_PLACEHOLDER);

export function pendingPage(routePath: string, page: RenderedPage): PendingPage {
  const html = Buffer.from(page.html);
  // The first match is the document's own <script type=module> in <head>, before any page content.
  const at = html.indexOf(PLACEHOLDER_ATTRIBUTE);
  if (at < 0) throw new Error(`${routePath}: rendered page has no script placeholder`);
  return { path: routePath, html, scriptAt: at + 'src="'.length, script: widgetKey(page.widgets) };
}

/** Creates the folder of every page file, parents first, before any page is written. */
export function makeFolders(outDir: string, routePaths: readonly string[]): void {
  const folders = new Set(routePaths.map((p) => path.dirname(path.join(outDir, outputFile(p)))));
  for (const folder of [...folders].sort()) mkdirSync(folder, { recursive: true });
}

/** Writes the page with `scriptUrl` substituted; returns the bytes written. */
export function writePage(outDir: string, page: PendingPage, scriptUrl: string): number {
  const url = Buffer.from(scriptUrl);
  const fd = openSync(path.join(outDir, outputFile(page.path)), 'w');
  try {
    // Three slices of one write: the page bytes are not copied to substitute the URL.
    writevSync(fd, [page.html.subarray(0, page.scriptAt), url, page.html.subarray(page.scriptAt + PLACEHOLDER_BYTES)]);
  } finally {
    closeSync(fd);
  }
  return page.html.length - PLACEHOLDER_BYTES + url.length;
}
