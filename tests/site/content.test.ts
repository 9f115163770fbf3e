// Per page type, the counts and constants of spec sections 2 and 9, read
// from the built HTML of the run's one real build (dist/).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../generator/pipeline/content/load.ts';
import { readYamlData } from '../../generator/pipeline/content/read-yaml.ts';
import {
  CONTENT,
  all,
  attr,
  faqOf,
  islandProps,
  links,
  linkByText,
  linksTo,
  offsetOf,
  one,
  parseHtml,
  readRoute,
  text,
  type HtmlElement,
} from '../fixtures/html.ts';
import type { LocationServicesProps } from '../../client/islands/LocationServices.tsx';
import type { ProjectGalleryProps } from '../../client/islands/ProjectGallery.tsx';
import type { ReviewsProps } from '../../client/islands/Reviews.tsx';
import type { VideoCarouselProps } from '../../client/islands/VideoCarousel.tsx';
import { DIST } from '../fixtures/dist.ts';
import {
  ALIAS_PAGES,
  GUIDE_PAGES,
  LOCATION_PAGES,
  PROJECT_BY_ID,
  PROJECT_PAGES,
  SERVICE_PAGES,
  TOP_PAGES,
} from '../fixtures/routes.ts';

const ALL_PAGES = [
  ...TOP_PAGES,
  ...SERVICE_PAGES,
  ...Object.keys(ALIAS_PAGES),
  ...LOCATION_PAGES,
  ...PROJECT_PAGES,
  '/404',
];
const NEIGHBOURHOODS = ['georgetown-dc', 'navy-yard-dc', 'capitol-hill-dc', 'dupont-circle-dc', 'adams-morgan-dc'].map(
  (s) => `/locations/${s}`,
);
const NO_FEATURED = [
  'loudoun-county-va',
  'prince-william-county-va',
  'alexandria-va',
  'howard-county-md',
  'charles-county-md',
].map((s) => `/locations/${s}`);
const COUNTY_CITY = LOCATION_PAGES.filter((p) => !NEIGHBOURHOODS.includes(p));
const { guides: GUIDES } = loadContent(CONTENT);
const guidePath = (g: { slug: string }) => `/guides/${g.slug}`;

const site = readYamlData(path.join(CONTENT, 'site.yaml')) as {
  phone: { display: string };
  email: string;
  adminUrl: string;
  trustBadges: string[];
  hours: { days: string; hours: string }[];
  copy: { trustPanelHeading: string; hoursPanelHeading: string };
};
/** The number's international form, as a tel: link dials it: +1 and the ten digits of the US number shown. */
const E164 = `+1${site.phone.display.replace(/\D/g, '')}`;
const TEL = `tel:${E164}`;

let outDir: string;
const docs = new Map<string, HtmlElement>();

function page(route: string): HtmlElement {
  let root = docs.get(route);
  if (!root) {
    root = parseHtml(readRoute(outDir, route));
    docs.set(route, root);
  }
  return root;
}
const main = (route: string) => one(page(route), 'main');

/** Values (dd) of the stat grid in a page hero. */
const heroStats = (root: HtmlElement) => all(root, '.page-hero dl dd').map(text);
const hrefs = (els: HtmlElement[]) => els.map((a) => attr(a, 'href'));
/** Project id behind a card link: either /gallery/project-N or the canonical project path. */
const projectIdOf = (href: string | undefined) =>
  href?.startsWith('/gallery/')
    ? href.slice('/gallery/'.length)
    : Object.entries(PROJECT_BY_ID).find(([, p]) => p === href)?.[0];

/** Testimonial cards: [count, every one rated 5 stars]. */
function testimonials(scope: HtmlElement) {
  const cards = all(scope, 'li.testimonial');
  const ratings = cards.map((c) => all(c, '.stars svg').length);
  return {
    count: cards.length,
    allFive: ratings.every((r) => r === 5),
    labels: cards.map((c) => attr(one(c, '.stars'), 'aria-label')),
  };
}

/** A one-at-a-time FAQ: native <details> sharing one name (the browser keeps one open), none open at first. */
function expectOneAtATimeFaq(root: HtmlElement, questions: number) {
  const faq = faqOf(root);
  expect(faq.questions).toHaveLength(questions);
  expect(faq.mode).toBe('single');
  expect(faq.names).toEqual(['faq-group']);
  expect(faq.open).toBe(0);
}

/** A content file's data as the build reads it, with the fields a test uses. */
function yamlOf<T>(rel: string): T {
  return readYamlData(path.join(CONTENT, rel)) as T;
}

