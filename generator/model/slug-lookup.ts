// Entries of a collection picked by slug. A build notes which content units each page reads, to
// render again only the pages whose units changed (pipeline/render/read-tracker.ts): scanning a
// collection for a few slugs reads every entry, so a guide naming two locations was rendered again
// after an edit of any location. A collection the tracker hands out answers from its list of slugs
// instead (one unit, which changes only when a slug does), and only the entries picked are read.

/** The slugs of a tracked collection, in its order, by the collection (the tracker's view of it). */
const slugLists = new WeakMap<object, () => readonly (string | null)[]>();

/** A collection's slugs in order, null for an entry without one (what a tracked collection answers from). */
export const slugsOf = (list: readonly unknown[]): (string | null)[] =>
  list.map((entry) => {
    const slug = (entry as { slug?: unknown } | null)?.slug;
    return typeof slug === 'string' ? slug : null;
  });

/** Lets `withSlugs` read `list`'s slugs from `slugs` rather than from each entry. */
export function registerSlugs(list: object, slugs: () => readonly (string | null)[]): void {
  slugLists.set(list, slugs);
}

const slugsOfList = (list: readonly unknown[]) => slugLists.get(list)?.() ?? slugsOf(list);

/** The entries of `list` whose slug is one of `wanted`, in the list's order (as a filter gives them). */
export function withSlugs<T extends { slug: string }>(list: readonly T[], wanted: readonly string[]): T[] {
  const picked: T[] = [];
  slugsOfList(list).forEach((slug, i) => {
    if (slug !== null && wanted.includes(slug)) picked.push(list[i]);
  });
  return picked;
}

/** For each of `wanted` in its order, the entries of `list` with that slug (none for an unknown slug). */
export function bySlugs<T extends { slug: string }>(list: readonly T[], wanted: readonly string[]): T[] {
  const slugs = slugsOfList(list);
  return wanted.flatMap((want) => slugs.flatMap((slug, i) => (slug === want ? [list[i]] : [])));
}
