// What the web editor's previews (previews.tsx) need besides the entry being
// edited: the rest of the content, as the build loaded it, and what the build
// made for the templates (owner photos' variants, the icon sprite's URL). The dev
// build and the production build write it as /admin/preview.json; it is JSON, so
// it crosses from the build to the browser unchanged.
import type { Content } from '../model/content.ts';
import type { ImageManifest } from '../model/image-slots.ts';

export interface PreviewSnapshot {
  /** The loaded content (zod's output, defaults filled), without the content folder's path on disk. */
  content: Omit<Content, 'dir'>;
  /**
   * Variants of the owner photos the build encoded. A photo not in it (uploaded in the editor
   * since the build) is shown from its original file (previews.tsx, Decap's getAsset).
   */
  images: ImageManifest;
  /** URL of the icon sprite the build wrote. */
  iconSprite: string;
  /**
   * The site's own pictures content can name (public/media/: placeholders, brand), as content names
   * them (`placeholders/hardwood.svg`): the media library offers them (site-media.ts).
   */
  pictures: string[];
}

/** What the build made that templates read: its asset manifest has these fields. */
export interface BuiltAssets {
  images?: ImageManifest;
  iconSprite: string;
}

/** A picture file a media path may name (model/schema/primitives.ts mediaRef), not a video. */
const PICTURE = /\.(svg|jpe?g|png|webp|avif)$/i;

/**
 * `publicMedia`: the files of public/media/, relative to it. They are the pictures content names
 * only while media paths resolve to them (imageBase "/media", the shipped setting).
 */
export function previewSnapshot(content: Content, assets: BuiltAssets, publicMedia: string[] = []): PreviewSnapshot {
  const { dir: _dir, ...rest } = content;
  const pictures = content.site.media.imageBase === '/media' ? publicMedia.filter((f) => PICTURE.test(f)).sort() : [];
  return { content: rest, images: assets.images ?? {}, iconSprite: assets.iconSprite, pictures };
}
