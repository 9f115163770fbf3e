// The photo pipeline: every local original the content references becomes
// AVIF and WebP variants (VARIANT_WIDTHS, never upscaled), a JPEG/PNG fallback
// and a tiny blurred placeholder (encode.ts). Encoded files are cached by content
// hash, so a rebuild only copies them; sharp is loaded only when there is a photo.
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { ContentError, type ContentProblem } from '../../model/errors.ts';
import { problemMessage } from '../../model/problems.ts';
import { fieldName } from '../../model/schema-issues.ts';
import type { ContentSources } from '../content/sources.ts';
import type { Content } from '../../model/content.ts';
import { cacheUse, isWithin, type BuildContext, type CacheUse } from '../context.ts';
import { collectOriginals, type OriginalRef, type OriginalUse } from './collect.ts';
import { CACHE_KEY, type CacheMeta, EXPECTED_FORMAT, encode, readCached, UnsupportedImage } from './encode.ts';
import { SLOTS, VARIANT_URL_DIR, type ImageManifest, type PictureData } from '../../model/image-slots.ts';

/** Originals encoded at once: libvips already spreads one image over every core. */
const CONCURRENCY = 2;

export interface ImageStats {
  /** Originals encoded by this build. */
  processed: number;
  /** Originals whose variants came from the cache. */
  reused: number;
  /** Size of the originals. */
  originalBytes: number;
  /** What the widest screen downloads instead: the largest AVIF variant of each photo. */
  servedBytes: number;
  /** Every variant, fallback and format written to dist/. */
  outputBytes: number;
}

export interface ImageResult {
  manifest: ImageManifest;
  stats: ImageStats;
}

/** Where a run writes: the build's output (variants go to <outDir>/assets/img/) and the photo cache. */
interface ImageTarget {
  outDir: string;
  cache: CacheUse;
  /** Real paths of the folders an original may lie in (the content folder, the project): a photo's pixels are deployed. */
  sourceFolders: string[];
}

export const emptyImageStats = (): ImageStats => ({
  processed: 0,
  reused: 0,
  originalBytes: 0,
  servedBytes: 0,
  outputBytes: 0,
});

/** Cache off (ctx.cache false): every photo is encoded again, and the fresh entry still replaces the cached one. */
export async function processImages(
  ctx: BuildContext,
  content: Content,
  sources: ContentSources,
): Promise<ImageResult> {
  const options: ImageTarget = {
    outDir: ctx.output.tmpDir,
    cache: cacheUse(ctx, 'images'),
    sourceFolders: [realpathSync(ctx.contentDir), realpathSync(ctx.root)],
  };
  const manifest: ImageManifest = {};
  const stats = emptyImageStats();
  const originals = collectOriginals(content, sources);
  if (originals.length === 0) return { manifest, stats };

  const problems: ContentProblem[] = [];
  const problem = (use: OriginalUse, message: string) =>
    problems.push({
      file: use.file,
      line: sources.lineOf(use.file, use.field),
      field: fieldName(use.field),
      message,
    });
  const outFolder = path.join(options.outDir, VARIANT_URL_DIR);
  mkdirSync(outFolder, { recursive: true });

  let next = 0;
  const work = async () => {
    while (next < originals.length) {
      const original = originals[next++];
      const result = await processOne(content.dir, original, options, problem);
      if (!result) continue;
      const { meta, hash, bytes, encoded } = result;
      if (encoded) stats.processed++;
      else stats.reused++;
      stats.originalBytes += bytes;
      stats.servedBytes += meta.files[`${meta.widths[meta.widths.length - 1]}.avif`];
      const base = `${VARIANT_URL_DIR}/${outputName(original.ref)}-${hash}`;
      const entry = entryDir(options.cache, hash);
      for (const [file, size] of Object.entries(meta.files)) {
        copyFileSync(path.join(entry, file), path.join(options.outDir, `${base}-${file}`));
        stats.outputBytes += size;
      }
      manifest[original.ref] = {
        base,
        widths: meta.widths,
        width: meta.width,
        height: meta.height,
        fallback: `${base}-${meta.fallbackWidth}.${meta.fallbackExt}`,
        placeholder: meta.placeholder,
      } satisfies PictureData;
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, originals.length) }, work));
  if (problems.length > 0) throw new ContentError(problems);
  return { manifest, stats };
}

/** A photo's folder in the cache, by the hash of its bytes and the encoder settings. */
const entryDir = (cache: CacheUse, hash: string) => path.join(cache.dir, hash);

/** Readable, URL-safe file name from the original's name (media/projects/Georgetown 01.JPG -> georgetown-01). */
function outputName(ref: string): string {
  const name = path
    .basename(ref, path.extname(ref))
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return name || 'photo';
}

async function processOne(
  contentDir: string,
  original: OriginalRef,
  options: ImageTarget,
  problem: (use: OriginalUse, message: string) => void,
): Promise<{ meta: CacheMeta; hash: string; bytes: number; encoded: boolean } | undefined> {
  const [firstUse] = original.uses;
  const file = path.join(contentDir, original.ref);
  const shown = path.join(path.basename(contentDir), original.ref);
  const real = realPathOf(file);
  if (real && !options.sourceFolders.some((folder) => isWithin(real, folder))) {
    problem(firstUse, problemMessage('ImageLinkedOutside', original.ref, real));
    return undefined;
  }
  let data: Buffer;
  try {
    data = readFileSync(file);
  } catch {
    problem(firstUse, problemMessage('ImageMissing', original.ref, shown));
    return undefined;
  }
  const hash = createHash('sha256').update(CACHE_KEY).update(data).digest('hex').slice(0, 12);
  const entry = entryDir(options.cache, hash);
  let meta = options.cache.read ? readCached(entry) : undefined;
  const encoded = !meta;
  if (!meta) {
    try {
      meta = await encode(data, entry);
    } catch (error) {
      problem(
        firstUse,
        error instanceof UnsupportedImage
          ? problemMessage('ImageUnsupported', error.message, original.ref, EXPECTED_FORMAT)
          : problemMessage(
              'ImageUnreadable',
              original.ref,
              EXPECTED_FORMAT,
              shown,
              error instanceof Error ? error.message.split('\n')[0] : String(error),
            ),
      );
      return undefined;
    }
  }
  // Checked on every build, cached or not: the same file may have moved to a wider slot.
  const slot = SLOTS[original.slot];
  if (meta.width < slot.minWidth) {
    problem(
      original.slotUse,
      problemMessage('ImageTooSmall', original.ref, slot.minWidth, original.slot, shown, meta.width, meta.height),
    );
    return undefined;
  }
  return { meta, hash, bytes: data.length, encoded };
}

/** The real path of a file, undefined when it does not exist (reported as missing when read). */
function realPathOf(file: string): string | undefined {
  try {
    return realpathSync(file);
  } catch {
    return undefined;
  }
}
