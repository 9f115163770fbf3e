// One folder truth (#38): the folders' names are written once (generator/model/project-folders.ts) and
// resolved once per build (generator/pipeline/context.ts); a second list or a second resolution fails here.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';
import { CODE_FOLDERS, DEFAULT_FOLDERS } from '../../generator/model/project-folders.ts';
import { projectFolders, resolveBuildContext } from '../../generator/pipeline/context.ts';

const root = path.resolve(import.meta.dirname, '../..');
const sources = fg
  .sync(['generator/**/*.{ts,tsx}', 'bin/build-site'], { cwd: root })
  .filter((file) => file !== 'generator/model/project-folders.ts')
  .sort();
const text = (file: string) => readFileSync(path.join(root, file), 'utf8');
/** The files whose code (comments left out) matches pattern. */
const filesMatching = (pattern: RegExp) =>
  sources.filter((file) => pattern.test(text(file).replace(/^\s*(\/\/|\*|\/\*).*$/gm, '')));

describe('the folder names', () => {
  it('are the project layout', () => {
    expect(CODE_FOLDERS).toEqual(['generator', 'templates', 'client']);
    expect(DEFAULT_FOLDERS).toEqual({
      content: 'content',
      public: 'public',
      out: 'dist',
      cache: 'node_modules/.cache/build-site',
    });
  });

  it('are written nowhere else in the code: no second list of code folders, no second default', () => {
    // A quoted code-folder name beside another in one list, in any order.
    const codeList = /['"](generator|templates|client)['"]\s*,\s*['"](generator|templates|client)['"]/;
    expect(filesMatching(codeList)).toEqual([]);
    // bin/build-site finds the loader before any TypeScript can load, so it alone names the cache folder.
    expect(filesMatching(/['"]node_modules\/\.cache\/build-site/)).toEqual(['bin/build-site']);
    // The catalogue's README examples name dist/ as the user sees it, not as a default.
    expect(filesMatching(/['"]dist['"]/)).toEqual(['generator/model/problems.ts']);
    expect(filesMatching(/path\.join\([^)]*['"](content|public)['"]\)/)).toEqual([]);
  });
});

describe('the folders of a build', () => {
  it('are resolved by context.ts alone: the CLI once per build, build.ts only for callers that gave options', () => {
    expect(filesMatching(/\bresolveBuildContext\(/)).toEqual([
      'generator/cli/build-command.ts',
      'generator/pipeline/build.ts',
      'generator/pipeline/context.ts',
      // The editor's save check: a build of its own, of a scratch copy of the content into a scratch output.
      'generator/serve/editor/save-check.ts',
    ]);
    // The help's defaults and the dev server's watch list; neither hands its folders to a build as a context.
    expect(filesMatching(/\bprojectFolders\(/)).toEqual([
      'generator/cli/cli.ts',
      'generator/pipeline/context.ts',
      'generator/serve/dev-server.ts',
    ]);
  });

  it('come from -o and -c under one name each, the output as ctx.output.outDir', () => {
    const ctx = resolveBuildContext({ root: '/p', contentDir: 'c', outDir: '/elsewhere/site' });
    expect(ctx.output.outDir).toBe('/elsewhere/site');
    expect(ctx.contentDir).toBe(path.resolve('c'));
    expect(ctx.publicDir).toBe('/p/public');
    expect(ctx.cacheDir).toBe('/p/node_modules/.cache/build-site');
    expect(ctx.output.tmpDir).toBe(`/elsewhere/.site-tmp-${process.pid}`);
    expect(projectFolders('/p')).toEqual({
      root: '/p',
      contentDir: '/p/content',
      publicDir: '/p/public',
      outDir: '/p/dist',
      cacheDir: '/p/node_modules/.cache/build-site',
    });
  });

  it('reach the kept-output check and the writer as the context, not as paths resolved again', () => {
    for (const file of ['generator/pipeline/write/unchanged-output.ts', 'generator/cli/build-command.ts'])
      expect(text(file)).not.toMatch(/\bprojectFolders\b/);
  });
});
