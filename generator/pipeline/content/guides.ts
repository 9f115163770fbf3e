// What a guide's Markdown body may not hold, with the line in its .md file: an <h1>, a picture, a
// link of a refused kind (javascript:, //host), a link to a page of this site that is not built, or a
// ```prices``` block that cannot be filled from the guide's services and locations.
import type { Content } from '../../model/content.ts';
import type { ContentProblem } from '../../model/errors.ts';
import { guideDirectives } from '../../model/guide-prices.ts';
import { renderMarkdown } from '../../model/markdown.ts';
import type { Route } from '../../model/routes.ts';
import type { ContentSources } from './sources.ts';

export function checkGuides(content: Content, sources: ContentSources, routes: Route[]): ContentProblem[] {
  const pages = new Set(routes.filter((r) => r.kind === 'page').map((r) => r.path));
  return content.guides.flatMap((guide) => {
    const file = sources.entryFile('guides', guide.slug);
    const at = (line: number) => guide.bodyLine + line - 1;
    const { problems, siteLinks } = renderMarkdown(guide.body, guideDirectives(guide, content));
    return [
      ...problems.map((p) => ({ file, line: at(p.line), field: 'body', message: p.message })),
      ...siteLinks
        .filter((link) => !pages.has(link.path.replace(/[?#].*$/, '')))
        .map((link) => ({
          file,
          line: at(link.line),
          field: 'body',
          message: `link to "${link.path}": expected a path of a page the site builds`,
        })),
    ].sort((a, b) => a.line - b.line);
  });
}
