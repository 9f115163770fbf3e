// Finds the references in one loaded content entry by walking it together with
// its zod schema: every value whose field was marked with ref() (generator/model/schema/ref.ts).
import type { z } from 'zod';
import { refTarget, type RefTarget } from './schema/index.ts';

export interface FoundReference {
  field: (string | number)[];
  value: string;
  target: RefTarget;
}

type Schema = z.core.$ZodType;

/** The schemas a value of `schema` is made of, one level down, and how to step into the value. */
function children(schema: Schema): { key?: 'each'; field?: string; schema: Schema }[] {
  const def = schema._zod.def;
  switch (def.type) {
    case 'object':
      return Object.entries((def as z.core.$ZodObjectDef).shape).map(([field, s]) => ({ field, schema: s }));
    case 'array':
      return [{ key: 'each', schema: (def as z.core.$ZodArrayDef).element }];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return [{ schema: (def as z.core.$ZodOptionalDef).innerType }];
    case 'pipe':
      return [{ schema: (def as z.core.$ZodPipeDef).in }];
    case 'union':
      return (def as z.core.$ZodUnionDef).options.map((s) => ({ schema: s }));
    default:
      return [];
  }
}

// Most of a location page holds no reference: remember which schemas can, and skip the rest.
const holdsRefs = new WeakMap<Schema, boolean>();
function canHoldRefs(schema: Schema): boolean {
  let known = holdsRefs.get(schema);
  if (known === undefined) {
    holdsRefs.set(schema, false);
    known = refTarget(schema) !== undefined || children(schema).some((c) => canHoldRefs(c.schema));
    holdsRefs.set(schema, known);
  }
  return known;
}

/** Every referencing value in `value` (already validated against `schema`), with its field path. */
export function findReferences(
  schema: Schema,
  value: unknown,
  at: (string | number)[] = [],
  out: FoundReference[] = [],
): FoundReference[] {
  if (!canHoldRefs(schema)) return out;
  const target = refTarget(schema);
  if (target && typeof value === 'string') {
    out.push({ field: [...at], value, target });
    return out;
  }
  const def = schema._zod.def;
  if (def.type === 'union') {
    // A validated value matched one option: walk the first that accepts it, so nothing is reported twice.
    const option = (def as z.core.$ZodUnionDef).options.find((s) => (s as z.ZodType).safeParse(value).success);
    return option ? findReferences(option, value, at, out) : out;
  }
  for (const child of children(schema)) {
    if (child.key === 'each') {
      if (Array.isArray(value)) {
        value.forEach((v: unknown, i) => {
          findReferences(child.schema, v, [...at, i], out);
        });
      }
    } else if (child.field !== undefined) {
      if (value && typeof value === 'object' && child.field in value) {
        findReferences(child.schema, (value as Record<string, unknown>)[child.field], [...at, child.field], out);
      }
    } else {
      findReferences(child.schema, value, at, out);
    }
  }
  return out;
}

/** References of frozen values (deeply frozen, pipeline/content/content-cache.ts), by schema. */
const kept = new WeakMap<Schema, WeakMap<object, readonly FoundReference[]>>();

/**
 * findReferences, found once for a frozen value: a resident build (the dev server's build child)
 * checks the same entry objects on every reload. What it gives back is frozen.
 */
export function referencesIn(schema: Schema, value: unknown): readonly FoundReference[] {
  if (value === null || typeof value !== 'object' || !Object.isFrozen(value)) return findReferences(schema, value);
  let bySchema = kept.get(schema);
  if (!bySchema) {
    bySchema = new WeakMap();
    kept.set(schema, bySchema);
  }
  const known = bySchema.get(value);
  if (known) return known;
  const found = findReferences(schema, value);
  for (const r of found) Object.freeze(Object.freeze(r).field);
  bySchema.set(value, Object.freeze(found));
  return found;
}
