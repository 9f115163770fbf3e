// Project photo grid with a full-screen lightbox: previous/next (disabled at
// the ends), arrow keys, close button and Escape, caption and "n of total".
import { useEffect, useRef, useState } from 'react';
import { LIGHTBOX_ENGAGEMENT_MS } from '../../generator/model/constants.ts';
import type { ImageSource } from '../../generator/model/image-slots.ts';
import type { Project } from '../../generator/model/schema/index.ts';
import { Icon } from '../components/icons.tsx';
import { Picture } from '../components/Picture.tsx';
import { trackGallery } from '../analytics.ts';
import { fill } from '../../generator/model/copy.ts';
import type { GalleryPage } from '../../generator/model/schema/index.ts';
import { useOverlayFocus } from '../focus.ts';

/** A photo's URL, alt text and, for an owner photo, its responsive variants. */
export interface GalleryImage extends ImageSource {
  alt: string;
}

export interface ProjectGalleryProps {
  projectName: string;
  images: GalleryImage[];
  /** Thumbnail shape, e.g. "3/4" (the schema's enum; each value has a ratio-* class in site.css). */
  aspectRatio: Project['aspectRatio'];
  /** The viewer's words (gallery.yaml projectPage.photoViewer). */
  words: GalleryPage['projectPage']['photoViewer'];
}

/** "3/4" -> "ratio-3-4": a class from site.css, since the CSP blocks inline style attributes. */
const ratioClass = (ratio: Project['aspectRatio']) => `ratio-${ratio.replace('/', '-')}`;

export function ProjectGallery({ projectName, images, aspectRatio, words }: ProjectGalleryProps) {
  const [index, setIndex] = useState<number | null>(null);
  const openedAt = useRef(0);
  const closeRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const last = images.length - 1;
  // Modal: Tab stays on the viewer's controls; closing returns focus to the photo that opened it.
  useOverlayFocus(index !== null, { roots: () => [dialogRef.current], first: () => closeRef.current });

  const open = (i: number) => {
    openedAt.current = Date.now();
    setIndex(i);
    trackGallery(projectName, 'enlarge', { image_index: i + 1 });
  };
  const close = () => {
    const elapsed = Date.now() - openedAt.current;
    setIndex(null);
    trackGallery(projectName, 'view', elapsed > LIGHTBOX_ENGAGEMENT_MS ? { engagement_time_msec: elapsed } : {});
  };
  const go = (delta: number) => {
    setIndex((cur) => {
      if (cur === null) return cur;
      const next = Math.min(last, Math.max(0, cur + delta));
      if (next !== cur) trackGallery(projectName, 'navigate', { image_index: next + 1 });
      return next;
    });
  };

  useEffect(() => {
    if (index === null) return undefined;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close();
      else if (e.key === 'ArrowRight') go(1);
      else if (e.key === 'ArrowLeft') go(-1);
    };
    document.addEventListener('keydown', onKey);
    document.body.classList.add('no-scroll');
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.classList.remove('no-scroll');
    };
  }, [index === null]);

  const current = index === null ? null : images[index];
  return (
    <div className="project-gallery">
      <ul className="thumb-grid">
        {images.map((img, i) => (
          <li key={`${img.src}-${i}`}>
            <button
              type="button"
              className={`thumb ${ratioClass(aspectRatio)}`}
              onClick={() => open(i)}
              aria-label={fill(words.enlarge, { number: i + 1, alt: img.alt })}
            >
              <Picture image={img} alt={img.alt} slot="thumbnail" />
            </button>
          </li>
        ))}
      </ul>
      {current && index !== null ? (
        // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes; keyboard users close with Escape or the close button
        <div
          className="lightbox"
          role="dialog"
          aria-modal="true"
          aria-label={fill(words.name, { name: projectName })}
          ref={dialogRef}
          onClick={(e) => {
            if (e.target === e.currentTarget) close();
          }}
        >
          <div className="lightbox-inner">
            <button type="button" className="lightbox-close" ref={closeRef} onClick={close} aria-label={words.close}>
              <Icon name="close" size={24} />
            </button>
            <figure className="lightbox-figure">
              <Picture key={current.src} image={current} alt={current.alt} slot="lightbox" />
              {/* A live region: the caption and counter of each photo the arrows bring are read out. */}
              <figcaption aria-live="polite" aria-atomic="true">
                <span className="lightbox-caption">{current.alt}</span>
                <span className="lightbox-counter">
                  {fill(words.counter, { number: index + 1, total: images.length })}
                </span>
              </figcaption>
            </figure>
            <button
              type="button"
              className="lightbox-nav prev"
              onClick={() => go(-1)}
              disabled={index === 0}
              aria-label={words.previous}
            >
              <Icon name="chevronLeft" size={28} />
            </button>
            <button
              type="button"
              className="lightbox-nav next"
              onClick={() => go(1)}
              disabled={index === last}
              aria-label={words.next}
            >
              <Icon name="chevronRight" size={28} />
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
