// The home page (content/pages/home.yaml).
import { z } from 'zod';
import {
  benefitSchema,
  copyText,
  ctaSchema,
  internalPath,
  linkSchema,
  seoSchema,
  text,
  videoSchema,
} from '../primitives.ts';
import { serviceRef, projectRef, label } from './fields.ts';

export const homeSchema = z.strictObject({
  seo: seoSchema,
  banner: z.strictObject({
    label: text.meta({ description: 'Short label before the banner text.', examples: ['New'] }),
    text: text.describe('Paragraph under the heading.'),
    linkText: text.describe('Text of the banner link.'),
    path: internalPath.describe('Page the banner opens.'),
  }),
  hero: z.strictObject({
    heading: text.describe('Heading of this section.'),
    highlight: text.describe('Part of the heading shown highlighted.'),
    text: text.describe('Paragraph under the heading.'),
    badges: z.array(text).length(3).describe('Exactly 3 badges under the hero text.'),
    secondaryLink: linkSchema.describe('Second hero button, beside the estimate button.'),
  }),
  videos: z.array(videoSchema).length(16).describe('Exactly 16 videos in the hero reel.'),
  videoControls: z
    .strictObject({
      play: label('Play button, for screen readers.', 'Play video'),
      pause: label('Pause button, for screen readers.', 'Pause video'),
      choose: label('Name of the row of dots, for screen readers.', 'Choose video'),
      dot: copyText(['number', 'title'], 'Name of one dot, for screen readers.', 'Video {number}: {title}'),
      previous: label(
        'Previous-video button of a narrow player (a phone: no room for a dot per video), for screen readers.',
        'Previous video',
      ),
      next: label('Next-video button of a narrow player, for screen readers.', 'Next video'),
      position: copyText(
        ['number', 'total'],
        'Which video plays, between the buttons of a narrow player.',
        '{number} / {total}',
      ),
    })
    .describe('Controls of the hero reel.'),
  services: z.strictObject({
    heading: text.describe('Heading of this section.'),
    text: text.describe('Paragraph under the heading.'),
    slugs: z.array(serviceRef).length(4).describe('Exactly 4 service slugs to feature.'),
    link: linkSchema.describe('Button under the cards.'),
  }),
  projects: z.strictObject({
    heading: text.describe('Heading of this section.'),
    text: text.describe('Paragraph under the heading.'),
    ids: z
      .array(projectRef)
      .length(3)
      .meta({ description: 'Exactly 3 project ids to feature.', examples: [['project-1', 'project-2', 'project-3']] }),
  }),
  areas: z.strictObject({
    heading: text.describe('Heading of this section.'),
    text: text.describe('Paragraph under the heading.'),
    cards: z
      .array(
        z.strictObject({
          title: text.describe('Region name.'),
          text: text.describe('Paragraph under the heading.'),
          path: internalPath,
          places: z.array(text).min(3).describe('At least 3 places in the region.'),
        }),
      )
      .length(3)
      .describe('Exactly 3 region cards.'),
    link: linkSchema.describe('Button under the cards.'),
  }),
  estimate: z.strictObject({
    heading: text.describe('Heading of this section.'),
    text: text.describe('Paragraph under the heading.'),
  }),
  whyChooseUs: z.strictObject({
    heading: text.describe('Heading of this section.'),
    items: z.array(benefitSchema).length(6).describe('Exactly 6 reasons.'),
  }),
  cta: ctaSchema,
});

// content.pages.home: this file's page joins the Content type (model/content.ts).
declare module '../../content.ts' {
  interface Pages {
    home: z.infer<typeof homeSchema>;
  }
}
