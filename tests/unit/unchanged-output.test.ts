// A build with nothing changed (generator/pipeline/write/unchanged-output.ts): the record of a build's
// inputs and output, and every change that must make the next build a real one. Small folders stand
// in for a project; recordOutput is called as a finished build calls it, with a start time after
// every file here was written (a build started now would treat them as changed while it ran).
import { execFileSync } from 'node:child_process';
import {
  linkSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  unlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import fg from 'fast-glob';
import { type BuildOptions, resolveBuildContext } from '../../generator/pipeline/context.ts';
import {
  forgetOutput,
  keptOutput,
  RACY_MS,
  type RecordedLookup,
  recordOutput,
} from '../../generator/pipeline/write/unchanged-output.ts';

let dir: string;
let options: { root: string; contentDir: string; outDir: string; cacheDir: string; codeRoot: string };
const at = (rel: string) => path.join(dir, rel);
const lookup: RecordedLookup = {
  analytics: { supabaseUrl: 'https://settings.invalid', supabaseAnonKey: 'key', gtmContainerId: 'GTM-TEST1' },
  containerId: 'GTM-TEST1',
};
const summary = {
  pages: 2,
  redirects: 0,
  htmlBytes: 40,
  assetBytes: 0,
  images: { processed: 0, reused: 0, originalBytes: 0, servedBytes: 0, outputBytes: 0 },
};

function write(rel: string, text: string): void {
  mkdirSync(path.dirname(at(rel)), { recursive: true });
  writeFileSync(at(rel), text);
}

/** Records the folders as a build does when it ends, as if it had started after they were written. */
const record = (extra: Partial<BuildOptions> = {}, recordedLookup = lookup) =>
  recordOutput(
    resolveBuildContext({ ...options, ...extra }),
    Date.now() + RACY_MS + 1000,
    recordedLookup,
    summary,
    options.codeRoot,
  );
/** The output kept, as `build-site build` asks with the context it resolved once. */
const keptFor = (given: Partial<typeof options> & BuildOptions) =>
  keptOutput(resolveBuildContext(given), given.codeRoot);
const kept = async (given: Partial<typeof options> & BuildOptions = options) => (await keptFor(given)) !== undefined;

/** Puts a file's or folder's modification time back to the nanosecond with `touch -d`. */
function setMtime(file: string, mtimeNs: bigint): void {
  const ns = String(mtimeNs % 1_000_000_000n).padStart(9, '0');
  execFileSync('touch', ['-m', '-d', `@${mtimeNs / 1_000_000_000n}.${ns}`, file]);
  expect(statSync(file, { bigint: true }).mtimeNs).toBe(mtimeNs);
}

/** Writes new text of the same length and puts the modification time back. */
function editKeepingSizeAndTime(rel: string): void {
  const { mtimeNs, size } = statSync(at(rel), { bigint: true });
  const text = readFileSync(at(rel), 'utf8');
  const edited = text.replace(/a/, 'b').replace(/2026/, '2027');
  expect(edited).not.toBe(text);
  writeFileSync(at(rel), edited);
  setMtime(at(rel), mtimeNs);
  expect(statSync(at(rel)).size).toBe(Number(size));
}

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'build-site-unchanged-'));
  options = { root: dir, contentDir: at('content'), outDir: at('out'), cacheDir: at('cache'), codeRoot: at('code') };
  write('code/templates/layout/Footer.tsx', 'export const year = 2026;\n');
  write('code/package-lock.json', '{}\n');
  write('content/site.yaml', 'name: a site\n');
  write('content/locations/alexandria.yaml', 'slug: alexandria\n');
  write('public/media/logo.svg', '<svg>a</svg>\n');
  write('out/.build-site-output', 'marker\n');
  write('out/index.html', '<p>home a</p>\n');
  write('out/locations/alexandria/index.html', '<p>alexandria</p>\n');
  // The build hard-links public/ into its output.
  mkdirSync(at('out/media'));
  linkSync(at('public/media/logo.svg'), at('out/media/logo.svg'));
});
afterEach(() => {
  vi.unstubAllEnvs();
  rmSync(dir, { recursive: true, force: true });
});

