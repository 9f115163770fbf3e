// checkSite over the run's build (dist/): every page is valid HTML
// (html-validate), every local href/src/poster resolves to a file of the built
// site, and share images, media URLs and the JSON-LD graph have no problem.
// One pass over every page serves all of these (it is the slowest check).
import { beforeAll, describe, expect, it } from 'vitest';
import { checkSite, type CheckResult } from '../../generator/cli/check.ts';
import { formatHtmlMessage } from '../../generator/cli/report.ts';
import { DIST } from '../fixtures/dist.ts';

let result: CheckResult;

beforeAll(async () => {
  result = await checkSite(DIST);
});

describe('checkSite on the built site', () => {
  it('checks every HTML file (51 pages and 12 redirect stubs)', () => {
    expect(result.pages).toBe(63);
  });

  it('reports no invalid pages', () => {
    const report = result.invalidPages
      .map((p) => `${p.file}:\n  ${p.messages.map(formatHtmlMessage).join('\n  ')}`)
      .join('\n');
    expect(result.invalidPages, report).toEqual([]);
  });

  it('reports no broken local links', () => {
    const byUrl = new Map<string, string[]>();
    for (const l of result.brokenLinks) byUrl.set(l.url, [...(byUrl.get(l.url) ?? []), l.file]);
    const report = [...byUrl].map(([url, files]) => `${url} (${files.length} pages, e.g. ${files[0]})`).join('\n');
    expect(result.brokenLinks, `broken local links:\n${report}`).toEqual([]);
  });

  // The clean counterpart of crawlers.test.ts's "build-site check" cases, which break a copy of the site.
  it('finds no share-image, media-URL or JSON-LD problems on the built site', () => {
    expect(result.shareImageProblems).toEqual([]);
    expect(result.mediaProblems).toEqual([]);
    expect(result.graphConflicts).toEqual([]);
  });
});
