// Google Consent Mode v2 for the tag manager: the four signals, and how the site's defaults
// (content/site.yaml), the visitor's Global Privacy Control and their saved choice combine
// into what the page tells the tags. Pure, so the browser code (client/consent-mode.ts) and the
// tests share one rule.

export const CONSENT_SIGNALS = ['analytics_storage', 'ad_storage', 'ad_user_data', 'ad_personalization'] as const;
export type ConsentSignal = (typeof CONSENT_SIGNALS)[number];
export type ConsentValue = 'granted' | 'denied';
export type ConsentState = Record<ConsentSignal, ConsentValue>;

/** The signals of advertising: a Global Privacy Control opt-out denies all three. */
export const AD_SIGNALS = ['ad_storage', 'ad_user_data', 'ad_personalization'] as const satisfies ConsentSignal[];

/** What the visitor chose in the privacy choices dialog. */
export interface ConsentChoice {
  analytics: boolean;
  ads: boolean;
}

/** The localStorage key holding the visitor's choice. */
export const CONSENT_STORAGE_KEY = 'privacy-choices';

const value = (on: boolean): ConsentValue => (on ? 'granted' : 'denied');

/**
 * The signals a page sends: the defaults, overridden by the visitor's saved choice; with Global
 * Privacy Control on, the ad signals are denied whatever the defaults or the choice say.
 */
export function consentState(defaults: ConsentState, visitor: { gpc: boolean; choice?: ConsentChoice }): ConsentState {
  const state = { ...defaults };
  if (visitor.choice) {
    state.analytics_storage = value(visitor.choice.analytics);
    for (const signal of AD_SIGNALS) state[signal] = value(visitor.choice.ads);
  }
  if (visitor.gpc) for (const signal of AD_SIGNALS) state[signal] = 'denied';
  return state;
}

/** The choice a state amounts to, as the dialog shows it: advertising is on only when every ad signal is. */
export function choiceOf(state: ConsentState): ConsentChoice {
  return {
    analytics: state.analytics_storage === 'granted',
    ads: AD_SIGNALS.every((signal) => state[signal] === 'granted'),
  };
}

/** A saved choice read back from storage; anything else (absent, edited by hand) is no choice. */
export function parseChoice(raw: string | null): ConsentChoice | undefined {
  if (!raw) return undefined;
  try {
    const data = JSON.parse(raw) as Partial<ConsentChoice> | null;
    // Stryker disable next-line OptionalChaining: equivalent, reading a field of null throws into the catch below: no choice.
    if (typeof data?.analytics === 'boolean' && typeof data.ads === 'boolean')
      return { analytics: data.analytics, ads: data.ads };
  } catch {
    // Not JSON: treated as no choice.
  }
  return undefined;
}
