// A build must never delete what it did not make, and a build that dies at
// any moment must leave a complete site and, after the next build, no litter.
// Crash states are recreated on disk by hand, then a build runs over them.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../generator/pipeline/build.ts';
import { UsageError } from '../../generator/model/errors.ts';
import { outputPaths } from '../../generator/pipeline/context.ts';
import { OUTPUT_MARKER } from '../../generator/pipeline/write/output-dir.ts';
import { runCli } from '../fixtures/cli.ts';
import { copyDist } from '../fixtures/dist.ts';
import { ROOT, copyContent, tempDir } from '../fixtures/html.ts';

let work: { dir: string; cleanup: () => void };
/** A complete site (a copy of this run's dist/), copied wherever a test needs a previous output. */
let goodSite: string;

beforeAll(async () => {
  work = tempDir('build-site-safety-');
  goodSite = copyDist(path.join(work.dir, 'good'));
});

afterAll(() => work?.cleanup());

const cli = (args: string[]) => runCli(['build', '--quiet', ...args]);

/** A fresh folder under the work folder, holding only what the test puts there. */
function scratch(name: string): string {
  const dir = path.join(work.dir, name);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** Process id of a process that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', '0']);
  expect(child.pid).toBeGreaterThan(0);
  return child.pid!;
}

const isCompleteSite = (dir: string) =>
  ['index.html', '_headers', '404.html', OUTPUT_MARKER].every((f) => existsSync(path.join(dir, f)));

describe('output folders a build refuses', () => {
  const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

  // The check runs before any work, so these run in-process; one CLI run below checks the output format.
  it.each([
    ['the project folder', '.', /it is the project folder/],
    ['an ancestor of the project', '..', /it contains the project folder/],
    ['the file system root', '/', /it contains the project folder/],
    ['content/', 'content', /it is the source folder content/],
    ['a folder inside public/', 'public/out', /it is inside the source folder public/],
    ['templates/', 'templates', /it is the source folder templates/],
    ['client/', 'client', /it is the source folder client/],
    ['generator/', 'generator', /it is the source folder generator/],
    ['a non-empty folder no build made', 'tests', /not empty and has no \.build-site-output file/],
    ['a file', 'package.json', /it is a file/],
  ])('%s (-o %s), touching nothing', async (_name, out, reason) => {
    const before = readdirSync(ROOT).sort();
    const error = await buildSite({ root: ROOT, outDir: path.resolve(ROOT, out) }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UsageError);
    expect((error as Error).message).toMatch(/^refusing to use .+ as the output folder: /);
    expect((error as Error).message).toMatch(reason);
    expect((error as Error).message).not.toContain('\n');
    expect(readdirSync(ROOT).sort()).toEqual(before);
  });

  it('the CLI prints one line and its hint and exits 2, a usage mistake (-o .)', async () => {
    const run = await cli(['-o', '.']);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      'Build failed: refusing to use . as the output folder: it is the project folder; expected a folder of its own such as dist/.\n' +
        '  hint: pass `-o` a folder of its own; the build never replaces the project or a source folder\n',
    );
  });

  it.each([
    ['the content folder given with -c', (c: { dir: string; content: string }) => c.content],
    ['a folder above the content folder given with -c', (c: { dir: string; content: string }) => c.dir],
  ])('%s', async (_name, pick) => {
    const tmp = copyContent('build-site-safety-content-');
    try {
      const before = readdirSync(tmp.content).sort();
      const out = pick(tmp);
      await expect(buildSite({ root: ROOT, contentDir: tmp.content, outDir: out })).rejects.toThrow(
        new RegExp(`^refusing to use ${escapeRegExp(out)} as the output folder: it (is|contains) the source folder`),
      );
      expect(readdirSync(tmp.content).sort()).toEqual(before);
    } finally {
      tmp.cleanup();
    }
  });

  // Only index.html and _headers together pass for an old dist/: a user's folder with one of them
  // (a hand-written page, a host config) is theirs, and would be replaced.
  it.each([
    ['only an index.html', ['index.html']],
    ['only a _headers file', ['_headers']],
  ])('refuses a folder holding %s, leaving it as it was', async (_name, files) => {
    const mine = scratch(`mine-${files[0]}`);
    for (const f of files) writeFileSync(path.join(mine, f), `my own ${f}`);
    await expect(buildSite({ root: ROOT, outDir: mine })).rejects.toThrow(
      /: it is not empty and has no \.build-site-output file, so a build did not make it; /,
    );
    expect(readdirSync(mine)).toEqual(files);
    for (const f of files) expect(readFileSync(path.join(mine, f), 'utf8')).toBe(`my own ${f}`);
  });

  it('accepts an empty folder', async () => {
    const empty = scratch('empty');
    await buildSite({ root: ROOT, outDir: empty });
    expect(isCompleteSite(empty)).toBe(true);
  });

  it('accepts an old dist/ without the marker (index.html + _headers)', async () => {
    const legacy = path.join(work.dir, 'legacy');
    cpSync(goodSite, legacy, { recursive: true });
    rmSync(path.join(legacy, OUTPUT_MARKER));
    await buildSite({ root: ROOT, outDir: legacy });
    expect(isCompleteSite(legacy)).toBe(true);
  });
});

