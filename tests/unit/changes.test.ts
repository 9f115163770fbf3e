// Which watcher events the dev server builds for (generator/serve/dev/changes.ts): edits, not the link
// count changes its own builds cause by hard-linking public/ files into the output.
import { linkSync, mkdtempSync, renameSync, rmSync, statSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EditFilter, EditLog } from '../../generator/serve/dev/changes.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'build-site-changes-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('EditFilter', () => {
  it('does not call a new or removed hard link of a watched file an edit', () => {
    const file = path.join(dir, 'logo.svg');
    writeFileSync(file, '<svg/>');
    const edits = new EditFilter();
    edits.seen(file, statSync(file));
    linkSync(file, path.join(dir, 'linked.svg'));
    expect(edits.isEdit('change', file, statSync(file))).toBe(false);
    unlinkSync(path.join(dir, 'linked.svg'));
    expect(edits.isEdit('change', file, statSync(file))).toBe(false);
  });

  it('calls a write, an atomic save, an added and a removed file edits', async () => {
    const file = path.join(dir, 'about.yaml');
    writeFileSync(file, 'a: 1\n');
    const edits = new EditFilter();
    edits.seen(file, statSync(file));
    writeFileSync(file, 'a: 22\n');
    expect(edits.isEdit('change', file, statSync(file))).toBe(true);
    // Same size, later modification time (set, not waited for).
    const { mtime } = statSync(file);
    writeFileSync(file, 'a: 23\n');
    utimesSync(file, mtime, new Date(mtime.getTime() + 1000));
    expect(edits.isEdit('change', file, statSync(file))).toBe(true);
    // A temp file renamed over the original: a new inode.
    writeFileSync(`${file}.tmp`, 'a: 24\n');
    renameSync(`${file}.tmp`, file);
    expect(edits.isEdit('change', file, statSync(file))).toBe(true);
    const added = path.join(dir, 'new.yaml');
    writeFileSync(added, 'b: 1\n');
    expect(edits.isEdit('add', added, statSync(added))).toBe(true);
    expect(edits.isEdit('unlink', added, undefined)).toBe(true);
  });

  it('calls a change event of a file it has not seen an edit', () => {
    const file = path.join(dir, 'unseen.yaml');
    writeFileSync(file, 'c: 1\n');
    expect(new EditFilter().isEdit('change', file, statSync(file))).toBe(true);
  });
});

describe('EditLog: what each dev build is told was edited', () => {
  it('tells nothing until the watcher has watched a whole build, then the edits since the last build started, each once', () => {
    const log = new EditLog();
    // The first build starts before the watcher is ready: an edit during it may go unseen.
    expect(log.take(false)).toBeUndefined();
    log.add('/p/content/pages/about.yaml');
    // Started after the watcher became ready, but the build before it was not watched whole.
    expect(log.take(true)).toBeUndefined();
    expect(log.take(true)).toEqual([]);
    log.add('/p/content/pages/about.yaml');
    log.add('/p/public/robots.txt');
    log.add('/p/content/pages/about.yaml');
    expect(log.take(true)).toEqual(['/p/content/pages/about.yaml', '/p/public/robots.txt']);
    expect(log.take(true)).toEqual([]);
  });
});
