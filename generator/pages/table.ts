// The page-kind table: every kind of page the site builds, in build order. Adding
// a kind is a row here (its file in kinds/), a schema (generator/model/schema/)
// and a template (templates/pages/); everything else reads this table.
import type { PageRoute } from '../model/routes.ts';
import type { PageKind } from './kind.ts';
import { guide, guides } from './kinds/guide.tsx';
import { location } from './kinds/location.tsx';
import { project } from './kinds/project.tsx';
import { service } from './kinds/service.tsx';
import {
  about,
  contact,
  gallery,
  home,
  notFound,
  privacy,
  reviews,
  serviceAreas,
  services,
} from './kinds/single-pages.tsx';

export const pageKinds = {
  home,
  about,
  services,
  gallery,
  contact,
  reviews,
  serviceAreas,
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
