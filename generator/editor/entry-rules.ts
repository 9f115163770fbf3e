// What the web editor fills in and refuses around a save, in the admin app's first chunk (no schemas
// here): a new entry's address and project number (new-entry.ts) when nobody typed one, a new guide's
// author (the company), values the build derives from what was typed (the lazy chunk's rules), and the
// refusal of a save that still has a problem, with each field named by its label.
import type { Change } from './entry-data.ts';
import type { EntryProblem } from './entry-problems.ts';
import type { FieldPath } from './field-paths.ts';
import { nextProjectId, shortSlug } from './new-entry.ts';
import type { PreviewSnapshot } from './preview-snapshot.ts';

/** Decap's entry data (an Immutable.js Map) as far as the rules use it. */
export interface RuleData {
  get(key: string): unknown;
  getIn(path: FieldPath): unknown;
  setIn(path: FieldPath, value: unknown): RuleData;
}

/** Decap's entry (an Immutable.js Map). */
export interface RuleEntry {
  get(key: string): unknown;
  set(key: string, value: unknown): RuleEntry;
}

/** A configuration field as the admin app parsed it from config.yml. */
export interface ConfigField {
  name: string;
  label?: string;
  widget?: string;
  derive?: string;
  from?: string;
  suffix?: string;
  default?: unknown;
  fields?: ConfigField[];
  field?: ConfigField;
}
/** `path` in the labels of `fields` (Decap's configuration): "Top of the page › Heading", a list item by its number. */
export function pathLabels(fields: ConfigField[] | undefined, path: FieldPath): string {
  const words: string[] = [];
  let one: ConfigField | undefined;
  for (const key of path) {
    if (typeof key === 'number') {
      words.push(`item ${key + 1}`);
      continue;
    }
    one = fields?.find((f) => f.name === key) ?? (one?.field?.name === key ? one.field : undefined);
    words.push(one?.label ?? key);
    fields = one?.fields ?? (one?.field ? [one.field] : undefined);
  }
  return words.join(' › ');
}

interface ConfigCollection {
  name: string;
  fields?: ConfigField[];
  files?: { name: string; fields: ConfigField[] }[];
}

export interface RuleSources {
  snapshot?: PreviewSnapshot;
  config?: Record<string, unknown>;
}

const blank = (v: unknown) => v === undefined || v === null || v === '';

/** An error that reads as its message alone: Decap's notice prints the error as it converts to text. */
export function plainError(message: string): Error {
  return Object.assign(new Error(message), { toString: () => message });
}

export function entryRules(sources: () => RuleSources) {
  const collections = (): ConfigCollection[] =>
    ((sources().config?.collections ?? []) as ConfigCollection[]).filter((c) => typeof c?.name === 'string');

  /** The fields an entry is edited with: its folder collection's, or its file's in a files collection. */
  const fieldsOf = (entry: { get(key: string): unknown }): ConfigField[] => {
    const c = collections().find((x) => x.name === entry.get('collection'));
    if (!c) return [];
    return c.fields ?? c.files?.find((f) => f.name === entry.get('slug'))?.fields ?? [];
  };

  /** A new entry's address or number, from its entry as typed so far. */
  function derive(how: string, entry: RuleEntry, field: { get(key: string): unknown }): string | undefined {
    const data = entry.get('data') as RuleData | undefined;
    if (how === 'project-id') return nextProjectId((sources().snapshot?.content.projects ?? []).map((p) => p.id));
    const from = data?.get(String(field.get('from')));
    const base = shortSlug(typeof from === 'string' ? from : '');
    if (base === '') return undefined;
    // A place's state as the address's end, as `build-site new location` names them (howard-county-md).
    const suffixField = field.get('suffix');
    const suffix = suffixField ? data?.get(String(suffixField)) : undefined;
    const end = typeof suffix === 'string' && suffix !== '' ? suffix.toLowerCase() : '';
    return end && !base.endsWith(`-${end}`) ? `${base}-${end}` : base;
  }

  /** The entry's data with what a save fills in: a new entry's empty address and number, then `changes`. */
  function complete(entry: RuleEntry, changes: Change[] = []): RuleData {
    let data = entry.get('data') as RuleData;
    if (entry.get('newRecord') === true)
      for (const f of fieldsOf(entry)) {
        if (f.widget !== 'slug' || !f.derive || !blank(data.get(f.name))) continue;
        const made = derive(f.derive, entry.set('data', data), { get: (k) => f[k as keyof ConfigField] });
        if (made !== undefined) data = data.setIn([f.name], made);
      }
    for (const c of changes) data = data.setIn(c.path, c.value);
    return data;
  }

  /** The path in the labels an office worker sees: "Top of the page › Heading", a list item by its number. */
  const labelled = (entry: { get(key: string): unknown }, path: FieldPath): string => pathLabels(fieldsOf(entry), path);

  /** Throws the problems that remain, in the office's words; Decap shows the message and keeps the form. */
  function refuse(entry: { get(key: string): unknown }, problems: EntryProblem[]): void {
    if (problems.length === 0) return;
    const lines = problems.map((p) => {
      const message = p.message.charAt(0).toUpperCase() + p.message.slice(1);
      return p.path.length > 0 ? `${labelled(entry, p.path)}: ${message}` : message;
    });
    throw plainError([...new Set(lines)].join('; '));
  }

  /**
   * The configuration with the defaults only the content knows: a new guide's author is the company
   * (the scaffold's choice, `build-site new guide`).
   */
  function withDefaults(config: Record<string, unknown>): Record<string, unknown> {
    const brand = sources().snapshot?.content.site.brand;
    const list = (config.collections ?? []) as ConfigCollection[];
    if (!brand) return config;
    return {
      ...config,
      collections: list.map((c) =>
        c.fields?.some((f) => f.name === 'author')
          ? { ...c, fields: c.fields.map((f) => (f.name === 'author' ? { ...f, default: brand } : f)) }
          : c,
      ),
    };
  }

  return { derive, complete, refuse, labelled, withDefaults };
}
