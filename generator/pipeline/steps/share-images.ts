// Build phase "share images": each page's 1200x630 image, drawn or taken from the cache. Started as soon
// as the pages are known ("check"), so the images are drawn on libvips threads while the scripts bundle
// and the pages render (on the main thread or in workers); the phase itself is the wait for what is left
// once the render is done. Memory stays bounded however many pages there are: writeShareImages holds at
// most SHARE_CONCURRENCY images and hero backgrounds at once.
import type { Content } from '../../model/content.ts';
import { ContentError } from '../../model/errors.ts';
import type { SitePageRoute } from '../../pages/table.ts';
import type { ContentSources } from '../content/sources.ts';
import type { BuildContext } from '../context.ts';
import { pageShareImage } from '../images/page-share.ts';
import { type ShareImageRun, writeShareImages } from '../images/share-write.ts';
import { shareImageProblems } from '../images/share-problems.ts';

export interface ShareImageStats extends ShareImageRun {
  /** When the drawing started and ended, in ms after the build started: where it sat beside the render. */
  startMs: number;
  endMs: number;
}

/**
 * Starts drawing; the promise settles with the figures, or rejects with the content problems of
 * pictures that cannot be drawn. A handler is attached at once, so a failure waits, unheard by Node,
 * until the build awaits it.
 */
export function startShareImages(
  ctx: BuildContext,
  content: Content,
  sources: ContentSources,
  pages: SitePageRoute[],
  buildStarted: number,
  signal: AbortSignal,
): Promise<ShareImageStats> {
  const startMs = performance.now() - buildStarted;
  const images = pages.map((r) => pageShareImage(r, content));
  ctx.log(`Drawing share images beside the render (${new Set(images.map((i) => i.path)).size} distinct)…`);
  const drawing = writeShareImages(ctx, content.site, images, { signal }).then(
    (run) => {
      ctx.log(`Share images: ${run.drawn} drawn, ${run.cached} from the cache`);
      return { ...run, startMs, endMs: performance.now() - buildStarted };
    },
    (error: unknown) => {
      const problems = shareImageProblems(error, content, sources, ctx.root);
      throw problems ? new ContentError(problems) : error;
    },
  );
  drawing.catch(() => undefined);
  return drawing;
}
