import { EstimateForm } from '../islands/EstimateForm.tsx';
import { hydrateIslands } from '../hydrate.ts';

hydrateIslands('estimate-form', EstimateForm);
