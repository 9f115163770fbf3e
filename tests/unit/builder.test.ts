// The dev server's build child (generator/serve/dev/builder.ts), stopped: stop() resolves once the
// child has exited, so the project's folders can be removed at once (a child mid-build went on writing
// its output after the dev server had closed, and removing the folder failed with ENOTEMPTY); a child
// that does not exit is killed outright after the grace time; a child replaced after a code edit has
// exited before its successor builds. Stand-in children, no build.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Builder } from '../../generator/serve/dev/builder.ts';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) {
    // A stand-in left running (a stop that did not end it) would hold this test process open.
    for (const pidFile of readdirSync(root).filter((name) => /^pid(-\d+)?$/.test(name))) {
      try {
        process.kill(Number(readFileSync(path.join(root, pidFile), 'utf8')), 'SIGKILL');
      } catch {
        // Gone already, as it should be.
      }
    }
    rmSync(root, { recursive: true, force: true });
  }
});

/**
 * A project whose bin/build-site is `onTerm` as a child (`laterOnTerm` for a child started after the
 * first): it says it is ready and writes its pid (the first child's: a later one writes `pid-<n>`);
 * asked to build, it answers at once and records in `built` whether `last-write` (what a stopped
 * child writes last) was there.
 */
function project(onTerm: string, laterOnTerm = onTerm): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'builder-'));
  roots.push(root);
  mkdirSync(path.join(root, 'bin'));
  writeFileSync(
    path.join(root, 'bin/build-site'),
    `const fs = require('node:fs');
let name = 'pid';
for (let n = 2; fs.existsSync(name); n++) name = 'pid-' + n;
fs.writeFileSync(name, String(process.pid));
process.on('SIGTERM', () => { if (name === 'pid') { ${onTerm} } else { ${laterOnTerm} } });
process.on('message', (m) => {
  fs.writeFileSync('built', fs.existsSync('last-write') ? 'after the old child' : 'while the old child ran');
  process.send({ id: m.id, ok: true, pages: 0, ms: 0 });
});
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
/** The one that goes on for 300 ms after the signal, then writes its last file and exits. */
const SLOW_EXIT = "setTimeout(() => { fs.writeFileSync('last-write', 'x'); process.exit(0); }, 300);";

describe('Builder.stop', () => {
  it('resolves once the child has exited, after what it does on SIGTERM (a build writing its output)', async () => {
    const root = project(SLOW_EXIT);
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

describe('Builder.restart', () => {
  it("starts the new child at once, and its first build after the old child's exit", async () => {
    const root = project(SLOW_EXIT);
    const builder = builderOf(root);
    builder.warm();
    const old = await pidOf(root);
    builder.restart();
    expect((await builder.build()).ok).toBe(true);
    expect(readFileSync(path.join(root, 'built'), 'utf8')).toBe('after the old child');
    expect(alive(old)).toBe(false);
    await builder.stop();
  });

  it('stop() waits for a child it replaced, still exiting, as for the current one', async () => {
    // The replacement exits at once; the old child still has 300 ms to go.
    const root = project(SLOW_EXIT, 'process.exit(0);');
    const builder = builderOf(root);
    builder.warm();
    const old = await pidOf(root);
    builder.restart();
    await builder.stop();
    expect(existsSync(path.join(root, 'last-write'))).toBe(true);
    expect(alive(old)).toBe(false);
  });
});
