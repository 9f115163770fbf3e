// Guides: one article page per content/guides/<slug>.md, and the list of them at /guides,
// newest first, 12 a page (/guides/page/2 and on).
import { GuidePage } from '../../../templates/pages/GuidePage.tsx';
import { GuidesIndex } from '../../../templates/pages/GuidesIndex.tsx';
import { fill } from '../../model/copy.ts';
import { guideBodyProblems } from '../../model/guide-body.ts';
import { guidesListPages, newestFirst, type GuidesListPage } from '../../model/guide-order.ts';
import { guideFile, guidePath, guidesPagePath } from '../../model/routes.ts';
import { type Guide, guideFrontMatterSchema, guidesPageSchema } from '../../model/schema/index.ts';
import type { PageKind } from '../kind.ts';

export const guide: PageKind<Guide> = {
  source: {
    collection: 'guides',
    title: 'Guide',
    order: newestFirst,
    markdown: { frontMatter: guideFrontMatterSchema },
  },
  analyticsKind: 'guide',
  routes: (content) =>
    content.guides.map((g) => ({
      path: guidePath(g),
      entry: g,
      origin: { collection: 'guides', slug: g.slug, field: ['title'] },
    })),
  template: (g) => <GuidePage guide={g} />,
  // Its words come from the guides page; names, links and prices from the services and locations
  // its front matter names (a price block quotes only those), and no others.
  shows: (g) => [
    'pages/guides.yaml',
    ...g.services.map((slug) => `services/${slug}.yaml`),
    ...g.locations.map((slug) => `locations/${slug}.yaml`),
  ],
  seo: (g) => ({ title: g.title, description: g.description, keywords: [g.title], image: undefined }),
  hero: (g) => g.hero.src,
  trail: (g, { home, guides }) => [home, guides, { name: g.title, path: guidePath(g) }],
  article: (g) => ({
    headline: g.title,
    description: g.description,
    datePublished: g.published,
    dateModified: g.updated,
    author: g.author,
  }),
  analyticsName: (g) => g.title,
  bodyProblems: guideBodyProblems,
};

export const guides: PageKind<GuidesListPage> = {
  source: { page: 'guides', file: 'pages/guides.yaml', schema: guidesPageSchema },
  analyticsKind: 'guides',
  routes: (content) => guidesListPages(content).map((entry) => ({ path: guidesPagePath(entry.number), entry })),
  template: (entry) => <GuidesIndex list={entry} />,
  shows: (entry) => entry.guides.map(guideFile),
  seo: ({ page }) => page.seo,
  trail: (entry, { home, guides }) =>
    entry.number === 1
      ? [home, guides]
      : [
          home,
          guides,
          {
            name: fill(entry.page.pagination.page, { page: entry.number, pages: entry.pages }),
            path: guidesPagePath(entry.number),
          },
        ],
  analyticsName: () => 'Guides',
};
