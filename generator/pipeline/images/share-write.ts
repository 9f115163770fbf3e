// Writing a build's share images (share-image.ts draws one): each distinct image drawn or linked from
// the share cache, a bounded number at a time, hero by hero so a hero's base is let go early.
import { createHash } from 'node:crypto';
import { copyFileSync, linkSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Site } from '../../model/schema/index.ts';
import { cacheUse, type BuildContext } from '../context.ts';
import {
  type DrawOptions,
  drawShareImage,
  heroPath,
  SHARE_IMAGE,
  type ShareImage,
  type ShareImageFiles,
  type ShareBase,
  ShareImageSourceError,
  TEMPLATE_VERSION,
  writeAtomically,
} from './share-image.ts';

/**
 * Hashes of heroes and the logo by path, kept while the file's size, modification time and inode stay:
 * a dev reload read and hashed every hero again. Not its change time, which moves with each output's
 * hard link to a public/ photo (link-tree.ts).
 */
const hashes = new Map<string, { stamp: string; hash: string }>();

/** The file's sha256, or '' when there is none; `run` keeps each file's for one build (one stat each). */
function fileHash(file: string | undefined, run: Map<string, string>): string {
  if (!file) return '';
  let hash = run.get(file);
  if (hash !== undefined) return hash;
  const stats = statSync(file, { throwIfNoEntry: false });
  if (!stats) hash = '';
  else {
    const stamp = `${stats.size}:${stats.mtimeMs}:${stats.ino}:${stats.dev}`;
    const known = hashes.get(file);
    hash = known?.stamp === stamp ? known.hash : createHash('sha256').update(readFileSync(file)).digest('hex');
    hashes.set(file, { stamp, hash });
  }
  run.set(file, hash);
  return hash;
}

