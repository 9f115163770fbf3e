// Content schemas, part 5: the pages with one YAML file each (content/pages/*.yaml).
import { z } from 'zod';
import {
  benefitSchema, ctaSchema, faqSchema, imageSchema, internalPath, mediaRef, rating, seoSchema, slug, statSchema, stepSchema,
  testimonialSchema, text, videoSchema,
} from './primitives.ts';
import { ref } from './ref.ts';

/** The slug of a service file (content/services/<slug>.yaml). */
const serviceRef = ref('service', slug).describe('Slug of a service in content/services/.');
/** The id of a project (project-N in content/projects/). */
const projectRef = ref('project', z.string()).meta({ description: 'Id of a project in content/projects/.', examples: ['project-1'] });

export const reviewSchema = z.strictObject({
  name: text.describe('Name of the reviewer.'),
  location: text.meta({ description: 'Where the reviewer lives.', examples: ['Bethesda, MD'] }),
  rating,
  date: z.string().regex(/^(January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/, 'expected "Month YYYY"').meta({ description: 'Month and year of the review.', examples: ['March 2025'] }),
  service: z.enum(['Hardwood', 'Vinyl', 'Tile', 'Carpet', 'Laminate']).describe('Service reviewed; the reviews page filters by it.'),
  verified: z.boolean().describe('Shows a "Verified" badge.'),
  text: text.describe('The review, in the customer\'s words.'),
});

export const reviewsPageSchema = z.strictObject({
  seo: seoSchema,
  hero: z.strictObject({ heading: text.describe('Heading of this section.'), text: text.describe('Paragraph under the heading.') }),
  stats: z.array(statSchema).length(4).describe('Exactly 4 figures.'),
  reviews: z.array(reviewSchema).length(20).describe('Exactly 20 reviews, newest first.'),
  cta: ctaSchema,
});

export const homeSchema = z.strictObject({
  seo: seoSchema,
  banner: z.strictObject({ label: text.meta({ description: 'Short label before the banner text.', examples: ['New'] }), text: text.describe('Paragraph under the heading.'), linkText: text.describe('Text of the banner link.') }),
  hero: z.strictObject({ heading: text.describe('Heading of this section.'), highlight: text.describe('Part of the heading shown highlighted.'), text: text.describe('Paragraph under the heading.'), badges: z.array(text).length(3).describe('Exactly 3 badges under the hero text.') }),
  videos: z.array(videoSchema).length(16).describe('Exactly 16 videos in the hero reel.'),
  services: z.strictObject({ heading: text.describe('Heading of this section.'), text: text.describe('Paragraph under the heading.'), slugs: z.array(serviceRef).length(4).describe('Exactly 4 service slugs to feature.') }),
  projects: z.strictObject({ heading: text.describe('Heading of this section.'), text: text.describe('Paragraph under the heading.'), ids: z.array(projectRef).length(3).meta({ description: 'Exactly 3 project ids to feature.', examples: [['project-1', 'project-2', 'project-3']] }) }),
  areas: z.strictObject({ heading: text.describe('Heading of this section.'), text: text.describe('Paragraph under the heading.'), cards: z.array(z.strictObject({ title: text.describe('Region name.'), text: text.describe('Paragraph under the heading.'), path: internalPath, places: z.array(text).min(3).describe('At least 3 places in the region.') })).length(3).describe('Exactly 3 region cards.') }),
  estimate: z.strictObject({ heading: text.describe('Heading of this section.'), text: text.describe('Paragraph under the heading.') }),
  whyChooseUs: z.strictObject({ heading: text.describe('Heading of this section.'), items: z.array(benefitSchema).length(6).describe('Exactly 6 reasons.') }),
  cta: ctaSchema,
});

export const aboutSchema = z.strictObject({
  seo: seoSchema,
  hero: z.strictObject({ heading: text.describe('Heading of this section.'), text: text.describe('Paragraph under the heading.'), stats: z.array(statSchema).length(4).describe('Exactly 4 figures.') }),
  story: z.strictObject({ heading: text.describe('Heading of this section.'), paragraphs: z.array(text).min(2).describe('At least 2 paragraphs.') }),
  mosaic: z.strictObject({ heading: text.describe('Heading of this section.'), ids: z.array(projectRef).length(3).meta({ description: 'Exactly 3 project ids shown as a photo mosaic.', examples: [['project-1', 'project-2', 'project-3']] }) }),
  mission: z.strictObject({ heading: text.describe('Heading of this section.'), text: text.describe('Paragraph under the heading.') }),
  expertise: z.strictObject({ heading: text.describe('Heading of this section.'), items: z.array(benefitSchema).min(4).describe('At least 4 items.') }),
  notableProjects: z.strictObject({ heading: text.describe('Heading of this section.'), items: z.array(benefitSchema).length(3).describe('Exactly 3 projects.') }),
  values: z.strictObject({ heading: text.describe('Heading of this section.'), items: z.array(benefitSchema).min(3).describe('At least 3 values.') }),
  commitments: z.strictObject({ heading: text.describe('Heading of this section.'), items: z.array(text).min(4).describe('At least 4 commitments.') }),
  cta: ctaSchema,
});

export const servicesPageSchema = z.strictObject({
  seo: seoSchema,
  hero: z.strictObject({ heading: text.describe('Heading of this section.'), text: text.describe('Paragraph under the heading.') }),
  whyChooseUs: z.strictObject({ heading: text.describe('Heading of this section.'), items: z.array(benefitSchema).length(4).describe('Exactly 4 reasons.') }),
  cta: ctaSchema,
});

export const serviceAreasPageSchema = z.strictObject({
  seo: seoSchema,
  hero: z.strictObject({ heading: text.describe('Heading of this section.'), text: text.describe('Paragraph under the heading.'), stats: z.array(statSchema).min(3).max(4).describe('3 or 4 figures.') }),
  whyChooseUs: z.strictObject({ heading: text.describe('Heading of this section.'), items: z.array(benefitSchema).length(4).describe('Exactly 4 reasons.') }),
  states: z.array(z.strictObject({
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
    locations: z.array(z.strictObject({ name: text.describe('Place name.'), path: internalPath, cities: z.array(text).min(2).describe('At least 2 towns or neighborhoods.') })).length(5).describe('Exactly 5 locations.'),
  })).length(3).describe('Exactly 3 states: Maryland, Virginia and Washington DC.'),
  process: z.strictObject({ heading: text.describe('Heading of this section.'), steps: z.array(stepSchema.extend({ timing: text.meta({ description: 'How long the step takes.', examples: ['Day 1'] }) })).length(6).describe('Exactly 6 steps.') }),
  testimonials: z.array(testimonialSchema).length(6).describe('Exactly 6 testimonials.'),
  faqs: z.array(faqSchema).length(6).describe('Exactly 6 questions and answers.'),
  notSure: ctaSchema.describe('Call to action for visitors unsure of their area.'),
  notListed: ctaSchema.describe('Call to action for places not listed.'),
  /** Closing call to action of every location page; {place} becomes the place name. */
  locationCta: ctaSchema.describe('Closing call to action of every location page; {place} becomes the place name.'),
});

export const galleryPageSchema = z.strictObject({
  seo: seoSchema,
  hero: z.strictObject({ heading: text.describe('Heading of this section.'), text: text.describe('Paragraph under the heading.') }),
  whyChoose: z.strictObject({ heading: text.describe('Heading of this section.'), items: z.array(benefitSchema).min(3).max(6).describe('3 to 6 reasons.') }),
  cta: ctaSchema,
  /** Closing call to action of every project page. */
  projectCta: ctaSchema.describe('Closing call to action of every project page.'),
});

export const contactPageSchema = z.strictObject({
  seo: seoSchema,
  hero: z.strictObject({ heading: text.describe('Heading of this section.'), text: text.describe('Paragraph under the heading.'), badges: z.array(text).length(4).describe('Exactly 4 badges.') }),
  areas: z.strictObject({ heading: text.describe('Heading of this section.'), items: z.array(z.strictObject({ state: text.describe('State or district.'), places: text.describe('Places served there, comma separated.') })).length(3).describe('Exactly 3 states.') }),
  form: z.strictObject({ heading: text.describe('Heading of this section.'), text: text.describe('Paragraph under the heading.') }),
  whatToExpect: z.strictObject({ heading: text.describe('Heading of this section.'), steps: z.array(stepSchema).length(4).describe('Exactly 4 steps.') }),
});

export const notFoundSchema = z.strictObject({
  seo: seoSchema,
  heading: text.describe('Heading of the page.'),
  text: text.describe('Paragraph under the heading.'),
  linkText: text.describe('Text of the link back home.'),
});
