// What a guide's Markdown body may not hold (generator/model/guide-body.ts), reported with the line
// in its .md file: an <h1>, a picture, a link of a refused kind (javascript:, //host), a link to a
// page of this site that is not built, or a ```prices``` block that cannot be filled from the
// guide's services and locations.
import type { Content } from '../../model/content.ts';
import type { ContentProblem } from '../../model/errors.ts';
import { guideBodyProblems } from '../../model/guide-body.ts';
import type { Route } from '../../model/routes.ts';
import type { ContentSources } from './sources.ts';

export function checkGuides(content: Content, sources: ContentSources, routes: Route[]): ContentProblem[] {
  const pages = new Set(routes.filter((r) => r.kind === 'page').map((r) => r.path));
  return content.guides.flatMap((guide) => {
    const file = sources.entryFile('guides', guide.slug);
    return guideBodyProblems(guide, content, pages).map((p) => ({
      file,
      line: guide.bodyLine + p.line - 1,
      field: 'body',
      message: p.message,
    }));
  });
}
