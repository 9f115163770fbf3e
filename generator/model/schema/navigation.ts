// Content schemas, part 3: content/navigation.yaml (header and footer link lists).
import { z } from 'zod';
import { linkSchema, text } from './primitives.ts';

export const navigationSchema = z.strictObject({
  header: z.strictObject({
    main: z.array(linkSchema).min(1).describe('Main menu links, in order.'),
    /** Service-areas dropdown: the overview plus 11 county and city pages. */
    serviceAreas: z.array(linkSchema).length(12).describe('Service-areas dropdown: exactly 12 links, the overview plus 11 county and city pages.'),
  }),
  footer: z.strictObject({
    blurb: text.describe('Company description in the footer.'),
    quickLinks: z.array(linkSchema).length(7).describe('Exactly 7 quick links.'),
    services: z.array(linkSchema).length(6).describe('Exactly 6 service links.'),
    dcNeighborhoods: z.array(linkSchema).length(5).describe('Exactly 5 DC neighborhood location pages.'),
    mdVaLocations: z.array(linkSchema).length(10).describe('Exactly 10 Maryland and Virginia location pages.'),
    areaNote: text.describe('Note under the location lists.'),
  }),
});
