// The content units a page can read and their hashes (generator/pipeline/render/read-tracker.ts
// unitHashes): what the page graph compares to decide which pages a rebuild renders.
import { describe, expect, it } from 'vitest';
import type { Content } from '../../generator/model/content.ts';
import { ContentSources } from '../../generator/pipeline/content/sources.ts';
import { unitHashes, unitHashesByValue } from '../../generator/pipeline/render/read-tracker.ts';

// sha1 of each JSON text, worked out outside the code under test.
const SLUG_A = 'c818d44ce00b648661e1d4df507fbb0f9c57fe07'; // {"slug":"a"}
const SLUG_B = 'eb844ddd381ae5a27dbbd33e3fa56e21588cf9e6'; // {"slug":"b"}
const HOME = 'e979c371eaef9e01bef7aa17d44f8f1c2aa29f90'; // {"title":"Home"}
const SLUGS_AB = 'd12e223825a919e00efdbec820e0a557953b2ad5'; // ["a","b"]
const SLUGS_A_NONE = 'dda2384656362a76a467f673b6654596b844f1a0'; // ["a",null]

/** Only the parts unitHashes walks: arrays, `pages` and any other field. */
const content = (locations: object[], home: object) => ({ locations, pages: { home } }) as unknown as Content;

describe('unitHashes', () => {
  it("names each collection entry by its index, the collection's length and slugs and each page file, with the hash of its JSON", () => {
    expect(Object.fromEntries(unitHashes(content([{ slug: 'a' }, { slug: 'b' }], { title: 'Home' })))).toEqual({
      'locations#n': '2',
      'locations#slugs': SLUGS_AB,
      'locations.0': SLUG_A,
      'locations.1': SLUG_B,
      'pages.home': HOME,
    });
  });

  it('names a unit loaded from a file of its own by the key of that text, and any other unit by its JSON', () => {
    const sources = new ContentSources('/site/content');
    sources.add('locations/a.yaml', 'key-of-a-yaml');
    sources.add('pages/home.yaml', 'key-of-home-yaml');
    sources.add('site.yaml', 'key-of-site-yaml');
    const units = unitHashes(
      { ...content([{ slug: 'a' }, { slug: 'b' }], { title: 'Home' }), site: { name: 'x' } } as unknown as Content,
      sources,
    );
    expect(Object.fromEntries(units)).toEqual({
      'locations#n': '2',
      'locations#slugs': SLUGS_AB,
      'locations.0': 'key-of-a-yaml',
      // No file of its own was loaded: the hash of its JSON.
      'locations.1': SLUG_B,
      'pages.home': 'key-of-home-yaml',
      site: 'key-of-site-yaml',
    });
  });

  it("a collection's slugs are null for an entry without one, and change only with a slug", () => {
    expect(unitHashes(content([{ slug: 'a' }, { name: 'no slug' }], {})).get('locations#slugs')).toBe(SLUGS_A_NONE);
    expect(
      unitHashes(
        content(
          [
            { slug: 'a', x: 1 },
            { slug: 'b', x: 2 },
          ],
          {},
        ),
      ).get('locations#slugs'),
    ).toBe(SLUGS_AB);
  });

  it('an entry changed in place gets the hash of what it holds now', () => {
    const loose = { slug: 'a' };
    const c = content([loose], { title: 'Home' });
    expect(unitHashes(c).get('locations.0')).toBe(SLUG_A);
    loose.slug = 'b';
    expect(unitHashes(c).get('locations.0')).toBe(SLUG_B);
  });
});

describe('unitHashesByValue', () => {
  it("maps each entry, page file and top-level object to its unit's hash, and nothing without one", () => {
    const a = { slug: 'a' };
    const b = { slug: 'b' };
    const home = { title: 'Home' };
    const site = { name: 'x' };
    const all = { ...content([a, b], home), site, year: 2026 } as unknown as Content;
    const byValue = unitHashesByValue(
      all,
      new Map([
        ['locations.0', 'h-a'],
        ['pages.home', 'h-home'],
        ['site', 'h-site'],
        ['year', 'h-year'],
      ]),
    );
    expect([...byValue]).toEqual([
      [a, 'h-a'],
      [home, 'h-home'],
      [site, 'h-site'],
    ]);
    // By identity: an equal object is not the unit.
    expect(byValue.get({ slug: 'a' })).toBeUndefined();
    expect(byValue.has(b)).toBe(false);
  });
});
