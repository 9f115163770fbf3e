// The mark of a testimonial or review the site shipped with as an invented sample: it shows like any
// other, and `build-site check --launch` (generator/cli/launch-check.ts) lists it until a real
// customer's review replaces it and the mark is removed.
import { z } from 'zod';

export const sampleFlag = z
  .boolean()
  .optional()
  .describe(
    "true: a sample shipped with the site, not a real customer's words; `build-site check --launch` lists it until it is replaced with a real review and this line removed.",
  );
