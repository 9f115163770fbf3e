// Names the scaffold derives from a slug: the material a service or project is
// about, and the place, state and region of a location.

export const MATERIALS = [
  'hardwood',
  'vinyl',
  'laminate',
  'tile',
  'carpet',
  'commercial',
  'removal',
  'backsplash',
] as const;
export type Material = (typeof MATERIALS)[number];

const REGIONS = {
  dc: { state: 'Washington DC', region: 'DC', art: 'dc.svg' },
  md: { state: 'Maryland', region: 'MD', art: 'maryland.svg' },
  va: { state: 'Virginia', region: 'VA', art: 'virginia.svg' },
} as const;

/** A YAML double-quoted scalar (JSON strings are valid YAML). */
export const q = (value: string): string => JSON.stringify(value);

export const titleCase = (words: string[]): string =>
  words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');

/** The material a slug names ("heated-tile-floors" -> tile); hardwood when it names none. */
export function materialOf(slug: string): Material {
  const words = slug.split('-');
  const aliases: Record<string, Material> = {
    lvp: 'vinyl',
    wood: 'hardwood',
    ceramic: 'tile',
    porcelain: 'tile',
    demolition: 'removal',
  };
  for (const w of words) {
    if ((MATERIALS as readonly string[]).includes(w)) return w as Material;
    if (aliases[w]) return aliases[w];
  }
  return 'hardwood';
}

/** Place, state and region from a location slug: "bowie-md" -> Bowie, Maryland, MD. */
export function placeOf(slug: string): { name: string; state: string; region: string; art: string; county: boolean } {
  const words = slug.split('-');
  const suffix = words.at(-1) as keyof typeof REGIONS;
  const known = words.length > 1 && suffix in REGIONS;
  const region = REGIONS[known ? suffix : 'md'];
  const nameWords = known ? words.slice(0, -1) : words;
  return { name: titleCase(nameWords), ...region, county: nameWords.at(-1) === 'county' };
}
