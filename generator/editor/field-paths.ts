// Where a Decap field's value sits in the entry: its data path (hero.image.src, faqs[2].answer), so
// that the build's rules, which report problems by path, can be shown at the field they are about.
// Decap tells a control only its own id (forID) and its ancestors' (parentIds: the ids of the object
// and list controls around it, each list followed by the key of the item, a random id). The site's
// widget wrappers (admin-widgets.tsx) record, as they render, the field name of each id and the item
// keys of each list; a path is read back from them. Browser-safe, no Decap import.

export type FieldPath = (string | number)[];

interface ListInfo {
  /** The keys of the list's items, in order (ListControl's state). */
  keys: () => readonly string[];
  /** A list of one field per item (`field:`): the item is the value, not an object holding it. */
  single: boolean;
}

const names = new Map<string, string>();
const lists = new Map<string, ListInfo>();

/** A field control with this id edits the field named `name`. */
export function recordField(id: string, name: string): void {
  names.set(id, name);
}

export function recordList(id: string, info: ListInfo): void {
  lists.set(id, info);
}

export function forgetField(id: string): void {
  names.delete(id);
  lists.delete(id);
}

/**
 * The data path of the control named `name` under `parentIds`; undefined when an id is not one the
 * wrappers recorded (a field of a Markdown editor component, which no entry path reaches).
 */
export function fieldPath(parentIds: readonly (string | undefined)[], name: string): FieldPath | undefined {
  const ids = parentIds.filter((id): id is string => typeof id === 'string' && id !== '');
  const path: FieldPath = [];
  let list: ListInfo | undefined;
  for (const id of ids) {
    if (list) {
      const index = list.keys().indexOf(id);
      if (index < 0) return undefined;
      path.push(index);
      list = undefined;
      continue;
    }
    const field = names.get(id);
    if (field === undefined) return undefined;
    path.push(field);
    list = lists.get(id);
  }
  // Directly inside a list item: an item of a one-field list is the value itself.
  const parentList = ids.length >= 2 ? lists.get(ids[ids.length - 2]) : undefined;
  if (parentList?.single && typeof path[path.length - 1] === 'number') return path;
  return [...path, name];
}
