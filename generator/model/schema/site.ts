// Content schemas, part 2: content/site.yaml (company facts, contact, media,
// analytics, and the copy shared by every page).
import { z } from 'zod';
import { problemMessage } from '../problems.ts';
import { ruleIcon } from '../item-icons.ts';
import { googleBusinessProfileSchema } from './business-profile.ts';
import { consentDefaultsSchema } from './consent-defaults.ts';
import { editorSchema } from './editor.ts';
import { developerSetting } from './editor-fields.ts';
import { phoneSchema } from './phone.ts';
import { backendUrl, httpsUrl, mediaBase, mediaRef, text, webUrl } from './primitives.ts';
import { sharedCopySchema } from './site-copy.ts';

const DAY = '(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)';
const TIME = '(1[0-2]|[1-9])(:[0-5]\\d)?(AM|PM)';
/** Opening hours in words; structured-data.ts turns them into openingHoursSpecification. */
const hoursSchema = z.strictObject({
  days: z
    .string()
    .regex(new RegExp(`^${DAY}( - ${DAY})?$`), problemMessage('HoursDaysFormat'))
    .meta({ description: 'Days these hours apply to: a day or a range.', examples: ['Monday - Friday', 'Saturday'] }),
  hours: z
    .string()
    .regex(new RegExp(`^(${TIME} - ${TIME}|Closed)$`), problemMessage('HoursTimesFormat'))
    .meta({ description: 'Opening hours on those days, or Closed.', examples: ['8AM - 6PM', 'Closed'] }),
});

/**
 * A Supabase key that opens the whole project: a secret key (sb_secret_…), or a legacy JWT key whose
 * role is service_role. Every page carries analytics.supabaseAnonKey, so such a key there would be public.
 */
export function isSecretSupabaseKey(key: string): boolean {
  if (key.startsWith('sb_secret_')) return true;
  const payload = key.split('.');
  if (payload.length !== 3) return false;
  try {
    // atob, not Buffer: the web editor checks content with these schemas in the browser too.
    const claims = JSON.parse(atob(payload[1].replace(/-/g, '+').replace(/_/g, '/'))) as { role?: unknown };
    return claims?.role === 'service_role';
  } catch {
    return false;
  }
}

