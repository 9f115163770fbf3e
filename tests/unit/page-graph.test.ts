// Incremental rebuilds (generator/pipeline/render/page-graph.ts) on a small stand-in output: a graph saved
// after a build keeps every page the next build would write the same, and each change a page is made
// from (its route, its date, a content unit it read, its file in the output) renders that page alone;
// a change every page depends on (code, assets, tag-manager id, the year, the output replaced, the cache
// turned off) renders all of them. Routes here are stand-ins: the graph only keys and paths them.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  unlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { createHash } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import fg from 'fast-glob';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SitePageRoute } from '../../generator/pages/table.ts';
import { type BuildContext, resolveBuildContext } from '../../generator/pipeline/context.ts';
import {
  codeStampOf,
  hasPageGraph,
  keepPages,
  keyPages,
  type PagePlan,
  planPages,
  saveGraph,
} from '../../generator/pipeline/render/page-graph.ts';
import type { RenderInputs } from '../../generator/pipeline/render/render.tsx';
import { RESIDENT_SAVE_MS } from '../../generator/pipeline/content/paused-writes.ts';

let dir: string;
let ctx: BuildContext;
const at = (...parts: string[]) => path.join(dir, ...parts);

const route = (p: string, entry: unknown = { name: p }) =>
  ({ kind: 'page', path: p, canonical: p, page: { entry } }) as unknown as SitePageRoute;
const HOME = route('/');
const ABOUT = route('/about');
const NOT_FOUND = route('/404');
const PAGES = [HOME, ABOUT, NOT_FOUND];

const JAN = '2026-01-01T00:00:00Z';
const inputs = (change: Partial<RenderInputs> = {}): RenderInputs => ({
  assets: { stylesheet: '/a.css', iconSprite: '/i.svg', lazyModules: {}, files: [] },
  gtmContainerId: 'GTM-A1',
  dates: { '/': JAN, '/about': JAN, '/404': JAN },
  ...change,
});
const UNITS = new Map([
  ['site', 'h-site'],
  ['about', 'h-about'],
]);
/** What each page read when it rendered. */
const READS: Record<string, string[]> = { '/': ['site'], '/about': ['site', 'about'], '/404': [] };
const WIDGETS: Record<string, string[]> = { '/': ['header', 'home-video'], '/about': ['header'], '/404': [] };

function writeOutput(outDir: string): void {
  mkdirSync(path.join(outDir, 'about'), { recursive: true });
  writeFileSync(path.join(outDir, '.build-site-output'), 'marker\n');
  writeFileSync(path.join(outDir, 'index.html'), '<p>home</p>\n');
  writeFileSync(path.join(outDir, 'about/index.html'), '<p>about us</p>\n');
  writeFileSync(path.join(outDir, '404.html'), '<p>not found</p>\n');
}

/** A build (in `context`) that rendered `rendered` (every page when not given) and saved its graph. */
function build(plan: PagePlan, renderInputs = inputs(), units = UNITS, rendered = plan.render, context = ctx): void {
  saveGraph(
    context,
    renderInputs,
    units,
    rendered.map((r) => ({ route: r, widgets: WIDGETS[r.path], reads: READS[r.path] })),
    plan,
  );
}

const paths = (routes: SitePageRoute[]) => routes.map((r) => r.path);
const plan = (pages = PAGES, renderInputs = inputs(), units = UNITS) =>
  planPages(ctx, pages, renderInputs, () => units);

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'build-site-graph-'));
  ctx = resolveBuildContext({ root: dir, outDir: at('out'), cacheDir: at('cache') });
  writeOutput(ctx.output.outDir);
});
afterEach(() => {
  vi.useRealTimers();
  rmSync(dir, { recursive: true, force: true });
});

