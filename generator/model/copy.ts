// Fills the named blanks of content copy ("Call {phone}") with values, so
// templates hold no words of their own (the schemas accept only known blanks).
export type Blanks = Record<string, string | number>;

const BLANK = /\{([a-zA-Z]+)\}/g;

/** The copy with each {name} replaced by its value; an unknown blank stays as written. */
export function fill(copy: string, values: Blanks): string {
  return copy.replace(BLANK, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The copy split at its blanks: text pieces and blank names in order, for templates that put elements in the blanks. */
export function splitBlanks(copy: string): { text?: string; blank?: string }[] {
  const parts: { text?: string; blank?: string }[] = [];
  let last = 0;
  for (const m of copy.matchAll(BLANK)) {
    if (m.index > last) parts.push({ text: copy.slice(last, m.index) });
    parts.push({ blank: m[1] });
    last = m.index + m[0].length;
  }
  if (last < copy.length) parts.push({ text: copy.slice(last) });
  return parts;
}

/**
 * Short items on one line, "A · B · C". Each separator is tied to the item before it by a no-break space,
 * so where the line wraps it ends with "·" and the next line starts with an item, never with "·".
 */
export function listLine(items: string[]): string {
  return items.join('\u00a0· ');
}
