// What a new entry in the web editor gets without anyone typing it: its page address (the slug, the
// file's name) made short from its name or title, and a project's next free number, as
// `build-site new` does on the command line. Browser-safe.

/** Words a page address does without ("How Long Does a Project Take?" -> long-project-take). */
const SMALL_WORDS = new Set(
  'a an and are as at be by can do does for from how i in into is it its many me much my of on or our the their this to vs we what when where which who why will with you your'.split(
    ' ',
  ),
);
/** At most this many words: an address people can read out. */
const MAX_WORDS = 6;

/** Lowercase ASCII words of `text`: accents dropped, anything else a word break. */
function words(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/**
 * A short page address from a title: the title up to its first "?", ":" or " - " (a subtitle says
 * more than an address needs), without small words when it is longer than three words, at most
 * six words, joined by hyphens. Empty when the title has no letters or digits.
 */
export function shortSlug(title: string): string {
  const head = title.split(/[?:!]| [-–—] /)[0];
  const all = words(head).length > 0 ? words(head) : words(title);
  const kept = all.length > 3 ? all.filter((w) => !SMALL_WORDS.has(w)) : all;
  return (kept.length > 0 ? kept : all).slice(0, MAX_WORDS).join('-');
}

/** The first free `project-N` after the highest taken (project-12 after project-11). */
export function nextProjectId(taken: readonly string[]): string {
  const numbers = taken.map((id) => /^project-(\d+)$/.exec(id)?.[1]).filter((n) => n !== undefined);
  return `project-${Math.max(0, ...numbers.map(Number)) + 1}`;
}
