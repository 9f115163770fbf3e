// The run's one real build (dist/, tests/fixtures/global-setup.ts), then checks on the deploy files and on
// every page's head: SEO tags, JSON-LD and which scripts each page loads.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BuildSummary } from '../../generator/pipeline/build.ts';
import { loadContent } from '../../generator/pipeline/content/load.ts';
import type { Content } from '../../generator/model/content.ts';
import type { Seo } from '../../generator/model/schema/index.ts';
import {
  ROOT,
  all,
  attr,
  jsonLdBlocks,
  jsonLdOfType,
  one,
  parseHtml,
  readRoute,
  routeFile,
  text,
  type HtmlElement,
} from '../fixtures/html.ts';
import { DIST, distSummary } from '../fixtures/dist.ts';
import {
  ALIAS_PAGES,
  GUIDE_PAGES,
  LOCATION_PAGES,
  PROJECT_PAGES,
  REDIRECTS,
  SERVICE_PAGES,
  TOP_PAGES,
} from '../fixtures/routes.ts';

const CANONICAL_PAGES = [...TOP_PAGES, ...SERVICE_PAGES, ...LOCATION_PAGES, ...PROJECT_PAGES, ...GUIDE_PAGES];
const ALL_PAGES = [...CANONICAL_PAGES, ...Object.keys(ALIAS_PAGES), '/404'];
const DC_PAGES = [
  'washington-dc',
  'georgetown-dc',
  'navy-yard-dc',
  'capitol-hill-dc',
  'dupont-circle-dc',
  'adams-morgan-dc',
].map((s) => `/locations/${s}`);

let outDir: string;
let summary: BuildSummary;
let content: Content;
const docs = new Map<string, { html: string; root: HtmlElement }>();

function page(route: string) {
  let doc = docs.get(route);
  if (!doc) {
    const html = readRoute(outDir, route);
    doc = { html, root: parseHtml(html) };
    docs.set(route, doc);
  }
  return doc;
}

const canonicalOf = (route: string) => ALIAS_PAGES[route] ?? route;

/** The SEO block of the content entry behind a route, read straight from loaded content. */
function seoFor(route: string): Seo {
  const r = canonicalOf(route);
  const p = content.pages;
  const fixed: Record<string, Seo> = {
    '/': p.home.seo,
    '/about': p.about.seo,
    '/services': p.services.seo,
    '/gallery': p.gallery.seo,
    '/contact': p.contact.seo,
    '/reviews': p.reviews.seo,
    '/service-areas': p.serviceAreas.seo,
    '/financing': p.financing.seo,
    '/privacy': p.privacy.seo,
    '/guides': p.guides.seo,
    '/404': p.notFound.seo,
  };
  if (fixed[r]) return fixed[r];
  const slug = r.split('/')[2];
  if (r.startsWith('/services/')) return content.services.find((s) => s.slug === slug)!.seo;
  if (r.startsWith('/locations/')) return content.locations.find((l) => l.slug === slug)!.seo;
  if (r.startsWith('/guides/')) {
    // A guide's head comes from its front matter: its title is also its one keyword.
    const g = content.guides.find((x) => x.slug === slug)!;
    return { title: g.title, description: g.description, keywords: [g.title] };
  }
  return content.projects.find((x) => x.slug === slug)!.seo;
}

const meta = (root: HtmlElement, key: 'name' | 'property', value: string) => {
  const el = all(root, 'meta').find((m) => attr(m, key) === value);
  return el ? attr(el, 'content') : undefined;
};

/** The page's one module script: /assets/page-<widget+widget…>-<hash>.js. */
function pageScript(root: HtmlElement): { src: string; widgets: string[] } {
  const scripts = all(root, 'script[src]');
  expect(scripts).toHaveLength(1);
  const src = attr(scripts[0], 'src')!;
  const m = /^\/assets\/page-([a-z+-]+)-[A-Z0-9]{8}\.js$/.exec(src);
  expect(m, `unexpected script ${src}`).not.toBeNull();
  return { src, widgets: m![1].split('+') };
}

/** Widget names bundled into the page's script. */
const loadedWidgets = (root: HtmlElement) => pageScript(root).widgets;

