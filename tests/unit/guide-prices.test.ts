// A guide's ```prices``` block (generator/model/guide-prices.ts) on stand-in content: the table written
// out whole, each character the escape handles in every value it writes, the info string's services
// split on any whitespace, and each refusal with its message and line, the block then left empty.
import { describe, expect, it } from 'vitest';
import type { Content } from '../../generator/model/content.ts';
import { guideDirectives, PRICES_DIRECTIVE } from '../../generator/model/guide-prices.ts';
import type { MarkdownProblem } from '../../generator/model/markdown.ts';
import type { Guide } from '../../generator/model/schema/index.ts';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { renderMarkdown } from '../../generator/model/markdown.ts';
import { checkGuides } from '../../generator/pipeline/content/guide-checks.ts';
import { loadContent, loadContentAndSources } from '../../generator/pipeline/content/load.ts';
import { buildRoutes } from '../../generator/pages/routes.ts';

const card = (service: string, startingPrice: string, timeframe: string) => ({
  serviceLink: `/services/${service}`,
  startingPrice,
  timeframe,
});

/** Three places (a neighbourhood carries its district) and two services, with the guide list's words. */
const CONTENT = {
  pages: {
    guides: {
      article: {
        prices: {
          caption: '{service}: starting prices',
          location: 'Where',
          startingPrice: 'From',
          timeframe: 'Takes',
        },
      },
    },
  },
  services: [
    { slug: 'hardwood-flooring', name: 'Hardwood' },
    { slug: 'carpet', name: 'Carpet' },
  ],
  locations: [
    {
      slug: 'georgetown-dc',
      kind: 'neighborhood',
      name: 'Georgetown',
      region: 'DC',
      services: [card('hardwood-flooring', '$8/sq ft', '2 days'), card('carpet', '$3/sq ft', '1 day')],
    },
    {
      slug: 'arlington-va',
      kind: 'county',
      name: 'Arlington',
      region: 'VA',
      services: [card('hardwood-flooring', '$9/sq ft', '3 days')],
    },
    { slug: 'elsewhere', kind: 'city', name: 'Elsewhere', region: 'MD', services: [] },
  ],
} as unknown as Content;

const GUIDE = { services: ['hardwood-flooring', 'carpet'], locations: ['georgetown-dc', 'arlington-va'] } as Guide;

function prices(argument: string, guide: Partial<Guide> = {}, content: Content = CONTENT) {
  const problems: MarkdownProblem[] = [];
  const directive = guideDirectives({ ...GUIDE, ...guide } as Guide, content)[PRICES_DIRECTIVE];
  return { html: directive(argument, 7, problems), problems };
}

const HARDWOOD = [
  '<div class="guide-prices">',
  '<table>',
  '<caption>Hardwood: starting prices</caption>',
  '<thead><tr><th scope="col">Where</th><th scope="col">From</th><th scope="col">Takes</th></tr></thead>',
  '<tbody>' +
    '<tr><th scope="row"><a href="/locations/georgetown-dc">Georgetown, DC</a></th><td data-label="From">$8/sq ft</td><td data-label="Takes">2 days</td></tr>' +
    '<tr><th scope="row"><a href="/locations/arlington-va">Arlington</a></th><td data-label="From">$9/sq ft</td><td data-label="Takes">3 days</td></tr>' +
    '</tbody>',
  '</table>',
  '</div>',
  '',
].join('\n');

const CARPET = [
  '<div class="guide-prices">',
  '<table>',
  '<caption>Carpet: starting prices</caption>',
  '<thead><tr><th scope="col">Where</th><th scope="col">From</th><th scope="col">Takes</th></tr></thead>',
  '<tbody><tr><th scope="row"><a href="/locations/georgetown-dc">Georgetown, DC</a></th><td data-label="From">$3/sq ft</td><td data-label="Takes">1 day</td></tr></tbody>',
  '</table>',
  '</div>',
  '',
].join('\n');

// The same block on the shipped content, and its line in the .md file through checkGuides.
const CONTENT_DIR = path.resolve(import.meta.dirname, '../../content');
const GUIDE_FILE = 'guides/hardwood-floor-installation-cost-dmv.md';

