// Content schemas: the single source of every content type. Types used by the
// generator and templates are inferred from these, so YAML, validation and
// rendering cannot drift apart.
import { z } from 'zod';

const text = z.string().trim().min(1, 'expected a non-empty string');
/** A site-internal path such as /services or /locations/georgetown-dc. */
const internalPath = z.string().regex(/^\/[a-z0-9\-/]*$/, 'expected a site path starting with "/"');
/** A media reference: a path under the media base (placeholders/hardwood.svg) or an absolute https URL. */
const mediaRef = z.string().regex(/^(https:\/\/\S+|[a-z0-9][a-z0-9\-_/.]*\.(svg|jpe?g|png|webp|avif|mov|mp4|webm))$/i, 'expected a media path like "placeholders/hardwood.svg" or an https URL');
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
export const benefitSchema = z.strictObject({ name: text, description: text });
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

const hoursSchema = z.strictObject({ days: text, hours: text });

export const siteSchema = z.strictObject({
  brand: text,
  tagline: text,
  baseUrl: z.string().url().regex(/[^/]$/, 'no trailing slash'),
  locale: text.default('en-US'),
  phone: z.strictObject({
    display: text,
    e164: z.string().regex(/^\+1\d{10}$/, 'expected an E.164 US number like +12025550142'),
  }),
  email: z.string().email(),
  area: text,
  address: z.strictObject({ locality: text, region: text, country: z.string().length(2) }),
  hours: z.array(hoursSchema).min(1),
  replyWithin: text,
  facebookUrl: z.string().url(),
  adminUrl: z.string().url(),
  foundingYear: z.number().int(),
  priceRange: text,
  paymentAccepted: text,
  rating: z.strictObject({ value: z.number().min(1).max(5), count: z.number().int().min(1) }),
  logo: mediaRef,
  defaultShareImage: mediaRef,
  media: z.strictObject({
    /** Prefix for image paths: "/media" for the shipped placeholders, or the media host URL. */
    imageBase: text,
    /** Prefix for video paths (the contractor's cloud storage). */
    videoBase: text,
  }),
  estimateForm: z.strictObject({
    formId: z.string().regex(/^[A-Za-z0-9]+$/, 'expected the form service id, letters and digits'),
    embedUrl: z.string().url(),
    scriptUrl: z.string().url(),
  }),
  analytics: z.strictObject({
    supabaseUrl: z.string().url(),
    supabaseAnonKey: text,
    /**
     * A fixed tag-manager container. Empty or GTM-PLACEHOLDER means "read it
     * from the settings table at run time" (the spec's behaviour).
     */
    gtmContainerId: z.string().regex(/^(GTM-[A-Z0-9]{4,10}|GTM-PLACEHOLDER)?$/, 'expected a container id like GTM-ABC1234, GTM-PLACEHOLDER or empty'),
    /**
     * The Content-Security-Policy in _headers. "tag-manager" follows Google's CSP
     * guidance so Custom HTML tags and Custom JavaScript variables run; "strict"
     * allows only the container's built-in tags. The default is "tag-manager"
     * because even GTM-PLACEHOLDER can load a container chosen at run time.
     */
    contentSecurityPolicy: z.enum(['strict', 'tag-manager']).default('tag-manager'),
    /** Extra https origins the tag-manager policy allows for the owner's tags (call tracking, pixels). */
    tagHosts: z.array(z.string().regex(/^https:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'expected an https origin like https://cdn.calltracking.example')).default([]),
  }),
  trustBadges: z.array(text).length(4),
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
  videos: z.array(z.strictObject({ src: mediaRef, poster: mediaRef, title: text })).default([]),
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
  videos: z.array(z.strictObject({ src: mediaRef, poster: mediaRef, title: text })).length(16),
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
