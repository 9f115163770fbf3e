// The references in one entry, walked with its schema (generator/model/schema-refs.ts): every value
// of a field marked by ref(), through objects, lists, optional fields and unions, with its field path;
// referencesIn finds a frozen value's references once per schema (a resident build checks the same
// entries on every reload) and gives them frozen, and walks an unfrozen value every time.
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { findReferences, referencesIn } from '../../generator/model/schema-refs.ts';
import { ref } from '../../generator/model/schema/ref.ts';

const schema = z.object({
  title: z.string(),
  service: ref('service', z.string()),
  projects: z.array(ref('project', z.string())).optional(),
  link: z.union([z.object({ page: ref('page', z.string()) }), z.object({ href: z.string() })]),
});

const deepFreeze = <T>(value: T): T => {
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
};

const entry = () => ({
  title: 'Hardwood',
  service: 'hardwood-flooring',
  projects: ['p-1', 'p-2'],
  link: { page: '/contact' },
});

const FOUND = [
  { field: ['service'], value: 'hardwood-flooring', target: 'service' },
  { field: ['projects', 0], value: 'p-1', target: 'project' },
  { field: ['projects', 1], value: 'p-2', target: 'project' },
  { field: ['link', 'page'], value: '/contact', target: 'page' },
];

describe('findReferences', () => {
  it('lists every marked value with its field path, through lists, optional fields and the union option that matched', () => {
    expect(findReferences(schema, entry())).toEqual(FOUND);
    expect(findReferences(schema, { ...entry(), projects: undefined, link: { href: 'https://x.test' } })).toEqual([
      { field: ['service'], value: 'hardwood-flooring', target: 'service' },
    ]);
  });
});

describe('referencesIn', () => {
  it('finds a frozen value once per schema and gives it frozen, fields included', () => {
    const frozen = deepFreeze(entry());
    const first = referencesIn(schema, frozen);
    expect(first).toEqual(FOUND);
    expect(referencesIn(schema, frozen)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    for (const r of first) {
      expect(Object.isFrozen(r)).toBe(true);
      expect(Object.isFrozen(r.field)).toBe(true);
    }
  });

  it('keeps one list per schema: another schema walks the same frozen value anew', () => {
    const frozen = deepFreeze(entry());
    const other = z.object({ title: ref('page', z.string()) });
    expect(referencesIn(schema, frozen)).toEqual(FOUND);
    expect(referencesIn(other, frozen)).toEqual([{ field: ['title'], value: 'Hardwood', target: 'page' }]);
    expect(referencesIn(schema, frozen)).toEqual(FOUND);
  });

  it('walks an unfrozen value every time, so a change shows', () => {
    const open = entry();
    expect(referencesIn(schema, open)).toEqual(FOUND);
    open.service = 'tile-flooring';
    expect(referencesIn(schema, open)[0]).toEqual({ field: ['service'], value: 'tile-flooring', target: 'service' });
  });

  it('takes a string, null or undefined as having no references of an object schema', () => {
    for (const value of ['x', null, undefined, 3]) expect(referencesIn(schema, value)).toEqual([]);
  });
});
