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
import { overlaySvg } from './share-overlay.ts';

export { wrapTitle } from './share-overlay.ts';

export const SHARE_IMAGE = { width: 1200, height: 630, type: 'image/jpeg', folder: '/media/share' } as const;

/** Bump when the drawing below changes, so cached images are drawn again. */
export const TEMPLATE_VERSION = 3;

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

/**
 * The hero scaled and cropped to 1200x630. SVG art is rasterised at a third of
 * its 72 dpi size and scaled up: its filters (noise, blur) cost seconds per
 * full-size image on a busy machine, and the hero sits behind a gradient.
 * Photos (JPEG, PNG, WebP) ignore the density and are used at full size.
 */
export async function heroBackground(file: string): Promise<Buffer> {
  const { width, height } = SHARE_IMAGE;
  const { default: sharp } = await import('sharp');
  // SVG is rasterised first, then scaled: asked to resize an SVG, sharp renders it at the density
  // the output size needs, which draws the filters at full size after all (4.6 CPU-s for hardwood.svg).
  const input = file.toLowerCase().endsWith('.svg')
    ? await sharp(file, { density: 24 }).png({ compressionLevel: 0 }).toBuffer()
    : file;
  return sharp(input)
    .resize(width, height, { fit: 'cover', position: 'centre' })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

export interface DrawOptions extends ShareImageFiles {
  /** Hero backgrounds by file, shared by the pages that use the same hero. */
  heroes?: Map<string, Promise<Buffer>>;
  /** The logo drawn at its share-image size, by file: the same for every image of a build. */
  logos?: Map<string, Promise<Buffer>>;
  /** Where scaled hero backgrounds are kept between builds, by the hero file's hash, and whether to read them. */
  heroCache?: { file: (hero: string) => string; read: boolean };
}

async function cachedHeroBackground(file: string, cache: DrawOptions['heroCache']): Promise<Buffer> {
  const cacheFile = cache?.file(file);
  if (cacheFile && cache?.read && existsSync(cacheFile)) return readFileSync(cacheFile);
  const bytes = await heroBackground(file);
  if (cacheFile) writeAtomically(cacheFile, bytes);
  return bytes;
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

/** Draws one share image as JPEG bytes. */
export async function drawShareImage(site: Site, image: ShareImage, files: DrawOptions): Promise<Buffer> {
  const { width, height } = SHARE_IMAGE;
  const heroFile = heroPath(image.hero, files);
  const hasHero = heroFile !== undefined && existsSync(heroFile);
  let background: Buffer | undefined;
  if (hasHero) {
    let pending = files.heroes?.get(heroFile);
    if (!pending) {
      pending = cachedHeroBackground(heroFile, files.heroCache);
      files.heroes?.set(heroFile, pending);
    }
    background = await reading(image.hero ?? '', heroFile, () => pending);
  }
  // sharp (native libvips) is loaded only when an image is drawn: a build whose share images are all cached skips it.
  const { default: sharp } = await import('sharp');
  const base = background
    ? sharp(background)
    : sharp({ create: { width, height, channels: 3, background: '#0f2a44' } });
  const layers: OverlayOptions[] = [{ input: overlaySvg(site, image.title, hasHero, SHARE_IMAGE), top: 0, left: 0 }];
  const { logoFile } = files;
  if (logoFile && existsSync(logoFile)) {
    let logo = files.logos?.get(logoFile);
    if (!logo) {
      logo = sharp(logoFile, { density: 300 }).resize(72, 72).png().toBuffer();
      files.logos?.set(logoFile, logo);
    }
    const drawnLogo = logo;
    layers.push({
      input: await reading(site.logo, logoFile, () => drawnLogo),
      top: 52,
      left: 72,
    });
  }
  return base.composite(layers).flatten({ background: '#0f2a44' }).jpeg({ quality: 82, progressive: true }).toBuffer();
}
