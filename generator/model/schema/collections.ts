// Content schemas, part 4: the collections, one YAML file per service,
// location and project (content/services/, locations/, projects/).
import { z } from 'zod';
import { problemMessage } from '../problems.ts';
import { guideSchema } from './guide.ts';
import {
  benefitSchema,
  faqSchema,
  imageSchema,
  internalPath,
  mediaRef,
  seoSchema,
  slug,
  statSchema,
  stepSchema,
  ctaSchema,
  testimonialSchema,
  text,
  videoSchema,
} from './primitives.ts';

export const serviceSchema = z.strictObject({
  slug: slug.describe('The page is at /services/ and this, made from the name of a new service; it then stays.'),
  /** Extra paths that open the same page (canonical is /services/{slug}). */
  aliases: z
    .array(slug)
    .default([])
    .meta({
      description: 'Other addresses under /services/ that open the same page.',
      examples: [['luxury-vinyl-plank']],
    }),
  order: z
    .number()
    .int()
    .meta({ description: 'Position in menus and lists, smallest first.', examples: [9] }),
  name: text.meta({ description: 'Service name used in menus, cards and headings.', examples: ['Hardwood Flooring'] }),
  material: z
    .enum(['hardwood', 'vinyl', 'laminate', 'tile', 'carpet', 'commercial', 'removal', 'backsplash'])
    .describe('Material family: picks the placeholder art and related content.'),
  seo: seoSchema,
  serviceTypes: z
    .array(text)
    .min(2)
    .meta({
      description: 'At least 2 kinds of work offered, as search engines list them.',
      examples: [['Solid Hardwood Installation', 'Hardwood Refinishing']],
    }),
  areaServed: z
    .array(text)
    .min(3)
    .meta({
      description: 'At least 3 places served, as search engines list them.',
      examples: [['Washington DC', 'Maryland', 'Northern Virginia']],
    }),
  card: z
    .strictObject({
      description: text.describe('Summary on the service card.'),
      icon: text.meta({ description: 'Icon name on the card.', examples: ['hardwood', 'vinyl', 'tile'] }),
      features: z.array(text).length(4).describe('Exactly 4 features listed on the card.'),
    })
    .describe('Card shown on the home and services pages.'),
  hero: z.strictObject({
    heading: text.describe('Main heading of the page.'),
    subheading: text.describe('Sentence under the heading.'),
    image: imageSchema,
    stats: z.array(statSchema).length(4).describe('Exactly 4 figures shown in the hero.'),
  }),
  features: z.strictObject({
    heading: text.describe('Heading of this section.'),
    intro: text.describe('Paragraph under the heading.'),
    items: z.array(text).min(5).max(10).describe('5 to 10 features.'),
    image: imageSchema,
  }),
  process: z.strictObject({
    heading: text.describe('Heading of this section.'),
    steps: z.array(stepSchema).min(4).max(5).describe('4 or 5 steps.'),
  }),
  lists: z
    .array(
      z.strictObject({
        heading: text.describe('Heading of this section.'),
        intro: text.optional().describe('Optional paragraph under the heading.'),
        items: z.array(benefitSchema).min(3).max(8).describe('3 to 8 items.'),
      }),
    )
    .min(1)
    .max(3)
    .describe('1 to 3 lists (benefits, options, uses...).'),
  testimonials: z.array(testimonialSchema).length(3).describe('Exactly 3 testimonials.'),
  faqs: z.array(faqSchema).length(5).describe('Exactly 5 questions and answers.'),
  cta: ctaSchema,
});

export const locationServiceSchema = z.strictObject({
  title: text.describe('Service name on the card.'),
  description: text.describe('Why this service suits the place.'),
  image: imageSchema,
  startingPrice: z
    .string()
    .regex(/^\$\d+\.\d{2}\/sq ft$/, problemMessage('PriceFormat'))
    .meta({ description: 'Starting price per square foot.', examples: ['$4.75/sq ft'] }),
  timeframe: z
    .string()
    .regex(/^\d+-\d+ days$/, problemMessage('TimeframeFormat'))
    .meta({ description: 'Typical duration.', examples: ['1-3 days'] }),
  features: z.array(text).min(3).describe('At least 3 features (the first 3 are shown).'),
  popular: z.boolean().default(false).describe('Shows a "Most popular" badge.'),
  recommended: z.boolean().default(false).describe('Shows a "Recommended" badge.'),
  serviceLink: internalPath.describe('Service page the card links to, e.g. /services/hardwood-flooring.'),
});

