// The gallery page (content/pages/gallery.yaml), with the words every project page shares.
import { z } from 'zod';
import { benefitSchema, copyText, ctaSchema, seoSchema, text } from '../primitives.ts';
import { eyebrow, heading, label } from './fields.ts';

export const galleryPageSchema = z.strictObject({
  seo: seoSchema,
  hero: z.strictObject({
    eyebrow: eyebrow('Project Gallery'),
    heading: text.describe('Heading of this section.'),
    text: text.describe('Paragraph under the heading.'),
  }),
  projects: z
    .strictObject({
      heading: heading('Completed Projects'),
      intro: copyText(
        ['count'],
        'Paragraph under the heading; {count} is the number of projects.',
        '{count} projects across Washington DC, Maryland and Northern Virginia.',
      ),
    })
    .describe('The grid of every project.'),
  whyChoose: z.strictObject({
    heading: text.describe('Heading of this section.'),
    items: z.array(benefitSchema).min(3).max(6).describe('3 to 6 reasons.'),
  }),
  cta: ctaSchema.extend({ estimateLabel: label('Estimate button of this call to action.', 'Schedule a Consultation') }),
  /** Closing call to action of every project page. */
  projectCta: ctaSchema.describe('Closing call to action of every project page.'),
  /** Words every project page shares (content/projects/<slug>.yaml holds the rest). */
  projectPage: z
    .strictObject({
      backLabel: label('Link back to the gallery.', 'Back to Gallery'),
      estimateLabel: label('Estimate button of the hero.', 'Get Your Free Estimate'),
      galleryLinkLabel: label('Second hero button, to the photos.', 'View Project Gallery'),
      videosHeading: heading('Project Videos'),
      videosIntro: copyText(['count'], 'Paragraph under it.', '{count} clips from the job site.'),
      galleryHeading: heading('Project Gallery'),
      galleryIntro: copyText(['count'], 'Paragraph under it.', '{count} photos. Select a photo to enlarge it.'),
      photoViewer: z
        .strictObject({
          enlarge: copyText(
            ['number', 'alt'],
            'Name of a thumbnail, for screen readers.',
            'Enlarge photo {number}: {alt}',
          ),
          name: copyText(['name'], 'Name of the full-screen viewer.', '{name} photo viewer'),
          close: label('Close button, for screen readers.', 'Close photo viewer'),
          counter: copyText(['number', 'total'], 'Position of the photo shown.', '{number} of {total}'),
          previous: label('Previous button, for screen readers.', 'Previous photo'),
          next: label('Next button, for screen readers.', 'Next photo'),
        })
        .describe('The photo grid and its full-screen viewer.'),
      videoCarousel: z
        .strictObject({
          name: copyText(['name'], 'Name of the carousel, for screen readers.', '{name} video clips'),
          carouselRole: label('What screen readers call the carousel.', 'carousel'),
          slideRole: label('What screen readers call one clip of it.', 'slide'),
          slide: copyText(['number', 'total'], 'Name of one clip, for screen readers.', '{number} of {total}'),
          previous: label('Previous button, for screen readers.', 'Previous slide'),
          next: label('Next button, for screen readers.', 'Next slide'),
        })
        .describe('The carousel of project videos.'),
    })
    .describe('Words every project page shares.'),
});

// content.pages.gallery: this file's page joins the Content type (model/content.ts).
declare module '../../content.ts' {
  interface Pages {
    gallery: z.infer<typeof galleryPageSchema>;
  }
}
