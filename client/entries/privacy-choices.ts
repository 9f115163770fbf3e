import { PrivacyChoices } from '../islands/PrivacyChoices.tsx';
import { hydrateIslands } from '../hydrate.ts';

hydrateIslands('privacy-choices', PrivacyChoices);
