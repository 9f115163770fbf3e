// Decap CMS fields from zod schemas: one field per schema field, with the widget
// its type asks for (string/text, number, boolean, select, list, object,
// relation for ref() fields, image for pictures, slug for a new entry's address),
// required, list bounds, the label and a hint in the office's words (the schema's
// description and first example). The build's rules (patterns, refinements,
// references) are not Decap patterns: the admin app checks each field with the
// schema itself (field-checks.ts), in the schema's words.
// generator/editor/cms-config.ts puts the fields into collections.
import { z } from 'zod';
import { notInEditor, refTarget, type RefTarget } from '../model/schema/index.ts';
import { mediaRef } from '../model/schema/primitives.ts';
import { caseInsensitivePattern } from './patterns.ts';
import { hintOf, labelOf, SINGULAR } from './field-words.ts';
import { relation } from './relations.ts';

export { hintOf, labelOf };

export { relation };

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
    | 'datetime'
    | 'slug';
  required?: false;
  hint?: string;
  /** Written as a comment above the field in a new file (yaml-format.ts): the schema modeline. */
  comment?: string;
  default?: unknown;
  value_type?: 'int' | 'float';
  min?: number;
  max?: number;
  options?: string[];
  multiple?: boolean;
  field?: CmsField;
  fields?: CmsField[];
  /** List: what a collapsed item shows (Decap's summary template), and the word on its Add button. */
  summary?: string;
  label_singular?: string;
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
  /** Slug widget (admin-widgets.tsx): what a new entry's value is made from. */
  derive?: 'slug' | 'project-id';
  /** The field the address is made from (the name or title), and the one whose value ends it (a place's state). */
  from?: string;
  suffix?: string;
}

type Schema = z.core.$ZodType;
type Def = z.core.$ZodTypeDef & Record<string, unknown>;
type Check = { _zod: { def: Record<string, unknown> & { check: string } } };
type Meta = { description?: string; title?: string; examples?: unknown[] };

/** A field's schema with its wrappers (optional, default) seen through. */
interface Unwrapped {
  schema: Schema;
  optional: boolean;
  description?: string;
  title?: string;
  example?: unknown;
  ref?: RefTarget;
  hidden: boolean;
}

const WRAPPERS = new Set(['optional', 'default', 'prefault', 'nullable', 'readonly', 'catch', 'nonoptional']);

function unwrap(schema: Schema): Unwrapped {
  const out: Unwrapped = { schema, optional: false, hidden: false };
  for (let s = schema; ; ) {
    const def = s._zod.def as Def;
    const meta = z.globalRegistry.get(s) as Meta | undefined;
    out.description ??= meta?.description;
    out.title ??= meta?.title;
    out.example ??= meta?.examples?.[0];
    out.ref ??= refTarget(s);
    if (notInEditor(s)) out.hidden = true;
    if (def.type === 'optional' || def.type === 'default' || def.type === 'prefault') out.optional = true;
    if (def.type === 'pipe') s = def.in as Schema;
    // A union of one kind of value (http or https addresses): the first option's widget; the checks read the rest.
    else if (def.type === 'union') s = (def.options as Schema[])[0];
    else if (WRAPPERS.has(def.type)) s = def.innerType as Schema;
    else return { ...out, schema: s };
  }
}

const checksOf = (schema: Schema): Check['_zod']['def'][] =>
  (((schema._zod.def as Def).checks ?? []) as unknown as Check[]).map((c) => c._zod.def);

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

/** The first regex of a string schema, flags spelt out (an /i regex in both cases). */
function patternOf(schema: Schema): string | undefined {
  for (const c of checksOf(schema)) {
    const regex = c.pattern as RegExp | undefined;
    if (c.check !== 'string_format' || !regex) continue;
    return regex.flags.includes('i') ? caseInsensitivePattern(regex.source) : regex.source;
  }
  return undefined;
}

const MEDIA_PATTERN = patternOf(mediaRef);

/** Fields whose text runs to sentences get a multi-line box. */
const LONG_NAMES = new Set(['description', 'intro', 'text', 'answer', 'subheading', 'blurb', 'paragraphs', 'areaNote']);
const LONG_DESCRIPTION = /\b(paragraphs?|sentences?)\b/i;