beforeAll(() => {
  outDir = DIST;
});

describe('home', () => {
  it('has the featured-project banner linking to /gallery', () => {
    const banner = one(main('/'), '.featured-banner');
    expect(attr(one(banner, 'a.banner-link'), 'href')).toBe('/gallery');
    expect(text(banner)).not.toBe('');
  });

  it('shows the three hero badges and calls to action to /contact and /gallery', () => {
    const hero = one(main('/'), '.home-hero');
    expect(all(hero, '.hero-badges li').map(text)).toEqual(['Stadium Quality', '100+ Projects', '5-Star Rated']);
    expect(linksTo(hero, '/contact').length).toBeGreaterThan(0);
    expect(linksTo(hero, '/gallery').length).toBeGreaterThan(0);
  });

  it('lists 16 videos in the video player, with 16 position dots', () => {
    const [props] = islandProps<{ videos: { src: string; poster: string; title: string }[] }>(page('/'), 'home-video');
    expect(props.videos).toHaveLength(16);
    expect(new Set(props.videos.map((v) => v.src)).size).toBe(16);
    for (const v of props.videos) {
      expect(v.poster).toBeTruthy();
      expect(v.title).toBeTruthy();
    }
    expect(all(page('/'), '[data-island="home-video"] .hv-dots button')).toHaveLength(16);
    const video = one(page('/'), '[data-island="home-video"] video');
    expect(attr(video, 'muted')).not.toBeUndefined();
  });

  it('has 4 service cards and a View All Our Services button', () => {
    const section = one(main('/'), '#services');
    expect(all(section, 'article.service-card')).toHaveLength(4);
    expect(attr(linkByText(section, 'View All Our Services'), 'href')).toBe('/services');
  });

  it('features project-10, project-9 and project-4 in that order', () => {
    const cards = all(main('/'), '#projects article');
    expect(cards.map((c) => projectIdOf(attr(one(c, 'h3 a'), 'href')))).toEqual([
      'project-10',
      'project-9',
      'project-4',
    ]);
  });

  it('has DC, Maryland and Virginia area cards and a link to /service-areas', () => {
    const section = one(main('/'), '#areas');
    expect(hrefs(all(section, '.area-card h3 a'))).toEqual([
      '/locations/washington-dc',
      '/locations/montgomery-county-md',
      '/locations/arlington-county-va',
    ]);
    expect(linksTo(section, '/service-areas')).toHaveLength(1);
  });

  it('embeds the estimate form, showing "Loading form..." before it mounts', () => {
    const island = one(main('/'), '[data-island="estimate-form"]');
    expect(text(island)).toBe('Loading form...');
    expect(all(island, 'iframe')).toHaveLength(0);
  });

  it('has 6 why-choose-us items and a closing call to action', () => {
    expect(all(main('/'), '#why-us li.benefit')).toHaveLength(6);
    const cta = one(main('/'), '.cta-banner');
    expect(linksTo(cta, TEL)).toHaveLength(1);
    expect(linksTo(cta, '/contact')).toHaveLength(1);
  });
});

describe('about', () => {
  it('shows the four hero stats', () => {
    expect(heroStats(page('/about'))).toEqual(['15+', '100+', '100%', '5-Star']);
  });

  it('shows a mosaic of project-1, project-2 and project-10, with a video for the video projects', () => {
    const cards = all(main('/about'), '#mosaic article');
    expect(cards.map((c) => projectIdOf(attr(one(c, 'h3 a'), 'href')))).toEqual([
      'project-1',
      'project-2',
      'project-10',
    ]);
    expect(cards.map((c) => (c.querySelector('video') ? 'video' : 'image'))).toEqual(['video', 'video', 'image']);
  });
});

describe('services overview', () => {
  it('shows the 8 service cards, each with 4 features and a Learn More link', () => {
    const cards = all(main('/services'), '#all-services article.service-card');
    expect(cards).toHaveLength(8);
    cards.forEach((card, i) => {
      expect(text(card.querySelector('h3'))).not.toBe('');
      expect(text(card.querySelector('p'))).not.toBe('');
      expect(all(card, 'ul.checklist li')).toHaveLength(4);
      const more = all(card, 'a').find((a) => text(a).startsWith('Learn More'));
      expect(attr(more, 'href')).toBe(SERVICE_PAGES[i]);
    });
  });

  it('has a why-choose-us block of 4 items', () => {
    expect(all(main('/services'), '#why-us li.benefit')).toHaveLength(4);
  });
});

