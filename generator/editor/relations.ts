// The Decap relation of a ref() field (generator/model/schema/ref.ts): a service, location or project
// picked from its collection. Its own module, without the schemas, so the admin app's first chunk
// (markdown-body.ts's price table component) can use it.
import type { RefTarget } from '../model/schema/ref.ts';

// Every target but a page path has its collection: a new ref target fails to compile until it is mapped.
const REF_COLLECTIONS: Record<Exclude<RefTarget, 'page'>, { collection: string; value_field: string }> = {
  service: { collection: 'services', value_field: 'slug' },
  project: { collection: 'projects', value_field: 'id' },
  location: { collection: 'locations', value_field: 'slug' },
};

/** A relation to a service, location or project; a page path may name a page of any kind, which no one Decap collection holds. */
/** A Decap relation field's options. */
export interface Relation {
  widget: 'relation';
  collection: string;
  value_field: string;
  search_fields: string[];
  display_fields: string[];
}

export function relation(target: RefTarget | undefined): Relation | undefined {
  const to = target && target !== 'page' ? REF_COLLECTIONS[target] : undefined;
  if (!to) return undefined;
  return {
    widget: 'relation' as const,
    ...to,
    search_fields: ['name', to.value_field],
    display_fields: ['name'],
  };
}
