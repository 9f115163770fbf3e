// Validate one content file against its schema (helper for content editors):
//   npx tsx scripts/validate-file.ts content/locations/georgetown-dc.yaml
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import * as s from '../generator/model/schema/index.ts';

const file = process.argv[2];
const rel = path.relative('content', file);
const schema =
  rel.startsWith('services/') ? s.serviceSchema :
  rel.startsWith('locations/') ? s.locationSchema :
  rel.startsWith('projects/') ? s.projectSchema :
  ({ 'pages/home.yaml': s.homeSchema, 'pages/about.yaml': s.aboutSchema, 'pages/services.yaml': s.servicesPageSchema,
     'pages/service-areas.yaml': s.serviceAreasPageSchema, 'pages/gallery.yaml': s.galleryPageSchema,
     'pages/contact.yaml': s.contactPageSchema, 'pages/reviews.yaml': s.reviewsPageSchema,
     'pages/not-found.yaml': s.notFoundSchema, 'site.yaml': s.siteSchema, 'navigation.yaml': s.navigationSchema } as Record<string, import('zod').ZodType>)[rel];
if (!schema) { console.error(`no schema for ${rel}`); process.exit(2); }
const result = schema.safeParse(parse(readFileSync(file, 'utf8')));
if (result.success) { console.log(`${file}: ok`); } else {
  for (const i of result.error.issues) console.error(`${file} ${i.path.join('.')}: ${i.message}`);
  process.exit(1);
}
