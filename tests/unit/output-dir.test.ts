// Output-folder safety (generator/pipeline/write/output-dir.ts) on a small
// project of its own in a temp folder: which folders a build may replace, the
// lock, crash recovery and the swap. tests/site/output-safety.test.ts runs the
// same rules through whole builds.
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { UsageError } from '../../generator/model/errors.ts';
import { PROBLEMS, UsageProblem } from '../../generator/model/problems.ts';
import { outputPaths, resolveBuildContext } from '../../generator/pipeline/context.ts';
import {
  checkOutputDir,
  OUTPUT_MARKER,
  recoverOutputDir,
  shownPath,
  swapIntoPlace,
} from '../../generator/pipeline/write/output-dir.ts';
import { isAlive, lockOutputDir } from '../../generator/pipeline/write/output-lock.ts';

let work: string;
/** A project with every source folder and a few files of its own. */
let root: string;

beforeAll(() => {
  work = mkdtempSync(path.join(os.tmpdir(), 'build-site-output-dir-'));
  root = path.join(work, 'project');
  for (const f of ['content', 'templates', 'client', 'generator', 'public'])
    mkdirSync(path.join(root, f), { recursive: true });
  writeFileSync(path.join(root, 'package.json'), '{}');
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

let counter = 0;
/** A fresh folder under the work folder holding the given files. */
function folder(files: string[], under = work): string {
  counter += 1;
  const dir = path.join(under, `f${counter}`);
  mkdirSync(dir, { recursive: true });
  for (const f of files) writeFileSync(path.join(dir, f), 'x');
  return dir;
}

const check = (outDir: string, contentDir?: string) => () =>
  checkOutputDir(resolveBuildContext({ root, outDir, contentDir }));

/** The message checkOutputDir refuses with, or undefined when it accepts the folder. */
function refusal(outDir: string, contentDir?: string): string | undefined {
  try {
    check(outDir, contentDir)();
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return (error as Error).message;
  }
}

describe('checkOutputDir: folders a build may replace', () => {
  it('accepts a folder that does not exist yet, also several levels down', () => {
    expect(refusal(path.join(root, 'dist'))).toBeUndefined();
    expect(refusal(path.join(root, 'out/site/www'))).toBeUndefined();
    // The missing part is kept in order: "new" then "content", not the other way round.
    expect(refusal(path.join(root, 'new/content'))).toBeUndefined();
  });

  it('accepts an empty folder, a folder a build marked, and an older dist/ holding both index.html and _headers', () => {
    expect(refusal(folder([]))).toBeUndefined();
    expect(refusal(folder([OUTPUT_MARKER, 'notes.txt']))).toBeUndefined();
    expect(refusal(folder(['index.html', '_headers', 'about.html']))).toBeUndefined();
  });

  // A user's folder holding just an index.html (or just _headers) is not a site a build made.
  it.each([
    ['an index.html alone', ['index.html']],
    ['a _headers file alone', ['_headers']],
    ['files of its own', ['notes.txt', 'photo.jpg']],
    ['a hidden file', ['.env']],
  ])('refuses a non-empty folder holding %s', (_name, files) => {
    const dir = folder(files);
    expect(refusal(dir)).toBe(
      `refusing to use ${shownPath(dir)} as the output folder: it is not empty and has no .build-site-output file, so a build did not make it; expected a folder of its own such as dist/`,
    );
    for (const f of files) expect(existsSync(path.join(dir, f))).toBe(true);
  });

  it('refuses a file', () => {
    expect(refusal(path.join(root, 'package.json'))).toBe(
      `refusing to use ${shownPath(path.join(root, 'package.json'))} as the output folder: it is a file, not a folder; expected a folder of its own such as dist/`,
    );
  });

  it('refuses the project folder and any folder above it', () => {
    expect(refusal(root)).toMatch(/: it is the project folder; /);
    expect(refusal(work)).toMatch(/: it contains the project folder; /);
    expect(refusal(path.parse(root).root)).toMatch(/: it contains the project folder; /);
  });

  it.each(['content', 'templates', 'client', 'generator', 'public'])(
    'refuses %s/, a folder inside it, and does not confuse it with a sibling',
    (name) => {
      const source = path.join(root, name);
      expect(refusal(source)).toBe(
        `refusing to use ${shownPath(source)} as the output folder: it is the source folder ${shownPath(source)}; expected a folder of its own such as dist/`,
      );
      expect(refusal(path.join(source, 'out'))).toMatch(`: it is inside the source folder ${shownPath(source)}; `);
      expect(refusal(path.join(source, 'a/b'))).toMatch(/: it is inside the source folder /);
      expect(refusal(path.join(root, `${name}-out`))).toBeUndefined();
    },
  );

  it('refuses the -c content folder wherever it is, and a folder containing it', () => {
    const content = path.join(work, 'elsewhere', 'site-content');
    mkdirSync(content, { recursive: true });
    expect(refusal(content, content)).toMatch(`: it is the source folder ${shownPath(content)}; `);
    expect(refusal(path.join(work, 'elsewhere'), content)).toMatch(
      `: it contains the source folder ${shownPath(content)}; `,
    );
    // The project's own content/ stays safe while another content folder is built.
    expect(refusal(path.join(root, 'content'), content)).toMatch(/: it is the source folder /);
  });

  it('sees through a symlink to a source folder', () => {
    const link = path.join(work, 'link-to-content');
    symlinkSync(path.join(root, 'content'), link);
    expect(refusal(link)).toMatch(/: it is the source folder /);
    expect(refusal(path.join(link, 'new/out'))).toMatch(/: it is inside the source folder /);
  });
});

describe('shownPath', () => {
  it('is relative below the working folder, "." for it, and absolute elsewhere', () => {
    expect(shownPath(process.cwd())).toBe('.');
    expect(shownPath(path.join(process.cwd(), 'dist/site'))).toBe(path.join('dist', 'site'));
    expect(shownPath(path.dirname(process.cwd()))).toBe(path.dirname(process.cwd()));
    expect(shownPath('/')).toBe('/');
    expect(shownPath('/tmp/out-of-tree')).toBe('/tmp/out-of-tree');
  });
});

/** Process id of a process that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', '0']);
  return child.pid!;
}

describe('isAlive', () => {
  it('is true for a running process and false for one that exited or no process id', () => {
    expect(isAlive(process.pid)).toBe(true);
    expect(isAlive(deadPid())).toBe(false);
    for (const pid of [0, -1, 1.5, Number.NaN]) expect(isAlive(pid)).toBe(false);
  });

  it("is true for a process it may not signal (another user's: EPERM)", () => {
    const kill = vi.spyOn(process, 'kill').mockImplementation(() => {
      throw Object.assign(new Error('operation not permitted'), { code: 'EPERM' });
    });
    try {
      expect(isAlive(4242)).toBe(true);
    } finally {
      kill.mockRestore();
    }
  });
});

describe('lockOutputDir', () => {
  const paths = () => outputPaths(path.join(folder([]), 'dist'));

  it('writes this process id into the lock file and removes it on release', async () => {
    const p = paths();
    const lock = await lockOutputDir(p, 0);
    expect(readFileSync(p.lockFile, 'utf8')).toBe(`${process.pid}\n`);
    lock.release();
    expect(existsSync(p.lockFile)).toBe(false);
  });

  it('does not remove a lock another build took over', async () => {
    const p = paths();
    const lock = await lockOutputDir(p, 0);
    writeFileSync(p.lockFile, '4242\n');
    lock.release();
    expect(readFileSync(p.lockFile, 'utf8')).toBe('4242\n');
  });

  it('fails after the timeout naming the live process and the lock file', async () => {
    const p = paths();
    writeFileSync(p.lockFile, `${process.pid}\n`);
    await expect(lockOutputDir(p, 0)).rejects.toThrow(
      new UsageProblem(
        'OutputLocked',
        `another build (process ${process.pid}) is writing ${shownPath(p.outDir)}; waited 0 s (lock file ${shownPath(p.lockFile)})`,
        PROBLEMS.OutputLocked.hint,
      ),
    );
    await expect(lockOutputDir(p, 600)).rejects.toThrow(/; waited 1 s \(/);
    expect(readFileSync(p.lockFile, 'utf8')).toBe(`${process.pid}\n`);
  });

  it('waits for a live lock and takes it once released', async () => {
    const p = paths();
    const first = await lockOutputDir(p, 0);
    const second = lockOutputDir(p, 5_000);
    let taken = false;
    void second.then(() => {
      taken = true;
    });
    await expect.poll(() => existsSync(p.lockFile)).toBe(true);
    expect(taken).toBe(false);
    first.release();
    await second;
    expect(readFileSync(p.lockFile, 'utf8')).toBe(`${process.pid}\n`);
  });

  it('takes over the lock of a process that is gone', async () => {
    const p = paths();
    writeFileSync(p.lockFile, `${deadPid()}\n`);
    const lock = await lockOutputDir(p, 0);
    expect(readFileSync(p.lockFile, 'utf8')).toBe(`${process.pid}\n`);
    lock.release();
  });

  it('waits on an empty lock being written, and takes one older than 5 s over', async () => {
    const p = paths();
    writeFileSync(p.lockFile, '');
    await expect(lockOutputDir(p, 0)).rejects.toThrow(/another build \(process unknown\)/);
    const past = new Date(Date.now() - 6_000);
    utimesSync(p.lockFile, past, past);
    const lock = await lockOutputDir(p, 0);
    expect(readFileSync(p.lockFile, 'utf8')).toBe(`${process.pid}\n`);
    lock.release();
    // Not yet stale at 4 s.
    writeFileSync(p.lockFile, 'not a pid');
    const recent = new Date(Date.now() - 4_000);
    utimesSync(p.lockFile, recent, recent);
    await expect(lockOutputDir(p, 0)).rejects.toThrow(/process unknown/);
  });

  it('treats a lock holding no process id (a fraction, a negative number) like an empty one', async () => {
    const p = paths();
    for (const text of ['1.5\n', '-5\n']) {
      writeFileSync(p.lockFile, text);
      await expect(lockOutputDir(p, 0)).rejects.toThrow(/^another build \(process unknown\)/);
      expect(readFileSync(p.lockFile, 'utf8')).toBe(text);
    }
  });

  it('passes on an error other than an existing lock', async () => {
    const p = outputPaths(path.join(work, 'missing-parent', 'dist'));
    await expect(lockOutputDir(p, 0)).rejects.toMatchObject({ code: 'ENOENT' });
  });
});

describe('recoverOutputDir', () => {
  it('puts the newest "-old" folder back when the output is missing, and removes every leftover', () => {
    const parent = folder([]);
    const p = outputPaths(path.join(parent, 'my.site'), 1);
    const older = folder(['old.html'], parent);
    const newer = folder(['new.html'], parent);
    // A partial build and a file named like a previous site, both newer: neither is put back.
    mkdirSync(path.join(parent, '.my.site-tmp-7'));
    writeFileSync(path.join(parent, '.my.site-tmp-8-old'), 'x');
    const past = new Date(Date.now() - 60_000);
    const future = new Date(Date.now() + 60_000);
    utimesSync(older, past, past);
    utimesSync(path.join(parent, '.my.site-tmp-7'), future, future);
    utimesSync(path.join(parent, '.my.site-tmp-8-old'), future, future);
    renameSync(older, path.join(parent, '.my.site-tmp-5-old'));
    renameSync(newer, path.join(parent, '.my.site-tmp-6-old'));
    // Names the pattern must leave alone: another output, a file of the user's.
    const others = [
      '.myxsite-tmp-1',
      '.my.site-tmp-x',
      '.my.site-tmp-2-older',
      'a.my.site-tmp-3',
      '.my.site-tmp-4-old.bak',
    ];
    for (const name of others) mkdirSync(path.join(parent, name));

    const notes = recoverOutputDir(p);
    expect(readdirSync(p.outDir)).toEqual(['new.html']);
    expect(readdirSync(parent).sort()).toEqual([...others, 'my.site'].sort());
    // Leftovers are removed in directory order, which the file system decides.
    expect(notes[0]).toBe(
      `restored ${shownPath(p.outDir)} from ${shownPath(path.join(parent, '.my.site-tmp-6-old'))} (a build had stopped during the swap)`,
    );
    expect(notes.slice(1).sort()).toEqual(
      ['.my.site-tmp-5-old', '.my.site-tmp-7', '.my.site-tmp-8-old'].map(
        (name) => `removed ${shownPath(path.join(parent, name))} left by a build that stopped`,
      ),
    );
  });

  it('with the output missing and no previous site, removes the leftovers and restores nothing', () => {
    const parent = folder([]);
    const p = outputPaths(path.join(parent, 'dist'));
    mkdirSync(path.join(parent, '.dist-tmp-3'));
    writeFileSync(path.join(parent, '.dist-tmp-3', 'index.html'), 'partial');
    expect(recoverOutputDir(p)).toEqual([
      `removed ${shownPath(path.join(parent, '.dist-tmp-3'))} left by a build that stopped`,
    ]);
    expect(readdirSync(parent)).toEqual([]);
  });

  it('keeps an existing output and only removes the leftovers', () => {
    const parent = folder([]);
    const p = outputPaths(path.join(parent, 'dist'));
    mkdirSync(p.outDir);
    writeFileSync(path.join(p.outDir, 'index.html'), 'current');
    mkdirSync(path.join(parent, '.dist-tmp-9-old'));
    expect(recoverOutputDir(p)).toHaveLength(1);
    expect(readFileSync(path.join(p.outDir, 'index.html'), 'utf8')).toBe('current');
    expect(readdirSync(parent)).toEqual(['dist']);
  });

  it('does nothing when the parent folder does not exist', () => {
    expect(recoverOutputDir(outputPaths(path.join(work, 'nowhere', 'dist')))).toEqual([]);
  });

  it("keeps this process's folder trees made ahead, removes another process's without a note, never restores one", () => {
    const parent = folder([]);
    const p = outputPaths(path.join(parent, 'dist'), 5);
    // Its own (output-skeleton.ts): the one ready and the one being made.
    for (const name of ['.dist-tmp-5-next', '.dist-tmp-5-part'])
      mkdirSync(path.join(parent, name, 'about'), { recursive: true });
    // A stopped dev build child's, newer than the previous site waiting in "-old".
    const previous = folder(['index.html'], parent);
    renameSync(previous, path.join(parent, '.dist-tmp-3-old'));
    const past = new Date(Date.now() - 60_000);
    utimesSync(path.join(parent, '.dist-tmp-3-old'), past, past);
    for (const name of ['.dist-tmp-4-next', '.dist-tmp-4-part'])
      mkdirSync(path.join(parent, name, 'locations'), { recursive: true });
    // Names like them that are not theirs.
    const others = [
      '.dist-tmp-4-nex',
      '.dist-tmp-4-next.bak',
      '.dist-tmp-x-next',
      '.dist-tmp-4-next-old',
      '.dist-tmp-4-parts',
    ];
    for (const name of others) mkdirSync(path.join(parent, name));
    const notes = recoverOutputDir(p);
    expect(readdirSync(p.outDir)).toEqual(['index.html']);
    expect(notes).toEqual([
      `restored ${shownPath(p.outDir)} from ${shownPath(path.join(parent, '.dist-tmp-3-old'))} (a build had stopped during the swap)`,
    ]);
    expect(readdirSync(parent).sort()).toEqual([...others, '.dist-tmp-5-next', '.dist-tmp-5-part', 'dist'].sort());
    expect(readdirSync(path.join(parent, '.dist-tmp-5-next'))).toEqual(['about']);
    // Another process's own are the ones it keeps: from process 4's side, 5's go.
    expect(recoverOutputDir(outputPaths(p.outDir, 4))).toEqual([]);
    expect(readdirSync(parent).sort()).toEqual([...others, 'dist'].sort());
  });
});

describe('swapIntoPlace', () => {
  const prepare = () => {
    const parent = folder([]);
    const p = outputPaths(path.join(parent, 'dist'));
    mkdirSync(p.outDir);
    writeFileSync(path.join(p.outDir, 'old.html'), 'old');
    mkdirSync(p.tmpDir);
    writeFileSync(path.join(p.tmpDir, 'new.html'), 'new');
    return { parent, p };
  };

  it('puts the new site in place and deletes the previous one here without a trash folder', () => {
    const { parent, p } = prepare();
    swapIntoPlace(p);
    expect(readdirSync(p.outDir)).toEqual(['new.html']);
    expect(readdirSync(parent)).toEqual(['dist']);
  });

  it('moves the previous site into the trash folder, which a background process empties', async () => {
    const { parent, p } = prepare();
    const trash = path.join(parent, 'cache', 'trash');
    swapIntoPlace(p, trash);
    expect(readdirSync(p.outDir)).toEqual(['new.html']);
    expect(readdirSync(parent).sort()).toEqual(['cache', 'dist']);
    await expect.poll(() => readdirSync(trash)).toEqual([]);
  });

  // Told apart by what each remover deletes: the detached process empties the whole trash folder
  // (what earlier removers left too), this process only the folder it put there. (No vi.mock of
  // spawn: unit files share one module graph, so output-dir.ts may already hold the real one.)
  it('starts a process to empty the trash unless this process stays to delete the previous site itself', async () => {
    const detached = prepare();
    const detachedTrash = path.join(detached.parent, 'trash');
    mkdirSync(path.join(detachedTrash, 'left-by-an-earlier-build'), { recursive: true });
    swapIntoPlace(detached.p, detachedTrash);
    await expect.poll(() => readdirSync(detachedTrash)).toEqual([]);

    const { parent, p } = prepare();
    const trash = path.join(parent, 'trash');
    mkdirSync(path.join(trash, 'left-by-an-earlier-build'), { recursive: true });
    swapIntoPlace(p, trash, 'this-process');
    expect(readdirSync(p.outDir)).toEqual(['new.html']);
    expect(readdirSync(parent).sort()).toEqual(['dist', 'trash']);
    await expect.poll(() => readdirSync(trash)).toEqual(['left-by-an-earlier-build']);
  });

  it('works when there is no previous output', () => {
    const parent = folder([]);
    const p = outputPaths(path.join(parent, 'dist'));
    mkdirSync(p.tmpDir);
    swapIntoPlace(p, path.join(parent, 'trash'));
    expect(readdirSync(parent).sort()).toEqual(['dist']);
  });
});
