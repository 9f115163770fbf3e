// The checks across content files that follow the load: media hosts, references (pages, services,
// locations, projects, local images, one route per path), captions files and what guides' bodies may
// hold. The build runs them after loading; the web editor's local backend runs them on a save before
// writing it (generator/serve/editor/save-check.ts), so the two refuse the same content.
import type { Content } from '../../model/content.ts';
import { ContentError, type ContentProblem } from '../../model/errors.ts';
import type { Route } from '../../model/routes.ts';
import { checkCaptions } from './captions.ts';
import { checkGuides } from './guide-checks.ts';
import { checkMediaHosts } from './media-hosts.ts';
import { checkReferences } from './references.ts';
import type { ContentSources } from './sources.ts';

/**
 * Throws ContentError with every problem found, each check's in turn. `listed`: the files of public/ the
 * build lists (relative to it), which need no file system call to be known (references.ts).
 */
export function checkAcrossFiles(
  content: Content,
  sources: ContentSources,
  routes: Route[],
  publicDir: string,
  listed?: ReadonlySet<string>,
): void {
  checkMediaHosts(content, sources);
  checkReferences(content, sources, routes, publicDir, listed);
  const problems: ContentProblem[] = [
    ...checkCaptions(content, sources, publicDir),
    ...checkGuides(content, sources, routes),
  ];
  if (problems.length > 0) throw new ContentError(problems);
}
