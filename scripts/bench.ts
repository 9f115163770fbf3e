// Benchmark: `npm run bench [-- options]`. Not a test: it measures and prints.
//
//   0. the real site's CLI build from process start to exit, and `build-site dev` from a YAML edit
//      to the reload event (scripts/bench-cli.ts, also runnable alone); then the web editor's start,
//      /admin/ to the entry list on a first and a second visit (scripts/bench-admin.ts, also alone);
//   1. full build of the real site (fresh processes, like the CLI), with phase times;
//   2. a synthetic content set (content/ + 4,000 extra location pages) built into a
//      temporary folder: sequential vs parallel rendering, per-page time, where the time goes;
//   3. JS and CSS bytes (raw and gzip) per page type from the built site: the page's
//      <script type=module src> entries plus the chunks they import statically, the
//      dynamically imported chunks reported separately, and the stylesheet;
//   4. HTML bytes per page (min/median/max, per type).
// Results are also written to .bench/results.json.
//
// Options: --pages N (synthetic locations, default 4000), --runs N (real-site builds, default 3),
//          --rounds N (interleaved peer rounds, default 5, or --runs when that is given),
//          --repeat N (build each synthetic variant N times and keep the fastest, default 1),
//          --quick (synthetic: only the cold, warm and in-memory builds), --keep (keep temp folders),
//          --peers-only (only the peers: build-site --no-cache and warm, Eleventy, Hugo and the render-only
//          floor, in interleaved rounds: scripts/bench-peers.ts),
//          --lighthouse (scripts/lighthouse.ts — performance, accessibility, best-practices, SEO — on one
//          page of each type of the bench's build, then three pages again with the tag manager and the
//          estimate form from local stand-ins; summaries also in .bench/lighthouse*.json),
//          --js-only DIR (only the JS measure of section 3, every page of a built output folder DIR,
//          in bytes: to compare the JS of two builds).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { benchPeers, type PeerReport, TOOL_LABELS, type ToolId } from './bench-peers.ts';
import type { Spread } from './bench-stats.ts';
import type { RenderStats } from '../generator/pipeline/render/render-pages.ts';
import { benchAdmin } from './bench-admin.ts';
import { benchCli } from './bench-cli.ts';
import { makeSyntheticContent } from './synthetic-content.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const benchDir = path.join(root, '.bench');
const TARGET_MS = 2000;
// Issue #20's figure (JS per page still <= 15 KB gzip); the spec names none.
const TARGET_JS_GZIP = 15 * 1024;

// ---------------------------------------------------------------------------
// Child mode: one cold build in a fresh process, reporting phase times.

interface ChildInput {
  contentDir?: string;
  outDir: string;
  /** Read the build caches (default true); false is the CLI's `--no-cache`: every cache off. */
  cache?: boolean;
  /** buildSite's renderWorkers option (default: its own choice). */
  renderWorkers?: number;
}

interface ChildResult {
  /** 1-minute load average when the build started (other processes share the CPU). */
  loadAvg: number;
  importMs: number;
  buildMs: number;
  phases: { load: number; bundle: number; render: number; finish: number };
  pages: number;
  redirects: number;
  htmlBytes: number;
  cpuMs: number;
  maxRssMb: number;
  render: RenderStats;
}

async function child(input: ChildInput): Promise<void> {
  const loadAvg = os.loadavg()[0];
  const t0 = performance.now();
  const { buildSite } = await import('../generator/pipeline/build.ts');
  const importMs = performance.now() - t0;
  // Every page renders: with its previous output in place, a build keeps the pages whose inputs
  // did not change (incremental rebuilds). Deleted before the clock starts, as for every variant.
  rmSync(input.outDir, { recursive: true, force: true });
  const marks: { line: string; at: number }[] = [];
  const cpu0 = process.cpuUsage();
  const start = performance.now();
  const summary = await buildSite({
    root,
    contentDir: input.contentDir,
    outDir: input.outDir,
    cache: input.cache !== false,
    renderWorkers: input.renderWorkers,
    log: (line) => marks.push({ line, at: performance.now() - start }),
  });
  const buildMs = performance.now() - start;
  const cpu = process.cpuUsage(cpu0);
  const at = (re: RegExp) => marks.find((m) => re.test(m.line))?.at ?? Number.NaN;
  // The last progress line: every page rendered (its script bundle and the writes follow, in "finish").
  const rendered = [...marks].reverse().find((m) => /^\s*\d+\/\d+ pages rendered$/.test(m.line))?.at ?? Number.NaN;
  const tLoad = at(/^Loading content/);
  const tBundle = at(/^Bundling/);
  const tRender = at(/^Rendering/);
  const result: ChildResult = {
    loadAvg,
    importMs,
    buildMs,
    phases: {
      load: tBundle - tLoad,
      bundle: tRender - tBundle,
      render: rendered - tRender,
      finish: buildMs - rendered,
    },
    pages: summary.pages,
    redirects: summary.redirects,
    htmlBytes: summary.htmlBytes,
    cpuMs: (cpu.user + cpu.system) / 1000,
    maxRssMb: process.resourceUsage().maxRSS / 1024,
    render: summary.render,
  };
  process.stdout.write(`\nBENCH_RESULT ${JSON.stringify(result)}\n`);
}

