// Content schemas: every content file type, re-exported from the part that
// defines it, and the TypeScript types inferred from them.
import type { z } from 'zod';
import type { navigationSchema } from './navigation.ts';
import type {
  benefitSchema,
  captionsSchema,
  ctaSchema,
  faqSchema,
  imageSchema,
  linkSchema,
  seoSchema,
  statSchema,
  stepSchema,
  testimonialSchema,
  videoSchema,
} from './primitives.ts';
import type { locationSchema, locationServiceSchema, projectSchema, serviceSchema } from './collections.ts';
import type {
  aboutSchema,
  contactPageSchema,
  galleryPageSchema,
  homeSchema,
  notFoundSchema,
  privacyPageSchema,
  guidesPageSchema,
  reviewSchema,
  reviewsPageSchema,
  serviceAreasPageSchema,
  servicesPageSchema,
} from './pages.ts';
import type { siteSchema } from './site.ts';
import type { guideSchema } from './guide.ts';

export {
  benefitSchema,
  captionsSchema,
  ctaSchema,
  faqSchema,
  imageSchema,
  linkSchema,
  seoSchema,
  statSchema,
  stepSchema,
  testimonialSchema,
  videoSchema,
} from './primitives.ts';
export { siteSchema } from './site.ts';
export { guideFrontMatterSchema, guideSchema } from './guide.ts';
export { navigationSchema } from './navigation.ts';
export {
  collectionSchemas,
  locationSchema,
  locationServiceSchema,
  projectSchema,
  serviceSchema,
} from './collections.ts';
export {
  aboutSchema,
  contactPageSchema,
  galleryPageSchema,
  homeSchema,
  notFoundSchema,
  pageSchemas,
  privacyPageSchema,
  guidesPageSchema,
  reviewSchema,
  reviewsPageSchema,
  serviceAreasPageSchema,
  servicesPageSchema,
} from './pages.ts';
export { refTarget, type RefTarget } from './ref.ts';
export { developerPaths, developerSetting, derivedField, notInEditor, type NotInEditor } from './editor-fields.ts';

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
export type Guide = z.infer<typeof guideSchema>;
export type Review = z.infer<typeof reviewSchema>;
export type ReviewsPage = z.infer<typeof reviewsPageSchema>;
export type HomePage = z.infer<typeof homeSchema>;
export type AboutPage = z.infer<typeof aboutSchema>;
export type ServicesPage = z.infer<typeof servicesPageSchema>;
export type ServiceAreasPage = z.infer<typeof serviceAreasPageSchema>;
export type GalleryPage = z.infer<typeof galleryPageSchema>;
export type ContactPage = z.infer<typeof contactPageSchema>;
export type NotFoundPage = z.infer<typeof notFoundSchema>;
export type PrivacyPage = z.infer<typeof privacyPageSchema>;
export type GuidesPage = z.infer<typeof guidesPageSchema>;
