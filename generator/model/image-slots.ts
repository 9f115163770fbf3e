// Image slots and the picture data templates render: pure (no Node APIs), so
// client islands can import it. The build fills PictureData in process.ts.

/** Content references to owner photos start with this folder: content/media/<path>. */
export const LOCAL_MEDIA_PREFIX = 'media/';
/** Formats sharp decodes that an owner photo may come in. */
export const ORIGINAL_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'avif', 'tif', 'tiff'] as const;
/** Widths of the responsive variants; an original narrower than a width skips it (never upscaled). */
export const VARIANT_WIDTHS = [480, 800, 1200, 1600] as const;
/** The <img> fallback (and share-image) is the widest variant up to this width. */
export const FALLBACK_MAX_WIDTH = 1200;
/** Output folder of the variants in dist/, and their URL prefix: under /assets/, so the host's immutable
 *  rule caches them for a year (each name carries a hash of the photo and the encoder settings). */
export const VARIANT_URL_DIR = '/assets/img';

/** True for a reference to an owner photo in content/media/ (as opposed to placeholders/x.svg or an https URL). */
export const isLocalOriginal = (ref: string): boolean => ref.startsWith(LOCAL_MEDIA_PREFIX);

export type SlotName = 'hero' | 'card' | 'split' | 'thumbnail' | 'lightbox';

export interface Slot {
  /** The `sizes` attribute: how wide the slot is drawn at each viewport width (client/styles/site.css). */
  sizes: string;
  /** The hero is the LCP element: fetched eagerly and first; every other slot waits until near the viewport. */
  loading: 'eager' | 'lazy';
  fetchPriority?: 'high';
  /** Narrowest original that still looks sharp in the slot on a 2x screen. */
  minWidth: number;
  /** Show the blurred placeholder while the photo loads (not in the lightbox, whose image is letterboxed). */
  placeholder: boolean;
}

/** Every image slot of the templates, in one place. */
export const SLOTS: Record<SlotName, Slot> = {
  // Full-bleed background of page heroes.
  hero: { sizes: '100vw', loading: 'eager', fetchPriority: 'high', minWidth: 1200, placeholder: true },
  // Cards in 1/2/3-column grids inside the 1,320 px page width (client/styles/site.css --page-width).
  card: {
    sizes: '(min-width: 1320px) 420px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
    loading: 'lazy',
    minWidth: 480,
    placeholder: true,
  },
  // Half of a two-column split from 900 px on.
  split: {
    sizes: '(min-width: 1320px) 640px, (min-width: 900px) 50vw, 100vw',
    loading: 'lazy',
    minWidth: 800,
    placeholder: true,
  },
  // Project gallery grid: two columns, three from 1024 px.
  thumbnail: {
    sizes: '(min-width: 1320px) 420px, (min-width: 1024px) 33vw, 50vw',
    loading: 'lazy',
    minWidth: 480,
    placeholder: true,
  },
  // The lightbox is at most 72rem wide.
  lightbox: { sizes: '(min-width: 1152px) 1152px, 100vw', loading: 'eager', minWidth: 800, placeholder: false },
};

/** What the build made of one original: enough for <picture> and for island props (JSON). */
export interface PictureData {
  /** URL prefix of the variants: `${base}-${width}.avif` / `.webp`. */
  base: string;
  /** Variant widths, ascending, none wider than the original. */
  widths: number[];
  /** Intrinsic size of the (orientation-corrected) original, for width/height attributes. */
  width: number;
  height: number;
  /** URL of the JPEG (PNG when the photo has transparency) fallback. */
  fallback: string;
  /** Tiny blurred preview as a data: URI (CSP img-src allows data:). */
  placeholder: string;
}

/** Original reference -> its variants, for every local original the content uses. */
export type ImageManifest = Record<string, PictureData>;

/** An image as templates and islands receive it: its URL, plus the variants when it is a local original. */
export interface ImageSource {
  src: string;
  picture?: PictureData;
}

export const srcset = (p: PictureData, format: 'avif' | 'webp'): string =>
  p.widths.map((w) => `${p.base}-${w}.${format} ${w}w`).join(', ');