/** What loadContent does per file without a cache, timed step by step (loadContent itself is not instrumented). */
async function loadBreakdown(contentDir: string): Promise<void> {
  // The reading loadContent does per file: js-yaml's fast path, or the positioned parse for anchors and errors.
  const { parseData } = await import('../generator/pipeline/content/read-yaml.ts');
  const schema = await import('../generator/model/schema/index.ts');
  const { loadContent } = await import('../generator/pipeline/content/load.ts');
  const folders = [
    ['locations', schema.locationSchema],
    ['services', schema.serviceSchema],
    ['projects', schema.projectSchema],
  ] as const;
  const t = { read: 0, parse: 0, validate: 0, files: 0 };
  for (const [folder, s] of folders) {
    for (const name of readdirSync(path.join(contentDir, folder)).filter((f) => f.endsWith('.yaml'))) {
      let m = performance.now();
      const source = readFileSync(path.join(contentDir, folder, name), 'utf8');
      t.read += performance.now() - m;
      m = performance.now();
      const data = parseData(name, source, [])?.data;
      t.parse += performance.now() - m;
      m = performance.now();
      s.safeParse(data, { reportInput: true });
      t.validate += performance.now() - m;
      t.files++;
    }
  }
  let m = performance.now();
  loadContent(contentDir);
  const loadContentMs = performance.now() - m;
  const cacheDir = mkdtempSync(path.join(os.tmpdir(), 'build-site-bench-cache-'));
  loadContent(contentDir, { cacheDir });
  m = performance.now();
  loadContent(contentDir, { cacheDir });
  const cachedMs = performance.now() - m;
  rmSync(cacheDir, { recursive: true, force: true });
  process.stdout.write(`\nBENCH_RESULT ${JSON.stringify({ ...t, loadContentMs, cachedMs })}\n`);
}

// ---------------------------------------------------------------------------
// Parent: run children, analyse the output, print tables.

function runChild<T>(args: string[], env: Record<string, string | undefined> = {}): { result: T; wallMs: number } {
  const started = performance.now();
  const proc = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const wallMs = performance.now() - started;
  const line = proc.stdout.split('\n').find((l) => l.startsWith('BENCH_RESULT '));
  if (proc.status !== 0 || !line) {
    const output = `${proc.stdout}\n${proc.stderr}`
      .split('\n')
      .filter((l) => l.trim())
      .slice(0, 25)
      .join('\n');
    throw new Error(
      `benchmark child failed (exit ${proc.status}; is content/ valid? try \`node bin/build-site build\`):\n${output}`,
    );
  }
  return { result: JSON.parse(line.slice('BENCH_RESULT '.length)) as T, wallMs };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const sec = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const msf = (ms: number) => `${ms.toFixed(0)} ms`;
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0
    ? Number.NaN
    : s.length % 2
      ? s[(s.length - 1) / 2]
      : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

function table(headers: string[], rows: (string | number)[][], align?: ('l' | 'r')[]): string {
  const cells = [headers, ...rows.map((r) => r.map(String))];
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length)));
  const fmt = (r: string[]) =>
    r
      .map((c, i) => ((align?.[i] ?? (i === 0 ? 'l' : 'r')) === 'l' ? c.padEnd(widths[i]) : c.padStart(widths[i])))
      .join('  ');
  return [fmt(cells[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(fmt)].join('\n');
}

// --- Synthetic content -----------------------------------------------------

/** How long the disk alone takes for the synthetic build's output: one folder + index.html per page. */
function ioBaseline(
  dir: string,
  files: number,
  bytes: number,
): { files: number; bytes: number; ms: number; cpuMs: number } {
  const html = 'x'.repeat(bytes);
  const cpu0 = process.cpuUsage();
  const start = performance.now();
  for (let i = 0; i < files; i++) {
    const folder = path.join(dir, 'locations', `page-${i}`);
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, 'index.html'), html);
  }
  const ms = performance.now() - start;
  const cpu = process.cpuUsage(cpu0);
  return { files, bytes, ms, cpuMs: (cpu.user + cpu.system) / 1000 };
}

// --- Asset analysis --------------------------------------------------------

interface Bytes {
  raw: number;
  gzip: number;
}

