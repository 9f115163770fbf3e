// Decap CMS fields from zod schemas: one field per schema field, with the widget
// its type asks for (string/text, number, boolean, select, list, object,
// relation for ref() fields, image for pictures), required, bounds, pattern with
// the schema's message and hint from the description. generator/editor/cms-config.ts
// puts them into collections.
import { z } from 'zod';
import { refTarget, type RefTarget } from '../model/schema/index.ts';
import { mediaRef } from '../model/schema/primitives.ts';
import { caseInsensitivePattern } from './patterns.ts';

/** One Decap field (the options this generator writes; Decap's own types live in decap-cms-core). */
export interface CmsField {
  name: string;
  label: string;
  widget:
    | 'string'
    | 'text'
    | 'number'
    | 'boolean'
    | 'select'
    | 'list'
    | 'object'
    | 'relation'
    | 'image'
    | 'markdown'
    | 'datetime';
  required?: false;
  hint?: string;
  /** Written as a comment above the field in a new file (yaml-format.ts): the schema modeline. */
  comment?: string;
  pattern?: [string, string];
  default?: unknown;
  value_type?: 'int' | 'float';
  min?: number;
  max?: number;
  options?: string[];
  multiple?: boolean;
  field?: CmsField;
  fields?: CmsField[];
  collection?: string;
  value_field?: string;
  search_fields?: string[];
  display_fields?: string[];
  /** Datetime widget: a date picker when date_format is set and time_format is false. */
  date_format?: string;
  time_format?: false;
  /** Markdown widget: the toolbar's buttons and the blocks it inserts (markdown-body.ts). */
  buttons?: string[];
  editor_components?: string[];
}

type Schema = z.core.$ZodType;
type Def = z.core.$ZodTypeDef & Record<string, unknown>;
type Check = { _zod: { def: Record<string, unknown> & { check: string } } };

/** A field's schema with its wrappers (optional, default) seen through. */
interface Unwrapped {
  schema: Schema;
  optional: boolean;
  defaultValue?: unknown;
  description?: string;
  ref?: RefTarget;
}

const WRAPPERS = new Set(['optional', 'default', 'prefault', 'nullable', 'readonly', 'catch', 'nonoptional']);

function unwrap(schema: Schema): Unwrapped {
  const out: Unwrapped = { schema, optional: false };
  for (let s = schema; ; ) {
    const def = s._zod.def as Def;
    out.description ??= z.globalRegistry.get(s)?.description;
    out.ref ??= refTarget(s);
    if (def.type === 'optional') out.optional = true;
    if (def.type === 'default' || def.type === 'prefault') {
      out.optional = true;
      out.defaultValue ??= def.defaultValue;
    }
    if (def.type === 'pipe') s = def.in as Schema;
    // A union of one kind of value (http or https addresses): the first option's widget, the build checks the rest.
    else if (def.type === 'union') s = (def.options as Schema[])[0];
    else if (WRAPPERS.has(def.type)) s = def.innerType as Schema;
    else return { ...out, schema: s };
  }
}

const checksOf = (schema: Schema): Check['_zod']['def'][] =>
  (((schema._zod.def as Def).checks ?? []) as unknown as Check[]).map((c) => c._zod.def);

/** The message a check was given in the schema (`.regex(re, 'expected ...')`). */
const messageOf = (check: Record<string, unknown>): string | undefined => {
  const error = check.error as ((issue: object) => unknown) | undefined;
  const message = error?.({});
  return typeof message === 'string' ? message : undefined;
};

/** min/max of a string length, array length or number. */
function bounds(schema: Schema): { min?: number; max?: number } {
  const out: { min?: number; max?: number } = {};
  for (const c of checksOf(schema)) {
    if (c.check === 'min_length') out.min = c.minimum as number;
    if (c.check === 'max_length') out.max = c.maximum as number;
    if (c.check === 'length_equals') out.min = out.max = c.length as number;
    if (c.check === 'greater_than' && c.inclusive) out.min = c.value as number;
    if (c.check === 'less_than' && c.inclusive) out.max = c.value as number;
  }
  return out;
}

/**
 * Decap takes one pattern per field, compiled without flags: the first regex
 * with the schema's own message (an /i regex spelt in both cases). Refinements
 * (phone numbers, blanks in copy, printable URLs) have no pattern: the build checks them.
 */
function patternOf(schema: Schema): [string, string] | undefined {
  for (const c of checksOf(schema)) {
    const regex = c.pattern as RegExp | undefined;
    if (c.check !== 'string_format' || !regex) continue;
    const source = regex.flags.includes('i') ? caseInsensitivePattern(regex.source) : regex.source;
    return [source, messageOf(c) ?? `expected a valid ${String(c.format)}`];
  }
  return undefined;
}

const MEDIA_PATTERN = patternOf(mediaRef)?.[0];

/** Fields whose text runs to sentences get a multi-line box. */
const LONG_NAMES = new Set(['description', 'intro', 'text', 'answer', 'subheading', 'blurb', 'paragraphs', 'areaNote']);
const LONG_DESCRIPTION = /\b(paragraphs?|sentences?)\b/i;