describe.each(SERVICE_PAGES)('service page %s', (route) => {
  const slug = route.split('/')[2];

  it('has a hero with 4 stats, a call button and Request Consultation to /contact', () => {
    const hero = one(main(route), '.page-hero');
    expect(all(hero, 'dl dd')).toHaveLength(4);
    expect(linksTo(hero, TEL).length).toBeGreaterThan(0);
    expect(attr(linkByText(hero, 'Request Consultation'), 'href')).toBe('/contact');
  });

  it('has a 4-5 step process (4 on backsplash), 3 five-star testimonials and 5 FAQs that open one at a time', () => {
    const steps = all(main(route), '#process li.step');
    if (slug === 'backsplash-installation') expect(steps).toHaveLength(4);
    else {
      expect(steps.length).toBeGreaterThanOrEqual(4);
      expect(steps.length).toBeLessThanOrEqual(5);
    }
    const t = testimonials(one(main(route), '#testimonials'));
    expect(t.count).toBe(3);
    expect(t.allFive).toBe(true);
    expectOneAtATimeFaq(page(route), 5);
  });

  it('has a feature checklist and at least one benefit or type list', () => {
    expect(all(main(route), '#features ul.checklist li').length).toBeGreaterThanOrEqual(5);
    expect(all(main(route), '#list-1 li.benefit').length).toBeGreaterThanOrEqual(3);
  });

  it('ends with the trust strip and a Get Free Estimate call to action', () => {
    expect(all(main(route), '.trust-strip li').map(text)).toEqual(site.trustBadges);
    const cta = one(main(route), '.cta-banner');
    expect(attr(linkByText(cta, 'Get Free Estimate'), 'href')).toBe('/contact');
    expect(linksTo(cta, TEL)).toHaveLength(1);
  });
});

describe('service alias pages', () => {
  it.each(Object.entries(ALIAS_PAGES))('%s renders the same page as %s', (alias, main) => {
    const body = (route: string) => text(one(page(route), 'main'));
    expect(body(alias)).toBe(body(main));
    expect(text(one(page(alias), 'h1'))).toBe(text(one(page(main), 'h1')));
  });
});

describe('service areas', () => {
  const root = () => main('/service-areas');

  it('has the breadcrumb Home > Service Areas', () => {
    const items = all(page('/service-areas'), 'nav.breadcrumb li');
    expect(items.map(text)).toEqual(['Home', 'Service Areas']);
    expect(attr(items[0].querySelector('a'), 'href')).toBe('/');
    expect(items[1].querySelector('a')).toBeNull();
  });

  it('has a why-choose-us section with four items', () => {
    expect(all(root(), '#why-local li.benefit')).toHaveLength(4);
  });

  it('has three state cards, each with travel time, featured project, five locations and a button to the first', () => {
    const cards = all(root(), 'article.state-card');
    expect(cards.map((c) => text(c.querySelector('h3')))).toEqual(['Maryland', 'Virginia', 'Washington DC']);
    const jump = hrefs(all(page('/service-areas'), 'nav.jump-links a'));
    expect(jump).toEqual(cards.map((c) => `#${attr(c, 'id')}`));
    for (const card of cards) {
      const name = text(card.querySelector('h3'));
      expect(text(card.querySelector('.card-meta'))).toMatch(/^Travel time: \d+-\d+ minutes$/);
      expect(text(card.querySelector('.featured-project')).length).toBeGreaterThan(20);
      const entries = all(card, 'ul.state-locations > li');
      expect(entries).toHaveLength(5);
      for (const entry of entries) {
        expect(attr(entry.querySelector('a'), 'href')).toMatch(/^\/locations\/[a-z-]+$/);
        expect(text(entry.querySelector('span'))).toContain(',');
      }
      const button = linkByText(card, `View ${name} Services`);
      expect(attr(button, 'href')).toBe(attr(entries[0].querySelector('a'), 'href'));
    }
  });

  it('uses a hover video with a poster for the DC card and images for the others', () => {
    const [md, va, dc] = all(root(), 'article.state-card');
    const video = one(dc, 'video');
    expect(attr(video, 'poster')).toMatch(/\.(svg|jpe?g|png|webp)$/);
    expect(attr(video, 'data-hover-video')).not.toBeUndefined();
    expect(attr(video, 'muted')).not.toBeUndefined();
    expect(attr(video, 'loop')).not.toBeUndefined();
    expect(text(video)).toBe('Your browser does not support the video tag.');
    for (const card of [md, va]) {
      expect(card.querySelector('video')).toBeNull();
      expect(card.querySelector('img')).not.toBeNull();
    }
  });

  it('has the two coverage call-to-action cards', () => {
    const cards = all(root(), '.cta-card');
    expect(cards.map((c) => text(c.querySelector('h2')))).toEqual([
      'Not sure if we cover your area?',
      "Don't See Your Area Listed?",
    ]);
    expect(linksTo(cards[0], TEL)).toHaveLength(1);
    expect(linksTo(cards[1], TEL)).toHaveLength(1);
    expect(attr(linkByText(cards[1], 'Request Free Estimate'), 'href')).toBe('/contact');
  });

  it('has the six process steps with the spec titles', () => {
    expect(all(root(), '#process li.step h3').map(text)).toEqual([
      'Initial Consultation',
      'On-Site Assessment',
      'Project Scheduling',
      'Professional Installation',
      'Quality Inspection',
      'Ongoing Support',
    ]);
    for (const step of all(root(), '#process li.step')) expect(text(step.querySelector('.step-timing'))).not.toBe('');
  });

  it('has six testimonials and six FAQs that open independently', () => {
    const t = testimonials(one(root(), '#testimonials'));
    expect(t.count).toBe(6);
    expect(t.allFive).toBe(true);
    // No shared <details> name: each item toggles on its own.
    const faq = faqOf(page('/service-areas'));
    expect(faq.questions).toHaveLength(6);
    expect(faq.mode).toBe('multi');
    expect(faq.names).toEqual([undefined]);
  });

  it('links (in the page content) to the 10 Maryland and Virginia county/city pages and the 5 DC neighbourhoods', () => {
    const linked = new Set(hrefs(links(root(), (h) => h.startsWith('/locations/'))));
    for (const p of [...COUNTY_CITY.filter((p) => p !== '/locations/washington-dc'), ...NEIGHBOURHOODS])
      expect(linked, p).toContain(p);
    for (const p of linked) expect(LOCATION_PAGES).toContain(p);
  });

  it('also links (in the page content) to /locations/washington-dc', () => {
    expect(hrefs(links(root(), (h) => h.startsWith('/locations/')))).toContain('/locations/washington-dc');
  });
});

