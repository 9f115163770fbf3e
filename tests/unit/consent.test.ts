// Consent Mode rules (generator/model/consent-signals.ts): the site's defaults, Global Privacy Control and
// the visitor's saved choice combined into the four signals a page sends.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { choiceOf, consentState, parseChoice, type ConsentState } from '../../generator/model/consent-signals.ts';

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

describe('parseChoice', () => {
  it('needs both fields as booleans', () => {
    expect(parseChoice('{"analytics":true,"ads":false}')).toEqual({ analytics: true, ads: false });
    for (const raw of [
      '{"analytics":true}',
      '{"ads":true}',
      '{"analytics":true,"ads":"false"}',
      '{"analytics":1,"ads":0}',
    ])
      expect(parseChoice(raw), raw).toBeUndefined();
  });

  it('keeps only the two fields of a choice with more', () => {
    expect(parseChoice('{"analytics":false,"ads":false,"extra":1}')).toEqual({ analytics: false, ads: false });
  });
});

describe('choiceOf', () => {
  it('reads analytics from analytics_storage alone', () => {
    expect(choiceOf(DENIED)).toEqual({ analytics: false, ads: false });
    expect(
      choiceOf({ ...DENIED, ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' }),
    ).toEqual({ analytics: false, ads: true });
  });

  it('turns advertising off when any one ad signal is denied', () => {
    for (const signal of ['ad_storage', 'ad_user_data', 'ad_personalization'] as const)
      expect(choiceOf({ ...GRANTED, [signal]: 'denied' }), signal).toEqual({ analytics: true, ads: false });
  });
});

// client/consent-mode.ts, in the page: what it pushes to the dataLayer and keeps in localStorage, on stand-ins for
// the page's window, document, storage and navigator. The module keeps the page's consent once started, so
// each test imports a fresh copy.
describe('Consent Mode in the page', () => {
  let dataLayer: unknown[] | undefined;
  let stored: Map<string, string>;
  let storage: { getItem: (key: string) => string | null; setItem: (key: string, value: string) => void };

  /** A page whose site config carries `defaults`, with GPC as given (`true`, or any other value). */
  function page(defaults: ConsentState | undefined, gpc?: unknown) {
    const window: { dataLayer?: unknown[] } = dataLayer ? { dataLayer } : {};
    vi.stubGlobal('window', window);
    vi.stubGlobal('document', {
      getElementById: (id: string) =>
        id === 'site-config' && defaults ? { textContent: JSON.stringify({ consent: defaults, other: 1 }) } : null,
    });
    vi.stubGlobal('navigator', gpc === undefined ? {} : { globalPrivacyControl: gpc });
    vi.stubGlobal('localStorage', storage);
    return window;
  }

  /** The commands pushed, as plain arrays; each must be an Arguments object, as gtag() pushes. */
  const commands = (window: { dataLayer?: unknown[] }) =>
    (window.dataLayer ?? []).map((entry) => {
      expect(Object.prototype.toString.call(entry)).toBe('[object Arguments]');
      return [...(entry as IArguments)];
    });

  const fresh = async () => {
    vi.resetModules();
    return import('../../client/consent-mode.ts');
  };

  beforeEach(() => {
    dataLayer = undefined;
    stored = new Map();
    storage = {
      getItem: (key) => stored.get(key) ?? null,
      setItem: (key, value) => void stored.set(key, value),
    };
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends the default once, before anything else, and keeps what was already in the dataLayer', async () => {
    dataLayer = [{ event: 'earlier' }];
    const window = page(GRANTED);
    const c = await fresh();
    expect(c.consent()).toEqual(GRANTED);
    expect(c.consent()).toEqual(GRANTED);
    expect(window.dataLayer?.[0]).toEqual({ event: 'earlier' });
    expect(commands({ dataLayer: window.dataLayer?.slice(1) })).toEqual([['consent', 'default', GRANTED]]);
  });

  it('starts the dataLayer when the page has none', async () => {
    const window = page(DENIED);
    const c = await fresh();
    expect(c.analyticsAllowed()).toBe(false);
    expect(commands(window)).toEqual([['consent', 'default', DENIED]]);
  });

  it('denies the ad signals in the default under Global Privacy Control, and only when it is exactly true', async () => {
    const on = page(GRANTED, true);
    const c = await fresh();
    expect(c.globalPrivacyControl()).toBe(true);
    expect(c.consent()).toEqual({ analytics_storage: 'granted', ...ADS_OFF });
    expect(commands(on)).toEqual([['consent', 'default', { analytics_storage: 'granted', ...ADS_OFF }]]);
    for (const gpc of [false, 1, 'true', undefined]) {
      const off = page(GRANTED, gpc);
      const d = await fresh();
      expect(d.globalPrivacyControl(), String(gpc)).toBe(false);
      expect(d.consent(), String(gpc)).toEqual(GRANTED);
      expect(commands(off)).toEqual([['consent', 'default', GRANTED]]);
    }
  });

  it('sends a saved choice as an update right after the default', async () => {
    stored.set('privacy-choices', '{"analytics":false,"ads":true}');
    const window = page(GRANTED, true);
    const c = await fresh();
    expect(c.consent()).toEqual({ analytics_storage: 'denied', ...ADS_OFF });
    expect(c.analyticsAllowed()).toBe(false);
    expect(commands(window)).toEqual([
      ['consent', 'default', { analytics_storage: 'granted', ...ADS_OFF }],
      ['consent', 'update', { analytics_storage: 'denied', ...ADS_OFF }],
    ]);
  });

  it('sends no update for a saved value that is not a choice, or storage that cannot be read', async () => {
    stored.set('privacy-choices', '{"analytics":false}');
    const window = page(DENIED);
    const c = await fresh();
    expect(c.consent()).toEqual(DENIED);
    expect(commands(window)).toEqual([['consent', 'default', DENIED]]);

    storage.getItem = () => {
      throw new Error('SecurityError');
    };
    const blocked = page(GRANTED);
    const d = await fresh();
    expect(d.analyticsAllowed()).toBe(true);
    expect(commands(blocked)).toEqual([['consent', 'default', GRANTED]]);
  });

  it("saves the visitor's choice, tells the tags and returns what is now in force, GPC still applied", async () => {
    const window = page(DENIED, true);
    const c = await fresh();
    expect(c.saveChoice({ analytics: true, ads: true })).toEqual({ analytics_storage: 'granted', ...ADS_OFF });
    expect(stored.get('privacy-choices')).toBe('{"analytics":true,"ads":true}');
    expect(c.consent()).toEqual({ analytics_storage: 'granted', ...ADS_OFF });
    expect(c.analyticsAllowed()).toBe(true);
    expect(commands(window)).toEqual([
      ['consent', 'default', DENIED],
      ['consent', 'update', { analytics_storage: 'granted', ...ADS_OFF }],
    ]);
    expect(c.saveChoice({ analytics: false, ads: false })).toEqual(DENIED);
    expect(commands(window)).toHaveLength(3);
  });

  it('holds a choice for the page when storage refuses it', async () => {
    storage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    const window = page(DENIED);
    const c = await fresh();
    expect(c.saveChoice({ analytics: true, ads: true })).toEqual(GRANTED);
    expect(c.consent()).toEqual(GRANTED);
    expect(commands(window)).toEqual([
      ['consent', 'default', DENIED],
      ['consent', 'update', GRANTED],
    ]);
  });

  it('starts without throwing on a page without the site config', async () => {
    const window = page(undefined);
    const c = await fresh();
    expect(c.consent()).toEqual({});
    expect(commands(window)).toEqual([['consent', 'default', {}]]);
  });
});
