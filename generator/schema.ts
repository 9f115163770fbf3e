// Content schemas: the single source of every content type. Types used by the
// generator and templates are inferred from these, so YAML, validation and
// rendering cannot drift apart.
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { z } from 'zod';
import { ICON_NAMES, ruleIcon } from '../templates/item-icons.ts';

const text = z.string().trim().min(1, 'expected a non-empty string');
/** A site-internal path such as /services or /locations/georgetown-dc ("//host" would leave the site). */
const internalPath = z.string().regex(/^\/(?!\/)[a-z0-9\-/]*$/, 'expected a site path starting with a single "/"');
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
  .refine((ref) => !ref.startsWith('media/') || /\.(jpe?g|png|webp|avif|tiff?)$/i.test(ref), 'expected a photo in content/media/ like "media/projects/georgetown-01.jpg" (.jpg, .jpeg, .png, .webp, .avif or .tif)');
/** Where media paths are served from: a site path such as /media (files in public/) or an https media host. */
const mediaBase = z.string().refine(
  (base) => (/^\/[a-z0-9\-_/]*[a-z0-9\-_]$/i.test(base) && !PARENT_SEGMENT.test(base)) || httpsUrl.safeParse(base).success,
  'expected a site path like "/media" or an https:// address, without a trailing slash',
);
/**
 * A telephone number as E.164 (+12025550142) and as shown to people; both
 * must be the same valid number (libphonenumber's metadata), so tel: links,
 * JSON-LD and the text on the page can never disagree.
 */
