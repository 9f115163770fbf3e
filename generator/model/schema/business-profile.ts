// The optional Google Business Profile addresses of content/site.yaml: each one set adds its link
// (JSON-LD sameAs and hasMap, the reviews page's review button, the contact page's maps link).
import { z } from 'zod';
import { httpsUrl } from './primitives.ts';

export const googleBusinessProfileSchema = z
  .strictObject({
    profileUrl: httpsUrl.optional().meta({
      description: "Address of the business's Google Business Profile, which search engines link to the site.",
      examples: ['https://www.google.com/maps?cid=1234567890'],
    }),
    reviewUrl: httpsUrl.optional().meta({
      description: 'Where customers write a Google review: the reviews page\'s "Write a Review" button links here.',
      examples: ['https://g.page/r/AbCdEf/review'],
    }),
    mapsUrl: httpsUrl.optional().meta({
      description: 'The business on Google Maps: linked from the contact page and given to search engines.',
      examples: ['https://maps.app.goo.gl/AbCdEf'],
    }),
  })
  .describe('Google Business Profile addresses (all optional); none set leaves every page as it is.');