function createAssetReader(outDir: string) {
  const cache = new Map<string, { text: string; bytes: Bytes }>();
  const read = (url: string) => {
    let hit = cache.get(url);
    if (!hit) {
      const buf = readFileSync(path.join(outDir, url.replace(/^\//, '')));
      hit = { text: buf.toString('utf8'), bytes: { raw: buf.length, gzip: gzipSync(buf).length } };
      cache.set(url, hit);
    }
    return hit;
  };
  const resolve = (from: string, spec: string) =>
    spec.startsWith('.') ? path.posix.join(path.posix.dirname(from), spec) : spec;
  /** Static imports (`import … from"./x.js"`, `import"./x.js"`, `export … from"./x.js"`) and dynamic `import("./x.js")`. */
  const imports = (url: string) => {
    const text = read(url).text;
    const statics = new Set<string>();
    const dynamics = new Set<string>();
    for (const m of text.matchAll(/\bfrom\s*["']([^"']+)["']|\bimport\s*["']([^"']+)["']/g))
      statics.add(resolve(url, (m[1] ?? m[2])!));
    for (const m of text.matchAll(/\bimport\s*\(\s*["']([^"']+)["']\s*\)/g)) dynamics.add(resolve(url, m[1]));
    return {
      statics: [...statics].filter((u) => u.startsWith('/')),
      dynamics: [...dynamics].filter((u) => u.startsWith('/')),
    };
  };
  /** Entry files plus everything they import statically, recursively. */
  const closure = (entries: string[]) => {
    const seen = new Set<string>();
    const dynamic = new Map<string, string>(); // dynamically imported chunk -> importing file
    const visit = (url: string) => {
      if (seen.has(url)) return;
      seen.add(url);
      const { statics, dynamics } = imports(url);
      for (const d of dynamics) if (!dynamic.has(d)) dynamic.set(d, url);
      statics.forEach(visit);
    };
    entries.forEach(visit);
    return { files: [...seen], dynamic };
  };
  const sum = (urls: string[]): Bytes =>
    urls.reduce((s, u) => ({ raw: s.raw + read(u).bytes.raw, gzip: s.gzip + read(u).bytes.gzip }), { raw: 0, gzip: 0 });
  return { read, closure, sum };
}

interface PageAnalysis {
  path: string;
  type: string;
  htmlBytes: number;
  widgets: string[];
  entries: string[];
  js: Bytes;
  jsFiles: string[];
  deferred: { label: string; files: string[]; bytes: Bytes }[];
  css: Bytes;
}

const PAGE_TYPES = [
  'home',
  'about',
  'services overview',
  'service',
  'service areas',
  'location',
  'gallery',
  'project (videos)',
  'project (no videos)',
  'reviews',
  'contact',
  '404',
] as const;

async function analyseSite(outDir: string, contentDir: string): Promise<PageAnalysis[]> {
  const { loadContent } = await import('../generator/pipeline/content/load.ts');
  const { outputFile } = await import('../generator/model/routes.ts');
  const { buildRoutes } = await import('../generator/pages/routes.ts');
  const content = loadContent(contentDir);
  const pages = buildRoutes(content).filter((r) => r.kind === 'page');
  const assets = createAssetReader(outDir);
  const typeOf = (spec: (typeof pages)[number]['page']): string => {
    switch (spec.type) {
      case 'services':
        return 'services overview';
      case 'serviceAreas':
        return 'service areas';
      case 'notFound':
        return '404';
      case 'project':
        return spec.entry.videos.length > 0 ? 'project (videos)' : 'project (no videos)';
      default:
        return spec.type;
    }
  };
  return pages.map((route) => {
    const html = readFileSync(path.join(outDir, outputFile(route.path)), 'utf8');
    const entries = [...html.matchAll(/<script\b[^>]*>/g)]
      .map((m) => m[0])
      .filter((tag) => /\btype=["']?module/.test(tag))
      .map((tag) => /\bsrc=["']([^"']+)["']/.exec(tag)?.[1])
      .filter((src): src is string => !!src && src.startsWith('/'));
    const stylesheets = [...html.matchAll(/<link\b[^>]*>/g)]
      .map((m) => m[0])
      .filter((tag) => /\brel=["']?stylesheet/.test(tag))
      .map((tag) => /\bhref=["']([^"']+)["']/.exec(tag)?.[1])
      .filter((href): href is string => !!href && href.startsWith('/'));
    const { files, dynamic } = assets.closure(entries);
    const eager = new Set(files);
    const deferred = [...dynamic]
      .filter(([url]) => !eager.has(url))
      .map(([url]) => {
        const lazy = assets.closure([url]).files.filter((f) => !eager.has(f));
        const supabase = /supabase/i.test(assets.read(url).text);
        const label = supabase
          ? 'deferred (tag-manager loader)'
          : `lazy (${path.posix.basename(url).replace(/-[A-Z0-9]{8}\.js$/, '')})`;
        return { label, files: lazy, bytes: assets.sum(lazy) };
      });
    return {
      path: route.path,
      type: typeOf(route.page),
      htmlBytes: Buffer.byteLength(html),
      // Page scripts are named after the widgets they bundle: page-<a+b+…>-<hash>.js.
      widgets: entries.flatMap((e) =>
        path.posix
          .basename(e)
          .replace(/^page-/, '')
          .replace(/-[A-Z0-9]{8}\.js$/, '')
          .split('+'),
      ),
      entries,
      js: assets.sum(files),
      jsFiles: files,
      deferred,
      css: assets.sum(stylesheets),
    };
  });
}

// --- Lighthouse (optional) -------------------------------------------------

/** scripts/lighthouse.ts over one page of each type of the bench's own build (third parties blocked). */
async function lighthouse(outDir: string, analysis: PageAnalysis[]): Promise<unknown> {
  let mod: typeof import('./lighthouse.ts');
  try {
    mod = await import('./lighthouse.ts');
  } catch (error) {
    console.log(
      `\nLighthouse: cannot load scripts/lighthouse.ts (${String(error).split('\n')[0]}); run \`npm install\` (lighthouse is a devDependency). Skipped.`,
    );
    return { skipped: String(error) };
  }
  // One page per type: the fixed list, plus an example of any type it misses (e.g. a project without videos).
  const paths = [...mod.DEFAULT_PATHS];
  const known = new Set(paths.map((p) => p.replace(/\/$/, '') || '/'));
  for (const type of PAGE_TYPES) {
    const pages = analysis.filter((p) => p.type === type);
    if (
      pages.length > 0 &&
      !pages.some((p) => known.has(p.path.replace(/\/$/, '') || '/') || (type === '404' && known.has('/404.html')))
    )
      paths.push(pages[0].path);
  }
  console.log(
    `\n== Lighthouse (mobile preset, ${paths.length} pages of ${path.relative(root, outDir)}/ served on 127.0.0.1; every non-local host blocked)`,
  );
  const { pages } = await mod.runLighthouse({ dir: outDir, paths, out: path.join(benchDir, 'lighthouse.json') });
  // Once more with the tag manager and the estimate form served from local stand-ins.
  const thirdParties = await mod.compareThirdParties({ dir: outDir, out: path.join(benchDir, 'lighthouse.json') });
  const perPage = Object.fromEntries(
    pages.map((p) => [
      p.path,
      {
        type: analysis.find((a) => a.path === p.path || (p.path === '/404.html' && a.type === '404'))?.type,
        ...p.scores,
        ...p.metrics,
        failing: p.failing.map((f) => f.id),
      },
    ]),
  );
  return {
    pages: perPage,
    thirdParties: thirdParties.map((r) => ({
      path: r.path,
      blocked: { performance: r.without.scores.performance, ...r.without.metrics },
      standIns: { performance: r.with.scores.performance, ...r.with.metrics },
    })),
  };
}

// --- Peers ------------------------------------------------------------------

/** Section 2b: every tool on the same synthetic location pages, in interleaved rounds (scripts/bench-peers.ts). */
async function peerSection(synDir: string, tmp: string, rounds: number, locationCount: number): Promise<PeerReport> {
  console.log(
    `\n== Peers: the same ${locationCount} location pages from the same YAML (build-site also builds the site's other pages), ` +
      `${rounds} interleaved round(s), CLI wall time from process start to exit`,
  );
  const peerDir = path.join(tmp, 'peer-content');
  cpSync(synDir, peerDir, { recursive: true });
  const peers = await benchPeers(peerDir, tmp, rounds, (line) => console.log(line), os.loadavg);
  for (const [id, why] of Object.entries(peers.skipped)) console.log(`  ${TOOL_LABELS[id as ToolId]}: skipped, ${why}`);
  const mb = (n: number) => `${n.toFixed(0)} MB`;
  const range = (s: Spread) => `${sec(s.min)}-${sec(s.max)}`;
  const iqr = (s: Spread) => `${sec(s.q1)}-${sec(s.q3)}`;
  console.log(
    table(
      ['tool', 'median', 'min-max', 'IQR', 'wall median', 'peak RSS', 'bytes/page', 'bytes vs build-site'],
      peers.tools.map((t) => [
        t.label + (t.id === 'floor' ? ' (render + write)' : ''),
        sec(t.time.median),
        range(t.time),
        iqr(t.time),
        sec(t.wall.median),
        mb(t.peakRssMb),
        kb(t.bytes / peers.pages),
        `${t.byteRatio.toFixed(3)}${t.byteParity ? '' : ' NOT within 3%'}`,
      ]),
    ),
  );
  console.log(`  orders: ${peers.orders.map((o) => o.join(' > ')).join(' | ')}`);
  const time = (id: ToolId) => peers.tools.find((t) => t.id === id)?.time.median;
  const cold = time('cold')!;
  const verdict = (ok: boolean) => (ok ? 'MET' : 'NOT MET');
  const versus = (id: ToolId, target: number) => {
    const other = time(id);
    return other === undefined
      ? `${TOOL_LABELS[id]}: ${peers.skipped[id] ?? 'not run'}`
      : `${(other / cold).toFixed(2)}x as fast as ${TOOL_LABELS[id]} (target >= ${target}x: ${verdict(other / cold >= target)})`;
  };
  const floorMs = time('floor')!;
  console.log(
    `build-site --no-cache is ${versus('hugo', 1.5)}, ${versus('eleventy', 2.5)}, ` +
      `${(cold / floorMs).toFixed(2)}x the render-only floor (target <= 1.3x: ${verdict(cold / floorMs <= 1.3)}); ` +
      `load average ${peers.loadAvg.before.map((l) => l.toFixed(2)).join(' ')} before the rounds, ${peers.loadAvg.after.map((l) => l.toFixed(2)).join(' ')} after` +
      (peers.hugoVersion ? `; ${peers.hugoVersion.split(' ').slice(0, 2).join(' ')}` : ''),
  );
  return peers;
}

// --- Main ------------------------------------------------------------------

interface Variant {
  name: string;
  /** buildSite's renderWorkers option; undefined: its default. */
  renderWorkers?: number;
  note: string;
  /** Content cache on (warm: filled by an unmeasured build first) or off (every file parsed). */
  cache: boolean;
  /** Write the output to memory (/dev/shm) instead of the disk. */
  memory?: boolean;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const flag = (name: string) => args.includes(name);
  const option = (name: string, fallback: number) => {
    const i = args.indexOf(name);
    return i >= 0 ? Number(args[i + 1]) : fallback;
  };
  const synthetic = option('--pages', 4000);
  const runs = Math.max(1, option('--runs', 3));
  const repeat = Math.max(1, option('--repeat', 1));
  // Five rounds put each of the five tools once in each position of the rotation.
  const rounds = Math.max(1, option('--rounds', flag('--runs') ? runs : 5));
  mkdirSync(benchDir, { recursive: true });
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'build-site-bench-'));
  const cores = os.availableParallelism();
  console.log(
    `build-site benchmark — node ${process.version}, ${cores} CPU core(s) (${os.cpus()[0]?.model ?? 'unknown'}), load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  if (os.loadavg()[0] > cores / 2)
    console.log(
      'note: the machine is busy (load average above half the cores); timings will be noisy — compare runs with similar load.',
    );

  try {
    if (flag('--peers-only')) {
      const synDir = path.join(tmp, 'content');
      const locationCount = makeSyntheticContent(path.join(root, 'content'), synDir, synthetic);
      await peerSection(synDir, tmp, rounds, locationCount);
      return;
    }
    // 0. CLI start-to-exit and dev rebuild latency (scripts/bench-cli.ts) --
    const cliTimes = await benchCli({ runs: Math.max(runs, 5) });
    // 0b. The web editor's start: /admin/ to the entry list, first and second visit (scripts/bench-admin.ts)
    const adminTimes = await benchAdmin({ runs });
    // 1. Real site --------------------------------------------------------
    const siteOut = path.join(benchDir, 'site');
    const real: { result: ChildResult; wallMs: number }[] = [];
    for (let i = 0; i < runs; i++)
      real.push(runChild<ChildResult>(['--child', JSON.stringify({ outDir: siteOut } satisfies ChildInput)]));
    const cliStart = performance.now();
    const cli = spawnSync(
      process.execPath,
      [path.join(root, 'bin/build-site'), 'build', '-q', '-o', path.join(tmp, 'cli-out')],
      { cwd: root, encoding: 'utf8' },
    );
    const cliWallMs = performance.now() - cliStart;
    if (cli.status !== 0) throw new Error(`node bin/build-site build failed:\n${cli.stdout}\n${cli.stderr}`);
    const r0 = real[0].result;
    console.log(
      `\n== Real site: ${r0.pages} pages + ${r0.redirects} redirects (output: ${path.relative(root, siteOut)}/, dist/ untouched)`,
    );
    console.log(
      table(
        ['run', 'buildSite()', 'load', 'bundle', 'render', 'finish', 'module import', 'process wall', 'loadavg'],
        real.map(({ result: r, wallMs }, i) => [
          `#${i + 1}`,
          msf(r.buildMs),
          msf(r.phases.load),
          msf(r.phases.bundle),
          msf(r.phases.render),
          msf(r.phases.finish),
          msf(r.importMs),
          msf(wallMs),
          r.loadAvg.toFixed(2),
        ]),
      ),
    );
    console.log(
      `median buildSite() ${msf(median(real.map((r) => r.result.buildMs)))}, median process wall ${msf(median(real.map((r) => r.wallMs)))}; ` +
        `CLI \`node bin/build-site build -q\`: ${msf(cliWallMs)} wall (${cli.stdout.trim().split('\n')[0]})`,
    );

    // 2. Synthetic content ------------------------------------------------
    const synDir = path.join(tmp, 'content');
    const genStart = performance.now();
    const locationCount = makeSyntheticContent(path.join(root, 'content'), synDir, synthetic);
    const genMs = performance.now() - genStart;
    console.log(
      `\n== Synthetic: ${synthetic} extra location pages (${locationCount} location files; generated in ${msf(genMs)} into ${synDir})` +
        (repeat > 1 ? `; fastest of ${repeat} builds per variant` : ''),
    );
    const memoryDir = existsSync('/dev/shm') ? mkdtempSync('/dev/shm/build-site-bench-') : undefined;
    const variants: Variant[] = [
      {
        name: 'cold: every cache off',
        cache: false,
        note: 'as --no-cache: content parsed, share images drawn, scripts bundled',
      },
      { name: 'warm: content cache', cache: true, note: 'a rebuild: unchanged files come from the content cache' },
    ];
    if (memoryDir)
      variants.push({
        name: 'warm, output in memory',
        cache: true,
        memory: true,
        note: 'the same build writing to /dev/shm: what the disk costs',
      });
    if (!flag('--quick')) {
      variants.push(
        { name: 'main thread (renderWorkers: 0)', renderWorkers: 0, cache: true, note: 'no worker threads' },
        {
          name: 'one worker (renderWorkers: 1)',
          renderWorkers: 1,
          cache: true,
          note: 'production React off the main thread, no parallelism',
        },
      );
    }
    // Fill the content cache for the warm variants (not measured).
    runChild<ChildResult>([
      '--child',
      JSON.stringify({ contentDir: synDir, outDir: path.join(tmp, 'fill-cache'), cache: true } satisfies ChildInput),
    ]);
    // Output folders are deleted only at the end: on this kind of disk, deleting ~250 MB of
    // files just before a timed build makes the next build's file creation noticeably slower.
    const synResults: { variant: Variant; result: ChildResult; wallMs: number }[] = [];
    const ioBefore = ioBaseline(path.join(tmp, 'io-before'), synthetic + 45, 62 * 1024);
    for (const variant of variants) {
      let fastest: { result: ChildResult; wallMs: number } | undefined;
      for (let i = 0; i < repeat; i++) {
        const outDir = path.join(variant.memory ? memoryDir! : tmp, `out-${synResults.length}-${i}`);
        const run = runChild<ChildResult>([
          '--child',
          JSON.stringify({
            contentDir: synDir,
            outDir,
            cache: variant.cache,
            renderWorkers: variant.renderWorkers,
          } satisfies ChildInput),
        ]);
        if (variant.memory) rmSync(outDir, { recursive: true, force: true });
        if (!fastest || run.result.buildMs < fastest.result.buildMs) fastest = run;
      }
      synResults.push({ variant, ...fastest! });
    }
    const io = ioBaseline(
      path.join(tmp, 'io-after'),
      synResults[0].result.pages,
      Math.round(synResults[0].result.htmlBytes / synResults[0].result.pages),
    );
    const s0 = synResults[0].result;
    console.log(
      table(
        [
          'variant',
          'pages',
          'build',
          'per page',
          'load',
          'bundle',
          'render',
          'render/page',
          'finish',
          'CPU',
          'max RSS',
          'loadavg',
        ],
        synResults.map(({ variant, result: r }) => [
          variant.name,
          r.pages,
          sec(r.buildMs),
          `${(r.buildMs / r.pages).toFixed(2)} ms`,
          msf(r.phases.load),
          msf(r.phases.bundle),
          msf(r.phases.render),
          `${(r.phases.render / r.pages).toFixed(2)} ms`,
          msf(r.phases.finish),
          sec(r.cpuMs),
          `${r.maxRssMb.toFixed(0)} MB`,
          r.loadAvg.toFixed(2),
        ]),
      ),
    );
    for (const { variant, result: r } of synResults) {
      const p = r.render;
      console.log(
        `  ${variant.name}: ${p.workers ? `${p.workers} worker(s) booted after ${p.bootMs.map(msf).join(' / ')}, ready after ${p.readyMs.map(msf).join(' / ')}` : 'main thread'}; pages ${p.rendered.join(' / ')}; ` +
          `render ${p.renderMs.map(msf).join(' / ')}; page scripts bundled in ${msf(p.bundleMs)}; writes ${p.writeMs.map(msf).join(' / ')}`,
      );
    }
    const best = [...synResults].sort((a, b) => a.result.buildMs - b.result.buildMs)[0];
    const cold = synResults[0].result;
    const warm = synResults[1].result;
    const seq = synResults.find((s) => s.variant.renderWorkers === 0);
    console.log(
      `HTML written: ${kb(s0.htmlBytes)} (${kb(s0.htmlBytes / s0.pages)} per page); disk baseline: creating ${io.files} folders + files of that size ` +
        `with no rendering takes ${msf(ioBefore.ms)} before the builds, ${msf(io.ms)} after (one thread; the disk is shared and noisy)`,
    );
    console.log(
      `fastest: ${best.variant.name} ${sec(best.result.buildMs)}` +
        (seq
          ? `; parallel vs sequential render ${msf(warm.phases.render)} vs ${msf(seq.result.phases.render)} (${(seq.result.phases.render / warm.phases.render).toFixed(1)}x)`
          : ''),
    );
    const verdict = (ms: number) => `${sec(ms)} ${ms < TARGET_MS ? 'MET' : 'NOT MET'}`;
    console.log(
      `target: < ${sec(TARGET_MS)} for ${synthetic} pages on 2 cores → cold ${verdict(cold.buildMs)}, warm ${verdict(warm.buildMs)}` +
        (memoryDir ? `, warm to memory ${verdict(synResults[2].result.buildMs)}` : ''),
    );

    const breakdown = runChild<{
      read: number;
      parse: number;
      validate: number;
      files: number;
      loadContentMs: number;
      cachedMs: number;
    }>(['--load-breakdown', synDir]).result;
    console.log(
      `where loadContent's time goes (${breakdown.files} collection files, timed separately): loadContent ${msf(breakdown.loadContentMs)} = ` +
        `js-yaml ${msf(breakdown.parse)} + zod safeParse ${msf(breakdown.validate)} + read ${msf(breakdown.read)} (+ glob/sort); from the content cache ${msf(breakdown.cachedMs)}`,
    );
    if (memoryDir) rmSync(memoryDir, { recursive: true, force: true });

    // 2b. Peers on the same pages -----------------------------------------
    const peers = await peerSection(synDir, tmp, rounds, locationCount);

    // 3. Bytes per page type -------------------------------------------
    const analysis = await analyseSite(siteOut, path.join(root, 'content'));
    const byType = PAGE_TYPES.map((type) => ({ type, pages: analysis.filter((p) => p.type === type) })).filter(
      (t) => t.pages.length > 0,
    );
    const rows = byType.map(({ type, pages }) => {
      const worst = pages.reduce((a, b) => (b.js.gzip > a.js.gzip ? b : a));
      const widgetSets = new Set(pages.map((p) => p.widgets.join('+')));
      const deferred = worst.deferred.map((d) => `${d.label} ${kb(d.bytes.gzip)}`).join('; ') || '—';
      const html = pages.map((p) => p.htmlBytes);
      return {
        type,
        n: pages.length,
        worst,
        widgets: [...widgetSets],
        deferred,
        html: { min: Math.min(...html), median: median(html), max: Math.max(...html) },
      };
    });
    console.log(
      `\n== JS and CSS per page type (real site; gzip -6 per file; eager = <script type=module> entries + static imports; worst page of each type)`,
    );
    console.log(
      table(
        [
          'page type',
          'pages',
          'example',
          'entries',
          'JS raw',
          'JS gzip',
          `≤${TARGET_JS_GZIP / 1024} KB`,
          'not loaded up front (gzip)',
          'CSS raw',
          'CSS gzip',
        ],
        rows.map((r) => [
          r.type,
          r.n,
          r.worst.path,
          r.worst.widgets.join(','),
          kb(r.worst.js.raw),
          kb(r.worst.js.gzip),
          r.worst.js.gzip <= TARGET_JS_GZIP ? 'yes' : 'NO',
          r.deferred,
          kb(r.worst.css.raw),
          kb(r.worst.css.gzip),
        ]),
        ['l', 'r', 'l', 'l', 'r', 'r', 'l', 'l', 'r', 'r'],
      ),
    );
    const always = new Set(analysis.map((p) => p.widgets).reduce((a, b) => a.filter((w) => b.includes(w))));
    const widgetFree = rows.filter((r) => r.worst.widgets.every((w) => always.has(w)));
    const maxJs = analysis.reduce((a, b) => (b.js.gzip > a.js.gzip ? b : a));
    console.log(`entries on every page: ${[...always].join(', ')}`);
    console.log(
      `target "0 JS on pages without widgets": ${widgetFree.length ? widgetFree.map((r) => `${r.type} ${kb(r.worst.js.gzip)}`).join(', ') : 'no page type is widget-free'}` +
        ` — NOT MET as stated: every page loads ${[...always].join(' + ')} (header island + site analytics/tag-manager loader).`,
    );
    console.log(
      `target "≤ ${TARGET_JS_GZIP / 1024} KB gzip JS before third-party scripts": max ${kb(maxJs.js.gzip)} on ${maxJs.path} → ${maxJs.js.gzip <= TARGET_JS_GZIP ? 'MET on every page' : 'NOT MET'}` +
        ` (${analysis.filter((p) => p.js.gzip > TARGET_JS_GZIP).length} of ${analysis.length} pages over)`,
    );

    const allHtml = analysis.map((p) => p.htmlBytes);
    console.log(
      `\n== HTML bytes per page (real site, ${analysis.length} pages): min ${kb(Math.min(...allHtml))}, median ${kb(median(allHtml))}, max ${kb(Math.max(...allHtml))}`,
    );
    console.log(
      table(
        ['page type', 'pages', 'min', 'median', 'max'],
        rows.map((r) => [r.type, r.n, kb(r.html.min), kb(r.html.median), kb(r.html.max)]),
      ),
    );

    // 4. Lighthouse --------------------------------------------------------
    const lh = flag('--lighthouse') ? await lighthouse(siteOut, analysis) : undefined;

    const results = {
      date: new Date().toISOString(),
      node: process.version,
      cores,
      cpu: os.cpus()[0]?.model,
      loadavg: os.loadavg(),
      realSite: {
        runs: real.map((r) => ({ ...r.result, processWallMs: r.wallMs })),
        medianBuildMs: median(real.map((r) => r.result.buildMs)),
        cliWallMs,
      },
      synthetic: {
        extraLocations: synthetic,
        locationFiles: locationCount,
        targetMs: TARGET_MS,
        variants: synResults.map(({ variant, result, wallMs }) => ({
          name: variant.name,
          renderWorkers: variant.renderWorkers,
          note: variant.note,
          ...result,
          processWallMs: wallMs,
          perPageMs: result.buildMs / result.pages,
        })),
        fastest: best.variant.name,
        loadBreakdown: breakdown,
        diskBaseline: { before: ioBefore, after: io },
      },
      peers,
      pageTypes: rows.map((r) => ({
        type: r.type,
        pages: r.n,
        example: r.worst.path,
        entries: r.worst.entries,
        widgetSets: r.widgets,
        js: r.worst.js,
        jsFiles: r.worst.jsFiles,
        deferred: r.worst.deferred,
        css: r.worst.css,
        html: r.html,
        jsWithinTarget: r.worst.js.gzip <= TARGET_JS_GZIP,
      })),
      targets: {
        jsGzipMax: {
          bytes: maxJs.js.gzip,
          page: maxJs.path,
          target: TARGET_JS_GZIP,
          met: maxJs.js.gzip <= TARGET_JS_GZIP,
        },
        zeroJsWithoutWidgets: {
          met: false,
          alwaysLoaded: [...always],
          widgetFreeTypes: widgetFree.map((r) => ({ type: r.type, jsGzip: r.worst.js.gzip })),
        },
        build4000: {
          coldMs: cold.buildMs,
          warmMs: warm.buildMs,
          warmInMemoryMs: memoryDir ? synResults[2].result.buildMs : undefined,
          target: TARGET_MS,
          met: cold.buildMs < TARGET_MS,
          metWarm: warm.buildMs < TARGET_MS,
        },
      },
      html: {
        min: Math.min(...allHtml),
        median: median(allHtml),
        max: Math.max(...allHtml),
        pages: analysis.map((p) => ({ path: p.path, type: p.type, bytes: p.htmlBytes, jsGzip: p.js.gzip })),
      },
      lighthouse: lh,
      cli: cliTimes,
      admin: adminTimes,
    };
    writeFileSync(path.join(benchDir, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
    console.log(`\nResults written to ${path.relative(root, path.join(benchDir, 'results.json'))}`);
  } finally {
    if (flag('--keep')) console.log(`kept ${tmp}`);
    else rmSync(tmp, { recursive: true, force: true });
  }
}

/** Section 3's JS measure for every page of a built site, in bytes, so two builds can be compared line by line. */
async function printPageJs(outDir: string): Promise<void> {
  const analysis = await analyseSite(path.resolve(outDir), path.join(root, 'content'));
  const rows = analysis.map((p) => [
    p.path,
    p.js.gzip,
    p.deferred.map((d) => `${d.label} ${d.bytes.gzip}`).join('; ') || '—',
  ]);
  console.log(table(['page', 'eager JS gzip (bytes)', 'not loaded up front (gzip bytes)'], rows, ['l', 'r', 'l']));
  const eager = analysis.map((p) => p.js.gzip);
  console.log(`eager JS gzip: min ${Math.min(...eager)}, median ${median(eager)}, max ${Math.max(...eager)} bytes`);
}

const argv = process.argv.slice(2);
if (argv[0] === '--child') await child(JSON.parse(argv[1]) as ChildInput);
else if (argv[0] === '--js-only') await printPageJs(argv[1]);
else if (argv[0] === '--load-breakdown') await loadBreakdown(argv[1]);
else await main();
