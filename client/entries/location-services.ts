import { LocationServices } from '../islands/LocationServices.tsx';
import { hydrateIslands } from '../hydrate.ts';

hydrateIslands('location-services', LocationServices);
