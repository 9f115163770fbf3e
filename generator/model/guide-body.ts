// What a guide's body asks for and the build refuses, with its line in the body: what
// generator/model/markdown.ts finds (an <h1>, a picture, a refused link), a ```prices``` block its
// front matter cannot fill, a link to a page the site does not build. The build reports each with
// the .md file's line (generator/pipeline/content/guide-checks.ts); the web editor's preview lists them
// while the editor types (generator/editor/preview-render.tsx, through the guide kind).
import type { Content } from './content.ts';
import { guideDirectives } from './guide-prices.ts';
import type { MarkdownProblem } from './markdown.ts';
import { renderMarkdownKept } from './markdown-memo.ts';
import { problemMessage } from './problems.ts';
import type { Guide } from './schema/index.ts';

/** `pages`: the paths of the pages the site builds. */
export function guideBodyProblems(guide: Guide, content: Content, pages: ReadonlySet<string>): MarkdownProblem[] {
  const { problems, siteLinks } = renderMarkdownKept(guide.body, guideDirectives(guide, content));
  return [
    ...problems,
    ...siteLinks
      .filter((link) => !pages.has(link.path.replace(/[?#].*/, '')))
      .map((link) => ({
        line: link.line,
        message: problemMessage('GuideLinkUnknown', link.path),
      })),
  ].sort((a, b) => a.line - b.line);
}
