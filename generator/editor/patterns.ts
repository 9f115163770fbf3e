// Regex sources for consumers without regex flags: JSON Schema patterns (the
// editors' schemas) and Decap's field patterns both compile a bare source.

/** A letter in both cases, so a pattern matches the way an /i regex does. */
const bothCases = (c: string): string =>
  c.toLowerCase() !== c.toUpperCase() ? `[${c.toLowerCase()}${c.toUpperCase()}]` : c;

/**
 * JSON Schema patterns have no flags, so zod drops the /i of a regex (media
 * paths accept .JPG). Spell each letter in both cases instead: outside a
 * character class a letter becomes [aA]; a class gets its letters' other case
 * appended. Escapes (\d, \S, \-) are copied as they are.
 */
export function caseInsensitivePattern(source: string): string {
  let out = '';
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') {
      out += source.slice(i, i + 2);
      i++;
      continue;
    }
    if (c !== '[') {
      out += bothCases(c);
      continue;
    }
    let body = '';
    let j = i + 1;
    for (; j < source.length && source[j] !== ']'; j++) {
      if (source[j] === '\\') {
        body += source.slice(j, j + 2);
        j++;
      } else body += source[j];
    }
    const other = body.replace(/(\\.)|([a-zA-Z])/g, (m, esc: string | undefined) =>
      esc ? esc : m === m.toLowerCase() ? m.toUpperCase() : m.toLowerCase(),
    );
    out += `[${body}${other}]`;
    i = j;
  }
  return out;
}
