// True dates (generator/pipeline/content/page-dates.ts, committed-dates.ts): each page's sitemap lastmod and WebPage
// dateModified is the newest commit of the files it is built from, on a temp git repository holding
// a copy of content/; edited or uncommitted files and folders outside git count by modification time.
import { execFileSync } from 'node:child_process';
import {
  appendFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fg from 'fast-glob';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { Content } from '../../generator/model/content.ts';
import { ContentError } from '../../generator/model/errors.ts';
import { PROBLEMS, UsageProblem } from '../../generator/model/problems.ts';
import { loadContent } from '../../generator/pipeline/content/load.ts';
import { committedDates } from '../../generator/pipeline/content/committed-dates.ts';
import { pageDates, pageFiles } from '../../generator/pipeline/content/page-dates.ts';
import { createPageRenderer } from '../../generator/pipeline/render/render.tsx';
import { sitemapXml } from '../../generator/pipeline/write/site-files.ts';
import { buildRoutes } from '../../generator/pages/routes.ts';
import type { SitePageRoute } from '../../generator/pages/table.ts';
import { CONTENT as CONTENT_DIR, copyContent, jsonLdOfType, type TempContent, tempDir } from '../fixtures/html.ts';
import { ROOT } from '../fixtures/paths.ts';
import { buildSite } from '../../generator/pipeline/build.ts';
import { outputPaths } from '../../generator/pipeline/context.ts';
import { prepareSkeleton } from '../../generator/pipeline/write/output-skeleton.ts';

// execFileSync as it is, watched: which git commands the dates cost.
vi.mock('node:child_process', async (original) => {
  const actual = await original<typeof import('node:child_process')>();
  return { ...actual, execFileSync: vi.fn(actual.execFileSync) };
});

/** The git commands page-dates.ts ran in `contentDir` (`git -C <contentDir> <command> …`), in order. */
const gitRuns = (contentDir: string) =>
  vi
    .mocked(execFileSync)
    .mock.calls.filter(([program, args]) => program === 'git' && args?.[1] === contentDir)
    .map(([, args]) => args?.[2]);

let tmp: TempContent | undefined;
afterEach(() => {
  tmp?.cleanup();
  tmp = undefined;
});

const JAN = '2026-01-01T00:00:00Z';
const FEB = '2026-02-01T00:00:00Z';
const MAR = '2026-03-01T00:00:00Z';

function git(dir: string, args: string[], date = JAN) {
  execFileSync('git', ['-C', dir, ...args], {
    stdio: 'ignore',
    env: {
      ...process.env,
      GIT_AUTHOR_DATE: date,
      GIT_COMMITTER_DATE: date,
      GIT_AUTHOR_NAME: 'test',
      GIT_AUTHOR_EMAIL: 'test@example.com',
      GIT_COMMITTER_NAME: 'test',
      GIT_COMMITTER_EMAIL: 'test@example.com',
    },
  });
}

/** A temp repository whose first commit (January) holds content/; the content folder is a subfolder, as in the project. */
function repo(): { dir: string; content: string } {
  tmp = copyContent('build-site-dates-');
  git(tmp.dir, ['init', '-q']);
  git(tmp.dir, ['add', '-A']);
  git(tmp.dir, ['commit', '-q', '-m', 'content']);
  return { dir: tmp.dir, content: tmp.content };
}

// Every copy's files come from one content cache (LoadOptions.cacheOf, keyed by each file's path and
// text): the dates are under test here, not the load, which parsing every copy again made half the file's time.
const loadCache = tempDir('build-site-dates-cache-');
afterAll(() => loadCache.cleanup());

function datesOf(contentDir: string): { dates: Record<string, string>; content: Content; pages: SitePageRoute[] } {
  const content = loadContent(contentDir, { cacheDir: loadCache.dir, cacheOf: CONTENT_DIR });
  const pages = buildRoutes(content).filter((r): r is SitePageRoute => r.kind === 'page');
  return { dates: pageDates(contentDir, content, pages), content, pages };
}

/** Pages whose date is not `date`. */
const changed = (dates: Record<string, string>, date: string) =>
  Object.entries(dates)
    .filter(([, d]) => d !== date)
    .map(([p]) => p)
    .sort();

describe('page dates from git', () => {
  it('a commit to one location file changes that page and no unrelated page', () => {
    const r = repo();
    expect(changed(datesOf(r.content).dates, JAN)).toEqual([]);
    appendFileSync(path.join(r.content, 'locations/alexandria-va.yaml'), '# edited\n');
    git(r.dir, ['commit', '-q', '-am', 'alexandria'], FEB);
    const { dates } = datesOf(r.content);
    expect(changed(dates, JAN)).toEqual(['/locations/alexandria-va']);
    expect(dates['/locations/alexandria-va']).toBe(FEB);
  });

  it('a commit to a location file changes the guides that name it (they quote its prices), and only those', () => {
    const r = repo();
    appendFileSync(path.join(r.content, 'locations/capitol-hill-dc.yaml'), '# edited\n');
    git(r.dir, ['commit', '-q', '-am', 'capitol hill'], FEB);
    const { dates, content } = datesOf(r.content);
    const naming = content.guides
      .filter((g) => g.locations.includes('capitol-hill-dc'))
      .map((g) => `/guides/${g.slug}`);
    expect(naming).toHaveLength(1);
    expect(changed(dates, JAN)).toEqual(['/locations/capitol-hill-dc', ...naming].sort());
  });

  it('a commit to a guide changes its page, the list, the pages it names and, in the footer, every page', () => {
    const r = repo();
    const { content } = datesOf(r.content);
    // The oldest guide beyond the footer's three would spare the other pages; every guide is in it now.
    const guide = content.guides[0];
    appendFileSync(path.join(r.content, `guides/${guide.slug}.md`), '\nOne more line.\n');
    git(r.dir, ['commit', '-q', '-am', 'guide'], FEB);
    const { dates } = datesOf(r.content);
    expect(dates[`/guides/${guide.slug}`]).toBe(FEB);
    expect(dates['/guides']).toBe(FEB);
    expect(dates[`/services/${guide.services[0]}`]).toBe(FEB);
    expect(changed(dates, JAN)).toEqual(Object.keys(dates).sort());
  });

  it('a commit to a project changes its page and the pages that show it, and a shared file changes every page', () => {
    const r = repo();
    appendFileSync(path.join(r.content, 'projects/georgetown-retail-store.yaml'), '# edited\n');
    git(r.dir, ['commit', '-q', '-am', 'project'], FEB);
    const feb = changed(datesOf(r.content).dates, JAN);
    expect(feb).toContain('/projects/georgetown-retail-store');
    expect(feb).toContain('/gallery');
    expect(feb).toContain('/locations/georgetown-dc');
    expect(feb).not.toContain('/reviews');
    expect(feb).not.toContain('/locations/loudoun-county-va');
    appendFileSync(path.join(r.content, 'site.yaml'), '# edited\n');
    git(r.dir, ['commit', '-q', '-am', 'site'], MAR);
    const { dates } = datesOf(r.content);
    expect(changed(dates, MAR)).toEqual([]);
  });

  it('an empty .git folder inside the repository is passed over, as git passes over it', () => {
    const r = repo();
    appendFileSync(path.join(r.content, 'locations/alexandria-va.yaml'), '# edited\n');
    git(r.dir, ['commit', '-q', '-am', 'alexandria'], FEB);
    mkdirSync(path.join(r.content, '.git'));
    const { dates } = datesOf(r.content);
    expect(changed(dates, JAN)).toEqual(['/locations/alexandria-va']);
    expect(dates['/locations/alexandria-va']).toBe(FEB);
  });

  it('a process that builds again reads the history once per HEAD and asks git only for the status in between', () => {
    const r = repo();
    vi.mocked(execFileSync).mockClear();
    datesOf(r.content);
    appendFileSync(path.join(r.content, 'locations/alexandria-va.yaml'), '# edited\n');
    datesOf(r.content);
    expect(gitRuns(r.content)).toEqual(['rev-parse', 'log', 'status', 'status']);
    git(r.dir, ['commit', '-q', '-am', 'alexandria'], FEB);
    vi.mocked(execFileSync).mockClear();
    expect(datesOf(r.content).dates['/locations/alexandria-va']).toBe(FEB);
    expect(gitRuns(r.content)).toEqual(['rev-parse', 'log', 'status']);
  });

  it('an edited, uncommitted file counts by its modification time', () => {
    const r = repo();
    const file = path.join(r.content, 'pages/reviews.yaml');
    appendFileSync(file, '# edited\n');
    const time = new Date('2026-04-02T10:20:30Z');
    utimesSync(file, time, time);
    const { dates } = datesOf(r.content);
    expect(dates['/reviews']).toBe('2026-04-02T10:20:30Z');
    expect(changed(dates, JAN)).toEqual(['/reviews']);
  });
});

// The dev server's build child builds again on every edit: it asks `git status` once and then carries
// its answer forward from the files changed since, compared with HEAD's blobs, until the git state
// (HEAD, branch, index) moves or a file git had listed changes again. Each answer is written out,
// and checked against what git itself says (committedDates without `resident`).
describe('page dates in a process that builds again', () => {
  const JAN_MS = Date.parse(JAN);
  const ALEXANDRIA = 'locations/alexandria-va.yaml';
  const REVIEWS = 'pages/reviews.yaml';
  /** The resident answer, after checking that git's own answer is the same. */
  const resident = (content: string) => {
    const dates = committedDates(content, true);
    const runs = gitRuns(content);
    expect([...dates].sort()).toEqual([...committedDates(content)].sort());
    vi.mocked(execFileSync).mockClear();
    return { dates, runs };
  };
  const start = () => {
    const r = repo();
    vi.mocked(execFileSync).mockClear();
    const first = resident(r.content);
    expect(first.runs).toEqual(['rev-parse', 'log', 'ls-tree', 'status']);
    expect(first.dates.get(ALEXANDRIA)).toBe(JAN_MS);
    expect(first.dates.get(REVIEWS)).toBe(JAN_MS);
    return r;
  };

  it('an edit leaves the file out without starting git; a file touched but unchanged keeps its commit', () => {
    const r = start();
    appendFileSync(path.join(r.content, ALEXANDRIA), '# edited\n');
    const later = new Date(MAR);
    utimesSync(path.join(r.content, REVIEWS), later, later);
    const { dates, runs } = resident(r.content);
    expect(runs).toEqual([]);
    expect(dates.has(ALEXANDRIA)).toBe(false);
    expect(dates.get(REVIEWS)).toBe(JAN_MS);
    expect(dates.get('site.yaml')).toBe(JAN_MS);
  });

  it('a file removed is left out without starting git', () => {
    const r = start();
    rmSync(path.join(r.content, REVIEWS));
    const { dates, runs } = resident(r.content);
    expect(runs).toEqual([]);
    expect(dates.has(REVIEWS)).toBe(false);
    expect(dates.get(ALEXANDRIA)).toBe(JAN_MS);
  });

  it('a file edited back to what HEAD holds is a commit again, without git', () => {
    const r = start();
    const file = path.join(r.content, ALEXANDRIA);
    const committed = readFileSync(file);
    writeFileSync(file, Buffer.concat([committed, Buffer.from('# edited\n')]));
    expect(resident(r.content).dates.has(ALEXANDRIA)).toBe(false);
    writeFileSync(file, committed);
    const { dates, runs } = resident(r.content);
    expect(runs).toEqual([]);
    expect(dates.get(ALEXANDRIA)).toBe(JAN_MS);
  });

  it('git is asked again when the index changes, and all of it for a new HEAD; a staged file stays out', () => {
    const r = start();
    const file = path.join(r.content, ALEXANDRIA);
    const committed = readFileSync(file);
    appendFileSync(file, '# edited\n');
    expect(resident(r.content).runs).toEqual([]);
    appendFileSync(file, '# again\n');
    expect(resident(r.content).runs).toEqual([]);
    git(r.dir, ['add', 'content/locations/alexandria-va.yaml']);
    const staged = resident(r.content);
    expect(staged.runs).toEqual(['status']);
    expect(staged.dates.has(ALEXANDRIA)).toBe(false);
    // Back to HEAD's bytes while the index holds the edit: git still lists it.
    writeFileSync(file, committed);
    const back = resident(r.content);
    expect(back.runs).toEqual([]);
    expect(back.dates.has(ALEXANDRIA)).toBe(false);
    appendFileSync(file, '# edited\n');
    git(r.dir, ['commit', '-q', '-am', 'alexandria'], FEB);
    const next = resident(r.content);
    expect(next.runs).toEqual(['rev-parse', 'log', 'ls-tree', 'status']);
    expect(next.dates.get(ALEXANDRIA)).toBe(Date.parse(FEB));
  });

  it('a staged rename leaves out the file it came from', () => {
    const r = start();
    git(r.dir, ['mv', 'content/locations/alexandria-va.yaml', 'content/locations/alexandria-old.yaml']);
    const { dates } = resident(r.content);
    expect(dates.has(ALEXANDRIA)).toBe(false);
    expect(dates.has('locations/alexandria-old.yaml')).toBe(false);
    expect(dates.get(REVIEWS)).toBe(JAN_MS);
  });

  it('a file git listed as edited (not staged) and then edited back is a commit again, without git', () => {
    const r = repo();
    const file = path.join(r.content, ALEXANDRIA);
    const committed = readFileSync(file);
    appendFileSync(file, '# edited\n');
    vi.mocked(execFileSync).mockClear();
    expect(resident(r.content).dates.has(ALEXANDRIA)).toBe(false);
    writeFileSync(file, committed);
    const { dates, runs } = resident(r.content);
    expect(runs).toEqual([]);
    expect(dates.get(ALEXANDRIA)).toBe(JAN_MS);
  });

  it('a file git listed as new (removed by a commit, then back) and then removed again is not listed, without git', () => {
    const r = repo();
    const file = path.join(r.content, REVIEWS);
    const text = readFileSync(file);
    git(r.dir, ['rm', '-q', 'content/pages/reviews.yaml']);
    git(r.dir, ['commit', '-q', '-m', 'no reviews'], FEB);
    writeFileSync(file, text);
    vi.mocked(execFileSync).mockClear();
    expect(resident(r.content).dates.has(REVIEWS)).toBe(false);
    rmSync(file);
    const { dates, runs } = resident(r.content);
    expect(runs).toEqual([]);
    expect(dates.get(REVIEWS)).toBe(Date.parse(FEB));
  });

  it('one file staged and the next only edited: each keeps its own state, the edited one a commit again once edited back', () => {
    const r = repo();
    appendFileSync(path.join(r.content, ALEXANDRIA), '# staged\n');
    git(r.dir, ['add', 'content/locations/alexandria-va.yaml']);
    const reviews = path.join(r.content, REVIEWS);
    const committed = readFileSync(reviews);
    appendFileSync(reviews, '# edited\n');
    vi.mocked(execFileSync).mockClear();
    const both = resident(r.content).dates;
    expect([both.has(ALEXANDRIA), both.has(REVIEWS)]).toEqual([false, false]);
    writeFileSync(reviews, committed);
    const { dates, runs } = resident(r.content);
    expect(runs).toEqual([]);
    expect(dates.has(ALEXANDRIA)).toBe(false);
    expect(dates.get(REVIEWS)).toBe(JAN_MS);
  });

  it('without `resident`, git status runs on every call', () => {
    const r = start();
    committedDates(r.content);
    appendFileSync(path.join(r.content, ALEXANDRIA), '# edited\n');
    expect(committedDates(r.content).has(ALEXANDRIA)).toBe(false);
    expect(gitRuns(r.content)).toEqual(['status', 'status']);
  });

  it("are what the dev server's build child dates pages with: after an edit, no git, and the edit's time", async () => {
    const r = start();
    const options = {
      root: ROOT,
      contentDir: r.content,
      outDir: path.join(r.dir, 'out'),
      resident: true,
      log: () => {},
    };
    await buildSite(options);
    const file = path.join(r.content, ALEXANDRIA);
    appendFileSync(file, '# edited\n');
    const edited = new Date('2026-04-02T10:20:30Z');
    utimesSync(file, edited, edited);
    vi.mocked(execFileSync).mockClear();
    await buildSite(options);
    expect(gitRuns(r.content)).toEqual([]);
    const sitemap = readFileSync(path.join(r.dir, 'out/sitemap.xml'), 'utf8');
    const lastmod = (page: string) => new RegExp(`${page}</loc><lastmod>([^<]+)<`).exec(sitemap)?.[1];
    expect(lastmod('/locations/alexandria-va')).toBe('2026-04-02T10:20:30Z');
    expect(lastmod('/locations/capitol-hill-dc')).toBe(JAN);
    // A resident build makes the next one's folders in the background: done before the copy is removed.
    await prepareSkeleton(outputPaths(options.outDir));
  }, 60_000);

  it("leave git's index as it was, though a file's times no longer match it (git status would refresh it)", () => {
    const r = repo();
    const index = path.join(r.dir, '.git/index');
    const later = new Date(MAR);
    utimesSync(path.join(r.content, REVIEWS), later, later);
    const before = statSync(index, { bigint: true });
    committedDates(r.content);
    committedDates(r.content, true);
    const after = statSync(index, { bigint: true });
    expect([after.ino, after.mtimeNs, after.size]).toEqual([before.ino, before.mtimeNs, before.size]);
    // What this guards against, shown: git's own status rewrites it.
    git(r.dir, ['status', '--porcelain']);
    expect(statSync(index, { bigint: true }).mtimeNs).not.toBe(before.mtimeNs);
  });

  it('a file not in HEAD but in the history (removed by a commit) is left out once it is back, without git', () => {
    const r = start();
    const file = path.join(r.content, REVIEWS);
    const text = readFileSync(file);
    git(r.dir, ['rm', '-q', 'content/pages/reviews.yaml']);
    git(r.dir, ['commit', '-q', '-m', 'no reviews'], FEB);
    expect(resident(r.content).dates.get(REVIEWS)).toBe(Date.parse(FEB));
    writeFileSync(file, text);
    const { dates, runs } = resident(r.content);
    expect(runs).toEqual([]);
    expect(dates.has(REVIEWS)).toBe(false);
  });
});

// Issue #36: lastmod and dateModified have four-digit years; a commit made with a clock set past 9999
// gave +010000-01-01T00:00:00Z. The file is named instead; the last second of 9999 is still a date.
describe('dates at the end of year 9999', () => {
  it('a commit dated 9999-12-31T23:59:59Z dates its page; one a second later is a problem of its file', () => {
    const r = repo();
    appendFileSync(path.join(r.content, 'locations/alexandria-va.yaml'), '# edited\n');
    git(r.dir, ['commit', '-q', '-am', 'last second'], '@253402300799 +0000');
    expect(datesOf(r.content).dates['/locations/alexandria-va']).toBe('9999-12-31T23:59:59Z');
    appendFileSync(path.join(r.content, 'locations/alexandria-va.yaml'), '# again\n');
    git(r.dir, ['commit', '-q', '-am', 'year 10000'], '@253402300800 +0000');
    expect(() => datesOf(r.content)).toThrow(
      new ContentError([
        {
          file: 'content/locations/alexandria-va.yaml',
          message:
            "dated +010000-01-01T00:00:00Z by its last commit or modification time: expected a date from 0001-01-01 to 9999-12-31 (sitemaps write four-digit years); correct the commit's date or the file's, or set SOURCE_DATE_EPOCH",
        },
      ]),
    );
  });

  it('SOURCE_DATE_EPOCH at the last second of 9999 dates every page with it, in any time zone', () => {
    const r = repo();
    const before = process.env.TZ;
    process.env.TZ = 'Pacific/Kiritimati';
    try {
      const content = loadContent(r.content);
      const pages = buildRoutes(content).filter((p): p is SitePageRoute => p.kind === 'page');
      const dates = pageDates(r.content, content, pages, 253_402_300_799_000);
      expect(new Set(Object.values(dates))).toEqual(new Set(['9999-12-31T23:59:59Z']));
    } finally {
      if (before === undefined) delete process.env.TZ;
      else process.env.TZ = before;
    }
  });
});

describe('page dates outside git', () => {
  it('SOURCE_DATE_EPOCH gives every page that one date', () => {
    const r = repo();
    appendFileSync(path.join(r.content, 'locations/alexandria-va.yaml'), '# edited\n');
    process.env.SOURCE_DATE_EPOCH = String(Date.parse(MAR) / 1000);
    try {
      expect(changed(datesOf(r.content).dates, MAR)).toEqual([]);
    } finally {
      delete process.env.SOURCE_DATE_EPOCH;
    }
  });

  it('come from modification times, and reach the sitemap and the WebPage node', () => {
    tmp = copyContent('build-site-dates-');
    const old = new Date(JAN);
    for (const f of fg.sync('**/*', { cwd: tmp.content, dot: true })) utimesSync(path.join(tmp.content, f), old, old);
    const newer = new Date(FEB);
    utimesSync(path.join(tmp.content, 'locations/alexandria-va.yaml'), newer, newer);
    vi.mocked(execFileSync).mockClear();
    const { dates, content, pages } = datesOf(tmp.content);
    expect(changed(dates, JAN)).toEqual(['/locations/alexandria-va']);
    // No .git above the folder: git is not asked.
    expect(gitRuns(tmp.content)).toEqual([]);

    const canonical = pages.filter((p) => p.path === p.canonical && p.path !== '/404');
    const xml = sitemapXml(content.site, canonical, dates);
    const urls = [...xml.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><\/url>/g)];
    expect(urls).toHaveLength(canonical.length);
    expect(urls.find((u) => u[1].endsWith('/locations/alexandria-va'))?.[2]).toBe(FEB);

    const assets = { stylesheet: '/a.css', iconSprite: '/i.svg', lazyModules: {}, files: [], images: {} };
    const render = createPageRenderer(content, { assets, gtmContainerId: '', dates });
    const route = pages.find((p) => p.path === '/locations/alexandria-va')!;
    const [webPage] = jsonLdOfType<{ dateModified?: string }>(render(route).html, 'WebPage');
    expect(webPage.dateModified).toBe(FEB);
  });
});

