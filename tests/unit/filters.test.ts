// The location page's service filter (client/filters.ts, spec 4).
import { describe, expect, it } from 'vitest';
import { matchesServiceFilter } from '../../client/filters.ts';

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