beforeAll(() => {
  outDir = DIST;
  content = loadContent(path.join(ROOT, 'content'));
  summary = distSummary();
});

describe('output files', () => {
  it('writes one file per route of the route table and no other HTML', () => {
    const expected = [...ALL_PAGES, ...Object.keys(REDIRECTS)].map(routeFile).sort();
    const actual = fg.sync('**/*.html', { cwd: outDir }).sort();
    expect(actual).toEqual(expected);
    expect(summary.pages).toBe(ALL_PAGES.length);
    expect(summary.redirects).toBe(12);
  });

  it('leaves no temporary build folders next to the output', () => {
    // Its temp folder (.dist-tmp-<pid>), the one before the swap (-old) and its lock (.dist.lock).
    expect(
      fg.sync(`.${path.basename(outDir)}*`, { cwd: path.dirname(outDir), onlyFiles: false, dot: true, deep: 1 }),
    ).toEqual([]);
  });
});

describe('redirect stubs', () => {
  it.each(Object.entries(REDIRECTS))('%s -> %s', (from, to) => {
    const html = readRoute(outDir, from);
    const root = parseHtml(html);
    expect(attr(one(root, 'meta[http-equiv="refresh"]'), 'content')).toBe(`0; url=${to}`);
    expect(attr(one(root, 'link[rel="canonical"]'), 'href')).toBe(`${content.site.baseUrl}${to}`);
    expect(attr(one(root, 'meta[name="robots"]'), 'content')).toBe('noindex');
    const script = one(root, 'script[src]');
    expect(attr(script, 'data-to')).toBe(to);
    expect(existsSync(path.join(outDir, attr(script, 'src')!.slice(1)))).toBe(true);
    expect(attr(one(root, 'body a'), 'href')).toBe(to);
    // No inline script: the stub must work under the CSP.
    expect(all(root, 'script').every((s) => attr(s, 'src') !== undefined)).toBe(true);
  });

  it('the redirect script replaces the location (no history entry) and keeps query and hash', () => {
    const js = readFileSync(path.join(outDir, 'assets/redirect.js'), 'utf8');
    expect(js).toContain('location.replace(');
    expect(js).toContain('dataset.to');
    expect(js).toContain('location.search');
    expect(js).toContain('location.hash');
  });
});

