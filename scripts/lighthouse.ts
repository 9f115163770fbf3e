// Lighthouse over one page of each type: `npx tsx scripts/lighthouse.ts [--dir dist] [--out .bench/lighthouse.json] [/path ...]`
// (also `npm run bench -- --lighthouse`, which audits the bench's own build). With `--third-parties`:
// the given pages (default THIRD_PARTY_PATHS) audited twice, third parties blocked and then the tag
// manager and the estimate form served from local stand-ins (scripts/lighthouse-stand-ins.ts), and
// what they cost printed side by side (`--runs N`: N rounds, medians).
//
// Builds nothing: serves an existing build folder (dist/ by default) with generator/serve/serve.ts on
// 127.0.0.1 (random port), launches /usr/bin/chromium headless through chrome-launcher and runs
// Lighthouse with its default config (mobile form factor, simulated throttling) for the
// performance, accessibility, best-practices and SEO categories.
//
// Offline by construction: every third-party host the site references is blocked with
// `blockedUrlPatterns` (plus `https://*`, which covers any other host since the local server is
// plain http), Chromium resolves no host name at all except 127.0.0.1 (--host-resolver-rules) and
// makes no background Google calls (--disable-background-networking, --disable-component-update…).
// Blocked requests still show up as console errors, so best-practices' `errors-in-console` can be
// an artefact of the blocking: the failing-audit list says so when that is the only cause.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouseRun from 'lighthouse';
import { readYamlData } from '../generator/pipeline/content/read-yaml.ts';
import { startServer } from '../generator/serve/serve.ts';
import { as404File, TEMPLATE_PAGES } from '../tests/fixtures/page-types.ts';
import { type StandIns, startStandIns } from './lighthouse-stand-ins.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** One page of each template (tests/fixtures/page-types.ts), the 404 page by its file. */
export const DEFAULT_PATHS = as404File(TEMPLATE_PAGES);
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-default-apps',
  '--disable-domain-reliability',
  '--no-pings',
  // Safety net: no DNS for anything but the local server (which is addressed by IP anyway).
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

/** Blocked-URL patterns (DevTools wildcard syntax) for the third parties content/site.yaml references, plus a generic one. */
export function blockedPatterns(contentDir = path.join(root, 'content')): string[] {
  const hosts = new Set<string>();
  try {
    // Read loosely (no validation): this only collects hosts to block, even from a half-edited site.yaml.
    const site = readYamlData(path.join(contentDir, 'site.yaml')) as LooseSite | null;
    for (const url of [
      site?.media?.videoBase,
      site?.media?.imageBase,
      site?.estimateForm?.embedUrl,
      site?.estimateForm?.scriptUrl,
      site?.analytics?.supabaseUrl,
      site?.facebookUrl,
      site?.adminUrl,
    ]) {
      if (typeof url === 'string' && /^https?:\/\//.test(url)) hosts.add(new URL(url).hostname);
    }
  } catch {
    /* fall back to the fixed list */
  }
  hosts.add('tally.so');
  return [
    ...[...hosts].map((h) => `*://${h}/*`),
    '*.googletagmanager.com*',
    '*googletagmanager.com*',
    '*.google-analytics.com*',
    '*google-analytics.com*',
    '*.supabase.co*',
    '*doubleclick.net*',
    '*fonts.googleapis.com*',
    '*fonts.gstatic.com*',
    // Generic: the local server is http://127.0.0.1, so every https:// request is third-party.
    'https://*',
  ];
}

/** The URL-bearing fields of site.yaml, each possibly missing or mistyped. */
interface LooseSite {
  media?: { videoBase?: unknown; imageBase?: unknown };
  estimateForm?: { embedUrl?: unknown; scriptUrl?: unknown };
  analytics?: { supabaseUrl?: unknown };
  facebookUrl?: unknown;
  adminUrl?: unknown;
}

/** The parts of Lighthouse audit detail rows this report reads (rows vary by audit, so every field is optional). */
interface DetailItem {
  type?: string;
  items?: DetailItem[];
  node?: { selector?: string; snippet?: string };
  subItems?: { items?: { relatedNode?: { selector?: string; snippet?: string } }[] };
  url?: string;
  wastedBytes?: number;
  wastedMs?: number;
  description?: string;
  source?: string | { url?: string; line?: number };
  sourceLocation?: { url?: string };
}

export interface PageResult {
  path: string;
  url: string;
  scores: Record<(typeof CATEGORIES)[number], number | null>;
  metrics: { fcpMs?: number; lcpMs?: number; tbtMs?: number; cls?: number; speedIndexMs?: number };
  /** `note` marks findings that are artefacts of this local run (e.g. the preview server does not compress) or intended. */
  failing: {
    id: string;
    title: string;
    category: string;
    score: number | null;
    weight: number;
    displayValue?: string;
    details?: string[];
    note?: string;
  }[];
  blockedRequests: string[];
  runtimeError?: string;
}

interface Lhr {
  finalDisplayedUrl?: string;
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number; group?: string }[] }>;
  audits: Record<
    string,
    {
      id: string;
      title: string;
      score: number | null;
      scoreDisplayMode: string;
      displayValue?: string;
      numericValue?: number;
      details?: { items?: unknown };
    }
  >;
}