describe('an output nothing changed since', () => {
  it('is kept, with the summary and a fresh tag-manager lookup', async () => {
    record();
    const result = await keptFor(options);
    expect(result?.summary).toEqual(summary);
    expect(result?.lookup).toEqual({ source: 'content', id: 'GTM-TEST1' });
  });

  it('is not kept without a record, after forgetOutput, or when the build changed while it ran', async () => {
    expect(await kept()).toBe(false);
    record();
    forgetOutput(resolveBuildContext(options));
    expect(await kept()).toBe(false);
    // A build that started now: the files were written "during" it, so it records nothing.
    recordOutput(resolveBuildContext(options), Date.now(), lookup, summary, options.codeRoot);
    expect(await kept()).toBe(false);
  });

  it('is kept when a public file was only linked again (its ctime moved, its bytes did not)', async () => {
    record();
    const before = statSync(at('public/media/logo.svg')).ctimeMs;
    linkSync(at('public/media/logo.svg'), at('another-link.svg'));
    expect(statSync(at('public/media/logo.svg')).ctimeMs).not.toBe(before);
    expect(await kept()).toBe(true);
  });

  it('is kept when the environment lists the same variables in another order', async () => {
    vi.stubEnv('GIT_TEST_FIRST', 'a');
    vi.stubEnv('GIT_TEST_SECOND', 'b');
    record();
    // A variable deleted and set again comes last: the same environment, listed in another order.
    delete process.env.GIT_TEST_FIRST;
    vi.stubEnv('GIT_TEST_FIRST', 'a');
    expect(Object.keys(process.env).filter((n) => n.startsWith('GIT_TEST_'))).toEqual([
      'GIT_TEST_SECOND',
      'GIT_TEST_FIRST',
    ]);
    expect(await kept()).toBe(true);
  });
});