describe('deploy files', () => {
  it('_redirects lists all 12 redirects (forced for Netlify, then plain for Cloudflare) before the unknown-id fallback to /gallery', () => {
    const lines = readFileSync(path.join(outDir, '_redirects'), 'utf8')
      .trim()
      .split('\n')
      .filter((l) => !l.startsWith('#'));
    for (const [from, to] of Object.entries(REDIRECTS)) {
      const forced = lines.indexOf(`${from} ${to} 301!`);
      expect(forced).toBeGreaterThanOrEqual(0);
      expect(lines[forced + 1]).toBe(`${from} ${to} 301`);
    }
    expect(lines.indexOf('/gallery/project-* /gallery 301')).toBe(lines.length - 1);
    expect(lines).toHaveLength(27);
  });

  it('sitemap.xml lists exactly the canonical pages (no aliases, redirects or 404)', () => {
    const xml = readFileSync(path.join(outDir, 'sitemap.xml'), 'utf8');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const base = content.site.baseUrl;
    expect(locs.sort()).toEqual(CANONICAL_PAGES.map((p) => base + p).sort());
    expect(locs).toHaveLength(48);
    for (const bad of [...Object.keys(ALIAS_PAGES), ...Object.keys(REDIRECTS), '/404'])
      expect(locs).not.toContain(base + bad);
  });

  it("every sitemap <url> has a W3C lastmod, the page's WebPage dateModified", () => {
    const xml = readFileSync(path.join(outDir, 'sitemap.xml'), 'utf8');
    const urls = [...xml.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><\/url>/g)];
    expect(urls).toHaveLength(CANONICAL_PAGES.length);
    const base = content.site.baseUrl;
    for (const [, loc, lastmod] of urls) {
      expect(lastmod, loc).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
      const route = loc === `${base}/` ? '/' : loc.slice(base.length);
      const [webPage] = jsonLdOfType<{ dateModified?: string }>(page(route).html, 'WebPage');
      expect(webPage.dateModified, route).toBe(lastmod);
    }
  });

  it('robots.txt points to the sitemap', () => {
    const robots = readFileSync(path.join(outDir, 'robots.txt'), 'utf8');
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toContain(`Sitemap: ${content.site.baseUrl}/sitemap.xml`);
  });

  it('_headers sets the security headers for every path and immutable caching for /assets/*', () => {
    const source = readFileSync(path.join(outDir, '_headers'), 'utf8');
    const blocks = new Map<string, Record<string, string>>();
    let current: Record<string, string> | undefined;
    for (const line of source.split('\n')) {
      if (/^\S/.test(line)) {
        current = {};
        blocks.set(line.trim(), current);
      } else if (line.trim() && current) {
        const at = line.indexOf(':');
        current[line.slice(0, at).trim()] = line.slice(at + 1).trim();
      }
    }
    const global = blocks.get('/*')!;
    const csp = global['Content-Security-Policy'];
    expect(csp).toMatch(/frame-ancestors 'none'/);
    expect(csp).toMatch(/default-src 'self'/);
    expect(csp).toMatch(/object-src 'none'/);
    // site.yaml selects the tag-manager policy: inline scripts and eval for
    // Custom HTML tags and Custom JavaScript variables, never for objects or framing.
    expect(content.site.analytics.contentSecurityPolicy).toBe('tag-manager');
    expect(csp).toMatch(/script-src 'self' 'unsafe-inline' 'unsafe-eval' /);
    // The estimate form and tag manager must stay allowed.
    expect(csp).toMatch(/frame-src [^;]*https:\/\/tally\.so/);
    expect(global['X-Content-Type-Options']).toBe('nosniff');
    expect(global['Referrer-Policy']).toBeTruthy();
    expect(global['Permissions-Policy']).toMatch(/camera=\(\)/);
    const assets = blocks.get('/assets/*')!;
    expect(assets['Cache-Control']).toMatch(/immutable/);
    expect(assets['Cache-Control']).toMatch(/max-age=31536000/);
  });
});

