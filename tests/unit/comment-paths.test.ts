// Paths named in comments stay true: every project path a comment names
// (generator/<folder>/<file>.ts, tests/site/, a file name like render-pages.ts)
// exists, so a moved file cannot leave a comment pointing nowhere.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
/** Folders the README tells users to make, which the repository itself does not hold. */
const USER_FOLDERS = new Set(['content/media/']);
const SOURCES = fg.sync(
  ['{bin,generator,templates,client,tests,scripts}/**/*.{ts,tsx,cjs,css,sh}', 'bin/build-site', '*.config.ts'],
  { cwd: root },
);
const FILE_NAMES = new Set(
  fg
    .sync(['**/*'], { cwd: root, ignore: ['node_modules/**', '.git/**', 'dist/**'], dot: true })
    .map((f) => path.basename(f)),
);

/** The comment text of a source file: // and /* *\/ comments, and # lines in shell scripts. */
function comments(file: string, src: string): string[] {
  if (file.endsWith('.sh')) return src.split('\n').filter((l) => l.trim().startsWith('#'));
  return [...src.matchAll(/\/\/[^\n]*|\/\*[\s\S]*?\*\//g)].map((m) => m[0]);
}

/** Paths from the project root (generator/model/, tests/site/) and bare module file names (render-pages.ts). */
function namedPaths(text: string): { rooted: string[]; bare: string[] } {
  const rooted = [
    ...text.matchAll(
      /(?<![\w./-])((?:generator|templates|client|tests|scripts|bin|content|public|docs)\/[\w./+-]*[\w/])/g,
    ),
  ].map((m) => m[1]);
  const bare = [...text.matchAll(/(?<![\w./-])([\w-]+\.(?:tsx?|css|cjs))\b/g)].map((m) => m[1]);
  return { rooted, bare };
}

describe('paths in comments', () => {
  it('reads comments from every layer', () => {
    expect(SOURCES.length).toBeGreaterThan(150);
  });

  it('name files and folders that exist', () => {
    const stale: string[] = [];
    for (const file of SOURCES) {
      for (const comment of comments(file, readFileSync(path.join(root, file), 'utf8'))) {
        const { rooted, bare } = namedPaths(comment);
        // Globs and placeholders (<widget>, *.yaml) name patterns, not files.
        for (const p of rooted)
          if (!/[<*{]/.test(p) && !USER_FOLDERS.has(p) && !existsSync(path.join(root, p.replace(/\/$/, ''))))
            stale.push(`${file}: ${p}`);
        for (const name of bare) if (!FILE_NAMES.has(name)) stale.push(`${file}: ${name}`);
      }
    }
    expect(stale).toEqual([]);
  });
});
