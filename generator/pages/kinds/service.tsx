// Service pages: one per content/services/<slug>.yaml, also opened at each of its
// alias paths (their canonical link points at the main path).
import { ServicePage } from '../../../templates/pages/ServicePage.tsx';
import { guidesAbout, guidesShown } from '../../model/guide-order.ts';
import { servicePath } from '../../model/routes.ts';
import type { Service } from '../../model/schema/index.ts';
import type { PageKind } from '../kind.ts';

export const service: PageKind<Service> = {
  source: { collection: 'services', title: 'Service page', order: (a, b) => a.order - b.order },
  analyticsKind: 'service',
  routes: (content) =>
    content.services.flatMap((s) => [
      { path: servicePath(s), entry: s, origin: { collection: 'services', slug: s.slug, field: ['slug'] } },
      ...s.aliases.map((alias, i) => ({
        path: `/services/${alias}`,
        canonical: servicePath(s),
        entry: s,
        origin: { collection: 'services' as const, slug: s.slug, field: ['aliases', i] },
      })),
    ]),
  template: (s) => <ServicePage service={s} />,
  // Its guides section, when a guide is about it: the guides page's words and those guides.
  shows: (s, content) => guidesShown(guidesAbout(content, { services: s.slug })),
  seo: (s) => s.seo,
  hero: (s) => s.hero.image.src,
  trail: (s, { home, services }) => [home, services, { name: s.name, path: servicePath(s) }],
  service: (s) => ({
    name: s.name,
    description: s.seo.description,
    serviceTypes: s.serviceTypes,
    areaServed: s.areaServed,
  }),
  analyticsName: (s) => s.name,
};
