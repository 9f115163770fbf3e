// Content schemas: the single source of every content type. Types used by the
// generator and templates are inferred from these, so YAML, validation and
// rendering cannot drift apart.
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { z } from 'zod';
import { ICON_NAMES, ruleIcon } from './item-icons.ts';

const text = z.string().trim().min(1, 'expected a non-empty string');
/** A site-internal path such as /services or /locations/georgetown-dc ("//host" would leave the site). */
const internalPath = z.string().regex(/^\/(?!\/)[a-z0-9\-/]*$/, 'expected a site path starting with a single "/"')
  .meta({ description: 'A path of a page this site builds, starting with "/".', examples: ['/services/hardwood-flooring', '/locations/georgetown-dc'] });
/** A host name: letters, digits, hyphens and dots (no user:password@, no spaces or quotes). */
const HOST = /^([a-z0-9-]+\.)*[a-z0-9-]+$/i;
/**
 * An absolute web address. Only http(s): a javascript: or data: value in a
 * link, JSON-LD sameAs or script src would run or show whatever it holds.
 */
const webUrl = z.url({ protocol: /^https?$/, hostname: HOST, error: 'expected an http:// or https:// address' });
/** An address visitors' browsers load (scripts, frames, APIs) or the canonical site address: https only. */
const httpsUrl = z.url({ protocol: /^https$/, hostname: HOST, error: 'expected an https:// address' });
/**
 * The settings backend: https, or http on this machine (a local Supabase
 * instance, or the tests' stand-in endpoint).
 */
const backendUrl = z.union([
  httpsUrl,
  z.url({ protocol: /^http$/, hostname: /^(localhost|127\.0\.0\.1)$/ }),
], { error: 'expected an https:// address (http:// only for localhost)' });
/** A ".." segment: a media path with one could leave public/. */
const PARENT_SEGMENT = /(^|\/)\.\.(\/|$)/;
/**
 * A media reference: a relative path under the media base
 * (placeholders/hardwood.svg) that stays inside it, an https URL (checked
 * against the configured media hosts after loading, in media-hosts.ts), or an
 * owner photo in content/media/ (media/projects/georgetown-01.jpg), which the
 * build turns into responsive variants (generator/images/). The "media/"
 * prefix is reserved for those originals.
 */