export const siteSchema = z.strictObject({
  brand: text.meta({
    description: 'Company name shown in the header and page titles.',
    examples: ['Capitol Floorworks'],
  }),
  tagline: text.describe('One-line description of the company, shown under the logo.'),
  baseUrl: developerSetting(webUrl)
    .regex(/[^/]$/, problemMessage('TrailingSlash'))
    .meta({
      description: 'Public address of the site, without a trailing slash; canonical links and the sitemap use it.',
      examples: ['https://www.capitolfloorworks.com'],
    }),
  // The site's language tag (html lang, og:locale, dates): set once by its developer, not an office word.
  locale: developerSetting(text)
    .default('en-US')
    .meta({ description: 'Language and region of the site.', examples: ['en-US'] }),
  phone: phoneSchema.describe('The one phone number used everywhere on the site.'),
  email: z
    .string()
    .email()
    .meta({
      description: 'E-mail address visitors write to; every e-mail link on the site uses it.',
      examples: ['info@capitolfloorworks.com'],
    }),
  area: text.meta({
    description: 'Service area in a few words.',
    examples: ['Washington DC, Maryland & Northern Virginia'],
  }),
  /** Areas the business serves, the same on every page's structured data. */
  areaServed: z
    .array(text)
    .min(1)
    .meta({
      description: 'Areas the business serves, as search engines list them.',
      examples: [['Washington DC', 'Maryland', 'Northern Virginia']],
    }),
  address: z
    .strictObject({
      locality: text.meta({ description: 'City.', examples: ['Washington'] }),
      region: text.meta({ description: 'State or district code.', examples: ['DC'] }),
      country: z
        .string()
        .regex(/^[A-Z]{2}$/, problemMessage('CountryCodeFormat'))
        .meta({ description: 'Two-letter country code.', examples: ['US'] }),
    })
    .describe('Business address, as search engines show it.'),
  hours: z.array(hoursSchema).min(1).describe('Opening hours shown in the footer and on the contact page.'),
  replyWithin: text.meta({
    description: 'How fast the company answers an estimate request.',
    examples: ['We reply within 24 hours'],
  }),
  facebookUrl: webUrl.describe('Facebook page address (http or https).'),
  adminUrl: webUrl.describe('Address of the admin dashboard linked from the header and footer.'),
  foundingYear: z
    .number()
    .int()
    .meta({ description: 'Year the company was founded.', examples: [2009] }),
  priceRange: text.meta({ description: 'Price range shown by search engines.', examples: ['$$'] }),
  paymentAccepted: text.meta({
    description: 'Payment methods accepted, as search engines show them.',
    examples: ['Cash, Check, Credit Card'],
  }),
  rating: z
    .strictObject({
      value: z
        .number()
        .min(1)
        .max(5)
        .meta({ description: 'Average rating from 1 to 5.', examples: [5] }),
      count: z
        .number()
        .int()
        .min(1)
        .meta({ description: 'Number of ratings.', examples: [100] }),
    })
    .describe('Overall customer rating, shown to search engines.'),
  /** Drawn at 40 px in the header: an SVG or image under the media base, not an owner photo. */
  logo: mediaRef
    .refine((ref) => !ref.startsWith('media/'), problemMessage('LogoOutsideMedia'))
    .describe('The logo in the header.'),
  defaultShareImage: mediaRef.describe('Picture behind the share image of pages without a hero image of their own.'),
  media: developerSetting(
    z.strictObject({
      /** Prefix for image paths: "/media" for the shipped placeholders, or the media host URL. */
      imageBase: mediaBase.describe(
        'Prefix for image paths: "/media" for the shipped placeholders, or the media host URL.',
      ),
      /** Prefix for video paths (the contractor's cloud storage). */
      videoBase: mediaBase.describe('Prefix for video paths: the folder on the media host that holds the videos.'),
    }),
  ).describe('Where media files referenced by content live.'),
  estimateForm: z
    .strictObject({
      formId: z
        .string()
        .regex(/^[A-Za-z0-9]+$/, problemMessage('FormIdFormat'))
        .describe('Id of the estimate form at the form service (letters and digits).'),
      embedUrl: httpsUrl.describe('Address of the embedded form (https).'),
      scriptUrl: httpsUrl.describe("Address of the form service's embed script (https)."),
    })
    .describe('The embedded estimate request form.'),
  analytics: z
    .strictObject({
      supabaseUrl: developerSetting(backendUrl).describe(
        'Public URL of the Supabase project holding the settings table (https).',
      ),
      supabaseAnonKey: developerSetting(text)
        .refine((key) => !isSecretSupabaseKey(key), problemMessage('SecretSupabaseKey'))
        .describe('Public anon key of that Supabase project.'),
      /**
       * A fixed tag-manager container. Empty or GTM-PLACEHOLDER means "read it
       * from the settings table at run time" (the spec's behaviour).
       */
      gtmContainerId: z
        .string()
        .regex(/^(GTM-[A-Z0-9]{4,10}|GTM-PLACEHOLDER)?$/, problemMessage('TagManagerIdFormat'))
        .meta({
          description:
            'A fixed tag-manager container. Empty or GTM-PLACEHOLDER reads it from the settings table (at build time, else in the page).',
          examples: ['GTM-PLACEHOLDER', 'GTM-ABC1234'],
        }),
      /**
       * The Content-Security-Policy in _headers. "tag-manager" follows Google's CSP
       * guidance so Custom HTML tags and Custom JavaScript variables run; "strict"
       * allows only the container's built-in tags. The default is "tag-manager"
       * because even GTM-PLACEHOLDER can load a container chosen at run time.
       */
      contentSecurityPolicy: developerSetting(z.enum(['strict', 'tag-manager']))
        .default('tag-manager')
        .describe(
          'Content-Security-Policy in _headers: "tag-manager" lets Custom HTML tags and Custom JavaScript variables run (unsafe-inline, unsafe-eval); "strict" allows only built-in tags.',
        ),
      /** Extra https origins the tag-manager policy allows for the owner's tags (call tracking, pixels). */
      tagHosts: developerSetting(
        z
          .array(z.string().regex(/^https:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+$/, problemMessage('HttpsOriginFormat')))
          .default([])
          .meta({
            description:
              'Extra https origins the tag-manager policy allows, for the scripts and pixels your own tags load.',
            examples: [['https://cdn.calltracking.example']],
          }),
      ),
      consentDefaults: consentDefaultsSchema,
    })
    .describe('Analytics backend and tag manager.'),
  copy: sharedCopySchema,
  trustBadges: z
    .array(text.refine((b) => ruleIcon(b) !== undefined, problemMessage('BadgeNoIcon')))
    .length(4)
    .meta({
      description: 'Exactly 4 short trust claims shown in badges; each must match an icon keyword rule.',
      examples: [['Licensed & Insured', 'Free Estimates', 'Quality Guaranteed', 'Stadium Quality']],
    }),
  googleBusinessProfile: googleBusinessProfileSchema.optional(),
  editor: developerSetting(editorSchema).optional(),
});
