// Incremental rebuilds: the page graph records, per page of the last build, what it was made
// from: its route (its own entry and whatever its kind put in it) and date, and the content units
// it read (read-tracker.ts); for the whole build, the code (generator/, templates/, client/, the
// lock file) and the render inputs (bundles, photos, tag-manager id). The next build renders
// only pages whose record no longer matches and hard-links the others from the previous output,
// which must be the one this graph describes (the marker file's identity). A code change, an
// asset change or an edit to a unit every page reads (site.yaml, navigation.yaml) renders all.
// Kept in the build's `pages` cache; `--no-cache` neither reads nor trusts it.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fg from 'fast-glob';
import { outputFile } from '../../model/routes.ts';
import type { SitePageRoute } from '../../pages/table.ts';
import { cacheUse, linkOrCopy, type BuildContext } from '../context.ts';
import { cancelPausedWrite, writeWhenPaused } from '../content/paused-writes.ts';
import { makeFolders } from './output.ts';
import type { RenderInputs } from './render.tsx';

const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');

/** The marker every output holds (write/output-dir.ts's OUTPUT_MARKER; named here to keep the stages apart). */
const MARKER = '.build-site-output';

interface PageRecord {
  /** routeKey: the route and its date. */
  key: string;
  /** Content units read, with their hashes when it rendered. */
  reads: Record<string, string>;
  widgets: string[];
  bytes: number;
}

interface Graph {
  /** buildKey: code and render inputs. */
  build: string;
  /** The previous output's marker file: device, inode and modification time. */
  marker: string;
  pages: Record<string, PageRecord>;
}

/**
 * A hash of the code pages are rendered by under `root`: sources, the lock file, and tsconfig.json
 * (its JSX settings shape what the templates compile to).
 */
export function codeStampOf(root: string): string {
  const files = fg
    .sync(['{generator,templates,client}/**/*.{ts,tsx,css}', 'package-lock.json', 'tsconfig.json'], {
      cwd: root,
      absolute: true,
    })
    .sort();
  const hash = createHash('sha1');
  for (const file of files) hash.update(file).update('\0').update(readFileSync(file)).update('\0');
  return hash.update(process.version).digest('hex');
}

