// The location page's service filter (spec section 4), run by its island in the browser.

export type ServiceFilter = 'all' | 'residential' | 'commercial';

/** Commercial: title mentions commercial or tile. Residential: title does not mention commercial. */
export function matchesServiceFilter(title: string, filter: ServiceFilter): boolean {
  const t = title.toLowerCase();
  if (filter === 'commercial') return t.includes('commercial') || t.includes('tile');
  if (filter === 'residential') return !t.includes('commercial');
  return true;
}
