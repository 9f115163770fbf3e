// Content schemas: every content file type, re-exported from the part that
// defines it, and the TypeScript types inferred from them.
import type { z } from 'zod';
import type * as collections from './collections.ts';
import type * as guide from './guide.ts';
import type * as navigation from './navigation.ts';
import type * as pages from './pages.ts';
import type * as primitives from './primitives.ts';
import type * as site from './site.ts';

export * from './collections.ts';
export * from './editor-fields.ts';
export * from './guide.ts';
export * from './navigation.ts';
export * from './pages.ts';
export * from './primitives.ts';
export { refTarget, type RefTarget } from './ref.ts';
export * from './site.ts';

export type Site = z.infer<typeof site.siteSchema>;
export type Navigation = z.infer<typeof navigation.navigationSchema>;
export type NavLink = z.infer<typeof primitives.linkSchema>;
export type Seo = z.infer<typeof primitives.seoSchema>;
export type Image = z.infer<typeof primitives.imageSchema>;
export type Video = z.infer<typeof primitives.videoSchema>;
export type Captions = z.infer<typeof primitives.captionsSchema>;
export type Stat = z.infer<typeof primitives.statSchema>;
export type Faq = z.infer<typeof primitives.faqSchema>;
export type Benefit = z.infer<typeof primitives.benefitSchema>;
export type Step = z.infer<typeof primitives.stepSchema>;
export type Cta = z.infer<typeof primitives.ctaSchema>;
export type Testimonial = z.infer<typeof primitives.testimonialSchema>;
export type Service = z.infer<typeof collections.serviceSchema>;
export type LocationService = z.infer<typeof collections.locationServiceSchema>;
export type Location = z.infer<typeof collections.locationSchema>;
export type Project = z.infer<typeof collections.projectSchema>;
export type Guide = z.infer<typeof guide.guideSchema>;
export type Review = z.infer<typeof pages.reviewSchema>;
export type ReviewsPage = z.infer<typeof pages.reviewsPageSchema>;
export type HomePage = z.infer<typeof pages.homeSchema>;
export type AboutPage = z.infer<typeof pages.aboutSchema>;
export type ServicesPage = z.infer<typeof pages.servicesPageSchema>;
export type ServiceAreasPage = z.infer<typeof pages.serviceAreasPageSchema>;
export type GalleryPage = z.infer<typeof pages.galleryPageSchema>;
export type ContactPage = z.infer<typeof pages.contactPageSchema>;
export type NotFoundPage = z.infer<typeof pages.notFoundSchema>;
export type PrivacyPage = z.infer<typeof pages.privacyPageSchema>;
export type GuidesPage = z.infer<typeof pages.guidesPageSchema>;
