// Build phase "share images": each page's 1200x630 image, drawn or taken from the cache. After the
// render, not beside it: sharp's buffers and the render workers' heaps together were 300 MB more at
// the peak of 16,000 pages, for no gain in time on two cores (docs/benchmarks.md, Memory).
import type { Content } from '../../model/content.ts';
import { ContentError } from '../../model/errors.ts';
import type { SitePageRoute } from '../../pages/table.ts';
import type { ContentSources } from '../content/sources.ts';
import type { BuildContext } from '../context.ts';
import { pageShareImage } from '../images/page-share.ts';
import { writeShareImages } from '../images/share-image.ts';
import { shareImageProblems } from '../images/share-problems.ts';

export async function shareImagesStep(
  ctx: BuildContext,
  content: Content,
  sources: ContentSources,
  pages: SitePageRoute[],
): Promise<void> {
  await writeShareImages(
    ctx,
    content.site,
    pages.map((r) => pageShareImage(r, content)),
  ).catch((error: unknown) => {
    const problems = shareImageProblems(error, content, sources, ctx.root);
    throw problems ? new ContentError(problems) : error;
  });
}
