// Tag manager loader: reads GTM_CONTAINER_ID from the settings table (anon
// role) and injects the async script plus the noscript iframe at the start of
// <body>. The build bakes the id in when the backend answers it
// (generator/pipeline/content/settings-lookup.ts); otherwise the page makes the same one query
// itself, with fetch against the PostgREST endpoint supabase-js would call
// (supabase-js in the browser cost 55 KB gzip for this single read).
import { GTM_PLACEHOLDER, GTM_SETTING_NAME } from '../generator/model/constants.ts';

export type GtmState =
  | { status: 'loading' }
  | { status: 'loaded'; containerId: string }
  | { status: 'error'; error: string }
  | { status: 'none' };

export interface GtmConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
  /** A fixed container from content; empty or the placeholder means "read the settings table". */
  gtmContainerId: string;
}

export const usableContainerId = (id: unknown): id is string =>
  typeof id === 'string' && id.trim() !== '' && id.trim() !== GTM_PLACEHOLDER;

/** The settings table's PostgREST endpoint: the page, the build (supabase-js) and `check` all ask it. */
export const settingsEndpoint = (supabaseUrl: string): string => `${supabaseUrl.replace(/\/+$/, '')}/rest/v1/settings`;

/** The public anonymous key as supabase-js sends it when nobody is signed in. */
export const anonHeaders = (supabaseAnonKey: string): Record<string, string> => ({
  apikey: supabaseAnonKey,
  Authorization: `Bearer ${supabaseAnonKey}`,
});

/** The query supabase-js sends for .from('settings').select('key').eq(name).eq(active).single(). */
export function settingsRequest(config: Pick<GtmConfig, 'supabaseUrl' | 'supabaseAnonKey'>): {
  url: string;
  headers: Record<string, string>;
} {
  const query = new URLSearchParams({ select: 'key', name: `eq.${GTM_SETTING_NAME}`, active: 'eq.true' });
  return {
    url: `${settingsEndpoint(config.supabaseUrl)}?${query}`,
    headers: {
      ...anonHeaders(config.supabaseAnonKey),
      // One object or an error (406 when there is no row), like .single().
      Accept: 'application/vnd.pgrst.object+json',
    },
  };
}

export async function fetchContainerId(config: GtmConfig): Promise<string | null> {
  const { url, headers } = settingsRequest(config);
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`settings query answered ${response.status}`);
  const data = (await response.json()) as { key?: unknown } | null;
  return typeof data?.key === 'string' ? data.key : null;
}

/** Inserts the container; returns a cleanup that removes both elements. */
export function injectContainer(id: string): () => void {
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;
  script.dataset.gtm = id;
  document.head.appendChild(script);
  const noscript = document.createElement('noscript');
  const iframe = document.createElement('iframe');
  iframe.src = `https://www.googletagmanager.com/ns.html?id=${encodeURIComponent(id)}`;
  iframe.height = '0';
  iframe.width = '0';
  iframe.style.display = 'none';
  iframe.style.visibility = 'hidden';
  noscript.appendChild(iframe);
  noscript.dataset.gtm = id;
  document.body.insertBefore(noscript, document.body.firstChild);
  return () => {
    script.remove();
    noscript.remove();
  };
}

export async function loadTagManager(
  config: GtmConfig,
  report: (state: GtmState) => void,
): Promise<(() => void) | undefined> {
  report({ status: 'loading' });
  let id: string | null;
  if (usableContainerId(config.gtmContainerId)) {
    id = config.gtmContainerId;
  } else {
    try {
      id = await fetchContainerId(config);
    } catch (error) {
      // Logged as a warning: the page handles it (no container) and a blocked or
      // down backend must not read as a broken page (console errors fail our tests).
      console.warn('Error loading GTM settings:', error);
      report({ status: 'error', error: 'Failed to load GTM settings' });
      return undefined;
    }
  }
  if (!usableContainerId(id)) {
    report({ status: 'none' });
    return undefined;
  }
  const cleanup = injectContainer(id.trim());
  report({ status: 'loaded', containerId: id.trim() });
  return cleanup;
}
