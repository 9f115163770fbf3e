// What a page's share image is drawn from (its SEO title and hero image, from its
// page kind), known without rendering, so the build can draw share images while pages render.
import type { Content } from '../../model/content.ts';
import { pageHero, pageSeo } from '../../pages/routes.ts';
import type { SitePageRoute } from '../../pages/table.ts';
import { shareImageFor, type ShareImage } from './share-image.ts';

/** The share image of a page route: its SEO image, else its hero, else the site default. */
export function pageShareImage(route: SitePageRoute, content: Content): ShareImage {
  const seo = pageSeo(route.page);
  return shareImageFor(content.site, seo.title, seo.image ?? pageHero(route.page) ?? content.site.defaultShareImage);
}
