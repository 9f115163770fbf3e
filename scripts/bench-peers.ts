// Peers in the benchmark (imported by scripts/bench.ts): the same synthetic location pages built by
// every tool below, in interleaved rounds on the same machine. What each tool's "cold" means:
//   build-site --no-cache  the CLI reading none of its build caches (parsed content, photos, share
//                          images, scripts, the page graph); its compiled CLI bundle is kept, as it is
//                          for any user after the first run;
//   build-site warm        the CLI with its caches filled by the warm-up round (the content cache
//                          above all); every page still renders, its previous output being gone;
//   Eleventy 3             scripts/eleventy-peer (Nunjucks, the same markup); it has no build cache;
//   Hugo (tuned)           scripts/hugo-peer (partialCached head, header, footer and trust panel,
//                          inline icons), with --ignoreCache; it keeps no build cache between runs;
//                          left out, with "hugo not installed", when `hugo` is not on PATH;
//   floor                  build-site's templates through renderToStaticMarkup and writeFileSync
//                          only: every page rendered whole, no validation, no workers, the pages
//                          split over two processes; its figure is the slower process's render +
//                          write (content loaded before its clock), its wall time is printed beside.
// Every run is a fresh process tree timed from spawn to exit. Each tool's previous output is deleted
// synchronously by this process before that tool's run, outside every timing and never while
// another tool runs; a build-site run also waits for the detached deletion of any output a build
// replaced (bench-cli.ts waitForTrash). Peak memory: GNU time's maximum resident set of the largest process of the
// run (getrusage, as scripts/bench-rss.cjs reads it for one node process), for every tool alike;
// not a sum over processes.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitForTrash } from './bench-cli.ts';
import { byteRatio, rotation, type Spread, spread } from './bench-stats.ts';
import { hugoArgs, hugoVersion, prepareHugoSite } from './hugo-peer/site.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ELEVENTY_CLI = path.join(root, 'node_modules/@11ty/eleventy/cmd.cjs');
const ELEVENTY_PEER = path.join(root, 'scripts/eleventy-peer');
const GNU_TIME = '/usr/bin/time';

export type ToolId = 'cold' | 'warm' | 'eleventy' | 'hugo' | 'floor';

export const TOOL_LABELS: Record<ToolId, string> = {
  cold: 'build-site --no-cache',
  warm: 'build-site, caches warm',
  eleventy: 'Eleventy 3 (Nunjucks)',
  hugo: 'Hugo (tuned)',
  floor: 'render-only floor (2 processes)',
};

interface ProcessRun {
  wallMs: number;
  peakRssMb: number;
  stdout: string;
}

/** One process from spawn to exit, under GNU time for its peak memory (when /usr/bin/time is there). */
function run(command: string, args: string[], env: Record<string, string> = {}): Promise<ProcessRun> {
  const timed = existsSync(GNU_TIME);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(timed ? GNU_TIME : command, timed ? ['-f', 'PEAK_RSS_KB %M', command, ...args] : args, {
      cwd: root,
      env: { ...process.env, ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => {
      stdout += d;
    });
    child.stderr.on('data', (d: Buffer) => {
      stderr += d;
    });
    child.on('close', (code) => {
      const wallMs = performance.now() - started;
      if (code !== 0)
        return reject(new Error(`${command} ${args.join(' ')} exited ${code}:\n${stdout}\n${stderr}`.slice(0, 3000)));
      const kbRss = Number(/PEAK_RSS_KB (\d+)/.exec(stderr)?.[1] ?? Number.NaN);
      resolve({ wallMs, peakRssMb: kbRss / 1024, stdout });
    });
  });
}

/**
 * The parts of one build-site page that are the same on every page, which the Eleventy and Hugo peers
 * splice like partials: header and footer, head assets, the logo's preload and the site-wide
 * business JSON-LD.
 */
