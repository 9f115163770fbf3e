// JSON-LD builders typed with schema-dts, following spec section 3. One
// business node carries the same facts on every page; what is true only of a
// page (the area a location page serves, a showcase's offer catalogue, a
// location's rating figures) lives on that page's WebPage/Service node, which
// points at the business by @id.
import type {
  Article,
  BreadcrumbList,
  DayOfWeek,
  HomeAndConstructionBusiness,
  OpeningHoursSpecification,
  Service,
  WebPage,
  WithContext,
} from 'schema-dts';
import type { Crumb } from '../../model/routes.ts';
import type { ArticleFacts, ServiceFacts } from '../../pages/kind.ts';
import { absoluteImageUrl } from '../../model/media.ts';
import type { Site } from '../../model/schema/index.ts';

const CONTEXT = 'https://schema.org' as const;

export const absoluteUrl = (site: Site, path: string) => `${site.baseUrl}${path === '/' ? '' : path}`;
export const businessId = (site: Site) => `${site.baseUrl}/#business`;
const ref = (id: string) => ({ '@id': id });

const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** "8AM" or "8:30PM" -> "08:00" / "20:30" (the schema in model/schema/site.ts guarantees the shape). */
function time24(t: string): string {
  const m = /^(\d{1,2})(?::(\d{2}))?(AM|PM)$/.exec(t.trim());
  if (!m) throw new Error(`unreadable time "${t}"`);
  const hour = (Number(m[1]) % 12) + (m[3] === 'PM' ? 12 : 0);
  return `${String(hour).padStart(2, '0')}:${m[2] ?? '00'}`;
}

/** site.yaml hours ("Monday - Friday", "8AM - 6PM") as openingHoursSpecification; closed days are left out. */
export function openingHours(hours: Site['hours']): OpeningHoursSpecification[] {
  return hours
    .filter((h) => h.hours !== 'Closed')
    .map((h) => {
      const [first, last = first] = h.days.split(' - ').map((d) => d.trim());
      const from = WEEK.indexOf(first as (typeof WEEK)[number]);
      const to = WEEK.indexOf(last as (typeof WEEK)[number]);
      const [opens, closes] = h.hours.split(' - ').map(time24);
      const days = WEEK.slice(from, to + 1).map((d): DayOfWeek => `https://schema.org/${d}`);
      return { '@type': 'OpeningHoursSpecification', dayOfWeek: days, opens, closes };
    });
}

/** The business: built from site.yaml and the service list only, so it is identical on every page. */
export function localBusiness(site: Site, serviceNames: string[]): WithContext<HomeAndConstructionBusiness> {
  const profile = site.googleBusinessProfile;
  return {
    '@context': CONTEXT,
    '@type': 'HomeAndConstructionBusiness',
    '@id': businessId(site),
    name: site.brand,
    description: site.tagline,
    url: `${site.baseUrl}/`,
    telephone: site.phone.e164,
    email: site.email,
    image: absoluteImageUrl(site, site.defaultShareImage),
    logo: absoluteImageUrl(site, site.logo),
    foundingDate: String(site.foundingYear),
    priceRange: site.priceRange,
    paymentAccepted: site.paymentAccepted,
    address: {
      '@type': 'PostalAddress',
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      addressCountry: site.address.country,
    },
    areaServed: site.areaServed.map((name) => ({ '@type': 'Place', name })),
    makesOffer: serviceNames.map((name) => ({ '@type': 'Offer', itemOffered: { '@type': 'Service', name } })),
    hasCredential: {
      '@type': 'EducationalOccupationalCredential',
      credentialCategory: 'license',
      name: 'Licensed & Insured Flooring Contractor',
    },
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: site.rating.value.toFixed(1),
      reviewCount: site.rating.count,
      bestRating: 5,
    },
    openingHoursSpecification: openingHours(site.hours),
    sameAs: [site.facebookUrl, ...(profile?.profileUrl ? [profile.profileUrl] : [])],
    ...(profile?.mapsUrl ? { hasMap: profile.mapsUrl } : {}),
  };
}

export interface PageFacts {
  path: string;
  name: string;
  description: string;
  image: string;
  /** When the page last changed (W3C date-time). */
  dateModified?: string;
}

/** The page itself, about the business. */
export function webPage(site: Site, page: PageFacts): WithContext<WebPage> {
  const url = absoluteUrl(site, page.path);
  return {
    '@context': CONTEXT,
    '@type': 'WebPage',
    '@id': `${url}#webpage`,
    url,
    name: page.name,
    description: page.description,
    primaryImageOfPage: { '@type': 'ImageObject', url: page.image },
    about: ref(businessId(site)),
    isPartOf: { '@type': 'WebSite', '@id': `${site.baseUrl}/#website`, url: `${site.baseUrl}/`, name: site.brand },
    ...(page.dateModified ? { dateModified: page.dateModified } : {}),
  };
}

/** An article (a guide): published by the business, which is also its author when it is named as one. */
export function pageArticle(site: Site, a: ArticleFacts & { path: string; image: string }): WithContext<Article> {
  const url = absoluteUrl(site, a.path);
  return {
    '@context': CONTEXT,
    '@type': 'Article',
    '@id': `${url}#article`,
    headline: a.headline,
    description: a.description,
    datePublished: a.datePublished,
    dateModified: a.dateModified,
    author: a.author === site.brand ? ref(businessId(site)) : { '@type': 'Person', name: a.author },
    publisher: ref(businessId(site)),
    image: a.image,
    mainEntityOfPage: ref(`${url}#webpage`),
  };
}

/** What this page offers, provided by the business. */
export function pageService(site: Site, s: ServiceFacts & { path: string }): WithContext<Service> {
  const url = absoluteUrl(site, s.path);
  return {
    '@context': CONTEXT,
    '@type': 'Service',
    '@id': `${url}#service`,
    name: s.name,
    description: s.description,
    url,
    provider: ref(businessId(site)),
    areaServed: s.areaServed.map((name) => ({ '@type': 'Place', name })),
    ...(s.serviceTypes ? { serviceType: s.serviceTypes } : {}),
    ...(s.offers
      ? {
          hasOfferCatalog: {
            '@type': 'OfferCatalog',
            name: `${s.name} services`,
            itemListElement: s.offers.map((name) => ({ '@type': 'Offer', itemOffered: { '@type': 'Service', name } })),
          },
        }
      : {}),
    ...(s.rating
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: s.rating.value.toFixed(1),
            reviewCount: s.rating.count,
            bestRating: 5,
          },
        }
      : {}),
  };
}

export function breadcrumbs(site: Site, trail: Crumb[]): WithContext<BreadcrumbList> {
  const last = trail[trail.length - 1];
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    '@id': `${absoluteUrl(site, last.path)}#breadcrumb`,
    itemListElement: trail.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: absoluteUrl(site, item.path),
    })),
  };
}
