// Content schemas, part 5: the pages with one YAML file each (content/pages/*.yaml), one file
// each in pages/, and the registry the Content type and the page kinds read.
import { reviewSchema, reviewsPageSchema } from './pages/reviews.ts';
import { homeSchema } from './pages/home.ts';
import { aboutSchema } from './pages/about.ts';
import { servicesPageSchema } from './pages/services.ts';
import { serviceAreasPageSchema } from './pages/service-areas.ts';
import { galleryPageSchema } from './pages/gallery.ts';
import { contactPageSchema } from './pages/contact.ts';
import { notFoundSchema } from './pages/not-found.ts';
import { privacyPageSchema } from './pages/privacy.ts';
import { guidesPageSchema } from './pages/guides-page.ts';

export {
  reviewSchema,
  reviewsPageSchema,
  homeSchema,
  aboutSchema,
  servicesPageSchema,
  serviceAreasPageSchema,
  galleryPageSchema,
  contactPageSchema,
  notFoundSchema,
  privacyPageSchema,
  guidesPageSchema,
};

/**
 * The pages with one YAML file each, under the key templates read them by (content.pages.<key>).
 * Which file holds each, and the page it makes, is declared by its page kind (generator/pages/kinds/).
 */
export const pageSchemas = {
  home: homeSchema,
  about: aboutSchema,
  services: servicesPageSchema,
  serviceAreas: serviceAreasPageSchema,
  gallery: galleryPageSchema,
  contact: contactPageSchema,
  reviews: reviewsPageSchema,
  notFound: notFoundSchema,
  privacy: privacyPageSchema,
  guides: guidesPageSchema,
};
