// A build with nothing changed (generator/pipeline/write/unchanged-output.ts): the record of a build's
// inputs and output, and every change that must make the next build a real one. Small folders stand
// in for a project; recordOutput is called as a finished build calls it, with a start time after
// every file here was written (a build started now would treat them as changed while it ran).
import { execFileSync } from 'node:child_process';
import {
  linkSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
const kept = async (given = options) => (await keptOutput(given)) !== undefined;

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
    const result = await keptOutput(options);
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