/** A few concrete items (selectors, URLs) from an audit's details table, to point at the culprit. */
function detailItems(audit: Lhr['audits'][string]): string[] {
  const raw = audit.details?.items;
  const items: DetailItem[] = Array.isArray(raw) ? (raw as DetailItem[]) : [];
  return items
    .flatMap((item): DetailItem[] => (item?.type === 'table' && Array.isArray(item.items) ? item.items : [item]))
    .slice(0, 4)
    .map((item) => {
      if (item?.type === 'list-section' || item?.type === 'network-tree') return '';
      const node = item.node ?? item.subItems?.items?.[0]?.relatedNode;
      if (node?.selector || node?.snippet)
        return `${node.selector ?? ''} ${node.snippet ? `${String(node.snippet).slice(0, 90)}` : ''}`.trim();
      if (item.url)
        return `${item.url}${item.wastedBytes ? ` (${Math.round(item.wastedBytes / 1024)} KB wasted)` : item.wastedMs ? ` (${Math.round(item.wastedMs)} ms)` : ''}`;
      if (item.description) return String(item.description).slice(0, 120);
      if (typeof item.source === 'object' && item.source.url) return `${item.source.url}:${item.source.line ?? ''}`;
      return JSON.stringify(item).slice(0, 120);
    })
    .filter(Boolean);
}

function summarise(pagePath: string, url: string, lhr: Lhr): PageResult {
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, lhr.categories[c]?.score == null ? null : Math.round(lhr.categories[c].score! * 100)]),
  ) as PageResult['scores'];
  const failing: PageResult['failing'] = [];
  const seen = new Set<string>();
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || seen.has(ref.id)) continue;
      if (!['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode)) continue;
      if (audit.score === null || (audit.score >= 0.9 && ref.group === 'metrics') || audit.score >= 1) continue;
      seen.add(ref.id);
      failing.push({
        id: ref.id,
        title: audit.title,
        category,
        score: audit.score,
        weight: ref.weight,
        displayValue: audit.displayValue,
        details: detailItems(audit),
      });
    }
  }
  for (const f of failing) {
    // generator/serve/serve.ts sends files uncompressed; the production host compresses text, so these are local-only.
    if (
      f.id === 'uses-text-compression' ||
      (f.id === 'document-latency-insight' && /compress/i.test(JSON.stringify(lhr.audits[f.id]?.details ?? '')))
    )
      f.note = 'local preview server does not compress';
    if (f.id === 'is-crawlable' && /\/404(\.html)?$/.test(pagePath)) f.note = 'intended: the not-found page is noindex';
    if (f.id === 'network-dependency-tree-insight') f.note = 'informational';
  }
  // Weighted audits first, then perf diagnostics/opportunities (weight 0 but what to fix), artefacts last.
  failing.sort(
    (a, b) =>
      (a.note ? 1 : 0) - (b.note ? 1 : 0) ||
      (b.weight > 0 ? 1 : 0) - (a.weight > 0 ? 1 : 0) ||
      (a.score ?? 1) - (b.score ?? 1) ||
      b.weight - a.weight,
  );
  const a = lhr.audits;
  const blockedRequests = ((a['network-requests']?.details?.items ?? []) as DetailItem[])
    .filter((r) => !String(r.url).startsWith('http://127.0.0.1') && !String(r.url).startsWith('data:'))
    .map((r) => String(r.url));
  const errorsInConsole = failing.find((f) => f.id === 'errors-in-console');
  if (errorsInConsole) {
    const logs = (a['errors-in-console']?.details?.items ?? []) as DetailItem[];
    const onlyBlocked =
      logs.length > 0 &&
      logs.every(
        (l) =>
          /ERR_BLOCKED_BY_CLIENT|ERR_NAME_NOT_RESOLVED|blocked/i.test(`${l.description} ${l.source}`) ||
          (!String(l.sourceLocation?.url ?? l.url ?? '').startsWith('http://127.0.0.1') &&
            /Failed to load resource/.test(String(l.description))),
      );
    if (onlyBlocked) errorsInConsole.title += ' [only blocked third-party requests: artefact of the offline run]';
  }
  return {
    path: pagePath,
    url,
    scores,
    failing,
    blockedRequests,
    metrics: {
      fcpMs: a['first-contentful-paint']?.numericValue,
      lcpMs: a['largest-contentful-paint']?.numericValue,
      tbtMs: a['total-blocking-time']?.numericValue,
      cls: a['cumulative-layout-shift']?.numericValue,
      speedIndexMs: a['speed-index']?.numericValue,
    },
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : undefined,
  };
}

