// Eleventy 3 peer for the benchmark (scripts/bench.ts): builds the same
// location pages as build-site from the same YAML, with a Nunjucks template
// written to produce the same markup. Run by the bench as
//   eleventy --config=scripts/eleventy-peer/eleventy.config.cjs --input=<dir> --output=<dir>
// with PEER_CONTENT (the content folder) and PEER_CHROME (a JSON file holding
// the shared header/footer markup of one build-site page) in the environment.
// Like an Eleventy site would, it splices the shared chrome as partial text and
// renders the body per page.
const { createHash } = require('node:crypto');
const { readFileSync, readdirSync } = require('node:fs');
const path = require('node:path');
const yaml = require('js-yaml');

module.exports = (config) => {
  const contentDir = process.env.PEER_CONTENT;
  const chrome = JSON.parse(readFileSync(process.env.PEER_CHROME, 'utf8'));
  const load = (rel) => yaml.load(readFileSync(path.join(contentDir, rel), 'utf8'), { schema: yaml.CORE_SCHEMA });

  config.addGlobalData('site', () => load('site.yaml'));
  config.addGlobalData('chrome', () => chrome);
  config.addGlobalData('locationCta', () => load('pages/service-areas.yaml').locationCta);
  config.addGlobalData('projects', () =>
    readdirSync(path.join(contentDir, 'projects'))
      .filter((f) => f.endsWith('.yaml'))
      .sort()
      .map((f) => load(`projects/${f}`))
      .sort((a, b) => Number(a.id.split('-')[1]) - Number(b.id.split('-')[1])),
  );
  config.addGlobalData('locations', () =>
    readdirSync(path.join(contentDir, 'locations'))
      .filter((f) => f.endsWith('.yaml'))
      .sort()
      .map((f) => load(`locations/${f}`)),
  );

  config.addFilter('matchProjects', (projects, keywords) => {
    const keys = (keywords || []).map((k) => k.toLowerCase());
    return projects.filter((p) => keys.some((k) => p.location.toLowerCase().includes(k))).slice(0, 6);
  });
  config.addFilter('place', (text, name) => text.replace('{place}', name));
  config.addFilter('jsonLd', (value) =>
    JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026'),
  );
  // Page-level JSON-LD like build-site's (the site-wide business entry comes with the chrome).
  config.addFilter('webPageJsonLd', (l, site, url, image) => ({
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    '@id': `${url}#webpage`,
    url,
    name: l.seo.title,
    description: l.seo.description,
    primaryImageOfPage: { '@type': 'ImageObject', url: image },
    about: { '@id': `${site.baseUrl}/#business` },
    isPartOf: { '@type': 'WebSite', '@id': `${site.baseUrl}/#website`, url: `${site.baseUrl}/`, name: site.brand },
  }));
  config.addFilter('serviceJsonLd', (l, site, url) => {
    const name = `Flooring installation in ${l.name}`;
    return {
      '@context': 'https://schema.org',
      '@type': 'Service',
      '@id': `${url}#service`,
      name,
      description: l.seo.description,
      url,
      provider: { '@id': `${site.baseUrl}/#business` },
      areaServed: [l.name, ...l.areas.names].map((n) => ({ '@type': 'Place', name: n })),
      hasOfferCatalog: {
        '@type': 'OfferCatalog',
        name: `${name} services`,
        itemListElement: l.services.map((s) => ({
          '@type': 'Offer',
          itemOffered: { '@type': 'Service', name: s.title },
        })),
      },
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: l.rating.value.toFixed(1),
        reviewCount: l.rating.count,
        bestRating: 5,
      },
    };
  });
  // The share image's file name is a content hash in build-site; any 16 hex digits give the same bytes.
  config.addFilter('shareId', (slug) => createHash('sha256').update(slug).digest('hex').slice(0, 16));
  config.addFilter('fixed1', (n) => Number(n).toFixed(1));
  // Icons by meaning, as build-site's templates pick them (generator/model/item-icons.ts, client/components/icons.tsx).
  config.addFilter('badgeIcon', (badge) =>
    /free|estimate/i.test(badge) ? 'dollar' : /stadium/i.test(badge) ? 'stadium' : 'shield',
  );
  config.addFilter(
    'iconFor',
    (word) =>
      ({
        hardwood: 'tree',
        vinyl: 'layers',
        laminate: 'layers',
        tile: 'grid',
        carpet: 'layers',
        backsplash: 'grid',
        commercial: 'building',
        building: 'building',
        store: 'store',
        office: 'building',
        stadium: 'stadium',
        removal: 'trash',
        tool: 'tool',
        church: 'church',
        home: 'home',
        music: 'music',
      })[word] ?? 'sparkle',
  );
  config.addFilter('locationServicesProps', (l, site) =>
    JSON.stringify({
      cards: l.services.map((s) => ({
        ...s,
        popular: s.popular ?? false,
        recommended: s.recommended ?? false,
        image: { src: `${site.media.imageBase}/${s.image.src}`, alt: s.image.alt },
      })),
    }),
  );

  return { templateFormats: ['njk'], htmlTemplateEngine: 'njk' };
};
