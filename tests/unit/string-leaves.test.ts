import { describe, expect, it } from 'vitest';
import { stringLeaves, stringLeavesWhere } from '../../generator/model/string-leaves.ts';

describe('stringLeaves', () => {
  it('lists every string with its field path, depth first in key and item order', () => {
    const value = {
      slug: 'georgetown-dc',
      hero: { image: 'placeholders/dc.svg', alt: '' },
      count: 3,
      draft: false,
      none: null,
      faq: [{ q: 'Q1', a: 'A1' }, 'loose', [['deep']]],
      constructor: 'a key named like an inherited property',
    };
    expect(stringLeaves(value)).toEqual([
      { field: ['slug'], value: 'georgetown-dc' },
      { field: ['hero', 'image'], value: 'placeholders/dc.svg' },
      { field: ['hero', 'alt'], value: '' },
      { field: ['faq', 0, 'q'], value: 'Q1' },
      { field: ['faq', 0, 'a'], value: 'A1' },
      { field: ['faq', 1], value: 'loose' },
      { field: ['faq', 2, 0, 0], value: 'deep' },
      { field: ['constructor'], value: 'a key named like an inherited property' },
    ]);
  });

  it('takes a string alone as its own leaf, and finds none in numbers, booleans, null or undefined', () => {
    expect(stringLeaves('media/a.jpg')).toEqual([{ field: [], value: 'media/a.jpg' }]);
    for (const value of [0, 1.5, true, false, null, undefined, {}, []]) expect(stringLeaves(value)).toEqual([]);
  });

  it('lists a frozen value once (a resident build reuses its entries), and walks an unfrozen one every time', () => {
    const frozen = Object.freeze({ a: Object.freeze(['x']) });
    const first = stringLeaves(frozen);
    expect(stringLeaves(frozen)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first[0])).toBe(true);
    expect(Object.isFrozen(first[0].field)).toBe(true);

    const open: { a: string[] } = { a: ['x'] };
    expect(stringLeaves(open)).toEqual([{ field: ['a', 0], value: 'x' }]);
    open.a.push('y');
    expect(stringLeaves(open)).toEqual([
      { field: ['a', 0], value: 'x' },
      { field: ['a', 1], value: 'y' },
    ]);
  });
});

describe('stringLeavesWhere', () => {
  const isMedia = (value: string) => value.startsWith('media/');

  it('lists the strings a filter keeps, with their field paths, in file order', () => {
    const value = { hero: 'media/a.jpg', alt: 'media', list: ['x', 'media/b.jpg'], other: 'Media/c.jpg' };
    expect(stringLeavesWhere(value, isMedia)).toEqual([
      { field: ['hero'], value: 'media/a.jpg' },
      { field: ['list', 1], value: 'media/b.jpg' },
    ]);
    expect(stringLeavesWhere('media/d.jpg', isMedia)).toEqual([{ field: [], value: 'media/d.jpg' }]);
    expect(stringLeavesWhere(null, isMedia)).toEqual([]);
    expect(stringLeavesWhere('x', isMedia)).toEqual([]);
  });

  it('gives each kept string of an unfrozen value a path of its own, however deep', () => {
    const value = { a: [{ b: 'media/x.jpg', n: 3 }, { c: ['y', 'media/y.jpg'] }], d: { e: { f: 'media/z.jpg' } } };
    const leaves = stringLeavesWhere(value, isMedia);
    expect(leaves).toEqual([
      { field: ['a', 0, 'b'], value: 'media/x.jpg' },
      { field: ['a', 1, 'c', 1], value: 'media/y.jpg' },
      { field: ['d', 'e', 'f'], value: 'media/z.jpg' },
    ]);
    expect(new Set(leaves.map((leaf) => leaf.field)).size).toBe(3);
    // The same as the frozen path's answer for the same data.
    const freeze = (v: unknown): unknown => {
      if (v && typeof v === 'object') for (const inner of Object.values(Object.freeze(v))) freeze(inner);
      return v;
    };
    const frozen = freeze(structuredClone(value));
    expect(Object.isFrozen(stringLeavesWhere(frozen, isMedia))).toBe(true);
    expect(stringLeavesWhere(frozen, isMedia)).toEqual(leaves);
  });

  it('keeps a frozen value’s list per filter, frozen, and filters an unfrozen value every time', () => {
    const frozen = Object.freeze({ a: 'media/a.jpg', b: 'x' });
    const first = stringLeavesWhere(frozen, isMedia);
    expect(stringLeavesWhere(frozen, isMedia)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    const isX = (value: string) => value === 'x';
    expect(stringLeavesWhere(frozen, isX)).toEqual([{ field: ['b'], value: 'x' }]);
    expect(stringLeavesWhere(frozen, isMedia)).toBe(first);

    const open: { a: string; b?: string } = { a: 'media/a.jpg' };
    expect(stringLeavesWhere(open, isMedia)).toEqual([{ field: ['a'], value: 'media/a.jpg' }]);
    open.b = 'media/b.jpg';
    expect(stringLeavesWhere(open, isMedia)).toEqual([
      { field: ['a'], value: 'media/a.jpg' },
      { field: ['b'], value: 'media/b.jpg' },
    ]);
  });
});
