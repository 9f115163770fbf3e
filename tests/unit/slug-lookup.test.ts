// Entries picked by slug (generator/model/slug-lookup.ts): the same entries, in the same order, as the
// scans they replace, and from a registered collection (the read tracker's view) only the entries picked
// are read.
import { describe, expect, it } from 'vitest';
import { bySlugs, registerSlugs, slugsOf, withSlugs } from '../../generator/model/slug-lookup.ts';

const a = { slug: 'a', n: 1 };
const b = { slug: 'b', n: 2 };
const c = { slug: 'c', n: 3 };
const list = [a, b, c];

/** `entries` behind a proxy that records which indices were read, registered with its slugs. */
function tracked(entries: { slug: string }[]) {
  const read: string[] = [];
  const view = new Proxy(entries, {
    get(target, prop, receiver) {
      if (typeof prop === 'string' && /^\d+$/.test(prop)) read.push(prop);
      return Reflect.get(target, prop, receiver);
    },
  });
  let asked = 0;
  registerSlugs(view, () => {
    asked++;
    return entries.map((e) => e.slug);
  });
  return { view, read, asked: () => asked };
}

describe('withSlugs', () => {
  it("gives the entries named, in the list's order, whatever order they are named in", () => {
    expect(withSlugs(list, ['c', 'a'])).toEqual([a, c]);
    expect(withSlugs(list, ['b'])).toEqual([b]);
  });

  it('gives nothing for no slug or an unknown one, and an entry once however often it is named', () => {
    expect(withSlugs(list, [])).toEqual([]);
    expect(withSlugs(list, ['x'])).toEqual([]);
    expect(withSlugs(list, ['a', 'a'])).toEqual([a]);
    expect(withSlugs([], ['a'])).toEqual([]);
  });

  it('reads only the entries picked from a registered list, asking it for its slugs once', () => {
    const { view, read, asked } = tracked(list);
    expect(withSlugs(view, ['c', 'a'])).toEqual([a, c]);
    expect(read).toEqual(['0', '2']);
    expect(asked()).toBe(1);
  });
});

describe('bySlugs', () => {
  it('gives the entries in the order named, an entry again when named again', () => {
    expect(bySlugs(list, ['c', 'a'])).toEqual([c, a]);
    expect(bySlugs(list, ['b', 'b'])).toEqual([b, b]);
  });

  it('skips an unknown slug, and gives nothing for none', () => {
    expect(bySlugs(list, ['x', 'b'])).toEqual([b]);
    expect(bySlugs(list, [])).toEqual([]);
  });

  it('reads only the entries picked from a registered list', () => {
    const { view, read } = tracked(list);
    expect(bySlugs(view, ['b'])).toEqual([b]);
    expect(read).toEqual(['1']);
  });

  it('a slug two entries share gives both, in the list order (as the filter it replaces)', () => {
    const twin = { slug: 'a', n: 9 };
    expect(bySlugs([a, b, twin], ['a'])).toEqual([a, twin]);
    expect(withSlugs([a, b, twin], ['a'])).toEqual([a, twin]);
  });
});

describe('slugsOf', () => {
  it('gives each entry its slug, null for an entry without a string slug', () => {
    expect(slugsOf([{ slug: 'a' }, { name: 'x' }, null, { slug: 3 }, { slug: '' }])).toEqual([
      'a',
      null,
      null,
      null,
      '',
    ]);
  });
});
