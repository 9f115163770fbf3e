// Media references in content are paths under the configured media hosts
// (site.yaml media.imageBase / videoBase) or full https URLs. Every URL the
// site prints for them is made here.
import type { Site } from './schema.ts';

const isAbsolute = (ref: string) => ref.startsWith('https://');

export const imageUrl = (media: Site['media'], ref: string) => (isAbsolute(ref) ? ref : `${media.imageBase}/${ref}`);
export const videoUrl = (media: Site['media'], ref: string) => (isAbsolute(ref) ? ref : `${media.videoBase}/${ref}`);

/** Absolute image URL for share tags and JSON-LD, whether images are local or on a media host. */
export function absoluteImageUrl(site: Site, ref: string): string {
  const url = imageUrl(site.media, ref);
  return isAbsolute(url) ? url : `${site.baseUrl}${url}`;
}
