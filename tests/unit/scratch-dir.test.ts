// The test run's temp folder (tests/fixtures/scratch-dir.ts): memory when /dev/shm is a tmpfs with
// room, never over a TMPDIR the user set, never a folder on disk.
import { existsSync, statSync, statfsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testScratchDir } from '../fixtures/scratch-dir.ts';
import { ROOT } from '../fixtures/html.ts';

describe('testScratchDir', () => {
  it('keeps a TMPDIR the user set, even an empty-looking one', () => {
    expect(testScratchDir({ TMPDIR: '/var/tmp' })).toBeUndefined();
    expect(testScratchDir({ TMPDIR: '.' })).toBeUndefined();
  });

  it('leaves TMPDIR alone where the folder given is on disk, or missing', () => {
    // The checkout is on disk (this project's machines: ext4 on a virtual disk), not a tmpfs.
    expect(statfsSync(ROOT).type).not.toBe(0x01021994);
    expect(testScratchDir({}, ROOT)).toBeUndefined();
    expect(existsSync(path.join(ROOT, 'build-site-tests'))).toBe(false);
    expect(testScratchDir({}, path.join(ROOT, 'no-such-folder'))).toBeUndefined();
  });

  it.runIf(existsSync('/dev/shm') && statfsSync('/dev/shm').type === 0x01021994)(
    'is a folder of its own in /dev/shm, made for the run, only its owner may enter',
    () => {
      expect(testScratchDir({})).toBe('/dev/shm/build-site-tests');
      expect(statSync('/dev/shm/build-site-tests').mode & 0o777).toBe(0o700);
    },
  );
});
