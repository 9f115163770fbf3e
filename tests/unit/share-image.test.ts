import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Site } from '../../generator/model/schema/index.ts';
import {
  type DrawOptions,
  drawShareImage,
  heroBackground,
  type ShareImage,
  shareImageFor,
  wrapTitle,
} from '../../generator/pipeline/images/share-image.ts';

describe('share image naming', () => {
  const site = {
    brand: 'Capitol Floorworks',
    tagline: 't',
    logo: 'brand/logo.svg',
    area: 'DMV',
    phone: { display: '(202) 555-0142' },
  } as Site;

  it('drops the brand suffix from the title and changes name when title or hero changes', () => {
    const a = shareImageFor(site, 'Hardwood Flooring | Capitol Floorworks', 'placeholders/hardwood.svg');
    expect(a.title).toBe('Hardwood Flooring');
    expect(a.path).toMatch(/^\/media\/share\/[0-9a-f]{16}\.jpg$/);
    expect(shareImageFor(site, 'Hardwood Flooring | Capitol Floorworks', 'placeholders/hardwood.svg').path).toBe(
      a.path,
    );
    expect(shareImageFor(site, 'Hardwood Flooring | Capitol Floorworks', 'placeholders/tile.svg').path).not.toBe(
      a.path,
    );
    expect(shareImageFor(site, 'Tile | Capitol Floorworks', 'placeholders/hardwood.svg').path).not.toBe(a.path);
    // The image shows the phone and the area: a new one is a new image, not the cached old one.
    const phone = { ...site, phone: { ...site.phone, display: '(202) 555-0199' } };
    expect(shareImageFor(phone, 'Hardwood Flooring | Capitol Floorworks', 'placeholders/hardwood.svg').path).not.toBe(
      a.path,
    );
    const area = { ...site, area: 'Maryland' };
    expect(shareImageFor(area, 'Hardwood Flooring | Capitol Floorworks', 'placeholders/hardwood.svg').path).not.toBe(
      a.path,
    );
  });

  it('wraps long titles into at most the allowed lines, ending in an ellipsis', () => {
    expect(wrapTitle('Hardwood Flooring Installation in DC', 20, 3)).toEqual([
      'Hardwood Flooring',
      'Installation in DC',
    ]);
    const lines = wrapTitle('one two three four five six seven eight nine ten eleven twelve', 10, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1].endsWith('…')).toBe(true);
  });
});

