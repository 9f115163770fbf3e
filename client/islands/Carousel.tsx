// A small carousel on embla-carousel (chosen over hand-written drag/snap code:
// it handles pointer physics, snapping and resize). embla is imported lazily,
// so it is not part of the page's initial script budget; until then the track
// is a plain horizontally scrollable strip. Controls read the carousel from
// context and refuse to work outside one.
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { CAROUSEL_DEFAULTS } from '../../generator/model/constants.ts';
import { Icon } from '../components/icons.tsx';

interface CarouselState {
  viewportRef: (el: HTMLDivElement | null) => void;
  scrollPrev: () => void;
  scrollNext: () => void;
  canScrollPrev: boolean;
  canScrollNext: boolean;
  selected: number;
}

const CarouselContext = createContext<CarouselState | null>(null);

/** Visitors who ask for less motion get the next slide at once instead of a slide animation. */
const jumps = (): boolean => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Slides not wholly inside the carousel's window are inert: Tab skips their controls instead of landing on
 * something out of sight (the Previous and Next buttons bring them in). A pixel of slack for subpixel layout.
 */
function inertOutOfView(embla: EmblaCarouselType): void {
  const frame = embla.rootNode().getBoundingClientRect();
  for (const slide of embla.slideNodes()) {
    const box = slide.getBoundingClientRect();
    slide.inert = box.left < frame.left - 1 || box.right > frame.right + 1;
  }
}

export function useCarousel(): CarouselState {
  const ctx = useContext(CarouselContext);
  if (!ctx) throw new Error('useCarousel must be used within a <Carousel />');
  return ctx;
}

/** label names this carousel; roleDescription is what screen readers call a carousel ("carousel"), both content copy. */
export function Carousel({
  label,
  roleDescription,
  options,
  children,
  onSelect,
}: {
  label: string;
  roleDescription: string;
  options?: EmblaOptionsType;
  children: ReactNode;
  onSelect?: (index: number) => void;
}) {
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const api = useRef<EmblaCarouselType | null>(null);
  const [state, setState] = useState({ prev: false, next: true, selected: 0 });

  useEffect(() => {
    if (!viewport) return undefined;
    let cancelled = false;
    void import('embla-carousel').then(({ default: EmblaCarousel }) => {
      if (cancelled) return;
      const embla = EmblaCarousel(viewport, { ...CAROUSEL_DEFAULTS, align: 'start', ...options });
      api.current = embla;
      viewport.dataset.ready = 'true';
      const update = () => {
        setState({ prev: embla.canScrollPrev(), next: embla.canScrollNext(), selected: embla.selectedScrollSnap() });
        onSelect?.(embla.selectedScrollSnap());
      };
      const inert = () => inertOutOfView(embla);
      embla.on('select', update).on('reInit', update);
      // After every move (a settled scroll, a jump, a resize) and while slides pass in and out of view.
      embla.on('settle', inert).on('scroll', inert).on('slidesInView', inert).on('reInit', inert).on('resize', inert);
      update();
      inert();
    });
    return () => {
      cancelled = true;
      api.current?.destroy();
    };
  }, [viewport]);

  const value: CarouselState = {
    viewportRef: setViewport,
    scrollPrev: () => api.current?.scrollPrev(jumps()),
    scrollNext: () => api.current?.scrollNext(jumps()),
    canScrollPrev: state.prev,
    canScrollNext: state.next,
    selected: state.selected,
  };
  return (
    <CarouselContext.Provider value={value}>
      <section className="carousel" aria-roledescription={roleDescription} aria-label={label}>
        {children}
      </section>
    </CarouselContext.Provider>
  );
}

export function CarouselContent({ children }: { children: ReactNode }) {
  const { viewportRef } = useCarousel();
  return (
    <div className="carousel-viewport" ref={viewportRef}>
      <div className="carousel-track">{children}</div>
    </div>
  );
}

export function CarouselItem({
  children,
  label,
  roleDescription,
}: {
  children: ReactNode;
  label: string;
  roleDescription: string;
}) {
  return (
    <div className="carousel-slide" role="group" aria-roledescription={roleDescription} aria-label={label}>
      {children}
    </div>
  );
}

export function CarouselPrevious({ label }: { label: string }) {
  const { scrollPrev, canScrollPrev } = useCarousel();
  return (
    <button
      type="button"
      className="carousel-btn prev"
      onClick={scrollPrev}
      disabled={!canScrollPrev}
      aria-label={label}
    >
      <Icon name="chevronLeft" size={24} />
    </button>
  );
}

export function CarouselNext({ label }: { label: string }) {
  const { scrollNext, canScrollNext } = useCarousel();
  return (
    <button
      type="button"
      className="carousel-btn next"
      onClick={scrollNext}
      disabled={!canScrollNext}
      aria-label={label}
    >
      <Icon name="chevronRight" size={24} />
    </button>
  );
}
