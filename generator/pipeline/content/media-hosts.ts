// Media given as full https URLs must come from the media hosts site.yaml
// configures (media.imageBase / videoBase), so content cannot make pages load
// images or videos from anywhere else.
import { ContentError, type ContentProblem } from '../../model/errors.ts';
import { problemMessage } from '../../model/problems.ts';
import { fieldName } from '../../model/schema-issues.ts';
import type { Content } from '../../model/content.ts';
import type { ContentSources } from './sources.ts';

/** Every https string in one entry, with its field path (entries other than site.yaml hold no other URLs). */
function httpsRefs(value: unknown, at: (string | number)[], out: { field: (string | number)[]; ref: string }[]) {
  if (typeof value === 'string') {
    if (value.startsWith('https://')) out.push({ field: [...at], ref: value });
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => {
      httpsRefs(v, [...at, i], out);
    });
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) httpsRefs(v, [...at, k], out);
  }
  return out;
}

const hostOf = (url: string) => (url.startsWith('https://') ? new URL(url).host : undefined);

/** Throws a ContentError naming every https media reference on a host that is not a configured media host. */
export function checkMediaHosts(content: Content, sources: ContentSources): void {
  const { site } = content;
  const hosts = [site.media.imageBase, site.media.videoBase].map(hostOf).filter((h): h is string => h !== undefined);
  const entries = [
    { file: sources.file('site.yaml'), value: { logo: site.logo, defaultShareImage: site.defaultShareImage } },
    ...sources.pageAndCollectionEntries(content),
  ];
  const problems: ContentProblem[] = [];
  for (const { file, value } of entries) {
    for (const { field, ref } of httpsRefs(value, [], [])) {
      if (hosts.includes(new URL(ref).host)) continue;
      const allowed =
        hosts.length > 0
          ? `a URL on ${hosts.join(' or ')}`
          : 'a path under the media folder (no media host is configured)';
      problems.push({
        file,
        line: sources.lineOf(file, field),
        field: fieldName(field),
        message: problemMessage('MediaHostUnknown', new URL(ref).host, allowed),
      });
    }
  }
  if (problems.length > 0) throw new ContentError(problems);
}