describe('without a graph', () => {
  it('renders every page, keyed by keyPages (while they render), the units never hashed for the plan', () => {
    expect(hasPageGraph(ctx)).toBe(false);
    let asked = 0;
    const first = planPages(ctx, PAGES, inputs(), () => {
      asked++;
      return UNITS;
    });
    expect(paths(first.render)).toEqual(['/', '/about', '/404']);
    expect(first.keep).toEqual([]);
    expect(first.keys.size).toBe(0);
    expect(asked).toBe(0);
    keyPages(first, first.render, inputs());
    expect([...first.keys.keys()]).toEqual(['/', '/about', '/404']);
    expect(first.keys.get('/')).toMatch(/^[0-9a-f]{40}$/);
    expect(new Set(first.keys.values()).size).toBe(3);
  });

  it("keys a route holding a content unit by the unit's hash, not its data; without hashes, by the data", () => {
    const entry = { name: 'Georgetown', body: 'x'.repeat(50) };
    const keyOf = (r: SitePageRoute, byValue?: ReadonlyMap<object, string>) => {
      const p = plan();
      keyPages(p, [r], inputs(), byValue);
      return p.keys.get(r.path);
    };
    const hashed = keyOf(route('/about', entry), new Map([[entry, 'h-1']]));
    // Another object with other data but the same hash: the same key (the data was not serialized).
    const other = { name: 'Changed' };
    expect(keyOf(route('/about', other), new Map([[other, 'h-1']]))).toBe(hashed);
    expect(keyOf(route('/about', entry), new Map([[entry, 'h-2']]))).not.toBe(hashed);
    // The route's own fields still count, and so does its date.
    expect(keyOf(route('/about/', entry), new Map([[entry, 'h-1']]))).not.toBe(hashed);
    const dated = plan(PAGES, inputs({ dates: { '/about': '2026-02-01T00:00:00Z' } }));
    keyPages(
      dated,
      [route('/about', entry)],
      inputs({ dates: { '/about': '2026-02-01T00:00:00Z' } }),
      new Map([[entry, 'h-1']]),
    );
    expect(dated.keys.get('/about')).not.toBe(hashed);
    // No hash for it: its data is the key, as without any hashes.
    expect(keyOf(route('/about', entry), new Map())).toBe(keyOf(route('/about', entry)));
    expect(keyOf(route('/about', { ...entry, name: 'Other' }), new Map())).not.toBe(keyOf(route('/about', entry)));
  });

  it('keys only the pages it has no key for', () => {
    const first = plan();
    first.keys.set('/about', 'kept');
    keyPages(first, PAGES, inputs());
    expect(first.keys.get('/about')).toBe('kept');
    expect(first.keys.get('/')).toMatch(/^[0-9a-f]{40}$/);
  });
});

