// Write: the guides' Atom feed (RFC 4287) at /guides/feed.xml, newest first. Each entry is the
// article's canonical URL (its id and link), title, summary (the description) and dates; the body
// stays on the page. Front matter dates are days: an entry's time is midnight UTC of that day.
import type { Content } from '../../model/content.ts';
import { GUIDES_FEED_PATH, GUIDES_PATH, guidePath } from '../../model/routes.ts';
import { escapeHtml } from './site-files.ts';

const dayTime = (date: string) => `${date}T00:00:00Z`;

/**
 * `listDate`: the /guides page's last change (generator/pipeline/content/page-dates.ts), the feed's
 * updated time when there is no guide to take it from.
 */
export function guidesFeed(content: Content, listDate: string): string {
  const { site, guides } = content;
  const words = content.pages.guides;
  const url = (p: string) => escapeHtml(site.baseUrl + p);
  const newest = guides.reduce<string | undefined>((max, g) => (max && max > g.updated ? max : g.updated), undefined);
  const entries = guides.map((g) =>
    [
      '  <entry>',
      `    <id>${url(guidePath(g))}</id>`,
      `    <title>${escapeHtml(g.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${url(guidePath(g))}"/>`,
      `    <published>${dayTime(g.published)}</published>`,
      `    <updated>${dayTime(g.updated)}</updated>`,
      `    <author><name>${escapeHtml(g.author)}</name></author>`,
      `    <summary>${escapeHtml(g.description)}</summary>`,
      '  </entry>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeHtml(site.locale)}">`,
    `  <id>${url(GUIDES_FEED_PATH)}</id>`,
    `  <title>${escapeHtml(words.feed.title)}</title>`,
    `  <subtitle>${escapeHtml(words.hero.text)}</subtitle>`,
    `  <updated>${newest ? dayTime(newest) : listDate}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${url(GUIDES_FEED_PATH)}"/>`,
    `  <link rel="alternate" type="text/html" href="${url(GUIDES_PATH)}"/>`,
    `  <author><name>${escapeHtml(site.brand)}</name><uri>${url('/')}</uri></author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
