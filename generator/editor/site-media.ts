// The site's pictures in the web editor's media library, with every backend (the local one of
// `build-site dev` and the git hosts in production). Decap lists only its media folder
// (content/media/, and inside an entry only the files directly in it), and inserts a chosen file as
// the public folder plus the file's name, which loses a sub-folder (media/projects/a.jpg became
// media/a.jpg). So each backend class is extended: its listing gets the site's own pictures
// (public/media: the placeholders, from the preview data) and the owner photos the build knows, and a
// file anywhere but directly in the media folder is listed under Decap's one way to keep a longer path
// (decap-cms-core keeps what follows "_transformations/" in a media folder whole, for image CDNs):
// "…/_transformations/placeholders/hardwood.svg" in the media folder, which Decap inserts as
// "media/_transformations/placeholders/hardwood.svg" and the image widget stores as the content names
// it, "placeholders/hardwood.svg" (admin-widgets.tsx). Thumbnails of the site's pictures are their
// URLs on the site. Browser-safe.
import { imageUrl } from '../model/media.ts';
import type { PreviewSnapshot } from './preview-snapshot.ts';

/** The media folder as Decap's config names it (cms-config.ts) and the public path content names its files by. */
export const MEDIA_FOLDER = 'content/media';
export const PUBLIC_FOLDER = 'media';

/** A file of Decap's media library (decap-cms-lib-util's ImplementationMediaFile). */
export interface MediaFile {
  id: string;
  name: string;
  path: string;
  url?: string;
  displayURL?: unknown;
  size?: number;
  [key: string]: unknown;
}

/** Decap keeps the path after this (in the media folder) whole when it inserts a file. */
const KEPT = '_transformations/';
const LISTED = `${MEDIA_FOLDER}/${KEPT}`;
const INSERTED = `${PUBLIC_FOLDER}/${KEPT}`;

/** How the library lists a value content may name: placeholders/x.svg -> <media folder>/_transformations/placeholders/x.svg. */
export const listedPath = (ref: string): string => `${LISTED}${ref}`;

/** A repository path as the library lists it: a photo in a sub-folder of the media folder keeps its folders. */
export function libraryPath(repoPath: string): string {
  const rest = repoPath.startsWith(`${MEDIA_FOLDER}/`) ? repoPath.slice(MEDIA_FOLDER.length + 1) : undefined;
  return rest?.includes('/') ? listedPath(`${PUBLIC_FOLDER}/${rest}`) : repoPath;
}

/** Back from the library's path to the repository's (the site's own pictures are not in it). */
export function repoPath(path: string): string {
  const ref = path.startsWith(LISTED) ? path.slice(LISTED.length) : undefined;
  return ref?.startsWith(`${PUBLIC_FOLDER}/`) ? `${MEDIA_FOLDER}/${ref.slice(PUBLIC_FOLDER.length + 1)}` : path;
}

/** A value Decap inserted from the library, as content names it: media/_transformations/x -> x. */
export const fromLibrary = (value: unknown): unknown =>
  typeof value === 'string' && value.startsWith(INSERTED) ? value.slice(INSERTED.length) : value;

const baseName = (p: string) => p.slice(p.lastIndexOf('/') + 1);

/** The pictures the preview data knows: the site's own and the owner photos the build encoded. */
export function sitePictures(snapshot: PreviewSnapshot): MediaFile[] {
  const { media } = snapshot.content.site;
  const own = snapshot.pictures.map((ref) => ({ ref, url: imageUrl(media, ref) }));
  const photos = Object.entries(snapshot.images).map(([ref, variants]) => ({ ref, url: variants.fallback }));
  return [...photos, ...own].map(({ ref, url }) => ({
    id: `site:${ref}`,
    name: baseName(ref),
    path: listedPath(ref),
    url,
    displayURL: url,
    size: 0,
  }));
}

/**
 * The URL a picture of the site shows at in the editor: its URL on the site, for a site picture or an
 * owner photo the build encoded; undefined for anything else (a fresh upload: Decap's own asset).
 */
export function pictureUrl(snapshot: PreviewSnapshot | undefined, value: string): string | undefined {
  if (!snapshot || value.startsWith('https://')) return undefined;
  const photo = snapshot.images[value];
  if (photo) return photo.fallback;
  return snapshot.pictures.includes(value) ? imageUrl(snapshot.content.site.media, value) : undefined;
}

interface MediaBackend {
  persistEntry(...args: unknown[]): Promise<unknown>;
  getMedia(folder?: string, ...rest: unknown[]): Promise<MediaFile[]>;
  getMediaFile(path: string): Promise<MediaFile>;
  deleteFiles(paths: string[], message: string): Promise<unknown>;
}

// biome-ignore lint/suspicious/noExplicitAny: a mixin's constructor must take any arguments (TypeScript's rule for mixins).
type BackendClass = new (...args: any[]) => object;

/** `Base` with the site's pictures in its media library; `pictures` is read when the library opens. */
export function withSiteMedia<B extends BackendClass>(Base: B, pictures: () => MediaFile[]): B {
  return class extends Base {
    async getMedia(folder?: string, ...rest: unknown[]): Promise<MediaFile[]> {
      const base = this as unknown as MediaBackend;
      const own = await (Base.prototype as MediaBackend).getMedia.call(base, folder, ...rest).catch(() => []);
      const listed = own.map((f) => ({ ...f, path: libraryPath(f.path) }));
      const paths = new Set(listed.map((f) => f.path));
      return [...listed, ...pictures().filter((p) => !paths.has(p.path))];
    }
    getMediaFile(path: string): Promise<MediaFile> {
      return (Base.prototype as MediaBackend).getMediaFile.call(this, repoPath(path));
    }
    deleteFiles(paths: string[], message: string): Promise<unknown> {
      return (Base.prototype as MediaBackend).deleteFiles.call(this, paths.map(repoPath), message);
    }
    // A refused save (the local backend's 422 with the build's lines) reads as its message in Decap's
    // notice, not "APIError: …".
    persistEntry(...args: unknown[]): Promise<unknown> {
      return (Base.prototype as MediaBackend).persistEntry.call(this, ...args).catch((error: unknown) => {
        if (error instanceof Error) error.toString = () => error.message;
        throw error;
      });
    }
  };
}
