// Content schemas, part 5: the pages with one YAML file each (content/pages/*.yaml).
import { z } from 'zod';
import {
  benefitSchema, copyText, ctaSchema, faqSchema, imageSchema, internalPath, linkSchema, mediaRef, rating, seoSchema, slug, statSchema, stepSchema,
  testimonialSchema, text, videoSchema,
} from './primitives.ts';
import { ref } from './ref.ts';

/** The slug of a service file (content/services/<slug>.yaml). */
const serviceRef = ref('service', slug).describe('Slug of a service in content/services/.');
/** The id of a project (project-N in content/projects/). */
const projectRef = ref('project', z.string()).meta({ description: 'Id of a project in content/projects/.', examples: ['project-1'] });
/** The small line above a hero heading. */
const eyebrow = (example: string) => text.meta({ description: 'Small line above the main heading.', examples: [example] });
const heading = (example: string) => text.meta({ description: 'Heading of this section.', examples: [example] });
const label = (description: string, example: string) => text.meta({ description, examples: [example] });

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
  hero: z.strictObject({ eyebrow: eyebrow('Customer Reviews'), heading: text.describe('Heading of this section.'), text: text.describe('Paragraph under the heading.') }),
  stats: z.array(statSchema).length(4).describe('Exactly 4 figures.'),
  list: z.strictObject({
    heading: heading('Verified Customer Reviews'), intro: text.describe('Paragraph under the heading.'),
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
  }).describe('The section holding the reviews.'),
  reviews: z.array(reviewSchema).length(20).describe('Exactly 20 reviews, newest first.'),
  cta: ctaSchema,
});

export const homeSchema = z.strictObject({
  seo: seoSchema,
  banner: z.strictObject({ label: text.meta({ description: 'Short label before the banner text.', examples: ['New'] }), text: text.describe('Paragraph under the heading.'), linkText: text.describe('Text of the banner link.'), path: internalPath.describe('Page the banner opens.') }),
  hero: z.strictObject({
    heading: text.describe('Heading of this section.'), highlight: text.describe('Part of the heading shown highlighted.'), text: text.describe('Paragraph under the heading.'), badges: z.array(text).length(3).describe('Exactly 3 badges under the hero text.'),
    secondaryLink: linkSchema.describe('Second hero button, beside the estimate button.'),
  }),
  videos: z.array(videoSchema).length(16).describe('Exactly 16 videos in the hero reel.'),
  videoControls: z.strictObject({
    play: label('Play button, for screen readers.', 'Play video'),
    pause: label('Pause button, for screen readers.', 'Pause video'),
    choose: label('Name of the row of dots, for screen readers.', 'Choose video'),
    dot: copyText(['number', 'title'], 'Name of one dot, for screen readers.', 'Video {number}: {title}'),
  }).describe('Controls of the hero reel.'),
  services: z.strictObject({ heading: text.describe('Heading of this section.'), text: text.describe('Paragraph under the heading.'), slugs: z.array(serviceRef).length(4).describe('Exactly 4 service slugs to feature.'), link: linkSchema.describe('Button under the cards.') }),
  projects: z.strictObject({ heading: text.describe('Heading of this section.'), text: text.describe('Paragraph under the heading.'), ids: z.array(projectRef).length(3).meta({ description: 'Exactly 3 project ids to feature.', examples: [['project-1', 'project-2', 'project-3']] }) }),
  areas: z.strictObject({ heading: text.describe('Heading of this section.'), text: text.describe('Paragraph under the heading.'), cards: z.array(z.strictObject({ title: text.describe('Region name.'), text: text.describe('Paragraph under the heading.'), path: internalPath, places: z.array(text).min(3).describe('At least 3 places in the region.') })).length(3).describe('Exactly 3 region cards.'), link: linkSchema.describe('Button under the cards.') }),
  estimate: z.strictObject({ heading: text.describe('Heading of this section.'), text: text.describe('Paragraph under the heading.') }),
  whyChooseUs: z.strictObject({ heading: text.describe('Heading of this section.'), items: z.array(benefitSchema).length(6).describe('Exactly 6 reasons.') }),
  cta: ctaSchema,
});

