// The dev server's build child (generator/serve/dev/builder.ts), stopped: stop() resolves once the
// child has exited, so the project's folders can be removed at once (a child mid-build went on writing
// its output after the dev server had closed, and removing the folder failed with ENOTEMPTY); a child
// that does not exit is killed outright after the grace time. Stand-in children, no build.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Builder } from '../../generator/serve/dev/builder.ts';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) {
    // A stand-in left running (a stop that did not end it) would hold this test process open.
    const pidFile = path.join(root, 'pid');
    if (existsSync(pidFile)) {
      try {
        process.kill(Number(readFileSync(pidFile, 'utf8')), 'SIGKILL');
      } catch {
        // Gone already, as it should be.
      }
    }
    rmSync(root, { recursive: true, force: true });
  }
});

/** A project whose bin/build-site is `onTerm` as a child: it says it is ready and writes its pid. */
function project(onTerm: string): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'builder-'));
  roots.push(root);
  mkdirSync(path.join(root, 'bin'));
  writeFileSync(
    path.join(root, 'bin/build-site'),
    `const fs = require('node:fs');
process.on('SIGTERM', () => { ${onTerm} });
fs.writeFileSync('pid', String(process.pid));
process.send({ ready: true });
setInterval(() => {}, 1000);
`,
  );
  return root;
}

const builderOf = (root: string, graceMs?: number) =>
  new Builder({ root, contentDir: path.join(root, 'content'), outDir: path.join(root, 'dist') }, graceMs);
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const pidOf = async (root: string): Promise<number> => {
  await expect.poll(() => existsSync(path.join(root, 'pid')), { timeout: 20_000 }).toBe(true);
  return Number(readFileSync(path.join(root, 'pid'), 'utf8'));
};

describe('Builder.stop', () => {
  it('resolves once the child has exited, after what it does on SIGTERM (a build writing its output)', async () => {
    // The stand-in goes on for 300 ms after the signal, then writes its last file and exits.
    const root = project("setTimeout(() => { fs.writeFileSync('last-write', 'x'); process.exit(0); }, 300);");
    const builder = builderOf(root);
    builder.warm();
    const pid = await pidOf(root);
    await builder.stop();
    expect(existsSync(path.join(root, 'last-write'))).toBe(true);
    expect(alive(pid)).toBe(false);
  });

  it('kills a child that does not exit on SIGTERM once the grace time is up', async () => {
    const root = project('/* ignored */');
    const builder = builderOf(root, 200);
    builder.warm();
    const pid = await pidOf(root);
    await builder.stop();
    expect(alive(pid)).toBe(false);
  });

  it('with no child, or a child already gone, resolves at once', async () => {
    await builderOf(project('process.exit(0);')).stop();
    const root = project('process.exit(0);');
    const builder = builderOf(root);
    builder.warm();
    const pid = await pidOf(root);
    process.kill(pid, 'SIGKILL');
    await expect.poll(() => alive(pid)).toBe(false);
    await builder.stop();
    // Stopped twice: the second has nothing to stop.
    await builder.stop();
  });
});
