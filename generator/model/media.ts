// Media references in content are paths under the configured media hosts
// (site.yaml media.imageBase / videoBase) or full https URLs. Every URL the
// site prints for them is made here, through one join function. Owner photos
// (media/...) resolve to their built fallback file through the image manifest
// (generator/pipeline/images/).
import { isLocalOriginal, type ImageManifest } from './image-slots.ts';
import type { Site } from './schema/index.ts';

const isAbsolute = (ref: string) => ref.startsWith('https://');

/**
 * Joins a media base and a content path. When the base already ends in the
 * folder the path starts with (base ".../videos", path "videos/a.mov"), the
 * folder is written once: content paths name the folder for readability, and
 * the media host keeps its files directly under the base.
 */
export function joinMediaUrl(base: string, ref: string): string {
  if (isAbsolute(ref)) return ref;
  const trimmedBase = base.replace(/\/+$/, '');
  const parts = ref.replace(/^\/+/, '').split('/');
  const lastBaseFolder = trimmedBase.slice(trimmedBase.lastIndexOf('/') + 1);
  if (parts.length > 1 && parts[0] === lastBaseFolder) parts.shift();
  return `${trimmedBase}/${parts.join('/')}`;
}

export function imageUrl(media: Site['media'], ref: string, images?: ImageManifest): string {
  const local = isLocalOriginal(ref) ? images?.[ref] : undefined;
  return local ? local.fallback : joinMediaUrl(media.imageBase, ref);
}
/** The site's icon, on every page and the web editor's. */
export const faviconUrl = (media: Site['media']) => imageUrl(media, 'brand/favicon.svg');
export const videoUrl = (media: Site['media'], ref: string) => joinMediaUrl(media.videoBase, ref);

/** MIME type of a video file by its extension: a browser skips a <source> whose type it cannot play. */
const VIDEO_TYPES: Record<string, string> = {
  mov: 'video/quicktime',
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  webm: 'video/webm',
  ogv: 'video/ogg',
};

export function videoType(ref: string): string | undefined {
  const ext = /\.([a-z0-9]+)(?:[?#].*)?$/i.exec(ref)?.[1]?.toLowerCase();
  return ext ? VIDEO_TYPES[ext] : undefined;
}

/** True when a URL repeats one folder twice in a row (/videos/videos/), the mistake joinMediaUrl prevents. */
export function hasDoubledFolder(url: string): boolean {
  const pathPart = url.replace(/^https?:\/\/[^/]+/, '').split(/[?#]/)[0];
  const segments = pathPart.split('/').filter(Boolean);
  return segments.some((s, i) => i > 0 && s === segments[i - 1] && i < segments.length - 1);
}

/** Absolute image URL for share tags and JSON-LD, whether images are local or on a media host. */
export function absoluteImageUrl(site: Site, ref: string, images?: ImageManifest): string {
  const url = imageUrl(site.media, ref, images);
  return isAbsolute(url) ? url : `${site.baseUrl}${url}`;
}
