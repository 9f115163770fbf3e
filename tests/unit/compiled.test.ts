// The CLI bundle's source stamp (generator/cli/compiled.ts): stable, and changed by every source file.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pruneCompiled, sourceStamp } from '../../generator/cli/compiled.ts';
import { codeProjects } from '../fixtures/code-project.ts';

const { project } = codeProjects();

describe('CLI bundle stamp', () => {
  it('is stable while nothing changes, and changes with any source file or the manifests', () => {
    const root = project('stamp');
    const first = sourceStamp(root);
    expect(sourceStamp(root)).toBe(first);
    writeFileSync(path.join(root, 'templates/b.tsx'), 'export const b = 22;\n');
    const edited = sourceStamp(root);
    expect(edited).not.toBe(first);
    writeFileSync(path.join(root, 'client/new.ts'), 'export {};\n');
    const added = sourceStamp(root);
    expect(added).not.toBe(edited);
    const later = new Date(Date.now() + 5_000);
    utimesSync(path.join(root, 'package.json'), later, later);
    expect(sourceStamp(root)).not.toBe(added);
  });
});

describe('pruning the CLI cache', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  /** A file or folder dated `minute` minutes after a fixed time. */
  const dated = (file: string, minute: number) => {
    const at = new Date(Date.UTC(2026, 10, 28, 12, minute));
    utimesSync(file, at, at);
  };

  it("keeps the 4 newest bundles and the compile cache's entries made since the oldest of them", () => {
    const cache = mkdtempSync(path.join(os.tmpdir(), 'build-site-cli-cache-'));
    dirs.push(cache);
    // Six bundles, made at minutes 10, 20, ... 60; the 4 kept are those of minutes 30-60.
    const bundles = ['a', 'b', 'c', 'd', 'e', 'f'].map((c) => c.repeat(16));
    bundles.forEach((name, i) => {
      mkdirSync(path.join(cache, name));
      dated(path.join(cache, name), 10 * (i + 1));
    });
    const v8 = path.join(cache, 'v8', 'v22.23.3-x64-0');
    mkdirSync(v8, { recursive: true });
    // Entries at minutes 15, 29 (before the oldest kept bundle), 30 (the same minute: kept), 45.
    for (const minute of [15, 29, 30, 45]) {
      writeFileSync(path.join(v8, `entry-${minute}`), 'code');
      dated(path.join(v8, `entry-${minute}`), minute);
    }
    pruneCompiled(cache);
    expect(readdirSync(cache).sort()).toEqual([...bundles.slice(2), 'v8']);
    expect(readdirSync(v8).sort()).toEqual(['entry-30', 'entry-45']);
  });

  it('with no compile cache folder, or no bundle, removes no entry and does not fail', () => {
    const cache = mkdtempSync(path.join(os.tmpdir(), 'build-site-cli-cache-'));
    dirs.push(cache);
    mkdirSync(path.join(cache, '0'.repeat(16)));
    expect(() => pruneCompiled(cache)).not.toThrow();
    rmSync(path.join(cache, '0'.repeat(16)), { recursive: true });
    const v8 = path.join(cache, 'v8', 'v22');
    mkdirSync(v8, { recursive: true });
    writeFileSync(path.join(v8, 'entry'), 'code');
    pruneCompiled(cache);
    expect(existsSync(path.join(v8, 'entry'))).toBe(true);
  });
});
