import { VideoCarousel } from '../islands/VideoCarousel.tsx';
import { hydrateIslands } from '../hydrate.ts';

hydrateIslands('video-carousel', VideoCarousel);
