// Eleventy 3 peer for the benchmark (scripts/bench.ts): builds the same
// location pages as build-site from the same YAML, with a Nunjucks template
// written to produce the same markup. Run by the bench as
//   eleventy --config=scripts/eleventy-peer/eleventy.config.cjs --input=<dir> --output=<dir>
// with PEER_CONTENT (the content folder) and PEER_CHROME (a JSON file holding
// the shared header/footer markup of one build-site page) in the environment.
// Like an Eleventy site would, it splices the shared chrome as partial text and
// renders the body per page.
const { readFileSync, readdirSync } = require('node:fs');
const path = require('node:path');
const yaml = require('js-yaml');

module.exports = function (config) {
  const contentDir = process.env.PEER_CONTENT;
  const chrome = JSON.parse(readFileSync(process.env.PEER_CHROME, 'utf8'));
  const load = (rel) => yaml.load(readFileSync(path.join(contentDir, rel), 'utf8'), { schema: yaml.CORE_SCHEMA });

  config.addGlobalData('site', () => load('site.yaml'));
  config.addGlobalData('chrome', () => chrome);
  config.addGlobalData('locationCta', () => load('pages/service-areas.yaml').locationCta);
  config.addGlobalData('projects', () => readdirSync(path.join(contentDir, 'projects')).filter((f) => f.endsWith('.yaml')).sort()
    .map((f) => load(`projects/${f}`)).sort((a, b) => Number(a.id.split('-')[1]) - Number(b.id.split('-')[1])));
  config.addGlobalData('locations', () => readdirSync(path.join(contentDir, 'locations')).filter((f) => f.endsWith('.yaml')).sort()
    .map((f) => load(`locations/${f}`)));

  config.addFilter('matchProjects', (projects, keywords) => {
    const keys = (keywords || []).map((k) => k.toLowerCase());
    return projects.filter((p) => keys.some((k) => p.location.toLowerCase().includes(k))).slice(0, 6);
  });
  config.addFilter('place', (text, name) => text.replace('{place}', name));
  config.addFilter('jsonLd', (value) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026'));
  config.addFilter('businessJsonLd', (l, site) => ({
    '@context': 'https://schema.org', '@type': 'HomeAndConstructionBusiness', '@id': `${site.baseUrl}/#business`,
    name: site.brand, description: l.seo.description, url: `${site.baseUrl}/locations/${l.slug}`, telephone: site.phone.e164, email: site.email,
    image: `${site.baseUrl}${site.media.imageBase}/${l.hero.backgroundImage.src}`, logo: `${site.baseUrl}${site.media.imageBase}/${site.logo}`,
    foundingDate: String(site.foundingYear), priceRange: site.priceRange, paymentAccepted: site.paymentAccepted,
    address: { '@type': 'PostalAddress', addressLocality: l.kind === 'neighborhood' ? `${l.name}, Washington` : l.name, addressRegion: l.region, addressCountry: site.address.country },
    areaServed: [l.name, ...l.areas.names].map((name) => ({ '@type': 'Place', name })),
    knowsAbout: l.services.map((s) => s.title),
    makesOffer: l.services.map((s) => ({ '@type': 'Offer', itemOffered: { '@type': 'Service', name: s.title, serviceType: s.title } })),
    hasCredential: { '@type': 'EducationalOccupationalCredential', credentialCategory: 'license', name: 'Licensed & Insured Flooring Contractor' },
    aggregateRating: { '@type': 'AggregateRating', ratingValue: site.rating.value.toFixed(1), reviewCount: l.rating.count, bestRating: 5 },
    openingHours: ['Mo-Fr 08:00-18:00', 'Sa 09:00-16:00'], sameAs: [site.facebookUrl],
  }));
  config.addFilter('locationServicesProps', (l, site) => JSON.stringify({
    cards: l.services.map((s) => ({ ...s, popular: s.popular ?? false, recommended: s.recommended ?? false, image: { src: `${site.media.imageBase}/${s.image.src}`, alt: s.image.alt } })),
  }));

  return { templateFormats: ['njk'], htmlTemplateEngine: 'njk' };
};
