// Location pages: one per content/locations/<slug>.yaml (counties, cities, the
// district and its neighbourhoods).
import { LocationPage } from '../../../templates/pages/LocationPage.tsx';
import { fill } from '../../model/copy.ts';
import { FEATURED_PROJECTS_MAX } from '../../model/constants.ts';
import { matchProjects } from '../../model/featured-projects.ts';
import { guidesAbout, guidesShown } from '../../model/guide-order.ts';
import { placeName } from '../../model/places.ts';
import { locationPath, projectFile } from '../../model/routes.ts';
import type { Location } from '../../model/schema/index.ts';
import type { PageKind } from '../kind.ts';

export const location: PageKind<Location> = {
  source: { collection: 'locations', title: 'Location page' },
  analyticsKind: 'location',
  routes: (content) =>
    content.locations.map((l) => ({
      path: locationPath(l),
      entry: l,
      origin: { collection: 'locations', slug: l.slug, field: ['slug'] },
    })),
  template: (l) => <LocationPage location={l} />,
  // Its words for the sections come from the service-areas page; its featured projects from theirs;
  // its guides section (when a guide is about it) from the guides page and those guides.
  shows: (l, content) => [
    'pages/service-areas.yaml',
    ...guidesShown(guidesAbout(content, { locations: l.slug })),
    ...matchProjects(content.projects, l.projectKeywords, FEATURED_PROJECTS_MAX).map((p) => projectFile(p)),
  ],
  seo: (l) => l.seo,
  hero: (l) => l.hero.backgroundImage.src,
  trail: (l, { home, serviceAreas }) => [home, serviceAreas, { name: l.name, path: locationPath(l) }],
  service: (l, content) => ({
    name: fill(content.pages.serviceAreas.locationPage.serviceName, { place: l.name }),
    description: l.seo.description,
    areaServed: [l.name, ...l.areas.names],
    offers: l.services.map((x) => x.title),
    rating: l.rating,
  }),
  // Neighbourhoods are named with their district ("Georgetown, DC"), so analytics classes them as the district.
  analyticsName: placeName,
};
