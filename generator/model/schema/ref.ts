// ref(): marks a schema field as a reference to another content entry (a page
// path, a service slug, a project id), so the cross-file check is derived from
// the schemas (generator/pipeline/content/references.ts walks content with them)
// instead of a hand-written list of fields.
import { z } from 'zod';

/** What a reference names: a page path the site builds, a service or location slug, or a project id. */
export type RefTarget = 'page' | 'service' | 'project' | 'location';

/**
 * Schemas marked by ref(). zod's registries inherit through clones
 * (.describe(), .meta(), .regex() keep a parent link), so a field built from a
 * marked schema stays marked.
 */
const references = z.registry<{ target: RefTarget }>();

/** A copy of `schema` whose values must name an existing entry of `target`. */
export function ref<S extends z.ZodType>(target: RefTarget, schema: S): S {
  const marked = schema.clone();
  references.add(marked, { target });
  return marked;
}

/** The target a schema was marked with by ref(), if any. */
export function refTarget(schema: z.core.$ZodType): RefTarget | undefined {
  return references.get(schema)?.target;
}
