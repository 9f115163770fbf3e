// Media given as full https URLs must come from the media hosts site.yaml configures
// (media.imageBase / videoBase), so content cannot make pages load images or videos from anywhere
// else. One rule for the build (generator/pipeline/content/media-hosts.ts, with files and lines)
// and the web editor's field checks (generator/editor/entry-problems.ts).
import type { Site } from './schema/index.ts';

export interface HostProblem {
  field: (string | number)[];
  message: string;
}

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

/** The https references of `value` on a host that is not one of the site's media hosts. */
export function mediaHostProblems(media: Site['media'], value: unknown): HostProblem[] {
  const hosts = [media.imageBase, media.videoBase].map(hostOf).filter((h): h is string => h !== undefined);
  return httpsRefs(value, [], [])
    .filter(({ ref }) => !hosts.includes(new URL(ref).host))
    .map(({ field, ref }) => {
      const allowed =
        hosts.length > 0
          ? `a URL on ${hosts.join(' or ')}`
          : 'a path under the media folder (no media host is configured)';
      return {
        field,
        message: `media URL on host ${new URL(ref).host}: expected ${allowed} (site.yaml media.imageBase / videoBase)`,
      };
    });
}
