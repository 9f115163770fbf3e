import { Faq } from '../islands/Faq.tsx';
import { hydrateIslands } from '../hydrate.ts';

hydrateIslands('faq', Faq);
