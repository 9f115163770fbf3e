import { HomeVideo } from '../islands/HomeVideo.tsx';
import { hydrateIslands } from '../hydrate.ts';

hydrateIslands('home-video', HomeVideo);
