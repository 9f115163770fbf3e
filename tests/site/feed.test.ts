// The guides' Atom feed (dist/guides/feed.xml, generator/pipeline/write/feed.ts): valid against
// RFC 4287's schema (tests/fixtures/atom.rng, checked with xmllint from libxml2-utils), one entry
// per published guide, newest first, and linked from every page's head.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { afterAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../generator/pipeline/content/load.ts';
import { ROOT, all, attr, parseHtml, tempDir } from '../fixtures/html.ts';
import { DIST } from '../fixtures/dist.ts';

const SCHEMA = path.join(ROOT, 'tests/fixtures/atom.rng');
const FEED = path.join(DIST, 'guides/feed.xml');
const content = loadContent(path.join(ROOT, 'content'));
const tmp = tempDir('build-site-feed-');
afterAll(() => tmp.cleanup());

/** xmllint's verdict on `xml` against the Atom schema: its exit status and messages. */
function validate(xml: string, name: string): { status: number | null; messages: string } {
  const file = path.join(tmp.dir, name);
  writeFileSync(file, xml);
  const run = spawnSync('xmllint', ['--noout', '--relaxng', SCHEMA, file], { encoding: 'utf8' });
  if (run.error) throw new Error(`xmllint did not run (install libxml2-utils): ${run.error.message}`);
  return { status: run.status, messages: run.stderr };
}

describe('the guides feed', () => {
  const feed = readFileSync(FEED, 'utf8');

  it('is valid Atom (RFC 4287)', () => {
    const result = validate(feed, 'feed.xml');
    expect(result.messages).toContain('validates');
    expect(result.status).toBe(0);
  });

  it.each([
    ['without an entry id', (xml: string) => xml.replace(/(<entry>\s*)<id>[^<]*<\/id>/, '$1')],
    [
      'with a date that is not a date-time',
      (xml: string) => xml.replace(/<updated>(\d{4}-\d\d-\d\d)T[^<]*</, '<updated>$1<'),
    ],
    ['without the feed title', (xml: string) => xml.replace(/\n {2}<title>[^<]*<\/title>/, '')],
  ])('is refused by the schema %s', (_name, edit) => {
    const broken = edit(feed);
    expect(broken).not.toBe(feed);
    expect(validate(broken, 'broken.xml').status).not.toBe(0);
  });

  it('has one entry per published guide, newest first, with its canonical URL, dates and summary', () => {
    const { site, guides } = content;
    expect(guides.length).toBeGreaterThan(0);
    const entries = [...feed.matchAll(/<entry>([\s\S]*?)<\/entry>/g)].map((m) => m[1]);
    expect(entries).toHaveLength(guides.length);
    guides.forEach((g, i) => {
      const url = `${site.baseUrl}/guides/${g.slug}`;
      expect(entries[i]).toContain(`<id>${url}</id>`);
      expect(entries[i]).toContain(`<link rel="alternate" type="text/html" href="${url}"/>`);
      expect(entries[i]).toContain(`<published>${g.published}T00:00:00Z</published>`);
      expect(entries[i]).toContain(`<updated>${g.updated}T00:00:00Z</updated>`);
      expect(entries[i]).toContain('<summary>');
    });
    expect(feed).toContain(`<link rel="self" type="application/atom+xml" href="${site.baseUrl}/guides/feed.xml"/>`);
    const newest = guides
      .map((g) => g.updated)
      .sort()
      .at(-1);
    expect(feed).toMatch(
      new RegExp(`<title>[^<]+</title>\\n {2}<subtitle>[^<]*</subtitle>\\n {2}<updated>${newest}T00:00:00Z</updated>`),
    );
  });

  it('is linked from the head of every page, and served as Atom by the headers', () => {
    const pages = fg.sync('**/*.html', { cwd: DIST });
    expect(pages.length).toBeGreaterThan(40);
    for (const file of pages) {
      const html = readFileSync(path.join(DIST, file), 'utf8');
      if (html.includes('http-equiv="refresh"')) continue;
      const feeds = all(parseHtml(html), 'head link[rel="alternate"][type="application/atom+xml"]');
      expect(
        feeds.map((l) => [attr(l, 'href'), attr(l, 'title')]),
        file,
      ).toEqual([['/guides/feed.xml', content.pages.guides.feed.title]]);
    }
    expect(readFileSync(path.join(DIST, '_headers'), 'utf8')).toContain(
      '/guides/feed.xml\n  Content-Type: application/atom+xml; charset=utf-8',
    );
  });
});
