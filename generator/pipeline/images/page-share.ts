// What a page's share image is drawn from (its SEO title and hero image),
// known without rendering, so the build can draw share images while pages render.
import type { Content } from '../../model/content.ts';
import type { PageRoute, PageSpec } from '../../model/routes.ts';
import type { Seo } from '../../model/schema/index.ts';
import { shareImageFor, type ShareImage } from './share-image.ts';

/** The page's own hero image (a media reference), when it has one. */
export function pageHero(spec: PageSpec): string | undefined {
  switch (spec.type) {
    case 'service': return spec.service.hero.image.src;
    case 'location': return spec.location.hero.backgroundImage.src;
    case 'project': return spec.project.poster ?? spec.project.images[0].src;
    default: return undefined;
  }
}

export function pageSeo(spec: PageSpec, content: Content): Seo {
  const { pages } = content;
  switch (spec.type) {
    case 'service': return spec.service.seo;
    case 'location': return spec.location.seo;
    case 'project': return spec.project.seo;
    default: return pages[spec.type].seo;
  }
}

/** The share image of a page route: its SEO image, else its hero, else the site default. */
export function pageShareImage(route: PageRoute, content: Content): ShareImage {
  const seo = pageSeo(route.page, content);
  return shareImageFor(content.site, seo.title, seo.image ?? pageHero(route.page) ?? content.site.defaultShareImage);
}
