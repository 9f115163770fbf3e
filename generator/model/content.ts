// The shape of the loaded content: site settings, navigation, one YAML file per page
// (model/schema/pages.ts pageSchemas) and the collections. Templates, islands and the
// build all read this type; loading it lives in generator/pipeline/content/load.ts.
import type { z } from 'zod';
import type { locationSchema, navigationSchema, pageSchemas, projectSchema, serviceSchema, siteSchema } from './schema/index.ts';

export type PageKey = keyof typeof pageSchemas;
export type Pages = { [K in PageKey]: z.infer<(typeof pageSchemas)[K]> };

export interface Content {
  dir: string;
  site: z.infer<typeof siteSchema>;
  navigation: z.infer<typeof navigationSchema>;
  pages: Pages;
  services: z.infer<typeof serviceSchema>[];
  locations: z.infer<typeof locationSchema>[];
  projects: z.infer<typeof projectSchema>[];
}

/** The collections: a folder of YAML files each, one entry per file, named by its slug. */
export type CollectionKey = 'services' | 'locations' | 'projects';
