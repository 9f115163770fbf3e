// What the web editor fills in and refuses around a save (generator/editor/entry-rules.ts), on
// entries as Decap holds them (Immutable.js) and the configuration the admin app parses.
import { fromJS, type Map as ImmutableMap } from 'immutable';
import { describe, expect, it } from 'vitest';
import { cmsCollections } from '../../generator/editor/cms-config.ts';
import { entryRules, type RuleEntry } from '../../generator/editor/entry-rules.ts';
import type { PreviewSnapshot } from '../../generator/editor/preview-snapshot.ts';

const snapshot = {
  content: { site: { brand: 'Capitol Floorworks' }, projects: [{ id: 'project-3' }, { id: 'project-11' }] },
} as unknown as PreviewSnapshot;
const config = JSON.parse(JSON.stringify(cmsCollections())) as Record<string, unknown>;
const rules = entryRules(() => ({ snapshot, config }));

const entry = (collection: string, data: object, isNew = true, slug = '') =>
  fromJS({ collection, slug, newRecord: isNew, data }) as unknown as RuleEntry & ImmutableMap<string, unknown>;
const field = (props: Record<string, string>) => ({ get: (k: string) => props[k] });

describe('a new entry', () => {
  it("its address is made from its name; a place's ends with its state", () => {
    expect(rules.derive('slug', entry('services', { name: 'Heated Tile Floors' }), field({ from: 'name' }))).toBe(
      'heated-tile-floors',
    );
    const place = field({ from: 'name', suffix: 'region' });
    expect(rules.derive('slug', entry('locations', { name: 'Howard County', region: 'MD' }), place)).toBe(
      'howard-county-md',
    );
    expect(rules.derive('slug', entry('locations', { name: 'Bowie MD', region: 'MD' }), place)).toBe('bowie-md');
    expect(rules.derive('slug', entry('locations', { name: 'Tenleytown' }), place)).toBe('tenleytown');
    expect(rules.derive('slug', entry('services', { name: '' }), field({ from: 'name' }))).toBeUndefined();
    expect(rules.derive('project-id', entry('projects', {}), field({}))).toBe('project-12');
  });

  it('a save fills the address and number nobody typed, and keeps one typed', () => {
    const filled = rules.complete(entry('projects', { name: 'Deck in Bowie' }));
    expect([filled.get('slug'), filled.get('id')]).toEqual(['deck-in-bowie', 'project-12']);
    const typed = rules.complete(entry('projects', { name: 'Deck in Bowie', slug: 'my-deck', id: 'project-40' }));
    expect([typed.get('slug'), typed.get('id')]).toEqual(['my-deck', 'project-40']);
    // An entry already saved keeps what it has (its file is named by it).
    const saved = rules.complete(entry('projects', { name: 'Deck in Bowie' }, false, 'deck'));
    expect(saved.get('slug')).toBeUndefined();
  });

  it('a guide written by the company, unless someone types another author', () => {
    const withBrand = rules.withDefaults(config);
    const guides = (withBrand.collections as { name: string; fields: { name: string; default?: unknown }[] }[]).find(
      (c) => c.name === 'guides',
    )!;
    expect(guides.fields.find((f) => f.name === 'author')?.default).toBe('Capitol Floorworks');
    expect(rules.withDefaults({ collections: [] })).toEqual({ collections: [] });
  });
});

describe('a save with problems left', () => {
  it('is refused with each field named by its labels, the message as written', () => {
    const e = entry('services', {}, false, 'hardwood-flooring');
    const refuse = () =>
      rules.refuse(e, [
        { path: ['hero', 'heading'], kind: 'missing', message: 'is required' },
        { path: ['faqs', 2, 'answer'], kind: 'other', message: 'contains a bidirectional control character' },
        { path: [], kind: 'other', message: 'duplicate route /services/x' },
      ]);
    expect(refuse).toThrow(
      'Top of the page › Heading: Is required; Questions and answers › item 3 › Answer: Contains a bidirectional control character; Duplicate route /services/x',
    );
    // The message alone when printed, as Decap's notice prints it.
    try {
      refuse();
    } catch (error) {
      expect(String(error)).toMatch(/^Top of the page › Heading: Is required;/);
    }
    expect(() => rules.refuse(e, [])).not.toThrow();
  });
});
