// Guides (issue #25): the Markdown body (raw HTML escaped, refused links, heading ids, directives),
// front matter problems with the .md file's own lines, and drafts left out of `build`.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ContentError } from '../../generator/model/errors.ts';
import { guideDirectives } from '../../generator/model/guide-prices.ts';
import { renderMarkdown } from '../../generator/model/markdown.ts';
import { checkGuides } from '../../generator/pipeline/content/guides.ts';
import { loadContent, loadContentAndSources } from '../../generator/pipeline/content/load.ts';
import { buildRoutes } from '../../generator/pages/routes.ts';

const CONTENT = path.resolve(import.meta.dirname, '../../content');
const GUIDE_FILE = 'guides/hardwood-floor-installation-cost-dmv.md';

describe('renderMarkdown', () => {
  it('escapes raw HTML, so a body can never add a script or a handler', () => {
    const { html } = renderMarkdown('Hi <script>alert(1)</script>\n\n<img src=x onerror="alert(1)">\n');
    expect(html).not.toMatch(/<script|<img/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
  });

  it('refuses javascript:, data: and //host links with their line, leaving them as text', () => {
    const body = 'First line\n\n[a](javascript:alert(1)) and\n[b](//evil.example/x) [c](data:text/html,x)\n';
    const { html, problems } = renderMarkdown(body);
    expect(html).not.toContain('href');
    expect(problems.map((p) => p.line)).toEqual([3, 4, 4]);
    expect(problems[0].message).toMatch(/^link to "javascript:alert\(1\)": expected https:\/\//);
  });

  it('keeps web, mail, phone, site and anchor links, and lists the site links with their lines', () => {
    const body =
      '[a](https://example.com) [b](mailto:x@example.com)\n[c](tel:+12025550100) [d](/services#faq) [e](#top)\n';
    const { html, problems, siteLinks } = renderMarkdown(body);
    expect(problems).toEqual([]);
    expect(html.match(/href=/g)).toHaveLength(5);
    expect(siteLinks).toEqual([{ path: '/services#faq', line: 2 }]);
  });

  it('gives headings unique ids from their words and refuses an h1 and pictures', () => {
    const { html, problems } = renderMarkdown(
      '## Costs & Timing\n\n## Costs & timing\n\n### Café\n\n# Title\n\n![x](media/a.jpg)\n',
    );
    expect(html).toContain('<h2 id="costs-timing">');
    expect(html).toContain('<h2 id="costs-timing-2">');
    expect(html).toContain('<h3 id="cafe">');
    expect(problems.map((p) => p.line)).toEqual([7, 9]);
  });

  it('renders a fenced block named by a directive with it, and others as code', () => {
    const { html } = renderMarkdown('```prices hardwood\n```\n\n```\n<b>\n```\n', {
      prices: (arg) => `<table data-arg="${arg}"></table>`,
    });
    expect(html).toContain('<table data-arg="hardwood"></table>');
    expect(html).toContain('<pre><code>&lt;b&gt;');
  });
});

describe('the prices block', () => {
  const content = loadContent(CONTENT);
  const guide = { ...content.guides[0], services: ['hardwood-flooring', 'luxury-vinyl'] };
  const render = (body: string, g = guide) => renderMarkdown(body, guideDirectives(g, content));
  const cardOf = (slug: string, service: string) =>
    content.locations.find((l) => l.slug === slug)!.services.find((c) => c.serviceLink === `/services/${service}`)!;

  it("renders a table per service of each front matter location's starting price and duration", () => {
    const { html, problems } = render('Intro\n\n```prices\n```\n');
    expect(problems).toEqual([]);
    const words = content.pages.guides.article.prices;
    expect(html.match(/<table>/g)).toHaveLength(2);
    expect(html).toContain('<caption>Hardwood Flooring: starting prices and typical durations</caption>');
    expect(html).toContain(`<th scope="col">${words.startingPrice}</th>`);
    for (const slug of guide.locations) {
      const card = cardOf(slug, 'hardwood-flooring');
      expect(html).toContain(`<a href="/locations/${slug}">`);
      expect(html).toContain(
        `<td data-label="${words.startingPrice}">${card.startingPrice}</td><td data-label="${words.timeframe}">${card.timeframe}</td>`,
      );
    }
    expect(html).toContain(`>${cardOf(guide.locations[0], 'luxury-vinyl').startingPrice}</td>`);
  });

  it('quotes only the services its info string names', () => {
    const { html } = render('```prices luxury-vinyl\n```\n');
    expect(html.match(/<table>/g)).toHaveLength(1);
    expect(html).toContain('<caption>Luxury Vinyl');
  });

  it('skips a place without a card for the service, and refuses a block no place can fill', () => {
    // Adams Morgan quotes no laminate; Washington DC does.
    const g = { ...guide, services: ['laminate-flooring'], locations: ['adams-morgan-dc', 'washington-dc'] };
    const { html, problems } = render('```prices\n```\n', g);
    expect(problems).toEqual([]);
    expect(html).toContain('/locations/washington-dc');
    expect(html).not.toContain('/locations/adams-morgan-dc');
    const none = render('```prices\n```\n', { ...g, locations: ['adams-morgan-dc'] });
    expect(none.problems).toEqual([
      { line: 1, message: expect.stringMatching(/^no location of the guide quotes Laminate Flooring/) },
    ]);
  });

  it("refuses a service outside the front matter and a guide without locations, with the block's line", () => {
    expect(render('Text\n\n```prices carpet-installation\n```\n').problems).toEqual([
      { line: 3, message: expect.stringMatching(/^prices block names "carpet-installation": expected services/) },
    ]);
    expect(render('```prices\n```\n', { ...guide, locations: [] }).problems).toEqual([
      { line: 1, message: expect.stringMatching(/quotes the front matter's locations/) },
    ]);
  });

  it("is checked before the build writes anything, at the .md file's line", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'guides-'));
    try {
      cpSync(CONTENT, path.join(dir, 'content'), { recursive: true });
      const file = path.join(dir, 'content', GUIDE_FILE);
      const text = readFileSync(file, 'utf8').replace('```prices hardwood-flooring', '```prices tile-roofing');
      writeFileSync(file, text);
      const loaded = loadContentAndSources(path.join(dir, 'content'));
      const problems = checkGuides(loaded.content, loaded.sources, buildRoutes(loaded.content));
      const line = text.split('\n').indexOf('```prices tile-roofing') + 1;
      expect(problems.map((p) => `${p.file}:${p.line} ${p.field}`)).toEqual([`content/${GUIDE_FILE}:${line} body`]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('guide files', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });
  const copy = () => {
    dir = mkdtempSync(path.join(tmpdir(), 'guides-'));
    cpSync(CONTENT, path.join(dir, 'content'), { recursive: true });
    return path.join(dir, 'content');
  };
  const GUIDE = 'guides/hardwood-floor-installation-cost-dmv.md';
  const problems = (content: string): string[] => {
    try {
      loadContent(content);
    } catch (error) {
      if (error instanceof ContentError) return error.problems.map((p) => `${p.file}:${p.line} ${p.field}`);
      throw error;
    }
    return [];
  };

  it('reports a front matter field as file:line with the .md file’s own line', async () => {
    const content = copy();
    const file = path.join(content, GUIDE);
    const { readFileSync } = await import('node:fs');
    const text = readFileSync(file, 'utf8');
    writeFileSync(file, text.replace('published: 2026-11-24', 'published: last week'));
    const line = text.split('\n').findIndex((l) => l.startsWith('published:')) + 1;
    expect(problems(content)).toEqual([`content/${GUIDE}:${line} published`]);
  });

  it('leaves a draft out unless drafts are asked for (build-site dev)', () => {
    const content = copy();
    writeFileSync(
      path.join(content, 'guides/a-draft.md'),
      '---\ntitle: A draft\ndescription: Not yet.\npublished: 2026-11-25\nupdated: 2026-11-25\nauthor: Someone\nhero: { src: placeholders/hardwood.svg, alt: Boards }\ndraft: true\n---\nBody.\n',
    );
    expect(loadContent(content).guides.map((g) => g.slug)).not.toContain('a-draft');
    expect(loadContent(content, { drafts: true }).guides.map((g) => g.slug)).toContain('a-draft');
  });
});
