// Consent Mode rules (generator/model/consent.ts): the site's defaults, Global Privacy Control and
// the visitor's saved choice combined into the four signals a page sends.
import { describe, expect, it } from 'vitest';
import { choiceOf, consentState, parseChoice, type ConsentState } from '../../generator/model/consent.ts';

const GRANTED: ConsentState = {
  analytics_storage: 'granted',
  ad_storage: 'granted',
  ad_user_data: 'granted',
  ad_personalization: 'granted',
};
const DENIED: ConsentState = {
  analytics_storage: 'denied',
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
};
const ADS_OFF = { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' } as const;

describe('consentState', () => {
  it('sends the defaults as they are without GPC or a choice', () => {
    expect(consentState(GRANTED, { gpc: false })).toEqual(GRANTED);
    expect(consentState(DENIED, { gpc: false })).toEqual(DENIED);
  });

  it('denies the three ad signals under Global Privacy Control, whatever the defaults, and leaves analytics', () => {
    expect(consentState(GRANTED, { gpc: true })).toEqual({ analytics_storage: 'granted', ...ADS_OFF });
    expect(consentState(DENIED, { gpc: true })).toEqual(DENIED);
  });

  it("applies the visitor's choice over the defaults, and GPC over the choice", () => {
    expect(consentState(GRANTED, { gpc: false, choice: { analytics: false, ads: false } })).toEqual(DENIED);
    expect(consentState(DENIED, { gpc: false, choice: { analytics: true, ads: true } })).toEqual(GRANTED);
    expect(consentState(DENIED, { gpc: true, choice: { analytics: true, ads: true } })).toEqual({
      analytics_storage: 'granted',
      ...ADS_OFF,
    });
  });

  it('reads a state back as the choice the dialog shows', () => {
    expect(choiceOf(GRANTED)).toEqual({ analytics: true, ads: true });
    expect(choiceOf({ ...GRANTED, ad_user_data: 'denied' })).toEqual({ analytics: true, ads: false });
  });

  it('ignores a stored choice that is not one', () => {
    expect(parseChoice('{"analytics":false,"ads":true}')).toEqual({ analytics: false, ads: true });
    for (const raw of [null, '', 'yes', '{"analytics":"no","ads":true}', 'null', '[]'])
      expect(parseChoice(raw), String(raw)).toBeUndefined();
  });
});