function lighthouseVersion(): string {
  try {
    return (
      JSON.parse(readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8')) as { version: string }
    ).version;
  } catch {
    return '?';
  }
}

function table(headers: string[], rows: string[][]): string {
  const cells = [headers, ...rows];
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length)));
  const fmt = (r: string[]) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [fmt(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(fmt)].join('\n');
}

export interface LighthouseOptions {
  /** Built site to serve (default dist/). */
  dir?: string;
  paths?: string[];
  /** JSON summary output (default .bench/lighthouse.json); null to skip. */
  out?: string | null;
  /** Also write each full Lighthouse report next to the summary (lighthouse-<slug>.json). */
  fullReports?: boolean;
  chromePath?: string;
  log?: (line: string) => void;
  /** Serve the tag manager and the estimate form from local stand-ins (scripts/lighthouse-stand-ins.ts) instead of blocking them. */
  thirdParties?: boolean;
}

/** The settings backend's and the estimate form's hosts, from content/site.yaml. */
function thirdPartyHosts(contentDir = path.join(root, 'content')): { settings: string; form: string } {
  const site = readYamlData(path.join(contentDir, 'site.yaml')) as LooseSite | null;
  const host = (url: unknown, fallback: string) =>
    typeof url === 'string' && /^https:\/\//.test(url) ? new URL(url).hostname : fallback;
  return {
    settings: host(site?.analytics?.supabaseUrl, 'settings.invalid'),
    form: host(site?.estimateForm?.scriptUrl, 'tally.so'),
  };
}

/** A DevTools wildcard pattern as a test on URLs. */
const wildcard = (pattern: string) =>
  new RegExp(
    `^${pattern
      .split('*')
      .map((p) => p.replace(/[.?+^$()[\]{}|\\/]/g, '\\$&'))
      .join('.*')}$`,
  );