describe('a change the next build must see', () => {
  beforeEach(() => record());

  it('a content file edited keeping its size and modification time', async () => {
    editKeepingSizeAndTime('content/site.yaml');
    expect(await kept()).toBe(false);
  });

  it('a content file added, its folder times put back', async () => {
    const { mtimeNs } = statSync(at('content/locations'), { bigint: true });
    write('content/locations/bethesda.yaml', 'slug: bethesda\n');
    setMtime(at('content/locations'), mtimeNs);
    expect(await kept()).toBe(false);
  });

  it('a content file deleted', async () => {
    unlinkSync(at('content/locations/alexandria.yaml'));
    expect(await kept()).toBe(false);
  });

  it('a content file renamed', async () => {
    renameSync(at('content/locations/alexandria.yaml'), at('content/locations/alexandria-va.yaml'));
    expect(await kept()).toBe(false);
  });

  it('a public file edited in place keeping its size and modification time (the output holds the same file)', async () => {
    editKeepingSizeAndTime('public/media/logo.svg');
    expect(await kept()).toBe(false);
  });

  it('an output page edited by hand', async () => {
    writeFileSync(at('out/index.html'), '<p>home b</p>\n');
    expect(await kept()).toBe(false);
  });

  it('an output page deleted by hand', async () => {
    unlinkSync(at('out/locations/alexandria/index.html'));
    expect(await kept()).toBe(false);
  });

  it('a file added to the output by hand', async () => {
    write('out/locations/extra.html', 'x');
    expect(await kept()).toBe(false);
  });

  it('the output folder deleted, or replaced by another build', async () => {
    renameSync(at('out'), at('out-moved'));
    expect(await kept()).toBe(false);
    mkdirSync(at('out'));
    for (const f of ['.build-site-output', 'index.html'])
      writeFileSync(at(`out/${f}`), readFileSync(at(`out-moved/${f}`)));
    expect(await kept()).toBe(false);
  });

  it('another output folder, content folder or cache folder', async () => {
    expect(await kept({ ...options, outDir: at('elsewhere') })).toBe(false);
    mkdirSync(at('content-2'));
    expect(await kept({ ...options, contentDir: at('content-2') })).toBe(false);
    expect(await kept({ ...options, cacheDir: at('cache-2') })).toBe(false);
  });

  it('a fixed date for every page (SOURCE_DATE_EPOCH)', async () => {
    vi.stubEnv('SOURCE_DATE_EPOCH', '1700000000');
    expect(await kept()).toBe(false);
  });

  it('the code: a file of templates/ edited keeping its size and modification time', async () => {
    editKeepingSizeAndTime('code/templates/layout/Footer.tsx');
    expect(await kept()).toBe(false);
  });

  it('the code: the package lock replaced', async () => {
    write('code/package-lock.json', '{}\n');
    expect(await kept()).toBe(false);
  });

  it('a new commit in the content folder’s repository (page dates come from git)', async () => {
    const git = (...args: string[]) =>
      execFileSync('git', ['-C', dir, '-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { stdio: 'ignore' });
    git('init', '-q');
    git('add', 'content');
    git('commit', '-q', '-m', 'one');
    record();
    expect(await kept()).toBe(true);
    git('commit', '-q', '--allow-empty', '-m', 'two');
    expect(await kept()).toBe(false);
  });

  it('the settings table now gives another tag-manager id than the pages carry', async () => {
    record({}, { ...lookup, containerId: 'GTM-OLD1' });
    expect(await kept()).toBe(false);
  });

  it('a build of drafts or with another editor configuration (dev) records nothing', async () => {
    forgetOutput(resolveBuildContext(options));
    record({ drafts: true });
    expect(await kept()).toBe(false);
    record({ editorPreviewFile: at('preview.json') });
    expect(await kept()).toBe(false);
  });
});

/** The one record file in the cache, read back. */
function recordFiles(): string[] {
  const folder = at('cache/pages');
  return lstatSync(folder, { throwIfNoEntry: false }) ? readdirSync(folder) : [];
}
const readRecord = () => JSON.parse(readFileSync(at(`cache/pages/${recordFiles()[0]}`), 'utf8'));

describe('the record', () => {
  it('is one file per output folder, in the pages cache, holding every input, the git state and the output', async () => {
    record();
    expect(recordFiles()).toEqual([expect.stringMatching(/^unchanged-[0-9a-f]{12}\.json$/)]);
    const saved = readRecord();
    expect(Object.keys(saved).sort()).toEqual([
      'format',
      'git',
      'hashes',
      'inputs',
      'key',
      'lookup',
      'output',
      'summary',
    ]);
    expect(Object.keys(saved.inputs).sort()).toEqual(
      [
        'code/bin/build-site',
        'code/node_modules/.package-lock.json',
        'code/package-lock.json',
        'code/package.json',
        'code/templates',
        'code/templates/layout',
        'code/templates/layout/Footer.tsx',
        'code/tsconfig.json',
        'content',
        'content/locations',
        'content/locations/alexandria.yaml',
        'content/site.yaml',
        'public',
        'public/media',
        'public/media/logo.svg',
      ].map((rel) => at(rel)),
    );
    // A code file that is not there is recorded as absent (this stand-in has no generator/ or client/).
    expect(saved.inputs[at('code/package.json')]).toBe('-');
    expect(saved.hashes).toEqual({ [at('public/media/logo.svg')]: expect.stringMatching(/^[0-9a-f]{40}$/) });
    expect(saved.git).toBe('none');
    expect(Object.keys(saved.output).sort()).toEqual(
      [
        'out',
        'out/.build-site-output',
        'out/index.html',
        'out/locations',
        'out/locations/alexandria',
        'out/locations/alexandria/index.html',
        'out/media',
        'out/media/logo.svg',
      ].map((rel) => at(rel)),
    );
    expect(saved.lookup).toEqual(lookup);
    expect(saved.summary).toEqual(summary);
    // Another output folder has a record of its own.
    write('out-2/.build-site-output', 'marker\n');
    recordOutput(
      resolveBuildContext({ ...options, outDir: at('out-2') }),
      Date.now() + RACY_MS + 1000,
      lookup,
      summary,
      options.codeRoot,
    );
    expect(recordFiles()).toHaveLength(2);
    expect(await kept()).toBe(true);
  });

  it("holds this project's own code when no other code folder is given", async () => {
    recordOutput(resolveBuildContext(options), Date.now() + 60_000, lookup, summary);
    const root = path.resolve(import.meta.dirname, '../..');
    const inputs = Object.keys(readRecord().inputs);
    for (const rel of [
      'generator/pipeline/write/unchanged-output.ts',
      'templates/layout/Footer.tsx',
      'client/consent-mode.ts',
      'package.json',
      'package-lock.json',
      'tsconfig.json',
      'bin/build-site',
      'node_modules/.package-lock.json',
    ])
      expect(inputs, rel).toContain(path.join(root, rel));
    const { codeRoot: _given, ...withoutCode } = options;
    expect(await kept(withoutCode as typeof options)).toBe(true);
  });

  it('forgetting an output that has no record is quiet', () => {
    expect(() => forgetOutput(resolveBuildContext(options))).not.toThrow();
  });
});

describe('no record is kept', () => {
  it('with another editor configuration (a test build of the editor)', async () => {
    record({ editorConfig: () => ({}) });
    expect(recordFiles()).toEqual([]);
  });

  it('for the project public folder when the build read another', async () => {
    recordOutput(
      { ...resolveBuildContext(options), publicDir: at('content') },
      Date.now() + RACY_MS + 1000,
      lookup,
      summary,
      options.codeRoot,
    );
    expect(await kept()).toBe(false);
  });

  it('when an input is a symbolic link, or the output is one or missing', async () => {
    symlinkSync('site.yaml', at('content/link.yaml'));
    record();
    expect(recordFiles()).toEqual([]);
    unlinkSync(at('content/link.yaml'));
    symlinkSync('index.html', at('out/link.html'));
    record();
    expect(recordFiles()).toEqual([]);
    rmSync(at('out'), { recursive: true });
    record();
    expect(recordFiles()).toEqual([]);
    mkdirSync(at('out'));
    expect(await kept()).toBe(false);
  });
});

describe('an input changed near the build’s start (racy)', () => {
  /** The newest ctime of every input a record checks (a public file by its mtime), skipping `except`. */
  function newestInput(except?: string): number {
    const times: number[] = [];
    for (const root of ['content', 'public', 'code/generator', 'code/templates', 'code/client']) {
      for (const rel of ['', ...fg.sync('**', { cwd: at(root), onlyFiles: false, dot: true })]) {
        const file = path.join(at(root), rel);
        if (file === except || !lstatSync(file, { throwIfNoEntry: false })) continue;
        const s = lstatSync(file);
        times.push(root === 'public' && s.isFile() ? s.mtimeMs : s.ctimeMs);
      }
    }
    for (const rel of ['code/package-lock.json']) if (at(rel) !== except) times.push(lstatSync(at(rel)).ctimeMs);
    return Math.max(...times);
  }

  /** Writes `rel` again (same bytes) until its ctime is past every other input's; its ctime. */
  function makeNewest(rel: string): number {
    const others = newestInput(at(rel));
    const text = readFileSync(at(rel));
    for (let tries = 0; tries < 1_000_000; tries++) {
      writeFileSync(at(rel), text);
      const ctime = lstatSync(at(rel)).ctimeMs;
      if (ctime > others) return ctime;
    }
    throw new Error(`the clock did not move past ${others}`);
  }

  const recordAt = (startedMs: number) =>
    recordOutput(resolveBuildContext(options), startedMs, lookup, summary, options.codeRoot);

  it.each(['content/site.yaml', 'code/templates/layout/Footer.tsx', 'code/package-lock.json'])(
    '%s: no record from a build that started RACY_MS after its ctime or sooner, a record from one a moment later',
    async (rel) => {
      const ctime = makeNewest(rel);
      recordAt(ctime + RACY_MS);
      expect(recordFiles()).toEqual([]);
      recordAt(ctime + RACY_MS + 1);
      expect(recordFiles()).toHaveLength(1);
      expect(await kept()).toBe(true);
    },
  );

  it('a public file counts by its modification time, since the build links it (its ctime moves)', async () => {
    const old = new Date(Date.now() - 3_600_000);
    utimesSync(at('public/media/logo.svg'), old, old);
    // Linked again, as a build does: only its ctime is new.
    let ctime = 0;
    const others = newestInput(at('public/media/logo.svg'));
    for (let tries = 0; tries < 1_000_000 && ctime <= others; tries++) {
      rmSync(at('another-link.svg'), { force: true });
      linkSync(at('public/media/logo.svg'), at('another-link.svg'));
      ctime = lstatSync(at('public/media/logo.svg')).ctimeMs;
    }
    expect(ctime).toBeGreaterThan(others);
    recordAt(ctime + RACY_MS);
    expect(recordFiles()).toHaveLength(1);
    expect(await kept()).toBe(true);
  });

  it('a content file dated in the future still gets a record: its ctime says when it was written', async () => {
    const future = new Date(Date.now() + 86_400_000);
    utimesSync(at('content/site.yaml'), future, future);
    record();
    expect(await kept()).toBe(true);
  });

  it("a commit just before the build's start", async () => {
    execFileSync('git', ['-C', dir, '-c', 'user.name=t', '-c', 'user.email=t@t', 'init', '-q'], { stdio: 'ignore' });
    execFileSync(
      'git',
      ['-C', dir, '-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-q', '--allow-empty', '-m', 'x'],
      {
        stdio: 'ignore',
      },
    );
    const head = execFileSync('git', ['-C', dir, 'symbolic-ref', 'HEAD'], { encoding: 'utf8' }).trim();
    const refCtime = lstatSync(path.join(dir, '.git', head)).ctimeMs;
    const newest = Math.max(refCtime, newestInput());
    recordAt(refCtime + RACY_MS);
    expect(recordFiles()).toEqual([]);
    recordAt(newest + RACY_MS + 1);
    expect(recordFiles()).toHaveLength(1);
  });
});

describe('more changes the next build must see', () => {
  beforeEach(() => record());

  it('a public file touched, its bytes the same', async () => {
    const later = new Date(Date.now() + 60_000);
    utimesSync(at('public/media/logo.svg'), later, later);
    expect(await kept()).toBe(false);
  });

  it('a public file touched, its bytes the same, when the output holds a copy of it (a build across devices copies)', async () => {
    unlinkSync(at('out/media/logo.svg'));
    writeFileSync(at('out/media/logo.svg'), readFileSync(at('public/media/logo.svg')));
    record();
    expect(await kept()).toBe(true);
    const later = new Date(Date.now() + 60_000);
    utimesSync(at('public/media/logo.svg'), later, later);
    expect(await kept()).toBe(false);
  });

  it('a code file deleted', async () => {
    unlinkSync(at('code/package-lock.json'));
    expect(await kept()).toBe(false);
  });

  it('a code file added where none was', async () => {
    write('code/tsconfig.json', '{}\n');
    expect(await kept()).toBe(false);
  });

  it.each(['TZ', 'LANG', 'LC_ALL', 'LC_TIME', 'GIT_DIR', 'GIT_CEILING_DIRECTORIES', 'SOURCE_DATE_EPOCH'])(
    'the environment variable %s set or changed',
    async (name) => {
      // SOURCE_DATE_EPOCH must stay a date: the context refuses another value before any check runs.
      const changed = name === 'SOURCE_DATE_EPOCH' ? String(Number(process.env[name] ?? 0) + 1) : '-changed';
      vi.stubEnv(name, name === 'SOURCE_DATE_EPOCH' ? changed : `${process.env[name] ?? ''}${changed}`);
      expect(await kept()).toBe(false);
    },
  );

  it.each(['HOME_TZ', 'LANGUAGE', 'XLC_ALL', 'MY_GIT_DIR', 'GIT', 'PATH_EXTRA'])(
    'not the unrelated variable %s',
    async (name) => {
      vi.stubEnv(name, 'changed');
      expect(await kept()).toBe(true);
    },
  );

  it('a new year (the footer prints it)', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(new Date().getFullYear() + 1, 0, 1, 0, 0, 1) });
    try {
      expect(await kept()).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a record of another format, or one that is not a record', async () => {
    const file = at(`cache/pages/${recordFiles()[0]}`);
    const saved = readFileSync(file, 'utf8');
    writeFileSync(file, JSON.stringify({ ...JSON.parse(saved), format: 0 }));
    expect(await kept()).toBe(false);
    writeFileSync(file, JSON.stringify({ ...JSON.parse(saved), inputs: null }));
    expect(await keptFor(options)).toBeUndefined();
    writeFileSync(file, '{"format":');
    expect(await keptFor(options)).toBeUndefined();
    writeFileSync(file, saved);
    expect(await kept()).toBe(true);
  });
});