export const aboutSchema = z.strictObject({
  seo: seoSchema,
  hero: z.strictObject({ eyebrow: copyText(['brand'], 'Small line above the main heading.', 'About {brand}'), heading: text.describe('Heading of this section.'), text: text.describe('Paragraph under the heading.'), stats: z.array(statSchema).length(4).describe('Exactly 4 figures.') }),
  story: z.strictObject({ heading: text.describe('Heading of this section.'), paragraphs: z.array(text).min(2).describe('At least 2 paragraphs.'), image: imageSchema.describe('Photo beside the story.') }),
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
  hero: z.strictObject({ eyebrow: eyebrow('Our Services'), heading: text.describe('Heading of this section.'), text: text.describe('Paragraph under the heading.') }),
  all: z.strictObject({ heading: heading('Flooring Services We Offer'), intro: text.describe('Paragraph under the heading.') }).describe('The section listing every service.'),
  whyChooseUs: z.strictObject({ heading: text.describe('Heading of this section.'), items: z.array(benefitSchema).length(4).describe('Exactly 4 reasons.') }),
  cta: ctaSchema,
  /** Words every service page shares (content/services/<slug>.yaml holds the rest). */
  servicePage: z.strictObject({
    consultationLabel: label('Second hero button of every service page.', 'Request Consultation'),
    testimonialsHeading: heading('What Our Customers Say'),
    faqHeading: heading('Frequently Asked Questions'),
  }).describe('Words every service page shares.'),
});

/** A state of the service-areas page; a video needs its poster. */
const stateSchema = z.strictObject({
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
}).superRefine((state, ctx) => {
  if (state.type === 'video' && !state.poster) ctx.addIssue({ code: 'custom', path: ['poster'], message: 'a video state needs "poster"' });
}).meta({
  // The same rule for editors: JSON Schema cannot read the refinement above.
  allOf: [{ if: { properties: { type: { const: 'video' } } }, then: { required: ['poster'] } }],
});