describe('recovery from a build that died', () => {
  it('a stale temp folder (dead pid) and a stale lock are cleaned up; the site is rebuilt', async () => {
    const parent = scratch('stale');
    const out = path.join(parent, 'site');
    cpSync(goodSite, out, { recursive: true });
    const dead = outputPaths(out, deadPid());
    mkdirSync(path.join(dead.tmpDir, 'assets'), { recursive: true });
    writeFileSync(path.join(dead.tmpDir, 'index.html'), 'half-written');
    mkdirSync(dead.oldDir);
    writeFileSync(dead.lockFile, `${deadPid()}\n`);

    await buildSite({ root: ROOT, outDir: out, lockTimeoutMs: 5_000 });
    expect(readdirSync(parent)).toEqual(['site']);
    expect(isCompleteSite(out)).toBe(true);
  });

  it('died between the two renames of the swap: the output folder is missing, the old site is restored', async () => {
    const parent = scratch('mid-swap');
    const out = path.join(parent, 'site');
    const dead = outputPaths(out, deadPid());
    cpSync(goodSite, dead.oldDir, { recursive: true });
    writeFileSync(path.join(dead.oldDir, 'previous.txt'), 'the previous site\n');
    // The new site was complete but never renamed into place.
    cpSync(goodSite, dead.tmpDir, { recursive: true });

    // With broken content the build fails, but the previous site is back in place.
    const tmp = copyContent('build-site-safety-content-');
    try {
      writeFileSync(path.join(tmp.content, 'site.yaml'), 'brand: [\n');
      await expect(buildSite({ root: ROOT, contentDir: tmp.content, outDir: out })).rejects.toThrow(/site\.yaml/);
    } finally {
      tmp.cleanup();
    }
    expect(readdirSync(parent)).toEqual(['site']);
    expect(readFileSync(path.join(out, 'previous.txt'), 'utf8')).toBe('the previous site\n');
    expect(isCompleteSite(out)).toBe(true);
  });

  it('an empty lock left by a build that died while creating it is taken over once old', async () => {
    const parent = scratch('empty-lock');
    const out = path.join(parent, 'site');
    cpSync(goodSite, out, { recursive: true });
    const { lockFile } = outputPaths(out);
    writeFileSync(lockFile, '');
    const minuteAgo = new Date(Date.now() - 60_000);
    utimesSync(lockFile, minuteAgo, minuteAgo);
    await buildSite({ root: ROOT, outDir: out, lockTimeoutMs: 5_000 });
    expect(readdirSync(parent)).toEqual(['site']);
    expect(isCompleteSite(out)).toBe(true);
  });

  it('an -old folder next to a present output folder is litter and is removed', async () => {
    const parent = scratch('old-litter');
    const out = path.join(parent, 'site');
    cpSync(goodSite, out, { recursive: true });
    const dead = outputPaths(out, deadPid());
    cpSync(goodSite, dead.oldDir, { recursive: true });
    await buildSite({ root: ROOT, outDir: out });
    expect(readdirSync(parent)).toEqual(['site']);
    expect(isCompleteSite(out)).toBe(true);
  });

  it('a lock held by a running build is waited for, then fails with one clear message', async () => {
    const parent = scratch('held');
    const out = path.join(parent, 'site');
    cpSync(goodSite, out, { recursive: true });
    const { lockFile } = outputPaths(out);
    // This test process is alive, so its pid stands for a build in progress.
    writeFileSync(lockFile, `${process.pid}\n`);
    try {
      await expect(buildSite({ root: ROOT, outDir: out, lockTimeoutMs: 300 })).rejects.toThrow(
        new RegExp(
          `another build \\(process ${process.pid}\\) is writing .*site; waited 0 s \\(lock file .*\\.site\\.lock\\)`,
        ),
      );
      expect(readFileSync(lockFile, 'utf8')).toBe(`${process.pid}\n`);
      expect(isCompleteSite(out)).toBe(true);
    } finally {
      rmSync(lockFile, { force: true });
    }
  });
});

