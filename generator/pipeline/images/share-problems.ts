// A picture the share images are drawn from (a page's hero kept under public/, the logo) that sharp
// cannot read: a content problem at the first field naming it, like a damaged owner photo, instead
// of a failure of the build. Owner photos (media/...) never get here: the photo pipeline read them.
import path from 'node:path';
import type { Content } from '../../model/content.ts';
import type { ContentProblem } from '../../model/errors.ts';
import { fieldName } from '../../model/schema-issues.ts';
import type { ContentSources } from '../content/sources.ts';
import { firstUse } from './collect.ts';
import { EXPECTED_FORMAT } from './encode.ts';
import { ShareImageSourceError } from './share-image.ts';

/** The problems `error` (from writeShareImages) stands for, or undefined when it is another failure. */
export function shareImageProblems(
  error: unknown,
  content: Content,
  sources: ContentSources,
  root: string,
): ContentProblem[] | undefined {
  const failures = error instanceof AggregateError ? error.errors : [error];
  if (failures.length === 0 || !failures.every((f) => f instanceof ShareImageSourceError)) return undefined;
  return (failures as ShareImageSourceError[]).map((failure) => {
    const use = firstUse(content, sources, failure.ref);
    const message = `unreadable image "${failure.ref}": expected ${EXPECTED_FORMAT} or SVG art; ${path.relative(root, failure.file)} could not be drawn (${failure.message})`;
    return use
      ? { file: use.file, line: sources.lineOf(use.file, use.field), field: fieldName(use.field), message }
      : { file: path.relative(root, failure.file), message };
  });
}
