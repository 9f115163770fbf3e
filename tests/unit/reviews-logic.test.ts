// Pure rules of spec sections 4, 5, 7 and 9: analytics classification, the
// reviews list, the location filters, the tag-manager id check and the SEO
// helpers. No DOM, no build: these run in milliseconds.
import { describe, expect, it } from 'vitest';
import { deviceKind, locationType, projectType, scrollDepthPercent } from '../../client/analytics.ts';
import { matchesServiceFilter } from '../../client/filters.ts';
import { matchProjects } from '../../generator/model/featured-projects.ts';
import { usableContainerId } from '../../client/gtm.ts';
import {
  initialVisible,
  loadMoreCount,
  monthIndex,
  nextVisible,
  selectReviews,
  type ReviewItem,
} from '../../client/reviews-logic.ts';
import { jsonForScript, pageTitle } from '../../generator/model/seo.ts';

describe('projectType (gallery analytics, spec 7)', () => {
  it.each([
    ['Baseball Stadium Flooring', 'commercial_stadium'],
    ['Office Wall-Mount Flooring Feature', 'commercial'],
    ['Commercial Party Room Ceramic Tile', 'commercial'],
    ['Grace & Favor Church Sawtooth Vinyl Plank', 'religious'],
    ['Luxury High-Rise Apartment Hardwood & Rubber', 'residential_multi'],
    ['Waterfront Condo Refit', 'residential_multi'],
    ['Residential Before & After Vinyl Plank', 'residential'],
    ['Dance Studio Carpet Tile & Laminate', 'residential'],
    ['', 'residential'],
  ])('%s -> %s', (title, expected) => {
    expect(projectType(title)).toBe(expected);
  });

  it('is case-insensitive', () => {
    expect(projectType('NATIONALS STADIUM')).toBe('commercial_stadium');
    expect(projectType('new OFFICE floors')).toBe('commercial');
    expect(projectType('COMMERCIAL lobby')).toBe('commercial');
    expect(projectType('st. mary CHURCH')).toBe('religious');
    expect(projectType('high-rise APARTMENT')).toBe('residential_multi');
    expect(projectType('CONDO kitchen')).toBe('residential_multi');
  });

  it('applies the rules in the order of the spec', () => {
    expect(projectType('Stadium Office Suite')).toBe('commercial_stadium');
    expect(projectType('Church Office Renovation')).toBe('commercial');
    expect(projectType('Commercial Apartment Lobby')).toBe('commercial');
    expect(projectType('Church Apartment Conversion')).toBe('religious');
  });
});

describe('locationType (location analytics, spec 7)', () => {
  it.each([
    ['Montgomery County', 'county'],
    ["Prince George's County, MD", 'county'],
    ['Washington DC', 'district'],
    ['Georgetown, DC', 'district'],
    ['Alexandria', 'city'],
    ['Bethesda, MD', 'city'],
  ])('%s -> %s', (name, expected) => {
    expect(locationType(name)).toBe(expected);
  });

  it('prefers county over district when a name has both', () => {
    expect(locationType('DC Metro County')).toBe('county');
  });
});

describe('deviceKind (added to every event, spec 7)', () => {
  it.each([
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      'mobile',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
      'mobile',
    ],
    [
      'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/604.1',
      'mobile',
    ],
    ['Opera/9.80 (J2ME/MIDP; Opera Mini/9.80; U; en) Presto/2.5.25 Version/10.54', 'mobile'],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
      'desktop',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
      'desktop',
    ],
    ['', 'desktop'],
  ])('%s', (ua, expected) => {
    expect(deviceKind(ua)).toBe(expected);
  });
});

describe('scrollDepthPercent', () => {
  it('is 100 when the page fits in the viewport', () => {
    expect(scrollDepthPercent(0, 800, 800)).toBe(100);
    expect(scrollDepthPercent(0, 800, 500)).toBe(100);
  });

  it('measures how far the bottom of the viewport has reached, as a rounded percent', () => {
    expect(scrollDepthPercent(0, 800, 4000)).toBe(20);
    expect(scrollDepthPercent(1200, 800, 4000)).toBe(50);
    expect(scrollDepthPercent(1199, 800, 4000)).toBe(50); // 49.975 rounds to 50
    expect(scrollDepthPercent(1000, 800, 4000)).toBe(45);
    expect(scrollDepthPercent(3200, 800, 4000)).toBe(100);
  });

  it('never exceeds 100 (overscroll)', () => {
    expect(scrollDepthPercent(3600, 800, 4000)).toBe(100);
  });
});

