// Render: one page route -> a complete HTML document, with its SEO tags,
// JSON-LD and only the scripts of the widgets the page actually used.
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Document } from '../../../templates/Document.tsx';
import { Layout } from '../../../templates/layout/Layout.tsx';
import { About } from '../../../templates/pages/About.tsx';
import { Contact } from '../../../templates/pages/Contact.tsx';
import { Gallery } from '../../../templates/pages/Gallery.tsx';
import { Home } from '../../../templates/pages/Home.tsx';
import { LocationPage } from '../../../templates/pages/LocationPage.tsx';
import { NotFound } from '../../../templates/pages/NotFound.tsx';
import { ProjectPage } from '../../../templates/pages/ProjectPage.tsx';
import { Reviews } from '../../../templates/pages/Reviews.tsx';
import { ServiceAreas } from '../../../templates/pages/ServiceAreas.tsx';
import { ServicePage } from '../../../templates/pages/ServicePage.tsx';
import { ServicesOverview } from '../../../templates/pages/ServicesOverview.tsx';
import { setIconSprite } from '../../../client/components/icons.tsx';
import { PageContextProvider } from '../../../templates/site-context.tsx';
import type { AssetManifest } from '../assets/assets.ts';
import type { ImageManifest } from '../../model/image-slots.ts';
import type { Content } from '../../model/content.ts';
import type { PageRoute } from '../../model/routes.ts';
import type { Seo } from '../../model/schema/index.ts';
import { breadcrumbTrail } from '../../model/breadcrumbs.ts';
import { fill } from '../../model/copy.ts';
import { imageUrl } from '../../model/media.ts';
import { pageTitle } from '../../model/seo.ts';
import { pageShareImage } from '../images/page-share.ts';
import { SHARE_IMAGE } from '../images/share-image.ts';
import { breadcrumbs, localBusiness, pageService, webPage } from './structured-data.ts';

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
  const business = localBusiness(site, content.services.map((s) => s.name));
  // The page's primary image is its raster share image, the picture previews show.
  const shareImageUrl = `${site.baseUrl}${pageShareImage(route, content).path}`;
  const page = (seo: Seo) => webPage(site, { path: route.canonical, name: seo.title, description: seo.description, image: shareImageUrl });
  const trail = breadcrumbTrail(route.page, content.navigation.breadcrumbs);
  const crumbs = trail ? [breadcrumbs(site, trail)] : [];
  const simple = (seo: Seo, kind: string, name: string, body: ReactElement): PagePlan =>
    ({ body, seo, jsonLd: [business, page(seo), ...crumbs], kind, name });
  const spec = route.page;
  switch (spec.type) {
    case 'home':
      return simple(pages.home.seo, 'home', 'Home', <Home page={pages.home} />);
    case 'about':
      return simple(pages.about.seo, 'about', 'About', <About page={pages.about} />);
    case 'services':
      return simple(pages.services.seo, 'services', 'Services', <ServicesOverview page={pages.services} />);
    case 'gallery':
      return simple(pages.gallery.seo, 'gallery', 'Gallery', <Gallery page={pages.gallery} />);
    case 'contact':
      return simple(pages.contact.seo, 'contact', 'Contact', <Contact page={pages.contact} />);
    case 'reviews':
      return simple(pages.reviews.seo, 'reviews', 'Reviews', <Reviews page={pages.reviews} />);
    case 'serviceAreas':
      return simple(pages.serviceAreas.seo, 'service-areas', 'Service Areas', <ServiceAreas page={pages.serviceAreas} />);
    case 'notFound':
      return { body: <NotFound page={pages.notFound} />, seo: pages.notFound.seo, jsonLd: [], kind: 'not-found', name: 'Not Found' };
    case 'service': {
      const s = spec.service;
      return {
        body: <ServicePage service={s} />, seo: s.seo, kind: 'service', name: s.name,
        jsonLd: [business, page(s.seo), pageService(site, { path: route.canonical, name: s.name, description: s.seo.description, serviceTypes: s.serviceTypes, areaServed: s.areaServed }), ...crumbs],
      };
    }
    case 'location': {
      const l = spec.location;
      return {
        // Neighbourhood names carry ", DC" so analytics classes them as the district.
        body: <LocationPage location={l} />, seo: l.seo, kind: 'location', name: l.kind === 'neighborhood' ? `${l.name}, DC` : l.name,
        jsonLd: [
          business, page(l.seo),
          pageService(site, { path: route.canonical, name: fill(pages.serviceAreas.locationPage.serviceName, { place: l.name }), description: l.seo.description, areaServed: [l.name, ...l.areas.names], offers: l.services.map((x) => x.title), rating: l.rating }),
          ...crumbs,
        ],
      };
    }
    case 'project': {
      const p = spec.project;
      return {
        body: <ProjectPage project={p} />, seo: p.seo, kind: 'project', name: p.name,
        jsonLd: [business, page(p.seo), pageService(site, { path: route.canonical, name: p.name, description: p.description, areaServed: p.areaServed, offers: p.offers }), ...crumbs],
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
  const share = pageShareImage(route, content);
  const doc = renderToStaticMarkup(
    <Document
      lang={site.locale.split('-')[0]}
      title={pageTitle(plan.seo.title, site.brand)}
      description={plan.seo.description}
      keywords={plan.seo.keywords}
      canonicalUrl={`${site.baseUrl}${route.canonical === '/' ? '/' : route.canonical}`}
      shareImage={{ url: `${site.baseUrl}${share.path}`, width: SHARE_IMAGE.width, height: SHARE_IMAGE.height, type: SHARE_IMAGE.type, alt: share.alt }}
      ogLocale={site.locale.replace('-', '_')}
      siteName={site.brand}
      jsonLd={plan.jsonLd}
      stylesheet={assets.stylesheet}
      script={script}
      faviconUrl={imageUrl(site.media, 'brand/favicon.svg')}
      // Alias pages carry only their canonical link: a noindex next to it would tell search
      // engines to drop the page whose signals the canonical asks them to pass on.
      noindex={plan.kind === 'not-found'}
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
