// Share images: one 1200x630 JPEG per page (social networks and messaging apps
// show no preview for SVG), drawn at build time with sharp from a branded
// template: the page's hero image, a dark gradient, the logo and the title.
// Images are cached (in the build's share cache, context.ts) by a hash of everything they are drawn from;
// share-write.ts writes a build's images.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { OverlayOptions } from 'sharp';
import { isLocalOriginal } from '../../model/image-slots.ts';
import type { Site } from '../../model/schema/index.ts';
import { frameSvg, TITLE_BAND, titleSvg } from './share-overlay.ts';
import { cropSvgTo } from './svg-crop.ts';

export { wrapTitle } from './share-overlay.ts';

export const SHARE_IMAGE = { width: 1200, height: 630, type: 'image/jpeg', folder: '/media/share' } as const;

/** Bump when the drawing below changes, so cached images are drawn again. */
export const TEMPLATE_VERSION = 5;

export interface ShareImage {
  /** Site path of the image in dist/, e.g. /media/share/3f2a....jpg */
  path: string;
  alt: string;
  title: string;
  /** Hero image reference (under site.media.imageBase), when the page has one. */
  hero?: string;
}

/** Page title without the " | Brand" suffix the <title> carries. */
function shortTitle(title: string, brand: string): string {
  return title.replace(new RegExp(`\\s*[|–-]\\s*${brand.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`, 'i'), '').trim();
}

/**
 * The share image of a page. Its file name hashes the drawing's text inputs,
 * so it can be computed in any render worker without reading images; the
 * build cache (writeShareImages, share-write.ts) also hashes the image files themselves.
 */
export function shareImageFor(site: Site, seoTitle: string, hero: string | undefined): ShareImage {
  const title = shortTitle(seoTitle, site.brand);
  const { brand, tagline, logo, area } = site;
  const name = createHash('sha256')
    // Everything drawn from the site: the phone and area too, or a cached image would keep the old ones.
    .update(JSON.stringify([TEMPLATE_VERSION, brand, tagline, logo, site.phone.display, area, title, hero ?? '']))
    .digest('hex')
    .slice(0, 16);
  return { path: `${SHARE_IMAGE.folder}/${name}.jpg`, alt: `${title}: ${site.brand}, ${site.area}`, title, hero };
}

export interface ShareImageFiles {
  /** Folder that holds the imageBase files (public/), or undefined when images live on a media host. */
  localImageDir?: string;
  /** The content folder: owner photos (media/...) are read from its media/ folder. */
  contentDir?: string;
  logoFile?: string;
}

/** The file behind a hero reference: an owner photo in content/media/, or a file under the local image folder. */
export function heroPath(hero: string | undefined, files: ShareImageFiles): string | undefined {
  if (!hero) return undefined;
  if (isLocalOriginal(hero)) return files.contentDir ? path.join(files.contentDir, hero) : undefined;
  return files.localImageDir ? path.join(files.localImageDir, hero) : undefined;
}

/** Pixels without a file format: what sharp takes as `{ raw: info }`. */
export interface RawImage<Channels extends 1 | 2 | 3 | 4 = 1 | 2 | 3 | 4> {
  data: Buffer;
  info: { width: number; height: number; channels: Channels };
}

/**
 * The hero scaled and cropped to 1200x630, as raw pixels. SVG art is cut to the frame's proportions
 * (svg-crop.ts), rasterised at a third of its 72 dpi size and scaled up bilinearly: its filters
 * (noise, blur) cost seconds per full-size image, the hero sits behind a gradient, and at 3x
 * bilinear keeps the texture lanczos3 does for 2/3 of its cost (31 against 46 ms). A lower density
 * costs less but loses the carpet's weave and the wood grain. Photos (JPEG, PNG, WebP) ignore the
 * density and are scaled down with lanczos3.
 */
export async function heroBackground(file: string): Promise<RawImage> {
  const { width, height } = SHARE_IMAGE;
  const { default: sharp } = await import('sharp');
  const svg = file.toLowerCase().endsWith('.svg');
  // SVG is rasterised first, then scaled: asked to resize an SVG, sharp renders it at the density
  // the output size needs, which draws the filters at full size after all (4.6 CPU-s for hardwood.svg).
  const art = svg ? cropSvgTo(readFileSync(file, 'utf8'), SHARE_IMAGE) : undefined;
  const input = svg
    ? await sharp(art === undefined ? file : Buffer.from(art), { density: 24 })
        .png({ compressionLevel: 0 })
        .toBuffer()
    : file;
  const { data, info } = await sharp(input)
    .resize(width, height, { fit: 'cover', position: 'centre', kernel: svg ? 'linear' : 'lanczos3' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, info: { width: info.width, height: info.height, channels: info.channels } };
}

/** A share image's pixels before its title: raw RGBA, opaque, SHARE_IMAGE's size. */
export type ShareBase = RawImage<4>;

export interface DrawOptions extends ShareImageFiles {
  /**
   * Each hero's base (the hero scaled, the frame and the logo drawn on it), by hero file, shared by
   * the pages drawn on it; the base of pages without a hero under ''. Left empty, nothing is kept.
   */
  heroes?: Map<string, Promise<ShareBase>>;
  /** The frame with the logo drawn on it, for pages with a hero and for pages without: the same for every image of a build. */
  frames?: Map<'hero' | 'plain', Promise<RawImage<4>>>;
  /** Where scaled hero backgrounds are kept between builds, by the hero file's hash, and whether to read them. */
  heroCache?: { file: (hero: string) => string; read: boolean };
}

/**
 * The hero's background: from the cache (a PNG file), or scaled now and written to it. A scaled one
 * is handed on as raw pixels, not decoded again from the PNG just written.
 */
async function cachedHeroBackground(file: string, cache: DrawOptions['heroCache']): Promise<Buffer | RawImage> {
  const cacheFile = cache?.file(file);
  if (cacheFile && cache?.read && existsSync(cacheFile)) return readFileSync(cacheFile);
  const scaled = await heroBackground(file);
  if (cacheFile) {
    const { default: sharp } = await import('sharp');
    writeAtomically(cacheFile, await sharp(scaled.data, { raw: scaled.info }).png({ compressionLevel: 1 }).toBuffer());
  }
  return scaled;
}

/** Write then rename, so a concurrent build never reads half a file. */
export function writeAtomically(file: string, bytes: Buffer): void {
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, bytes);
  renameSync(tmp, file);
}