describe.each(LOCATION_PAGES)('location page %s', (route) => {
  const slug = route.split('/')[2];
  const location = yamlOf<{ name: string; state: string; projectKeywords?: string[] }>(`locations/${slug}.yaml`);
  const isNeighbourhood = NEIGHBOURHOODS.includes(route);

  it('has the breadcrumb Home > Service Areas > place', () => {
    const items = all(page(route), 'nav.breadcrumb li');
    expect(items.map(text)).toEqual(['Home', 'Service Areas', location.name]);
    expect(hrefs(items.map((i) => i.querySelector('a')!).slice(0, 2))).toEqual(['/', '/service-areas']);
    expect(attr(items[2].querySelector('[aria-current]'), 'aria-current')).toBe('page');
  });

  it('shows the three statistics of spec 9 and estimate/call buttons', () => {
    const projects: Record<string, string> = {
      'georgetown-dc': '25+',
      'dupont-circle-dc': '35+',
      'capitol-hill-dc': '40+',
      'adams-morgan-dc': '45+',
      'navy-yard-dc': '30+',
    };
    const response = slug === 'washington-dc' ? '2 hrs' : isNeighbourhood ? '1 hr' : 'Same Day';
    const years = slug === 'prince-georges-county-md' ? '10+' : '15+';
    const hero = one(main(route), '.page-hero');
    expect(all(hero, 'dl .stat').map((s) => [text(s.querySelector('dt')), text(s.querySelector('dd'))])).toEqual([
      ['Projects Completed', projects[slug] ?? '100+'],
      ['Average Response Time', response],
      ['Years Serving', years],
    ]);
    expect(text(one(hero, 'h1'))).not.toBe('');
    expect(text(one(hero, '.eyebrow'))).toContain(location.state);
    expect(attr(linkByText(hero, 'Get Free Estimate'), 'href')).toBe('/contact');
    expect(linksTo(hero, TEL)).toHaveLength(1);
  });

  it('has 3 five-star testimonials, 4 one-at-a-time FAQs and 8-15 areas', () => {
    const t = testimonials(one(main(route), '#testimonials'));
    expect(t.count).toBe(3);
    expect(t.allFive).toBe(true);
    expectOneAtATimeFaq(page(route), 4);
    const areas = all(main(route), '#areas ul.area-names li');
    expect(areas.length).toBeGreaterThanOrEqual(8);
    expect(areas.length).toBeLessThanOrEqual(15);
  });

  it('shows featured projects (at most 6) only where projects match the place, never on the five spec pages', () => {
    const section = main(route).querySelector('#featured-projects');
    if (NO_FEATURED.includes(route)) {
      expect(section).toBeNull();
      return;
    }
    // Independent check of the matching rule against the project files.
    const keywords: string[] = (location.projectKeywords ?? []).map((k: string) => k.toLowerCase());
    const projects = fg
      .sync('projects/*.yaml', { cwd: CONTENT })
      .map((f) => yamlOf<{ id: string; location: string }>(f))
      .sort((a, b) => Number(a.id.split('-')[1]) - Number(b.id.split('-')[1]));
    const expected = projects
      .filter((p) => keywords.some((k) => p.location.toLowerCase().includes(k)))
      .slice(0, 6)
      .map((p) => p.id);
    if (expected.length === 0) {
      expect(section).toBeNull();
      return;
    }
    const cards = all(section!, 'article');
    expect(cards.length).toBeLessThanOrEqual(6);
    expect(cards.map((c) => projectIdOf(attr(one(c, 'h3 a'), 'href')))).toEqual(expected);
  });

  it(`shows the areas ${NO_FEATURED.includes(route) ? 'before' : 'after'} the testimonials`, () => {
    const areas = offsetOf(one(main(route), '#areas'));
    const testimonialsAt = offsetOf(one(main(route), '#testimonials'));
    if (NO_FEATURED.includes(route)) expect(areas).toBeLessThan(testimonialsAt);
    else expect(areas).toBeGreaterThan(testimonialsAt);
  });

  it('has service cards with filters; neighbourhood pages link only to hardwood, luxury vinyl, commercial and ceramic tile', () => {
    const section = one(main(route), '#services');
    const serviceLinks = new Set(hrefs(links(section, (h) => h.startsWith('/services/'))));
    const [props] = islandProps<LocationServicesProps>(page(route), 'location-services');
    expect(new Set(props.cards.map((c) => c.serviceLink))).toEqual(serviceLinks);
    if (isNeighbourhood) {
      expect(serviceLinks).toEqual(
        new Set([
          '/services/hardwood-flooring',
          '/services/luxury-vinyl',
          '/services/commercial-flooring',
          '/services/ceramic-tile',
        ]),
      );
    }
    for (const l of serviceLinks) expect([...SERVICE_PAGES, ...Object.keys(ALIAS_PAGES)]).toContain(l);
    expect(linksTo(section, '/contact').length).toBeGreaterThan(0);
    const filterLabels = all(section, 'button').map(text);
    expect(filterLabels).toEqual(expect.arrayContaining(['All Services', 'Residential', 'Commercial']));
  });
});