describe('after a build saved its graph', () => {
  beforeEach(() => build(plan()));

  it('keeps every page, with the widgets, size and reads it recorded', () => {
    expect(hasPageGraph(ctx)).toBe(true);
    let asked = 0;
    planPages(ctx, PAGES, inputs(), () => {
      asked++;
      return UNITS;
    });
    expect(asked).toBe(1);
    const next = plan();
    expect(next.render).toEqual([]);
    expect(next.keep).toEqual([
      { route: HOME, widgets: ['header', 'home-video'], bytes: 12, reads: { site: 'h-site' } },
      { route: ABOUT, widgets: ['header'], bytes: 16, reads: { site: 'h-site', about: 'h-about' } },
      { route: NOT_FOUND, widgets: [], bytes: 17, reads: {} },
    ]);
  });

  it('renders only the pages that read a unit that changed', () => {
    const units = new Map([...UNITS, ['about', 'h-about-2']]);
    const next = plan(PAGES, inputs(), units);
    expect(paths(next.render)).toEqual(['/about']);
    expect(paths(next.keep.map((k) => k.route))).toEqual(['/', '/404']);
  });

  it('renders a page whose unit is gone', () => {
    const units = new Map([['site', 'h-site']]);
    expect(paths(plan(PAGES, inputs(), units).render)).toEqual(['/about']);
  });

  it('renders a page whose date changed, or whose route holds other data', () => {
    expect(
      paths(plan(PAGES, inputs({ dates: { '/': JAN, '/about': '2026-02-01T00:00:00Z', '/404': JAN } })).render),
    ).toEqual(['/about']);
    expect(paths(plan(PAGES, inputs({ dates: undefined })).render)).toEqual(['/', '/about', '/404']);
    expect(paths(plan([HOME, route('/about', { name: 'About us' }), NOT_FOUND]).render)).toEqual(['/about']);
  });

  it('renders a page the graph does not know', () => {
    const next = plan([...PAGES, route('/contact')]);
    expect(paths(next.render)).toEqual(['/contact']);
    expect(next.keep).toHaveLength(3);
  });

  it('renders a page whose file in the output is gone or has another size', () => {
    unlinkSync(at('out/about/index.html'));
    writeFileSync(at('out/404.html'), '<p>not found!</p>\n');
    expect(paths(plan().render)).toEqual(['/about', '/404']);
  });

  it('keeps a page whose file has the same size (an output is only written by builds)', () => {
    writeFileSync(at('out/index.html'), '<p>HOME</p>\n');
    expect(plan().render).toEqual([]);
  });

  it.each([
    ['other assets', inputs({ assets: { ...inputs().assets, stylesheet: '/b.css' } })],
    ['another tag-manager id', inputs({ gtmContainerId: 'GTM-B2' })],
  ])('renders every page with %s', (_what, changed) => {
    expect(paths(plan(PAGES, changed).render)).toEqual(['/', '/about', '/404']);
  });

  it('renders every page in a new year (the footer prints it)', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(new Date().getFullYear() + 1, 0, 1, 0, 0, 1) });
    expect(paths(plan().render)).toEqual(['/', '/about', '/404']);
  });

  it('renders every page when the output is another (its marker replaced), or gone', () => {
    const marker = at('out/.build-site-output');
    renameSync(marker, at('marker-old'));
    writeFileSync(marker, 'marker\n');
    expect(paths(plan().render)).toEqual(['/', '/about', '/404']);
    unlinkSync(marker);
    mkdirSync(marker);
    expect(paths(plan().render)).toEqual(['/', '/about', '/404']);
    rmSync(at('out'), { recursive: true });
    expect(paths(plan().render)).toEqual(['/', '/about', '/404']);
  });

  it('renders every page when the marker was written again in place (same file, new time)', () => {
    const later = new Date(Date.now() + 60_000);
    utimesSync(at('out/.build-site-output'), later, later);
    expect(paths(plan().render)).toEqual(['/', '/about', '/404']);
    // The graph describes another output now: the workers are started early (build.ts), as for a first build.
    expect(hasPageGraph(ctx)).toBe(false);
  });

  it('says there is no graph once the output it describes is deleted, and renders every page', () => {
    rmSync(at('out'), { recursive: true });
    expect(hasPageGraph(ctx)).toBe(false);
    writeOutput(ctx.output.outDir);
    expect(hasPageGraph(ctx)).toBe(false);
    expect(paths(plan().render)).toEqual(['/', '/about', '/404']);
  });

  it('renders every page with the cache off (--no-cache), and says there is no graph', () => {
    ctx = resolveBuildContext({ root: dir, outDir: at('out'), cacheDir: at('cache'), cache: false });
    expect(hasPageGraph(ctx)).toBe(false);
    expect(paths(plan().render)).toEqual(['/', '/about', '/404']);
  });

  it('renders every page of another output folder, whose graph is its own', () => {
    writeOutput(at('out-2'));
    ctx = resolveBuildContext({ root: dir, outDir: at('out-2'), cacheDir: at('cache') });
    expect(hasPageGraph(ctx)).toBe(false);
    expect(paths(plan().render)).toEqual(['/', '/about', '/404']);
  });

  it('renders every page from a graph without a marker (an older format) for an output without one', () => {
    const [file] = readdirGraphs();
    const { marker: _marker, ...older } = JSON.parse(readFileSync(file, 'utf8'));
    writeFileSync(file, JSON.stringify(older));
    unlinkSync(at('out/.build-site-output'));
    expect(paths(plan().render)).toEqual(['/', '/about', '/404']);
  });

  it('renders every page when the graph file is not JSON', () => {
    const [file] = readdirGraphs();
    writeFileSync(file, '{"build":');
    expect(hasPageGraph(ctx)).toBe(false);
    expect(paths(plan().render)).toEqual(['/', '/about', '/404']);
  });

  it('records the kept pages again beside the rendered ones, so the build after keeps them too', () => {
    const units = new Map([...UNITS, ['about', 'h-about-2']]);
    const second = plan(PAGES, inputs(), units);
    build(second, inputs(), units);
    const third = plan(PAGES, inputs(), units);
    expect(third.render).toEqual([]);
    expect(third.keep.map((k) => k.reads)).toEqual([{ site: 'h-site' }, { site: 'h-site', about: 'h-about-2' }, {}]);
  });

  it('records a rendered page the plan did not key under its own key', () => {
    const first = plan();
    build({ ...first, keys: new Map() });
    expect(plan().render).toEqual([]);
  });

  it('records a read of a unit the build does not know as empty, so the next build renders the page', () => {
    const first = plan();
    build(first, inputs(), new Map([['site', 'h-site']]));
    expect(paths(plan(PAGES, inputs(), new Map([['site', 'h-site']])).render)).toEqual(['/about']);
  });
});

