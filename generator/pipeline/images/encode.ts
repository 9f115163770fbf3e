// Encoding one original photo: decode it with sharp, write its AVIF and WebP
// variants, fallback and blurred placeholder into a cache entry, and read such an
// entry back. The encoder settings are part of every entry's cache key.
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Sharp } from 'sharp';
import { isCacheFile } from '../context.ts';
import { FALLBACK_MAX_WIDTH, VARIANT_WIDTHS } from '../../model/image-slots.ts';

/** Encoder settings; part of the cache key, so changing one re-encodes every photo. */
const ENCODING = {
  avif: { quality: 50, effort: 2 },
  webp: { quality: 72, effort: 4 },
  jpeg: { quality: 76, mozjpeg: true },
  png: { compressionLevel: 9 },
  placeholderWidth: 16,
  widths: VARIANT_WIDTHS,
  version: 1,
} as const;
export const CACHE_KEY = JSON.stringify(ENCODING);

/** Formats (as sharp names them) accepted as originals; 'heif' is AVIF here. */
const DECODABLE: Record<string, string> = { jpeg: 'JPEG', png: 'PNG', webp: 'WebP', heif: 'AVIF', tiff: 'TIFF' };
export const EXPECTED_FORMAT = 'a JPEG, PNG, WebP, AVIF or TIFF photo';
/** One cache entry: the files in the entry folder and what templates need. */
export interface CacheMeta {
  width: number;
  height: number;
  widths: number[];
  fallbackWidth: number;
  fallbackExt: 'jpg' | 'png';
  placeholder: string;
  /** File name in the entry -> bytes. */
  files: Record<string, number>;
}

/** A cache entry's meta.json, when every file it lists is there as a file the build wrote. */
export function readCached(entry: string): CacheMeta | undefined {
  try {
    const meta = JSON.parse(readFileSync(path.join(entry, 'meta.json'), 'utf8')) as CacheMeta;
    return Object.keys(meta.files).every((f) => isCacheFile(path.join(entry, f))) ? meta : undefined;
  } catch {
    return undefined;
  }
}

/** A file that decodes, but as a format photos do not come in (GIF, SVG, HEIC…); the message is the format. */
export class UnsupportedImage extends Error {}

/** Decodes one original and writes its variants and meta.json into a fresh cache entry. */
export async function encode(data: Buffer, entry: string): Promise<CacheMeta> {
  const { default: sharp } = await import('sharp');
  // failOn 'error': truncated or damaged files fail here instead of encoding grey blocks.
  const input = sharp(data, { failOn: 'error' });
  const info = await input.metadata();
  const format = info.format ? DECODABLE[info.format] : undefined;
  if (!format || (info.format === 'heif' && info.compression !== 'av1')) {
    throw new UnsupportedImage(
      info.format === 'heif' ? `heif/${info.compression ?? 'unknown'}` : (info.format ?? 'unknown'),
    );
  }
  // EXIF orientations 5-8 rotate by 90 degrees: the displayed image has width and height swapped.
  const turned = (info.orientation ?? 1) >= 5;
  const width = turned ? info.height : info.width;
  const height = turned ? info.width : info.height;
  const upright = (): Sharp => input.clone().rotate();
  const widths: number[] = VARIANT_WIDTHS.filter((w) => w <= width);
  // Too small for any variant: the slot check reports it with the slot's own minimum.
  if (widths.length === 0) widths.push(width);
  const fallbackWidth = widths.filter((w) => w <= FALLBACK_MAX_WIDTH).pop() ?? widths[0];
  const fallbackExt = info.hasAlpha ? 'png' : 'jpg';

  const jobs: [string, Promise<Buffer>][] = [];
  for (const w of widths) {
    jobs.push([`${w}.avif`, upright().resize({ width: w, withoutEnlargement: true }).avif(ENCODING.avif).toBuffer()]);
    jobs.push([`${w}.webp`, upright().resize({ width: w, withoutEnlargement: true }).webp(ENCODING.webp).toBuffer()]);
  }
  const fallback = upright().resize({ width: fallbackWidth, withoutEnlargement: true });
  jobs.push([
    `${fallbackWidth}.${fallbackExt}`,
    (fallbackExt === 'png' ? fallback.png(ENCODING.png) : fallback.jpeg(ENCODING.jpeg)).toBuffer(),
  ]);
  const placeholder = upright().resize({ width: ENCODING.placeholderWidth }).blur(1).webp({ quality: 40 }).toBuffer();
  // Every variant settles before the photo fails or succeeds: a truncated file fails each of them, and
  // one rejection left unheard would end the process (the build, or dev's build child) with a stack.
  const settled = await Promise.allSettled([placeholder, ...jobs.map(([, job]) => job)]);
  const reasons = settled.flatMap((s) => (s.status === 'rejected' ? [s.reason as unknown] : []));
  // libvips reports a damaged file's error to one of the jobs; the others may only say "Unknown error".
  if (reasons.length > 0)
    throw reasons.find((r) => !/^Unknown error/.test(String((r as Error)?.message))) ?? reasons[0];
  const [tiny, ...buffers] = settled.map((s) => (s as PromiseFulfilledResult<Buffer>).value);

  // Written to a sibling folder and renamed, so an interrupted build never leaves half an entry.
  const staging = `${entry}.tmp-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  const files: Record<string, number> = {};
  jobs.forEach(([name], i) => {
    writeFileSync(path.join(staging, name), buffers[i]);
    files[name] = buffers[i].length;
  });
  const meta: CacheMeta = {
    width,
    height,
    widths,
    fallbackWidth,
    fallbackExt,
    placeholder: `data:image/webp;base64,${tiny.toString('base64')}`,
    files,
  };
  writeFileSync(path.join(staging, 'meta.json'), JSON.stringify(meta));
  rmSync(entry, { recursive: true, force: true });
  renameSync(staging, entry);
  return meta;
}
