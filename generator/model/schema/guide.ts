// Content schemas, part 6: guides (content/guides/<slug>.md). The front matter between the two
// `---` lines is YAML validated here; the Markdown after it is the article's body
// (generator/model/markdown.ts renders it). The loader adds the slug (the file name) and the body.
import { z } from 'zod';
import { problemMessage } from '../problems.ts';
import { calendarDate } from './calendar-date.ts';
import { imageSchema, slug, text } from './primitives.ts';
import { ref } from './ref.ts';

const frontMatterFields = z.strictObject({
  title: text.max(110, problemMessage('TooLong', 'titles', 110)).meta({
    description: 'Headline of the article: its page heading, title and feed entry.',
    examples: ['How much does hardwood floor installation cost in the DMV?'],
  }),
  description: text
    .max(320, problemMessage('TooLong', 'descriptions', 320))
    .describe('Summary for search results, the guides list and the feed, at most 320 characters.'),
  published: calendarDate('Date the article was first published (YYYY-MM-DD); the list is newest first.'),
  updated: calendarDate('Date of the last real change to the article (YYYY-MM-DD); at least the published date.'),
  author: text.meta({ description: 'Who wrote the article, as shown on the page.', examples: ['Capitol Floorworks'] }),
  hero: imageSchema.describe('Picture at the top of the article and its share image.'),
  services: z
    .array(ref('service', slug).describe('Slug of a service in content/services/.'))
    .default([])
    .describe('Services the article is about: linked from it, and they list it.'),
  locations: z
    .array(ref('location', slug).describe('Slug of a location in content/locations/.'))
    .default([])
    .describe('Locations the article is about: linked from it, and they list it.'),
  draft: z
    .boolean()
    .default(false)
    .describe('A draft is not published: it shows only in the preview on this computer.'),
});

function updatedAfterPublished(g: { published: string; updated: string }, ctx: z.core.$RefinementCtx): void {
  // zod runs this even when a date failed its own check: compare only two real dates.
  const iso = /^\d{4}-\d{2}-\d{2}$/;
  if (iso.test(g.published) && iso.test(g.updated) && g.updated < g.published)
    ctx.addIssue({
      code: 'custom',
      path: ['updated'],
      input: g.updated,
      message: problemMessage('GuideUpdatedBeforePublished', g.published),
    });
}

/** What an editor writes between the `---` lines of a guide. */
export const guideFrontMatterSchema = frontMatterFields.superRefine(updatedAfterPublished);

/** A loaded guide: its front matter, the slug from its file name and its Markdown body. */
export const guideSchema = frontMatterFields
  .extend({
    slug,
    body: z.string().describe('The article itself.'),
    bodyLine: z.number().int().describe('Line of the file the body starts on, for problems in it.'),
  })
  .superRefine(updatedAfterPublished);
