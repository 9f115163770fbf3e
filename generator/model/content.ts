// The shape of the loaded content: one YAML file per page (pageFiles) and the collections.
// Templates, islands and the build all read this type; loading it lives in generator/pipeline/content/load.ts.
import type { z } from 'zod';
import {
  aboutSchema, contactPageSchema, galleryPageSchema, homeSchema, locationSchema, navigationSchema,
  notFoundSchema, projectSchema, reviewsPageSchema, serviceAreasPageSchema, serviceSchema,
  servicesPageSchema, siteSchema,
} from './schema/index.ts';

/** Pages with one YAML file each, keyed by the name templates use. */
export const pageFiles = {
  home: ['pages/home.yaml', homeSchema],
  about: ['pages/about.yaml', aboutSchema],
  services: ['pages/services.yaml', servicesPageSchema],
  serviceAreas: ['pages/service-areas.yaml', serviceAreasPageSchema],
  gallery: ['pages/gallery.yaml', galleryPageSchema],
  contact: ['pages/contact.yaml', contactPageSchema],
  reviews: ['pages/reviews.yaml', reviewsPageSchema],
  notFound: ['pages/not-found.yaml', notFoundSchema],
} as const;

type PageFiles = typeof pageFiles;
export type Pages = { [K in keyof PageFiles]: z.infer<PageFiles[K][1]> };

export interface Content {
  dir: string;
  site: z.infer<typeof siteSchema>;
  navigation: z.infer<typeof navigationSchema>;
  pages: Pages;
  services: z.infer<typeof serviceSchema>[];
  locations: z.infer<typeof locationSchema>[];
  projects: z.infer<typeof projectSchema>[];
  /** Where each collection entry came from, for later cross-reference errors. */
  sources: Map<object, string>;
}
