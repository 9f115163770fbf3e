// A new entry's address and project number in the web editor (generator/editor/new-entry.ts).
import { describe, expect, it } from 'vitest';
import { nextProjectId, shortSlug } from '../../generator/editor/new-entry.ts';

describe('shortSlug', () => {
  it.each([
    // The title up to its "?", small words left out when it is long, six words at most.
    ['How Long Does a Flooring Project Take? A Step-by-Step Timeline', 'long-flooring-project-take'],
    ['How Do I Care for a New Oak Floor in Winter?', 'care-new-oak-floor-winter'],
    ['How Much Does Hardwood Floor Installation Cost in the DMV?', 'hardwood-floor-installation-cost-dmv'],
    ['LVP, Laminate or Hardwood: Choosing a Floor for a DC Rowhouse', 'lvp-laminate-hardwood'],
    // Three words or fewer keep every word.
    ['Heated Tile Floors', 'heated-tile-floors'],
    ['The Oak Room', 'the-oak-room'],
    ['Howard County', 'howard-county'],
    // Accents, apostrophes and signs.
    ["Prince George's County", 'prince-georges-county'],
    ['Café Floors & Décor', 'cafe-floors-decor'],
    ['  Spaces   around  ', 'spaces-around'],
    // A title of only a subtitle's lead-in: the whole title is used.
    ['? Oak', 'oak'],
    ['', ''],
    ['!!!', ''],
    ['2026 Flooring Trends in Washington DC Homes and Offices Today', '2026-flooring-trends-washington-dc-homes'],
  ])('%j -> %j', (title, slug) => {
    expect(shortSlug(title)).toBe(slug);
  });

  it('is always a valid slug or empty', () => {
    for (const title of ['A B C D E F G H', 'Ünïcödé Tïtle Hére Now', 'x--y', '__init__ constructor toString'])
      expect(shortSlug(title)).toMatch(/^([a-z0-9]+(-[a-z0-9]+)*)?$/);
  });
});

describe('nextProjectId', () => {
  it('is one more than the highest number taken', () => {
    expect(nextProjectId(['project-1', 'project-11', 'project-9'])).toBe('project-12');
    expect(nextProjectId(['project-3'])).toBe('project-4');
  });

  it('ignores ids of another shape, and starts at 1', () => {
    expect(nextProjectId([])).toBe('project-1');
    expect(nextProjectId(['project-x', 'other-5', 'project-'])).toBe('project-1');
    expect(nextProjectId(['project-09'])).toBe('project-10');
  });
});
