// Featured projects on a location page (spec sections 4 and 9): a build-time rule of the templates.

/** Featured projects on a location page: project location contains any keyword, case-insensitively. */
export function matchProjects<P extends { location: string }>(projects: P[], keywords: string[], max: number): P[] {
  const keys = keywords.map((k) => k.toLowerCase());
  return projects.filter((p) => keys.some((k) => p.location.toLowerCase().includes(k))).slice(0, max);
}
