import { describe, expect, it } from 'vitest';
import { stringLeaves } from '../../generator/model/string-leaves.ts';

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
