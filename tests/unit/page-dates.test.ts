// True dates (generator/pipeline/content/page-dates.ts): each page's sitemap lastmod and WebPage
// dateModified is the newest commit of the files it is built from, on a temp git repository holding
// a copy of content/; edited or uncommitted files and folders outside git count by modification time.
import { execFileSync } from 'node:child_process';
import { appendFileSync, utimesSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Content } from '../../generator/model/content.ts';
import { ContentError } from '../../generator/model/errors.ts';
import { loadContent } from '../../generator/pipeline/content/load.ts';
import { pageDates } from '../../generator/pipeline/content/page-dates.ts';
import { createPageRenderer } from '../../generator/pipeline/render/render.tsx';
import { sitemapXml } from '../../generator/pipeline/write/site-files.ts';
import { buildRoutes } from '../../generator/pages/routes.ts';
import type { SitePageRoute } from '../../generator/pages/table.ts';
import { copyContent, jsonLdOfType, type TempContent } from '../fixtures/html.ts';

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

function datesOf(contentDir: string): { dates: Record<string, string>; content: Content; pages: SitePageRoute[] } {
  const content = loadContent(contentDir);
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