describe('a build killed while writing', () => {
  it('leaves the previous site in place; the next build clears its temp folder and lock', async () => {
    const parent = scratch('killed');
    const out = path.join(parent, 'site');
    cpSync(goodSite, out, { recursive: true });
    writeFileSync(path.join(out, 'previous.txt'), 'the previous site\n');
    const marker = path.join(work.dir, 'killed-paused');
    const child = spawn(
      process.execPath,
      ['--import', path.join(ROOT, 'tests/fixtures/pause-build.mjs'), 'bin/build-site', 'build', '--quiet', '-o', out],
      { cwd: ROOT, stdio: 'ignore', env: { ...process.env, PAUSE_BUILD_MARKER: marker } },
    );
    const exited = new Promise((resolve) => child.on('exit', resolve));
    const tmpDir = outputPaths(out, child.pid).tmpDir;
    // Killed while writing: pause-build.mjs holds the build at its first link of a public/ file into
    // the temp folder (pages written, public/ not yet), so the kill never races the build's end.
    await expect.poll(() => existsSync(marker), { timeout: 60_000, interval: 20 }).toBe(true);
    expect(readFileSync(marker, 'utf8')).toContain(tmpDir);
    expect(existsSync(path.join(tmpDir, 'index.html'))).toBe(true);
    child.kill('SIGKILL');
    await exited;
    expect(readFileSync(path.join(out, 'previous.txt'), 'utf8')).toBe('the previous site\n');
    expect(isCompleteSite(out)).toBe(true);
    expect(readdirSync(parent).sort()).toEqual(['.site.lock', path.basename(tmpDir), 'site'].sort());

    await buildSite({ root: ROOT, outDir: out, lockTimeoutMs: 5_000 });
    expect(readdirSync(parent)).toEqual(['site']);
    expect(existsSync(path.join(out, 'previous.txt'))).toBe(false);
    expect(isCompleteSite(out)).toBe(true);
  }, 90_000);
});

describe('two builds of the same output folder at once', () => {
  it('both succeed one after the other; a complete site and no litter remain', async () => {
    const parent = scratch('concurrent');
    const out = path.join(parent, 'site');
    const run = () =>
      new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
        const child = spawn(process.execPath, ['bin/build-site', 'build', '--quiet', '-o', out], { cwd: ROOT });
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (d: Buffer) => {
          stdout += d;
        });
        child.stderr.on('data', (d: Buffer) => {
          stderr += d;
        });
        child.on('close', (code) => resolve({ code, stdout, stderr }));
      });
    const results = await Promise.all([run(), run()]);
    for (const r of results) {
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout).toMatch(/^Built \d+ pages/);
    }
    expect(readdirSync(parent)).toEqual(['site']);
    expect(isCompleteSite(out)).toBe(true);
  }, 30_000);
});
