// The financing page (content/pages/financing.yaml, /financing): the spec's 0% APR offer, its
// terms, how to apply and the questions owners ask about it.
import { z } from 'zod';
import { ctaSchema, faqSchema, seoSchema, stepSchema, text } from '../primitives.ts';
import { eyebrow, heading } from './fields.ts';

export const financingPageSchema = z.strictObject({
  seo: seoSchema,
  offer: text.meta({
    description: 'The offer in one line, as search engines show it.',
    examples: ['0% APR financing for 12 months on approved credit'],
  }),
  hero: z.strictObject({
    eyebrow: eyebrow('Financing'),
    heading: text.describe('Heading of the page.'),
    text: text.describe('Paragraph under the heading.'),
  }),
  terms: z
    .strictObject({
      heading: heading('The Offer'),
      intro: text.describe('Paragraph under the heading.'),
      items: z.array(text).min(2).max(8).describe('The terms, one line each (2 to 8).'),
    })
    .describe('What the offer is, line by line.'),
  steps: z
    .strictObject({
      heading: heading('How It Works'),
      items: z.array(stepSchema).min(2).max(4).describe('From estimate to installed floor (2 to 4 steps).'),
    })
    .describe('How an owner applies and pays.'),
  faq: z.strictObject({
    heading: heading('Financing Questions'),
    items: z.array(faqSchema).min(1).describe('Questions and answers about the offer.'),
  }),
  finePrint: text.describe('The conditions, in smaller print under the terms.'),
  cta: ctaSchema,
});

// content.pages.financing: this file's page joins the Content type (model/content.ts).
declare module '../../content.ts' {
  interface Pages {
    financing: z.infer<typeof financingPageSchema>;
  }
}
