// Fields the web editor (/admin/) does not offer, marked on the schema like ref() marks references:
// developer settings (where the editor saves, where media live, the site's security policy and
// backends), which an office worker must not be able to change from the editor, and values the
// build derives from another field (a phone number's international form). Hand edits still reach them.
import { z } from 'zod';

export type NotInEditor = 'developer setting' | 'derived';

// zod's registries inherit through clones (.describe(), .meta(), .optional()'s inner schema), so a
// field built from a marked schema stays marked.
const marks = z.registry<{ why: NotInEditor }>();

function mark<S extends z.ZodType>(schema: S, why: NotInEditor): S {
  const marked = schema.clone();
  marks.add(marked, { why });
  return marked;
}

/** A copy of `schema` the web editor leaves out: a setting of the site's developer. */
export const developerSetting = <S extends z.ZodType>(schema: S): S => mark(schema, 'developer setting');

/** A copy of `schema` the web editor leaves out because the build derives it from another field. */
export const derivedField = <S extends z.ZodType>(schema: S): S => mark(schema, 'derived');

/** Why the web editor leaves `schema` out, if it does. */
export function notInEditor(schema: z.core.$ZodType): NotInEditor | undefined {
  return marks.get(schema)?.why;
}

const WRAPPERS = new Set(['optional', 'default', 'prefault', 'nullable', 'readonly', 'catch', 'nonoptional']);

/** The paths of the developer settings in an object schema (site.yaml's editor, media, baseUrl…), at any depth of objects. */
export function developerPaths(schema: z.core.$ZodType, at: string[] = []): string[][] {
  let s = schema;
  for (;;) {
    if (at.length > 0 && notInEditor(s) === 'developer setting') return [at];
    const def = s._zod.def as z.core.$ZodTypeDef & { innerType?: z.core.$ZodType; in?: z.core.$ZodType };
    if (def.type === 'pipe' && def.in) s = def.in;
    else if (WRAPPERS.has(def.type) && def.innerType) s = def.innerType;
    else break;
  }
  const def = s._zod.def;
  if (def.type !== 'object') return [];
  return Object.entries((def as z.core.$ZodObjectDef).shape).flatMap(([key, inner]) =>
    developerPaths(inner, [...at, key]),
  );
}
