// The reviews list's rules (client/reviews-logic.ts, spec 4 and 9): the first reviews shown, Load More,
// filter and sort. No DOM, no build.
import { describe, expect, it } from 'vitest';
import {
  initialVisible,
  loadMoreCount,
  monthIndex,
  nextVisible,
  selectReviews,
  type ReviewItem,
} from '../../client/reviews-logic.ts';

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
