// One build's timeline per thread (issue #39 point 2: where a core idles): the synthetic pages of
// the benchmark (synthetic-content.ts) built by the CLI as users run it, with `--format json`, whose
// summary holds the phases of the main thread and, per render worker, its start-up, its share of the
// content load and its render (cli/build-command.ts jsonSummary). Prints a table and bars.
//   npx tsx scripts/build-timeline.ts [--pages 4000] [--cold]
// --cold: `--no-cache` (every file parsed, every share image drawn); otherwise one unmeasured build
// first, so the measured one is warm. The output is deleted before the measured build, so every page
// renders, as in `npm run bench`. Not a test: it prints.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeSyntheticContent } from './synthetic-content.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface JsonSummary {
  ms: number;
  pages: number;
  phases: { name: string; ms: number }[];
  workers?: {
    startMs: number;
    bootMs: number[];
    readyMs: number[];
    rendered: number[];
    renderMs: number[];
    besideMs?: [number, number];
  };
  load?: { loaded: number[]; workerFromMs: number[]; workerToMs: number[] };
  shareImages?: { drawn: number; cached: number; startMs: number; endMs: number };
}

interface Span {
  from: number;
  to: number;
  what: string;
}

function build(content: string, out: string, cold: boolean): { summary: JsonSummary; wallMs: number } {
  const started = performance.now();
  const run = spawnSync(
    process.execPath,
    ['bin/build-site', 'build', '--format', 'json', '-c', content, '-o', out, ...(cold ? ['--no-cache'] : [])],
    { cwd: root, encoding: 'utf8', maxBuffer: 1 << 26 },
  );
  const wallMs = performance.now() - started;
  if (run.status !== 0) throw new Error(`build failed (${run.status}): ${run.stderr}${run.stdout.slice(0, 2000)}`);
  return { summary: (JSON.parse(run.stdout) as { summary: JsonSummary }).summary, wallMs };
}

/**
 * Each thread's spans: the main thread's phases back to back, each worker's start-up, load share and
 * render, and the share images' drawing (libvips threads, the span it took).
 */
export function threadSpans(s: JsonSummary): Map<string, Span[]> {
  const threads = new Map<string, Span[]>();
  const workers = s.workers;
  // While the workers render, the main thread only waits for their pages: that part of its
  // "render" phase is left out of its spans (idle), the rest (planning, starting them, bundling the
  // page scripts after) kept.
  const waitFrom = workers ? workers.startMs + Math.min(...workers.readyMs) : 0;
  const waitTo = workers ? workers.startMs + Math.max(...workers.readyMs.map((r, i) => r + workers.renderMs[i])) : 0;
  let at = 0;
  threads.set(
    'main',
    s.phases.flatMap((p) => {
      const span = { from: at, to: at + p.ms, what: p.name };
      at += p.ms;
      if (!workers || p.name !== 'render') return [span];
      const beside = workers.besideMs;
      return [
        {
          from: span.from,
          to: Math.min(span.to, beside ? workers.startMs + beside[0] : waitFrom),
          what: 'render: plan, start workers',
        },
        ...(beside
          ? [
              {
                from: workers.startMs + beside[0],
                to: workers.startMs + beside[1],
                what: 'checks across files and page keys, beside the render',
              },
            ]
          : []),
        { from: Math.max(span.from, waitTo), to: span.to, what: 'render: page scripts' },
      ].filter((part) => part.to > part.from);
    }),
  );
  // Worker times count from the pool's start; the pool starts before the load, or with the render.
  const t0 = workers?.startMs ?? 0;
  workers?.bootMs.forEach((boot, i) => {
    const spans: Span[] = [{ from: t0, to: t0 + boot, what: 'start-up' }];
    const from = s.load?.workerFromMs[i] ?? -1;
    const to = s.load?.workerToMs[i] ?? -1;
    if (from >= 0) spans.push({ from: t0 + from, to: t0 + to, what: `load ${s.load?.loaded[i + 1]} files` });
    const ready = t0 + workers.readyMs[i];
    spans.push({ from: ready, to: ready + workers.renderMs[i], what: `render ${workers.rendered[i]} pages` });
    threads.set(`worker ${i + 1}`, spans);
  });
  // The share images, drawn on sharp's threads beside the render (pipeline/steps/share-images.ts).
  const share = s.shareImages;
  if (share && share.drawn > 0)
    threads.set('sharp', [{ from: share.startMs, to: share.endMs, what: `share images: ${share.drawn} drawn` }]);
  return threads;
}

const busy = (spans: Span[]) => spans.reduce((sum, s) => sum + Math.max(0, s.to - s.from), 0);

function bar(spans: Span[], total: number, width = 60): string {
  const cells = new Array<string>(width).fill('.');
  for (const s of spans) {
    const mark = s.what.startsWith('render') ? 'R' : s.what.startsWith('load') ? 'L' : s.what[0].toUpperCase();
    for (let c = Math.floor((s.from / total) * width); c < Math.min(width, Math.ceil((s.to / total) * width)); c++)
      cells[c] = mark;
  }
  return cells.join('');
}

async function main(): Promise<void> {
  const arg = (name: string) => process.argv.indexOf(name);
  const pages = arg('--pages') > 0 ? Number(process.argv[arg('--pages') + 1]) : 4000;
  const cold = arg('--cold') > 0;
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'build-site-timeline-'));
  try {
    const content = path.join(tmp, 'content');
    makeSyntheticContent(path.join(root, 'content'), content, pages);
    const out = path.join(tmp, 'out');
    // As the benchmark times a warm build: caches filled, the output deleted (every page renders).
    if (!cold) build(content, out, false);
    rmSync(out, { recursive: true, force: true });
    const { summary, wallMs } = build(content, out, cold);
    const threads = threadSpans(summary);
    const total = Math.max(summary.ms, ...[...threads.values()].flat().map((s) => s.to));
    console.log(
      `${summary.pages} pages, ${cold ? 'cold (--no-cache)' : 'warm'}: build ${Math.round(summary.ms)} ms, process ${Math.round(wallMs)} ms, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    console.log('\n| thread | busy ms | idle ms | spans (ms from the build start) |\n|---|---|---|---|');
    for (const [name, spans] of threads) {
      const list = spans.map((s) => `${s.what} ${Math.round(s.from)}-${Math.round(s.to)}`).join('; ');
      console.log(`| ${name} | ${Math.round(busy(spans))} | ${Math.round(total - busy(spans))} | ${list} |`);
    }
    console.log(`\nEach character ${Math.round(total / 60)} ms (phases by their first letter; L load, R render):`);
    for (const [name, spans] of threads) console.log(`${name.padEnd(9)} ${bar(spans, total)}`);
    console.log(
      '\n"." is idle: the main thread waits while the workers render (it plans and starts them before, bundles the page scripts after).',
    );
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
