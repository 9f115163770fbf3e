// Content schemas, part 1: the building blocks every content file uses (text,
// paths, URLs, media references, phone number, and small shared objects).
// Types used by the generator and templates are inferred from these, so YAML,
// validation and rendering cannot drift apart.
import { z } from 'zod';
import { ICON_NAMES, ruleIcon } from '../item-icons.ts';
import { problemMessage } from '../problems.ts';
import { ref } from './ref.ts';
import { sampleFlag } from './sample.ts';
import { text } from './text.ts';

export { text };

/** A site-internal path such as /services or /locations/georgetown-dc ("//host" would leave the site). */
export const internalPath = ref(
  'page',
  z.string().regex(/^\/(?!\/)[a-z0-9\-/]*$/, problemMessage('SitePathFormat')),
).meta({
  description: 'A path of a page this site builds, starting with "/".',
  examples: ['/services/hardwood-flooring', '/locations/georgetown-dc'],
});
/** A host name: letters, digits, hyphens and dots (no user:password@, no spaces or quotes). */
export const HOST = /^([a-z0-9-]+\.)*[a-z0-9-]+$/i;
/**
 * The URL parser drops leading controls and percent-encodes a bidi override or
 * a NUL, so it accepts them; the value itself goes into pages and _headers as
 * written. Addresses are printable ASCII (non-ASCII is percent-encoded).
 */
const printable = (url: string): boolean => /^[!-~]+$/.test(url);
const PRINTABLE_URL = problemMessage('UrlNotPrintable');
/**
 * An absolute web address. Only http(s): a javascript: or data: value in a
 * link, JSON-LD sameAs or script src would run or show whatever it holds.
 */
export const webUrl = z
  .url({ protocol: /^https?$/, hostname: HOST, error: problemMessage('HttpUrlFormat') })
  .refine(printable, PRINTABLE_URL);
/** An address visitors' browsers load (scripts, frames, APIs) or the canonical site address: https only. */
export const httpsUrl = z
  .url({ protocol: /^https$/, hostname: HOST, error: problemMessage('HttpsUrlFormat') })
  .refine(printable, PRINTABLE_URL);
/**
 * The settings backend: https, or http on this machine (a local Supabase
 * instance, or the tests' stand-in endpoint).
 */
export const backendUrl = z.union(
  [httpsUrl, z.url({ protocol: /^http$/, hostname: /^(localhost|127\.0\.0\.1)$/ }).refine(printable)],
  {
    error: problemMessage('BackendUrlFormat'),
  },
);
/** A ".." segment: a media path with one could leave public/. */
export const PARENT_SEGMENT = /(^|\/)\.\.(\/|$)/;
/**
 * A media reference: a relative path under the media base
 * (placeholders/hardwood.svg) that stays inside it, an https URL (checked
 * against the configured media hosts after loading, in media-hosts.ts), or an
 * owner photo in content/media/ (media/projects/georgetown-01.jpg), which the
 * build turns into responsive variants (generator/pipeline/images/). The "media/"
 * prefix is reserved for those originals.
 */
