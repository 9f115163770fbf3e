import { ProjectGallery } from '../islands/ProjectGallery.tsx';
import { hydrateIslands } from '../hydrate.ts';

hydrateIslands('project-gallery', ProjectGallery);
