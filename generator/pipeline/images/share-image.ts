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

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Greedy word wrap by an average glyph width; titles longer than the lines allowed end in an ellipsis. */
export function wrapTitle(title: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of title.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= maxChars || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1].replace(/[\s,.:;]+$/, '')}…`;
  return kept;
}

const FONT = "'Liberation Sans', 'DejaVu Sans', Arial, Helvetica, sans-serif";

function overlaySvg(site: Site, title: string, hasHero: boolean): Buffer {
  const { width: W, height: H } = SHARE_IMAGE;
  const size = title.length > 60 ? 52 : 62;
  const lines = wrapTitle(title, Math.floor(1000 / (size * 0.56)), 3);
  const top = 330 - ((lines.length - 1) * size * 1.15) / 2;
  const text = lines
    .map(
      (l, i) =>
        `<text x="72" y="${Math.round(top + i * size * 1.15)}" font-size="${size}" font-weight="700" fill="#ffffff">${escapeXml(l)}</text>`,
    )
    .join('');
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs><linearGradient id="g" x1="0" x2="1" y1="0" y2="0"><stop offset="0" stop-color="#081a2d" stop-opacity="0.94"/><stop offset="0.62" stop-color="#0f2a44" stop-opacity="${hasHero ? 0.8 : 0.94}"/><stop offset="1" stop-color="#0f2a44" stop-opacity="${hasHero ? 0.25 : 0.9}"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#g)"/>
<g font-family="${FONT}">
<text x="164" y="104" font-size="38" font-weight="700" fill="#ffffff">${escapeXml(site.brand)}</text>
${text}
<rect x="72" y="${H - 118}" width="96" height="6" rx="3" fill="#fbbf24"/>
<text x="72" y="${H - 66}" font-size="28" fill="#fef3c7">${escapeXml(site.area)}</text>
<text x="${W - 72}" y="${H - 66}" font-size="30" font-weight="700" fill="#fbbf24" text-anchor="end">${escapeXml(site.phone.display)}</text>
</g></svg>`);
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
    background = await pending;
  }
  // sharp (native libvips) is loaded only when an image is drawn: a build whose share images are all cached skips it.
  const { default: sharp } = await import('sharp');
  const base = background
    ? sharp(background)
    : sharp({ create: { width, height, channels: 3, background: '#0f2a44' } });
  const layers: OverlayOptions[] = [{ input: overlaySvg(site, image.title, hasHero), top: 0, left: 0 }];
  if (files.logoFile && existsSync(files.logoFile)) {
    layers.push({
      input: await sharp(files.logoFile, { density: 300 }).resize(72, 72).png().toBuffer(),
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
  const workers = Array.from({ length: Math.min(CONCURRENCY, queue.length) }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await one(next);
  });
  await Promise.all(workers);
  return { drawn, cached };
}
