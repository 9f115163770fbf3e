// Which projects a location page features (generator/model/featured-projects.ts, spec 4 and 9).
import { describe, expect, it } from 'vitest';
import { matchProjects } from '../../generator/model/featured-projects.ts';

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
