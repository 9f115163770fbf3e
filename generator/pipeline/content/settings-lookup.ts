// Build-time read of the tag-manager container id from the backend settings
// table (supabase-js, anon role). When the backend answers with an id, the
// build bakes it into every page and the browser skips the query; when it does
// not answer in time, or holds no active id, pages read it at run time
// (client/gtm.ts). The build never fails because of the backend.
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { GTM_PLACEHOLDER, GTM_SETTING_NAME } from '../../model/constants.ts';
import type { Site } from '../../model/schema/index.ts';

/** Long enough for a healthy backend, short enough not to slow every offline build. */
export const SETTINGS_LOOKUP_TIMEOUT_MS = 2000;

const NO_SINGLE_ROW = 'PGRST116';
const NO_ACTIVE_ID = 'the settings table holds no active container id';

export type ContainerLookup =
  | { source: 'content'; id: string }
  | { source: 'backend'; id: string }
  | { source: 'runtime'; reason: string };

const usable = (id: unknown): id is string =>
  typeof id === 'string' && id.trim() !== '' && id.trim() !== GTM_PLACEHOLDER;

export async function lookupContainerId(
  analytics: Pick<Site['analytics'], 'supabaseUrl' | 'supabaseAnonKey' | 'gtmContainerId'>,
  timeoutMs = SETTINGS_LOOKUP_TIMEOUT_MS,
): Promise<ContainerLookup> {
  if (usable(analytics.gtmContainerId)) return { source: 'content', id: analytics.gtmContainerId.trim() };
  const unresolved = await unresolvedHost(analytics.supabaseUrl, timeoutMs);
  if (unresolved) return { source: 'runtime', reason: `the settings backend could not be reached (${unresolved})` };
  // Loaded only now: supabase-js and Node's fetch cost a tenth of a second to load, which an offline build skips.
  const { createClient } = await import('@supabase/supabase-js');
  const client = createClient(analytics.supabaseUrl, analytics.supabaseAnonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: (input, init) => fetch(input, { ...init, signal: AbortSignal.timeout(timeoutMs) }) },
  });
  try {
    // No retries: the build must not wait seconds for a backend that is down; pages can read it later.
    // .single(), as the page asks (client/gtm.ts settingsRequest): the same request gets the same answer.
    const { data, error } = await client
      .from('settings')
      .select('key')
      .eq('name', GTM_SETTING_NAME)
      .eq('active', true)
      .single()
      .retry(false);
    // supabase-js reports a failed fetch as an error without a PostgREST code.
    if (error && !error.code)
      return { source: 'runtime', reason: `the settings backend could not be reached (${error.message})` };
    // PostgREST's answer to .single() when no row matches (none is active, or the public key may not see it).
    if (error?.code === NO_SINGLE_ROW) return { source: 'runtime', reason: NO_ACTIVE_ID };
    if (error)
      return { source: 'runtime', reason: `the settings table answered an error (${error.code}: ${error.message})` };
    const key = (data as { key?: unknown } | null)?.key;
    if (!usable(key)) return { source: 'runtime', reason: NO_ACTIVE_ID };
    return { source: 'backend', id: key.trim() };
  } catch (error) {
    const cause = error instanceof Error ? error.message : String(error);
    return { source: 'runtime', reason: `the settings backend did not answer (${cause})` };
  }
}

type Analytics = Parameters<typeof lookupContainerId>[0];

/** A resident process's last answer for each backend and key, and the lookup under way. */
const kept = new Map<string, { last?: ContainerLookup; pending?: Promise<ContainerLookup> }>();

/**
 * lookupContainerId for a process that builds again (the dev server's build child): the answer the
 * backend gave last, while one new lookup at a time runs for the builds after. Online, a round trip
 * to the backend on every reload would be most of it; the first build waits for its answer, and an
 * id changed in the settings table reaches the pages one build later.
 */
export function keptLookup(analytics: Analytics, timeoutMs = SETTINGS_LOOKUP_TIMEOUT_MS): Promise<ContainerLookup> {
  const key = JSON.stringify([analytics.supabaseUrl, analytics.supabaseAnonKey, analytics.gtmContainerId]);
  const now = kept.get(key) ?? {};
  kept.set(key, now);
  now.pending ??= lookupContainerId(analytics, timeoutMs)
    .then((answer) => {
      now.last = answer;
      return answer;
    })
    .finally(() => {
      now.pending = undefined;
    });
  // A build answered from `last` does not wait for it; lookupContainerId answers every failure in words.
  now.pending.catch(() => undefined);
  return now.last ? Promise.resolve(now.last) : now.pending;
}

/**
 * Why the backend's host name does not resolve (offline, a typo), or undefined when it does. Checked
 * before loading the client: the name lookup is what fails first when there is no network.
 */
export async function unresolvedHost(url: string, timeoutMs: number): Promise<string | undefined> {
  let hostname: string;
  try {
    hostname = new URL(url).hostname;
  } catch {
    return undefined; // supabase-js reports a malformed URL in its own words
  }
  if (isIP(hostname.replace(/^\[|\]$/g, '')) || hostname === 'localhost') return undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`no address for ${hostname} within ${timeoutMs} ms`), timeoutMs);
  });
  try {
    return await Promise.race([lookup(hostname).then(() => undefined), timeout]);
  } catch (error) {
    return `${(error as NodeJS.ErrnoException).code ?? 'DNS error'} ${hostname}`;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The container id the pages carry (their config's gtmContainerId): the one found, or else the
 * content's own value (empty or the placeholder), which tells client/gtm.ts to read it at run time.
 */
export function pageContainerId(lookup: ContainerLookup, analytics: Pick<Site['analytics'], 'gtmContainerId'>): string {
  return lookup.source === 'runtime' ? analytics.gtmContainerId : lookup.id;
}

/** One line for the build log: which path the tag-manager id takes. */
export function describeLookup(lookup: ContainerLookup): string {
  switch (lookup.source) {
    case 'content':
      return `Tag manager: ${lookup.id} from content/site.yaml`;
    case 'backend':
      return `Tag manager: ${lookup.id} read from the settings table and built into the pages`;
    case 'runtime':
      return `Tag manager: pages read the container id at run time (${lookup.reason})`;
  }
}