export const serviceAreasPageSchema = z.strictObject({
  seo: seoSchema,
  hero: z.strictObject({ eyebrow: eyebrow('Service Areas'), jumpLabel: label('Name of the row of state buttons, for screen readers.', 'Jump to a state'), heading: text.describe('Heading of this section.'), text: text.describe('Paragraph under the heading.'), stats: z.array(statSchema).min(3).max(4).describe('3 or 4 figures.') }),
  whyChooseUs: z.strictObject({ heading: text.describe('Heading of this section.'), items: z.array(benefitSchema).length(4).describe('Exactly 4 reasons.') }),
  statesHeading: heading('Where We Work'),
  states: z.array(stateSchema).length(3).describe('Exactly 3 states: Maryland, Virginia and Washington DC.'),
  stateCard: z.strictObject({
    videoTitle: copyText(['state'], 'Title of a state video.', '{state} skyline video'),
    imageAlt: copyText(['state'], 'Description of a state photo.', 'Homes and streets in {state}'),
    overviewLink: copyText(['state'], 'Link to the page of the whole state.', 'All of {state}: flooring services and local projects'),
    travelTime: copyText(['time'], 'Travel time line.', 'Travel time: {time}'),
    recentProject: label('Lead-in of the featured project line.', 'Recent project:'),
    servicesButton: copyText(['state'], 'Button to the first location of the state.', 'View {state} Services'),
  }).describe('Words of every state card.'),
  coverageLabel: label('Name of the two coverage cards, for screen readers.', 'Coverage questions'),  process: z.strictObject({ heading: text.describe('Heading of this section.'), steps: z.array(stepSchema.extend({ timing: text.meta({ description: 'How long the step takes.', examples: ['Day 1'] }) })).length(6).describe('Exactly 6 steps.') }),
  testimonials: z.array(testimonialSchema).length(6).describe('Exactly 6 testimonials.'),
  faqs: z.array(faqSchema).length(6).describe('Exactly 6 questions and answers.'),
  notSure: ctaSchema.describe('Call to action for visitors unsure of their area.'),
  notListed: ctaSchema.extend({ estimateLabel: label('Estimate button of the card.', 'Request Free Estimate') }).describe('Call to action for places not listed.'),
  testimonialsHeading: heading('What Customers Across the DMV Say'),
  faqHeading: heading('Service Area FAQs'),
  /** Closing call to action of every location page; {place} becomes the place name. */
  locationCta: ctaSchema.describe('Closing call to action of every location page; {place} becomes the place name.'),
  /** Words every location page shares (content/locations/<slug>.yaml holds the rest). */
  locationPage: z.strictObject({
    stats: z.strictObject({
      projectsCompleted: label('Label of statistics.projectsCompleted.', 'Projects Completed'),
      avgResponseTime: label('Label of statistics.avgResponseTime.', 'Average Response Time'),
      yearsServing: label('Label of statistics.yearsServing.', 'Years Serving'),
    }).describe('Labels of the hero figures.'),
    servicesHeading: copyText(['place'], 'Heading of the service cards.', 'Flooring Services in {place}'),
    servicesIntro: text.describe('Paragraph under it.'),
    serviceName: copyText(['place'], 'Name of the page\'s service in structured data (search results).', 'Flooring installation in {place}'),
    featuredHeading: copyText(['place'], 'Heading of the featured projects.', 'Featured Projects near {place}'),
    testimonialsHeading: copyText(['place'], 'Heading of the testimonials.', 'What {place} Customers Say'),
    ratingLine: copyText(['rating', 'count'], 'Line under it, with the page\'s rating.', 'Rated {rating} out of 5 from {count}+ reviews.'),
    faqHeading: copyText(['place'], 'Heading of the questions.', '{place} Flooring FAQs'),
    serviceCards: z.strictObject({
      filterLabel: label('Name of the filter buttons, for screen readers.', 'Filter services'),
      all: label('Filter showing every card.', 'All Services'),
      residential: label('Filter for homes.', 'Residential'),
      commercial: label('Filter for businesses.', 'Commercial'),
      popular: label('Badge of a card marked popular.', 'Popular'),
      recommended: label('Badge of a card marked recommended.', 'Recommended'),
      startingAt: label('Label of the starting price.', 'Starting at'),
      timeframe: label('Label of the timeframe.', 'Timeframe'),
      quote: label('Estimate button of a card.', 'Get Free Quote'),
    }).describe('Words of the service cards and their filter.'),
  }).describe('Words every location page shares; {place} is the place name.'),
});

