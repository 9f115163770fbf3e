// Render workers get the content unit by unit (generator/pipeline/render/content-units.ts) and
// deserialize a unit only when a page reads it, through the read tracker's proxies: every page
// must render exactly as from the whole content, reading the same units, while a page
// deserializes only the units it reads and the worker keeps at most KEPT_UNITS of them.
import { isDeepStrictEqual } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Content } from '../../generator/model/content.ts';
import { buildRoutes } from '../../generator/pages/routes.ts';
import type { SitePageRoute } from '../../generator/pages/table.ts';
import { loadContent } from '../../generator/pipeline/content/load.ts';
import { ContentUnits, KEPT_UNITS, packContent } from '../../generator/pipeline/render/content-units.ts';
import { createTrackedRenderer } from '../../generator/pipeline/render/read-tracker.ts';
import type { RenderInputs } from '../../generator/pipeline/render/render.tsx';
import { CONTENT } from '../fixtures/html.ts';

let content: Content;
let pages: SitePageRoute[];
let inputs: RenderInputs;

beforeAll(() => {
  content = loadContent(CONTENT);
  pages = buildRoutes(content).filter((r): r is SitePageRoute => r.kind === 'page');
  inputs = {
    assets: { stylesheet: '/assets/site.css', iconSprite: '/assets/icons.svg', lazyModules: {}, files: [], images: {} },
    gtmContainerId: content.site.analytics.gtmContainerId,
    scriptDigest: 'test',
  };
});

const lazyRenderer = () => {
  const units = new ContentUnits(packContent(content, pages));
  return { units, render: createTrackedRenderer(units.outline(), inputs, (unit) => units.unit(unit)) };
};

describe('content by units', () => {
  it('every page renders as from the whole content, reading the same units, with at most KEPT_UNITS kept', () => {
    const whole = createTrackedRenderer(content, inputs);
    const { units, render } = lazyRenderer();
    expect(pages.length).toBeGreaterThan(40);
    pages.forEach((route, i) => {
      const lazy = render(units.route(i));
      const full = whole(route);
      expect(lazy.html, route.path).toBe(full.html);
      expect(lazy.reads, route.path).toEqual(full.reads);
      expect(units.keptCount).toBeLessThanOrEqual(KEPT_UNITS);
    });
  });

  it('every unit and route reads back exactly as it was: the content is JSON data (no undefined, dates or maps)', () => {
    const units = new ContentUnits(packContent(content, pages));
    const changed = [
      ...Object.entries(content).flatMap(([key, value]) =>
        Array.isArray(value)
          ? value.map((entry, i) => [`${key}.${i}`, entry] as const)
          : key === 'pages'
            ? Object.entries(value as object).map(([page, data]) => [`pages.${page}`, data] as const)
            : [[key, value] as const],
      ),
    ]
      .filter(([name, value]) => !isDeepStrictEqual(units.unit(name), value))
      .map(([name]) => name);
    changed.push(...pages.flatMap((route, i) => (isDeepStrictEqual(units.route(i), route) ? [] : [route.path])));
    expect(changed).toEqual([]);
    // A value JSON cannot carry would be caught: a field left undefined reads back without it.
    const odd = new ContentUnits(
      packContent({ ...content, site: { ...content.site, tagline: undefined } } as never, []),
    );
    expect(isDeepStrictEqual(odd.unit('site'), { ...content.site, tagline: undefined })).toBe(false);
  });

  it('a location page deserializes only the units it reads: its own entry, not the other locations', () => {
    const { units, render } = lazyRenderer();
    const at = pages.findIndex((r) => r.page.type === 'location');
    const page = render(units.route(at));
    const data = page.reads.filter((unit) => !unit.endsWith('#n'));
    // The route, its entry (the unit it refers to), then each unit the page read, once each.
    expect(data).not.toContain(`locations.${content.locations.indexOf(pages[at].page.entry as never)}`);
    expect(units.loads).toBe(data.length + 2);
    const locations = data.filter((unit) => unit.startsWith('locations.'));
    expect(locations.length).toBeLessThan(content.locations.length);
  });

  it('a guide page reads the places it names and the list of slugs, not the other places (model/slug-lookup.ts)', () => {
    const { units, render } = lazyRenderer();
    const at = pages.findIndex((r) => r.path === '/guides/hardwood-floor-installation-cost-dmv');
    const page = render(units.route(at));
    const places = page.reads
      .filter((unit) => /^locations\.\d+$/.test(unit))
      .map((unit) => content.locations[Number(unit.split('.')[1])].slug)
      .sort();
    expect(places).toEqual(['fairfax-county-va', 'montgomery-county-md', 'washington-dc']);
    expect(page.reads).toContain('locations#slugs');
    expect(page.reads).not.toContain('locations#n');
    // The same reads from the whole content on the main thread.
    expect(createTrackedRenderer(content, inputs)(pages[at]).reads).toEqual(page.reads);
    expect(units.unit('locations#slugs')).toEqual(content.locations.map((l) => l.slug));
  });

  it("a route's entry is written once, as a reference to its unit, and reads back as that unit", () => {
    const payload = packContent(content, pages);
    const units = new ContentUnits(payload);
    const text = (name: string) => {
      const [start, end] = payload.offsets[name];
      return Buffer.from(payload.buffer, start, end - start).toString();
    };
    const at = pages.findIndex((r) => r.page.type === 'location');
    const slot = content.locations.indexOf(pages[at].page.entry as never);
    expect(slot).toBeGreaterThanOrEqual(0);
    expect(pages[at].path).toBe('/locations/adams-morgan-dc');
    expect(slot).toBe(0);
    expect(text(`route:${at}`)).toBe(
      '{"kind":"page","path":"/locations/adams-morgan-dc","canonical":"/locations/adams-morgan-dc",' +
        '"page":{"type":"location","entry":{"\\u0000unit":"locations.0"}},' +
        '"origin":{"collection":"locations","slug":"adams-morgan-dc","field":["slug"]}}',
    );
    expect(units.route(at).page.entry).toBe(units.unit(`locations.${slot}`));
    // Every entry once: the routes add only their paths and references.
    const routeBytes = pages.reduce((sum, _, i) => sum + text(`route:${i}`).length, 0);
    expect(routeBytes).toBeLessThan(pages.length * 400);
  });

  it('a route value equal to a unit but not the same object is written out, and only objects become references', () => {
    const site = content.site;
    const route = {
      kind: 'page',
      path: '/x',
      canonical: '/x',
      page: { type: 'home', entry: { ...site }, tagline: site.tagline, same: site, list: [site, 1] },
    } as unknown as SitePageRoute;
    const payload = packContent(content, [route]);
    const [start, end] = payload.offsets['route:0'];
    const json = JSON.parse(Buffer.from(payload.buffer, start, end - start).toString());
    expect(json.page.entry).toEqual(JSON.parse(JSON.stringify(site)));
    expect(json.page.tagline).toBe(site.tagline);
    expect(json.page.same).toEqual({ '\u0000unit': 'site' });
    expect(json.page.list).toEqual([{ '\u0000unit': 'site' }, 1]);
    const read = new ContentUnits(payload).route(0) as unknown as { page: Record<string, unknown> };
    expect(read.page.same).toEqual(JSON.parse(JSON.stringify(site)));
    expect(read.page.list).toEqual([JSON.parse(JSON.stringify(site)), 1]);
    expect(read.page.entry).not.toBe(read.page.same);
  });
});