describe('share image drawing', () => {
  const media = path.resolve(import.meta.dirname, '../../public/media');
  const site = {
    brand: 'Capitol Floorworks',
    logo: 'brand/logo.svg',
    area: 'Washington DC, Maryland & Northern Virginia',
    phone: { display: '(202) 555-0142' },
  } as Site;
  const files = { localImageDir: media, logoFile: path.join(media, site.logo) };

  /**
   * The image drawn whole, as one layer over the hero, the way the template was drawn before its
   * frame and title were split (written out here: the title's lines and baselines are the expected
   * wrap, 1.15 em apart, centred on y 330).
   */
  async function drawnAsOneLayer(hero: string | undefined, lines: string[], size: number, ys: number[]) {
    const g = hero ? [0.8, 0.25] : [0.94, 0.9];
    const title = lines
      .map((l, i) => `<text x="72" y="${ys[i]}" font-size="${size}" font-weight="700" fill="#ffffff">${l}</text>`)
      .join('');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<defs><linearGradient id="g" x1="0" x2="1" y1="0" y2="0"><stop offset="0" stop-color="#081a2d" stop-opacity="0.94"/><stop offset="0.62" stop-color="#0f2a44" stop-opacity="${g[0]}"/><stop offset="1" stop-color="#0f2a44" stop-opacity="${g[1]}"/></linearGradient></defs>
<rect width="1200" height="630" fill="url(#g)"/>
<g font-family="'Liberation Sans', 'DejaVu Sans', Arial, Helvetica, sans-serif">
<text x="164" y="104" font-size="38" font-weight="700" fill="#ffffff">Capitol Floorworks</text>
${title}
<rect x="72" y="512" width="96" height="6" rx="3" fill="#fbbf24"/>
<text x="72" y="564" font-size="28" fill="#fef3c7">Washington DC, Maryland &amp; Northern Virginia</text>
<text x="1128" y="564" font-size="30" font-weight="700" fill="#fbbf24" text-anchor="end">(202) 555-0142</text>
</g></svg>`;
    const background = hero ? await heroBackground(path.join(media, hero)) : undefined;
    const base = background
      ? sharp(background.data, { raw: background.info })
      : sharp({ create: { width: 1200, height: 630, channels: 3, background: '#0f2a44' } });
    const logo = await sharp(files.logoFile, { density: 300 }).resize(72, 72).png().toBuffer();
    const jpeg = await base
      .composite([
        { input: Buffer.from(svg), top: 0, left: 0 },
        { input: logo, top: 52, left: 72 },
      ])
      .flatten({ background: '#0f2a44' })
      .jpeg({ quality: 82 })
      .toBuffer();
    return sharp(jpeg).raw().toBuffer();
  }

  /** Pixels a channel of which differs by more than 40: a glyph cut off or moved, a layer missing or misplaced. */
  function differing(a: Buffer, b: Buffer): number {
    expect(a.length).toBe(b.length);
    let count = 0;
    for (let i = 0; i < a.length; i += 3) {
      if (Math.max(Math.abs(a[i] - b[i]), Math.abs(a[i + 1] - b[i + 1]), Math.abs(a[i + 2] - b[i + 2])) > 40) count++;
    }
    return count;
  }

  const cases: { name: string; hero?: string; title: string; lines: string[]; size: number; ys: number[] }[] = [
    {
      name: 'a 60-character title at 62 px over SVG art: an accent on the first line, descenders on the last',
      // Art with few filters: the drawing on it is the same, and it is rasterised in 10 ms, not 300.
      hero: 'placeholders/stadium.svg',
      title: 'Éclat Hardwood Floor Refinishing in Gaithersburg, jpqy',
      lines: ['Éclat Hardwood Floor', 'Refinishing in Gaithersburg,', 'jpqy'],
      size: 62,
      ys: [259, 330, 401],
    },
    {
      name: 'a longer title at 52 px without a hero',
      title: 'Ångström Quality Glue-Down Luxury Vinyl Plank Flooring for Offices in Tysons and Reston, Virginia',
      lines: [
        'Ångström Quality Glue-Down Luxury',
        'Vinyl Plank Flooring for Offices',
        'in Tysons and Reston, Virginia',
      ],
      size: 52,
      ys: [270, 330, 390],
    },
    {
      name: 'one line, over another hero',
      hero: 'placeholders/tile.svg',
      title: 'Tile',
      lines: ['Tile'],
      size: 62,
      ys: [330],
    },
  ];

  for (const c of cases) {
    it(`draws the same picture as the template drawn in one layer: ${c.name}`, async () => {
      const image: ShareImage = { path: '/media/share/x.jpg', alt: '', title: c.title, hero: c.hero };
      const drawn = await sharp(await drawShareImage(site, image, files))
        .raw()
        .toBuffer();
      expect(differing(drawn, await drawnAsOneLayer(c.hero, c.lines, c.size, c.ys))).toBe(0);
    });
  }

  it("draws the same image from the hero's cached background as from the background scaled now", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'share-hero-cache-'));
    try {
      const heroCache = { file: () => path.join(dir, 'hero.png'), read: true };
      const image: ShareImage = { path: '/x.jpg', alt: '', title: 'Tile', hero: 'placeholders/tile.svg' };
      const scaledNow = await drawShareImage(site, image, { ...files, heroCache });
      expect(existsSync(path.join(dir, 'hero.png'))).toBe(true);
      const fromCache = await drawShareImage(site, image, { ...files, heroCache });
      expect(differing(await sharp(fromCache).raw().toBuffer(), await sharp(scaledNow).raw().toBuffer())).toBe(0);
      expect(fromCache.equals(scaledNow)).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('draws each page its own title on a base shared by the pages of one hero, and the frame once per build', async () => {
    const options: DrawOptions = { ...files, heroes: new Map(), frames: new Map() };
    const a = { path: '/a.jpg', alt: '', title: 'Tile', hero: 'placeholders/tile.svg' };
    const b = { ...a, path: '/b.jpg', title: 'Hardwood Floor Refinishing' };
    const plain = { ...a, path: '/c.jpg', hero: undefined };
    const [drawnA, drawnB, drawnPlain] = await Promise.all([a, b, plain].map((i) => drawShareImage(site, i, options)));
    expect([...(options.heroes?.keys() ?? [])].sort()).toEqual(['', path.join(media, 'placeholders/tile.svg')]);
    expect([...(options.frames?.keys() ?? [])].sort()).toEqual(['hero', 'plain']);
    const [rawA, rawB, rawPlain] = await Promise.all(
      [drawnA, drawnB, drawnPlain].map((j) => sharp(j).raw().toBuffer()),
    );
    expect(differing(rawA, await drawnAsOneLayer('placeholders/tile.svg', ['Tile'], 62, [330]))).toBe(0);
    expect(
      differing(rawB, await drawnAsOneLayer('placeholders/tile.svg', ['Hardwood Floor Refinishing'], 62, [330])),
    ).toBe(0);
    expect(differing(rawPlain, await drawnAsOneLayer(undefined, ['Tile'], 62, [330]))).toBe(0);
  });
});