/** A picture a share image is drawn from (a page's hero under public/, the logo) that sharp cannot read. */
export class ShareImageSourceError extends Error {
  constructor(
    /** The value in content naming it (a hero reference, site.logo). */
    readonly ref: string,
    readonly file: string,
    cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message.split('\n')[0] : String(cause));
    this.name = 'ShareImageSourceError';
  }
}

/** `work()`, with a failure named after the picture it read. */
async function reading<T>(ref: string, file: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw new ShareImageSourceError(ref, file, error);
  }
}

/** The frame (gradient, brand, area, phone) with the logo drawn on it, as one layer of raw pixels. */
async function drawFrame(site: Site, hasHero: boolean, files: DrawOptions): Promise<RawImage<4>> {
  const { default: sharp } = await import('sharp');
  const layers: OverlayOptions[] = [];
  const { logoFile } = files;
  if (logoFile && existsSync(logoFile)) {
    const logo = sharp(logoFile, { density: 300 }).resize(72, 72).png().toBuffer();
    layers.push({ input: await reading(site.logo, logoFile, () => logo), top: 52, left: 72 });
  }
  const { data, info } = await sharp(frameSvg(site, hasHero, SHARE_IMAGE))
    .composite(layers)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, info: { width: info.width, height: info.height, channels: 4 } };
}

/**
 * The base of the images drawn on `hero` (its reference and file; none: the plain colour): the
 * background with the frame and logo laid on it, as raw pixels. A page then costs its title and
 * its JPEG alone (34 ms of CPU in place of 75 for the whole drawing): the frame is drawn once per
 * build, the base once per hero.
 */
async function drawBase(
  site: Site,
  hero: { ref: string; file: string } | undefined,
  files: DrawOptions,
): Promise<ShareBase> {
  const { width, height } = SHARE_IMAGE;
  const background =
    hero && (await reading(hero.ref, hero.file, () => cachedHeroBackground(hero.file, files.heroCache)));
  const kind = hero ? 'hero' : 'plain';
  let frame = files.frames?.get(kind);
  if (!frame) {
    frame = drawFrame(site, hero !== undefined, files);
    files.frames?.set(kind, frame);
  }
  const layer = await frame;
  // sharp (native libvips) is loaded only when an image is drawn: a build whose share images are all cached skips it.
  const { default: sharp } = await import('sharp');
  const base =
    background === undefined
      ? sharp({ create: { width, height, channels: 3, background: '#0f2a44' } })
      : Buffer.isBuffer(background)
        ? sharp(background)
        : sharp(background.data, { raw: background.info });
  // sharp composites after every other operation: the flatten fills a hero's transparent parts, and
  // the result keeps the layer's alpha channel (opaque throughout).
  const { data, info } = await base
    .flatten({ background: '#0f2a44' })
    .composite([{ input: layer.data, raw: layer.info, top: 0, left: 0 }])
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.channels !== 4) throw new Error(`a share image's base has ${info.channels} channels, expected 4`);
  return { data, info: { width: info.width, height: info.height, channels: 4 } };
}

/** Draws one share image as JPEG bytes: its hero's base (drawn once, files.heroes) and its title. */
export async function drawShareImage(site: Site, image: ShareImage, files: DrawOptions): Promise<Buffer> {
  const heroFile = heroPath(image.hero, files);
  const hero = heroFile !== undefined && existsSync(heroFile) ? { ref: image.hero ?? '', file: heroFile } : undefined;
  const key = hero?.file ?? '';
  let base = files.heroes?.get(key);
  if (!base) {
    base = drawBase(site, hero, files);
    files.heroes?.set(key, base);
  }
  const { data, info } = await base;
  const { default: sharp } = await import('sharp');
  return (
    sharp(data, { raw: info })
      .composite([{ input: titleSvg(image.title, SHARE_IMAGE), top: TITLE_BAND.top, left: 0 }])
      // Baseline, not progressive: the same bytes within 0.3% and 30% less CPU (31 against 45 ms per image).
      .jpeg({ quality: 82 })
      .toBuffer()
  );
}
