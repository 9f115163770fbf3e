// CLI and dev-loop timings of the real site (issue #11 targets: a build from process start to exit under
// 0.5 s, a dev rebuild after a one-line YAML edit under 150 ms to the reload event; #20: a median under 100 ms
// after a one-line location edit; #39: under 50 ms). Part of
// `npm run bench`; alone: `npx tsx scripts/bench-cli.ts [--runs N] [--edits N]`. Not a test: it prints.
//
//   1. `node bin/build-site build -q` in fresh processes, wall time from spawn to exit, after one
//      unmeasured run (which compiles the CLI bundle and fills the caches, as any earlier build would),
//      the output deleted before each (outside the timing) so every page renders; then as many
//      builds over the previous output, nothing changed (incremental: no page renders); before each
//      run the bench waits for the build's detached deletion of the output it replaced (waitForTrash);
//   2. `node bin/build-site dev` on a temp copy of the project: a one-line edit of a location's heading,
//      then the time until the reload event arrives on the server-sent event stream, several edits;
//      also how much of it the build took in the build child (the dev server's "Built … in N ms");
//   3. a first build as on a fresh clone (#39: under 5 s): a temp copy of the project whose node_modules
//      links each package (so its build caches are its own), the CLI bundle compiled first as `npm ci`
//      does, then `build -q` with every build cache and the output deleted before each run (outside the
//      timing). The copy holds no git history, so page dates read modification times (a clone runs
//      `git log` and `git status` once: 10-40 ms here).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { get, type IncomingMessage } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveBuildContext } from '../generator/pipeline/context.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const CLI_TARGET_MS = 500;
export const DEV_TARGET_MS = 50;

export interface CliBenchReport {
  load: number[];
  buildMs: number[];
  unchangedMs: number[];
  devRebuildMs: number[];
  /** Of each dev rebuild, the build itself as the build child timed it. */
  devBuildMs: number[];
  /** First builds as on a fresh clone, process start to exit. */
  freshCloneMs: number[];
}

export const FRESH_CLONE_TARGET_MS = 5000;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
/** The runs' min and median, judged against the target by `by` (#11's CLI target by the best run, #20's dev target by the median). */
const summary = (xs: number[], target: number, by: 'min' | 'median' = 'min') =>
  `min ${Math.round(Math.min(...xs))} ms, median ${Math.round(median(xs))} ms (target ${by} < ${target} ms: ${(by === 'min' ? Math.min(...xs) : median(xs)) < target ? 'met' : 'not met'}) — runs ${xs.map(Math.round).join(', ')}`;

/**
 * Waits, outside any timing, until the detached process a build starts to delete the output it
 * replaced (generator/pipeline/write/output-dir.ts discard) has emptied the trash folder, so that
 * deletion never runs during the next timed build. Gives up after a minute.
 */
export function waitForTrash(): void {
  const { trashDir } = resolveBuildContext({ root });
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (const deadline = performance.now() + 60_000; performance.now() < deadline; ) {
    if (!existsSync(trashDir) || readdirSync(trashDir).length === 0) return;
    Atomics.wait(pause, 0, 0, 20);
  }
}

/** One CLI build; `fresh` deletes the output first (before the clock), so every page renders. */
function timeBuild(outDir: string, fresh: boolean): number {
  if (fresh) rmSync(outDir, { recursive: true, force: true });
  waitForTrash();
  const started = performance.now();
  const run = spawnSync(process.execPath, [path.join(root, 'bin/build-site'), 'build', '-q', '-o', outDir], {
    cwd: root,
    encoding: 'utf8',
  });
  const ms = performance.now() - started;
  if (run.status !== 0) throw new Error(`build-site build failed:\n${run.stdout}\n${run.stderr}`);
  return ms;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts `build-site dev` and resolves once it serves (after its first build); onLine gets each line it prints. */
function startDev(project: string, port: number, onLine: (line: string) => void): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(project, 'bin/build-site'), 'dev', '-p', String(port), '-o', path.join(project, 'out')],
      { cwd: project, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      const start = out.lastIndexOf('\n') + 1;
      out += d;
      for (const line of out.slice(start).split('\n').slice(0, -1)) onLine(line);
      if (out.includes('Serving at')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`build-site dev exited (${code}):\n${out}`)));
  });
}

