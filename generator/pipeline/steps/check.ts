// Build phase "check": the routes of every page kind, the checks across files (media hosts, ref()
// fields and local images, captions, guides) and each page's last change. Throws every problem found.
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
}

/** `publicFiles`: what the load listed of public/ (write/public-files.ts). */
export function checkStep(
  ctx: BuildContext,
  content: Content,
  sources: ContentSources,
  publicFiles: readonly PublicFile[],
): Checked {
  const routes = buildRoutes(content);
  checkAcrossFiles(content, sources, routes, ctx.publicDir, new Set(publicFiles.map((f) => f.rel)));
  const pages = routes.filter((r): r is SitePageRoute => r.kind === 'page');
  const redirects = routes.filter((r): r is RedirectRoute => r.kind === 'redirect');
  return { pages, redirects, dates: pageDates(ctx.contentDir, content, pages, ctx.sourceDate, ctx.resident) };
}