/** A copy of content/ outside git with every file dated `date`. */
function oldCopy(date = JAN): string {
  tmp = copyContent('build-site-dates-');
  const old = new Date(date);
  for (const f of fg.sync('**/*', { cwd: tmp.content, dot: true })) utimesSync(path.join(tmp.content, f), old, old);
  return tmp.content;
}

describe('SOURCE_DATE_EPOCH', () => {
  afterEach(() => {
    delete process.env.SOURCE_DATE_EPOCH;
  });

  it('dates every canonical page at that second and leaves the alias paths out', () => {
    const content = oldCopy();
    process.env.SOURCE_DATE_EPOCH = '1764000000';
    const { dates, pages } = datesOf(content);
    const canonical = [...new Set(pages.map((p) => p.canonical))].sort();
    expect(Object.keys(dates).sort()).toEqual(canonical);
    expect(new Set(Object.values(dates))).toEqual(new Set(['2025-11-24T16:00:00Z']));
    expect(dates['/services/luxury-vinyl-plank']).toBeUndefined();
    expect(dates['/services/luxury-vinyl']).toBe('2025-11-24T16:00:00Z');
    process.env.SOURCE_DATE_EPOCH = '0';
    expect(datesOf(content).dates['/about']).toBe('1970-01-01T00:00:00Z');
  });

  it('set but empty gives no fixed date', () => {
    const content = oldCopy();
    process.env.SOURCE_DATE_EPOCH = '';
    expect(changed(datesOf(content).dates, JAN)).toEqual([]);
  });

  it.each(['17a', '-1', '1.5', ' 1', '1e9'])('that is not whole seconds (%j) is refused in one line', (value) => {
    const content = oldCopy();
    process.env.SOURCE_DATE_EPOCH = value;
    expect(() => datesOf(content)).toThrow(
      new UsageProblem(
        'SourceDateEpochInvalid',
        `SOURCE_DATE_EPOCH=${JSON.stringify(value)}: expected whole seconds since 1970-01-01 UTC, from 0 to 253402300799 (9999-12-31T23:59:59Z)`,
        PROBLEMS.SourceDateEpochInvalid.hint,
      ),
    );
  });
});