/** Links the cached image into place (a copy where links are refused); false when the cache holds none. */
function placeCached(cacheFile: string, target: string): boolean {
  try {
    linkSync(cacheFile, target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    copyFileSync(cacheFile, target);
  }
  return true;
}

/** Images drawn at once: each is one libvips thread (sharp runs one per image here), on libuv's four. */
export const SHARE_CONCURRENCY = 4;

/** What writeShareImages does, in order, for a test to watch: every image it holds and every hero's base. */
export type ShareEvent =
  | { kind: 'draw-start' | 'draw-end'; image: string }
  | { kind: 'hero-in' | 'hero-out'; hero: string };

export interface ShareImageRun {
  drawn: number;
  cached: number;
}

/**
 * Writes each distinct share image into the build's output, drawing only those not in its share
 * cache (keyed by the image's name plus the bytes of its hero and logo). Cache off (ctx.cache
 * false): every image is drawn, and still written to the cache.
 *
 * Bounded: at most SHARE_CONCURRENCY images are drawn at once, and a hero's base (its scaled
 * background with the frame drawn on it) is held only while one of its images is being drawn: the
 * images are queued hero by hero (the heroes used most first), each slot drawing a run of one hero's
 * images, and a hero's base is let go when its last image is written. So a build of any size holds
 * at most SHARE_CONCURRENCY images and as many hero bases, plus the one base of the pages without a hero.
 */
export async function writeShareImages(
  ctx: BuildContext,
  site: Site,
  images: ShareImage[],
  options: {
    /** Told of every image drawn and every hero base held and let go (for tests). */
    observe?: (event: ShareEvent) => void;
    /** Aborted: no further image is started (the build failed elsewhere); those being drawn finish. */
    signal?: AbortSignal;
  } = {},
): Promise<ShareImageRun> {
  const { observe = () => undefined, signal } = options;
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
  const heroCache = {
    file: (hero: string) => path.join(cache.dir, `hero-v${TEMPLATE_VERSION}-${fileHash(hero, memo).slice(0, 32)}.png`),
    read: cache.read,
  };
  // Hero bases in memory, each with the number of its images not yet written.
  const heroes = new Map<string, Promise<ShareBase>>();
  const pending = new Map<string, number>();
  const frames: DrawOptions['frames'] = new Map();
  const one = async (image: ShareImage, heroFile: string | undefined) => {
    const key = createHash('sha256')
      .update(`${image.path}\n${fileHash(heroFile, memo)}\n${fileHash(o.logoFile, memo)}`)
      .digest('hex')
      .slice(0, 32);
    const cacheFile = path.join(cache.dir, `${key}.jpg`);
    const target = path.join(outDir, image.path);
    if (cache.read && placeCached(cacheFile, target)) {
      cached++;
      return;
    }
    observe({ kind: 'draw-start', image: image.path });
    const held = heroFile !== undefined && heroes.has(heroFile);
    // drawShareImage puts the hero's base into `heroes` before its first await.
    const drawing = drawShareImage(site, image, { ...o, heroes, heroCache, frames });
    if (heroFile !== undefined && !held && heroes.has(heroFile)) observe({ kind: 'hero-in', hero: heroFile });
    const bytes = await drawing;
    drawn++;
    writeAtomically(cacheFile, bytes);
    writeFileSync(target, bytes);
    observe({ kind: 'draw-end', image: image.path });
  };
  const release = (heroFile: string | undefined) => {
    if (heroFile === undefined) return;
    const left = (pending.get(heroFile) ?? 1) - 1;
    pending.set(heroFile, left);
    if (left > 0 || !heroes.has(heroFile)) return;
    heroes.delete(heroFile);
    observe({ kind: 'hero-out', hero: heroFile });
  };
  const queue = queueByHero(unique, (image) => heroPath(image.hero, o));
  for (const { heroFile } of queue.flat())
    if (heroFile !== undefined) pending.set(heroFile, (pending.get(heroFile) ?? 0) + 1);
  // A picture that cannot be read fails each page drawn from it: every one is heard, each file named once.
  const unreadable = new Map<string, ShareImageSourceError>();
  let next = 0;
  // Each slot takes a run of one hero's images: the slots scale different heroes at once instead of
  // all waiting for the same one.
  const workers = Array.from({ length: Math.min(SHARE_CONCURRENCY, queue.length) }, async () => {
    while (next < queue.length && !signal?.aborted) {
      for (const { image, heroFile } of queue[next++]) {
        if (signal?.aborted) break;
        await one(image, heroFile)
          .catch((error: unknown) => {
            if (!(error instanceof ShareImageSourceError)) throw error;
            unreadable.set(error.file, error);
          })
          .finally(() => release(heroFile));
      }
    }
  });
  await Promise.all(workers);
  if (unreadable.size > 0) throw new AggregateError([...unreadable.values()], 'share images could not be drawn');
  return { drawn, cached };
}

/** Images of one hero a slot draws in a row; a hero with more is split, so no slot is left with a long tail. */
const RUN = 8;

type QueuedImage = { image: ShareImage; heroFile: string | undefined };

/**
 * The images in runs of one hero (at most RUN each, a hero's runs one after another), the heroes
 * with the most images first (then in first-use order), the images without a hero last.
 */
function queueByHero(images: ShareImage[], heroOf: (image: ShareImage) => string | undefined): QueuedImage[][] {
  const groups = new Map<string, QueuedImage[]>();
  for (const image of images) {
    const heroFile = heroOf(image);
    const key = heroFile ?? '';
    const group = groups.get(key) ?? [];
    groups.set(key, group);
    group.push({ image, heroFile });
  }
  const withHero = [...groups.entries()].filter(([key]) => key !== '').map(([, group]) => group);
  // Stable sort: equal counts keep first-use order, so the drawing order (and any failure's order) is the same every build.
  withHero.sort((a, b) => b.length - a.length);
  return [...withHero, groups.get('') ?? []].flatMap((group) =>
    Array.from({ length: Math.ceil(group.length / RUN) }, (_, i) => group.slice(i * RUN, (i + 1) * RUN)),
  );
}
