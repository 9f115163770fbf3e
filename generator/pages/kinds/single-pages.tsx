// The pages with one YAML file each (content/pages/*.yaml): one route per page,
// its SEO from its own file.
import type { ReactElement } from 'react';
import { About } from '../../../templates/pages/About.tsx';
import { Contact } from '../../../templates/pages/Contact.tsx';
import { Financing } from '../../../templates/pages/Financing.tsx';
import { Gallery } from '../../../templates/pages/Gallery.tsx';
import { Home } from '../../../templates/pages/Home.tsx';
import { NotFound } from '../../../templates/pages/NotFound.tsx';
import { Privacy } from '../../../templates/pages/Privacy.tsx';
import { Reviews } from '../../../templates/pages/Reviews.tsx';
import { ServiceAreas } from '../../../templates/pages/ServiceAreas.tsx';
import { ServicesOverview } from '../../../templates/pages/ServicesOverview.tsx';
import type { Content, PageKey, Pages } from '../../model/content.ts';
import { NOT_FOUND_PATH, PRIVACY_PATH, projectFile } from '../../model/routes.ts';
import type { PageKind } from '../kind.ts';
import { financingPageSchema } from '../../model/schema/pages/financing.ts';
import type { z } from 'zod';
import {
  aboutSchema,
  contactPageSchema,
  galleryPageSchema,
  homeSchema,
  notFoundSchema,
  privacyPageSchema,
  reviewsPageSchema,
  serviceAreasPageSchema,
  servicesPageSchema,
} from '../../model/schema/index.ts';

type SinglePage<K extends PageKey> = PageKind<Pages[K]>;

interface SinglePageOptions<K extends PageKey> {
  file: string;
  schema: z.ZodType<Pages[K]>;
  path: string;
  analytics: { kind: string; name: string };
  template: (page: Pages[K]) => ReactElement;
}

function singlePage<K extends PageKey>(
  key: K,
  o: SinglePageOptions<K>,
  more: Partial<SinglePage<K>> = {},
): SinglePage<K> {
  return {
    source: { page: key, file: o.file, schema: o.schema },
    analyticsKind: o.analytics.kind,
    routes: (content) => [{ path: o.path, entry: content.pages[key] }],
    template: o.template,
    seo: (page) => page.seo,
    analyticsName: () => o.analytics.name,
    ...more,
  };
}

/** Files of the projects a page names by id. */
const projectFiles = (ids: string[], content: Content) =>
  content.projects.filter((p) => ids.includes(p.id)).map(projectFile);

export const home = singlePage(
  'home',
  {
    file: 'pages/home.yaml',
    schema: homeSchema,
    path: '/',
    analytics: { kind: 'home', name: 'Home' },
    template: (page) => <Home page={page} />,
  },
  {
    shows: (page, content) => [
      ...page.services.slugs.map((slug) => `services/${slug}.yaml`),
      ...projectFiles(page.projects.ids, content),
    ],
  },
);

export const about = singlePage(
  'about',
  {
    file: 'pages/about.yaml',
    schema: aboutSchema,
    path: '/about',
    analytics: { kind: 'about', name: 'About' },
    template: (page) => <About page={page} />,
  },
  { shows: (page, content) => projectFiles(page.mosaic.ids, content) },
);

export const services = singlePage('services', {
  file: 'pages/services.yaml',
  schema: servicesPageSchema,
  path: '/services',
  analytics: { kind: 'services', name: 'Services' },
  template: (page) => <ServicesOverview page={page} />,
});

export const gallery = singlePage(
  'gallery',
  {
    file: 'pages/gallery.yaml',
    schema: galleryPageSchema,
    path: '/gallery',
    analytics: { kind: 'gallery', name: 'Gallery' },
    template: (page) => <Gallery page={page} />,
  },
  { shows: (_page, content) => content.projects.map(projectFile) },
);

export const contact = singlePage('contact', {
  file: 'pages/contact.yaml',
  schema: contactPageSchema,
  path: '/contact',
  analytics: { kind: 'contact', name: 'Contact' },
  template: (page) => <Contact page={page} />,
});

export const reviews = singlePage('reviews', {
  file: 'pages/reviews.yaml',
  schema: reviewsPageSchema,
  path: '/reviews',
  analytics: { kind: 'reviews', name: 'Reviews' },
  template: (page) => <Reviews page={page} />,
});

export const serviceAreas = singlePage(
  'serviceAreas',
  {
    file: 'pages/service-areas.yaml',
    schema: serviceAreasPageSchema,
    path: '/service-areas',
    analytics: { kind: 'service-areas', name: 'Service Areas' },
    template: (page) => <ServiceAreas page={page} />,
  },
  {
    trail: (_page, { home, serviceAreas }) => [home, serviceAreas],
  },
);

export const privacy = singlePage('privacy', {
  file: 'pages/privacy.yaml',
  schema: privacyPageSchema,
  path: PRIVACY_PATH,
  analytics: { kind: 'privacy', name: 'Privacy' },
  template: (page) => <Privacy page={page} />,
});

export const notFound = singlePage(
  'notFound',
  {
    file: 'pages/not-found.yaml',
    schema: notFoundSchema,
    path: NOT_FOUND_PATH,
    analytics: { kind: 'not-found', name: 'Not Found' },
    template: (page) => <NotFound page={page} />,
  },
  {
    notFound: true,
  },
);

export const financing = singlePage(
  'financing',
  {
    file: 'pages/financing.yaml',
    schema: financingPageSchema,
    path: '/financing',
    analytics: { kind: 'financing', name: 'Financing' },
    template: (page) => <Financing page={page} />,
  },
  {
    // Its Service node (schema-dts, pipeline/render/structured-data.ts) offers the spec's 0% APR plan.
    service: (page, content) => ({
      name: page.hero.eyebrow,
      description: page.seo.description,
      areaServed: content.site.areaServed,
      offers: [page.offer],
    }),
  },
);

/**
 * The single pages the table lists first, in build and sitemap order (the privacy and 404 pages
 * come last, after the collections). A new page kind of this file joins the site by a line here.
 */
export const singlePages = { home, about, services, gallery, contact, reviews, serviceAreas, financing };
