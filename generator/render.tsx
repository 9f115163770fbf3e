// Render: one page route -> a complete HTML document, with its SEO tags,
// JSON-LD and only the scripts of the widgets the page actually used.
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Document } from '../templates/Document.tsx';
import { Layout } from '../templates/layout/Layout.tsx';
import { About } from '../templates/pages/About.tsx';
import { Contact } from '../templates/pages/Contact.tsx';
import { Gallery } from '../templates/pages/Gallery.tsx';
import { Home } from '../templates/pages/Home.tsx';
import { LocationPage } from '../templates/pages/LocationPage.tsx';
import { NotFound } from '../templates/pages/NotFound.tsx';
import { ProjectPage } from '../templates/pages/ProjectPage.tsx';
import { Reviews } from '../templates/pages/Reviews.tsx';
import { ServiceAreas } from '../templates/pages/ServiceAreas.tsx';
import { ServicePage } from '../templates/pages/ServicePage.tsx';
import { ServicesOverview } from '../templates/pages/ServicesOverview.tsx';
import { setIconSprite } from '../templates/icons.tsx';
import { PageContextProvider } from '../templates/site-context.tsx';
import type { AssetManifest } from './assets.ts';
import type { ImageManifest } from './images/slots.ts';
import type { Content } from './load.ts';
import type { PageRoute } from './routes.ts';
import type { Seo } from './schema.ts';
import { absoluteImageUrl, imageUrl } from './media.ts';
import { pageTitle } from './seo.ts';
import { breadcrumbs, localBusiness } from './structured-data.ts';

/** Scripts every page loads: analytics events and the tag-manager loader (the header island adds itself). */
export const ALWAYS_LOADED = ['site'];

interface PagePlan {
  body: ReactElement;
  seo: Seo;
  jsonLd: object[];
  /** Analytics page kind and name, read by client/entries/site.ts. */
  kind: string;
  name: string;
}

function planPage(route: PageRoute, content: Content, images: ImageManifest): PagePlan {
  const { site, pages } = content;
  const abs = (ref: string) => absoluteImageUrl(site, ref, images);
  const business = (seo: Seo, extra: Partial<Parameters<typeof localBusiness>[1]> = {}) =>
    localBusiness(site, { description: seo.description, path: route.canonical, areaServed: ['Washington DC', 'Maryland', 'Northern Virginia', 'DMV Area'], image: abs(seo.image ?? site.defaultShareImage), ...extra });
  const crumbs = (items: { name: string; path: string }[]) => breadcrumbs(site, items);
  const spec = route.page;
  switch (spec.type) {
    case 'home':
      return { body: <Home page={pages.home} />, seo: pages.home.seo, jsonLd: [business(pages.home.seo, { ratingCount: 25 })], kind: 'home', name: 'Home' };
    case 'about':
      return { body: <About page={pages.about} />, seo: pages.about.seo, jsonLd: [business(pages.about.seo)], kind: 'about', name: 'About' };
    case 'services':
      return { body: <ServicesOverview page={pages.services} />, seo: pages.services.seo, jsonLd: [business(pages.services.seo, { serviceTypes: content.services.map((s) => s.name) })], kind: 'services', name: 'Services' };
    case 'gallery':
      return { body: <Gallery page={pages.gallery} />, seo: pages.gallery.seo, jsonLd: [business(pages.gallery.seo)], kind: 'gallery', name: 'Gallery' };
    case 'contact':
      return { body: <Contact page={pages.contact} />, seo: pages.contact.seo, jsonLd: [business(pages.contact.seo)], kind: 'contact', name: 'Contact' };
    case 'reviews':
      return { body: <Reviews page={pages.reviews} />, seo: pages.reviews.seo, jsonLd: [business(pages.reviews.seo)], kind: 'reviews', name: 'Reviews' };
    case 'serviceAreas':
      return {
        body: <ServiceAreas page={pages.serviceAreas} />, seo: pages.serviceAreas.seo, kind: 'service-areas', name: 'Service Areas',
        jsonLd: [business(pages.serviceAreas.seo, { areaServed: content.locations.map((l) => l.name) }), crumbs([{ name: 'Home', path: '/' }, { name: 'Service Areas', path: '/service-areas' }])],
      };
    case 'notFound':
      return { body: <NotFound page={pages.notFound} />, seo: pages.notFound.seo, jsonLd: [], kind: 'not-found', name: 'Not Found' };
    case 'service': {
      const s = spec.service;
      return {
        body: <ServicePage service={s} />, seo: s.seo, kind: 'service', name: s.name,
        jsonLd: [business(s.seo, { serviceTypes: s.serviceTypes, areaServed: s.areaServed, image: abs(s.hero.image.src) })],
      };
    }
    case 'location': {
      const l = spec.location;
      const locality = l.kind === 'neighborhood' ? `${l.name}, Washington` : l.name;
      return {
        // Neighbourhood names carry ", DC" so analytics classes them as the district.
        body: <LocationPage location={l} />, seo: l.seo, kind: 'location', name: l.kind === 'neighborhood' ? `${l.name}, DC` : l.name,
        jsonLd: [
          business(l.seo, { locality, region: l.region, areaServed: [l.name, ...l.areas.names], ratingCount: l.rating.count, serviceTypes: l.services.map((x) => x.title), image: abs(l.hero.backgroundImage.src) }),
          crumbs([{ name: 'Home', path: '/' }, { name: 'Service Areas', path: '/service-areas' }, { name: l.name, path: route.canonical }]),
        ],
      };
    }
    case 'project': {
      const p = spec.project;
      return {
        body: <ProjectPage project={p} />, seo: p.seo, kind: 'project', name: p.name,
        jsonLd: [
          business(p.seo, { areaServed: p.areaServed, offers: p.offers, image: abs(p.images[0].src) }),
          crumbs([{ name: 'Home', path: '/' }, { name: 'Gallery', path: '/gallery' }, { name: p.name, path: route.canonical }]),
        ],
      };
    }
  }
}

