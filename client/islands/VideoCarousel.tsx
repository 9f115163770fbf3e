// Vertical (9/16) project video clips in a carousel. Clips load only their
// poster until played, so a page of 18 clips stays light.
import { Carousel, CarouselContent, CarouselItem, CarouselNext, CarouselPrevious } from './Carousel.tsx';

export interface VideoCarouselProps {
  projectName: string;
  /** type: the file's MIME type (generator/model/media.ts videoType); captions: a WebVTT track served by the site. */
  videos: { src: string; type?: string; poster: string; title: string; captions?: { src: string; srclang: string; label: string } }[];
}

export function VideoCarousel({ projectName, videos }: VideoCarouselProps) {
  return (
    <Carousel label={`${projectName} video clips`}>
      <CarouselContent>
        {videos.map((v, i) => (
          <CarouselItem key={v.src} label={`${i + 1} of ${videos.length}`}>
            <figure className="video-slide">
              <video controls muted playsInline preload="none" poster={v.poster} width={360} height={640}>
                <source src={v.src} type={v.type} />
                {v.captions ? <track kind="captions" src={v.captions.src} srcLang={v.captions.srclang} label={v.captions.label} default /> : null}
                Your browser does not support the video tag.
              </video>
              <figcaption>{v.title}</figcaption>
            </figure>
          </CarouselItem>
        ))}
      </CarouselContent>
      <div className="carousel-controls">
        <CarouselPrevious />
        <CarouselNext />
      </div>
    </Carousel>
  );
}
