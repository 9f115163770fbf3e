// The breadcrumb trail of a page: one function, used by the visible
// breadcrumb nav and by the page's BreadcrumbList JSON-LD, so they cannot differ.
import { locationPath, projectPath, servicePath, type PageSpec } from './routes.ts';

export interface Crumb {
  name: string;
  path: string;
}

const HOME: Crumb = { name: 'Home', path: '/' };

/** The trail from the home page to this page (the last crumb is the page itself), or none. */
export function breadcrumbTrail(spec: PageSpec): Crumb[] | undefined {
  switch (spec.type) {
    case 'serviceAreas':
      return [HOME, { name: 'Service Areas', path: '/service-areas' }];
    case 'service':
      return [HOME, { name: 'Services', path: '/services' }, { name: spec.service.name, path: servicePath(spec.service) }];
    case 'location':
      return [HOME, { name: 'Service Areas', path: '/service-areas' }, { name: spec.location.name, path: locationPath(spec.location) }];
    case 'project':
      return [HOME, { name: 'Gallery', path: '/gallery' }, { name: spec.project.name, path: projectPath(spec.project) }];
    default:
      return undefined;
  }
}
