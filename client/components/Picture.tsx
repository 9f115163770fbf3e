// The one image component of every image slot (server templates and islands):
// an owner photo becomes <picture> with AVIF and WebP srcsets sized for its
// slot over a blurred placeholder; placeholders and media-host URLs stay a
// plain <img>. Pure props in, markup out, so preact islands can use it too.
import { SLOTS, srcset, type ImageSource, type SlotName } from '../../generator/model/image-slots.ts';

export interface PictureProps {
  image: ImageSource;
  alt: string;
  slot: SlotName;
  className?: string;
  /** Intrinsic size of a non-photo image (the shipped placeholders are 4:3). */
  width?: number;
  height?: number;
}

export function Picture({ image, alt, slot, className, width = 1200, height = 900 }: PictureProps) {
  const s = SLOTS[slot];
  // Lazy images decode off the main thread; the eager hero (the LCP element) keeps the default.
  const loading = {
    loading: s.loading,
    decoding: s.loading === 'lazy' ? 'async' : undefined,
    fetchPriority: s.fetchPriority,
  } as const;
  const pic = image.picture;
  if (!pic) return <img className={className} src={image.src} alt={alt} width={width} height={height} {...loading} />;
  // A photo with no variants yet (uploaded in the web editor since the build: generator/editor/preview-render.tsx)
  // is its original file; a build always makes at least one variant.
  if (pic.widths.length === 0)
    return <img className={className} src={pic.fallback} alt={alt} width={width} height={height} {...loading} />;

  const picture = (
    <picture>
      <source type="image/avif" srcSet={srcset(pic, 'avif')} sizes={s.sizes} />
      <source type="image/webp" srcSet={srcset(pic, 'webp')} sizes={s.sizes} />
      <img
        className={s.placeholder ? undefined : className}
        src={pic.fallback}
        alt={alt}
        width={pic.width}
        height={pic.height}
        {...loading}
      />
    </picture>
  );
  if (!s.placeholder) return picture;
  // The CSP forbids style attributes, so the blurred preview is an image of its own under the photo.
  return (
    <span className={className ? `picture ${className}` : 'picture'}>
      <img className="picture-placeholder" src={pic.placeholder} alt="" width={pic.width} height={pic.height} />
      {picture}
    </span>
  );
}
