// Route: turn validated content into the full route table of the spec:
// pages (with their canonical path), alias pages and redirect stubs.
import type { Content } from './content.ts';
import type { Location, Project, Service } from './schema/index.ts';

export type PageSpec =
  | { type: 'home' }
  | { type: 'about' }
  | { type: 'services' }
  | { type: 'gallery' }
  | { type: 'contact' }
  | { type: 'reviews' }
  | { type: 'serviceAreas' }
  | { type: 'notFound' }
  | { type: 'service'; service: Service }
  | { type: 'location'; location: Location }
  | { type: 'project'; project: Project };

export interface PageRoute {
  kind: 'page';
  path: string;
  /** Canonical path: differs from path only on alias pages. */
  canonical: string;
  page: PageSpec;
}

export interface RedirectRoute {
  kind: 'redirect';
  path: string;
  to: string;
}

export type Route = PageRoute | RedirectRoute;

/** Legacy project URL that the spec keeps as a redirect. */
const LEGACY_PROJECT_REDIRECTS: Record<string, string> = {
  '/projects/vienna-hardwood-installation': '/projects/georgetown-retail-store',
};

export const servicePath = (s: Service) => `/services/${s.slug}`;
export const locationPath = (l: Location) => `/locations/${l.slug}`;
export const projectPath = (p: Project) => `/projects/${p.slug}`;
export const NOT_FOUND_PATH = '/404';

export function buildRoutes(content: Content): Route[] {
  const page = (path: string, spec: PageSpec, canonical = path): PageRoute => ({ kind: 'page', path, canonical, page: spec });
  const routes: Route[] = [
    page('/', { type: 'home' }),
    page('/about', { type: 'about' }),
    page('/services', { type: 'services' }),
    page('/gallery', { type: 'gallery' }),
    page('/contact', { type: 'contact' }),
    page('/reviews', { type: 'reviews' }),
    page('/service-areas', { type: 'serviceAreas' }),
  ];
  for (const service of content.services) {
    routes.push(page(servicePath(service), { type: 'service', service }));
    // Alias paths open the same page; its canonical link points at the main path.
    for (const alias of service.aliases) routes.push(page(`/services/${alias}`, { type: 'service', service }, servicePath(service)));
  }
  for (const location of content.locations) routes.push(page(locationPath(location), { type: 'location', location }));
  for (const project of content.projects) {
    routes.push(page(projectPath(project), { type: 'project', project }));
    // /gallery/project-N lands on the page of that same project.
    routes.push({ kind: 'redirect', path: `/gallery/${project.id}`, to: projectPath(project) });
  }
  for (const [from, to] of Object.entries(LEGACY_PROJECT_REDIRECTS)) routes.push({ kind: 'redirect', path: from, to });
  routes.push(page(NOT_FOUND_PATH, { type: 'notFound' }));
  return routes;
}

export function isCanonicalPage(route: Route): route is PageRoute {
  return route.kind === 'page' && route.path === route.canonical && route.path !== NOT_FOUND_PATH;
}

/** File a route is written to inside dist/. */
export function outputFile(path: string): string {
  if (path === '/') return 'index.html';
  if (path === NOT_FOUND_PATH) return '404.html';
  return `${path.slice(1)}/index.html`;
}
