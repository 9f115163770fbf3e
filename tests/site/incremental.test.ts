// Incremental rebuilds (generator/pipeline/render/page-graph.ts, read-tracker.ts): on a temp copy
// of the content, a random series of edits (fast-check, fixed seed) each followed by an
// incremental build into one folder and a build that renders every page into another (that
// folder deleted first, so no previous output or graph applies): the two trees must be byte for
// byte the same, every file (pages, sitemap, _headers, share images, scripts). The series ends
// with a `cache: false` build (`--no-cache`), compared the same way. The series' builds share
// their caches of photos, share images and bundles (content-addressed): a `cache: false` build
// after each edit would draw every share image again, about a minute a build on a busy 2-core
// machine.
import {
  cpSync,
  existsSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  unlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import fg from 'fast-glob';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildSite, type BuildSummary } from '../../generator/pipeline/build.ts';
import { outputPaths } from '../../generator/pipeline/context.ts';
import { skeletonPaths } from '../../generator/pipeline/write/output-skeleton.ts';
import { ROOT, copyContent, readRoute, type TempContent } from '../fixtures/html.ts';

let tmp: TempContent;
beforeAll(() => {
  tmp = copyContent('build-site-incremental-');
});
afterAll(() => tmp?.cleanup());

const out = (name: string) => path.join(tmp.dir, name);

/** Every file of an output folder with its bytes. */
function tree(dir: string): Map<string, Buffer> {
  return new Map(
    fg
      .sync('**', { cwd: dir, dot: true })
      .sort()
      .map((f) => [f, readFileSync(path.join(dir, f))]),
  );
}

function expectSameTree(actual: string, expected: string, step: string): void {
  const a = tree(actual);
  const b = tree(expected);
  expect([...a.keys()], step).toEqual([...b.keys()]);
  const differing = [...a].filter(([f, bytes]) => !bytes.equals(b.get(f)!)).map(([f]) => f);
  expect(differing, step).toEqual([]);
}

const logged: string[] = [];
/**
 * Caches of its own: the project's are shared with other checkouts, whose code may draw share images
 * differently. The incremental builds run as the dev server's build child runs them (resident: the
 * replaced output deleted in this process, the content cache saved once builds pause, told which files
 * each edit touched); the others as
 * `build` does.
 */
const build = (outDir: string, cache = true, changes?: string[]): Promise<BuildSummary> =>
  buildSite({
    root: ROOT,
    contentDir: tmp.content,
    outDir,
    cache,
    cacheDir: path.join(tmp.dir, 'cache'),
    log: (l) => logged.push(l),
    resident: outDir === out('incremental'),
    changes,
  });

/** The files the edits since the last incremental build touched: what the dev server's watcher reports. */
const touched: string[] = [];

/** One edit of the copy; returns a name for failure messages. */
type Edit = (n: number) => string;

/**
 * Edits keep the file's modification time: pages' dates come from file times, and a page whose
 * date changed renders anyway, so only the graph's own records can tell what else changed.
 */
function keepingTime(file: string, write: () => void): void {
  const { atime, mtime } = statSync(file);
  write();
  utimesSync(file, atime, mtime);
}

function replaceIn(rel: string, from: RegExp, to: (match: string) => string): void {
  const file = path.join(tmp.content, rel);
  const before = readFileSync(file, 'utf8');
  if (!from.test(before)) throw new Error(`${rel} has nothing matching ${from}`);
  touched.push(file);
  keepingTime(file, () => writeFileSync(file, before.replace(from, to)));
}

const LOCATIONS = ['georgetown-dc', 'alexandria-va', 'howard-county-md', 'washington-dc'];
const REMOVABLE = 'projects/silver-spring-laminate.yaml';
let removed: { text: string; atime: Date; mtime: Date } | undefined;

const EDITS: Record<string, Edit> = {
  'a location hero text': (n) => {
    const slug = LOCATIONS[n % LOCATIONS.length];
    replaceIn(`locations/${slug}.yaml`, /^( {2}heading: .*)$/m, (line) => `${line} ${n}`);
    return `locations/${slug}.yaml heading + ${n}`;
  },
  "a service's name (the header's menu on every page)": (n) => {
    replaceIn('services/carpet-installation.yaml', /^name: .*$/m, () => `name: Carpet Installation ${n}`);
    return `carpet service name ${n}`;
  },
  'a service price': (n) => {
    replaceIn('services/hardwood-flooring.yaml', /\$7\.\d\d/, () => `$7.${String(n % 100).padStart(2, '0')}`);
    return `hardwood price $7.${n % 100}`;
  },
  "site.yaml's phone": (n) => {
    const last = String(n % 100).padStart(2, '0');
    // The number as shown only: every tel: link's +1 form is made from it.
    replaceIn('site.yaml', /\(202\) 555-01\d\d/, () => `(202) 555-01${last}`);
    return `phone ending ${last}`;
  },
  'a project photo caption': (n) => {
    replaceIn(
      'projects/rockville-ceramic-tile.yaml',
      /^( {4}alt: Finished condominium party room.*)$/m,
      (l) => `${l} ${n}`,
    );
    return `caption + ${n}`;
  },
  'an entry deleted, then added back': () => {
    const file = path.join(tmp.content, REMOVABLE);
    touched.push(file);
    if (removed === undefined) {
      const { atime, mtime } = statSync(file);
      removed = { text: readFileSync(file, 'utf8'), atime, mtime };
      unlinkSync(file);
      return `${REMOVABLE} deleted`;
    }
    writeFileSync(file, removed.text);
    utimesSync(file, removed.atime, removed.mtime);
    removed = undefined;
    return `${REMOVABLE} added back`;
  },
};

