// One walk over parsed content: every value of a content file, depth first in file order, with
// the field path that leads to it (the path a problem's line is looked up by).

/** A field path inside one content file: keys and list positions. */
export type FieldPath = (string | number)[];

/**
 * Calls `visit` with every value under `value` (itself first), parents before children. `at` is
 * reused as the walk moves: copy it to keep it. Return false from `visit` to skip a value's children.
 */
export function walkContent(
  value: unknown,
  visit: (value: unknown, at: readonly (string | number)[]) => boolean | undefined,
  at: FieldPath = [],
): void {
  if (visit(value, at) === false) return;
  if (Array.isArray(value)) {
    value.forEach((item, i) => {
      at.push(i);
      walkContent(item, visit, at);
      at.pop();
    });
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      at.push(key);
      walkContent(item, visit, at);
      at.pop();
    }
  }
}
