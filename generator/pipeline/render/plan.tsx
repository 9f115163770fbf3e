// What a page route renders, read from its page kind (generator/pages/table.ts):
// its body element, SEO fields, breadcrumb trail, JSON-LD and analytics kind and
// name, before any markup is produced.
import type { ReactElement } from 'react';
import type { Content } from '../../model/content.ts';
import type { Crumb } from '../../model/routes.ts';
import type { Seo } from '../../model/schema/index.ts';
import { breadcrumbTrail } from '../../pages/routes.ts';
import { kindOf, type SitePageRoute } from '../../pages/table.ts';
import { pageShareImage } from '../images/page-share.ts';
import type { ShareImage } from '../images/share-image.ts';
import { breadcrumbs, localBusiness, pageArticle, pageService, webPage } from './structured-data.ts';

export interface PagePlan {
  body: ReactElement;
  seo: Seo;
  /** The visible breadcrumb and the BreadcrumbList share it. */
  trail?: Crumb[];
  /** The page's share image: its og:image, and its WebPage's primary image. */
  share: ShareImage;
  jsonLd: object[];
  /** Kept out of search results (the 404 page). */
  noindex: boolean;
  /** Analytics page kind and name, read by client/entries/site.ts. */
  kind: string;
  name: string;
}

/**
 * Plans the pages of one build; the business node, the same on every page, is built once.
 * `dates`: each canonical page's last change, its WebPage's dateModified.
 */
export function createPlanner(
  content: Content,
  dates: Record<string, string> = {},
): (route: SitePageRoute) => PagePlan {
  const { site } = content;
  const business = localBusiness(
    site,
    content.services.map((s) => s.name),
  );
  return (route) => {
    const kind = kindOf(route.page);
    const entry = route.page.entry;
    const seo = kind.seo(entry);
    const trail = breadcrumbTrail(route.page, content.navigation.breadcrumbs);
    const plan = {
      body: kind.template(entry),
      seo,
      trail,
      share: pageShareImage(route, content),
      noindex: kind.notFound === true,
      kind: kind.analyticsKind,
      name: kind.analyticsName(entry),
    };
    if (kind.notFound) return { ...plan, jsonLd: [] };
    // The page's primary image is its raster share image, the picture previews show.
    const image = `${site.baseUrl}${plan.share.path}`;
    const service = kind.service?.(entry, content);
    const article = kind.article?.(entry);
    return {
      ...plan,
      jsonLd: [
        business,
        webPage(site, {
          path: route.canonical,
          name: seo.title,
          description: seo.description,
          image,
          dateModified: dates[route.canonical],
        }),
        ...(service ? [pageService(site, { path: route.canonical, ...service })] : []),
        ...(article ? [pageArticle(site, { path: route.canonical, image, ...article })] : []),
        ...(trail ? [breadcrumbs(site, trail)] : []),
      ],
    };
  };
}
