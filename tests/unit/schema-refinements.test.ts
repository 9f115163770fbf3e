// The rules zod checks beyond a field's type (refine/superRefine in
// generator/model/schema/): each accepts what it should and rejects, at the
// right field and with its message, what it should not. The shipped files are
// the valid base each case breaks one thing of.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { projectSchema } from '../../generator/model/schema/collections.ts';
import { serviceAreasPageSchema } from '../../generator/model/schema/pages/service-areas.ts';
import { phoneSchema } from '../../generator/model/schema/phone.ts';
import { benefitSchema, copyText, mediaBase, mediaRef } from '../../generator/model/schema/primitives.ts';
import { siteSchema } from '../../generator/model/schema/site.ts';

const content = (file: string) =>
  parse(readFileSync(path.join(import.meta.dirname, '../../content', file), 'utf8')) as Record<string, unknown>;

/** Each issue as "path: message"; [] when the value is valid. */
function issues(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('mediaRef', () => {
  it.each([
    'placeholders/hardwood.svg',
    'videos/stadium.MOV',
    'media/projects/georgetown-01.jpg',
    'media/a.JPEG',
    'media/a.png',
    'media/a.webp',
    'media/a.avif',
    'media/a.tif',
    'media/a.tiff',
    'a..b/c.svg',
    'https://media.example.com/a/../b.jpg',
  ])('accepts %s', (ref) => {
    expect(issues(mediaRef, ref)).toEqual([]);
  });

  it.each(['../secret.svg', 'a/../../b.svg', 'a/..', 'placeholders/..'])('rejects the ".." segment in %s', (ref) => {
    expect(issues(mediaRef, ref)).toContain(
      ': expected a media path inside the media folder (no "..") or a valid https URL',
    );
  });

  it('rejects an https URL that does not parse', () => {
    expect(issues(mediaRef, 'https://[bad/a.jpg')).toEqual([
      ': expected a media path inside the media folder (no "..") or a valid https URL',
    ]);
  });

  it.each(['media/clip.mp4', 'media/logo.svg', 'media/a.jpg.mov'])('rejects a non-photo under media/ (%s)', (ref) => {
    expect(issues(mediaRef, ref)).toEqual([
      ': expected a photo in content/media/ like "media/projects/georgetown-01.jpg" (.jpg, .jpeg, .png, .webp, .avif or .tif)',
    ]);
  });

  it('takes a video or an svg outside media/', () => {
    expect(issues(mediaRef, 'mediax/clip.mp4')).toEqual([]);
    expect(issues(mediaRef, 'clips/media/a.mp4')).toEqual([]);
  });
});

describe('mediaBase', () => {
  const message = ': expected a site path like "/media" or an https:// address, without a trailing slash';
  it.each(['/media', '/a/b-c_d', '/M', 'https://media.example.com', 'https://media.example.com/videos'])(
    'accepts %s',
    (base) => {
      expect(issues(mediaBase, base)).toEqual([]);
    },
  );
  it.each([
    '/media/',
    'media',
    '/',
    '/a/../b',
    '/..',
    '/a b',
    'http://media.example.com',
    'ftp://x.example',
    '//x.example/a',
    'x/media',
  ])('rejects %s', (base) => {
    expect(issues(mediaBase, base)).toEqual([message]);
  });
});

describe('phone', () => {
  it('accepts a valid number written the same way twice', () => {
    expect(issues(phoneSchema, { display: '(202) 555-0142', e164: '+12025550142' })).toEqual([]);
    expect(issues(phoneSchema, { display: '202-555-0142', e164: '+12025550142' })).toEqual([]);
  });

  it('rejects a number outside the numbering plan, at e164 only', () => {
    expect(issues(phoneSchema, { display: '(123) 456-7890', e164: '+11234567890' })).toEqual([
      'e164: expected a valid phone number; +11234567890 is not one in the numbering plan',
    ]);
    // Too short to parse at all: the same issue, not a crash.
    expect(issues(phoneSchema, { display: '1', e164: '+1' })).toContain(
      'e164: expected a valid phone number; +1 is not one in the numbering plan',
    );
  });

  it('rejects display text that is another number, naming how to write it', () => {
    expect(issues(phoneSchema, { display: '(202) 555-0143', e164: '+12025550142' })).toEqual([
      'display: expected the same number as e164 (+12025550142), written like "(202) 555-0142"',
    ]);
    expect(issues(phoneSchema, { display: 'call us', e164: '+12025550142' })).toHaveLength(1);
  });
});

describe('items without an icon rule', () => {
  it('need an icon of their own', () => {
    expect(issues(benefitSchema, { name: 'Licensed & Insured', description: 'd' })).toEqual([]);
    expect(issues(benefitSchema, { name: 'Zzyzx', description: 'd', icon: 'home' })).toEqual([]);
    const [problem] = issues(benefitSchema, { name: 'Zzyzx', description: 'd' });
    expect(problem).toMatch(
      /^icon: expected an icon for "Zzyzx" \(no keyword rule in generator\/model\/item-icons\.ts matches\): one of phone, check, checkCircle, .*, tag$/,
    );
  });
});

describe('copy with blanks', () => {
  it('takes only the blanks a field lists', () => {
    const field = copyText(['phone', 'name'], 'd', 'e');
    expect(issues(field, 'Call {phone} or ask {name}')).toEqual([]);
    expect(issues(field, 'No blanks at all')).toEqual([]);
    expect(issues(field, 'Call {phnoe}')).toEqual([': expected only the blanks {phone}, {name} in braces']);
    expect(issues(field, 'Call {phone} {}')).toEqual([': expected only the blanks {phone}, {name} in braces']);
  });

  it('a field without blanks takes none', () => {
    const field = copyText([], 'd', 'e');
    expect(issues(field, 'Plain')).toEqual([]);
    expect(issues(field, 'Call {phone}')).toEqual([': expected no {blanks} in this text']);
  });
});

describe('site.yaml', () => {
  const shipped = content('site.yaml');

  it('the shipped file is valid', () => {
    expect(issues(siteSchema, shipped)).toEqual([]);
  });

  it('rejects an owner photo as the logo', () => {
    expect(issues(siteSchema, { ...shipped, logo: 'media/brand/logo.png' })).toEqual([
      'logo: expected the logo under the media base (like "brand/logo.svg") or an https URL',
    ]);
    expect(issues(siteSchema, { ...shipped, logo: 'https://cdn.example.com/logo.svg' })).toEqual([]);
  });

  it('refuses a secret Supabase key where every page carries the public one', () => {
    const jwt = (role: string) =>
      [
        'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9',
        Buffer.from(JSON.stringify({ iss: 'supabase', role })).toString('base64url'),
        'c2ln',
      ].join('.');
    const withKey = (supabaseAnonKey: string) => ({
      ...shipped,
      analytics: { ...(shipped.analytics as object), supabaseAnonKey },
    });
    const refused =
      'analytics.supabaseAnonKey: expected the publishable key (sb_publishable_…) or the anon key: this is a secret key, and every page would publish it';
    expect(issues(siteSchema, withKey('sb_secret_AbC123'))).toEqual([refused]);
    expect(issues(siteSchema, withKey(jwt('service_role')))).toEqual([refused]);
    for (const key of ['sb_publishable_AbC123', jwt('anon'), 'sb_secret', 'a.b.c', 'public-anon-key-set-me'])
      expect(issues(siteSchema, withKey(key))).toEqual([]);
  });

  it('rejects a trust badge no icon rule matches, at its index', () => {
    const badges = [...(shipped.trustBadges as string[])];
    badges[2] = 'Zzyzx';
    expect(issues(siteSchema, { ...shipped, trustBadges: badges })).toEqual([
      'trustBadges.2: expected a badge an icon keyword rule in generator/model/item-icons.ts matches',
    ]);
  });
});

describe('projects', () => {
  const video = content('projects/georgetown-retail-store.yaml');
  const image = content('projects/bethesda-kitchen-tile.yaml');

  it('the shipped video and image projects are valid', () => {
    expect(issues(projectSchema, video)).toEqual([]);
    expect(issues(projectSchema, image)).toEqual([]);
  });

  it('a video project needs "video", an image project "image"', () => {
    const { video: _v, ...noVideo } = video;
    expect(issues(projectSchema, noVideo)).toEqual(['video: a video project needs "video"']);
    const { image: _i, ...noImage } = image;
    expect(issues(projectSchema, noImage)).toEqual(['image: an image project needs "image"']);
    // Each needs only its own medium.
    expect(issues(projectSchema, { ...noImage, type: 'video', video: 'videos/a.mp4' })).toEqual([]);
    expect(issues(projectSchema, { ...noVideo, type: 'image', image: 'placeholders/a.svg' })).toEqual([]);
  });
});

describe('service-areas state cards', () => {
  const page = content('pages/service-areas.yaml');
  const states = page.states as Record<string, unknown>[];
  const withState = (i: number, state: Record<string, unknown>) => ({
    ...page,
    states: states.map((s, j) => (j === i ? state : s)),
  });

  it('the shipped page is valid and has a video state', () => {
    expect(issues(serviceAreasPageSchema, page)).toEqual([]);
    expect(states.findIndex((s) => s.type === 'video')).toBeGreaterThanOrEqual(0);
  });

  it('a video state card needs a poster; an image one does not', () => {
    const at = states.findIndex((s) => s.type === 'video');
    const { poster: _p, ...noPoster } = states[at];
    expect(issues(serviceAreasPageSchema, withState(at, noPoster))).toEqual([
      `states.${at}.poster: a video state needs "poster"`,
    ]);
    const imageAt = states.findIndex((s) => s.type === 'image');
    const { poster: _q, ...imageState } = states[imageAt];
    expect(issues(serviceAreasPageSchema, withState(imageAt, imageState))).toEqual([]);
  });
});