export const locationSchema = z.strictObject({
  slug: slug.meta({
    description: 'The page is at /locations/ and this, made from the name of a new place; it then stays.',
    examples: ['georgetown-dc', 'howard-county-md'],
  }),
  kind: z.enum(['county', 'city', 'neighborhood', 'district']).describe('What kind of place this is.'),
  name: text.meta({ description: 'Place name as written in headings.', examples: ['Howard County', 'Georgetown'] }),
  state: z.enum(['Maryland', 'Virginia', 'Washington DC']).describe('State or district the place is in.'),
  /** Short region code for structured data: DC, MD or VA. */
  region: z.enum(['DC', 'MD', 'VA']).describe('Short code of the state or district, as search engines read it.'),
  seo: seoSchema,
  hero: z.strictObject({
    heading: text.describe('Heading of this section.'),
    description: text.describe('Paragraph under the heading.'),
    backgroundImage: imageSchema,
  }),
  statistics: z.strictObject({
    projectsCompleted: text.meta({ description: 'Projects completed here.', examples: ['100+'] }),
    avgResponseTime: text.meta({ description: 'Average response time.', examples: ['Same Day'] }),
    yearsServing: text.meta({ description: 'Years serving the place.', examples: ['15+'] }),
  }),
  intro: z.strictObject({
    heading: text.describe('Heading of this section.'),
    paragraphs: z.array(text).min(1).max(3).describe('1 to 3 paragraphs about flooring in this place.'),
  }),
  services: z.array(locationServiceSchema).min(4).max(8).describe('4 to 8 service cards with local prices.'),
  /** Place names matched (case-insensitively) against project locations; empty means no featured projects. */
  projectKeywords: z
    .array(text)
    .default([])
    .meta({
      description: 'Place names matched (case-insensitively) against project locations; empty hides featured projects.',
      examples: [['Bethesda', 'Rockville']],
    }),
  whyChooseUs: z.strictObject({
    heading: text.describe('Heading of this section.'),
    items: z.array(benefitSchema).min(4).max(8).describe('4 to 8 reasons.'),
  }),
  testimonials: z.array(testimonialSchema).length(3).describe('Exactly 3 testimonials.'),
  faqs: z.array(faqSchema).length(4).describe('Exactly 4 questions and answers.'),
  areas: z.strictObject({
    heading: text.describe('Heading of this section.'),
    intro: text.describe('Paragraph under the heading.'),
    names: z.array(text).min(8).max(15).describe('8 to 15 neighborhoods or towns served.'),
  }),
  /** The five pages the spec names show the areas list before testimonials. */
  areasBeforeTestimonials: z.boolean().default(false).describe('Show the areas list above the testimonials.'),
  rating: z
    .strictObject({
      value: z.number().meta({ description: 'Average rating here.', examples: [4.9] }),
      count: z
        .number()
        .int()
        .meta({ description: 'Number of ratings.', examples: [85] }),
    })
    .describe('Customer rating here, shown to search engines.'),
});

export const projectSchema = z
  .strictObject({
    id: z
      .string()
      .regex(/^project-\d+$/, problemMessage('ProjectIdFormat'))
      .meta({
        title: 'Project number',
        description: "The project's number, project-N; a new project gets the next free one.",
        examples: ['project-12'],
      }),
    slug: slug.meta({
      description: 'The page is at /projects/ and this, made from the name of a new project; it then stays.',
      examples: ['bethesda-kitchen-tile'],
    }),
    name: text.describe('Project name on its card and page.'),
    location: text.meta({
      description: 'Where the project is; location pages match it against their projectKeywords.',
      examples: ['Bethesda, MD'],
    }),
    description: text.describe('Summary on the gallery card.'),
    type: z.enum(['video', 'image']).describe('Card media: "video" needs video (and poster), "image" needs image.'),
    video: mediaRef.optional().meta({
      description: 'Video file of the gallery card, when the card shows a video.',
      examples: ['videos/georgetown-01.mp4'],
    }),
    image: mediaRef.optional().describe('Picture of the gallery card, when the card shows a picture.'),
    poster: mediaRef.optional().describe('Still shown before the video plays.'),
    icon: text.meta({
      description: 'Icon name on the card badge.',
      examples: ['home', 'building', 'store', 'church', 'stadium', 'tile'],
    }),
    material: z
      .enum(['hardwood', 'vinyl', 'laminate', 'tile', 'carpet', 'commercial', 'stadium', 'removal', 'backsplash'])
      .describe('Main material of the project.'),
    seo: seoSchema,
    areaServed: z
      .array(text)
      .min(2)
      .meta({
        description: 'At least 2 places, as search engines list them.',
        examples: [['Bethesda', 'Montgomery County']],
      }),
    offers: z
      .array(text)
      .min(2)
      .meta({
        description: 'At least 2 kinds of work done, as search engines list them.',
        examples: [['Hardwood Installation', 'Stair Refinishing']],
      }),
    hero: z.strictObject({
      headline: text.describe('Main heading of the page.'),
      intro: text.describe('Paragraph under the headline.'),
      bullets: z.array(text).length(3).describe('Exactly 3 highlights.'),
    }),
    details: z.strictObject({
      heading: text.describe('Heading of this section.'),
      paragraphs: z.array(text).min(1).max(4).describe('1 to 4 paragraphs about the work.'),
      facts: z.array(statSchema).min(3).max(4).describe('3 or 4 figures (square feet, days...).'),
    }),
    aspectRatio: z.enum(['3/4', '4/3', '1/1', '16/9']).default('3/4').describe('Shape of the gallery thumbnails.'),
    images: z.array(imageSchema).min(3).describe('At least 3 photos for the page gallery.'),
    videos: z.array(videoSchema).default([]).describe('Optional videos on the page.'),
  })
  .superRefine((p, ctx) => {
    if (p.type === 'video' && !p.video)
      ctx.addIssue({ code: 'custom', path: ['video'], message: problemMessage('ProjectNeedsVideo') });
    if (p.type === 'image' && !p.image)
      ctx.addIssue({ code: 'custom', path: ['image'], message: problemMessage('ProjectNeedsImage') });
  })
  .meta({
    // The same rule for editors: JSON Schema cannot read the refinement above.
    allOf: [
      { if: { properties: { type: { const: 'video' } } }, then: { required: ['video'] } },
      { if: { properties: { type: { const: 'image' } } }, then: { required: ['image'] } },
    ],
  });

/**
 * The collections: a folder of files each (content/<key>/<slug>.yaml; guides are Markdown, <slug>.md), one entry per file, under
 * the key templates read them by (content.<key>). Which page each entry makes is declared by its page
 * kind (generator/pages/kinds/).
 */
export const collectionSchemas = {
  services: serviceSchema,
  locations: locationSchema,
  projects: projectSchema,
  guides: guideSchema,
};
