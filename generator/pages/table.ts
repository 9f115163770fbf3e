// The page-kind table: every kind of page the site builds, in build order. Adding a kind is
// three files: its schema (generator/model/schema/), its template (templates/pages/) and its
// kind (kinds/; a page with one file joins singlePages in kinds/single-pages.tsx, a collection
// a row here). Content loading, the Content type's pages, routes, crumbs, JSON Schemas, the web
// editor and `build-site new` read this table.
import type { PageRoute } from '../model/routes.ts';
import type { PageKind } from './kind.ts';
import { guide, guides } from './kinds/guide.tsx';
import { location } from './kinds/location.tsx';
import { project } from './kinds/project.tsx';
import { service } from './kinds/service.tsx';
import { notFound, privacy, singlePages } from './kinds/single-pages.tsx';

export const pageKinds = {
  ...singlePages,
  service,
  location,
  project,
  privacy,
  guides,
  guide,
  notFound,
};

type Kinds = typeof pageKinds;
export type KindName = keyof Kinds;
type EntryOf<K extends KindName> = Kinds[K] extends PageKind<infer E> ? E : never;

/** What a page route shows: its kind and the entry (a page file's data or a collection entry). */
export type PageSpec = { [K in KindName]: { type: K; entry: EntryOf<K> } }[KindName];
export type SitePageRoute = PageRoute<PageSpec>;

/** The kind of a page, typed for its entry. */
export function kindOf<S extends PageSpec>(spec: S): PageKind<S['entry']> {
  // The table maps each name to the kind of that name's entries (PageSpec is built from it).
  return pageKinds[spec.type] as PageKind<S['entry']>;
}

/** Every kind with its name, in table order. */
export const kindList = (Object.keys(pageKinds) as KindName[]).map((name) => ({
  name,
  kind: pageKinds[name] as PageKind<unknown>,
}));
