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
  // Plain loops: forEach's and Object.entries' closures and pairs were most of a walk's time.
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      at.push(i);
      walkContent(value[i], visit, at);
      at.pop();
    }
  } else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      at.push(key);
      walkContent(record[key], visit, at);
      at.pop();
    }
  }
}
