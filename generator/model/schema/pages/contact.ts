// The contact page (content/pages/contact.yaml).
import { z } from 'zod';
import { seoSchema, stepSchema, text } from '../primitives.ts';
import { eyebrow, heading, label } from './fields.ts';

export const contactPageSchema = z.strictObject({
  seo: seoSchema,
  hero: z.strictObject({
    eyebrow: eyebrow('Contact Us'),
    heading: text.describe('Heading of this section.'),
    text: text.describe('Paragraph under the heading.'),
    badges: z.array(text).length(4).describe('Exactly 4 badges.'),
    scheduleLabel: label('Second hero button, to the form below.', 'Schedule Free Estimate'),
  }),
  areas: z.strictObject({
    heading: text.describe('Heading of this section.'),
    items: z
      .array(
        z.strictObject({
          state: text.describe('State or district.'),
          places: text.describe('Places served there, comma separated.'),
        }),
      )
      .length(3)
      .describe('Exactly 3 states.'),
  }),
  form: z.strictObject({
    heading: text.describe('Heading of this section.'),
    text: text.describe('Paragraph under the heading.'),
  }),
  details: z
    .strictObject({
      label: label('Name of the section, for screen readers.', 'Contact details'),
      heading: heading('Get In Touch'),
      phone: label('Label of the phone number.', 'Phone'),
      email: label('Label of the e-mail address.', 'E-mail'),
      area: label('Label of the service area.', 'Service Area'),
      response: label('Label of the reply promise.', 'Response Time'),
      hoursHeading: heading('Business Hours'),
      mapsLink: label(
        'Link under the service area to the business on Google Maps, shown when the Google Business Profile has a maps address.',
        'View us on Google Maps',
      ),
    })
    .describe('The contact details and opening hours cards (the phone, e-mail and hours come from Site settings).'),
  whatToExpect: z.strictObject({
    heading: text.describe('Heading of this section.'),
    steps: z.array(stepSchema).length(4).describe('Exactly 4 steps.'),
  }),
});

// content.pages.contact: this file's page joins the Content type (model/content.ts).
declare module '../../content.ts' {
  interface Pages {
    contact: z.infer<typeof contactPageSchema>;
  }
}
