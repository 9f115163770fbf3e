// When each page last changed: the newest date of the files it is built from (its own content
// file, site.yaml and navigation.yaml, the files its kind says it shows, the photos its entry
// names). A file's date is its newest commit when the content folder is in a git repository and
// the file is committed and unmodified (committed-dates.ts); otherwise (no git, a new or edited
// file) its modification time, since an edit is newer than its last commit.
import { statSync } from 'node:fs';
import path from 'node:path';
import type { Content } from '../../model/content.ts';
import { shownInstant, sourceDateEpoch, w3cDateTime } from '../../model/dates.ts';
import { ContentError, type ContentProblem } from '../../model/errors.ts';
import { problemMessage } from '../../model/problems.ts';
import { footerGuides } from '../../model/guide-order.ts';
import { guideFile } from '../../model/routes.ts';
import { stringLeavesWhere } from '../../model/string-leaves.ts';
import { kindOf, type SitePageRoute } from '../../pages/table.ts';
import { committedDates } from './committed-dates.ts';

const SHARED = ['site.yaml', 'navigation.yaml'];

/** An owner's photo (media/...), whose file dates the pages that show it. */
const isPhoto = (value: string) => value.startsWith('media/') && value.length > 'media/'.length;

/** The files a page is built from, relative to the content folder. */
export function pageFiles(route: SitePageRoute, content: Content): string[] {
  const kind = kindOf(route.page);
  const entry = route.page.entry;
  const source = kind.source;
  const own =
    'page' in source
      ? source.file
      : `${source.collection}/${(entry as { slug: string }).slug}${source.markdown ? '.md' : '.yaml'}`;
  const photos = stringLeavesWhere(entry, isPhoto).map(({ value }) => value);
  return [
    ...new Set([
      own,
      ...SHARED,
      // Every footer lists the newest guides' titles.
      ...footerGuides(content).map(guideFile),
      ...(kind.shows?.(entry, content) ?? []),
      ...photos,
    ]),
  ];
}

/** A resident process's modification times of the files it dated, by content folder and file (pageDates). */
const residentTimes = new Map<string, Map<string, number>>();

/** A process that builds again (BuildOptions.resident, .changes). */
export interface Residence {
  /** See committedDates (committed-dates.ts); its modification times are kept too. */
  resident?: boolean;
  /** The files edited since its last build: any other kept time is taken without a stat. */
  changes?: ReadonlySet<string>;
}

/**
 * Each page's last change as a W3C date-time in UTC (sitemap lastmod, JSON-LD dateModified), by
 * canonical path. `fixed` (SOURCE_DATE_EPOCH, in ms) gives every page that one date. A file dated
 * outside years 0001 to 9999 (a commit made with a wrong clock) is a problem of that file: the
 * date could not be written with a four-digit year.
 */
export function pageDates(
  contentDir: string,
  content: Content,
  pages: SitePageRoute[],
  fixed = sourceDateEpoch(process.env.SOURCE_DATE_EPOCH),
  { resident = false, changes }: Residence = {},
): Record<string, string> {
  const canonical = pages.filter((p) => p.path === p.canonical);
  if (fixed !== undefined) {
    const date = w3cDateTime(fixed) as string;
    return Object.fromEntries(canonical.map((p) => [p.canonical, date]));
  }
  const committed = committedDates(contentDir, resident);
  let times = resident ? residentTimes.get(contentDir) : undefined;
  if (resident && !times) {
    times = new Map();
    residentTimes.set(contentDir, times);
  }
  // By file: pages share most of their files (site.yaml, the footer's guides), each dated and checked once.
  const fileDates = new Map<string, number>();
  const problems = new Map<string, ContentProblem>();
  const dateOf = (file: string): number => {
    const known = fileDates.get(file);
    // Stryker disable next-line ConditionalExpression: equivalent, the memo only saves work: a file dates the same again.
    if (known !== undefined) return known;
    let time = committed.get(file);
    if (time === undefined) {
      const at = path.join(contentDir, file);
      // Not edited since this process dated it: the watcher would have said (a dev reload stat'ed 100 files).
      time = changes && !changes.has(at) ? times?.get(file) : undefined;
      if (time === undefined) {
        time = 0;
        try {
          time = Math.floor(statSync(at).mtimeMs / 1000) * 1000;
        } catch {
          // A file the page names but that is not there (checked elsewhere): it adds no date.
        }
        times?.set(file, time);
      }
    }
    if (w3cDateTime(time) === undefined) {
      problems.set(file, {
        file: path.join(path.basename(contentDir), file),
        message: problemMessage('PageDateOutOfRange', shownInstant(time)),
      });
      time = Number.NEGATIVE_INFINITY;
    }
    // Stryker disable next-line CallExpression: equivalent, as above.
    fileDates.set(file, time);
    return time;
  };
  const dates: Record<string, string> = {};
  for (const route of canonical) {
    if (dates[route.canonical]) continue;
    dates[route.canonical] = w3cDateTime(Math.max(...pageFiles(route, content).map(dateOf))) ?? '';
  }
  if (problems.size > 0) throw new ContentError([...problems.values()]);
  return dates;
}
