// Which Node runs the project (bin/node-version.js): the version floor compared part by part, the one
// line a too-old Node prints, and every entry point on the machine's own Node when it is older than
// the floor (Debian's node 20 here): bin/build-site runs itself again on the Node `npm ci` installed,
// or prints that line; scripts/need-node.js (the npm scripts' first step) prints it. Never a stack trace.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { nodeFloor, olderThan, tooOldLine } from '../../bin/node-version.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FLOOR = nodeFloor(ROOT);

describe('olderThan', () => {
  it('compares major, minor and patch as numbers, on both sides of the floor', () => {
    expect(olderThan('22.12.0', '22.12.0')).toBe(false);
    expect(olderThan('22.11.9', '22.12.0')).toBe(true);
    expect(olderThan('22.12.1', '22.12.0')).toBe(false);
    expect(olderThan('22.13.0', '22.12.0')).toBe(false);
    expect(olderThan('21.99.99', '22.12.0')).toBe(true);
    expect(olderThan('23.0.0', '22.12.0')).toBe(false);
    // Numbers, not text: "9" < "10".
    expect(olderThan('22.9.0', '22.10.0')).toBe(true);
    expect(olderThan('100.0.0', '22.12.0')).toBe(false);
  });

  it("reads the floor from package.json's engines", () => {
    expect(FLOOR).toMatch(/^\d+\.\d+\.\d+$/);
  });
});

describe('the line a too-old Node prints', () => {
  it('names the floor, the Node running and what to do', () => {
    expect(tooOldLine('22.12.0')).toBe(
      `build-site needs Node.js 22.12.0 or later, and this is Node ${process.versions.node}: run \`npm ci\` (on Linux it installs Node 22 into node_modules), or install Node 22 (.nvmrc).`,
    );
  });
});

/** The machine's own node, when it is one the project cannot run on (Debian's node 20 on this VM). */
const machineNode = ['/usr/bin/node', '/usr/local/bin/node'].find((file) => {
  const run = spawnSync(file, ['-p', 'process.versions.node'], { encoding: 'utf8' });
  return run.status === 0 && olderThan(run.stdout.trim(), FLOOR);
});

describe.runIf(machineNode)(`on the machine's own Node, older than ${FLOOR}`, () => {
  const node = machineNode as string;
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'node-version-'));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it('bin/build-site runs itself again on the Node npm ci installed', () => {
    const run = spawnSync(node, [path.join(ROOT, 'bin/build-site'), '--version'], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('bin/build-site without an installed Node: one line saying what to do, exit 2', () => {
    // The project's bin/ and package.json alone: no node_modules, as before `npm ci`.
    mkdirSync(path.join(tmp, 'bin'));
    cpSync(path.join(ROOT, 'bin'), path.join(tmp, 'bin'), { recursive: true });
    cpSync(path.join(ROOT, 'package.json'), path.join(tmp, 'package.json'));
    const run = spawnSync(node, [path.join(tmp, 'bin/build-site'), 'build'], { encoding: 'utf8' });
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr.split('\n').filter(Boolean)).toEqual([expect.stringMatching(/^build-site needs Node\.js /)]);
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });

  it('scripts/need-node.js (every npm script starts with it): the same line, exit 1', () => {
    const run = spawnSync(node, [path.join(ROOT, 'scripts/need-node.js')], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr.split('\n').filter(Boolean)).toEqual([expect.stringMatching(/^build-site needs Node\.js /)]);
  });
});