describe('gallery', () => {
  it('shows every project as a card linking to its page', () => {
    const cards = all(main('/gallery'), '#projects article.project-card');
    expect(cards).toHaveLength(11);
    expect(new Set(cards.map((c) => projectIdOf(attr(one(c, 'h3 a'), 'href'))))).toEqual(
      new Set(Object.keys(PROJECT_BY_ID)),
    );
  });

  it('video cards play on hover and carry the fallback text', () => {
    const videos = all(main('/gallery'), '#projects video');
    expect(videos).toHaveLength(2);
    for (const v of videos) {
      expect(text(v)).toBe('Your browser does not support the video tag.');
      expect(attr(v, 'data-hover-video')).not.toBeUndefined();
      expect(attr(v, 'poster')).toBeTruthy();
    }
  });

  it('ends with a consultation button to /contact and a phone button', () => {
    const cta = one(main('/gallery'), '.cta-banner');
    expect(linksTo(cta, '/contact')).toHaveLength(1);
    expect(linksTo(cta, TEL)).toHaveLength(1);
  });
});

describe.each(PROJECT_PAGES)('project page %s', (route) => {
  it('has a back button, 3 hero bullets, Get Your Free Estimate and View Project Gallery', () => {
    const m = main(route);
    expect(attr(linkByText(m, 'Back to Gallery'), 'href')).toBe('/gallery');
    const hero = one(m, '.project-hero');
    expect(all(hero, 'ul.checklist li')).toHaveLength(3);
    expect(attr(linkByText(hero, 'Get Your Free Estimate'), 'href')).toBe('/contact');
    expect(attr(linkByText(hero, 'View Project Gallery'), 'href')).toBe('#project-gallery');
    expect(all(m, '#project-gallery')).toHaveLength(1);
  });

  it('has a photo gallery with descriptive alt text', () => {
    const [gallery] = islandProps<ProjectGalleryProps>(page(route), 'project-gallery');
    expect(gallery.images.length).toBeGreaterThanOrEqual(3);
    for (const image of gallery.images) expect(image.alt.length).toBeGreaterThan(10);
    expect(gallery.aspectRatio).toBe('3/4');
  });
});

