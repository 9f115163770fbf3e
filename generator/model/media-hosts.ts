// Media given as full https URLs must come from the media hosts site.yaml configures
// (media.imageBase / videoBase), so content cannot make pages load images or videos from anywhere
// else. One rule for the build (generator/pipeline/content/media-hosts.ts, with files and lines)
// and the web editor's field checks (generator/editor/entry-problems.ts).
import { problemMessage } from './problems.ts';
import type { Site } from './schema/index.ts';
import { stringLeavesWhere } from './string-leaves.ts';

export interface HostProblem {
  field: (string | number)[];
  message: string;
}

const isHttps = (value: string) => value.startsWith('https://');

const hostOf = (url: string) => (isHttps(url) ? new URL(url).host : undefined);

/** The https references of `value` on a host that is not one of the site's media hosts. */
export function mediaHostProblems(media: Site['media'], value: unknown): HostProblem[] {
  const hosts = [media.imageBase, media.videoBase].map(hostOf).filter((h): h is string => h !== undefined);
  // Entries other than site.yaml hold no other URLs than media.
  return stringLeavesWhere(value, isHttps)
    .filter(({ value: ref }) => !hosts.includes(new URL(ref).host))
    .map(({ field, value: ref }) => {
      const allowed =
        hosts.length > 0
          ? `a URL on ${hosts.join(' or ')}`
          : 'a path under the media folder (no media host is configured)';
      return {
        field: [...field],
        message: problemMessage('MediaHostUnknown', new URL(ref).host, allowed),
      };
    });
}
