// The shape of the loaded content: site settings, navigation, one YAML file per page
// (pageSchemas) and the collections (collectionSchemas), both declared beside their
// schemas in model/schema/. Templates, islands and the build all read this type;
// loading it lives in generator/pipeline/content/load.ts.
import type { z } from 'zod';
import type { collectionSchemas, navigationSchema, pageSchemas, siteSchema } from './schema/index.ts';

export type PageKey = keyof typeof pageSchemas;
export type Pages = { [K in PageKey]: z.infer<(typeof pageSchemas)[K]> };

/** The collections: a folder of YAML files each, one entry per file, named by its slug. */
export type CollectionKey = keyof typeof collectionSchemas;
export type Collections = { [K in CollectionKey]: z.infer<(typeof collectionSchemas)[K]>[] };

export interface Content extends Collections {
  dir: string;
  site: z.infer<typeof siteSchema>;
  navigation: z.infer<typeof navigationSchema>;
  pages: Pages;
}
