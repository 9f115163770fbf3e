// The services overview (content/pages/services.yaml), with the words every service page shares.
import { z } from 'zod';
import { benefitSchema, ctaSchema, seoSchema, text } from '../primitives.ts';
import { eyebrow, heading, label } from './fields.ts';

export const servicesPageSchema = z.strictObject({
  seo: seoSchema,
  hero: z.strictObject({
    eyebrow: eyebrow('Our Services'),
    heading: text.describe('Heading of this section.'),
    text: text.describe('Paragraph under the heading.'),
  }),
  all: z
    .strictObject({
      heading: heading('Flooring Services We Offer'),
      intro: text.describe('Paragraph under the heading.'),
    })
    .describe('The section listing every service.'),
  whyChooseUs: z.strictObject({
    heading: text.describe('Heading of this section.'),
    items: z.array(benefitSchema).length(4).describe('Exactly 4 reasons.'),
  }),
  cta: ctaSchema,
  /** Words every service page shares (content/services/<slug>.yaml holds the rest). */
  servicePage: z
    .strictObject({
      consultationLabel: label('Second hero button of every service page.', 'Request Consultation'),
      testimonialsHeading: heading('What Our Customers Say'),
      faqHeading: heading('Frequently Asked Questions'),
    })
    .describe('Words every service page shares.'),
});

// content.pages.services: this file's page joins the Content type (model/content.ts).
declare module '../../content.ts' {
  interface Pages {
    services: z.infer<typeof servicesPageSchema>;
  }
}