describe('page dates from modification times', () => {
  it('count whole seconds, so a page does not change with a file system that keeps less', () => {
    const content = oldCopy();
    const time = new Date('2026-04-02T10:20:30.999Z');
    utimesSync(path.join(content, 'pages/about.yaml'), time, time);
    const { dates } = datesOf(content);
    expect(dates['/about']).toBe('2026-04-02T10:20:30Z');
    expect(changed(dates, JAN)).toEqual(['/about']);
  });

  it('in a repository without a commit yet (git log fails there), for every file', () => {
    const content = oldCopy();
    git(path.dirname(content), ['init', '-q']);
    const { dates } = datesOf(content);
    expect(changed(dates, JAN)).toEqual([]);
  });

  it('below a .git git does not take as a repository: empty, HEAD only, or a .git file naming a folder that is gone', () => {
    const content = oldCopy();
    const dotGit = path.join(path.dirname(content), '.git');
    mkdirSync(dotGit);
    expect(changed(datesOf(content).dates, JAN)).toEqual([]);
    writeFileSync(path.join(dotGit, 'HEAD'), 'ref: refs/heads/main\n');
    expect(changed(datesOf(content).dates, JAN)).toEqual([]);
    rmSync(dotGit, { recursive: true });
    writeFileSync(dotGit, 'gitdir: /nowhere/.git/worktrees/x\n');
    expect(changed(datesOf(content).dates, JAN)).toEqual([]);
  });

  it('take the newest of the files a page is built from, one shared file moving every page', () => {
    const content = oldCopy();
    const feb = new Date(FEB);
    utimesSync(path.join(content, 'navigation.yaml'), feb, feb);
    const mar = new Date(MAR);
    utimesSync(path.join(content, 'pages/reviews.yaml'), mar, mar);
    const { dates } = datesOf(content);
    expect(dates['/reviews']).toBe(MAR);
    expect(changed(dates, FEB)).toEqual(['/reviews']);
  });

  it("in a process told what was edited (the dev server's build child): a time kept until its file is edited", () => {
    const content = oldCopy();
    const loaded = loadContent(content);
    const pages = buildRoutes(loaded).filter((r): r is SitePageRoute => r.kind === 'page');
    const about = path.join(content, 'pages/about.yaml');
    const dated = (options: Parameters<typeof pageDates>[4]) =>
      pageDates(content, loaded, pages, undefined, options)['/about'];
    expect(dated({ resident: true })).toBe(JAN);
    const feb = new Date(FEB);
    utimesSync(about, feb, feb);
    // Told of other edits only: the kept time, without a stat.
    expect(dated({ resident: true, changes: new Set([path.join(content, 'site.yaml')]) })).toBe(JAN);
    // Told of this one, told nothing, or not resident: the file's time now.
    expect(dated({ resident: true, changes: new Set([about]) })).toBe(FEB);
    const mar = new Date(MAR);
    utimesSync(about, mar, mar);
    expect(dated({ resident: true })).toBe(MAR);
    utimesSync(about, feb, feb);
    expect(dated({ changes: new Set() })).toBe(FEB);
    // Gone and told: no date of its own (site.yaml and the rest still date the page).
    rmSync(about);
    expect(dated({ resident: true, changes: new Set([about]) })).toBe(JAN);
  });

  it('a file a page names that is gone adds no date', () => {
    const content = oldCopy();
    const loaded = loadContent(content);
    const pages = buildRoutes(loaded).filter((r): r is SitePageRoute => r.kind === 'page');
    rmSync(path.join(content, 'pages/reviews.yaml'));
    const feb = new Date(FEB);
    utimesSync(path.join(content, 'site.yaml'), feb, feb);
    const dates = pageDates(content, loaded, pages);
    expect(dates['/reviews']).toBe(FEB);
  });

  it('come from the repository GIT_DIR names when the folder has no .git above it', () => {
    const content = oldCopy();
    const gitDir = mkdtempSync(path.join(os.tmpdir(), 'build-site-gitdir-'));
    const env = { GIT_DIR: gitDir, GIT_WORK_TREE: content };
    const saved = { GIT_DIR: process.env.GIT_DIR, GIT_WORK_TREE: process.env.GIT_WORK_TREE };
    try {
      Object.assign(process.env, env);
      git(content, ['init', '-q']);
      git(content, ['add', '-A']);
      git(content, ['commit', '-q', '-m', 'content'], MAR);
      const { dates } = datesOf(content);
      expect(changed(dates, MAR)).toEqual([]);
      // No .git to watch the index by: a process that builds again asks git every time.
      vi.mocked(execFileSync).mockClear();
      committedDates(content, true);
      appendFileSync(path.join(content, 'pages/reviews.yaml'), '# edited\n');
      expect(committedDates(content, true).has('pages/reviews.yaml')).toBe(false);
      expect(gitRuns(content).filter((run) => run === 'status')).toEqual(['status', 'status']);
    } finally {
      for (const [name, value] of Object.entries(saved))
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      rmSync(gitDir, { recursive: true, force: true });
    }
  });
});