const readdirGraphs = () => {
  const folder = at('cache/pages');
  return readdirSync(folder)
    .filter((f) => f.startsWith('pages-') && f.endsWith('.json'))
    .map((f) => path.join(folder, f));
};

describe('saveGraph', () => {
  it('writes one graph file per output folder, and no temp file', () => {
    build(plan());
    const names = readdirSync(at('cache/pages'));
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/^pages-[0-9a-f]{12}\.json$/);
    const graph = JSON.parse(readFileSync(at('cache/pages', names[0]), 'utf8'));
    expect(Object.keys(graph)).toEqual(['build', 'marker', 'pages']);
    expect(graph.pages['/about']).toEqual({
      key: plan().keys.get('/about'),
      reads: { site: 'h-site', about: 'h-about' },
      widgets: ['header'],
      bytes: 16,
    });
  });

  it("keys the build by this project's code, the assets, the tag-manager id and the year", () => {
    build(plan());
    const [file] = readdirGraphs();
    const graph = JSON.parse(readFileSync(file, 'utf8'));
    const code = codeStampOf(path.resolve(import.meta.dirname, '../..'));
    const expected = createHash('sha1')
      .update(`${code}\0${JSON.stringify(inputs().assets)}\0GTM-A1\0${new Date().getFullYear()}`)
      .digest('hex');
    expect(graph.build).toBe(expected);
  });

  it('saves nothing when the output has no marker', () => {
    unlinkSync(at('out/.build-site-output'));
    build(plan());
    expect(hasPageGraph(ctx)).toBe(false);
  });

  it('is quiet when the graph cannot be written (the next build renders everything)', () => {
    writeFileSync(at('cache'), 'a file where the cache folder goes');
    expect(() => build(plan())).not.toThrow();
  });
});

describe("in a resident process (the dev server's build child)", () => {
  const graphs = () => (existsSync(at('cache/pages')) ? readdirGraphs() : []);
  /** A resident build's context, after it rendered every page and saved its graph (timers faked). */
  const firstResidentBuild = (): BuildContext => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const resident = resolveBuildContext({ root: dir, outDir: at('out'), cacheDir: at('cache'), resident: true });
    const first = planPages(resident, PAGES, inputs(), () => UNITS);
    build(first, inputs(), UNITS, first.render, resident);
    return resident;
  };

  it('keeps the graph it saved in memory and writes the file once the builds pause', () => {
    const resident = firstResidentBuild();
    expect(graphs()).toEqual([]);
    // Its next build plans from memory: every page kept.
    expect(planPages(resident, PAGES, inputs(), () => UNITS).keep.map((k) => k.route.path)).toEqual([
      '/',
      '/about',
      '/404',
    ]);
    expect(hasPageGraph(resident)).toBe(true);
    // Another process has no file to read yet.
    expect(paths(plan().render)).toEqual(['/', '/about', '/404']);
    vi.advanceTimersByTime(RESIDENT_SAVE_MS - 1);
    expect(graphs()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(graphs()).toHaveLength(1);
    expect(plan().keep.map((k) => k.route.path)).toEqual(['/', '/about', '/404']);
    // --no-cache trusts no graph, kept or written.
    const fresh = resolveBuildContext({
      root: dir,
      outDir: at('out'),
      cacheDir: at('cache'),
      resident: true,
      cache: false,
    });
    expect(paths(planPages(fresh, PAGES, inputs(), () => UNITS).render)).toEqual(['/', '/about', '/404']);
  });

  it('renders every page once the output it kept a graph of is replaced', () => {
    const resident = firstResidentBuild();
    rmSync(at('out'), { recursive: true });
    writeOutput(at('out'));
    expect(paths(planPages(resident, PAGES, inputs(), () => UNITS).render)).toEqual(['/', '/about', '/404']);
  });
});

