import { Reviews } from '../islands/Reviews.tsx';
import { hydrateIslands } from '../hydrate.ts';

hydrateIslands('reviews', Reviews);