describe('project showcase media counts', () => {
  it.each([
    ['/projects/georgetown-retail-store', 31, 13],
    ['/projects/nationals-park-stadium-flooring', 50, 18],
  ])('%s has %i photos and %i videos', (route, photos, videos) => {
    const [gallery] = islandProps<ProjectGalleryProps>(page(route), 'project-gallery');
    const [carousel] = islandProps<VideoCarouselProps>(page(route), 'video-carousel');
    expect(gallery.images).toHaveLength(photos);
    expect(carousel.videos).toHaveLength(videos);
  });
});

describe('reviews', () => {
  it('shows the summary stats', () => {
    expect(heroStats(page('/reviews'))).toEqual(['5.0', '100+', '15+', '100%']);
  });

  it('carries 20 verified five-star reviews and renders the newest 12 first', () => {
    const [props] = islandProps<ReviewsProps>(page('/reviews'), 'reviews');
    expect(props.reviews).toHaveLength(20);
    for (const r of props.reviews) {
      expect(r.rating).toBe(5);
      expect(r.verified).toBe(true);
    }
    const cards = all(main('/reviews'), 'li.review-card');
    expect(cards).toHaveLength(12);
    expect(text(one(main('/reviews'), '.reviews-count'))).toBe('Showing 12 of 20 reviews');
    expect(text(one(main('/reviews'), 'button.load-more'))).toBe('Load More Reviews (4 more)');
    const months = [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ];
    const when = (meta: string) => {
      const [month, year] = meta.split(' · ').pop()!.split(' ');
      return Number(year) * 12 + months.indexOf(month);
    };
    const shown = cards.map((c) => when(text(c.querySelector('.review-meta'))));
    expect([...shown].sort((a, b) => b - a)).toEqual(shown);
  });

  it('has the Write a Review and Get Free Estimate buttons', () => {
    const labels = all(main('/reviews'), '.review-actions button').map(text);
    expect(labels).toEqual(['Write a Review', 'Get Free Estimate']);
  });
});

describe('contact', () => {
  it('shows the four trust badges', () => {
    expect(all(page('/contact'), '.page-hero .hero-badges li').map(text)).toEqual([
      'Fully Licensed',
      '25+ Reviews',
      'Warranty up to 5 Years',
      '100+ Projects',
    ]);
  });

  it('has Call Now and Schedule Free Estimate buttons and embeds the form', () => {
    const hero = one(main('/contact'), '.page-hero');
    expect(attr(linkByText(hero, 'Call Now'), 'href')).toBe(TEL);
    expect(linkByText(hero, 'Schedule Free Estimate')).toBeDefined();
    expect(text(one(main('/contact'), '[data-island="estimate-form"]'))).toBe('Loading form...');
  });

  it('has a Get In Touch card with phone and e-mail links and the reply time', () => {
    const card = all(main('/contact'), '.info-card').find((c) => text(c.querySelector('h2')) === 'Get In Touch')!;
    expect(linksTo(card, TEL)).toHaveLength(1);
    expect(linksTo(card, `mailto:${site.email}`)).toHaveLength(1);
    expect(text(card)).toContain('24 hours');
  });

  it('shows the business hours', () => {
    const card = all(main('/contact'), '.info-card').find((c) => text(c.querySelector('h2')) === 'Business Hours')!;
    const rows = all(card, 'dt').map((dt, i) => [text(dt), text(all(card, 'dd')[i])].map((s) => s.replace(/\s+/g, '')));
    expect(rows).toEqual([
      ['Monday-Friday', '8AM-6PM'],
      ['Saturday', '9AM-4PM'],
      ['Sunday', 'Closed'],
    ]);
  });

  it('has the What to Expect 4-step list', () => {
    const steps = all(main('/contact'), '#what-to-expect li.step h3').map(text);
    expect(steps).toHaveLength(4);
    expect(steps[2]).toMatch(/estimate/i);
    expect(text(all(main('/contact'), '#what-to-expect li.step')[2])).toContain('24 hours');
  });
});

describe('404', () => {
  it("shows '404', 'Oops! Page not found' and a Return to Home link", () => {
    const m = main('/404');
    expect(text(one(m, '.not-found-code'))).toBe('404');
    expect(text(one(m, 'h1'))).toBe('Oops! Page not found');
    expect(attr(linkByText(m, 'Return to Home'), 'href')).toBe('/');
  });
});

