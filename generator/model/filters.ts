// Pure filtering rules of spec section 4, shared by islands, templates and tests.

export type ServiceFilter = 'all' | 'residential' | 'commercial';

/** Commercial: title mentions commercial or tile. Residential: title does not mention commercial. */
export function matchesServiceFilter(title: string, filter: ServiceFilter): boolean {
  const t = title.toLowerCase();
  if (filter === 'commercial') return t.includes('commercial') || t.includes('tile');
  if (filter === 'residential') return !t.includes('commercial');
  return true;
}

/** Featured projects on a location page: project location contains any keyword, case-insensitively. */
export function matchProjects<P extends { location: string }>(projects: P[], keywords: string[], max: number): P[] {
  const keys = keywords.map((k) => k.toLowerCase());
  return projects.filter((p) => keys.some((k) => p.location.toLowerCase().includes(k))).slice(0, max);
}
