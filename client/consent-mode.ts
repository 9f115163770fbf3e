// Consent Mode in the page: sends the consent default (the site's defaults, Global Privacy
// Control applied) and the visitor's saved choice to the dataLayer once, before anything can
// load the tag manager (client/entries/site.ts starts it first; gtm.ts loads the container
// only later, at idle), and sends a consent update when the visitor saves a new choice.
import {
  CONSENT_STORAGE_KEY,
  consentState,
  parseChoice,
  type ConsentChoice,
  type ConsentState,
} from '../generator/model/consent-signals.ts';

interface Consent {
  defaults: ConsentState;
  state: ConsentState;
}
let current: Consent | undefined;

/** The tag manager reads gtag commands only as Arguments objects, the shape Google's gtag() snippet pushes. */
function gtag(..._args: unknown[]): void {
  window.dataLayer = window.dataLayer ?? [];
  // biome-ignore lint/complexity/noArguments: Consent Mode commands must be the Arguments object itself.
  window.dataLayer.push(arguments);
}

export const globalPrivacyControl = (): boolean =>
  (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;

function savedChoice(): ConsentChoice | undefined {
  try {
    return parseChoice(localStorage.getItem(CONSENT_STORAGE_KEY));
  } catch {
    return undefined; // Storage blocked (some privacy modes): the defaults apply.
  }
}

/** The site's defaults from the page's config (generator/pipeline/render/render.tsx writes them). */
function siteDefaults(): ConsentState {
  const config = JSON.parse(document.getElementById('site-config')?.textContent ?? '{}') as {
    consent: ConsentState;
  };
  return config.consent;
}

/** The page's consent: on the first call, the default is sent, then the saved choice as an update. */
function init(): Consent {
  if (current) return current;
  const defaults = siteDefaults();
  const gpc = globalPrivacyControl();
  const state = consentState(defaults, { gpc });
  gtag('consent', 'default', state);
  const started: Consent = { defaults, state };
  current = started;
  const choice = savedChoice();
  if (choice) update(started, consentState(defaults, { gpc, choice }));
  return started;
}

function update(c: Consent, state: ConsentState): void {
  c.state = state;
  gtag('consent', 'update', state);
}

/** The consent signals in force on this page. */
export const consent = (): ConsentState => init().state;

/** Keeps the visitor's choice for later visits and tells the tags now. */
export function saveChoice(choice: ConsentChoice): ConsentState {
  const c = init();
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(choice));
  } catch {
    // Storage blocked: the choice holds for this page only.
  }
  update(c, consentState(c.defaults, { gpc: globalPrivacyControl(), choice }));
  return c.state;
}

/** The spec's analytics events are sent only while analytics is allowed. */
export const analyticsAllowed = (): boolean => consent().analytics_storage === 'granted';
