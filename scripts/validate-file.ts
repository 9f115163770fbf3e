// Validate one content file against its schema (helper for content editors):
//   npx tsx scripts/validate-file.ts content/locations/georgetown-dc.yaml
import path from 'node:path';
import { readYamlData } from '../generator/pipeline/content/read-yaml.ts';
import { ContentError } from '../generator/model/errors.ts';
import * as s from '../generator/model/schema/index.ts';

const file = process.argv[2];
const rel = path.relative('content', file);
const schema = rel.startsWith('services/')
  ? s.serviceSchema
  : rel.startsWith('locations/')
    ? s.locationSchema
    : rel.startsWith('projects/')
      ? s.projectSchema
      : (
          {
            'pages/home.yaml': s.homeSchema,
            'pages/about.yaml': s.aboutSchema,
            'pages/services.yaml': s.servicesPageSchema,
            'pages/service-areas.yaml': s.serviceAreasPageSchema,
            'pages/gallery.yaml': s.galleryPageSchema,
            'pages/contact.yaml': s.contactPageSchema,
            'pages/reviews.yaml': s.reviewsPageSchema,
            'pages/not-found.yaml': s.notFoundSchema,
            'site.yaml': s.siteSchema,
            'navigation.yaml': s.navigationSchema,
          } as Record<string, import('zod').ZodType>
        )[rel];
if (!schema) {
  console.error(`no schema for ${rel}`);
  process.exit(2);
}
let data: unknown;
try {
  data = readYamlData(file);
} catch (error) {
  // Not YAML (or not UTF-8): file:line and what is wrong, as the build says it.
  if (!(error instanceof ContentError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const result = schema.safeParse(data);
if (result.success) {
  console.log(`${file}: ok`);
} else {
  for (const i of result.error.issues) console.error(`${file} ${i.path.join('.')}: ${i.message}`);
  process.exit(1);
}