export function extractChrome(
  html: string,
  currentPath: string,
): { header: string; footer: string; headAssets: string; sprite: string; logoPreload: string; businessJsonLd: string } {
  const between = (from: string, to: string) => {
    const a = html.indexOf(from);
    const b = html.indexOf(to, a);
    if (a < 0 || b < 0) throw new Error(`peer chrome: "${from}" … "${to}" not found in the build-site page`);
    return html.slice(a, b);
  };
  const header = between('<a class="skip-link"', '<main')
    .split(`&quot;currentPath&quot;:&quot;${currentPath}&quot;`)
    .join('&quot;currentPath&quot;:&quot;__CURRENT_PATH__&quot;');
  const footer = html.slice(html.indexOf('</main>') + '</main>'.length, html.lastIndexOf('</div></body>'));
  const headAssets = between('<meta name="theme-color"', '<script type="application/ld+json">');
  const sprite = /data-icon-sprite="([^"]+)"/.exec(html)?.[1] ?? '';
  const logoPreload = /<div class="page">(<link rel="preload"[^>]*\/>)/.exec(html)?.[1] ?? '';
  const businessJsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? '';
  return { header, footer, headAssets, sprite, logoPreload, businessJsonLd };
}

function pageBytes(outDir: string, slugs: string[]): number {
  return slugs.reduce((sum, slug) => sum + readFileSync(path.join(outDir, 'locations', slug, 'index.html')).length, 0);
}

/** One timed run of a tool: wall time from spawn to exit; the floor also reports its render + write. */
interface ToolRun {
  wallMs: number;
  peakRssMb: number;
  /** The floor only: the slower process's render + write. */
  renderMs?: number;
}

export interface ToolReport {
  id: ToolId;
  label: string;
  runs: ToolRun[];
  /** The figure compared: wall time, or the floor's render + write. */
  time: Spread;
  wall: Spread;
  peakRssMb: number;
  bytes: number;
  /** Bytes per location page over build-site's (--no-cache run). */
  byteRatio: number;
  byteParity: boolean;
}

export interface PeerReport {
  pages: number;
  rounds: number;
  /** Why a tool is missing, e.g. Hugo: "hugo not installed". */
  skipped: Partial<Record<ToolId, string>>;
  hugoVersion?: string;
  /** The order of the tools in each round. */
  orders: ToolId[][];
  tools: ToolReport[];
  loadAvg: { before: number[]; after: number[] };
}