export async function runLighthouse(
  options: LighthouseOptions = {},
): Promise<{ pages: PageResult[]; blockedUrlPatterns: string[] }> {
  const dir = path.resolve(options.dir ?? path.join(root, 'dist'));
  const paths = options.paths?.length ? options.paths : DEFAULT_PATHS;
  const out = options.out === undefined ? path.join(root, '.bench', 'lighthouse.json') : options.out;
  const log = options.log ?? ((line: string) => console.log(line));
  const chromePath = options.chromePath ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';
  process.env.CHROME_PATH = chromePath;
  let standIns: StandIns | undefined;
  let patterns = blockedPatterns();
  let flags = CHROME_FLAGS;
  if (options.thirdParties) {
    const hosts = thirdPartyHosts();
    standIns = await startStandIns(hosts.settings, hosts.form);
    const served = standIns.hosts.map((h) => `https://${h}/x`);
    // Every host the stand-ins answer is let through; the rest stay blocked (and resolve nowhere).
    patterns = patterns.filter((p) => !served.some((url) => wildcard(p).test(url)));
    flags = [
      ...CHROME_FLAGS.filter((f) => !f.startsWith('--host-resolver-rules')),
      `--host-resolver-rules=${standIns.resolverRules}`,
      '--ignore-certificate-errors',
    ];
  }

  const server = await startServer(dir, 0, '127.0.0.1');
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  const pages: PageResult[] = [];
  try {
    chrome = await chromeLauncher.launch({ chromePath, chromeFlags: flags, logLevel: 'error' });
    for (const pagePath of paths) {
      const url = `http://127.0.0.1:${port}${pagePath}`;
      const started = performance.now();
      try {
        const result = await lighthouseRun(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
          blockedUrlPatterns: patterns,
        });
        if (!result) throw new Error('lighthouse returned no result');
        const lhr = result.lhr as unknown as Lhr;
        if (out && options.fullReports) {
          mkdirSync(path.dirname(out), { recursive: true });
          writeFileSync(
            path.join(
              path.dirname(out),
              `lighthouse-${pagePath.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}.json`,
            ),
            JSON.stringify(lhr),
          );
        }
        const summary = summarise(pagePath, url, lhr);
        pages.push(summary);
        log(
          `  ${pagePath}: ${CATEGORIES.map((c) => summary.scores[c] ?? '—').join(' / ')} (${((performance.now() - started) / 1000).toFixed(1)} s)`,
        );
      } catch (error) {
        pages.push({
          path: pagePath,
          url,
          scores: { performance: null, accessibility: null, 'best-practices': null, seo: null },
          metrics: {},
          failing: [],
          blockedRequests: [],
          runtimeError: String(error),
        });
        log(`  ${pagePath}: failed: ${String(error).split('\n')[0]}`);
      }
    }
  } finally {
    await chrome?.kill();
    server.close();
    await standIns?.close();
  }

  const s = (n: number | null) => (n === null ? '—' : String(n));
  const ms = (n?: number) => (n === undefined ? '—' : `${Math.round(n)}`);
  const thirdParties = standIns
    ? `tag manager and estimate form from local stand-ins (${Object.entries(standIns.sizes)
        .map(([k, v]) => `${k} ${Math.round(v.raw / 1024)} KB, ${Math.round(v.gzip / 1024)} KB gzip`)
        .join('; ')}), other third parties blocked`
    : 'third parties blocked';
  log(
    `\nLighthouse ${lighthouseVersion()} (mobile preset, simulated throttling; served from ${path.relative(root, dir) || '.'}/ on 127.0.0.1, ${thirdParties}; ` +
      `load average ${os.loadavg()[0].toFixed(1)} on ${os.availableParallelism()} cores: performance scores are noisy on a busy machine)`,
  );
  log(
    table(
      ['path', 'perf', 'a11y', 'best-pr', 'seo', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS'],
      pages.map((p) => [
        p.path,
        s(p.scores.performance),
        s(p.scores.accessibility),
        s(p.scores['best-practices']),
        s(p.scores.seo),
        ms(p.metrics.fcpMs),
        ms(p.metrics.lcpMs),
        ms(p.metrics.tbtMs),
        p.metrics.cls === undefined ? '—' : p.metrics.cls.toFixed(3),
      ]),
    ),
  );
  log('\nFailing audits (top 5 per page; weighted first):');
  for (const p of pages) {
    if (p.runtimeError) log(`  ${p.path}: runtime error ${p.runtimeError}`);
    if (p.failing.length === 0) continue;
    log(`  ${p.path}`);
    for (const f of p.failing.slice(0, 5)) {
      log(
        `    [${f.category}] ${f.id}: ${f.title}${f.displayValue ? ` — ${f.displayValue}` : ''}${f.note ? ` (${f.note})` : ''}`,
      );
      for (const d of (f.details ?? []).slice(0, 2)) log(`        ${d}`);
    }
  }
  const blocked = [...new Set(pages.flatMap((p) => p.blockedRequests))];
  if (blocked.length)
    log(
      `\nBlocked third-party requests: ${blocked.slice(0, 8).join(', ')}${blocked.length > 8 ? ` (+${blocked.length - 8})` : ''}`,
    );

  if (out) {
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(
      out,
      `${JSON.stringify({ date: new Date().toISOString(), dir, loadavg: os.loadavg(), standIns: standIns?.sizes, blockedUrlPatterns: patterns, chromeFlags: flags, pages }, null, 2)}\n`,
    );
    log(`\nSummary written to ${path.relative(root, out)}`);
  }
  return { pages, blockedUrlPatterns: patterns };
}

export const THIRD_PARTY_PATHS = ['/', '/locations/georgetown-dc', '/contact'];