const mediaRef = z.string()
  .regex(/^(https:\/\/[^\s"'<>\\]+|[a-z0-9][a-z0-9\-_/.]*\.(svg|jpe?g|png|webp|avif|tiff?|mov|mp4|webm))$/i, 'expected a media path like "placeholders/hardwood.svg", a photo like "media/projects/georgetown-01.jpg" or an https URL')
  .refine((ref) => ref.startsWith('https://') ? URL.canParse(ref) : !PARENT_SEGMENT.test(ref), 'expected a media path inside the media folder (no "..") or a valid https URL')
  .refine((ref) => !ref.startsWith('media/') || /\.(jpe?g|png|webp|avif|tiff?)$/i.test(ref), 'expected a photo in content/media/ like "media/projects/georgetown-01.jpg" (.jpg, .jpeg, .png, .webp, .avif or .tif)')
  .meta({ description: 'A media file: a path under media.imageBase / media.videoBase in site.yaml, an owner photo under content/media/ (media/...), or a full https URL on the media host.', examples: ['placeholders/hardwood.svg', 'media/projects/georgetown-01.jpg', 'https://media.example.com/projects/lobby.jpg'] });
/** Where media paths are served from: a site path such as /media (files in public/) or an https media host. */
const mediaBase = z.string().refine(
  (base) => (/^\/[a-z0-9\-_/]*[a-z0-9\-_]$/i.test(base) && !PARENT_SEGMENT.test(base)) || httpsUrl.safeParse(base).success,
  'expected a site path like "/media" or an https:// address, without a trailing slash',
).meta({ examples: ['/media', 'https://media.example.com'] });
/**
 * A telephone number as E.164 (+12025550142) and as shown to people; both
 * must be the same valid number (libphonenumber's metadata), so tel: links,
 * JSON-LD and the text on the page can never disagree.
 */
const phoneSchema = z.strictObject({
  display: z.string().trim().min(1, 'expected a non-empty string').meta({ description: 'Phone number as shown to visitors; must be the same number as e164.', examples: ['(202) 555-0142'] }),
  e164: z.string().regex(/^\+1\d{10}$/, 'expected an E.164 US number like +12025550142').meta({ description: 'The same number in E.164 form, used by every tel: link.', examples: ['+12025550142'] }),
}).superRefine((phone, ctx) => {
  const number = parsePhoneNumberFromString(phone.e164);
  if (!number?.isValid()) {
    ctx.addIssue({ code: 'custom', path: ['e164'], message: `expected a valid phone number; ${phone.e164} is not one in the numbering plan` });
    return;
  }
  if (parsePhoneNumberFromString(phone.display, number.country ?? 'US')?.number !== number.number) {
    ctx.addIssue({ code: 'custom', path: ['display'], message: `expected the same number as e164 (${phone.e164}), written like "${number.formatNational()}"` });
  }
});
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected a lowercase slug like "hardwood-flooring"')
  .meta({ description: 'Lowercase words joined by hyphens; it becomes part of the page address.', examples: ['hardwood-flooring'] });
const rating = z.number().int().min(1).max(5).meta({ description: 'Star rating, a whole number from 1 to 5.', examples: [5] });

export const seoSchema = z.strictObject({
  title: text.meta({ description: 'Page title shown in the browser tab and search results (the brand is appended).', examples: ['Hardwood Flooring Installation in DC, MD & VA'] }),
  description: text.max(320, 'keep descriptions under 320 characters').describe('Meta description for search results and link previews, at most 320 characters.'),
  keywords: z.array(text).min(1).meta({ description: 'Search phrases this page targets.', examples: [['hardwood flooring installation DC', 'flooring contractor Maryland']] }),
  image: mediaRef.optional().describe('Share image for social previews; defaults to defaultShareImage in site.yaml.'),
}).describe('Search engine and social sharing tags of the page.');

export const imageSchema = z.strictObject({
  src: mediaRef.describe('Image file under media.imageBase, an owner photo (media/...), or a full https URL.'),
  alt: text.describe('What the photo shows, for screen readers and search engines.'),
});
export const statSchema = z.strictObject({
  number: text.meta({ description: 'The figure as displayed, with any unit or sign.', examples: ['500+', '15+', '24/7'] }),
  label: text.meta({ description: 'What the figure counts.', examples: ['Projects completed'] }),
});
export const faqSchema = z.strictObject({
  question: text.describe('Question as a visitor would ask it.'),
  answer: text.describe('Answer shown when the question is opened.'),
});
/** An item name no icon keyword rule matches must name its icon, so every item shows one that fits. */
const needsIcon = (item: { name: string; icon?: string }, ctx: z.RefinementCtx): void => {
  if (!item.icon && !ruleIcon(item.name)) ctx.addIssue({ code: 'custom', path: ['icon'], message: `expected an icon for "${item.name}" (no keyword rule in generator/model/item-icons.ts matches): one of ${ICON_NAMES.join(', ')}` });
};
export const benefitSchema = z.strictObject({
  name: text.describe('Short heading of the item.'),
  description: text.describe('One or two sentences explaining it.'),
  icon: z.enum(ICON_NAMES).optional().describe('Icon shown with the item; without it a keyword rule (generator/model/item-icons.ts) picks one from the name.'),
}).superRefine(needsIcon);
export const stepSchema = z.strictObject({
  title: text.describe('Name of the step.'),
  description: text.describe('What happens in this step.'),
  timing: text.optional().meta({ description: 'How long the step takes.', examples: ['Day 1', '1-2 days'] }),
});
export const ctaSchema = z.strictObject({ heading: text.describe('Heading of the call to action.'), text: text.describe('Sentence under the heading.') });
export const linkSchema = z.strictObject({ name: text.describe('Link text.'), path: internalPath });
export const testimonialSchema = z.strictObject({
  name: text.describe('Name of the customer.'),
  /** Location, business or role shown under the name. */
  role: text.meta({ description: 'Location, business or role shown under the name.', examples: ['Bethesda, MD', 'Facilities Manager'] }),
  rating,
  text: text.describe('The testimonial, in the customer\'s words.'),
  service: text.optional().meta({ description: 'Service the customer bought.', examples: ['Hardwood Flooring'] }),
  project: text.optional().describe('Project the testimonial is about.'),
});

const DAY = '(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)';
const TIME = '(1[0-2]|[1-9])(:[0-5]\\d)?(AM|PM)';
/** Opening hours in words; structured-data.ts turns them into openingHoursSpecification. */
const hoursSchema = z.strictObject({
  days: z.string().regex(new RegExp(`^${DAY}( - ${DAY})?$`), 'expected a day or a range like "Monday - Friday"')
    .meta({ description: 'Days these hours apply to: a day or a range.', examples: ['Monday - Friday', 'Saturday'] }),
  hours: z.string().regex(new RegExp(`^(${TIME} - ${TIME}|Closed)$`), 'expected times like "8AM - 6PM" or "Closed"')
    .meta({ description: 'Opening hours on those days, or Closed.', examples: ['8AM - 6PM', 'Closed'] }),
});

/** A WebVTT captions file served by the site, e.g. /captions/stadium-01.vtt (it must exist under public/). */
export const captionsSchema = z.strictObject({
  src: z.string().regex(/^\/[a-z0-9\-/]+\.vtt$/, 'expected a site path to a .vtt file like "/captions/stadium-01.vtt"')
    .meta({ description: 'Site path of a WebVTT file under public/.', examples: ['/captions/stadium-01.vtt'] }),
  srclang: z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'expected a language code like "en"').default('en').meta({ description: 'Language of the captions.', examples: ['en'] }),
  label: text.default('English').describe('Name of the captions track in the player menu.'),
});

/** One video clip: file on the media host, poster image, title and optional captions. */
export const videoSchema = z.strictObject({
  src: mediaRef.describe('Video under media.videoBase (.mp4 plays in every browser, .mov only in Safari).'),
  poster: mediaRef.describe('Still shown before the video plays.'),
  title: text.describe('Title of the video.'),
  captions: captionsSchema.optional().describe('Optional WebVTT captions for clips with speech.'),
});

export const siteSchema = z.strictObject({
  brand: text.meta({ description: 'Company name shown in the header, titles and structured data.', examples: ['Capitol Floorworks'] }),
  tagline: text.describe('One-line description of the company, used under the logo and in structured data.'),
  baseUrl: webUrl.regex(/[^/]$/, 'expected no trailing slash').meta({ description: 'Public address of the site, without a trailing slash; canonical links and the sitemap use it.', examples: ['https://www.capitolfloorworks.com'] }),
  locale: text.default('en-US').meta({ description: 'Language and region of the site (html lang, og:locale).', examples: ['en-US'] }),
  phone: phoneSchema.describe('The one phone number used everywhere on the site.'),
  email: z.string().email().meta({ description: 'Contact e-mail used by every mailto: link.', examples: ['info@capitolfloorworks.com'] }),
  area: text.meta({ description: 'Service area in a few words.', examples: ['Washington DC, Maryland & Northern Virginia'] }),
  /** Areas the business serves, the same on every page's structured data. */
  areaServed: z.array(text).min(1).meta({ description: 'Areas the business serves, for structured data on every page.', examples: [['Washington DC', 'Maryland', 'Northern Virginia']] }),
  address: z.strictObject({
    locality: text.meta({ description: 'City.', examples: ['Washington'] }),
    region: text.meta({ description: 'State or district code.', examples: ['DC'] }),
    country: z.string().length(2).meta({ description: 'Two-letter country code.', examples: ['US'] }),
  }).describe('Business address for structured data.'),
  hours: z.array(hoursSchema).min(1).describe('Opening hours shown in the footer and on the contact page.'),
  replyWithin: text.meta({ description: 'How fast the company answers an estimate request.', examples: ['We reply within 24 hours'] }),
  facebookUrl: webUrl.describe('Facebook page address (http or https).'),
  adminUrl: webUrl.describe('Address of the admin dashboard linked from the header and footer.'),
  foundingYear: z.number().int().meta({ description: 'Year the company was founded.', examples: [2009] }),
  priceRange: text.meta({ description: 'Price range for structured data.', examples: ['$$'] }),
  paymentAccepted: text.meta({ description: 'Payment methods for structured data.', examples: ['Cash, Check, Credit Card'] }),
  rating: z.strictObject({
    value: z.number().min(1).max(5).meta({ description: 'Average rating from 1 to 5.', examples: [5] }),
    count: z.number().int().min(1).meta({ description: 'Number of ratings.', examples: [100] }),
  }).describe('Overall customer rating for structured data.'),
  /** Drawn at 40 px in the header: an SVG or image under the media base, not an owner photo. */
  logo: mediaRef.refine((ref) => !ref.startsWith('media/'), 'expected the logo under the media base (like "brand/logo.svg") or an https URL').describe('Logo image under media.imageBase.'),
  defaultShareImage: mediaRef.describe('Picture behind the share image of pages without a hero image of their own.'),
  media: z.strictObject({
    /** Prefix for image paths: "/media" for the shipped placeholders, or the media host URL. */
    imageBase: mediaBase.describe('Prefix for image paths: "/media" for the shipped placeholders, or the media host URL.'),
    /** Prefix for video paths (the contractor's cloud storage). */
    videoBase: mediaBase.describe('Prefix for video paths: the folder on the media host that holds the videos.'),
  }).describe('Where media files referenced by content live.'),
  estimateForm: z.strictObject({
    formId: z.string().regex(/^[A-Za-z0-9]+$/, 'expected the form service id, letters and digits').describe('Id of the estimate form at the form service (letters and digits).'),
    embedUrl: httpsUrl.describe('Address of the embedded form (https).'),
    scriptUrl: httpsUrl.describe('Address of the form service\'s embed script (https).'),
  }).describe('The embedded estimate request form.'),
  analytics: z.strictObject({
    supabaseUrl: backendUrl.describe('Public URL of the Supabase project holding the settings table (https).'),
    supabaseAnonKey: text.describe('Public anon key of that Supabase project.'),
    /**
     * A fixed tag-manager container. Empty or GTM-PLACEHOLDER means "read it
     * from the settings table at run time" (the spec's behaviour).
     */
    gtmContainerId: z.string().regex(/^(GTM-[A-Z0-9]{4,10}|GTM-PLACEHOLDER)?$/, 'expected a container id like GTM-ABC1234, GTM-PLACEHOLDER or empty')
      .meta({ description: 'A fixed tag-manager container. Empty or GTM-PLACEHOLDER reads it from the settings table (at build time, else in the page).', examples: ['GTM-PLACEHOLDER', 'GTM-ABC1234'] }),
    /**
     * The Content-Security-Policy in _headers. "tag-manager" follows Google's CSP
     * guidance so Custom HTML tags and Custom JavaScript variables run; "strict"
     * allows only the container's built-in tags. The default is "tag-manager"
     * because even GTM-PLACEHOLDER can load a container chosen at run time.
     */
    contentSecurityPolicy: z.enum(['strict', 'tag-manager']).default('tag-manager')
      .describe('Content-Security-Policy in _headers: "tag-manager" lets Custom HTML tags and Custom JavaScript variables run (unsafe-inline, unsafe-eval); "strict" allows only built-in tags.'),
    /** Extra https origins the tag-manager policy allows for the owner's tags (call tracking, pixels). */
    tagHosts: z.array(z.string().regex(/^https:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'expected an https origin like https://cdn.calltracking.example')).default([])
      .meta({ description: 'Extra https origins the tag-manager policy allows, for the scripts and pixels your own tags load.', examples: [['https://cdn.calltracking.example']] }),
  }).describe('Analytics backend and tag manager.'),
  trustBadges: z.array(text.refine((b) => ruleIcon(b) !== undefined, 'expected a badge an icon keyword rule in generator/model/item-icons.ts matches')).length(4)
    .meta({ description: 'Exactly 4 short trust claims shown in badges; each must match an icon keyword rule.', examples: [['Licensed & Insured', 'Free Estimates', 'Quality Guaranteed', 'Stadium Quality']] }),
});

export const navigationSchema = z.strictObject({
  header: z.strictObject({
    main: z.array(linkSchema).min(1).describe('Main menu links, in order.'),
    /** Service-areas dropdown: the overview plus 11 county and city pages. */
    serviceAreas: z.array(linkSchema).length(12).describe('Service-areas dropdown: exactly 12 links, the overview plus 11 county and city pages.'),
  }),
  footer: z.strictObject({
    blurb: text.describe('Company description in the footer.'),
    quickLinks: z.array(linkSchema).length(7).describe('Exactly 7 quick links.'),
    services: z.array(linkSchema).length(6).describe('Exactly 6 service links.'),
    dcNeighborhoods: z.array(linkSchema).length(5).describe('Exactly 5 DC neighborhood location pages.'),
    mdVaLocations: z.array(linkSchema).length(10).describe('Exactly 10 Maryland and Virginia location pages.'),
    areaNote: text.describe('Note under the location lists.'),
  }),
});

export const serviceSchema = z.strictObject({
  slug: slug.describe('Page address /services/<slug>; must equal the file name without .yaml.'),
  /** Extra paths that open the same page (canonical is /services/{slug}). */
  aliases: z.array(slug).default([]).meta({ description: 'Extra slugs under /services/ that open the same page (canonical is /services/<slug>).', examples: [['luxury-vinyl-plank']] }),
  order: z.number().int().meta({ description: 'Position in menus and lists, smallest first.', examples: [9] }),
  name: text.meta({ description: 'Service name used in menus, cards and headings.', examples: ['Hardwood Flooring'] }),
  material: z.enum(['hardwood', 'vinyl', 'laminate', 'tile', 'carpet', 'commercial', 'removal', 'backsplash']).describe('Material family: picks the placeholder art and related content.'),
  seo: seoSchema,
  serviceTypes: z.array(text).min(2).meta({ description: 'At least 2 kinds of work offered, for structured data.', examples: [['Solid Hardwood Installation', 'Hardwood Refinishing']] }),
  areaServed: z.array(text).min(3).meta({ description: 'At least 3 places served, for structured data.', examples: [['Washington DC', 'Maryland', 'Northern Virginia']] }),
  card: z.strictObject({
    description: text.describe('Summary on the service card.'),
    icon: text.meta({ description: 'Icon name on the card.', examples: ['hardwood', 'vinyl', 'tile'] }),
    features: z.array(text).length(4).describe('Exactly 4 features listed on the card.'),
  }).describe('Card shown on the home and services pages.'),
  hero: z.strictObject({
    heading: text.describe('Main heading of the page.'),
    subheading: text.describe('Sentence under the heading.'),
    image: imageSchema,
    stats: z.array(statSchema).length(4).describe('Exactly 4 figures shown in the hero.'),
  }),
  features: z.strictObject({
    heading: text.describe('Heading of this section.'), intro: text.describe('Paragraph under the heading.'),
    items: z.array(text).min(5).max(10).describe('5 to 10 features.'), image: imageSchema,
  }),
  process: z.strictObject({ heading: text.describe('Heading of this section.'), steps: z.array(stepSchema).min(4).max(5).describe('4 or 5 steps.') }),
  lists: z.array(z.strictObject({
    heading: text.describe('Heading of this section.'), intro: text.optional().describe('Optional paragraph under the heading.'),
    items: z.array(benefitSchema).min(3).max(8).describe('3 to 8 items.'),
  })).min(1).max(3).describe('1 to 3 lists (benefits, options, uses...).'),
  testimonials: z.array(testimonialSchema).length(3).describe('Exactly 3 testimonials.'),
  faqs: z.array(faqSchema).length(5).describe('Exactly 5 questions and answers.'),
  cta: ctaSchema,
});

export const locationServiceSchema = z.strictObject({
  title: text.describe('Service name on the card.'),
  description: text.describe('Why this service suits the place.'),
  image: imageSchema,
  startingPrice: z.string().regex(/^\$\d+\.\d{2}\/sq ft$/, 'expected a price like "$4.75/sq ft"').meta({ description: 'Starting price per square foot.', examples: ['$4.75/sq ft'] }),
  timeframe: z.string().regex(/^\d+-\d+ days$/, 'expected a range like "1-3 days"').meta({ description: 'Typical duration.', examples: ['1-3 days'] }),
  features: z.array(text).min(3).describe('At least 3 features (the first 3 are shown).'),
  popular: z.boolean().default(false).describe('Shows a "Most popular" badge.'),
  recommended: z.boolean().default(false).describe('Shows a "Recommended" badge.'),
  serviceLink: internalPath.describe('Service page the card links to, e.g. /services/hardwood-flooring.'),
});

export const locationSchema = z.strictObject({
  slug: slug.meta({ description: 'Page address /locations/<slug>; must equal the file name without .yaml.', examples: ['georgetown-dc', 'howard-county-md'] }),
  kind: z.enum(['county', 'city', 'neighborhood', 'district']).describe('What kind of place this is.'),
  name: text.meta({ description: 'Place name as written in headings.', examples: ['Howard County', 'Georgetown'] }),
  state: z.enum(['Maryland', 'Virginia', 'Washington DC']).describe('State or district the place is in.'),
  /** Short region code for structured data: DC, MD or VA. */
  region: z.enum(['DC', 'MD', 'VA']).describe('Short region code for structured data.'),
  seo: seoSchema,
  hero: z.strictObject({ heading: text.describe('Heading of this section.'), description: text.describe('Paragraph under the heading.'), backgroundImage: imageSchema }),
  statistics: z.strictObject({
    projectsCompleted: text.meta({ description: 'Projects completed here.', examples: ['100+'] }),
    avgResponseTime: text.meta({ description: 'Average response time.', examples: ['Same Day'] }),
    yearsServing: text.meta({ description: 'Years serving the place.', examples: ['15+'] }),
  }),
  intro: z.strictObject({ heading: text.describe('Heading of this section.'), paragraphs: z.array(text).min(1).max(3).describe('1 to 3 paragraphs about flooring in this place.') }),
  services: z.array(locationServiceSchema).min(4).max(8).describe('4 to 8 service cards with local prices.'),
  /** Place names matched (case-insensitively) against project locations; empty means no featured projects. */
  projectKeywords: z.array(text).default([]).meta({ description: 'Place names matched (case-insensitively) against project locations; empty hides featured projects.', examples: [['Bethesda', 'Rockville']] }),
  whyChooseUs: z.strictObject({ heading: text.describe('Heading of this section.'), items: z.array(benefitSchema).min(4).max(8).describe('4 to 8 reasons.') }),
  testimonials: z.array(testimonialSchema).length(3).describe('Exactly 3 testimonials.'),
  faqs: z.array(faqSchema).length(4).describe('Exactly 4 questions and answers.'),
  areas: z.strictObject({ heading: text.describe('Heading of this section.'), intro: text.describe('Paragraph under the heading.'), names: z.array(text).min(8).max(15).describe('8 to 15 neighborhoods or towns served.') }),
  /** The five pages the spec names show the areas list before testimonials. */
  areasBeforeTestimonials: z.boolean().default(false).describe('Show the areas list above the testimonials.'),
  rating: z.strictObject({
    value: z.number().meta({ description: 'Average rating here.', examples: [4.9] }),
    count: z.number().int().meta({ description: 'Number of ratings.', examples: [85] }),
  }).describe('Local customer rating for structured data.'),
});

export const projectSchema = z.strictObject({
  id: z.string().regex(/^project-\d+$/, 'expected an id like "project-4"').meta({ description: 'Unique id project-N; /gallery/project-N redirects to this project.', examples: ['project-12'] }),
  slug: slug.meta({ description: 'Page address /projects/<slug>; must equal the file name without .yaml.', examples: ['bethesda-kitchen-tile'] }),
  name: text.describe('Project name on its card and page.'),
  location: text.meta({ description: 'Where the project is; location pages match it against their projectKeywords.', examples: ['Bethesda, MD'] }),
  description: text.describe('Summary on the gallery card.'),
  type: z.enum(['video', 'image']).describe('Card media: "video" needs video (and poster), "image" needs image.'),
  video: mediaRef.optional().describe('Card video under media.videoBase (type: video).'),
  image: mediaRef.optional().describe('Card image under media.imageBase (type: image).'),
  poster: mediaRef.optional().describe('Still shown before the video plays.'),
  icon: text.meta({ description: 'Icon name on the card badge.', examples: ['home', 'building', 'store', 'church', 'stadium', 'tile'] }),
  material: z.enum(['hardwood', 'vinyl', 'laminate', 'tile', 'carpet', 'commercial', 'stadium', 'removal', 'backsplash']).describe('Main material of the project.'),
  seo: seoSchema,
  areaServed: z.array(text).min(2).meta({ description: 'At least 2 places, for structured data.', examples: [['Bethesda', 'Montgomery County']] }),
  offers: z.array(text).min(2).meta({ description: 'At least 2 kinds of work done, for structured data.', examples: [['Hardwood Installation', 'Stair Refinishing']] }),
  hero: z.strictObject({ headline: text.describe('Main heading of the page.'), intro: text.describe('Paragraph under the headline.'), bullets: z.array(text).length(3).describe('Exactly 3 highlights.') }),
  details: z.strictObject({
    heading: text.describe('Heading of this section.'), paragraphs: z.array(text).min(1).max(4).describe('1 to 4 paragraphs about the work.'),
    facts: z.array(statSchema).min(3).max(4).describe('3 or 4 figures (square feet, days...).'),
  }),
  aspectRatio: z.enum(['3/4', '4/3', '1/1', '16/9']).default('3/4').describe('Shape of the gallery thumbnails.'),
  images: z.array(imageSchema).min(3).describe('At least 3 photos for the page gallery.'),
  videos: z.array(videoSchema).default([]).describe('Optional videos on the page.'),
}).superRefine((p, ctx) => {
  if (p.type === 'video' && !p.video) ctx.addIssue({ code: 'custom', path: ['video'], message: 'a video project needs "video"' });
  if (p.type === 'image' && !p.image) ctx.addIssue({ code: 'custom', path: ['image'], message: 'an image project needs "image"' });
}).meta({
  // The same rule for editors: JSON Schema cannot read the refinement above.
  allOf: [
    { if: { properties: { type: { const: 'video' } } }, then: { required: ['video'] } },
    { if: { properties: { type: { const: 'image' } } }, then: { required: ['image'] } },
  ],
});

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
  services: z.strictObject({ heading: text.describe('Heading of this section.'), text: text.describe('Paragraph under the heading.'), slugs: z.array(slug).length(4).describe('Exactly 4 service slugs to feature.') }),
  projects: z.strictObject({ heading: text.describe('Heading of this section.'), text: text.describe('Paragraph under the heading.'), ids: z.array(z.string()).length(3).meta({ description: 'Exactly 3 project ids to feature.', examples: [['project-1', 'project-2', 'project-3']] }) }),
  areas: z.strictObject({ heading: text.describe('Heading of this section.'), text: text.describe('Paragraph under the heading.'), cards: z.array(z.strictObject({ title: text.describe('Region name.'), text: text.describe('Paragraph under the heading.'), path: internalPath, places: z.array(text).min(3).describe('At least 3 places in the region.') })).length(3).describe('Exactly 3 region cards.') }),
  estimate: z.strictObject({ heading: text.describe('Heading of this section.'), text: text.describe('Paragraph under the heading.') }),
  whyChooseUs: z.strictObject({ heading: text.describe('Heading of this section.'), items: z.array(benefitSchema).length(6).describe('Exactly 6 reasons.') }),
  cta: ctaSchema,
});

