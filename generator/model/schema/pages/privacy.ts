// The privacy page (content/pages/privacy.yaml): the policy's sections, its date, and the words
// of the links to it that every footer and the estimate form carry.
import { z } from 'zod';
import { problemMessage } from '../../problems.ts';
import { copyText, seoSchema, text } from '../primitives.ts';
import { calendarDate } from '../calendar-date.ts';
import { eyebrow, label } from './fields.ts';

/**
 * Blanks a policy paragraph may hold, filled from site.yaml (the e-mail and phone as links,
 * formService as the host of the estimate form), so the policy names what the site really uses.
 */
const POLICY_BLANKS = ['brand', 'email', 'phone', 'area', 'formService'];
const policyText = (description: string, example: string) => copyText(POLICY_BLANKS, description, example);

export const privacyPageSchema = z.strictObject({
  seo: seoSchema,
  hero: z.strictObject({
    eyebrow: eyebrow('Privacy'),
    heading: text.describe('Heading of the page.'),
    text: text.describe('Paragraph under the heading.'),
  }),
  updated: calendarDate('Date the policy was last changed (YYYY-MM-DD); change it with the text.'),
  updatedLabel: copyText(['date'], 'Line under the heading giving the date.', 'Last updated {date}'),
  sections: z
    .array(
      z.strictObject({
        id: z
          .string()
          .regex(/^[a-z0-9-]+$/, problemMessage('AnchorFormat'))
          .meta({ description: 'Anchor of the section (/privacy#<id>).', examples: ['your-choices'] }),
        heading: text.describe('Heading of the section.'),
        paragraphs: z
          .array(policyText('A paragraph.', 'Write to {email} or call {phone}.'))
          .min(1)
          .describe('Paragraphs of the section.'),
        items: z
          .array(policyText('A point of the list.', 'Pages you visit and for how long.'))
          .optional()
          .describe('A list after the paragraphs.'),
      }),
    )
    .min(1)
    .describe('The sections of the policy, in order.'),
  links: z
    .strictObject({
      policy: label('Link to this page in every footer and beside the estimate form.', 'Privacy Policy'),
      formNote: copyText(
        ['policy'],
        'Line beside the estimate form; {policy} becomes the link to this page.',
        'The form is run by a form service; read how we handle your details in our {policy}.',
      ),
    })
    .describe('Links to this page from the rest of the site.'),
  choices: z
    .strictObject({
      link: label(
        'Footer link that opens the choices dialog (the privacy page without JavaScript).',
        'Your privacy choices',
      ),
      heading: label('Heading of the dialog.', 'Your privacy choices'),
      intro: text.describe('Paragraph under the heading.'),
      analytics: label('Name of the analytics switch.', 'Analytics'),
      analyticsHint: text.describe('What the analytics switch allows.'),
      ads: label('Name of the advertising switch.', 'Advertising'),
      adsHint: text.describe('What the advertising switch allows.'),
      gpcNote: text.describe(
        "Shown instead of adsHint when the visitor's browser sends Global Privacy Control (advertising stays off).",
      ),
      save: label('Button that saves the choice.', 'Save choices'),
      cancel: label('Button that closes the dialog without saving.', 'Cancel'),
    })
    .describe('The privacy choices dialog, opened from every footer.'),
});

// content.pages.privacy: this file's page joins the Content type (model/content.ts).
declare module '../../content.ts' {
  interface Pages {
    privacy: z.infer<typeof privacyPageSchema>;
  }
}
