// Media references in content are paths under the configured media hosts
// (site.yaml media.imageBase / videoBase) or full https URLs. Every URL the
// site prints for them is made here. Owner photos (media/...) resolve to
// their built fallback file through the image manifest (generator/images/).
import { isLocalOriginal, type ImageManifest } from './images/slots.ts';
import type { Site } from './schema.ts';

const isAbsolute = (ref: string) => ref.startsWith('https://');

export function imageUrl(media: Site['media'], ref: string, images?: ImageManifest): string {
  if (isAbsolute(ref)) return ref;
  const local = isLocalOriginal(ref) ? images?.[ref] : undefined;
  return local ? local.fallback : `${media.imageBase}/${ref}`;
}
export const videoUrl = (media: Site['media'], ref: string) => (isAbsolute(ref) ? ref : `${media.videoBase}/${ref}`);

/** Absolute image URL for share tags and JSON-LD, whether images are local or on a media host. */
export function absoluteImageUrl(site: Site, ref: string, images?: ImageManifest): string {
  const url = imageUrl(site.media, ref, images);
  return isAbsolute(url) ? url : `${site.baseUrl}${url}`;
}