describe('pageFiles', () => {
  const filesOf = (contentDir: string, pagePath: string, change?: (entry: Record<string, unknown>) => void) => {
    const content = loadContent(contentDir);
    const route = buildRoutes(content).find((r): r is SitePageRoute => r.kind === 'page' && r.path === pagePath)!;
    const entry = structuredClone(route.page.entry) as Record<string, unknown>;
    change?.(entry);
    const files = pageFiles({ ...route, page: { ...route.page, entry } } as SitePageRoute, content);
    const guides = files.filter((f) => f.startsWith('guides/'));
    return { files, others: files.filter((f) => !f.startsWith('guides/')), guides };
  };

  it("are a page's own file, the shared ones, the footer's three guides and what its kind shows", () => {
    const about = filesOf(CONTENT_DIR, '/about');
    expect(about.files.slice(0, 3)).toEqual(['pages/about.yaml', 'site.yaml', 'navigation.yaml']);
    expect(about.guides).toHaveLength(3);
    expect(about.others).toEqual([
      'pages/about.yaml',
      'site.yaml',
      'navigation.yaml',
      'projects/nationals-park-stadium-flooring.yaml',
      'projects/georgetown-retail-store.yaml',
      'projects/bethesda-kitchen-tile.yaml',
    ]);
    expect(filesOf(CONTENT_DIR, '/locations/alexandria-va').others).toEqual([
      'locations/alexandria-va.yaml',
      'site.yaml',
      'navigation.yaml',
      'pages/service-areas.yaml',
    ]);
    // A place a guide is about shows the guides section, whose words are in pages/guides.yaml.
    expect(filesOf(CONTENT_DIR, '/locations/washington-dc').others).toContain('pages/guides.yaml');
  });

  it("name a guide's own file with its .md extension, once though the footer lists it too", () => {
    const guide = filesOf(CONTENT_DIR, '/guides/hardwood-floor-installation-cost-dmv');
    expect(guide.files[0]).toBe('guides/hardwood-floor-installation-cost-dmv.md');
    expect(guide.files.filter((f) => f === 'guides/hardwood-floor-installation-cost-dmv.md')).toHaveLength(1);
    expect(guide.others).toEqual([
      'site.yaml',
      'navigation.yaml',
      'pages/guides.yaml',
      'services/hardwood-flooring.yaml',
      'locations/washington-dc.yaml',
      'locations/montgomery-county-md.yaml',
      'locations/fairfax-county-va.yaml',
    ]);
  });

  it('name each photo under media/ its entry holds, once, and no other value', () => {
    const { others } = filesOf(CONTENT_DIR, '/projects/georgetown-retail-store', (entry) => {
      entry.extra = { hero: 'media/oak floor.jpg', again: ['media/oak floor.jpg', 'media/a/b.webp'] };
      entry.notPhotos = ['placeholders/media/x.svg', 'see media/x.jpg', 'https://cdn.example/media/y.jpg', 'media/'];
      // A key is no photo; a quote inside a value is part of its name.
      entry.extra2 = { 'media/key.jpg': 'x', quoted: 'media/say "cheese".jpg' };
    });
    expect(others).toEqual([
      'projects/georgetown-retail-store.yaml',
      'site.yaml',
      'navigation.yaml',
      'media/oak floor.jpg',
      'media/a/b.webp',
      'media/say "cheese".jpg',
    ]);
  });
});