describe('the prices block', () => {
  it('writes a table per service of the front matter, in its order, a row per place quoting it', () => {
    expect(prices('')).toEqual({ html: HARDWOOD + CARPET, problems: [] });
    expect(prices('', { services: ['carpet', 'hardwood-flooring'] }).html).toBe(CARPET + HARDWOOD);
  });

  it('quotes the services its info string names, split on any whitespace, in the order named', () => {
    expect(prices('carpet').html).toBe(CARPET);
    expect(prices('  carpet \t hardwood-flooring ').html).toBe(CARPET + HARDWOOD);
    expect(prices('carpet\thardwood-flooring').html).toBe(CARPET + HARDWOOD);
  });

  it('escapes &, <, > and " in every value it writes', () => {
    const raw = 'A&B<C>"D"';
    const escaped = 'A&amp;B&lt;C&gt;&quot;D&quot;';
    const content = {
      ...CONTENT,
      pages: {
        guides: {
          article: { prices: { caption: `{service} ${raw}`, location: raw, startingPrice: raw, timeframe: raw } },
        },
      },
      services: [{ slug: 'carpet', name: raw }],
      locations: [{ slug: 'p', kind: 'neighborhood', name: raw, region: raw, services: [card('carpet', raw, raw)] }],
    } as unknown as Content;
    expect(prices('', { services: ['carpet'], locations: ['p'] }, content).html).toBe(
      [
        '<div class="guide-prices">',
        '<table>',
        `<caption>${escaped} ${escaped}</caption>`,
        `<thead><tr><th scope="col">${escaped}</th><th scope="col">${escaped}</th><th scope="col">${escaped}</th></tr></thead>`,
        `<tbody><tr><th scope="row"><a href="/locations/p">${escaped}, ${escaped}</a></th><td data-label="${escaped}">${escaped}</td><td data-label="${escaped}">${escaped}</td></tr></tbody>`,
        '</table>',
        '</div>',
        '',
      ].join('\n'),
    );
  });

  it('refuses services outside the front matter, naming each and the ones it has, and writes nothing', () => {
    expect(prices('carpet tile stairs')).toEqual({
      html: '',
      problems: [
        {
          line: 7,
          message:
            'prices block names "tile", "stairs": expected services of the guide\'s front matter (hardwood-flooring, carpet)',
        },
      ],
    });
    expect(prices('tile', { services: [] })).toEqual({
      html: '',
      problems: [
        { line: 7, message: 'prices block names "tile": expected services of the guide\'s front matter (none listed)' },
      ],
    });
  });

  it('refuses a guide without places or without services, and writes nothing', () => {
    expect(prices('', { locations: [] })).toEqual({
      html: '',
      problems: [{ line: 7, message: "a prices block quotes the front matter's locations: expected at least one" }],
    });
    expect(prices('', { locations: ['nowhere'] }).problems).toEqual([
      { line: 7, message: "a prices block quotes the front matter's locations: expected at least one" },
    ]);
    expect(prices('', { services: [] })).toEqual({
      html: '',
      problems: [{ line: 7, message: "a prices block quotes the front matter's services: expected at least one" }],
    });
  });

  it('refuses a service no place quotes, and still writes the tables of the others', () => {
    expect(prices('', { locations: ['arlington-va', 'elsewhere'] })).toEqual({
      html: HARDWOOD.replace(/<tr><th scope="row"><a href="\/locations\/georgetown-dc">.*?<\/tr>/, ''),
      problems: [
        {
          line: 7,
          message:
            'no location of the guide quotes Carpet: expected a location whose service cards link to /services/carpet',
        },
      ],
    });
  });

  it('quotes a service named in the front matter but not in the content as no table', () => {
    expect(prices('', { services: ['carpet', 'retired-service'] })).toEqual({ html: CARPET, problems: [] });
  });
});

describe('the prices block', () => {
  const content = loadContent(CONTENT_DIR);
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
      cpSync(CONTENT_DIR, path.join(dir, 'content'), { recursive: true });
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