/** A page's body, rendered: what the document around it needs, including the widgets it used. */
export interface RenderedBody {
  route: PageRoute;
  plan: PagePlan;
  html: string;
  widgets: string[];
}

/** Renders the page body; rendering is what discovers which widgets the page uses. */
export function renderBody(route: PageRoute, content: Content, assets: AssetManifest): RenderedBody {
  const images = assets.images ?? {};
  const plan = planPage(route, content, images);
  const widgets = new Set<string>(ALWAYS_LOADED);
  setIconSprite(assets.iconSprite);
  const html = renderToStaticMarkup(
    <PageContextProvider value={{ content, path: route.canonical, widgets, images }}>
      <Layout>{plan.body}</Layout>
    </PageContextProvider>,
  );
  return { route, plan, html, widgets: [...widgets].sort() };
}

/** The complete HTML document around a rendered body, loading its one page script. */
export function renderDocument(rendered: RenderedBody, content: Content, assets: AssetManifest, script: string): string {
  const { site } = content;
  const { route, plan } = rendered;
  const doc = renderToStaticMarkup(
    <Document
      lang={site.locale.split('-')[0]}
      title={pageTitle(plan.seo.title, site.brand)}
      description={plan.seo.description}
      keywords={plan.seo.keywords}
      canonicalUrl={`${site.baseUrl}${route.canonical === '/' ? '/' : route.canonical}`}
      shareImageUrl={absoluteImageUrl(site, plan.seo.image ?? site.defaultShareImage, assets.images)}
      siteName={site.brand}
      jsonLd={plan.jsonLd}
      stylesheet={assets.stylesheet}
      script={script}
      faviconUrl={imageUrl(site.media, 'brand/favicon.svg')}
      noindex={route.path !== route.canonical || plan.kind === 'not-found'}
      bodyData={{ 'page-kind': plan.kind, 'page-name': plan.name, 'icon-sprite': assets.iconSprite }}
      config={{ supabaseUrl: site.analytics.supabaseUrl, supabaseAnonKey: site.analytics.supabaseAnonKey, gtmContainerId: site.analytics.gtmContainerId }}
    >
      <BodyMarkup html={rendered.html} />
    </Document>,
  );
  return `<!DOCTYPE html>\n${doc}`;
}

/** Injects already-rendered body markup without an extra wrapper element. */
function BodyMarkup({ html }: { html: string }) {
  return <div className="page" dangerouslySetInnerHTML={{ __html: html }} />;
}