/** The median of each page's runs: scores and metrics taken one by one. */
function medianResult(runs: PageResult[]): PageResult {
  const mid = (xs: (number | null | undefined)[]) => {
    const s = xs.filter((x): x is number => typeof x === 'number').sort((a, b) => a - b);
    return s.length === 0
      ? undefined
      : s.length % 2
        ? s[(s.length - 1) / 2]
        : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
  };
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, mid(runs.map((r) => r.scores[c])) ?? null]),
  ) as PageResult['scores'];
  const keys = ['fcpMs', 'lcpMs', 'tbtMs', 'cls', 'speedIndexMs'] as const;
  const metrics = Object.fromEntries(keys.map((k) => [k, mid(runs.map((r) => r.metrics[k]))]));
  return { ...runs[0], scores, metrics };
}

export interface ThirdPartyCost {
  path: string;
  /** Medians over the runs. */
  without: PageResult;
  with: PageResult;
  runs: { without: PageResult; with: PageResult }[];
}

/**
 * What the tag manager and the estimate form cost: each page audited with third parties blocked, then
 * with the local stand-ins, `runs` times (page by page, so a change in the machine's load hits both
 * alike); prints the medians of performance, LCP, TBT and FCP side by side.
 */
export async function compareThirdParties(
  options: Omit<LighthouseOptions, 'thirdParties'> & { runs?: number } = {},
): Promise<ThirdPartyCost[]> {
  const log = options.log ?? ((line: string) => console.log(line));
  const paths = options.paths?.length ? options.paths : THIRD_PARTY_PATHS;
  const out = options.out === undefined ? path.join(root, '.bench', 'lighthouse.json') : options.out;
  const runs = Math.max(1, options.runs ?? 1);
  const loadBefore = os.loadavg();
  const results = new Map(paths.map((p) => [p, [] as { without: PageResult; with: PageResult }[]]));
  for (let i = 0; i < runs; i++)
    for (const p of paths) {
      const [without] = (await runLighthouse({ ...options, paths: [p], out: null })).pages;
      const [withThird] = (await runLighthouse({ ...options, paths: [p], out: null, thirdParties: true })).pages;
      results.get(p)!.push({ without, with: withThird });
    }
  const rows = paths.map((p): ThirdPartyCost => {
    const list = results.get(p)!;
    return {
      path: p,
      without: medianResult(list.map((r) => r.without)),
      with: medianResult(list.map((r) => r.with)),
      runs: list,
    };
  });
  const ms = (n?: number) => (n === undefined ? '—' : `${Math.round(n)}`);
  log(
    `\nWhat the tag manager and the estimate form cost (third parties blocked -> local stand-ins; median of ${runs} run(s) each; ` +
      `load average ${loadBefore[0].toFixed(1)} before, ${os.loadavg()[0].toFixed(1)} after, ${os.availableParallelism()} cores):`,
  );
  log(
    table(
      ['path', 'perf', 'LCP ms', 'TBT ms', 'FCP ms'],
      rows.map((r) => [
        r.path,
        `${r.without.scores.performance ?? '—'} -> ${r.with.scores.performance ?? '—'}`,
        `${ms(r.without.metrics.lcpMs)} -> ${ms(r.with.metrics.lcpMs)}`,
        `${ms(r.without.metrics.tbtMs)} -> ${ms(r.with.metrics.tbtMs)}`,
        `${ms(r.without.metrics.fcpMs)} -> ${ms(r.with.metrics.fcpMs)}`,
      ]),
    ),
  );
  if (out) {
    mkdirSync(path.dirname(out), { recursive: true });
    const file = out.replace(/\.json$/, '-third-parties.json');
    writeFileSync(
      file,
      `${JSON.stringify({ date: new Date().toISOString(), loadavg: { before: loadBefore, after: os.loadavg() }, runs, pages: rows }, null, 2)}\n`,
    );
    log(`Summary written to ${path.relative(root, file)}`);
  }
  return rows;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const value = (name: string) => {
    const i = args.indexOf(name);
    if (i < 0) return undefined;
    const v = args[i + 1];
    args.splice(i, 2);
    return v;
  };
  const dir = value('--dir');
  const out = value('--out');
  const full = args.includes('--full');
  if (full) args.splice(args.indexOf('--full'), 1);
  const paths = args.filter((a) => a.startsWith('/'));
  const runs = Number(value('--runs') ?? 1);
  if (args.includes('--third-parties')) await compareThirdParties({ dir, out, paths, fullReports: full, runs });
  else await runLighthouse({ dir, out, paths, fullReports: full });
}