/** The dev server's event stream: each call to next() resolves with the next event's data. */
function events(port: number): Promise<{ next: () => Promise<{ type: string; build: number }>; close: () => void }> {
  return new Promise((resolve, reject) => {
    const waiting: ((e: { type: string; build: number }) => void)[] = [];
    const queued: { type: string; build: number }[] = [];
    const req = get(`http://127.0.0.1:${port}/__build-site/events`, (res: IncomingMessage) => {
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const event = JSON.parse(buffer.slice(0, end).replace(/^data: /, '')) as { type: string; build: number };
          buffer = buffer.slice(end + 2);
          const waiter = waiting.shift();
          if (waiter) waiter(event);
          else queued.push(event);
        }
      });
      resolve({
        next: () => {
          const event = queued.shift();
          return event ? Promise.resolve(event) : new Promise((r) => waiting.push(r));
        },
        close: () => req.destroy(),
      });
    });
    req.on('error', reject);
  });
}

async function timeDevRebuilds(edits: number): Promise<{ reload: number[]; build: number[] }> {
  // The project's node_modules itself, caches and all: the dev loop of a project built before.
  const project = projectCopy('build-site-bench-dev-', 'shared');
  const location = path.join(project, 'content/locations/georgetown-dc.yaml');
  const original = readFileSync(location, 'utf8');
  const port = await freePort();
  // The build times the dev server prints ("Built 45 pages in 63 ms"), newest last.
  const built: number[] = [];
  const dev = await startDev(project, port, (line) => {
    const ms = /^Built \d+ pages in (\d+) ms/.exec(line)?.[1];
    if (ms) built.push(Number(ms));
  });
  const stream = await events(port);
  const page = path.join(project, 'out/locations/georgetown-dc/index.html');
  const times: number[] = [];
  const buildTimes: number[] = [];
  try {
    await stream.next(); // the state on connect
    // One unmeasured edit: the first content rebuild in the warm process still compiles some code paths.
    for (let i = 0; i <= edits; i++) {
      const heading = `Flooring Installation in Georgetown ${i}`;
      const started = performance.now();
      writeFileSync(
        location,
        original.replace(
          'heading: Flooring Installation in Georgetown',
          `heading: Flooring Installation in Georgetown ${i}`,
        ),
      );
      // The first reload whose build holds the edit (a save can be seen as two changes: a second build may
      // follow, and its event may come after this loop has moved on to the next edit).
      let build = 0;
      for (;;) {
        const event = await stream.next();
        if (event.type !== 'ok') throw new Error(`dev rebuild ${i} failed: ${JSON.stringify(event)}`);
        if (readFileSync(page, 'utf8').includes(`>${heading}<`)) {
          build = event.build;
          break;
        }
      }
      if (i > 0) times.push(performance.now() - started);
      // Build n's line is the n-th "Built" line (every build succeeded); it comes on stdout, which may
      // arrive after the event.
      const deadline = Date.now() + 30_000;
      while (built.length < build) {
        if (Date.now() > deadline) throw new Error(`dev build ${build}: no "Built" line after 30 s`);
        await new Promise((r) => setTimeout(r, 5));
      }
      if (i > 0) buildTimes.push(built[build - 1]);
      // Let the watcher settle, so each edit is one change rather than a burst.
      await new Promise((r) => setTimeout(r, 300));
    }
  } finally {
    stream.close();
    dev.kill('SIGINT');
    await new Promise((r) => dev.once('exit', r));
    rmSync(project, { recursive: true, force: true, maxRetries: 5 });
  }
  return { reload: times, build: buildTimes };
}

/**
 * A temp copy of the project's sources. Its node_modules is the project's own (`shared`: the build
 * caches too), or a folder of its own linking each package (`own`: its caches start empty).
 */