describe('/privacy', () => {
  const privacy = yamlOf<{ updated: string; sections: { id: string; heading: string }[] }>('pages/privacy.yaml');

  it('shows the policy sections in order, dated from content', () => {
    const m = main('/privacy');
    expect(text(one(m, 'h1'))).toBe('Privacy Policy');
    expect(all(m, '.policy h2').map(text)).toEqual(privacy.sections.map((s) => s.heading));
    expect(all(m, '.policy section').map((s) => attr(s, 'id'))).toEqual(privacy.sections.map((s) => s.id));
    const time = one(m, '.policy-updated time');
    // Written out, not computed the way the page computes it (tests/unit/dates.test.ts tries other time zones).
    expect(privacy.updated).toBe('2026-11-24');
    expect(attr(time, 'datetime')).toBe('2026-11-24');
    expect(text(one(m, '.policy-updated'))).toBe('Last updated November 24, 2026');
  });

  it("names what the site really uses: the form's host, the e-mail and phone as links", () => {
    const m = main('/privacy');
    const formHost = new URL(yamlOf<{ estimateForm: { embedUrl: string } }>('site.yaml').estimateForm.embedUrl).host;
    expect(text(m)).toContain(`provided by ${formHost}`);
    expect(text(m)).toContain('googletagmanager.com');
    expect(text(m)).not.toMatch(/\{[a-zA-Z]+\}/);
    expect(linksTo(m, `mailto:${site.email}`).length).toBeGreaterThanOrEqual(2);
    expect(linksTo(m, TEL).length).toBeGreaterThanOrEqual(2);
  });

  it.each(['/', '/contact'])('%s: the estimate form has the privacy link beside it', (route) => {
    const card = one(main(route), '#estimate .form-card');
    expect(attr(one(card, '.form-privacy a'), 'href')).toBe('/privacy');
  });
});

describe.each(ALL_PAGES)('shared layout on %s', (route) => {
  it('has the footer columns, area note and badges', () => {
    const footer = one(page(route), 'footer');
    const column = (title: string) => {
      const heading = all(footer, '.footer-col > h2').find((h) => text(h) === title);
      expect(heading, title).toBeDefined();
      return all(heading!.parent!, 'li a');
    };
    expect(column('Quick Links')).toHaveLength(7);
    expect(column('Our Services')).toHaveLength(6);
    expect(hrefs(column('Washington DC')).sort()).toEqual([...NEIGHBOURHOODS].sort());
    const mdVa = hrefs(column('Maryland & Virginia'));
    expect(mdVa).toHaveLength(10);
    expect(mdVa.sort()).toEqual(COUNTY_CITY.filter((p) => p !== '/locations/washington-dc').sort());
    // Beside the spec's lists: the three newest guides, then the list of all of them.
    expect(GUIDES.length).toBeGreaterThanOrEqual(3);
    expect(hrefs(column('Flooring Guides'))).toEqual([...GUIDES.slice(0, 3).map(guidePath), '/guides']);
    expect(text(footer)).toContain("Don't see your area? Call us to check service availability in your location!");
    expect(all(footer, '.footer-badges li').map(text)).toEqual([
      'Licensed & Insured',
      'Free Estimates',
      'Quality Guaranteed',
      'Stadium Quality',
    ]);
    expect(linksTo(footer, TEL).length).toBeGreaterThan(0);
    expect(linksTo(footer, `mailto:${site.email}`)).toHaveLength(1);
    // The address breaks after its "@" and before the dots of its domain in a narrow column, not mid-word.
    const email = linksTo(footer, `mailto:${site.email}`)[0];
    expect(text(email)).toBe(site.email);
    expect(email.childElements.map((e) => e.tagName)).toEqual(['wbr', 'wbr']);
    expect(email.childNodes.map((n) => (n.nodeType === 3 ? n.textContent : (n as HtmlElement).tagName))).toEqual([
      'info@',
      'wbr',
      'capitolfloorworks',
      'wbr',
      '.example',
    ]);
    expect(linksTo(footer, site.adminUrl)).toHaveLength(1);
    // The privacy link sits in the bottom line, right after the copyright; the spec's lists keep their links.
    const bottom = one(footer, '.footer-bottom');
    const [copyright, legal] = bottom.childElements;
    expect(text(copyright)).toMatch(/^© \d{4} /);
    expect(all(footer, 'a[href="/privacy"]').map(text)).toEqual(['Privacy Policy', 'Your privacy choices']);
    expect(all(legal, 'a[href="/privacy"]')).toHaveLength(2);
    // Without JavaScript the choices link is a plain link to the policy; its dialog starts closed.
    const choices = one(legal, '[data-island="privacy-choices"]');
    expect(attr(one(choices, 'a'), 'href')).toBe('/privacy');
    expect(attr(one(choices, 'dialog'), 'open')).toBeUndefined();
  });

  it('has the header with the Admin link, the phone link and Get Free Estimate', () => {
    const header = one(page(route), '[data-island="header"] header');
    expect(attr(linkByText(header, 'Admin'), 'href')).toBe(site.adminUrl);
    expect(linksTo(header, TEL).length).toBeGreaterThan(0);
    expect(attr(linkByText(header, 'Get Free Estimate'), 'href')).toBe('/contact');
    expect(attr(one(header, 'a.logo'), 'href')).toBe('/');
  });

  it('has the mobile call/estimate bar', () => {
    const bar = one(page(route), '.mobile-bar');
    expect(linksTo(bar, TEL)).toHaveLength(1);
    expect(linksTo(bar, '/contact')).toHaveLength(1);
  });
});

