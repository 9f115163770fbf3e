// What a page kind declares, in one place: where its content comes from, its
// routes, template, head (SEO), hero, breadcrumb trail, structured data and
// analytics name. generator/pages/table.ts lists every kind; routes, the render
// plan, share images, breadcrumbs, content loading and the JSON Schemas read it.
import type { ReactElement } from 'react';
import type { z } from 'zod';
import type { CollectionKey, Content, PageKey } from '../model/content.ts';
import type { Crumb, RedirectRoute, RouteOrigin } from '../model/routes.ts';
import type { Navigation, Seo } from '../model/schema/index.ts';

/**
 * Where a kind's entries come from: one page file (content.pages[page], read with `schema`), or a folder
 * with one file per entry, content/<collection>/<slug>.yaml (its schema is collectionSchemas[collection]),
 * listed in `order` (default: by file name). `title` names the file type in the editors' JSON Schemas.
 */
export type KindSource<E> =
  | { page: PageKey; file: string; schema: z.ZodType }
  | {
      collection: CollectionKey;
      title: string;
      order?(a: E, b: E): number;
      /**
       * Entries are Markdown files (<slug>.md) instead of YAML files: YAML front matter, read with
       * `frontMatter` (what editors write: the JSON Schema and the web editor's fields), then the body.
       */
      markdown?: { frontMatter: z.ZodType };
    };

/** One route of a kind before it joins the table: the entry it shows and, on an alias, its canonical path. */
export interface KindRoute<E> {
  path: string;
  canonical?: string;
  entry: E;
  origin?: RouteOrigin;
}

/** Facts of the Service node a page describes (generator/pipeline/render/structured-data.ts builds it). */
export interface ServiceFacts {
  name: string;
  description: string;
  serviceTypes?: string[];
  areaServed: string[];
  /** Offer catalogue of a showcase (project) page or a location's service cards. */
  offers?: string[];
  /** A location page's own rating figures (spec: DC 150+, elsewhere 100+). */
  rating?: { value: number; count: number };
}

/** Facts of the Article node of a page that is one (a guide); the image is the page's share image. */
export interface ArticleFacts {
  headline: string;
  description: string;
  datePublished: string;
  dateModified: string;
  /** The writer's name; the business's own name makes the business the author. */
  author: string;
}

// Methods (not function properties) so that a table of kinds with different entry types type-checks.
export interface PageKind<E> {
  source: KindSource<E>;
  /** Analytics page kind, written to <body data-page-kind> for client/entries/site.ts. */
  analyticsKind: string;
  /** The pages of this kind, in the order they are built and listed in the sitemap. */
  routes(content: Content): KindRoute<E>[];
  /** Redirect stubs this kind's entries ask for (legacy paths). */
  redirects?(content: Content): RedirectRoute[];
  template(entry: E): ReactElement;
  seo(entry: E): Seo;
  /** The page's own hero image (a media reference): the share image's picture when the SEO names none. */
  hero?(entry: E): string | undefined;
  /** From the home page to this page; section crumbs come from navigation.yaml. None: no breadcrumb. */
  trail?(entry: E, sections: Navigation['breadcrumbs']): Crumb[];
  /** The Service node of a page that describes one. */
  service?(entry: E, content: Content): ServiceFacts;
  /** The Article node of a page that is one; its publisher is the business. */
  article?(entry: E): ArticleFacts;
  /** The 404 page: no structured data, kept out of search results. */
  notFound?: boolean;
  /** Analytics page name, written to <body data-page-name>. */
  analyticsName(entry: E): string;
  /**
   * What the build refuses in a Markdown entry's body beyond its schema, with lines in the body
   * (`pages`: the paths the site builds). The web editor's preview lists them as the editor types.
   */
  bodyProblems?(entry: E, content: Content, pages: ReadonlySet<string>): { line: number; message: string }[];
  /**
   * Content files the page shows besides its own file, site.yaml, navigation.yaml and the photos
   * its entry names (relative to the content folder): its sitemap date is the newest of them.
   */
  shows?(entry: E, content: Content): string[];
}
