// `build-site build` with nothing changed since the last build (generator/pipeline/write/unchanged-output.ts),
// as users run it: the output stays as it is (not swapped: the same marker file), the summary says so;
// `--no-cache` and a build by another route (the dev server's, with drafts) are never taken for one.
// A copy of the project, so no other test's edits reach its files.
import { statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../generator/pipeline/build.ts';
import { resolveBuildContext } from '../../generator/pipeline/context.ts';
import { forgetOutput, RACY_MS } from '../../generator/pipeline/write/unchanged-output.ts';
import { runCli } from '../fixtures/cli.ts';
import { copyProject } from '../fixtures/project-copy.ts';
import { tempDir } from '../fixtures/html.ts';

let tmp: { dir: string; cleanup: () => void };
let project: string;
let out: string;
let copied: number;
beforeAll(() => {
  tmp = tempDir('build-site-unchanged-');
  project = path.join(tmp.dir, 'project');
  copyProject(project);
  out = path.join(project, 'dist');
  copied = Date.now();
});
/** A build records nothing while its inputs are newer than the racy window (a change it may have missed). */
const copyAged = () =>
  expect.poll(() => Date.now() - copied, { timeout: RACY_MS * 3, interval: 100 }).toBeGreaterThan(RACY_MS);
afterAll(() => {
  // The record lives in the project's cache folder (node_modules is linked), named after the output folder.
  if (out) forgetOutput(resolveBuildContext({ root: project, outDir: out }));
  tmp?.cleanup();
});

/** `build-site build` of the copy, as users run it (the copy's own CLI, in the copy). */
const build = (...flags: string[]) =>
  runCli(['build', '-o', out, ...flags], { project, cwd: project, timeoutMs: 280_000 });
/** The output's marker file: a build that swaps a new output in makes a new one. */
const marker = () => statSync(path.join(out, '.build-site-output')).ino;

describe('build-site build with nothing changed', () => {
  it('keeps the output as it is and says so; --no-cache builds', { timeout: 300_000 }, async () => {
    await copyAged();
    const first = await build('-q');
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toMatch(/^Built \d+ pages/m);
    const built = marker();

    const again = await build();
    expect(again.status, again.stderr).toBe(0);
    expect(again.stdout).toMatch(
      /^Nothing changed since the last build: \d+ pages and \d+ redirects kept as they are/m,
    );
    expect(again.stdout).not.toMatch(/Loading content/);
    expect(again.stdout).toMatch(/^ {2}Tag manager: /m);
    expect(marker()).toBe(built);

    const json = await build('--format', 'json');
    expect(json.status, json.stderr).toBe(0);
    const report = JSON.parse(json.stdout) as { ok: boolean; summary: { pages: number } };
    expect(report.ok).toBe(true);
    expect(report.summary.pages).toBeGreaterThan(0);
    expect(marker()).toBe(built);

    const noCache = await build('-q', '--no-cache');
    expect(noCache.status, noCache.stderr).toBe(0);
    expect(noCache.stdout).toMatch(/^Built \d+ pages/m);
    expect(marker()).not.toBe(built);
  });

  it('builds again after the dev server built drafts into the same folder', { timeout: 300_000 }, async () => {
    await copyAged();
    await buildSite({ root: project, outDir: out, drafts: true });
    const run = await build('-q');
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^Built \d+ pages/m);
  });
});
