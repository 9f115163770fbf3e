// The one walk over parsed content (generator/model/content-walk.ts): order, field paths, skipping a
// value's children, and keys that are also Object.prototype's names.
import { describe, expect, it } from 'vitest';
import { walkContent } from '../../generator/model/content-walk.ts';

const visits = (value: unknown, skip?: (v: unknown) => boolean) => {
  const seen: [string, unknown][] = [];
  walkContent(value, (v, at) => {
    seen.push([at.join('.'), v]);
    return skip?.(v) ? false : undefined;
  });
  return seen;
};

describe('walkContent', () => {
  it('visits every value, parents first, in file order, with its field path', () => {
    const entry = { hero: { image: 'a.jpg' }, items: ['x', { src: 'b.png' }] };
    expect(visits(entry)).toEqual([
      ['', entry],
      ['hero', entry.hero],
      ['hero.image', 'a.jpg'],
      ['items', entry.items],
      ['items.0', 'x'],
      ['items.1', entry.items[1]],
      ['items.1.src', 'b.png'],
    ]);
  });

  it('does not go below a value its visitor returns false for', () => {
    const entry = { quotes: [{ name: 'Ana', text: 'Great' }], note: 'n' };
    const isQuote = (v: unknown) => typeof v === 'object' && v !== null && 'name' in v;
    expect(visits(entry, isQuote).map(([at]) => at)).toEqual(['', 'quotes', 'quotes.0', 'note']);
  });

  it('reads a scalar, null and an empty list as values without children', () => {
    expect(visits('one')).toEqual([['', 'one']]);
    expect(visits(null)).toEqual([['', null]]);
    expect(visits([])).toEqual([['', []]]);
    expect(visits({ a: 0, b: false })).toEqual([
      ['', { a: 0, b: false }],
      ['a', 0],
      ['b', false],
    ]);
  });

  it('walks own keys named like Object.prototype members, and nothing inherited', () => {
    const entry = JSON.parse('{"constructor":"c.jpg","__proto__":{"toString":"t.jpg"}}');
    expect(visits(entry).map(([at]) => at)).toEqual(['', 'constructor', '__proto__', '__proto__.toString']);
  });
});
