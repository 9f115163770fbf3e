// buildRoutes: the route table of spec section 2, written out explicitly, and
// the output-file mapping of dist/.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../generator/pipeline/content/load.ts';
import { isCanonicalPage, outputFile, type RedirectRoute, type Route } from '../../generator/model/routes.ts';
import { buildRoutes, breadcrumbTrail } from '../../generator/pages/routes.ts';
import type { PageSpec, SitePageRoute } from '../../generator/pages/table.ts';
import { CONTENT } from '../fixtures/html.ts';
import {
  ALIAS_PAGES,
  GUIDE_PAGES,
  LOCATION_PAGES,
  PROJECT_PAGES,
  REDIRECTS,
  SERVICE_PAGES,
  TOP_PAGES,
} from '../fixtures/routes.ts';
import type { Pages } from '../../generator/model/content.ts';
import type { Project } from '../../generator/model/schema/index.ts';

describe('buildRoutes(content/)', () => {
  let routes: Route<PageSpec>[];
  let pages: SitePageRoute[];
  let redirects: RedirectRoute[];
  beforeAll(() => {
    routes = buildRoutes(loadContent(CONTENT));
    pages = routes.filter((r): r is SitePageRoute => r.kind === 'page');
    redirects = routes.filter((r): r is RedirectRoute => r.kind === 'redirect');
  });

  it('has every page of the route table and nothing else', () => {
    const expected = [
      ...TOP_PAGES,
      ...SERVICE_PAGES,
      ...Object.keys(ALIAS_PAGES),
      ...LOCATION_PAGES,
      ...PROJECT_PAGES,
      ...GUIDE_PAGES,
      '/404',
    ];
    expect(pages.map((p) => p.path).sort()).toEqual([...expected].sort());
  });

  it('has no duplicate paths', () => {
    const paths = routes.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('gives each main page its own path as canonical', () => {
    for (const path of [...TOP_PAGES, ...SERVICE_PAGES, ...LOCATION_PAGES, ...PROJECT_PAGES, ...GUIDE_PAGES]) {
      expect(pages.find((p) => p.path === path)?.canonical, path).toBe(path);
    }
  });

  it('opens the service page on its alias paths, with the main path as canonical', () => {
    for (const [alias, main] of Object.entries(ALIAS_PAGES)) {
      const aliasPage = pages.find((p) => p.path === alias)!;
      const mainPage = pages.find((p) => p.path === main)!;
      expect(aliasPage.canonical).toBe(main);
      expect(aliasPage.page).toEqual(mainPage.page);
    }
  });

  it('routes each page to the right screen', () => {
    const typeOf = (path: string) => pages.find((p) => p.path === path)!.page.type;
    expect(TOP_PAGES.map(typeOf)).toEqual([
      'home',
      'about',
      'services',
      'gallery',
      'contact',
      'reviews',
      'serviceAreas',
      'financing',
      'privacy',
    ]);
    for (const p of SERVICE_PAGES) expect(typeOf(p)).toBe('service');
    for (const p of LOCATION_PAGES) expect(typeOf(p)).toBe('location');
    for (const p of PROJECT_PAGES) expect(typeOf(p)).toBe('project');
    expect(GUIDE_PAGES.map(typeOf)).toEqual(['guides', ...GUIDE_PAGES.slice(1).map(() => 'guide')]);
    expect(typeOf('/404')).toBe('notFound');
  });

  it('redirects /gallery/project-1..11 to the project with the same id, and the legacy Vienna path to Georgetown', () => {
    expect(Object.fromEntries(redirects.map((r) => [r.path, r.to]))).toEqual(REDIRECTS);
    expect(redirects).toHaveLength(12);
    for (const r of redirects.filter((x) => x.path.startsWith('/gallery/'))) {
      const id = r.path.slice('/gallery/'.length);
      const page = pages.find((p) => p.path === r.to)!.page;
      expect(page.type === 'project' && page.entry.id).toBe(id);
    }
  });

  it('counts only main pages as canonical (no aliases, redirects or 404)', () => {
    const canonical = routes
      .filter(isCanonicalPage)
      .map((r) => r.path)
      .sort();
    expect(canonical).toEqual(
      [...TOP_PAGES, ...SERVICE_PAGES, ...LOCATION_PAGES, ...PROJECT_PAGES, ...GUIDE_PAGES].sort(),
    );
    expect(canonical).toHaveLength(48);
  });
});

describe('outputFile', () => {
  it.each([
    ['/', 'index.html'],
    ['/404', '404.html'],
    ['/about', 'about/index.html'],
    ['/services/luxury-vinyl-plank', 'services/luxury-vinyl-plank/index.html'],
    ['/locations/georgetown-dc', 'locations/georgetown-dc/index.html'],
    ['/gallery/project-10', 'gallery/project-10/index.html'],
    ['/projects/vienna-hardwood-installation', 'projects/vienna-hardwood-installation/index.html'],
  ])('%s -> %s', (route, file) => {
    expect(outputFile(route)).toBe(file);
  });
});

describe('breadcrumbTrail', () => {
  it('leads from Home through the section to the page itself', () => {
    const project = { slug: 'georgetown-retail-store', name: 'Georgetown Retail Store' } as Project;
    const sections = {
      home: { name: 'Home', path: '/' },
      services: { name: 'Services', path: '/services' },
      serviceAreas: { name: 'Service Areas', path: '/service-areas' },
      gallery: { name: 'Gallery', path: '/gallery' },
      guides: { name: 'Guides', path: '/guides' },
    };
    expect(breadcrumbTrail({ type: 'project', entry: project }, sections)).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Gallery', path: '/gallery' },
      { name: 'Georgetown Retail Store', path: '/projects/georgetown-retail-store' },
    ]);
    expect(breadcrumbTrail({ type: 'home', entry: {} as Pages['home'] }, sections)).toBeUndefined();
  });
});
