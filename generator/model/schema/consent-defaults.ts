// The Google Consent Mode v2 defaults of content/site.yaml (analytics.consentDefaults): what the
// page tells the tag manager before it loads, until the visitor chooses otherwise.
import { z } from 'zod';
import type { ConsentState } from '../consent-signals.ts';

const signal = (description: string) =>
  z
    .enum(['granted', 'denied'])
    .default('granted')
    .meta({ description: `${description} "granted" or "denied".`, examples: ['granted'] });

export const consentDefaultsSchema = z
  .strictObject({
    analytics_storage: signal('Analytics cookies (Google Analytics).'),
    ad_storage: signal('Advertising cookies. Denied for visitors whose browser sends Global Privacy Control.'),
    ad_user_data: signal('Sending visitor data to Google for advertising. Denied under Global Privacy Control.'),
    ad_personalization: signal('Personalized advertising (remarketing). Denied under Global Privacy Control.'),
  })
  .default({
    analytics_storage: 'granted',
    ad_storage: 'granted',
    ad_user_data: 'granted',
    ad_personalization: 'granted',
  })
  .describe(
    'Google Consent Mode v2 defaults, sent before the tag manager loads; the visitor can change them in the privacy choices dialog.',
  ) satisfies z.ZodType<ConsentState>;