describe.each(ALL_PAGES)('head of %s', (route) => {
  it('has the branded title, description, keywords, canonical, Open Graph and Twitter tags', () => {
    const { root } = page(route);
    const seo = seoFor(route);
    const brand = content.site.brand;
    const title = text(one(root, 'head > title'));
    expect(title).toBe(seo.title.toLowerCase().includes(brand.toLowerCase()) ? seo.title : `${seo.title} | ${brand}`);
    expect(title.toLowerCase()).toContain(brand.toLowerCase());
    expect(meta(root, 'name', 'description')).toBe(seo.description);
    expect(meta(root, 'name', 'keywords')).toBe(seo.keywords.join(', '));
    const canonical = `${content.site.baseUrl}${canonicalOf(route)}`;
    expect(attr(one(root, 'link[rel="canonical"]'), 'href')).toBe(canonical);
    expect(meta(root, 'property', 'og:title')).toBe(title);
    expect(meta(root, 'property', 'og:description')).toBe(seo.description);
    expect(meta(root, 'property', 'og:url')).toBe(canonical);
    expect(meta(root, 'property', 'og:type')).toBe('website');
    expect(meta(root, 'property', 'og:site_name')).toBe(brand);
    expect(meta(root, 'property', 'og:image')).toMatch(/^https:\/\//);
    expect(meta(root, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(meta(root, 'name', 'twitter:title')).toBe(title);
    expect(meta(root, 'name', 'twitter:description')).toBe(seo.description);
    expect(meta(root, 'name', 'twitter:image')).toBe(meta(root, 'property', 'og:image'));
  });

  it('is noindex only on the 404 page (alias pages carry just their canonical link)', () => {
    const robots = meta(page(route).root, 'name', 'robots');
    if (route === '/404') expect(robots).toBe('noindex');
    else expect(robots).toBeUndefined();
  });

  it('runs no inline script (only external modules and JSON data blocks)', () => {
    for (const s of all(page(route).root, 'script')) {
      const type = attr(s, 'type');
      if (attr(s, 'src') === undefined) expect(['application/json', 'application/ld+json']).toContain(type);
      else expect(type).toBe('module');
    }
  });
});

/** The fields of the JSON-LD nodes these tests read (generator/pipeline/render/structured-data.ts). */
interface Named {
  name: string;
}
interface BusinessNode {
  '@id': string;
  name: string;
  telephone: string;
  email: string;
  url: string;
  description: string;
  address: { '@type': string; addressLocality: string; addressRegion: string; addressCountry: string };
  areaServed: Named[];
  priceRange: string;
  paymentAccepted: string;
  aggregateRating: { '@type': string; ratingValue: string | number; reviewCount: number };
  makesOffer: { itemOffered: Named }[];
  openingHoursSpecification: unknown[];
}
interface WebPageNode {
  url: string;
  about: { '@id': string };
}
interface ServiceNode {
  provider: { '@id': string };
  serviceType: string[];
  areaServed: Named[];
  hasOfferCatalog: { '@type': string; itemListElement: unknown[] };
  aggregateRating: { reviewCount: number };
}
interface BreadcrumbListNode {
  itemListElement: { position: number; name: string; item: string }[];
}

describe('JSON-LD', () => {
  const blocksOf = (route: string) => jsonLdBlocks(page(route).html);
  const ofType = <T>(route: string, type: string): T => {
    const found = jsonLdOfType<T>(page(route).html, type);
    expect(found).toHaveLength(1);
    return found[0];
  };
  const business = (route: string) => ofType<BusinessNode>(route, 'HomeAndConstructionBusiness');
  /** The page-level Service node of service, location and project pages. */
  const service = (route: string) => ofType<ServiceNode>(route, 'Service');
  const breadcrumbList = (route: string) => ofType<BreadcrumbListNode>(route, 'BreadcrumbList');

  it.each(ALL_PAGES.filter((r) => r !== '/404'))('%s: valid local-business data', (route) => {
    const blocks = blocksOf(route);
    for (const b of blocks) expect(b['@context']).toBe('https://schema.org');
    const b = business(route);
    const site = content.site;
    expect(b['@id']).toBe(`${site.baseUrl}/#business`);
    expect(b.name).toBe(site.brand);
    expect(b.telephone).toBe(site.phone.e164);
    expect(b.email).toBe(site.email);
    expect(b.url).toBe(`${site.baseUrl}/`);
    expect(b.description).toBe(site.tagline);
    expect(b.address['@type']).toBe('PostalAddress');
    expect(b.address.addressLocality).toBe(site.address.locality);
    expect(b.address.addressRegion).toBe(site.address.region);
    expect(b.address.addressCountry).toBe('US');
    expect(b.areaServed.map((a) => a.name)).toEqual(site.areaServed);
    expect(b.priceRange).toBe('$$');
    expect(b.paymentAccepted).toBe('Cash, Check, Credit Card');
    expect(b.aggregateRating['@type']).toBe('AggregateRating');
    expect(String(b.aggregateRating.ratingValue)).toBe('5.0');
    expect(b.aggregateRating.reviewCount).toBe(site.rating.count);
    expect(b.makesOffer.map((o) => o.itemOffered.name)).toEqual(content.services.map((x) => x.name));
    const page = ofType<WebPageNode>(route, 'WebPage');
    expect(page.url).toBe(`${site.baseUrl}${canonicalOf(route) === '/' ? '' : canonicalOf(route)}`);
    expect(page.about).toEqual({ '@id': b['@id'] });
  });

  it('opening hours are openingHoursSpecification from site.yaml (closed days left out)', () => {
    expect(business('/').openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((d) => `https://schema.org/${d}`),
        opens: '08:00',
        closes: '18:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['https://schema.org/Saturday'],
        opens: '09:00',
        closes: '16:00',
      },
    ]);
  });

  it('the 404 page carries no business data', () => {
    expect(jsonLdBlocks(page('/404').html)).toEqual([]);
  });

  it.each([...SERVICE_PAGES, ...Object.keys(ALIAS_PAGES)])(
    '%s: a Service node provided by the business lists its service types',
    (route) => {
      const entry = content.services.find((s) => `/services/${s.slug}` === canonicalOf(route))!;
      const s = service(route);
      expect(s.provider).toEqual({ '@id': `${content.site.baseUrl}/#business` });
      expect(s.serviceType).toEqual(entry.serviceTypes);
      expect(s.areaServed.map((a) => a.name)).toEqual(entry.areaServed);
    },
  );

  it.each(PROJECT_PAGES)('%s has an offer catalog on its Service node and a breadcrumb', (route) => {
    const s = service(route);
    expect(s.hasOfferCatalog['@type']).toBe('OfferCatalog');
    expect(s.hasOfferCatalog.itemListElement.length).toBeGreaterThanOrEqual(2);
    expect(breadcrumbList(route).itemListElement.map((i) => i.position)).toEqual([1, 2, 3]);
  });

  it('project areas served are exactly those of the spec for Georgetown and the stadium', () => {
    const names = (route: string) => service(route).areaServed.map((a) => a.name);
    expect(names('/projects/georgetown-retail-store')).toEqual(['Georgetown', 'Washington DC', 'DMV Area', 'M Street']);
    expect(names('/projects/nationals-park-stadium-flooring')).toEqual([
      'Navy Yard',
      'Washington DC',
      'DMV Area',
      'Anacostia River',
    ]);
  });

  it.each(LOCATION_PAGES)('%s has a Home > Service Areas > place breadcrumb and its own area and rating', (route) => {
    const location = content.locations.find((l) => `/locations/${l.slug}` === route)!;
    const base = content.site.baseUrl;
    expect(breadcrumbList(route).itemListElement.map((i) => [i.name, i.item])).toEqual([
      ['Home', base],
      ['Service Areas', `${base}/service-areas`],
      [location.name, `${base}${route}`],
    ]);
    const s = service(route);
    expect(s.areaServed.map((a) => a.name)).toEqual([location.name, ...location.areas.names]);
    // Spec section 9: 150+ reviews for DC, 100+ elsewhere.
    expect(s.aggregateRating.reviewCount).toBe(DC_PAGES.includes(route) ? 150 : 100);
  });
});

describe('scripts per page', () => {
  /** Widgets with an island element; their entries look up [data-island="<name>"]. */
  const ISLANDS = [
    'header',
    'reviews',
    'location-services',
    'home-video',
    'project-gallery',
    'video-carousel',
    'estimate-form',
    'privacy-choices',
  ];

  /** What the page's markup needs: one script per island name, hover videos, the 404 logger. */
  function neededWidgets(route: string, root: HtmlElement): string[] {
    const names = new Set(['site']);
    for (const el of all(root, '[data-island]')) names.add(attr(el, 'data-island')!);
    if (all(root, '[data-hover-video]').length > 0) names.add('hover-video');
    if (route === '/404') names.add('not-found');
    return [...names].sort();
  }

  it.each(ALL_PAGES)('%s loads one script bundling exactly the widgets it renders', (route) => {
    const { root } = page(route);
    expect(all(root, '[data-island="header"]')).toHaveLength(1);
    const { src, widgets } = pageScript(root);
    expect(widgets).toEqual(neededWidgets(route, root));
    expect(summary.pageWidgets[route]).toEqual(widgets);
    // The bundle hydrates the page's islands (each entry names its island) and no others.
    const js = readFileSync(path.join(outDir, src.slice(1)), 'utf8');
    for (const island of ISLANDS)
      expect(js.includes(`"${island}"`), `${route}: ${island}`).toBe(widgets.includes(island));
  });

  it('page scripts are self-contained: no static imports, dynamic imports only of the lazy packages', () => {
    const lazy = Object.values(summary.assets.lazyModules);
    // embla and web-vitals only: the tag-manager lookup is a plain fetch, no backend client in the browser.
    expect(Object.keys(summary.assets.lazyModules)).toEqual(['embla-carousel', 'web-vitals']);
    // Each lazy package is one file: no chunk shared between them for a page to fetch too.
    for (const url of lazy)
      expect(readFileSync(path.join(outDir, url.slice(1)), 'utf8'), url).not.toMatch(/\bimport\s*[{*"']|\bfrom\s*["']/);
    const scripts = new Set(ALL_PAGES.map((route) => pageScript(page(route).root).src));
    for (const src of scripts) {
      const js = readFileSync(path.join(outDir, src.slice(1)), 'utf8');
      expect(js, src).not.toMatch(/\bimport\s*[{*"']|\bfrom\s*["']/);
      for (const [, url] of js.matchAll(/\bimport\(\s*"([^"]+)"\s*\)/g)) {
        expect(lazy, src).toContain(url);
        expect(existsSync(path.join(outDir, url.slice(1)))).toBe(true);
      }
    }
  });

  it('a page without widgets ships only the site, header and footer (privacy choices) scripts', () => {
    expect(loadedWidgets(page('/services').root)).toEqual(['header', 'privacy-choices', 'site']);
  });

  it('the reviews script loads only on /reviews', () => {
    for (const route of ALL_PAGES)
      expect(loadedWidgets(page(route).root).includes('reviews'), route).toBe(route === '/reviews');
  });

  it('FAQ accordions need no script: service, location, service-areas and financing pages render native <details>', () => {
    const withFaq = new Set([
      ...SERVICE_PAGES,
      ...Object.keys(ALIAS_PAGES),
      ...LOCATION_PAGES,
      '/service-areas',
      '/financing',
    ]);
    for (const route of ALL_PAGES) {
      const { root } = page(route);
      expect(all(root, '.faq-list details.faq-item > summary').length > 0, route).toBe(withFaq.has(route));
      expect(all(root, '[data-island="faq"]'), route).toHaveLength(0);
    }
  });

  it('the estimate form script loads only on the pages that embed the form (home and contact)', () => {
    for (const route of ALL_PAGES)
      expect(loadedWidgets(page(route).root).includes('estimate-form'), route).toBe(
        route === '/' || route === '/contact',
      );
  });
});

describe('icons', () => {
  it('every icon is a <use> of a symbol in the hashed sprite file, with no inline path data', () => {
    const url = summary.assets.iconSprite;
    expect(url).toMatch(/^\/assets\/icons-[0-9A-F]{8}\.svg$/);
    const sprite = readFileSync(path.join(outDir, url.slice(1)), 'utf8');
    const symbols = new Set([...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">/g)].map((m) => m[1]));
    expect(symbols.size).toBeGreaterThan(20);
    for (const route of ALL_PAGES) {
      const { root, html } = page(route);
      // Islands read the sprite's URL from <body> to draw icons in the browser.
      expect(attr(one(root, 'body'), 'data-icon-sprite'), route).toBe(url);
      // (html-validate's DOM does not descend into <svg>, so read the markup.)
      const refs = [...html.matchAll(/<svg class="icon[^"]*"[^>]*><use href="([^"]+)"><\/use><\/svg>/g)].map(
        (m) => m[1],
      );
      expect(refs.length, route).toBeGreaterThan(0);
      expect(refs.length, route).toBe(html.split('<svg').length - 1);
      expect(html, route).not.toContain('<path');
      for (const ref of refs) {
        const [file, id] = ref.split('#');
        expect(file, route).toBe(url);
        expect(symbols.has(id), `${route}: #${id}`).toBe(true);
      }
    }
  });
});

describe('closing calls to action come from content', () => {
  it('every location page uses service-areas.yaml locationCta with its place name', () => {
    const cta = content.pages.serviceAreas.locationCta;
    for (const route of LOCATION_PAGES) {
      const location = content.locations.find((l) => `/locations/${l.slug}` === route)!;
      expect(text(one(page(route).root, '#cta-title')), route).toBe(cta.heading.replace('{place}', location.name));
    }
  });

  it('every project page uses gallery.yaml projectCta', () => {
    for (const route of PROJECT_PAGES)
      expect(text(one(page(route).root, '#cta-title')), route).toBe(content.pages.gallery.projectCta.heading);
  });
});