describe('business details live only in site.yaml', () => {
  const files = fg.sync('**/*.yaml', { cwd: CONTENT }).filter((f) => f !== 'site.yaml');
  const digits = E164.replace(/^\+1/, '');
  const phonePattern = new RegExp(
    `\\(?${digits.slice(0, 3)}\\)?[\\s.\\-\u2011]*${digits.slice(3, 6)}[\\s.\\-\u2011]*${digits.slice(6)}`,
  );

  it('site.yaml holds the phone number and e-mail', () => {
    expect(digits).toMatch(/^\d{10}$/);
    expect(site.email).toMatch(/@/);
    expect(files.length).toBeGreaterThan(30);
  });

  it.each(files)('%s contains neither the phone number nor the e-mail', (file) => {
    const source = readFileSync(path.join(CONTENT, file), 'utf8');
    expect(source).not.toMatch(phonePattern);
    expect(source).not.toContain(E164);
    expect(source.toLowerCase()).not.toContain(site.email.toLowerCase());
  });
});

describe('the guarantees panel (issue 34: the same card twice on most pages)', () => {
  it.each([...TOP_PAGES, ...SERVICE_PAGES, ...LOCATION_PAGES, ...PROJECT_PAGES, ...GUIDE_PAGES, '/guides'])(
    '%s shows it at most once, and a call-to-action band shows the hours instead',
    (route) => {
      const root = main(route);
      const heading = site.copy.trustPanelHeading;
      expect(all(root, '.trust-panel-title').filter((t) => text(t) === heading).length).toBeLessThanOrEqual(1);
      for (const band of all(root, '.cta-banner')) {
        expect(all(band, '.trust-panel-title').map(text)).toEqual([site.copy.hoursPanelHeading]);
        expect(all(band, '.hours-panel-hours dt').map(text)).toEqual(site.hours.map((h) => h.days));
      }
    },
  );

  it('the privacy policy has no sales panel beside its heading', () => {
    expect(all(main('/privacy'), '.trust-panel')).toEqual([]);
  });
});

describe('guides on service and location pages', () => {
  /** The guides whose front matter names the page, in the list's order (newest first). */
  const about = (route: string) => {
    const slug = route.split('/').at(-1)!;
    const named = (g: (typeof GUIDES)[number]) =>
      route.startsWith('/services/') ? g.services.includes(slug) : g.locations.includes(slug);
    return GUIDES.filter(named).map(guidePath);
  };

  it.each([...SERVICE_PAGES, ...LOCATION_PAGES])(
    '%s lists the guides about it and links to all guides, or has no guides section when none is',
    (route) => {
      const sections = all(main(route), '#guides');
      if (about(route).length === 0) {
        expect(sections).toEqual([]);
        return;
      }
      expect(hrefs(all(sections[0], 'li a'))).toEqual(about(route));
      expect(linksTo(sections[0], '/guides')).toHaveLength(1);
    },
  );

  it('lists a guide where its front matter names the page, and nowhere else (issue 34: no empty section)', () => {
    expect(about('/locations/washington-dc')).toHaveLength(3);
    expect(about('/locations/alexandria-va')).toEqual([]);
    expect(all(main('/locations/alexandria-va'), '#guides')).toEqual([]);
    expect(about('/services/luxury-vinyl')).toHaveLength(2);
    // The shipped content: 4 of 16 location pages and 4 of 8 services have guides about them.
    expect(LOCATION_PAGES.filter((r) => about(r).length > 0)).toHaveLength(4);
    expect(SERVICE_PAGES.filter((r) => about(r).length > 0)).toHaveLength(4);
  });
});