function projectCopy(prefix: string, modules: 'shared' | 'own'): string {
  const project = mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const dir of ['bin', 'generator', 'templates', 'client', 'public', 'content'])
    cpSync(path.join(root, dir), path.join(project, dir), { recursive: true });
  for (const file of ['package.json', 'package-lock.json', 'tsconfig.json'])
    cpSync(path.join(root, file), path.join(project, file));
  if (modules === 'shared') {
    symlinkSync(path.join(root, 'node_modules'), path.join(project, 'node_modules'), 'dir');
    return project;
  }
  mkdirSync(path.join(project, 'node_modules'));
  for (const name of readdirSync(path.join(root, 'node_modules')))
    if (name !== '.cache') symlinkSync(path.join(root, 'node_modules', name), path.join(project, 'node_modules', name));
  return project;
}

/** First builds of a fresh copy of the project, every build cache emptied before each (the CLI bundle kept). */
function timeFreshClone(runs: number): number[] {
  const project = projectCopy('build-site-bench-fresh-', 'own');
  const caches = path.join(project, 'node_modules/.cache/build-site');
  const build = () =>
    spawnSync(process.execPath, [path.join(project, 'bin/build-site'), 'build', '-q'], {
      cwd: project,
      encoding: 'utf8',
    });
  try {
    // Compiles the CLI bundle into the copy's cache, as `npm ci`'s prepare step does on a clone.
    const first = build();
    if (first.status !== 0) throw new Error(`build-site build failed:\n${first.stdout}\n${first.stderr}`);
    return Array.from({ length: runs }, () => {
      for (const name of readdirSync(caches)) if (name !== 'cli') rmSync(path.join(caches, name), { recursive: true });
      rmSync(path.join(project, 'dist'), { recursive: true, force: true });
      const started = performance.now();
      const run = build();
      const ms = performance.now() - started;
      if (run.status !== 0) throw new Error(`build-site build failed:\n${run.stdout}\n${run.stderr}`);
      return ms;
    });
  } finally {
    rmSync(project, { recursive: true, force: true, maxRetries: 5 });
  }
}

export async function benchCli(options: { runs?: number; edits?: number } = {}): Promise<CliBenchReport> {
  const runs = options.runs ?? 5;
  const out = mkdtempSync(path.join(os.tmpdir(), 'build-site-bench-cli-'));
  const load = os.loadavg();
  console.log(`\nCLI and dev loop (real site), load average ${load.map((l) => l.toFixed(2)).join(' ')}`);
  try {
    const dist = path.join(out, 'dist');
    if (runs > 0) timeBuild(dist, true);
    const buildMs = Array.from({ length: runs }, () => timeBuild(dist, true));
    // The same build again with its previous output in place: nothing changed, no page renders.
    const unchangedMs = Array.from({ length: runs }, () => timeBuild(dist, false));
    if (runs > 0) {
      console.log(`  build-site build, process start to exit: ${summary(buildMs, CLI_TARGET_MS)}`);
      console.log(`  the same, nothing changed since the last build: ${summary(unchangedMs, CLI_TARGET_MS)}`);
    }
    const dev = await timeDevRebuilds(options.edits ?? 6);
    console.log(`  build-site dev, YAML edit to reload event: ${summary(dev.reload, DEV_TARGET_MS, 'median')}`);
    console.log(
      `    of which the build in the build child: median ${Math.round(median(dev.build))} ms — runs ${dev.build.join(', ')}`,
    );
    const freshCloneMs = runs > 0 ? timeFreshClone(runs) : [];
    if (runs > 0)
      console.log(
        `  first build as on a fresh clone, process start to exit: ${summary(freshCloneMs, FRESH_CLONE_TARGET_MS, 'median')}`,
      );
    return { load, buildMs, unchangedMs, devRebuildMs: dev.reload, devBuildMs: dev.build, freshCloneMs };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const arg = (name: string) => {
    const i = process.argv.indexOf(name);
    return i > 0 ? Number(process.argv[i + 1]) : undefined;
  };
  await benchCli({ runs: arg('--runs'), edits: arg('--edits') });
}
