// The reviews page (content/pages/reviews.yaml) and its reviews.
import { z } from 'zod';
import { problemMessage } from '../../problems.ts';
import { copyText, ctaSchema, rating, seoSchema, statSchema, text } from '../primitives.ts';
import { sampleFlag } from '../sample.ts';
import { eyebrow, heading, label } from './fields.ts';

export const reviewSchema = z.strictObject({
  name: text.describe('Name of the reviewer.'),
  location: text.meta({ description: 'Where the reviewer lives.', examples: ['Bethesda, MD'] }),
  rating,
  date: z
    .string()
    .regex(
      /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/,
      problemMessage('MonthYearFormat'),
    )
    .meta({ description: 'Month and year of the review.', examples: ['March 2025'] }),
  service: z
    .enum(['Hardwood', 'Vinyl', 'Tile', 'Carpet', 'Laminate'])
    .describe('Service reviewed; the reviews page filters by it.'),
  verified: z.boolean().describe('Shows a "Verified" badge.'),
  text: text.describe("The review, in the customer's words."),
  sample: sampleFlag,
});

export const reviewsPageSchema = z.strictObject({
  seo: seoSchema,
  hero: z.strictObject({
    eyebrow: eyebrow('Customer Reviews'),
    heading: text.describe('Heading of this section.'),
    text: text.describe('Paragraph under the heading.'),
  }),
  stats: z.array(statSchema).length(4).describe('Exactly 4 figures.'),
  list: z
    .strictObject({
      heading: heading('Verified Customer Reviews'),
      intro: text.describe('Paragraph under the heading.'),
      writeLabel: label('Button for writing a review (not available yet).', 'Write a Review'),
      estimateLabel: label('Estimate button beside it (not available yet).', 'Get Free Estimate'),
      comingSoon: label('Tooltip of those buttons.', 'Coming soon'),
      service: label('Label of the service filter.', 'Service'),
      allServices: label('First choice of the service filter.', 'All Services'),
      sortBy: label('Label of the sort order.', 'Sort by'),
      newest: label('Sort choice.', 'Newest first'),
      oldest: label('Sort choice.', 'Oldest first'),
      count: copyText(['count', 'total'], 'Line saying how many reviews show.', 'Showing {count} of {total} reviews'),
      verified: label('Mark of a verified review.', 'Verified customer'),
      loadMore: copyText(['more'], 'Button showing more reviews.', 'Load More Reviews ({more} more)'),
    })
    .describe('The section holding the reviews.'),
  reviews: z.array(reviewSchema).length(20).describe('Exactly 20 reviews, newest first.'),
  cta: ctaSchema,
});

// content.pages.reviews: this file's page joins the Content type (model/content.ts).
declare module '../../content.ts' {
  interface Pages {
    reviews: z.infer<typeof reviewsPageSchema>;
  }
}
