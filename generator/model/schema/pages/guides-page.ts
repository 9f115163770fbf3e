// The guides page (content/pages/guides.yaml): the list of articles (/guides) and the words every
// article page, and the related-guides lists on service and location pages, share.
import { z } from 'zod';
import { copyText, ctaSchema, seoSchema, text } from '../primitives.ts';
import { eyebrow, label } from './fields.ts';

export const guidesPageSchema = z.strictObject({
  seo: seoSchema,
  hero: z.strictObject({
    eyebrow: eyebrow('Guides'),
    heading: text.describe('Heading of the list of guides.'),
    text: text.describe('Paragraph under the heading.'),
  }),
  readMore: label('Link under each guide in the list (for screen readers, the title follows).', 'Read the guide'),
  pagination: z
    .strictObject({
      label: label('Name of the navigation between pages of the list.', 'Pages of guides'),
      newer: label('Link to the page of newer guides.', 'Newer guides'),
      older: label('Link to the page of older guides.', 'Older guides'),
      page: copyText(['page', 'pages'], 'Which page of the list this is.', 'Page {page} of {pages}'),
    })
    .describe('Links between the pages of the list (12 guides each).'),
  related: z
    .strictObject({
      heading: label('Heading of the guides section on service and location pages.', 'Flooring Guides'),
      intro: text.describe('Paragraph under it.'),
      allLink: label('Link to the list of all guides.', 'All flooring guides'),
    })
    .describe('The guides section of service and location pages: the guides about that page, then a link to all.'),
  feed: z
    .strictObject({
      title: label(
        "Name of the guides feed in feed readers and in every page's feed link.",
        'Capitol Floorworks Guides',
      ),
    })
    .describe('The Atom feed of the guides (/guides/feed.xml); its summary is the hero text.'),
  article: z
    .strictObject({
      eyebrow: eyebrow('Guide'),
      byline: copyText(['author'], 'Who wrote the article.', 'By {author}'),
      published: copyText(['date'], 'When the article was published.', 'Published {date}'),
      updated: copyText(['date'], 'When it last changed (shown when later than published).', 'Updated {date}'),
      relatedServices: label('Heading of the services the article is about.', 'Services in this guide'),
      relatedLocations: label('Heading of the places the article is about.', 'Areas in this guide'),
      prices: z
        .strictObject({
          caption: copyText(
            ['service'],
            'Caption of a price table.',
            '{service}: starting prices and typical durations',
          ),
          location: label('Header of the column of places.', 'Area'),
          startingPrice: label('Header of the column of starting prices.', 'Starting price'),
          timeframe: label('Header of the column of typical durations.', 'Typical duration'),
        })
        .describe('Words of the price tables a ```prices``` block in an article renders.'),
      cta: ctaSchema.describe('Call to action at the end of every article.'),
    })
    .describe('Words of every article page.'),
});

// content.pages.guides: this file's page joins the Content type (model/content.ts).
declare module '../../content.ts' {
  interface Pages {
    guides: z.infer<typeof guidesPageSchema>;
  }
}