export async function benchPeers(
  synDir: string,
  tmp: string,
  rounds: number,
  log: (line: string) => void,
  loadavg: () => number[],
): Promise<PeerReport> {
  const slugs = readdirSync(path.join(synDir, 'locations'))
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => f.slice(0, -5))
    .sort();
  const out = (id: ToolId) => path.join(tmp, `peer-${id}`);
  const hugo = hugoVersion();
  const skipped: PeerReport['skipped'] = hugo ? {} : { hugo: 'hugo not installed' };
  const chromeFile = path.join(tmp, 'peer-chrome.json');
  const hugoSite = path.join(tmp, 'peer-hugo-site');

  const commands: Record<ToolId, () => Promise<ToolRun>> = {
    cold: () => cli(['--no-cache']),
    warm: () => cli([]),
    eleventy: async () =>
      run(
        process.execPath,
        [
          ELEVENTY_CLI,
          `--config=${path.join(ELEVENTY_PEER, 'eleventy.config.cjs')}`,
          `--input=${ELEVENTY_PEER}`,
          `--output=${out('eleventy')}`,
          '--quiet',
        ],
        { PEER_CONTENT: synDir, PEER_CHROME: chromeFile },
      ),
    hugo: async () => run('hugo', hugoArgs(hugoSite, out('hugo'))),
    floor: async () => {
      const started = performance.now();
      const halves = await Promise.all(
        [0, 1].map((part) =>
          run(
            process.execPath,
            ['--import', 'tsx', fileURLToPath(import.meta.url), '--floor', synDir, out('floor'), String(part), '2'],
            { NODE_ENV: 'production' },
          ),
        ),
      );
      return {
        wallMs: performance.now() - started,
        peakRssMb: Math.max(...halves.map((h) => h.peakRssMb)),
        renderMs: Math.max(...halves.map((h) => Number(/FLOOR_MS (\S+)/.exec(h.stdout)?.[1]))),
      };
    },
  };
  function cli(flags: string[]): Promise<ToolRun> {
    const id: ToolId = flags.includes('--no-cache') ? 'cold' : 'warm';
    return run(process.execPath, [
      path.join(root, 'bin/build-site'),
      'build',
      '-q',
      ...flags,
      '-c',
      synDir,
      '-o',
      out(id),
    ]);
  }
  /** The previous output, deleted here and now: outside the timing, with no other tool running. */
  const timed = async (id: ToolId) => {
    rmSync(out(id), { recursive: true, force: true });
    waitForTrash();
    return commands[id]();
  };

  const tools = (['cold', 'warm', 'eleventy', 'hugo', 'floor'] as const).filter((id) => !skipped[id]);
  // Warm-up round, not measured: compiles the CLI bundle, fills build-site's caches and the disk
  // cache for every tool. The peers' shared chrome comes from build-site's page, so it runs first.
  log(`  warm-up round (not measured): ${tools.join(', ')}`);
  await timed('warm');
  const sample = slugs.find((s) => /-\d{4}$/.test(s)) ?? slugs[0]; // in no navigation list, like every peer page
  const html = readFileSync(path.join(out('warm'), 'locations', sample, 'index.html'), 'utf8');
  writeFileSync(chromeFile, JSON.stringify(extractChrome(html, `/locations/${sample}`)));
  if (hugo) prepareHugoSite(synDir, chromeFile, hugoSite);
  for (const id of tools) if (id !== 'warm') await timed(id);

  const before = loadavg();
  const runs = new Map<ToolId, ToolRun[]>(tools.map((id) => [id, []]));
  const orders: ToolId[][] = [];
  for (let round = 0; round < rounds; round++) {
    const order = rotation(tools, round);
    orders.push(order);
    const line: string[] = [];
    for (const id of order) {
      const r = await timed(id);
      runs.get(id)!.push(r);
      line.push(`${id} ${Math.round(r.renderMs ?? r.wallMs)} ms`);
    }
    log(`  round ${round + 1}/${rounds}: ${line.join(', ')} (load average ${loadavg()[0].toFixed(2)})`);
  }
  const baseBytes = pageBytes(out('cold'), slugs);
  const reports = tools.map((id): ToolReport => {
    const list = runs.get(id)!;
    const bytes = pageBytes(out(id), slugs);
    const ratio = byteRatio(bytes, baseBytes);
    return {
      id,
      label: TOOL_LABELS[id],
      runs: list,
      time: spread(list.map((r) => r.renderMs ?? r.wallMs)),
      wall: spread(list.map((r) => r.wallMs)),
      peakRssMb: Math.max(...list.map((r) => r.peakRssMb)),
      bytes,
      byteRatio: ratio.ratio,
      byteParity: ratio.parity,
    };
  });
  for (const id of tools) rmSync(out(id), { recursive: true, force: true });
  return {
    pages: slugs.length,
    rounds,
    skipped,
    hugoVersion: hugo,
    orders,
    tools: reports,
    loadAvg: { before, after: loadavg() },
  };
}

/** Child: render every `part`-th of `parts` location pages with build-site's templates; print the render + write time. */
async function floor(contentDir: string, outDir: string, part: number, parts: number): Promise<void> {
  const { loadContent } = await import('../generator/pipeline/content/load.ts');
  const { outputFile } = await import('../generator/model/routes.ts');
  const { buildRoutes } = await import('../generator/pages/routes.ts');
  const { createPageRenderer, SCRIPT_PLACEHOLDER } = await import('../generator/pipeline/render/render.tsx');
  const content = loadContent(contentDir);
  const pages = buildRoutes(content)
    .filter((r) => r.kind === 'page' && r.page.type === 'location')
    .filter((_, i) => i % parts === part);
  const assets = { stylesheet: '/assets/site.css', iconSprite: '/assets/icons.svg', lazyModules: {}, files: [] };
  // Every page rendered whole (header and footer too), as plain React would: no splicing.
  const render = createPageRenderer(
    content,
    { assets, gtmContainerId: content.site.analytics.gtmContainerId },
    { chrome: 'inline' },
  );
  const started = performance.now();
  for (const route of pages) {
    if (route.kind !== 'page') continue;
    const html = render(route).html.replace(SCRIPT_PLACEHOLDER, '/assets/page.js');
    const file = path.join(outDir, outputFile(route.path));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, html);
  }
  process.stdout.write(`FLOOR_MS ${performance.now() - started}\n`);
}

const argv = process.argv.slice(2);
if (argv[0] === '--floor') await floor(argv[1], argv[2], Number(argv[3]), Number(argv[4]));
