// The not-found page (content/pages/not-found.yaml).
import { z } from 'zod';
import { seoSchema, text } from '../primitives.ts';

export const notFoundSchema = z.strictObject({
  seo: seoSchema,
  heading: text.describe('Heading of the page.'),
  text: text.describe('Paragraph under the heading.'),
  linkText: text.describe('Text of the link back home.'),
});

// content.pages.notFound: this file's page joins the Content type (model/content.ts).
declare module '../../content.ts' {
  interface Pages {
    notFound: z.infer<typeof notFoundSchema>;
  }
}
