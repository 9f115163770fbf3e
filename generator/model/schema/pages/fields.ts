// Fields the page schemas share: references to services and projects, and described headings and labels.
import { z } from 'zod';
import { problemMessage } from '../../problems.ts';
import { slug, text } from '../primitives.ts';
import { ref } from '../ref.ts';

/** The slug of a service file (content/services/<slug>.yaml). */
export const serviceRef = ref('service', slug).describe('Slug of a service in content/services/.');
/** The id of a project (project-N in content/projects/). */
export const projectRef = ref('project', z.string().regex(/^project-\d+$/, problemMessage('ProjectRefFormat'))).meta({
  description: 'Id of a project in content/projects/.',
  examples: ['project-1'],
});
/** The small line above a hero heading. */
export const eyebrow = (example: string) =>
  text.meta({ description: 'Small line above the main heading.', examples: [example] });
export const heading = (example: string) => text.meta({ description: 'Heading of this section.', examples: [example] });
export const label = (description: string, example: string) => text.meta({ description, examples: [example] });
