// The words of the web editor's fields (cms-fields.ts): a label in plain words for each field name,
// the word on a list's Add button, and the hint under a field, made of its schema description and
// an example a person would type.

/** Names that read better as other words (a schema's `title` wins over both). */
const NAMES: Record<string, string> = {
  cta: 'Call to action',
  seo: 'Search results and sharing',
  hero: 'Top of the page',
  faqs: 'Questions and answers',
  slug: 'Page address',
  aliases: 'Other addresses',
  srclang: 'Language',
  areaServed: 'Areas served',
  serviceTypes: 'Kinds of work',
  gtmContainerId: 'Google Tag Manager container',
  id: 'Anchor',
  ids: 'Projects',
  slugs: 'Services',
  src: 'File',
  alt: 'What the picture shows',
  eyebrow: 'Small heading above',
  stats: 'Figures',
};
/** Words an editor reads in capitals or with their own spelling. */
const WORDS: Record<string, string> = {
  seo: 'SEO',
  faq: 'FAQ',
  faqs: 'FAQs',
  cta: 'call to action',
  url: 'address',
  id: 'ID',
  ids: 'IDs',
  gtm: 'GTM',
  facebook: 'Facebook',
  supabase: 'Supabase',
  google: 'Google',
};
/** A field's label in plain words: areaServed -> "Areas served", facebookUrl -> "Facebook address". */
export function labelOf(name: string): string {
  if (NAMES[name]) return NAMES[name];
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[\s-]+/)
    .map((w) => WORDS[w] ?? w);
  const label = words.join(' ');
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** The word on a list's Add button ("Add question"), where the list's label is not one. */
export const SINGULAR: Record<string, string> = {
  faqs: 'question',
  testimonials: 'testimonial',
  steps: 'step',
  stats: 'figure',
  facts: 'figure',
  images: 'photo',
  videos: 'video',
  reviews: 'review',
  hours: 'opening hours',
  paragraphs: 'paragraph',
  features: 'feature',
  names: 'name',
  bullets: 'highlight',
  items: 'item',
  lists: 'list',
  keywords: 'search phrase',
  services: 'service',
  locations: 'location',
  states: 'state',
  sections: 'section',
};

/** An example as a person would type it: a list's items joined, a value as it is. */
const exampleText = (example: unknown): string | undefined =>
  Array.isArray(example)
    ? example.map(String).join(', ')
    : example === undefined || typeof example === 'object'
      ? undefined
      : String(example);

/** The hint under a field: its description, and an example to copy ("…, e.g. (202) 555-0142"). */
export function hintOf(description: string | undefined, example: unknown): string | undefined {
  const shown = exampleText(example);
  if (!description) return shown && `E.g. ${shown}`;
  if (!shown || description.includes(shown)) return description;
  return `${description.replace(/\.$/, '')}, e.g. ${shown}`;
}