describe('incremental rebuilds', () => {
  it('a series of random edits: each incremental build equals a build of every page, byte for byte', async () => {
    await build(out('incremental'));
    // Every edit once in a random order, with random values, then the deleted entry back.
    const names = Object.keys(EDITS);
    const steps = fc.tuple(
      fc.shuffledSubarray(names, { minLength: names.length }),
      fc.array(fc.nat(999), { minLength: names.length + 1, maxLength: names.length + 1 }),
    );
    const [[order, values]] = fc.sample(steps, { seed: 20, numRuns: 1 });
    const series = [...order, 'an entry deleted, then added back'].map((edit, i) => [edit, values[i]] as const);
    let kept = 0;
    for (const [edit, n] of series) {
      const step = EDITS[edit](n);
      // A resident build leaves the next one its folders made ahead (write/output-skeleton.ts): the
      // series checks the builds that start from them.
      await expect.poll(() => existsSync(skeletonPaths(outputPaths(out('incremental'))).ready)).toBe(true);
      logged.length = 0;
      // Told what was edited, as the dev server tells its build child: the load reads only those files.
      const summary = await build(out('incremental'), true, touched.splice(0));
      kept += Number(/\((\d+) unchanged\)/.exec(logged.join('\n'))?.[1] ?? 0);
      rmSync(out('full'), { recursive: true, force: true });
      const full = await build(out('full'));
      expectSameTree(out('incremental'), out('full'), step);
      expect(summary.pageWidgets, step).toEqual(full.pageWidgets);
    }
    // The graph did spare pages: the series is no test of it otherwise.
    expect(kept).toBeGreaterThan(0);
    await build(out('no-cache'), false);
    expectSameTree(out('incremental'), out('no-cache'), 'cache: false');
  }, 600_000);

  it('a build with nothing changed renders no page; cache: false (--no-cache) does not use the graph; a new year renders all', async () => {
    await build(out('incremental'));
    logged.length = 0;
    await build(out('incremental'));
    expect(logged.join('\n')).toMatch(/Rendering 0 of \d+ pages \(\d+ unchanged\)/);
    // An output page changed in place, its size kept: the graph cannot see it, a build without caches renders it.
    const page = path.join(out('incremental'), 'about/index.html');
    const html = readFileSync(page, 'utf8');
    writeFileSync(page, html.replace('<title>', '<TITLE>'));
    await build(out('incremental'));
    expect(readRoute(out('incremental'), '/about')).toContain('<TITLE>');
    logged.length = 0;
    await build(out('incremental'), false);
    expect(readRoute(out('incremental'), '/about')).toBe(html);
    expect(logged.join('\n')).not.toMatch(/unchanged/);
    // The footer shows the current year: in a new one, every page renders again.
    const year = new Date().getFullYear();
    vi.useFakeTimers({ now: new Date(`${year + 1}-01-01T12:00:00Z`), toFake: ['Date'] });
    try {
      logged.length = 0;
      await build(out('incremental'));
    } finally {
      vi.useRealTimers();
    }
    expect(logged.join('\n')).not.toMatch(/unchanged/);
    expect(readRoute(out('incremental'), '/about')).toContain(`${year + 1}`);
  }, 300_000);

  it('the previous output must be the one the graph describes: a replaced output folder renders every page', async () => {
    await build(out('incremental'));
    const page = path.join(out('incremental'), 'about/index.html');
    const html = readFileSync(page, 'utf8');
    // A copy of the output with the page changed in place: same files, another marker file.
    rmSync(out('copy'), { recursive: true, force: true });
    cpSync(out('incremental'), out('copy'), { recursive: true });
    writeFileSync(path.join(out('copy'), 'about/index.html'), html.replace('<title>', '<TITLE>'));
    rmSync(out('incremental'), { recursive: true });
    renameSync(out('copy'), out('incremental'));
    logged.length = 0;
    await build(out('incremental'));
    expect(logged.join('\n')).not.toMatch(/unchanged/);
    expect(readRoute(out('incremental'), '/about')).toBe(html);
    expect(existsSync(out('copy'))).toBe(false);
  }, 300_000);
});
