import { Header } from '../islands/Header.tsx';
import { hydrateIslands } from '../hydrate.ts';

hydrateIslands('header', Header);