let code: string | undefined;
/** This project's code stamp, read once per process. */
function codeStamp(): string {
  code ??= codeStampOf(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..'));
  return code;
}

/** The footer prints the current year (templates/layout/Footer.tsx): a new year renders every page. */
const buildKey = ({ assets, gtmContainerId }: RenderInputs) =>
  sha1(`${codeStamp()}\0${JSON.stringify(assets)}\0${gtmContainerId}\0${new Date().getFullYear()}`);

/**
 * A route's data and its date. A content unit the route holds (its entry) is written as the unit's
 * hash (`byValue`, read-tracker.ts unitHashesByValue), not serialized again: for 4,000 location pages
 * serializing every entry took 340 ms of each full build and 3 ms of each dev reload.
 */
const routeKey = (route: SitePageRoute, dates: RenderInputs['dates'], byValue?: ReadonlyMap<object, string>) => {
  // Stryker disable next-line StringLiteral: equivalent, a page without a date gets one constant in its key whatever its text.
  const date = dates?.[route.canonical] ?? '';
  const unit = (key: string, value: unknown) => {
    const hash = key === '' ? undefined : byValue?.get(value as object);
    return hash === undefined ? value : { '\u0000unit': hash };
  };
  return sha1(`${JSON.stringify(route, byValue && unit)}\0${date}`);
};

function markerIdentity(outDir: string): string | undefined {
  const s = statSync(path.join(outDir, MARKER), { throwIfNoEntry: false, bigint: true });
  return s?.isFile() ? `${s.dev}:${s.ino}:${s.mtimeNs}` : undefined;
}

const graphFile = (ctx: BuildContext) =>
  path.join(cacheUse(ctx, 'pages').dir, `pages-${sha1(ctx.output.outDir).slice(0, 12)}.json`);

/**
 * The graph a resident process (the dev server's build child) saved last, by graph file: its next
 * build reads it from here, and the file is written once the builds pause (paused-writes.ts), as the
 * content cache is. Writing and renaming it, then reading it twice, was 1-2 ms of each dev reload. A
 * process that ends first leaves the file of an older output, whose marker no output has: the next
 * build renders every page.
 */
const residentGraphs = new Map<string, Graph>();

function readGraph(ctx: BuildContext): Graph | undefined {
  // Stryker disable next-line StringLiteral: equivalent, only `read` is used here, which is the same for every cache.
  if (!cacheUse(ctx, 'pages').read) return undefined;
  const kept = ctx.resident ? residentGraphs.get(graphFile(ctx)) : undefined;
  if (kept) return kept;
  try {
    return JSON.parse(readFileSync(graphFile(ctx), 'utf8')) as Graph;
  } catch {
    // No graph, or not one that parses: nothing is kept.
  }
  return undefined;
}

/**
 * Whether a previous build left a graph of the output that is there now: then the render workers may
 * not be needed. A graph of an output since deleted or replaced keeps nothing (planPages renders
 * every page), so the workers are started early, as for a first build.
 */
export const hasPageGraph = (ctx: BuildContext): boolean => {
  // The output first: a graph of 4,000 pages takes 60 ms to read, for nothing when the output is gone.
  const identity = markerIdentity(ctx.output.outDir);
  return identity !== undefined && readGraph(ctx)?.marker === identity;
};

export interface PagePlan {
  /** Pages to render. */
  render: SitePageRoute[];
  /** Pages whose previous output is still right, with what it recorded. */
  keep: { route: SitePageRoute; widgets: string[]; bytes: number; reads: Record<string, string> }[];
  /**
   * Each page's routeKey by path, made once for the plan and the graph saved after. Without a graph to
   * compare with, none are made for the plan: keyPages makes them while the pages render.
   */
  keys: Map<string, string>;
}

/**
 * Which pages must be rendered: all of them unless a graph of this very output says otherwise.
 * `units` (the content units' hashes) is asked only when there is such a graph.
 */
export function planPages(
  ctx: BuildContext,
  pages: SitePageRoute[],
  inputs: RenderInputs,
  units: () => Map<string, string>,
  byValue?: () => ReadonlyMap<object, string>,
): PagePlan {
  const identity = markerIdentity(ctx.output.outDir);
  const graph = identity === undefined ? undefined : readGraph(ctx);
  if (!graph || graph.build !== buildKey(inputs) || graph.marker !== identity)
    return { render: pages, keep: [], keys: new Map() };
  const plan: PagePlan = { render: [], keep: [], keys: new Map() };
  keyPages(plan, pages, inputs, byValue?.());
  const hashes = units();
  for (const route of pages) {
    const record = graph.pages[route.path];
    const same =
      record !== undefined &&
      record.key === plan.keys.get(route.path) &&
      Object.entries(record.reads).every(([unit, hash]) => hashes.get(unit) === hash) &&
      statSync(path.join(ctx.output.outDir, outputFile(route.path)), { throwIfNoEntry: false })?.size === record.bytes;
    if (same) plan.keep.push({ route, widgets: record.widgets, bytes: record.bytes, reads: record.reads });
    else plan.render.push(route);
  }
  return plan;
}

/** Adds the routeKey of each of `pages` the plan has none for (a full build's, while its pages render). */
export function keyPages(
  plan: PagePlan,
  pages: SitePageRoute[],
  inputs: RenderInputs,
  byValue?: ReadonlyMap<object, string>,
): void {
  for (const route of pages)
    if (!plan.keys.has(route.path)) plan.keys.set(route.path, routeKey(route, inputs.dates, byValue));
}

/** Hard-links the kept pages from the previous output into the new one (copies where links are refused). */
export function keepPages(ctx: BuildContext, plan: PagePlan): number {
  const { outDir, tmpDir } = ctx.output;
  makeFolders(
    tmpDir,
    plan.keep.map((k) => k.route.path),
  );
  let bytes = 0;
  for (const { route, bytes: size } of plan.keep) {
    const file = outputFile(route.path);
    linkOrCopy(path.join(outDir, file), path.join(tmpDir, file));
    bytes += size;
  }
  return bytes;
}

/** Records this build's pages once its output is in place. */
export function saveGraph(
  ctx: BuildContext,
  inputs: RenderInputs,
  units: Map<string, string>,
  rendered: { route: SitePageRoute; widgets: string[]; reads: string[] }[],
  plan: PagePlan,
): void {
  const marker = markerIdentity(ctx.output.outDir);
  if (!marker) return;
  const pages: Record<string, PageRecord> = {};
  const key = (route: SitePageRoute) => plan.keys.get(route.path) ?? routeKey(route, inputs.dates);
  for (const k of plan.keep)
    pages[k.route.path] = { key: key(k.route), reads: k.reads, widgets: k.widgets, bytes: k.bytes };
  for (const r of rendered) {
    const bytes = statSync(path.join(ctx.output.outDir, outputFile(r.route.path))).size;
    // Stryker disable next-line StringLiteral: equivalent, no unit's hash is any fixed text.
    const reads = Object.fromEntries(r.reads.map((unit) => [unit, units.get(unit) ?? '']));
    pages[r.route.path] = { key: key(r.route), reads, widgets: r.widgets, bytes };
  }
  const file = graphFile(ctx);
  const graph: Graph = { build: buildKey(inputs), marker, pages };
  if (!ctx.resident) {
    cancelPausedWrite(file);
    writeGraph(file, graph);
    return;
  }
  residentGraphs.set(file, graph);
  writeWhenPaused(file, () => writeGraph(file, graph));
}

function writeGraph(file: string, graph: Graph): void {
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify(graph));
    renameSync(tmp, file);
  } catch {
    // A graph that cannot be written only costs the next build its shortcut.
  }
}
