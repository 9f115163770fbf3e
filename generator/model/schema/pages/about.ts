// The about page (content/pages/about.yaml).
import { z } from 'zod';
import { benefitSchema, copyText, ctaSchema, imageSchema, seoSchema, statSchema, text } from '../primitives.ts';
import { projectRef } from './fields.ts';

export const aboutSchema = z.strictObject({
  seo: seoSchema,
  hero: z.strictObject({
    eyebrow: copyText(['brand'], 'Small line above the main heading.', 'About {brand}'),
    heading: text.describe('Heading of this section.'),
    text: text.describe('Paragraph under the heading.'),
    stats: z.array(statSchema).length(4).describe('Exactly 4 figures.'),
  }),
  story: z.strictObject({
    heading: text.describe('Heading of this section.'),
    paragraphs: z.array(text).min(2).describe('At least 2 paragraphs.'),
    image: imageSchema.describe('Photo beside the story.'),
  }),
  mosaic: z.strictObject({
    heading: text.describe('Heading of this section.'),
    ids: z
      .array(projectRef)
      .length(3)
      .meta({
        description: 'Exactly 3 project ids shown as a photo mosaic.',
        examples: [['project-1', 'project-2', 'project-3']],
      }),
  }),
  mission: z.strictObject({
    heading: text.describe('Heading of this section.'),
    text: text.describe('Paragraph under the heading.'),
  }),
  expertise: z.strictObject({
    heading: text.describe('Heading of this section.'),
    items: z.array(benefitSchema).min(4).describe('At least 4 items.'),
  }),
  notableProjects: z.strictObject({
    heading: text.describe('Heading of this section.'),
    items: z.array(benefitSchema).length(3).describe('Exactly 3 projects.'),
  }),
  values: z.strictObject({
    heading: text.describe('Heading of this section.'),
    items: z.array(benefitSchema).min(3).describe('At least 3 values.'),
  }),
  commitments: z.strictObject({
    heading: text.describe('Heading of this section.'),
    items: z.array(text).min(4).describe('At least 4 commitments.'),
  }),
  cta: ctaSchema,
});

// content.pages.about: this file's page joins the Content type (model/content.ts).
declare module '../../content.ts' {
  interface Pages {
    about: z.infer<typeof aboutSchema>;
  }
}