const phoneSchema = z.strictObject({
  display: z.string().trim().min(1, 'expected a non-empty string'),
  e164: z.string().regex(/^\+1\d{10}$/, 'expected an E.164 US number like +12025550142'),
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
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected a lowercase slug like "hardwood-flooring"');
const rating = z.number().int().min(1).max(5);

export const seoSchema = z.strictObject({
  title: text,
  description: text.max(320, 'keep descriptions under 320 characters'),
  keywords: z.array(text).min(1),
  image: mediaRef.optional(),
});

export const imageSchema = z.strictObject({ src: mediaRef, alt: text });
export const statSchema = z.strictObject({ number: text, label: text });
export const faqSchema = z.strictObject({ question: text, answer: text });
/** An item name no icon keyword rule matches must name its icon, so every item shows one that fits. */
const needsIcon = (item: { name: string; icon?: string }, ctx: z.RefinementCtx): void => {
  if (!item.icon && !ruleIcon(item.name)) ctx.addIssue({ code: 'custom', path: ['icon'], message: `expected an icon for "${item.name}" (no keyword rule in templates/item-icons.ts matches): one of ${ICON_NAMES.join(', ')}` });
};
export const benefitSchema = z.strictObject({ name: text, description: text, icon: z.enum(ICON_NAMES).optional() }).superRefine(needsIcon);
export const stepSchema = z.strictObject({ title: text, description: text, timing: text.optional() });
export const ctaSchema = z.strictObject({ heading: text, text: text });
export const linkSchema = z.strictObject({ name: text, path: internalPath });
export const testimonialSchema = z.strictObject({
  name: text,
  /** Location, business or role shown under the name. */
  role: text,
  rating,
  text,
  service: text.optional(),
  project: text.optional(),
});

const DAY = '(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)';
const TIME = '(1[0-2]|[1-9])(:[0-5]\\d)?(AM|PM)';
/** Opening hours in words; structured-data.ts turns them into openingHoursSpecification. */
const hoursSchema = z.strictObject({
  days: z.string().regex(new RegExp(`^${DAY}( - ${DAY})?$`), 'expected a day or a range like "Monday - Friday"'),
  hours: z.string().regex(new RegExp(`^(${TIME} - ${TIME}|Closed)$`), 'expected times like "8AM - 6PM" or "Closed"'),
});

/** A WebVTT captions file served by the site, e.g. /captions/stadium-01.vtt (it must exist under public/). */
export const captionsSchema = z.strictObject({
  src: z.string().regex(/^\/[a-z0-9\-/]+\.vtt$/, 'expected a site path to a .vtt file like "/captions/stadium-01.vtt"'),
  srclang: z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'expected a language code like "en"').default('en'),
  label: text.default('English'),
});

/** One video clip: file on the media host, poster image, title and optional captions. */
export const videoSchema = z.strictObject({ src: mediaRef, poster: mediaRef, title: text, captions: captionsSchema.optional() });

export const siteSchema = z.strictObject({
  brand: text,
  tagline: text,
  baseUrl: webUrl.regex(/[^/]$/, 'expected no trailing slash'),
  locale: text.default('en-US'),
  phone: phoneSchema,
  email: z.string().email(),
  area: text,
  /** Areas the business serves, the same on every page's structured data. */
  areaServed: z.array(text).min(1),
  address: z.strictObject({ locality: text, region: text, country: z.string().length(2) }),
  hours: z.array(hoursSchema).min(1),
  replyWithin: text,
  facebookUrl: webUrl,
  adminUrl: webUrl,
  foundingYear: z.number().int(),
  priceRange: text,
  paymentAccepted: text,
  rating: z.strictObject({ value: z.number().min(1).max(5), count: z.number().int().min(1) }),
  /** Drawn at 40 px in the header: an SVG or image under the media base, not an owner photo. */
  logo: mediaRef.refine((ref) => !ref.startsWith('media/'), 'expected the logo under the media base (like "brand/logo.svg") or an https URL'),
  defaultShareImage: mediaRef,
  media: z.strictObject({
    /** Prefix for image paths: "/media" for the shipped placeholders, or the media host URL. */
    imageBase: mediaBase,
    /** Prefix for video paths (the contractor's cloud storage). */
    videoBase: mediaBase,
  }),
  estimateForm: z.strictObject({
    formId: z.string().regex(/^[A-Za-z0-9]+$/, 'expected the form service id, letters and digits'),
    embedUrl: httpsUrl,
    scriptUrl: httpsUrl,
  }),
  analytics: z.strictObject({
    supabaseUrl: backendUrl,
    supabaseAnonKey: text,
    /**
     * A fixed tag-manager container. Empty or GTM-PLACEHOLDER means "read it
     * from the settings table at run time" (the spec's behaviour).
     */
    gtmContainerId: z.string().regex(/^(GTM-[A-Z0-9]{4,10}|GTM-PLACEHOLDER)?$/, 'expected a container id like GTM-ABC1234, GTM-PLACEHOLDER or empty'),
  }),
  trustBadges: z.array(text.refine((b) => ruleIcon(b) !== undefined, 'expected a badge an icon keyword rule in templates/item-icons.ts matches')).length(4),
});

export const navigationSchema = z.strictObject({
  header: z.strictObject({
    main: z.array(linkSchema).min(1),
    /** Service-areas dropdown: the overview plus 11 county and city pages. */
    serviceAreas: z.array(linkSchema).length(12),
  }),
  footer: z.strictObject({
    blurb: text,
    quickLinks: z.array(linkSchema).length(7),
    services: z.array(linkSchema).length(6),
    dcNeighborhoods: z.array(linkSchema).length(5),
    mdVaLocations: z.array(linkSchema).length(10),
    areaNote: text,
  }),
});

export const serviceSchema = z.strictObject({
  slug,
  /** Extra paths that open the same page (canonical is /services/{slug}). */
  aliases: z.array(slug).default([]),
  order: z.number().int(),
  name: text,
  material: z.enum(['hardwood', 'vinyl', 'laminate', 'tile', 'carpet', 'commercial', 'removal', 'backsplash']),
  seo: seoSchema,
  serviceTypes: z.array(text).min(2),
  areaServed: z.array(text).min(3),
  card: z.strictObject({ description: text, icon: text, features: z.array(text).length(4) }),
  hero: z.strictObject({ heading: text, subheading: text, image: imageSchema, stats: z.array(statSchema).length(4) }),
  features: z.strictObject({ heading: text, intro: text, items: z.array(text).min(5).max(10), image: imageSchema }),
  process: z.strictObject({ heading: text, steps: z.array(stepSchema).min(4).max(5) }),
  lists: z.array(z.strictObject({ heading: text, intro: text.optional(), items: z.array(benefitSchema).min(3).max(8) })).min(1).max(3),
  testimonials: z.array(testimonialSchema).length(3),
  faqs: z.array(faqSchema).length(5),
  cta: ctaSchema,
});

export const locationServiceSchema = z.strictObject({
  title: text,
  description: text,
  image: imageSchema,
  startingPrice: z.string().regex(/^\$\d+\.\d{2}\/sq ft$/, 'expected a price like "$4.75/sq ft"'),
  timeframe: z.string().regex(/^\d+-\d+ days$/, 'expected a range like "1-3 days"'),
  features: z.array(text).min(3),
  popular: z.boolean().default(false),
  recommended: z.boolean().default(false),
  serviceLink: internalPath,
});

export const locationSchema = z.strictObject({
  slug,
  kind: z.enum(['county', 'city', 'neighborhood', 'district']),
  name: text,
  state: z.enum(['Maryland', 'Virginia', 'Washington DC']),
  /** Short region code for structured data: DC, MD or VA. */
  region: z.enum(['DC', 'MD', 'VA']),
  seo: seoSchema,
  hero: z.strictObject({ heading: text, description: text, backgroundImage: imageSchema }),
  statistics: z.strictObject({ projectsCompleted: text, avgResponseTime: text, yearsServing: text }),
  intro: z.strictObject({ heading: text, paragraphs: z.array(text).min(1).max(3) }),
  services: z.array(locationServiceSchema).min(4).max(8),
  /** Place names matched (case-insensitively) against project locations; empty means no featured projects. */
  projectKeywords: z.array(text).default([]),
  whyChooseUs: z.strictObject({ heading: text, items: z.array(benefitSchema).min(4).max(8) }),
  testimonials: z.array(testimonialSchema).length(3),
  faqs: z.array(faqSchema).length(4),
  areas: z.strictObject({ heading: text, intro: text, names: z.array(text).min(8).max(15) }),
  /** The five pages the spec names show the areas list before testimonials. */
  areasBeforeTestimonials: z.boolean().default(false),
  rating: z.strictObject({ value: z.number(), count: z.number().int() }),
});

export const projectSchema = z.strictObject({
  id: z.string().regex(/^project-\d+$/, 'expected an id like "project-4"'),
  slug,
  name: text,
  location: text,
  description: text,
  type: z.enum(['video', 'image']),
  video: mediaRef.optional(),
  image: mediaRef.optional(),
  poster: mediaRef.optional(),
  icon: text,
  material: z.enum(['hardwood', 'vinyl', 'laminate', 'tile', 'carpet', 'commercial', 'stadium', 'removal', 'backsplash']),
  seo: seoSchema,
  areaServed: z.array(text).min(2),
  offers: z.array(text).min(2),
  hero: z.strictObject({ headline: text, intro: text, bullets: z.array(text).length(3) }),
  details: z.strictObject({ heading: text, paragraphs: z.array(text).min(1).max(4), facts: z.array(statSchema).min(3).max(4) }),
  aspectRatio: z.enum(['3/4', '4/3', '1/1', '16/9']).default('3/4'),
  images: z.array(imageSchema).min(3),
  videos: z.array(videoSchema).default([]),
}).superRefine((p, ctx) => {
  if (p.type === 'video' && !p.video) ctx.addIssue({ code: 'custom', path: ['video'], message: 'a video project needs "video"' });
  if (p.type === 'image' && !p.image) ctx.addIssue({ code: 'custom', path: ['image'], message: 'an image project needs "image"' });
});

export const reviewSchema = z.strictObject({
  name: text,
  location: text,
  rating,
  date: z.string().regex(/^(January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/, 'expected "Month YYYY"'),
  service: z.enum(['Hardwood', 'Vinyl', 'Tile', 'Carpet', 'Laminate']),
  verified: z.boolean(),
  text,
});

export const reviewsPageSchema = z.strictObject({
  seo: seoSchema,
  hero: z.strictObject({ heading: text, text }),
  stats: z.array(statSchema).length(4),
  reviews: z.array(reviewSchema).length(20),
  cta: ctaSchema,
});

export const homeSchema = z.strictObject({
  seo: seoSchema,
  banner: z.strictObject({ label: text, text, linkText: text }),
  hero: z.strictObject({ heading: text, highlight: text, text, badges: z.array(text).length(3) }),
  videos: z.array(videoSchema).length(16),
  services: z.strictObject({ heading: text, text, slugs: z.array(slug).length(4) }),
  projects: z.strictObject({ heading: text, text, ids: z.array(z.string()).length(3) }),
  areas: z.strictObject({ heading: text, text, cards: z.array(z.strictObject({ title: text, text, path: internalPath, places: z.array(text).min(3) })).length(3) }),
  estimate: z.strictObject({ heading: text, text }),
  whyChooseUs: z.strictObject({ heading: text, items: z.array(benefitSchema).length(6) }),
  cta: ctaSchema,
});

export const aboutSchema = z.strictObject({
  seo: seoSchema,
  hero: z.strictObject({ heading: text, text, stats: z.array(statSchema).length(4) }),
  story: z.strictObject({ heading: text, paragraphs: z.array(text).min(2) }),
  mosaic: z.strictObject({ heading: text, ids: z.array(z.string()).length(3) }),
  mission: z.strictObject({ heading: text, text }),
  expertise: z.strictObject({ heading: text, items: z.array(benefitSchema).min(4) }),
  notableProjects: z.strictObject({ heading: text, items: z.array(benefitSchema).length(3) }),
  values: z.strictObject({ heading: text, items: z.array(benefitSchema).min(3) }),
  commitments: z.strictObject({ heading: text, items: z.array(text).min(4) }),
  cta: ctaSchema,
});

export const servicesPageSchema = z.strictObject({
  seo: seoSchema,
  hero: z.strictObject({ heading: text, text }),
  whyChooseUs: z.strictObject({ heading: text, items: z.array(benefitSchema).length(4) }),
  cta: ctaSchema,
});

export const serviceAreasPageSchema = z.strictObject({
  seo: seoSchema,
  hero: z.strictObject({ heading: text, text, stats: z.array(statSchema).min(3).max(4) }),
  whyChooseUs: z.strictObject({ heading: text, items: z.array(benefitSchema).length(4) }),
  states: z.array(z.strictObject({
    id: slug,
    name: z.enum(['Maryland', 'Virginia', 'Washington DC']),
    description: text,
    type: z.enum(['image', 'video']),
    image: mediaRef,
    poster: mediaRef.optional(),
    travelTime: text,
    /** Optional page for the whole state or district; its name links there. */
    path: internalPath.optional(),
    featuredProject: text,
    locations: z.array(z.strictObject({ name: text, path: internalPath, cities: z.array(text).min(2) })).length(5),
  })).length(3),
  process: z.strictObject({ heading: text, steps: z.array(stepSchema.extend({ timing: text })).length(6) }),
  testimonials: z.array(testimonialSchema).length(6),
  faqs: z.array(faqSchema).length(6),
  notSure: ctaSchema,
  notListed: ctaSchema,
  /** Closing call to action of every location page; {place} becomes the place name. */
  locationCta: ctaSchema,
});

export const galleryPageSchema = z.strictObject({
  seo: seoSchema,
  hero: z.strictObject({ heading: text, text }),
  whyChoose: z.strictObject({ heading: text, items: z.array(benefitSchema).min(3).max(6) }),
  cta: ctaSchema,
  /** Closing call to action of every project page. */
  projectCta: ctaSchema,
});

export const contactPageSchema = z.strictObject({
  seo: seoSchema,
  hero: z.strictObject({ heading: text, text, badges: z.array(text).length(4) }),
  areas: z.strictObject({ heading: text, items: z.array(z.strictObject({ state: text, places: text })).length(3) }),
  form: z.strictObject({ heading: text, text }),
  whatToExpect: z.strictObject({ heading: text, steps: z.array(stepSchema).length(4) }),
});

export const notFoundSchema = z.strictObject({
  seo: seoSchema,
  heading: text,
  text,
  linkText: text,
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
