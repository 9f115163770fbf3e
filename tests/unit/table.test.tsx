// The page-kind table (generator/pages/table.ts) is the one place that knows the
// kinds of page: every content file is read by exactly one kind, every kind
// declares what the render needs, and no code elsewhere branches on a kind's name.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Content } from '../../generator/model/content.ts';
import { loadContent } from '../../generator/pipeline/content/load.ts';
import { buildRoutes, breadcrumbTrail, pageHero, pageSeo } from '../../generator/pages/routes.ts';
import { kindList, kindOf, pageKinds, type SitePageRoute } from '../../generator/pages/table.ts';
import { PageContextProvider } from '../../templates/site-context.tsx';
import { CONTENT } from '../fixtures/html.ts';

const root = path.resolve(import.meta.dirname, '../..');
let content: Content;
let pages: SitePageRoute[];

beforeAll(() => {
  content = loadContent(CONTENT);
  pages = buildRoutes(content).filter((r): r is SitePageRoute => r.kind === 'page');
});

describe('the page-kind table', () => {
  it('reads every page file once and every collection once', () => {
    const pageKeys = kindList.flatMap(({ kind: { source } }) => ('page' in source ? [source.page] : []));
    expect(new Set(pageKeys).size).toBe(pageKeys.length);
    const files = kindList.flatMap(({ kind: { source } }) => ('page' in source ? [source.file] : []));
    expect(new Set(files).size).toBe(files.length);
    for (const file of files) expect(fg.sync(file, { cwd: CONTENT }), file).toEqual([file]);
    const collections = kindList.flatMap(({ kind: { source } }) => ('collection' in source ? [source.collection] : []));
    expect([...collections].sort()).toEqual(['guides', 'locations', 'projects', 'services']);
  });

  it('gives every page a template, SEO, analytics kind and name from its kind', () => {
    expect(new Set(pages.map((p) => p.page.type))).toEqual(new Set(Object.keys(pageKinds)));
    for (const route of pages) {
      const kind = kindOf(route.page);
      expect(kind.analyticsKind, route.path).toMatch(/^[a-z-]+$/);
      expect(kind.analyticsName(route.page.entry), route.path).not.toBe('');
      expect(pageSeo(route.page).title, route.path).not.toBe('');
      expect(kind.template(route.page.entry).type, route.path).toBeTypeOf('function');
    }
  });

  it("declares each collection page's hero, breadcrumb trail and Service facts", () => {
    const sections = content.navigation.breadcrumbs;
    for (const route of pages.filter((p) => ['service', 'location', 'project'].includes(p.page.type))) {
      expect(pageHero(route.page), route.path).toMatch(/\.(svg|jpe?g|png|webp|avif)$/);
      const trail = breadcrumbTrail(route.page, sections)!;
      expect(trail[0]).toEqual(sections.home);
      expect(trail.at(-1)!.path, route.path).toBe(route.canonical);
      expect(kindOf(route.page).service?.(route.page.entry, content).areaServed.length, route.path).toBeGreaterThan(0);
    }
    expect(breadcrumbTrail(pages.find((p) => p.path === '/service-areas')!.page, sections)).toEqual([
      sections.home,
      sections.serviceAreas,
    ]);
    expect(breadcrumbTrail(pages.find((p) => p.path === '/')!.page, sections)).toBeUndefined();
  });

  it('names a DC neighbourhood with its district for analytics, as its page shows it', () => {
    const georgetown = pages.find((p) => p.path === '/locations/georgetown-dc')!;
    const county = pages.find((p) => p.path === '/locations/fairfax-county-va')!;
    expect(kindOf(georgetown.page).analyticsName(georgetown.page.entry)).toBe('Georgetown, DC');
    expect(kindOf(county.page).analyticsName(county.page.entry)).toBe('Fairfax County');
    const html = renderToStaticMarkup(
      <PageContextProvider
        value={{ content, path: georgetown.path, widgets: new Set(), images: {}, iconSprite: '/assets/icons.svg' }}
      >
        {kindOf(georgetown.page).template(georgetown.page.entry)}
      </PageContextProvider>,
    );
    expect(html).toContain('Georgetown, DC');
  });

  it('is the only code that branches on a page kind', () => {
    const names = Object.keys(pageKinds).join('|');
    const branch = new RegExp(`(?:\\.type\\s*===?\\s*|case\\s+)'(?:${names})'`);
    const offenders = fg
      .sync(['generator/**/*.{ts,tsx}', 'templates/**/*.{ts,tsx}', 'client/**/*.{ts,tsx}'], {
        cwd: root,
        ignore: ['generator/pages/**'],
      })
      .filter((file) => branch.test(readFileSync(path.join(root, file), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
