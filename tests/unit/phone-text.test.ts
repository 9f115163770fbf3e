// How the site phone number is written (generator/model/phone-text.ts): the tel: link every call
// button uses, and text that wraps nowhere.
import { describe, expect, it } from 'vitest';
import { telHref, unbreakablePhone } from '../../generator/model/phone-text.ts';

describe('telHref', () => {
  it('dials the E.164 form, never the display form', () => {
    expect(telHref({ e164: '+12025550142' })).toBe('tel:+12025550142');
    expect(telHref({ e164: '+12025550142', display: '(202) 555-0142' } as { e164: string })).toBe('tel:+12025550142');
  });
});

describe('unbreakablePhone', () => {
  it('joins the number with a no-break space and a non-breaking hyphen', () => {
    expect(unbreakablePhone('(202) 555-0142')).toBe('(202)\u00a0555\u20110142');
    expect(unbreakablePhone('')).toBe('');
  });
});