export const aboutSchema = z.strictObject({
  seo: seoSchema,
  hero: z.strictObject({ heading: text.describe('Heading of this section.'), text: text.describe('Paragraph under the heading.'), stats: z.array(statSchema).length(4).describe('Exactly 4 figures.') }),
  story: z.strictObject({ heading: text.describe('Heading of this section.'), paragraphs: z.array(text).min(2).describe('At least 2 paragraphs.') }),
  mosaic: z.strictObject({ heading: text.describe('Heading of this section.'), ids: z.array(z.string()).length(3).meta({ description: 'Exactly 3 project ids shown as a photo mosaic.', examples: [['project-1', 'project-2', 'project-3']] }) }),
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

export type Site = z.infer<typeof siteSchema>;
export type Navigation = z.infer<typeof navigationSchema>;
export type NavLink = z.infer<typeof linkSchema>;
export type Seo = z.infer<typeof seoSchema>;
export type Image = z.infer<typeof imageSchema>;
export type Video = z.infer<typeof videoSchema>;
export type Captions = z.infer<typeof captionsSchema>;
export type Stat = z.infer<typeof statSchema>;
export type Faq = z.infer<typeof faqSchema>;
export type Benefit = z.infer<typeof benefitSchema>;
export type Step = z.infer<typeof stepSchema>;
export type Cta = z.infer<typeof ctaSchema>;
export type Testimonial = z.infer<typeof testimonialSchema>;
export type Service = z.infer<typeof serviceSchema>;
export type LocationService = z.infer<typeof locationServiceSchema>;
export type Location = z.infer<typeof locationSchema>;
export type Project = z.infer<typeof projectSchema>;
export type Review = z.infer<typeof reviewSchema>;
export type ReviewsPage = z.infer<typeof reviewsPageSchema>;
export type HomePage = z.infer<typeof homeSchema>;
export type AboutPage = z.infer<typeof aboutSchema>;
export type ServicesPage = z.infer<typeof servicesPageSchema>;
export type ServiceAreasPage = z.infer<typeof serviceAreasPageSchema>;
export type GalleryPage = z.infer<typeof galleryPageSchema>;
export type ContactPage = z.infer<typeof contactPageSchema>;
export type NotFoundPage = z.infer<typeof notFoundSchema>;
