// The order of guides and the pages of their list (/guides, /guides/page/2, ...): shared by the
// page kinds, the list template, the footer, related guides and the feed.
import { FOOTER_GUIDES, GUIDES_PER_PAGE } from './constants.ts';
import type { Content } from './content.ts';
import type { Guide, GuidesPage } from './schema/index.ts';
import { guideFile } from './routes.ts';

/** Newest first; on the same day, by title, so the order never depends on the file system. */
export const newestFirst = (a: Guide, b: Guide) =>
  a.published === b.published ? a.title.localeCompare(b.title) : a.published < b.published ? 1 : -1;

/** One page of the list of guides. */
export interface GuidesListPage {
  page: GuidesPage;
  guides: Guide[];
  number: number;
  pages: number;
}

/** The pages of the list, GUIDES_PER_PAGE guides each (content.guides is already newest first). */
export function guidesListPages(content: Content): GuidesListPage[] {
  const pages = Math.max(1, Math.ceil(content.guides.length / GUIDES_PER_PAGE));
  return Array.from({ length: pages }, (_, i) => ({
    page: content.pages.guides,
    guides: content.guides.slice(i * GUIDES_PER_PAGE, (i + 1) * GUIDES_PER_PAGE),
    number: i + 1,
    pages,
  }));
}

/** The files a page's guides section shows: the guides page's words and the guides, or nothing without guides. */
export const guidesShown = (guides: Guide[]): string[] =>
  guides.length === 0 ? [] : ['pages/guides.yaml', ...guides.map(guideFile)];

/** The newest guides, which every page's footer lists (content.guides is newest first). */
export const footerGuides = (content: Content): Guide[] => content.guides.slice(0, FOOTER_GUIDES);

/** The guides whose front matter names this service or location: they are listed on its page (no section when none). */
export function guidesAbout(content: Content, about: { services: string } | { locations: string }): Guide[] {
  return 'services' in about
    ? content.guides.filter((g) => g.services.includes(about.services))
    : content.guides.filter((g) => g.locations.includes(about.locations));
}