const review = (name: string, date: string, service: string): ReviewItem => ({
  name,
  date,
  service,
  location: 'Bethesda, MD',
  rating: 5,
  verified: true,
  text: `${name} review`,
});

describe('reviews list rules (spec 4 and 9)', () => {
  const reviews = [
    review('A', 'March 2025', 'Hardwood'),
    review('B', 'December 2024', 'Tile'),
    review('C', 'January 2025', 'Hardwood'),
    review('D', 'November 2026', 'Vinyl'),
    review('E', 'July 2023', 'Tile'),
  ];

  it('monthIndex orders month names within and across years', () => {
    expect(monthIndex('January 2025')).toBeGreaterThan(monthIndex('December 2024'));
    expect(monthIndex('March 2025') - monthIndex('January 2025')).toBe(2);
    expect(monthIndex('December 2025') - monthIndex('January 2025')).toBe(11);
  });

  it('sorts newest first and oldest first by month and year, not by text', () => {
    expect(selectReviews(reviews, 'all', 'newest').map((r) => r.name)).toEqual(['D', 'A', 'C', 'B', 'E']);
    expect(selectReviews(reviews, 'all', 'oldest').map((r) => r.name)).toEqual(['E', 'B', 'C', 'A', 'D']);
  });

  it('filters by service and keeps the sort', () => {
    expect(selectReviews(reviews, 'Tile', 'newest').map((r) => r.name)).toEqual(['B', 'E']);
    expect(selectReviews(reviews, 'Hardwood', 'oldest').map((r) => r.name)).toEqual(['C', 'A']);
    expect(selectReviews(reviews, 'Carpet', 'newest')).toEqual([]);
  });

  it('does not reorder the input list', () => {
    const before = reviews.map((r) => r.name);
    selectReviews(reviews, 'all', 'oldest');
    expect(reviews.map((r) => r.name)).toEqual(before);
  });

  it('shows 12 first, or all when fewer match', () => {
    expect(initialVisible(20)).toBe(12);
    expect(initialVisible(12)).toBe(12);
    expect(initialVisible(5)).toBe(5);
    expect(initialVisible(0)).toBe(0);
  });

  it('Load More adds 4, capped at the number of matching reviews', () => {
    expect(nextVisible(12, 20)).toBe(16);
    expect(nextVisible(16, 20)).toBe(20);
    expect(nextVisible(18, 20)).toBe(20);
    expect(nextVisible(20, 20)).toBe(20);
  });

  it('the Load More label counts at most 4 more, and 0 (hidden) when everything is shown', () => {
    expect(loadMoreCount(12, 20)).toBe(4);
    expect(loadMoreCount(16, 20)).toBe(4);
    expect(loadMoreCount(12, 14)).toBe(2);
    expect(loadMoreCount(20, 20)).toBe(0);
    expect(loadMoreCount(5, 5)).toBe(0);
  });

  it('walks 20 reviews as 12 -> 16 -> 20 with labels 4, 4, then hidden', () => {
    const seen: [number, number][] = [];
    let visible = initialVisible(20);
    for (;;) {
      const more = loadMoreCount(visible, 20);
      seen.push([visible, more]);
      if (more === 0) break;
      visible = nextVisible(visible, 20);
    }
    expect(seen).toEqual([
      [12, 4],
      [16, 4],
      [20, 0],
    ]);
  });
});

describe('location services filter (spec 4)', () => {
  const titles = [
    'Hardwood Flooring',
    'Luxury Vinyl Plank',
    'Commercial Flooring',
    'Ceramic & Porcelain Tile',
    'Retail & commercial floors',
    'Carpet Installation',
  ];

  it('all shows every card', () => {
    expect(titles.filter((t) => matchesServiceFilter(t, 'all'))).toEqual(titles);
  });

  it('commercial shows cards whose title mentions commercial or tile, case-insensitively', () => {
    expect(titles.filter((t) => matchesServiceFilter(t, 'commercial'))).toEqual([
      'Commercial Flooring',
      'Ceramic & Porcelain Tile',
      'Retail & commercial floors',
    ]);
    expect(matchesServiceFilter('TILE BACKSPLASH', 'commercial')).toBe(true);
  });

  it('residential shows cards whose title does not mention commercial (tile included)', () => {
    expect(titles.filter((t) => matchesServiceFilter(t, 'residential'))).toEqual([
      'Hardwood Flooring',
      'Luxury Vinyl Plank',
      'Ceramic & Porcelain Tile',
      'Carpet Installation',
    ]);
    expect(matchesServiceFilter('COMMERCIAL Carpet', 'residential')).toBe(false);
  });
});

