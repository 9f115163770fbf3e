// JSON-LD builders typed with schema-dts, following spec section 3.
import type { BreadcrumbList, HomeAndConstructionBusiness, WithContext } from 'schema-dts';
import { absoluteImageUrl } from './media.ts';
import type { Site } from './schema.ts';

export interface BusinessOptions {
  description: string;
  path: string;
  areaServed: string[];
  serviceTypes?: string[];
  locality?: string;
  region?: string;
  image: string;
  ratingCount?: number;
  offers?: string[];
}

export function localBusiness(site: Site, o: BusinessOptions): WithContext<HomeAndConstructionBusiness> {
  return {
    '@context': 'https://schema.org',
    '@type': 'HomeAndConstructionBusiness',
    '@id': `${site.baseUrl}/#business`,
    name: site.brand,
    description: o.description,
    url: `${site.baseUrl}${o.path === '/' ? '' : o.path}`,
    telephone: site.phone.e164,
    email: site.email,
    image: o.image,
    logo: absoluteImageUrl(site, site.logo),
    foundingDate: String(site.foundingYear),
    priceRange: site.priceRange,
    paymentAccepted: site.paymentAccepted,
    address: {
      '@type': 'PostalAddress',
      addressLocality: o.locality ?? site.address.locality,
      addressRegion: o.region ?? site.address.region,
      addressCountry: site.address.country,
    },
    areaServed: o.areaServed.map((name) => ({ '@type': 'Place', name })),
    ...(o.serviceTypes ? { knowsAbout: o.serviceTypes, makesOffer: o.serviceTypes.map((name) => ({ '@type': 'Offer', itemOffered: { '@type': 'Service', name, serviceType: name } })) } : {}),
    hasCredential: { '@type': 'EducationalOccupationalCredential', credentialCategory: 'license', name: 'Licensed & Insured Flooring Contractor' },
    aggregateRating: { '@type': 'AggregateRating', ratingValue: site.rating.value.toFixed(1), reviewCount: o.ratingCount ?? site.rating.count, bestRating: 5 },
    openingHours: ['Mo-Fr 08:00-18:00', 'Sa 09:00-16:00'],
    sameAs: [site.facebookUrl],
    ...(o.offers ? {
      hasOfferCatalog: {
        '@type': 'OfferCatalog',
        name: 'Flooring services',
        itemListElement: o.offers.map((name) => ({ '@type': 'Offer', itemOffered: { '@type': 'Service', name } })),
      },
    } : {}),
  };
}

export function breadcrumbs(site: Site, items: { name: string; path: string }[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, item: `${site.baseUrl}${item.path === '/' ? '' : item.path}` })),
  };
}
