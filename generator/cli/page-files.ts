// The files `check` reads: every page of the folder, found by walking it with names as bytes, so a
// name that is not UTF-8 is reported rather than read (it would name no file) and a folder whose
// name holds a line break is walked too.
import { isUtf8 } from 'node:buffer';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { notUtf8Name, shownName } from '../pipeline/content/file-names.ts';
import type { UnsafeFile } from '../pipeline/write/output-links.ts';

/**
 * Every page under dir: regular files ending in .html, none under a dot-folder, and every name that
 * is not UTF-8 (Node would read it with U+FFFD, a name of no file). A symbolic link is reported, not
 * read: it may point anywhere, or nowhere. (fast-glob's `**` passes over a folder whose name holds a
 * line break, so such a page went unchecked.)
 */
export function pageFiles(dir: string): { pages: string[]; names: UnsafeFile[] } {
  const pages: string[] = [];
  const names: UnsafeFile[] = [];
  const walk = (rel: string) => {
    for (const entry of readdirSync(path.join(dir, rel), { withFileTypes: true, encoding: 'buffer' })) {
      const bytes = entry.name;
      if (!isUtf8(bytes)) {
        names.push({ file: `${rel}${shownName(bytes)}`, message: notUtf8Name(bytes) });
        continue;
      }
      const name = bytes.toString('utf8');
      if (name.startsWith('.')) continue;
      if (entry.isDirectory()) walk(`${rel}${name}/`);
      else if (entry.isFile() && name.endsWith('.html')) pages.push(`${rel}${name}`);
    }
  };
  walk('');
  return { pages: pages.sort(), names };
}
