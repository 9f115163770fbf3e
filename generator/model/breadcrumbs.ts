// The breadcrumb trail of a page: one function, used by the visible
// breadcrumb nav and by the page's BreadcrumbList JSON-LD, so they cannot differ.
import { locationPath, projectPath, servicePath, type PageSpec } from './routes.ts';
import type { Navigation } from './schema/index.ts';

export interface Crumb {
  name: string;
  path: string;
}

/** The trail from the home page to this page (the last crumb is the page itself), or none; section crumbs come from navigation.yaml. */
export function breadcrumbTrail(spec: PageSpec, sections: Navigation['breadcrumbs']): Crumb[] | undefined {
  const { home, services, serviceAreas, gallery } = sections;
  switch (spec.type) {
    case 'serviceAreas':
      return [home, serviceAreas];
    case 'service':
      return [home, services, { name: spec.service.name, path: servicePath(spec.service) }];
    case 'location':
      return [home, serviceAreas, { name: spec.location.name, path: locationPath(spec.location) }];
    case 'project':
      return [home, gallery, { name: spec.project.name, path: projectPath(spec.project) }];
    default:
      return undefined;
  }
}
