// Peers in the benchmark (imported by scripts/bench.ts): the same synthetic
// location pages built three ways, interleaved run by run on the same machine:
//   build-site  the CLI, process start to exit (`build` with no content cache: every YAML file parsed);
//   Eleventy 3  scripts/eleventy-peer (a Nunjucks template producing the same markup);
//   floor       build-site's templates through renderToStaticMarkup and writeFileSync only:
//               every page rendered whole (no shared header or footer), content loaded
//               before the clock starts, no workers, the pages split over two
//               processes (one per core); its time is the slower process's render + write.
// Every process reports its peak memory (scripts/bench-rss.cjs).
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentCacheFile } from '../generator/pipeline/content/content-cache.ts';
import { resolveBuildContext } from '../generator/pipeline/context.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RSS_PRELOAD = path.join(root, 'scripts/bench-rss.cjs');
const ELEVENTY_CLI = path.join(root, 'node_modules/@11ty/eleventy/cmd.cjs');
const ELEVENTY_PEER = path.join(root, 'scripts/eleventy-peer');

interface ProcessRun {
  wallMs: number;
  peakRssMb: number;
  stdout: string;
}

function run(args: string[], env: Record<string, string> = {}): Promise<ProcessRun> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--require', RSS_PRELOAD, ...args], {
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
        return reject(new Error(`${args.join(' ')} exited ${code}:\n${stdout}\n${stderr}`.slice(0, 3000)));
      const kbRss = Number(/PEAK_RSS_KB (\d+)/.exec(stderr)?.[1] ?? Number.NaN);
      resolve({ wallMs, peakRssMb: kbRss / 1024, stdout });
    });
  });
}

/**
 * The parts of one build-site page that are the same on every page, which the Eleventy peer
 * splices like partials: header and footer, head assets, the logo's preload and the site-wide
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

export interface PeerReport {
  pages: number;
  runs: { buildSite: ProcessRun; eleventy: ProcessRun; floor: { ms: number; wallMs: number; peakRssMb: number } }[];
  bytes: { buildSite: number; eleventy: number; floor: number };
  median: { buildSiteMs: number; eleventyMs: number; floorMs: number };
  ratios: { eleventyOverBuildSite: number; buildSiteOverFloor: number };
}

/**
 * Deletes the content cache of one content folder, so the next build parses every file while it
 * takes share images and scripts from their caches: `--no-cache` reads none of them, and would
 * draw every page's share image, which no peer does.
 */
export function forgetParsedContent(contentDir?: string): void {
  const ctx = resolveBuildContext({ root, contentDir });
  rmSync(contentCacheFile(ctx.caches.content, ctx.contentDir), { force: true });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

export async function benchPeers(
  synDir: string,
  tmp: string,
  runs: number,
  log: (line: string) => void,
): Promise<PeerReport> {
  const slugs = readdirSync(path.join(synDir, 'locations'))
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => f.slice(0, -5))
    .sort();
  const results: PeerReport['runs'] = [];
  let chromeFile = '';
  const outs = { buildSite: '', eleventy: '', floor: '' };
  for (let i = 0; i < runs; i++) {
    outs.buildSite = path.join(tmp, `peer-build-site-${i}`);
    forgetParsedContent(synDir);
    const buildSite = await run([path.join(root, 'bin/build-site'), 'build', '-q', '-c', synDir, '-o', outs.buildSite]);
    if (!chromeFile) {
      // A synthetic slug is in no navigation list, like every page the peer builds.
      const sample = slugs.find((s) => /-\d{4}$/.test(s)) ?? slugs[0];
      const html = readFileSync(path.join(outs.buildSite, 'locations', sample, 'index.html'), 'utf8');
      chromeFile = path.join(tmp, 'peer-chrome.json');
      writeFileSync(chromeFile, JSON.stringify(extractChrome(html, `/locations/${sample}`)));
    }
    outs.eleventy = path.join(tmp, `peer-eleventy-${i}`);
    const eleventy = await run(
      [
        ELEVENTY_CLI,
        `--config=${path.join(ELEVENTY_PEER, 'eleventy.config.cjs')}`,
        `--input=${ELEVENTY_PEER}`,
        `--output=${outs.eleventy}`,
        '--quiet',
      ],
      { PEER_CONTENT: synDir, PEER_CHROME: chromeFile },
    );
    outs.floor = path.join(tmp, `peer-floor-${i}`);
    const halves = await Promise.all(
      [0, 1].map((part) =>
        run(['--import', 'tsx', fileURLToPath(import.meta.url), '--floor', synDir, outs.floor, String(part), '2'], {
          NODE_ENV: 'production',
        }),
      ),
    );
    const floorMs = Math.max(...halves.map((h) => Number(/FLOOR_MS (\S+)/.exec(h.stdout)?.[1])));
    results.push({
      buildSite,
      eleventy,
      floor: {
        ms: floorMs,
        wallMs: Math.max(...halves.map((h) => h.wallMs)),
        peakRssMb: Math.max(...halves.map((h) => h.peakRssMb)),
      },
    });
    log(
      `  run ${i + 1}/${runs}: build-site ${buildSite.wallMs.toFixed(0)} ms, Eleventy ${eleventy.wallMs.toFixed(0)} ms, floor ${floorMs.toFixed(0)} ms`,
    );
  }
  const bytes = {
    buildSite: pageBytes(outs.buildSite, slugs),
    eleventy: pageBytes(outs.eleventy, slugs),
    floor: pageBytes(outs.floor, slugs),
  };
  const m = {
    buildSiteMs: median(results.map((r) => r.buildSite.wallMs)),
    eleventyMs: median(results.map((r) => r.eleventy.wallMs)),
    floorMs: median(results.map((r) => r.floor.ms)),
  };
  for (const dir of Object.values(outs)) rmSync(dir, { recursive: true, force: true });
  return {
    pages: slugs.length,
    runs: results,
    bytes,
    median: m,
    ratios: { eleventyOverBuildSite: m.eleventyMs / m.buildSiteMs, buildSiteOverFloor: m.buildSiteMs / m.floorMs },
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