describe('matchProjects (featured projects on location pages, spec 4 and 9)', () => {
  const projects = [
    { id: 'p1', location: 'Navy Yard, Washington DC' },
    { id: 'p2', location: 'Georgetown, Washington DC' },
    { id: 'p3', location: 'Columbia, MD' },
    { id: 'p4', location: 'Chantilly, VA' },
    { id: 'p5', location: 'Fairfax, VA' },
    { id: 'p6', location: 'Northwest, Washington DC' },
    { id: 'p7', location: 'Capitol Hill, Washington DC' },
    { id: 'p8', location: 'Rockville, MD' },
  ];

  it('keeps projects whose location contains a keyword, case-insensitively, in list order', () => {
    expect(matchProjects(projects, ['GEORGETOWN'], 6).map((p) => p.id)).toEqual(['p2']);
    expect(matchProjects(projects, ['fairfax', 'chantilly'], 6).map((p) => p.id)).toEqual(['p4', 'p5']);
    expect(matchProjects(projects, [', md'], 6).map((p) => p.id)).toEqual(['p3', 'p8']);
  });

  it('returns at most the given maximum (6 on location pages)', () => {
    // All 8 match; only the first 6 are kept.
    const matched = matchProjects(projects, ['washington dc', ', va', ', md'], 6);
    expect(matched.map((p) => p.id)).toEqual(['p1', 'p2', 'p3', 'p4', 'p5', 'p6']);
    expect(matchProjects(projects, ['washington dc', ', va', ', md'], 3)).toHaveLength(3);
  });

  it('returns nothing without keywords or matches', () => {
    expect(matchProjects(projects, [], 6)).toEqual([]);
    expect(matchProjects(projects, ['Loudoun'], 6)).toEqual([]);
  });
});

describe('usableContainerId (spec 5)', () => {
  it.each([[''], ['   '], ['GTM-PLACEHOLDER'], [' GTM-PLACEHOLDER '], [undefined], [null], [42]])(
    'rejects %j',
    (id) => {
      expect(usableContainerId(id)).toBe(false);
    },
  );

  it('accepts a real container id', () => {
    expect(usableContainerId('GTM-ABC1234')).toBe(true);
  });
});

describe('pageTitle (spec 9)', () => {
  const brand = 'Capitol Floorworks';

  it('adds the brand suffix', () => {
    expect(pageTitle('Hardwood Flooring Installation in DC, MD & VA', brand)).toBe(
      'Hardwood Flooring Installation in DC, MD & VA | Capitol Floorworks',
    );
  });

  it('leaves titles that already name the brand, in any case', () => {
    expect(pageTitle('About Capitol Floorworks', brand)).toBe('About Capitol Floorworks');
    expect(pageTitle('capitol floorworks reviews', brand)).toBe('capitol floorworks reviews');
    expect(pageTitle('CAPITOL FLOORWORKS | Home', brand)).toBe('CAPITOL FLOORWORKS | Home');
  });

  it('does not treat part of the brand as the brand', () => {
    expect(pageTitle('Capitol Hill Flooring', brand)).toBe('Capitol Hill Flooring | Capitol Floorworks');
  });
});

describe('jsonForScript', () => {
  const nasty = {
    text: '</script><script>alert(2)</script>',
    comment: '<!-- not a comment --> & &amp; <b>',
    separators: 'line\u2028para\u2029end',
    nested: [{ x: '<script>alert(1)</script>' }, 5, true, null],
  };

  it('never emits <, >, & or the JS line separators', () => {
    const out = jsonForScript(nasty);
    for (const ch of ['<', '>', '&', '\u2028', '\u2029']) expect(out).not.toContain(ch);
    expect(out.toLowerCase()).not.toContain('</script');
  });

  it('round-trips through JSON.parse', () => {
    expect(JSON.parse(jsonForScript(nasty))).toEqual(nasty);
    expect(JSON.parse(jsonForScript('plain'))).toBe('plain');
    expect(JSON.parse(jsonForScript({ a: 1 }))).toEqual({ a: 1 });
  });
});
