// Route: the shapes of the route table (pages, alias pages, redirect stubs), the
// paths of collection entries, and the file each route is written to. The table
// itself is built from the page kinds (generator/pages/routes.ts).
import type { CollectionKey } from './content.ts';
import type { Guide, Location, Project, Service } from './schema/index.ts';

/** The content entry and field a route comes from, for errors about the route (a duplicate path). */
export interface RouteOrigin {
  collection: CollectionKey;
  /** The entry's slug: its file is <collection>/<slug>.yaml. */
  slug: string;
  field: (string | number)[];
}

export interface PageRoute<P = unknown> {
  kind: 'page';
  path: string;
  /** Canonical path: differs from path only on alias pages. */
  canonical: string;
  page: P;
  origin?: RouteOrigin;
}

export interface RedirectRoute {
  kind: 'redirect';
  path: string;
  to: string;
  origin?: RouteOrigin;
}

export type Route<P = unknown> = PageRoute<P> | RedirectRoute;

/** One step of a breadcrumb trail. */
export interface Crumb {
  name: string;
  path: string;
}

export const servicePath = (s: Service) => `/services/${s.slug}`;
export const locationPath = (l: Location) => `/locations/${l.slug}`;
export const projectPath = (p: Project) => `/projects/${p.slug}`;
export const NOT_FOUND_PATH = '/404';
/** The list of guides; its later pages are /guides/page/<n>, each article /guides/<slug>. */
export const GUIDES_PATH = '/guides';
export const guidePath = (g: Guide) => `${GUIDES_PATH}/${g.slug}`;
export const guidesPagePath = (n: number) => (n === 1 ? GUIDES_PATH : `${GUIDES_PATH}/page/${n}`);
/** The guides' Atom feed; every page's head points feed readers to it. */
export const GUIDES_FEED_PATH = `${GUIDES_PATH}/feed.xml`;
/** A project's content file, relative to the content folder. */
export const projectFile = (p: { slug: string }) => `projects/${p.slug}.yaml`;
/** A guide's content file, relative to the content folder. */
export const guideFile = (g: { slug: string }) => `guides/${g.slug}.md`;
/** The privacy policy: every footer and the estimate form link to it. */
export const PRIVACY_PATH = '/privacy';

export function isCanonicalPage<P>(route: Route<P>): route is PageRoute<P> {
  return route.kind === 'page' && route.path === route.canonical && route.path !== NOT_FOUND_PATH;
}

/** File a route is written to inside dist/. */
export function outputFile(path: string): string {
  if (path === '/') return 'index.html';
  if (path === NOT_FOUND_PATH) return '404.html';
  return `${path.slice(1)}/index.html`;
}
