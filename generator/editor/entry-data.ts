// One entry of the web editor as data: as the save will write it (the save format's round trip, with
// what the save derives from what was typed) and as the loader hands it to the schema (a guide's
// address and body line). entry-problems.ts checks it; previews.tsx draws it.
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { PageKind } from '../pages/kind.ts';
import { pageKinds } from '../pages/table.ts';
import type { FieldPath } from './field-paths.ts';
import { markdownDocumentFormat } from './markdown-format.ts';
import { shortSlug } from './new-entry.ts';
import type { PreviewTarget } from './preview-target.ts';
import { withoutSource, yamlDocumentFormat } from './yaml-format.ts';

export type Entry = Record<string, unknown>;

/** A value the build derives from another field, set in the entry before it is saved. */
export interface Change {
  path: FieldPath;
  value: unknown;
}

/**
 * What a save sets from what was typed: a site.yaml that still gives the phone number's international
 * form (`phone.e164`, which the editor does not show) gets the number typed as visitors see it, so
 * the two never disagree. (Without `e164` the build derives it; model/schema/primitives.ts.)
 */
export function derivedChanges(target: PreviewTarget, data: Entry): Change[] {
  if (target.file !== 'site') return [];
  const phone = data.phone as { display?: unknown; e164?: unknown } | undefined;
  if (typeof phone?.e164 !== 'string' || typeof phone.display !== 'string') return [];
  const number = parsePhoneNumberFromString(phone.display, 'US');
  return number?.isValid() && number.number !== phone.e164 ? [{ path: ['phone', 'e164'], value: number.number }] : [];
}

/** `data` with `changes` made (a copy). */
export function withChanges(data: Entry, changes: Change[]): Entry {
  if (changes.length === 0) return data;
  const copy = structuredClone(data);
  for (const { path, value } of changes) {
    let at = copy as Record<string | number, unknown>;
    for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
    at[path[path.length - 1]] = value;
  }
  return copy;
}

const isMarkdown = (target: PreviewTarget): boolean => {
  if (target.file !== 'collection') return false;
  const { source } = pageKinds[target.kind] as PageKind<Entry>;
  return 'markdown' in source && Boolean(source.markdown);
};

/**
 * The entry as the build will read it once saved: the editor's data (plain objects) written by the
 * save format and read back (a cleared field's key goes, an empty new one is not written), without
 * the loaded file's text that the format carries in the data. Data the format cannot write (its
 * loaded text does not parse) is read as typed.
 */
export function asSaved(target: PreviewTarget | undefined, data: Entry): Entry {
  const format = target && isMarkdown(target) ? markdownDocumentFormat : yamlDocumentFormat;
  try {
    return withoutSource(format.fromFile(format.toFile(data)));
  } catch {
    return withoutSource(data);
  }
}

/**
 * A Markdown entry (a guide) as the loader makes it: plus its slug, the file name (a new entry's: the
 * address its slug field holds, else one made from its title, as the file will be named), and the
 * body's line, which only the build's problems read. The address field itself is not written.
 */
export function asLoaded(target: PreviewTarget, data: Entry, slug: string | undefined): Entry {
  if (!isMarkdown(target)) return data;
  const { slug: typed, ...fields } = data;
  const title = typeof data.title === 'string' ? data.title : '';
  const address = slug ?? (typeof typed === 'string' && typed !== '' ? typed : shortSlug(title));
  return { ...fields, slug: address, bodyLine: 1 };
}
