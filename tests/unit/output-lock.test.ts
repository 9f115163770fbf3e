// The output folder's lock (generator/pipeline/write/output-lock.ts) when writing
// it fails, as on a full disk: the error reaches the caller, no lock file stays
// behind, and the next build takes the lock at once.
import fs, { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { outputPaths } from '../../generator/pipeline/context.ts';
import { lockOutputDir } from '../../generator/pipeline/write/output-lock.ts';

let parent: string | undefined;

afterEach(() => {
  vi.restoreAllMocks();
  syncBuiltinESMExports();
  if (parent) rmSync(parent, { recursive: true, force: true });
  parent = undefined;
});

/** A write that fails as it does on a full disk. */
function diskFull(): never {
  throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
}

describe('lockOutputDir when the lock cannot be written', () => {
  it.each([
    ['writing the pid', 'writeSync'],
    ['closing the file', 'closeSync'],
  ] as const)('fails on %s, removes the lock it created, and the next build locks at once', async (_name, call) => {
    parent = mkdtempSync(path.join(os.tmpdir(), 'build-site-lock-'));
    const paths = outputPaths(path.join(parent, 'site'));
    // Only the first call fails: the clean-up's own close (and the next build) work as usual.
    vi.spyOn(fs, call).mockImplementationOnce(diskFull);
    // The module imports node:fs by name: the builtin's named exports follow the patched object only once synced.
    syncBuiltinESMExports();
    const openFiles = readdirSync('/proc/self/fd').length;
    await expect(lockOutputDir(paths, 0)).rejects.toThrow(/ENOSPC/);
    expect(existsSync(paths.lockFile)).toBe(false);
    // The file it opened is closed too: a long-running dev server must not leak a descriptor per failed build.
    if (call === 'writeSync') expect(readdirSync('/proc/self/fd').length).toBe(openFiles);

    vi.restoreAllMocks();
    syncBuiltinESMExports();
    // No wait allowed: an empty lock left behind would make this fail at once (a live-looking lock).
    const lock = await lockOutputDir(paths, 0);
    expect(readFileSync(paths.lockFile, 'utf8')).toBe(`${process.pid}\n`);
    lock.release();
    expect(existsSync(paths.lockFile)).toBe(false);
  });
});
