// Search-engine helpers: the title rule and safe JSON-LD serialisation.

/** Adds the brand suffix unless the title already names the brand. */
export function pageTitle(title: string, brand: string): string {
  return title.toLowerCase().includes(brand.toLowerCase()) ? title : `${title} | ${brand}`;
}

/**
 * JSON for a <script type="application/ld+json"> body. Escaping <, > and &
 * means content can never close the script element or open a comment.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
