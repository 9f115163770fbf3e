// Build phase "check": the routes of every page kind, the checks across files (media hosts, ref()
// fields and local images, captions, guides) and each page's last change. Throws every problem found.
// A build rendering in workers runs the checks across files while they render (steps/render.ts).
import type { Content } from '../../model/content.ts';
import type { RedirectRoute } from '../../model/routes.ts';
import { buildRoutes } from '../../pages/routes.ts';
import type { SitePageRoute } from '../../pages/table.ts';
import { checkAcrossFiles } from '../content/cross-checks.ts';
import type { ContentSources } from '../content/sources.ts';
import { pageDates } from '../content/page-dates.ts';
import type { BuildContext } from '../context.ts';
import type { PublicFile } from '../write/public-files.ts';

export interface Checked {
  pages: SitePageRoute[];
  redirects: RedirectRoute[];
  dates: ReturnType<typeof pageDates>;
  /**
   * The checks across files when they were left to run beside the render (`later`); once run, or when
   * they ran here, calling it does nothing. Whatever fails after this step calls it first: its
   * problems are reported before any later step's, as when they ran here.
   */
  acrossFiles: () => void;
}

/**
 * `publicFiles`: what the load listed of public/ (write/public-files.ts). `later`: the checks across
 * files are left to run while the render workers render (nothing the pages need waits for them).
 */
export function checkStep(
  ctx: BuildContext,
  content: Content,
  sources: ContentSources,
  publicFiles: readonly PublicFile[],
  later = false,
): Checked {
  const routes = buildRoutes(content);
  let pending = true;
  const acrossFiles = () => {
    if (!pending) return;
    pending = false;
    checkAcrossFiles(content, sources, routes, ctx.publicDir, new Set(publicFiles.map((f) => f.rel)));
  };
  if (!later) acrossFiles();
  const pages = routes.filter((r): r is SitePageRoute => r.kind === 'page');
  const redirects = routes.filter((r): r is RedirectRoute => r.kind === 'redirect');
  try {
    return {
      pages,
      redirects,
      dates: pageDates(ctx.contentDir, content, pages, ctx.sourceDate, {
        resident: ctx.resident,
        changes: ctx.changes,
      }),
      acrossFiles,
    };
  } catch (error) {
    acrossFiles();
    throw error;
  }
}
