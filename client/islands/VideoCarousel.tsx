// Vertical (9/16) project video clips in a carousel. Clips load only their
// poster until played, so a page of 18 clips stays light.
import { Carousel, CarouselContent, CarouselItem, CarouselNext, CarouselPrevious } from './Carousel.tsx';
import { fill } from '../../generator/model/copy.ts';
import type { GalleryPage } from '../../generator/model/schema/index.ts';

export interface VideoCarouselProps {
  projectName: string;
  /** type: the file's MIME type (generator/model/media.ts videoType); captions: a WebVTT track served by the site. */
  videos: {
    src: string;
    type?: string;
    poster: string;
    title: string;
    captions?: { src: string; srclang: string; label: string };
  }[];
  /** The carousel's words (gallery.yaml projectPage.videoCarousel) and the no-video text (site.yaml copy.videoUnsupported). */
  words: GalleryPage['projectPage']['videoCarousel'] & { unsupported: string };
}

export function VideoCarousel({ projectName, videos, words }: VideoCarouselProps) {
  return (
    <Carousel label={fill(words.name, { name: projectName })} roleDescription={words.carouselRole}>
      <CarouselContent>
        {videos.map((v, i) => (
          <CarouselItem
            key={v.src}
            label={fill(words.slide, { number: i + 1, total: videos.length })}
            roleDescription={words.slideRole}
          >
            <figure className="video-slide">
              <video controls muted playsInline preload="none" poster={v.poster} width={360} height={640}>
                <source src={v.src} type={v.type} />
                {v.captions ? (
                  <track
                    kind="captions"
                    src={v.captions.src}
                    srcLang={v.captions.srclang}
                    label={v.captions.label}
                    default
                  />
                ) : null}
                {words.unsupported}
              </video>
              <figcaption>{v.title}</figcaption>
            </figure>
          </CarouselItem>
        ))}
      </CarouselContent>
      <div className="carousel-controls">
        <CarouselPrevious label={words.previous} />
        <CarouselNext label={words.next} />
      </div>
    </Carousel>
  );
}