const NAMES: Record<string, string> = { cta: 'Call to action', e164: 'E.164', srclang: 'Language' };
/** Words an editor reads in capitals or with their own spelling. */
const WORDS: Record<string, string> = {
  seo: 'SEO',
  faq: 'FAQ',
  faqs: 'FAQs',
  cta: 'call to action',
  url: 'URL',
  id: 'ID',
  ids: 'IDs',
  gtm: 'GTM',
  facebook: 'Facebook',
  supabase: 'Supabase',
  google: 'Google',
};
/** A field's label in plain words: areaServed -> "Area served", baseUrl -> "Base URL". */
export function labelOf(name: string): string {
  if (NAMES[name]) return NAMES[name];
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[\s-]+/)
    .map((w) => WORDS[w] ?? w);
  const label = words.join(' ');
  return label.charAt(0).toUpperCase() + label.slice(1);
}

// Every target but a page path has its collection: a new ref target fails to compile until it is mapped.
const REF_COLLECTIONS: Record<Exclude<RefTarget, 'page'>, { collection: string; value_field: string }> = {
  service: { collection: 'services', value_field: 'slug' },
  project: { collection: 'projects', value_field: 'id' },
  location: { collection: 'locations', value_field: 'slug' },
};

/** A relation to a service, location or project; a page path may name a page of any kind, which no one Decap collection holds. */
export function relation(target: RefTarget | undefined): Partial<CmsField> | undefined {
  const to = target && target !== 'page' ? REF_COLLECTIONS[target] : undefined;
  if (!to) return undefined;
  return {
    widget: 'relation',
    ...to,
    search_fields: ['name', to.value_field],
    display_fields: ['name'],
  };
}

/** A media reference shown with Decap's image picker; video files and their clip's `src` stay text. */
function isImage(name: string, schema: Schema, siblings: readonly string[]): boolean {
  if (patternOf(schema)?.[0] !== MEDIA_PATTERN) return false;
  return name !== 'video' && !(name === 'src' && siblings.includes('poster'));
}

/** The widget of one schema value (without name, label, required and hint). */
function widgetOf(name: string, u: Unwrapped, siblings: readonly string[], at: string): Partial<CmsField> {
  const { schema } = u;
  const def = schema._zod.def as Def;
  const ref = relation(u.ref);
  if (ref) return ref;
  switch (def.type) {
    case 'string': {
      // A calendar date (z.iso.date): Decap's date picker, writing YYYY-MM-DD; a new entry starts on today, as `build-site new` does.
      if (def.format === 'date')
        return { widget: 'datetime', date_format: 'YYYY-MM-DD', time_format: false, default: '{{now}}' };
      const long = LONG_NAMES.has(name) || LONG_DESCRIPTION.test(u.description ?? '');
      const widget = isImage(name, schema, siblings) ? 'image' : long ? 'text' : 'string';
      const pattern = patternOf(schema);
      return { widget, ...(pattern && { pattern }) };
    }
    case 'number': {
      const int = checksOf(schema).some((c) => c.check === 'number_format' && /int/.test(String(c.format)));
      return { widget: 'number', value_type: int ? 'int' : 'float', ...bounds(schema) };
    }
    case 'boolean':
      return { widget: 'boolean' };
    case 'enum':
      return { widget: 'select', options: Object.values(def.entries as Record<string, string>) };
    case 'object':
      return { widget: 'object', fields: fieldsOf(schema, at) };
    case 'array': {
      const item = unwrap(def.element as Schema);
      const itemDef = item.schema._zod.def as Def;
      const count = bounds(schema);
      const itemRef = relation(item.ref);
      if (itemRef) return { ...itemRef, multiple: true, ...count };
      if (itemDef.type === 'object') return { widget: 'list', ...count, fields: fieldsOf(item.schema, `${at}[]`) };
      if (itemDef.type === 'enum') return { ...widgetOf(name, item, siblings, `${at}[]`), multiple: true, ...count };
      return { widget: 'list', ...count, field: cmsField(name, def.element as Schema, siblings, `${at}[]`) };
    }
    default:
      throw new Error(`${at}: no Decap widget for a zod ${def.type}; add one in generator/editor/cms-fields.ts`);
  }
}

/** One Decap field from a schema field. */
function cmsField(name: string, schema: Schema, siblings: readonly string[], at: string): CmsField {
  const u = unwrap(schema);
  return {
    name,
    label: labelOf(name),
    ...(widgetOf(name, u, siblings, at) as Pick<CmsField, 'widget'>),
    ...(u.optional && { required: false as const }),
    ...(u.defaultValue !== undefined && { default: u.defaultValue }),
    ...(u.description && { hint: u.description }),
  };
}

/** The fields of an object schema, in the schema's order (which is the order of the content files). */
export function fieldsOf(schema: Schema, at = ''): CmsField[] {
  const shape = (unwrap(schema).schema._zod.def as z.core.$ZodObjectDef).shape;
  const names = Object.keys(shape);
  return names.map((name) => cmsField(name, shape[name], names, at ? `${at}.${name}` : name));
}
