// Media given as full https URLs must come from the media hosts site.yaml configures: the rule is
// the model's (generator/model/media-hosts.ts), shared with the web editor; here every content file.
import { ContentError, type ContentProblem } from '../../model/errors.ts';
import { mediaHostProblems } from '../../model/media-hosts.ts';
import { fieldName } from '../../model/schema-issues.ts';
import type { Content } from '../../model/content.ts';
import type { ContentSources } from './sources.ts';

/** Throws a ContentError naming every https media reference on a host that is not a configured media host. */
export function checkMediaHosts(content: Content, sources: ContentSources): void {
  const { site } = content;
  const entries = [
    { file: sources.file('site.yaml'), value: { logo: site.logo, defaultShareImage: site.defaultShareImage } },
    ...sources.pageAndCollectionEntries(content),
  ];
  const problems: ContentProblem[] = entries.flatMap(({ file, value }) =>
    mediaHostProblems(site.media, value).map(({ field, message }) => ({
      file,
      line: sources.lineOf(file, field),
      field: fieldName(field),
      message,
    })),
  );
  if (problems.length > 0) throw new ContentError(problems);
}
