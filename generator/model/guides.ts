// The order of guides and the pages of their list (/guides, /guides/page/2, ...): shared by the
// page kinds, the list template, the footer, related guides and the feed.
import { GUIDES_PER_PAGE } from './constants.ts';
import type { Content } from './content.ts';
import type { Guide, GuidesPage } from './schema/index.ts';

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
