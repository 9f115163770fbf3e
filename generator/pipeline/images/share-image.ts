// Share images: one 1200x630 JPEG per page (social networks and messaging apps
// show no preview for SVG), drawn at build time with sharp from a branded
// template: the page's hero image, a dark gradient, the logo and the title.
// Images are cached (in the build's share cache, context.ts) by a hash of everything they are drawn from.
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, linkSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { OverlayOptions } from 'sharp';
import { isLocalOriginal } from '../../model/image-slots.ts';
import type { Site } from '../../model/schema/index.ts';
import { cacheUse, type BuildContext } from '../context.ts';
import { overlaySvg } from './share-overlay.ts';

export { wrapTitle } from './share-overlay.ts';

export const SHARE_IMAGE = { width: 1200, height: 630, type: 'image/jpeg', folder: '/media/share' } as const;

/** Bump when the drawing below changes, so cached images are drawn again. */
const TEMPLATE_VERSION = 3;

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
 * build cache (writeShareImages) also hashes the image files themselves.
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
function heroPath(hero: string | undefined, files: ShareImageFiles): string | undefined {
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
function writeAtomically(file: string, bytes: Buffer): void {
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
    layers.push({
      input: await reading(site.logo, logoFile, () =>
        sharp(logoFile, { density: 300 }).resize(72, 72).png().toBuffer(),
      ),
      top: 52,
      left: 72,
    });
  }
  return base.composite(layers).flatten({ background: '#0f2a44' }).jpeg({ quality: 82, progressive: true }).toBuffer();
}

function fileHash(file: string | undefined, memo: Map<string, string>): string {
  if (!file || !existsSync(file)) return '';
  let hash = memo.get(file);
  if (hash === undefined) {
    hash = createHash('sha256').update(readFileSync(file)).digest('hex');
    memo.set(file, hash);
  }
  return hash;
}

/** Images drawn at once: sharp already spreads each one over libvips threads. */
const CONCURRENCY = 4;

/**
 * Writes each distinct share image into the build's output, drawing only those not in its share
 * cache (keyed by the image's name plus the bytes of its hero and logo). Cache off (ctx.cache
 * false): every image is drawn, and still written to the cache.
 */
export async function writeShareImages(
  ctx: BuildContext,
  site: Site,
  images: ShareImage[],
): Promise<{ drawn: number; cached: number }> {
  const outDir = ctx.output.tmpDir;
  const cache = cacheUse(ctx, 'share');
  const localImageDir = site.media.imageBase.startsWith('/')
    ? path.join(ctx.publicDir, site.media.imageBase)
    : undefined;
  const o: ShareImageFiles = {
    localImageDir,
    contentDir: ctx.contentDir,
    logoFile: localImageDir && path.join(localImageDir, site.logo),
  };
  const unique = [...new Map(images.map((i) => [i.path, i])).values()];
  const memo = new Map<string, string>();
  mkdirSync(path.join(outDir, SHARE_IMAGE.folder), { recursive: true });
  mkdirSync(cache.dir, { recursive: true });
  let drawn = 0;
  let cached = 0;
  const heroes = new Map<string, Promise<Buffer>>();
  const heroCache = {
    file: (hero: string) => path.join(cache.dir, `hero-v${TEMPLATE_VERSION}-${fileHash(hero, memo).slice(0, 32)}.png`),
    read: cache.read,
  };
  const one = async (image: ShareImage) => {
    const heroFile = heroPath(image.hero, o);
    const key = createHash('sha256')
      .update(`${image.path}\n${fileHash(heroFile, memo)}\n${fileHash(o.logoFile, memo)}`)
      .digest('hex')
      .slice(0, 32);
    const cacheFile = path.join(cache.dir, `${key}.jpg`);
    const target = path.join(outDir, image.path);
    if (cache.read && existsSync(cacheFile)) {
      // Cache files are only ever replaced by rename, never rewritten, so the output may share them.
      try {
        linkSync(cacheFile, target);
      } catch {
        copyFileSync(cacheFile, target);
      }
      cached++;
      return;
    }
    const bytes = await drawShareImage(site, image, { ...o, heroes, heroCache });
    drawn++;
    writeAtomically(cacheFile, bytes);
    writeFileSync(target, bytes);
  };
  const queue = [...unique];
  // A picture that cannot be read fails each page drawn from it: every one is heard, each file named once.
  const unreadable = new Map<string, ShareImageSourceError>();
  const workers = Array.from({ length: Math.min(CONCURRENCY, queue.length) }, async () => {
    for (let next = queue.shift(); next; next = queue.shift())
      await one(next).catch((error: unknown) => {
        if (!(error instanceof ShareImageSourceError)) throw error;
        unreadable.set(error.file, error);
      });
  });
  await Promise.all(workers);
  if (unreadable.size > 0) throw new AggregateError([...unreadable.values()], 'share images could not be drawn');
  return { drawn, cached };
}
