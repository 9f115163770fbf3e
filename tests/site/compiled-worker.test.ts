// `build-site build` renders in worker threads that run the CLI bundle's compiled worker entry
// (generator/cli/compiled.ts, render/pool.ts), never worker.ts through tsx; and an edited template
// makes a new bundle that the workers run. A copy of the project with enough location files for
// workers (render-pages.ts PARALLEL_THRESHOLD), its worker.ts given a probe that reports, from each
// worker, where its code was loaded from and whether a .tsx file can be imported (only tsx can).
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sourceStamp } from '../../generator/cli/compiled.ts';
import { resolveBuildContext } from '../../generator/pipeline/context.ts';
import { PARALLEL_THRESHOLD } from '../../generator/pipeline/render/render-pages.ts';
import { forgetOutput } from '../../generator/pipeline/write/unchanged-output.ts';
import { makeSyntheticContent } from '../../scripts/synthetic-content.ts';
import { runCli } from '../fixtures/cli.ts';
import { tempDir } from '../fixtures/html.ts';
import { CONTENT } from '../fixtures/paths.ts';
import { copyProject } from '../fixtures/project-copy.ts';

let tmp: { dir: string; cleanup: () => void };
let project: string;
let content: string;
let out: string;
let probes: string;
/** A .tsx file: Node's own type stripping refuses the extension, tsx loads it. */
let tsxFile: string;

const WORKER = 'generator/pipeline/render/worker.ts';
const READY = "post({ type: 'ready', at: performance.timeOrigin + performance.now() });";
/** After the worker has loaded its renderer: one JSON file per worker thread in $WORKER_PROBE. */
const PROBE = `
{
  const { writeFileSync } = process.getBuiltinModule('node:fs');
  const { threadId } = process.getBuiltinModule('node:worker_threads');
  const tsx = await import(process.env.WORKER_PROBE_TSX).then(() => 'loaded', (e) => e.code);
  writeFileSync(process.env.WORKER_PROBE + '/' + threadId + '.json', JSON.stringify({ stack: new Error().stack, execArgv: process.execArgv, tsx }));
}`;

beforeAll(() => {
  tmp = tempDir('build-site-compiled-worker-');
  project = path.join(tmp.dir, 'project');
  copyProject(project);
  const worker = path.join(project, WORKER);
  const source = readFileSync(worker, 'utf8');
  expect(source).toContain(READY);
  writeFileSync(worker, source.replace(READY, READY + PROBE));
  content = path.join(tmp.dir, 'content');
  expect(makeSyntheticContent(CONTENT, content, PARALLEL_THRESHOLD)).toBeGreaterThan(PARALLEL_THRESHOLD);
  out = path.join(tmp.dir, 'out');
  probes = path.join(tmp.dir, 'probes');
  tsxFile = path.join(tmp.dir, 'probe.tsx');
  writeFileSync(tsxFile, 'export const probe: number = 1;\n');
});
afterAll(() => {
  // The unchanged-output record lives in the project's cache folder (node_modules is linked).
  if (out) forgetOutput(resolveBuildContext({ root: project, contentDir: content, outDir: out }));
  tmp?.cleanup();
});

interface Probe {
  stack: string;
  execArgv: string[];
  tsx: string;
}

/** `build-site build` of the copy, as users run it; what each of its render workers reported. */
async function build(): Promise<Probe[]> {
  rmSync(probes, { recursive: true, force: true });
  mkdirSync(probes);
  const run = await runCli(['build', '--format', 'json', '-c', content, '-o', out], {
    project,
    cwd: project,
    timeoutMs: 280_000,
    env: { WORKER_PROBE: probes, WORKER_PROBE_TSX: pathToFileURL(tsxFile).href },
  });
  expect(run.status, run.stderr).toBe(0);
  // Each worker's start-up and when it had the content, as the summary reports them (bootMs <= readyMs),
  // and the pages each rendered: every page of the build, by one worker or another.
  const { summary } = JSON.parse(run.stdout) as {
    summary: {
      pages: number;
      workers: { bootMs: number[]; readyMs: number[]; rendered: number[]; renderMs: number[] };
    };
  };
  const { workers } = summary;
  expect(workers.bootMs.length).toBeGreaterThan(0);
  workers.bootMs.forEach((ms, i) => {
    expect(ms).toBeGreaterThan(0);
    expect(ms).toBeLessThanOrEqual(workers.readyMs[i]);
    expect(workers.renderMs[i]).toBeGreaterThan(0);
  });
  expect(workers.rendered.reduce((a, b) => a + b, 0)).toBe(summary.pages);
  return readdirSync(probes).map((f) => JSON.parse(readFileSync(path.join(probes, f), 'utf8')) as Probe);
}

/**
 * The compiled worker of the copy's sources as they are now, as the worker's stack names it: its
 * bundle's folder is named by the sources' stamp (under the cache folder of the linked node_modules).
 */
const compiledWorker = () => `/node_modules/.cache/build-site/cli/${sourceStamp(project)}/worker.mjs:`;

describe('render workers of a CLI build', () => {
  it('run the compiled worker entry with no tsx loader, and a template edit reaches them through a new bundle', {
    timeout: 300_000,
  }, async () => {
    const first = await build();
    expect(first.length).toBeGreaterThan(0);
    const bundle = compiledWorker();
    for (const probe of first) {
      expect(probe.tsx).toBe('ERR_UNKNOWN_FILE_EXTENSION');
      expect(probe.execArgv.join(' ')).not.toMatch(/tsx/);
      expect(probe.stack).toContain(bundle);
      expect(probe.stack).not.toContain(WORKER);
    }

    const layout = path.join(project, 'templates/layout/Layout.tsx');
    const main = '<main id="main" className="site-main">';
    const source = readFileSync(layout, 'utf8');
    expect(source).toContain(main);
    writeFileSync(layout, source.replace(main, '<main id="main" className="site-main" data-edited="after">'));
    const edited = compiledWorker();
    expect(edited).not.toBe(bundle);
    const second = await build();
    expect(second.length).toBeGreaterThan(0);
    for (const probe of second) {
      expect(probe.tsx).toBe('ERR_UNKNOWN_FILE_EXTENSION');
      expect(probe.stack).toContain(edited);
    }
    // Rendered by the workers (every page is, from PARALLEL_THRESHOLD pages on): a synthetic location.
    const page = readFileSync(path.join(out, 'locations/adams-morgan-dc-0001/index.html'), 'utf8');
    expect(page).toContain('<main id="main" class="site-main" data-edited="after">');
  });
});
