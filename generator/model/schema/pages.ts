// Content schemas, part 5: the pages with one YAML file each (content/pages/*.yaml), one file each
// in pages/. Each page kind (generator/pages/kinds/) names its schema and file; each schema file
// adds its page to the Content type. This module only re-exports them for model/schema/index.ts.
export * from './pages/about.ts';
export * from './pages/contact.ts';
export * from './pages/gallery.ts';
export * from './pages/guides-page.ts';
export * from './pages/home.ts';
export * from './pages/not-found.ts';
export * from './pages/privacy.ts';
export * from './pages/reviews.ts';
export * from './pages/service-areas.ts';
export * from './pages/services.ts';
