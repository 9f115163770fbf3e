import { describe, expect, it } from 'vitest';
import type { Site } from '../../generator/model/schema/index.ts';
import { shareImageFor, wrapTitle } from '../../generator/pipeline/images/share-image.ts';

describe('share image naming', () => {
  const site = {
    brand: 'Capitol Floorworks',
    tagline: 't',
    logo: 'brand/logo.svg',
    area: 'DMV',
    phone: { display: '(202) 555-0142' },
  } as Site;

  it('drops the brand suffix from the title and changes name when title or hero changes', () => {
    const a = shareImageFor(site, 'Hardwood Flooring | Capitol Floorworks', 'placeholders/hardwood.svg');
    expect(a.title).toBe('Hardwood Flooring');
    expect(a.path).toMatch(/^\/media\/share\/[0-9a-f]{16}\.jpg$/);
    expect(shareImageFor(site, 'Hardwood Flooring | Capitol Floorworks', 'placeholders/hardwood.svg').path).toBe(
      a.path,
    );
    expect(shareImageFor(site, 'Hardwood Flooring | Capitol Floorworks', 'placeholders/tile.svg').path).not.toBe(
      a.path,
    );
    expect(shareImageFor(site, 'Tile | Capitol Floorworks', 'placeholders/hardwood.svg').path).not.toBe(a.path);
    // The image shows the phone and the area: a new one is a new image, not the cached old one.
    const phone = { ...site, phone: { ...site.phone, display: '(202) 555-0199' } };
    expect(shareImageFor(phone, 'Hardwood Flooring | Capitol Floorworks', 'placeholders/hardwood.svg').path).not.toBe(
      a.path,
    );
    const area = { ...site, area: 'Maryland' };
    expect(shareImageFor(area, 'Hardwood Flooring | Capitol Floorworks', 'placeholders/hardwood.svg').path).not.toBe(
      a.path,
    );
  });

  it('wraps long titles into at most the allowed lines, ending in an ellipsis', () => {
    expect(wrapTitle('Hardwood Flooring Installation in DC', 20, 3)).toEqual([
      'Hardwood Flooring',
      'Installation in DC',
    ]);
    const lines = wrapTitle('one two three four five six seven eight nine ten eleven twelve', 10, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1].endsWith('…')).toBe(true);
  });
});
