// What the deploy workflow installs (`npm ci --omit=dev`) is enough to build and check the site: the
// sources and the lock file go into a temp folder, npm installs the dependencies from its cache
// (--offline: no test touches the internet; the project's own install filled the cache), then
// `build` and `check` run there.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { ROOT } from '../fixtures/paths.ts';
import { removeLater } from '../fixtures/remove-later.ts';

const FILES = ['package.json', 'package-lock.json', 'tsconfig.json', 'bin', 'generator', 'templates', 'client'];
const FOLDERS_OF_THE_SITE = ['public', 'content'];

const tmp = mkdtempSync(path.join(os.tmpdir(), 'build-site-omit-dev-'));
afterAll(() => removeLater(tmp));

/** Runs a command in the temp project; asynchronous, since a synchronous spawn stalls vitest's worker RPC. */
function run(command: string, args: string[]): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: tmp, env: { ...process.env, GITHUB_ACTIONS: '' } });
    let output = '';
    child.stdout.on('data', (d: Buffer) => {
      output += d;
    });
    child.stderr.on('data', (d: Buffer) => {
      output += d;
    });
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, output }));
  });
}

it('npm ci --omit=dev installs what build and check need, and they run', async () => {
  for (const name of [...FILES, ...FOLDERS_OF_THE_SITE])
    cpSync(path.join(ROOT, name), path.join(tmp, name), { recursive: true });

  const install = await run('npm', ['ci', '--omit=dev', '--offline', '--no-audit', '--no-fund']);
  expect(install.status, install.output).toBe(0);
  // Dev tooling stays out: the test would pass for the wrong reason with it installed.
  for (const dev of ['typescript', '@biomejs/biome', 'lighthouse', 'playwright-core', '@stryker-mutator/core'])
    expect(existsSync(path.join(tmp, 'node_modules', dev)), dev).toBe(false);

  const build = await run(process.execPath, ['bin/build-site', 'build', '--quiet']);
  expect(build.status, build.output).toBe(0);
  expect(existsSync(path.join(tmp, 'dist', 'index.html'))).toBe(true);

  const check = await run(process.execPath, ['bin/build-site', 'check']);
  expect(check.status, check.output).toBe(0);
  expect(check.output).toMatch(/^Checked \d+ pages: 0 invalid, 0 broken local links/m);
  // An offline install, a cold build and a whole-site check: minutes on a busy 2-core machine.
}, 600_000);
