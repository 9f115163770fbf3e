// The build's rules as the web editor's field checks: the problems of an entry as the editor holds it
// (entry-problems.ts, the same schemas and reference checks the build runs), found once per change of
// the entry and handed to each field by its data path, in the office's words. The admin app loads
// this with the previews, after Decap has started (admin-lazy.ts).
import type { FieldPath } from './field-paths.ts';
import { asSaved, type Change, derivedChanges, type Entry, withChanges } from './entry-data.ts';
import { checkEntry, type EntryProblem } from './entry-problems.ts';
import type { PreviewSnapshot } from './preview-snapshot.ts';
import { previewTarget } from './preview-target.ts';

/** Decap's entry (an Immutable.js Map): `data`, `collection`, `slug`, `path`, `newRecord`. */
export interface DecapEntry {
  get(key: string): unknown;
}

/** An Immutable.js value as plain data. */
export function plain(value: unknown): Entry {
  const toJS = (value as { toJS?: () => unknown } | undefined)?.toJS;
  const data = typeof toJS === 'function' ? toJS.call(value) : value;
  return data && typeof data === 'object' && !Array.isArray(data) ? (data as Entry) : {};
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** A problem's message as a sentence: its first letter in capitals, the rest (an example) as written. */
export const sentence = (message: string): string => message.charAt(0).toUpperCase() + message.slice(1);

const within = (path: FieldPath, field: FieldPath): boolean =>
  field.length <= path.length && field.every((k, i) => k === path[i]);

/** The field being checked: its label, whether Decap requires it, whether Decap sees it empty. */
export interface FieldAbout {
  label: string;
  required: boolean;
  empty: boolean;
}

export interface FieldChecks {
  /** What a save of the entry sets from what was typed (entry-problems.ts derivedChanges). */
  derived(entry: DecapEntry): Change[];
  /** Every problem of the entry, at its path. */
  problems(entry: DecapEntry): EntryProblem[];
  /**
   * The messages for the field at `path` (or a value inside it: a relation's items). Decap says
   * itself when a field it requires is empty and when a list has too few or too many items.
   */
  at(entry: DecapEntry, path: FieldPath, field: FieldAbout): string[];
}

/** Decap's collections of files (cms-config.ts); every other collection is a folder of its own name. */
const FILE_COLLECTIONS = new Set(['settings', 'pages']);

const targetOf = (entry: DecapEntry) => {
  const collection = String(entry.get('collection'));
  return previewTarget({
    collection,
    // A new guide has no path yet: its folder tells it from the page file of the same name (pages/guides.yaml).
    folder: FILE_COLLECTIONS.has(collection) ? undefined : `content/${collection}`,
    path: text(entry.get('path')),
    slug: text(entry.get('slug')),
  });
};

export function fieldChecks(snapshot: PreviewSnapshot): FieldChecks {
  // One check per version of the entry: Decap validates every field of it on Publish.
  const found = new WeakMap<object, EntryProblem[]>();
  const problems = (entry: DecapEntry): EntryProblem[] => {
    const data = entry.get('data');
    const key = data && typeof data === 'object' ? data : undefined;
    const known = key && found.get(key);
    if (known) return known;
    const target = targetOf(entry);
    const isNew = entry.get('newRecord') === true;
    const typed = plain(data);
    const result = target
      ? checkEntry(snapshot, {
          target,
          data: asSaved(target, withChanges(typed, derivedChanges(target, typed))),
          slug: isNew ? undefined : text(entry.get('slug')),
        }).problems
      : [];
    if (key) found.set(key, result);
    return result;
  };
  return {
    derived(entry) {
      const target = targetOf(entry);
      return target ? derivedChanges(target, plain(entry.get('data'))) : [];
    },
    problems,
    at(entry, path, field) {
      const messages = problems(entry)
        .filter(
          (p) => within(p.path, path) && p.kind !== 'count' && !(p.kind === 'missing' && field.required && field.empty),
        )
        .map((p) => (p.kind === 'missing' ? `${field.label} is required.` : sentence(p.message)));
      return [...new Set(messages)];
    },
  };
}
