// The guides' Atom feed (dist/guides/feed.xml, generator/pipeline/write/feed.ts): valid against
// RFC 4287's schema (tests/fixtures/atom.rng, checked with libxml2's xmllint compiled to WebAssembly,
// the xmllint-wasm package: nothing to install on the machine), one entry per published guide,
// newest first, and linked from every page's head.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { loadContent } from '../../generator/pipeline/content/load.ts';
import { ROOT, all, attr, parseHtml } from '../fixtures/html.ts';
import { DIST } from '../fixtures/dist.ts';

const SCHEMA = path.join(ROOT, 'tests/fixtures/atom.rng');
const FEED = path.join(DIST, 'guides/feed.xml');
const content = loadContent(path.join(ROOT, 'content'));

/** xmllint's verdict on `xml` against the Atom schema (xmllint --noout --relaxng): valid, and its messages. */
async function validate(xml: string, name: string): Promise<{ valid: boolean; messages: string }> {
  const result = await validateXML({
    xml: { fileName: name, contents: xml },
    schema: { fileName: 'atom.rng', contents: readFileSync(SCHEMA, 'utf8') },
    extension: 'relaxng',
  });
  return { valid: result.valid, messages: result.rawOutput };
}

describe('the guides feed', () => {
  const feed = readFileSync(FEED, 'utf8');

  it('is valid Atom (RFC 4287)', async () => {
    const result = await validate(feed, 'feed.xml');
    expect(result.messages).toBe('feed.xml validates\n');
    expect(result.valid).toBe(true);
  });

  it.each([
    ['without an entry id', (xml: string) => xml.replace(/(<entry>\s*)<id>[^<]*<\/id>/, '$1')],
    [
      'with a date that is not a date-time',
      (xml: string) => xml.replace(/<updated>(\d{4}-\d\d-\d\d)T[^<]*</, '<updated>$1<'),
    ],
    ['without the feed title', (xml: string) => xml.replace(/\n {2}<title>[^<]*<\/title>/, '')],
  ])('is refused by the schema %s', async (_name, edit) => {
    const broken = edit(feed);
    expect(broken).not.toBe(feed);
    const result = await validate(broken, 'broken.xml');
    expect(result.valid).toBe(false);
    expect(result.messages).toMatch(/broken\.xml:\d+: .*Relax-NG validity error/);
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
