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
    // The route, then each unit read once.
    expect(units.loads).toBe(data.length + 1);
    const locations = data.filter((unit) => unit.startsWith('locations.'));
    expect(locations.length).toBeLessThan(content.locations.length);
  });
});