/** A media reference shown with Decap's image picker; video files and their clip's `src` stay text. */
function isImage(name: string, schema: Schema, siblings: readonly string[]): boolean {
  if (patternOf(schema) !== MEDIA_PATTERN) return false;
  // A clip's file beside its poster, and a state's `image` that holds a video when its type says so
  // (a poster beside it, no `video` field), are video files: text, not the picture picker.
  if (name === 'video' || (name === 'src' && siblings.includes('poster'))) return false;
  return !(name === 'image' && siblings.includes('poster') && !siblings.includes('video'));
}

/** Where a field sits: its path for errors, and whether an optional group holds it. */
interface At {
  path: string;
  /** Inside an optional group: Decap must not require it (the group may be left out); the checks do, once it is there. */
  inOptional: boolean;
}

/**
 * What a collapsed list item shows: its first text, the fields of a list of objects being searched
 * depth first for the first field typed as words (not a picture, a path or a number).
 */
function summaryOf(fields: CmsField[], at = 'fields'): string | undefined {
  for (const f of fields) {
    if (f.widget === 'string' || f.widget === 'text') return `{{${at}.${f.name}}}`;
    if (f.widget === 'object' && f.fields) {
      const inner = summaryOf(f.fields, `${at}.${f.name}`);
      if (inner) return inner;
    }
  }
  return undefined;
}

/** The widget of one schema value (without name, label, required and hint). */
function widgetOf(name: string, u: Unwrapped, siblings: readonly string[], at: At): Partial<CmsField> {
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
      return { widget: isImage(name, schema, siblings) ? 'image' : long ? 'text' : 'string' };
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
      const singular = SINGULAR[name] && { label_singular: SINGULAR[name] };
      // An item exists because someone added it: its own fields are required again.
      const itemAt = { path: `${at.path}[]`, inOptional: false };
      if (itemRef) return { ...itemRef, multiple: true, ...count };
      if (itemDef.type === 'object') {
        const fields = fieldsOf(item.schema, itemAt);
        const summary = summaryOf(fields);
        return { widget: 'list', ...count, ...singular, ...(summary && { summary }), fields };
      }
      if (itemDef.type === 'enum') return { ...widgetOf(name, item, siblings, itemAt), multiple: true, ...count };
      const one = cmsField(name, def.element as Schema, siblings, itemAt);
      const summary = one.widget === 'string' || one.widget === 'text' ? `{{fields.${name}}}` : undefined;
      return { widget: 'list', ...count, ...singular, ...(summary && { summary }), field: one };
    }
    default:
      throw new Error(`${at.path}: no Decap widget for a zod ${def.type}; add one in generator/editor/cms-fields.ts`);
  }
}

/**
 * One Decap field from a schema field. No `default`: Decap would write it into every new entry and
 * list item (an optional group's defaults make the group appear, with its required fields empty); the
 * build applies the schema's defaults to what is left out. A date starts on today: that value shows.
 */
function cmsField(name: string, schema: Schema, siblings: readonly string[], at: At): CmsField {
  const u = unwrap(schema);
  const inner = { path: at.path, inOptional: at.inOptional || u.optional };
  const hint = hintOf(u.description, u.example);
  return {
    name,
    label: u.title ?? labelOf(name),
    ...(widgetOf(name, u, siblings, inner) as Pick<CmsField, 'widget'>),
    ...((u.optional || at.inOptional) && { required: false as const }),
    ...(hint && { hint }),
  };
}

/** The fields of an object schema the editor offers, in the schema's order (which is the order of the content files). */
export function fieldsOf(schema: Schema, at: At | string = ''): CmsField[] {
  const where = typeof at === 'string' ? { path: at, inOptional: false } : at;
  const shape = (unwrap(schema).schema._zod.def as z.core.$ZodObjectDef).shape;
  const names = Object.keys(shape);
  return names
    .filter((name) => !unwrap(shape[name]).hidden)
    .map((name) =>
      cmsField(name, shape[name], names, {
        path: where.path ? `${where.path}.${name}` : name,
        inOptional: where.inOptional,
      }),
    );
}
