// What a page route renders: its body element, SEO fields, JSON-LD and analytics
// kind/name, before any markup is produced.
import type { ReactElement } from 'react';
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
import type { Content } from '../../model/content.ts';
import type { PageRoute } from '../../model/routes.ts';
import type { Seo } from '../../model/schema/index.ts';
import { breadcrumbTrail } from '../../model/breadcrumbs.ts';
import { fill } from '../../model/copy.ts';
import { pageShareImage } from '../images/page-share.ts';
import { breadcrumbs, localBusiness, pageService, webPage } from './structured-data.ts';

export interface PagePlan {
  body: ReactElement;
  seo: Seo;
  jsonLd: object[];
  /** Analytics page kind and name, read by client/entries/site.ts. */
  kind: string;
  name: string;
}

export function planPage(route: PageRoute, content: Content): PagePlan {
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
