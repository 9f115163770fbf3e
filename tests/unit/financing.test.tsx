// The financing page kind (/financing, the spec's 0% APR offer): declared by its schema file, its
// template and its kind alone; the table, content loading, JSON Schemas and the web editor pick it up.
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentKinds } from '../../generator/cli/json-schema.ts';
import { cmsCollections } from '../../generator/editor/cms-config.ts';
import type { Content } from '../../generator/model/content.ts';
import { financingPageSchema } from '../../generator/model/schema/pages/financing.ts';
import { buildRoutes, pageSeo } from '../../generator/pages/routes.ts';
import { kindOf, pageKinds, type SitePageRoute } from '../../generator/pages/table.ts';
import { loadContent } from '../../generator/pipeline/content/load.ts';
import { PageContextProvider } from '../../templates/site-context.tsx';
import { CONTENT } from '../fixtures/html.ts';

let content: Content;
let route: SitePageRoute;

beforeAll(() => {
  content = loadContent(CONTENT);
  route = buildRoutes(content).find((r): r is SitePageRoute => r.kind === 'page' && r.path === '/financing')!;
});

const render = () =>
  renderToStaticMarkup(
    <PageContextProvider
      value={{ content, path: '/financing', widgets: new Set(), images: {}, iconSprite: '/assets/icons.svg' }}
    >
      {kindOf(route.page).template(route.page.entry)}
    </PageContextProvider>,
  );

describe('the financing page kind', () => {
  it('is one page, /financing, read from content/pages/financing.yaml', () => {
    expect(route.page.type).toBe('financing');
    expect(route.canonical).toBe('/financing');
    expect(pageKinds.financing.source).toMatchObject({ page: 'financing', file: 'pages/financing.yaml' });
    expect(content.pages.financing.offer).toBe('0% APR flooring financing for 12 months on approved credit');
    expect(pageSeo(route.page).title).toBe('0% APR Flooring Financing for 12 Months');
    expect(kindOf(route.page).analyticsName(route.page.entry)).toBe('Financing');
  });

  it('draws the offer, its terms, the steps, the questions and the fine print from content', () => {
    const html = render();
    expect(html).toContain('<h1 id="page-title">New Floors Now, 0% APR for 12 Months</h1>');
    expect(html).toContain('0% APR for 12 months on approved credit');
    expect(html).toContain('Financing is subject to credit approval.');
    expect(html.match(/class="step"/g)).toHaveLength(4);
    expect(html).toContain('Can I pay off the balance early?');
  });

  it('describes a Service offering the 0% APR plan across the areas served', () => {
    const facts = kindOf(route.page).service?.(route.page.entry, content);
    expect(facts?.offers).toEqual(['0% APR flooring financing for 12 months on approved credit']);
    expect(facts?.areaServed).toEqual(['Washington DC', 'Maryland', 'Northern Virginia', 'DMV Area']);
  });

  it('gets a JSON Schema and a web editor form from the table', () => {
    expect(contentKinds.find((k) => k.glob === 'pages/financing.yaml')?.kind).toBe('page-financing');
    const pages = cmsCollections().collections.find((c) => c.name === 'pages');
    expect(pages && 'files' in pages ? pages.files.map((f) => f.file) : []).toContain('content/pages/financing.yaml');
  });

  it('is linked from the footer', () => {
    expect(content.navigation.footer.quickLinks).toContainEqual({ name: 'Financing', path: '/financing' });
  });

  it('takes 2 to 8 terms and requires the one-line offer', () => {
    const page = content.pages.financing;
    const terms = (n: number) => ({
      ...page,
      terms: { ...page.terms, items: Array.from({ length: n }, (_, i) => `Term ${i}`) },
    });
    expect(financingPageSchema.safeParse(terms(1)).success).toBe(false);
    expect(financingPageSchema.safeParse(terms(2)).success).toBe(true);
    expect(financingPageSchema.safeParse(terms(8)).success).toBe(true);
    expect(financingPageSchema.safeParse(terms(9)).success).toBe(false);
    const { offer: _offer, ...withoutOffer } = page;
    expect(financingPageSchema.safeParse(withoutOffer).success).toBe(false);
    expect(financingPageSchema.safeParse({ ...page, offer: '' }).success).toBe(false);
  });
});
