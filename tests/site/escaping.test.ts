// Content is text, never markup: script-like strings in a location's SEO
// description and heading and in a review come out escaped in HTML and
// attributes, and JSON-LD still parses back to the original string.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../generator/pipeline/build.ts';
import {
  ROOT,
  all,
  attr,
  copyContent,
  islandProps,
  jsonLdBlocks,
  jsonLdOfType,
  one,
  parseHtml,
  readRoute,
  text,
  type TempContent,
} from '../fixtures/html.ts';
import type { ReviewsProps } from '../../client/islands/Reviews.tsx';

const PAYLOAD = 'Tom & "Jerry\'s" <script>alert(1)</script> </script><script>alert(2)</script>';
const DESCRIPTION = `${PAYLOAD} Flooring for Georgetown rowhouses.`;
const HEADING = `Georgetown ${PAYLOAD}`;
const REVIEW = `Great crew. ${PAYLOAD}`;
const ESCAPED = '&lt;script&gt;alert(1)&lt;/script&gt; &lt;/script&gt;&lt;script&gt;alert(2)&lt;/script&gt;';

let tmp: TempContent;
let outDir: string;

function edit(rel: string, pattern: RegExp, replacement: string) {
  const file = path.join(tmp.content, rel);
  const before = readFileSync(file, 'utf8');
  const after = before.replace(pattern, replacement);
  expect(after, `${rel}: ${pattern} matched nothing`).not.toBe(before);
  writeFileSync(file, after);
}

beforeAll(async () => {
  tmp = copyContent('build-site-escape-');
  // JSON strings are valid YAML double-quoted scalars.
  edit(
    'locations/georgetown-dc.yaml',
    /^ {2}description: >-\n(?: {4}.*\n)+/m,
    `  description: ${JSON.stringify(DESCRIPTION)}\n`,
  );
  edit(
    'locations/georgetown-dc.yaml',
    /^ {2}heading: Flooring Installation in Georgetown$/m,
    `  heading: ${JSON.stringify(HEADING)}`,
  );
  // The first review, dated newest so it is among the 12 rendered.
  edit(
    'pages/reviews.yaml',
    /^( {4}date: ).*\n((?: {4}.*\n)*?) {4}text: >-\n(?: {6}.*\n)+/m,
    `$1December 2099\n$2    text: ${JSON.stringify(REVIEW)}\n`,
  );
  outDir = path.join(tmp.dir, 'out');
  await buildSite({ root: ROOT, contentDir: tmp.content, outDir });
});

afterAll(() => tmp?.cleanup());

describe('script-like content', () => {
  it('never appears as raw markup in any built file', () => {
    const files = fg.sync('**/*.{html,xml,txt}', { cwd: outDir });
    expect(files.length).toBeGreaterThan(50);
    for (const f of files) {
      const source = readFileSync(path.join(outDir, f), 'utf8');
      expect(source, f).not.toContain('</script><script>alert');
      expect(source, f).not.toContain('<script>alert');
    }
  });

  it('is escaped text in the location heading', () => {
    const html = readRoute(outDir, '/locations/georgetown-dc');
    expect(html).toContain(`<h1 id="page-title">Georgetown Tom &amp; `);
    expect(html).toContain(ESCAPED);
    expect(text(one(parseHtml(html), 'h1'))).toBe(HEADING);
  });

  it('is an escaped attribute value in the description, Open Graph and Twitter tags', () => {
    const root = parseHtml(readRoute(outDir, '/locations/georgetown-dc'));
    const metas = all(root, 'meta').filter((m) =>
      ['description', 'og:description', 'twitter:description'].includes(attr(m, 'name') ?? attr(m, 'property') ?? ''),
    );
    expect(metas).toHaveLength(3);
    for (const m of metas) expect(attr(m, 'content')).toBe(DESCRIPTION);
  });

  it('keeps every JSON-LD block parseable, holding the original string', () => {
    const html = readRoute(outDir, '/locations/georgetown-dc');
    const bodies = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(bodies.length).toBeGreaterThan(0);
    for (const body of bodies) expect(body).not.toMatch(/[<>]/);
    const [webPage] = jsonLdOfType<{ description: string }>(html, 'WebPage');
    expect(webPage.description).toBe(DESCRIPTION);
    for (const route of ['/reviews', '/service-areas'])
      expect(() => jsonLdBlocks(readRoute(outDir, route))).not.toThrow();
  });

  it('is escaped in the rendered review and round-trips through the island props', () => {
    const html = readRoute(outDir, '/reviews');
    const root = parseHtml(html);
    const [props] = islandProps<ReviewsProps>(root, 'reviews');
    expect(props.reviews.filter((r) => r.text === REVIEW)).toHaveLength(1);
    const rendered = all(root, 'li.review-card .review-text').map(text);
    expect(rendered[0]).toBe(REVIEW);
    expect(html).toContain(ESCAPED);
  });
});