export const galleryPageSchema = z.strictObject({
  seo: seoSchema,
  hero: z.strictObject({ eyebrow: eyebrow('Project Gallery'), heading: text.describe('Heading of this section.'), text: text.describe('Paragraph under the heading.') }),
  projects: z.strictObject({ heading: heading('Completed Projects'), intro: copyText(['count'], 'Paragraph under the heading; {count} is the number of projects.', '{count} projects across Washington DC, Maryland and Northern Virginia.') }).describe('The grid of every project.'),
  whyChoose: z.strictObject({ heading: text.describe('Heading of this section.'), items: z.array(benefitSchema).min(3).max(6).describe('3 to 6 reasons.') }),
  cta: ctaSchema.extend({ estimateLabel: label('Estimate button of this call to action.', 'Schedule a Consultation') }),
  /** Closing call to action of every project page. */
  projectCta: ctaSchema.describe('Closing call to action of every project page.'),
  /** Words every project page shares (content/projects/<slug>.yaml holds the rest). */
  projectPage: z.strictObject({
    backLabel: label('Link back to the gallery.', 'Back to Gallery'),
    estimateLabel: label('Estimate button of the hero.', 'Get Your Free Estimate'),
    galleryLinkLabel: label('Second hero button, to the photos.', 'View Project Gallery'),
    videosHeading: heading('Project Videos'),
    videosIntro: copyText(['count'], 'Paragraph under it.', '{count} clips from the job site.'),
    galleryHeading: heading('Project Gallery'),
    galleryIntro: copyText(['count'], 'Paragraph under it.', '{count} photos. Select a photo to enlarge it.'),
    photoViewer: z.strictObject({
      enlarge: copyText(['number', 'alt'], 'Name of a thumbnail, for screen readers.', 'Enlarge photo {number}: {alt}'),
      name: copyText(['name'], 'Name of the full-screen viewer.', '{name} photo viewer'),
      close: label('Close button, for screen readers.', 'Close photo viewer'),
      counter: copyText(['number', 'total'], 'Position of the photo shown.', '{number} of {total}'),
      previous: label('Previous button, for screen readers.', 'Previous photo'),
      next: label('Next button, for screen readers.', 'Next photo'),
    }).describe('The photo grid and its full-screen viewer.'),
    videoCarousel: z.strictObject({
      name: copyText(['name'], 'Name of the carousel, for screen readers.', '{name} video clips'),
      carouselRole: label('What screen readers call the carousel.', 'carousel'),
      slideRole: label('What screen readers call one clip of it.', 'slide'),
      slide: copyText(['number', 'total'], 'Name of one clip, for screen readers.', '{number} of {total}'),
      previous: label('Previous button, for screen readers.', 'Previous slide'),
      next: label('Next button, for screen readers.', 'Next slide'),
    }).describe('The carousel of project videos.'),
  }).describe('Words every project page shares.'),
});

export const contactPageSchema = z.strictObject({
  seo: seoSchema,
  hero: z.strictObject({
    eyebrow: eyebrow('Contact Us'), heading: text.describe('Heading of this section.'), text: text.describe('Paragraph under the heading.'), badges: z.array(text).length(4).describe('Exactly 4 badges.'),
    scheduleLabel: label('Second hero button, to the form below.', 'Schedule Free Estimate'),
  }),
  areas: z.strictObject({ heading: text.describe('Heading of this section.'), items: z.array(z.strictObject({ state: text.describe('State or district.'), places: text.describe('Places served there, comma separated.') })).length(3).describe('Exactly 3 states.') }),
  form: z.strictObject({ heading: text.describe('Heading of this section.'), text: text.describe('Paragraph under the heading.') }),
  details: z.strictObject({
    label: label('Name of the section, for screen readers.', 'Contact details'),
    heading: heading('Get In Touch'),
    phone: label('Label of the phone number.', 'Phone'),
    email: label('Label of the e-mail address.', 'E-mail'),
    area: label('Label of the service area.', 'Service Area'),
    response: label('Label of the reply promise.', 'Response Time'),
    hoursHeading: heading('Business Hours'),
  }).describe('The contact details and opening hours cards (the values come from site.yaml).'),
  whatToExpect: z.strictObject({ heading: text.describe('Heading of this section.'), steps: z.array(stepSchema).length(4).describe('Exactly 4 steps.') }),
});

export const notFoundSchema = z.strictObject({
  seo: seoSchema,
  heading: text.describe('Heading of the page.'),
  text: text.describe('Paragraph under the heading.'),
  linkText: text.describe('Text of the link back home.'),
});

/**
 * The pages with one YAML file each, under the key templates read them by (content.pages.<key>).
 * Which file holds each, and the page it makes, is declared by its page kind (generator/pages/kinds/).
 */
export const pageSchemas = {
  home: homeSchema,
  about: aboutSchema,
  services: servicesPageSchema,
  serviceAreas: serviceAreasPageSchema,
  gallery: galleryPageSchema,
  contact: contactPageSchema,
  reviews: reviewsPageSchema,
  notFound: notFoundSchema,
};