describe('keepPages', () => {
  it('links each kept page from the previous output into the new one and counts its bytes', () => {
    build(plan());
    const next = plan();
    expect(keepPages(ctx, next)).toBe(12 + 16 + 17);
    for (const file of ['index.html', 'about/index.html', '404.html']) {
      const kept = path.join(ctx.output.tmpDir, file);
      expect(statSync(kept).ino).toBe(statSync(at('out', file)).ino);
    }
  });

  it('copies a page it cannot link', () => {
    build(plan());
    const next = plan();
    mkdirSync(path.join(ctx.output.tmpDir, 'about'), { recursive: true });
    // A file already there: the link is refused (EEXIST), the copy replaces it.
    writeFileSync(path.join(ctx.output.tmpDir, 'about/index.html'), 'stale');
    expect(keepPages(ctx, { ...next, keep: next.keep.filter((k) => k.route.path === '/about') })).toBe(16);
    expect(readFileSync(path.join(ctx.output.tmpDir, 'about/index.html'), 'utf8')).toBe('<p>about us</p>\n');
    expect(statSync(path.join(ctx.output.tmpDir, 'about/index.html')).ino).not.toBe(
      statSync(at('out/about/index.html')).ino,
    );
  });

  it('keeps nothing and counts 0 bytes for a plan that keeps nothing', () => {
    expect(keepPages(ctx, plan())).toBe(0);
  });
});

describe('codeStampOf', () => {
  const project = () => {
    const root = at('code');
    for (const file of [
      'generator/a.ts',
      'templates/b.tsx',
      'client/styles/c.css',
      'package-lock.json',
      'tsconfig.json',
    ]) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), `${file}\n`);
    }
    return root;
  };

  it.each(['generator/a.ts', 'templates/b.tsx', 'client/styles/c.css', 'package-lock.json', 'tsconfig.json'])(
    'changes when %s changes',
    (file) => {
      const root = project();
      const first = codeStampOf(root);
      expect(codeStampOf(root)).toBe(first);
      writeFileSync(path.join(root, file), 'changed\n');
      expect(codeStampOf(root)).not.toBe(first);
    },
  );

  it('changes when a file moves, and not with files pages are not rendered by', () => {
    const root = project();
    const first = codeStampOf(root);
    for (const file of ['README.md', 'content/site.yaml', 'generator/notes.md', 'scripts/x.ts']) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), 'x\n');
    }
    expect(codeStampOf(root)).toBe(first);
    renameSync(path.join(root, 'templates/b.tsx'), path.join(root, 'templates/d.tsx'));
    expect(codeStampOf(root)).not.toBe(first);
  });

  it("tells a file that holds the next one's path and text from the two files (separators after each path and text)", () => {
    const root = project();
    // Two files next to each other in the sorted list (client/ then generator/).
    const a = path.join(root, 'client/styles/c.css');
    const b = path.join(root, 'generator/a.ts');
    writeFileSync(a, '1');
    writeFileSync(b, '2');
    const two = codeStampOf(root);
    rmSync(b);
    writeFileSync(a, `1\0${b}2`);
    expect(codeStampOf(root)).not.toBe(two);
    writeFileSync(a, `1${b}\x002`);
    expect(codeStampOf(root)).not.toBe(two);
  });

  it('is the same whatever order the files are listed in', () => {
    const root = project();
    const first = codeStampOf(root);
    const sync = fg.sync;
    const reversed = vi
      .spyOn(fg, 'sync')
      .mockImplementation(((...args: Parameters<typeof sync>) => sync(...args).reverse()) as typeof sync);
    try {
      expect(codeStampOf(root)).toBe(first);
      expect(reversed).toHaveBeenCalledTimes(1);
    } finally {
      reversed.mockRestore();
    }
  });

  it('tells two files apart from one file holding both', () => {
    const root = project();
    writeFileSync(path.join(root, 'generator/a.ts'), 'a');
    writeFileSync(path.join(root, 'templates/b.tsx'), 'b');
    const split = codeStampOf(root);
    writeFileSync(path.join(root, 'generator/a.ts'), 'ab');
    writeFileSync(path.join(root, 'templates/b.tsx'), '');
    expect(codeStampOf(root)).not.toBe(split);
  });
});
