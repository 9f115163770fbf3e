// The route table of the spec, from the page kinds: every kind's pages (with
// canonical paths on aliases) and redirect stubs, the 404 page last.
import type { Content } from '../model/content.ts';
import type { Crumb, RedirectRoute, Route } from '../model/routes.ts';
import type { Navigation, Seo } from '../model/schema/index.ts';
import { kindList, kindOf, type PageSpec, type SitePageRoute } from './table.ts';

/** Legacy project URL that the spec keeps as a redirect. */
const LEGACY_REDIRECTS: Record<string, string> = {
  '/projects/vienna-hardwood-installation': '/projects/georgetown-retail-store',
};

export function buildRoutes(content: Content): Route<PageSpec>[] {
  const pages: SitePageRoute[] = [];
  const redirects: RedirectRoute[] = [];
  for (const { name, kind } of kindList) {
    for (const r of kind.routes(content)) {
      // The table pairs each kind name with its own entries, which PageSpec cannot see through kindList.
      const page = { type: name, entry: r.entry } as PageSpec;
      pages.push({
        kind: 'page',
        path: r.path,
        canonical: r.canonical ?? r.path,
        page,
        ...(r.origin ? { origin: r.origin } : {}),
      });
    }
    redirects.push(...(kind.redirects?.(content) ?? []));
  }
  for (const [from, to] of Object.entries(LEGACY_REDIRECTS)) redirects.push({ kind: 'redirect', path: from, to });
  // The 404 page is written last, after every path a visitor can reach.
  const last = pages.filter((p) => kindOf(p.page).notFound);
  return [...pages.filter((p) => !kindOf(p.page).notFound), ...redirects, ...last];
}

/** The page's SEO fields. */
export const pageSeo = (spec: PageSpec): Seo => kindOf(spec).seo(spec.entry);

/** The page's own hero image (a media reference), when it has one. */
export const pageHero = (spec: PageSpec): string | undefined => kindOf(spec).hero?.(spec.entry);

/** The trail from the home page to this page (the last crumb is the page itself), or none. */
export const breadcrumbTrail = (spec: PageSpec, sections: Navigation['breadcrumbs']): Crumb[] | undefined =>
  kindOf(spec).trail?.(spec.entry, sections);
