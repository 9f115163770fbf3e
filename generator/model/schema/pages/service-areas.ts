// The service-areas page (content/pages/service-areas.yaml), with the words every location page shares.
import { z } from 'zod';
import { problemMessage } from '../../problems.ts';
import {
  benefitSchema,
  copyText,
  ctaSchema,
  faqSchema,
  internalPath,
  mediaRef,
  seoSchema,
  slug,
  statSchema,
  stepSchema,
  testimonialSchema,
  text,
} from '../primitives.ts';
import { eyebrow, heading, label } from './fields.ts';

/** A state of the service-areas page; a video needs its poster. */
const stateSchema = z
  .strictObject({
    id: slug.describe('Anchor id of the state section.'),
    name: z.enum(['Maryland', 'Virginia', 'Washington DC']).describe('State or district.'),
    description: text.describe('Paragraph about the state.'),
    type: z.enum(['image', 'video']).describe('Whether the section shows an image or a video.'),
    image: mediaRef.describe('Image, or video when type is video.'),
    poster: mediaRef.optional().describe('Still shown before the video plays.'),
    travelTime: text.meta({ description: 'Typical travel time to the state.', examples: ['15-45 minutes'] }),
    /** Optional page for the whole state or district; its name links there. */
    path: internalPath.optional().describe('Optional page for the whole state or district; its name links there.'),
    featuredProject: text.describe('A notable project there.'),
    locations: z
      .array(
        z.strictObject({
          name: text.describe('Place name.'),
          path: internalPath,
          cities: z.array(text).min(2).describe('At least 2 towns or neighborhoods.'),
        }),
      )
      .length(5)
      .describe('Exactly 5 locations.'),
  })
  .superRefine((state, ctx) => {
    if (state.type === 'video' && !state.poster)
      ctx.addIssue({ code: 'custom', path: ['poster'], message: problemMessage('StateNeedsPoster') });
  })
  .meta({
    // The same rule for editors: JSON Schema cannot read the refinement above.
    allOf: [{ if: { properties: { type: { const: 'video' } } }, then: { required: ['poster'] } }],
  });

export const serviceAreasPageSchema = z.strictObject({
  seo: seoSchema,
  hero: z.strictObject({
    eyebrow: eyebrow('Service Areas'),
    jumpLabel: label('Name of the row of state buttons, for screen readers.', 'Jump to a state'),
    heading: text.describe('Heading of this section.'),
    text: text.describe('Paragraph under the heading.'),
    stats: z.array(statSchema).min(3).max(4).describe('3 or 4 figures.'),
  }),
  whyChooseUs: z.strictObject({
    heading: text.describe('Heading of this section.'),
    items: z.array(benefitSchema).length(4).describe('Exactly 4 reasons.'),
  }),
  statesHeading: heading('Where We Work'),
  states: z.array(stateSchema).length(3).describe('Exactly 3 states: Maryland, Virginia and Washington DC.'),
  stateCard: z
    .strictObject({
      videoTitle: copyText(['state'], 'Title of a state video.', '{state} skyline video'),
      imageAlt: copyText(['state'], 'Description of a state photo.', 'Homes and streets in {state}'),
      overviewLink: copyText(
        ['state'],
        'Link to the page of the whole state.',
        'All of {state}: flooring services and local projects',
      ),
      travelTime: copyText(['time'], 'Travel time line.', 'Travel time: {time}'),
      recentProject: label('Lead-in of the featured project line.', 'Recent project:'),
      servicesButton: copyText(['state'], 'Button to the first location of the state.', 'View {state} Services'),
    })
    .describe('Words of every state card.'),
  coverageLabel: label('Name of the two coverage cards, for screen readers.', 'Coverage questions'),
  process: z.strictObject({
    heading: text.describe('Heading of this section.'),
    steps: z
      .array(stepSchema.extend({ timing: text.meta({ description: 'How long the step takes.', examples: ['Day 1'] }) }))
      .length(6)
      .describe('Exactly 6 steps.'),
  }),
  testimonials: z.array(testimonialSchema).length(6).describe('Exactly 6 testimonials.'),
  faqs: z.array(faqSchema).length(6).describe('Exactly 6 questions and answers.'),
  notSure: ctaSchema.describe('Call to action for visitors unsure of their area.'),
  notListed: ctaSchema
    .extend({ estimateLabel: label('Estimate button of the card.', 'Request Free Estimate') })
    .describe('Call to action for places not listed.'),
  testimonialsHeading: heading('What Customers Across the DMV Say'),
  faqHeading: heading('Service Area FAQs'),
  /** Closing call to action of every location page; {place} becomes the place name. */
  locationCta: ctaSchema.describe('Closing call to action of every location page; {place} becomes the place name.'),
  /** Words every location page shares (content/locations/<slug>.yaml holds the rest). */
  locationPage: z
    .strictObject({
      stats: z
        .strictObject({
          projectsCompleted: label('Label of statistics.projectsCompleted.', 'Projects Completed'),
          avgResponseTime: label('Label of statistics.avgResponseTime.', 'Average Response Time'),
          yearsServing: label('Label of statistics.yearsServing.', 'Years Serving'),
        })
        .describe('Labels of the hero figures.'),
      servicesHeading: copyText(['place'], 'Heading of the service cards.', 'Flooring Services in {place}'),
      servicesIntro: text.describe('Paragraph under it.'),
      serviceName: copyText(
        ['place'],
        "Name of the page's service in search results.",
        'Flooring installation in {place}',
      ),
      featuredHeading: copyText(['place'], 'Heading of the featured projects.', 'Featured Projects near {place}'),
      testimonialsHeading: copyText(['place'], 'Heading of the testimonials.', 'What {place} Customers Say'),
      ratingLine: copyText(
        ['rating', 'count'],
        "Line under it, with the page's rating.",
        'Rated {rating} out of 5 from {count}+ reviews.',
      ),
      faqHeading: copyText(['place'], 'Heading of the questions.', '{place} Flooring FAQs'),
      serviceCards: z
        .strictObject({
          filterLabel: label('Name of the filter buttons, for screen readers.', 'Filter services'),
          all: label('Filter showing every card.', 'All Services'),
          residential: label('Filter for homes.', 'Residential'),
          commercial: label('Filter for businesses.', 'Commercial'),
          popular: label('Badge of a card marked popular.', 'Popular'),
          recommended: label('Badge of a card marked recommended.', 'Recommended'),
          startingAt: label('Label of the starting price.', 'Starting at'),
          timeframe: label('Label of the timeframe.', 'Timeframe'),
          quote: label('Estimate button of a card.', 'Get Free Quote'),
        })
        .describe('Words of the service cards and their filter.'),
    })
    .describe('Words every location page shares; {place} is the place name.'),
});

// content.pages.serviceAreas: this file's page joins the Content type (model/content.ts).
declare module '../../content.ts' {
  interface Pages {
    serviceAreas: z.infer<typeof serviceAreasPageSchema>;
  }
}