export const mediaRef = z
  .string()
  .regex(
    /^(https:\/\/(?:(?!["'<>\\])[!-~])+|[a-z0-9][a-z0-9\-_/.]*\.(svg|jpe?g|png|webp|avif|tiff?|mov|mp4|webm))$/i,
    problemMessage('MediaRefFormat'),
  )
  .refine(
    (ref) => (ref.startsWith('https://') ? URL.canParse(ref) : !PARENT_SEGMENT.test(ref)),
    problemMessage('MediaRefOutside'),
  )
  .refine(
    (ref) => !ref.startsWith('media/') || /\.(jpe?g|png|webp|avif|tiff?)$/i.test(ref),
    problemMessage('MediaRefNotPhoto'),
  )
  .meta({
    description:
      "A picture or video: one of the site's pictures (placeholders/...), your own photo (media/...) or a full https:// address on the media host.",
    examples: [
      'placeholders/hardwood.svg',
      'media/projects/georgetown-01.jpg',
      'https://media.example.com/projects/lobby.jpg',
    ],
  });
/** Where media paths are served from: a site path such as /media (files in public/) or an https media host. */
export const mediaBase = z
  .string()
  .refine(
    (base) =>
      (/^\/[a-z0-9\-_/]*[a-z0-9\-_]$/i.test(base) && !PARENT_SEGMENT.test(base)) || httpsUrl.safeParse(base).success,
    problemMessage('MediaBaseFormat'),
  )
  .meta({ examples: ['/media', 'https://media.example.com'] });
/** A slug: lowercase letters and digits in words joined by single hyphens (a slug field and `build-site new`). */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const slug = z
  .string()
  .regex(SLUG_PATTERN, problemMessage('SlugFormat'))
  .meta({
    description: 'Lowercase words joined by hyphens, part of a page address.',
    examples: ['hardwood-flooring'],
  });
export const rating = z
  .number()
  .int()
  .min(1)
  .max(5)
  .meta({ description: 'Star rating, a whole number from 1 to 5.', examples: [5] });

export const seoSchema = z
  .strictObject({
    title: text.meta({
      description: 'Page title shown in the browser tab and search results (the brand is appended).',
      examples: ['Hardwood Flooring Installation in DC, MD & VA'],
    }),
    description: text
      .max(320, problemMessage('TooLong', 'descriptions', 320))
      .describe('Meta description for search results and link previews, at most 320 characters.'),
    keywords: z
      .array(text)
      .min(1)
      .meta({
        description: 'Search phrases this page targets.',
        examples: [['hardwood flooring installation DC', 'flooring contractor Maryland']],
      }),
    image: mediaRef
      .optional()
      .describe(
        "Picture shown when the page is shared on social media; left empty, the top picture or the site's default is used.",
      ),
  })
  .describe('Search engine and social sharing tags of the page.');

export const imageSchema = z.strictObject({
  src: mediaRef.describe("Choose a picture: one of the site's pictures or one you upload."),
  alt: text.describe('What the photo shows, for screen readers and search engines.'),
});
export const statSchema = z.strictObject({
  number: text.meta({
    description: 'The figure as displayed, with any unit or sign.',
    examples: ['500+', '15+', '24/7'],
  }),
  label: text.meta({ description: 'What the figure counts.', examples: ['Projects completed'] }),
});
export const faqSchema = z.strictObject({
  question: text.describe('Question as a visitor would ask it.'),
  answer: text.describe('Answer shown when the question is opened.'),
});
/** An item name no icon keyword rule matches must name its icon, so every item shows one that fits. */
const needsIcon = (item: { name: string; icon?: string }, ctx: z.RefinementCtx): void => {
  if (!item.icon && !ruleIcon(item.name))
    ctx.addIssue({
      code: 'custom',
      path: ['icon'],
      message: problemMessage('ItemIconMissing', item.name, ICON_NAMES.join(', ')),
    });
};
export const benefitSchema = z
  .strictObject({
    name: text.describe('Short heading of the item.'),
    description: text.describe('One or two sentences explaining it.'),
    icon: z
      .enum(ICON_NAMES)
      .optional()
      .describe('Icon shown with the item; left empty, one that fits the name is picked.'),
  })
  .superRefine(needsIcon);
export const stepSchema = z.strictObject({
  title: text.describe('Name of the step.'),
  description: text.describe('What happens in this step.'),
  timing: text.optional().meta({ description: 'How long the step takes.', examples: ['Day 1', '1-2 days'] }),
});
export const ctaSchema = z.strictObject({
  heading: text.describe('Heading of the call to action.'),
  text: text.describe('Sentence under the heading.'),
});
export const linkSchema = z.strictObject({ name: text.describe('Link text.'), path: internalPath });
export const testimonialSchema = z.strictObject({
  name: text.describe('Name of the customer.'),
  role: text.meta({
    description: 'Location, business or role shown under the name.',
    examples: ['Bethesda, MD', 'Facilities Manager'],
  }),
  rating,
  text: text.describe("The testimonial, in the customer's words."),
  service: text.optional().meta({ description: 'Service the customer bought.', examples: ['Hardwood Flooring'] }),
  project: text.optional().describe('Project the testimonial is about.'),
  sample: sampleFlag,
});

/** A WebVTT captions file served by the site, e.g. /captions/stadium-01.vtt (it must exist under public/). */
export const captionsSchema = z.strictObject({
  src: z
    .string()
    .regex(/^\/[a-z0-9\-/]+\.vtt$/, problemMessage('CaptionsPathFormat'))
    .meta({
      description: 'Captions file of the video, added to the site by your web developer.',
      examples: ['/captions/stadium-01.vtt'],
    }),
  srclang: z
    .string()
    .regex(/^[a-z]{2}(-[A-Z]{2})?$/, problemMessage('LanguageCodeFormat'))
    .default('en')
    .meta({ description: 'Language of the captions.', examples: ['en'] }),
  label: text.default('English').describe('Name of the captions track in the player menu.'),
});

/** One video clip: file on the media host, poster image, title and optional captions. */
export const videoSchema = z.strictObject({
  src: mediaRef.meta({
    description: 'Video file on the media host (.mp4 plays in every browser, .mov only in Safari).',
    examples: ['videos/stadium-01.mp4'],
  }),
  poster: mediaRef.describe('Still shown before the video plays.'),
  title: text.describe('Title of the video.'),
  captions: captionsSchema.optional().describe('Optional captions, for clips where someone speaks.'),
});

/**
 * Copy with named blanks such as "Call {phone}": the template fills them
 * (generator/model/copy.ts). Only the blanks a field lists are accepted, so a
 * typo like "{phnoe}" fails the build instead of showing on the page.
 */
export function copyText(blanks: string[], description: string, example: string) {
  const allowed = blanks.map((b) => `{${b}}`).join(', ');
  return text
    .refine(
      (value) => [...value.matchAll(/\{([^}]*)\}/g)].every((m) => blanks.includes(m[1])),
      problemMessage('BlanksUnknown', allowed),
    )
    .meta({
      description: blanks.length ? `${description} Blanks filled in by the page: ${allowed}.` : description,
      examples: [example],
    });
}
