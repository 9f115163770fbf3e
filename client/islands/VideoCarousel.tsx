// Vertical (9/16) project video clips in a carousel. Clips load only their
// poster until played, so a page of 18 clips stays light.
import { Carousel, CarouselContent, CarouselItem, CarouselNext, CarouselPrevious } from './Carousel.tsx';

export interface VideoCarouselProps {
  projectName: string;
  videos: { src: string; poster: string; title: string }[];
}

export function VideoCarousel({ projectName, videos }: VideoCarouselProps) {
  return (
    <Carousel label={`${projectName} video clips`}>
      <CarouselContent>
        {videos.map((v, i) => (
          <CarouselItem key={v.src} label={`${i + 1} of ${videos.length}`}>
            <figure className="video-slide">
              <video controls muted playsInline preload="none" poster={v.poster} width={360} height={640}>
                <source src={v.src} type="video/quicktime" />
                <source src={v.src} type="video/mp4" />
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
