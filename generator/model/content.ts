// The shape of the loaded content: site settings, navigation, one YAML file per page
// (Pages, which each page's schema file in model/schema/pages/ adds its key to) and the
// collections (collectionSchemas, declared beside their schemas). Templates, islands and the
// build all read this type; loading it lives in generator/pipeline/content/load.ts.
import type { z } from 'zod';
import type { collectionSchemas, navigationSchema, siteSchema } from './schema/index.ts';

/**
 * The pages with one YAML file each, under the key templates read them by (content.pages.<key>).
 * Empty here: each schema file in model/schema/pages/ declares its own key (TypeScript module
 * augmentation), so a new page is its schema file, its template and its kind, nothing more.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the page schema files
export interface Pages {}
export type PageKey = keyof Pages;

/** The collections: a folder of YAML files each, one entry per file, named by its slug. */
export type CollectionKey = keyof typeof collectionSchemas;
export type Collections = { [K in CollectionKey]: z.infer<(typeof collectionSchemas)[K]>[] };

export interface Content extends Collections {
  dir: string;
  site: z.infer<typeof siteSchema>;
  navigation: z.infer<typeof navigationSchema>;
  pages: Pages;
}
