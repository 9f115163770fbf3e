// `check`'s question to the live settings backend: what can the site's own public key read from the
// settings table? Every page carries that key (pages read the tag-manager id themselves when the build
// could not), so whatever it reads, any visitor reads. It asks for every row and every column; anything
// beyond the active GTM_CONTAINER_ID row's name, key and active (what the site's query reads, and all
// that supabase/migrations/*_settings.sql opens) is a problem. Offline, or with the backend down, it says
// in one line that it skipped: a check never fails for want of a network.
import { lstatSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { anonHeaders, settingsEndpoint } from '../../client/gtm.ts';
import { GTM_SETTING_NAME } from '../model/constants.ts';
import { problemMessage } from '../model/problems.ts';
import { SETTINGS_LOOKUP_TIMEOUT_MS, unresolvedHost } from '../pipeline/content/settings-lookup.ts';

/** The columns the site's query reads: it selects key and filters on name and active. */
export const SITE_COLUMNS = ['name', 'key', 'active'] as const;

export interface Backend {
  supabaseUrl: string;
  supabaseAnonKey: string;
}

/** One row the public key reads more of than the site needs: its name (when readable) and those fields. */
export interface ReadableRow {
  name?: string;
  fields: Record<string, unknown>;
}

export type SettingsAccess =
  | { status: 'skipped'; reason: string }
  /** Nothing beyond the tag-manager id: `reads` says what the key does read. */
  | { status: 'private'; reads: string }
  | { status: 'exposed'; rows: ReadableRow[] };

/** The page whose config `check` takes the backend from: every page carries the same one. */
export const CONFIG_PAGE = 'index.html';

/** The backend address and key the built pages carry (templates/Document.tsx writes them into #site-config). */
export function siteBackend(outDir: string): Backend | undefined {
  const file = path.join(outDir, CONFIG_PAGE);
  let html: string;
  try {
    // A symbolic link is check's to report, never to read (it may lead anywhere).
    if (!lstatSync(file).isFile()) return undefined;
    html = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const json = /<script\b[^>]*\sid="site-config"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!json) return undefined;
  try {
    const config = JSON.parse(json) as Partial<Backend>;
    if (typeof config.supabaseUrl !== 'string' || typeof config.supabaseAnonKey !== 'string') return undefined;
    return { supabaseUrl: config.supabaseUrl, supabaseAnonKey: config.supabaseAnonKey };
  } catch {
    return undefined;
  }
}

type Reply = { status: number; body: unknown } | { unreachable: string };

async function ask(backend: Backend, select: string, timeoutMs: number): Promise<Reply> {
  try {
    const response = await fetch(`${settingsEndpoint(backend.supabaseUrl)}?select=${select}`, {
      headers: anonHeaders(backend.supabaseAnonKey),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: kept as text for the message
    }
    return { status: response.status, body };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    return { unreachable: cause ?? (error instanceof Error ? error.message : String(error)) };
  }
}

const codeOf = (body: unknown) => (body && typeof body === 'object' ? (body as { code?: unknown }).code : undefined);
const messageOf = (body: unknown) =>
  body && typeof body === 'object' ? String((body as { message?: unknown }).message ?? '') : String(body);

/** Refused for want of a privilege: the key may not read (some of) those columns. */
const refused = (reply: Reply) =>
  'status' in reply && (reply.status === 401 || reply.status === 403) && codeOf(reply.body) === '42501';

/** The fields of a row the site has no need of: none for the active tag-manager row's own columns. */
function beyondSite(row: Record<string, unknown>, rowCount: number): Record<string, unknown> {
  const named = 'name' in row;
  const isSiteRow =
    (named ? row.name === GTM_SETTING_NAME : rowCount === 1) && (!('active' in row) || row.active === true);
  if (!isSiteRow) return row;
  return Object.fromEntries(Object.entries(row).filter(([k]) => !(SITE_COLUMNS as readonly string[]).includes(k)));
}

/**
 * Asks the settings endpoint with the public key for every row and column (`select=*`). Where that is
 * refused because some columns are not granted (as the migration does), asks again for the columns
 * the site reads, still for every row, then for the key alone.
 */
export async function probeSettingsAccess(
  backend: Backend,
  timeoutMs = SETTINGS_LOOKUP_TIMEOUT_MS,
): Promise<SettingsAccess> {
  const unresolved = await unresolvedHost(backend.supabaseUrl, timeoutMs);
  if (unresolved) return { status: 'skipped', reason: `the settings backend could not be reached (${unresolved})` };
  let reply: Reply | undefined;
  for (const select of ['*', SITE_COLUMNS.join(','), 'key']) {
    reply = await ask(backend, select, timeoutMs);
    if (!refused(reply)) break;
  }
  if (!reply || 'unreachable' in reply)
    return { status: 'skipped', reason: `the settings backend could not be reached (${reply?.unreachable})` };
  if (refused(reply)) return { status: 'private', reads: 'nothing of the settings table' };
  const code = codeOf(reply.body);
  if (reply.status === 404 && (code === 'PGRST205' || code === '42P01'))
    return { status: 'private', reads: 'nothing: the project has no settings table' };
  if (reply.status !== 200 || !Array.isArray(reply.body))
    return {
      status: 'skipped',
      reason: `the settings endpoint answered ${reply.status}${messageOf(reply.body) ? ` (${messageOf(reply.body)})` : ''}`,
    };
  const rows = reply.body.filter((r): r is Record<string, unknown> => Boolean(r) && typeof r === 'object');
  const exposed = rows.flatMap((row): ReadableRow[] => {
    const fields = beyondSite(row, rows.length);
    if (Object.keys(fields).length === 0) return [];
    return [{ ...(typeof row.name === 'string' ? { name: row.name } : {}), fields }];
  });
  if (exposed.length) return { status: 'exposed', rows: exposed };
  const id = rows[0]?.key;
  return {
    status: 'private',
    reads: typeof id === 'string' ? `only the tag-manager id (${id})` : 'no row of the settings table',
  };
}

/**
 * A value as the report shows it: enough to recognise it (its first 4 characters and its length), not
 * the whole of it; a check's output ends up in CI logs, and the value may be a secret.
 */
export function preview(value: unknown): string {
  if (typeof value !== 'string') return JSON.stringify(value) ?? String(value);
  return value.length <= 4 ? JSON.stringify(value) : `"${value.slice(0, 4)}…" (${value.length} characters)`;
}

/** One problem's message for a row the public key reads too much of. */
export function exposureMessage(row: ReadableRow): string {
  // A named row's name is in the sentence already, in full: the owner needs it to find the row.
  const shown = Object.entries(row.fields).filter(([k]) => row.name === undefined || k !== 'name');
  const fields = shown.length ? shown.map(([k, v]) => `${k} = ${preview(v)}`).join(', ') : 'its name';
  const which = row.name === undefined ? 'a row' : `the row ${JSON.stringify(row.name)}`;
  return problemMessage('SettingsExposed', which, fields);
}

export interface SettingsCheck {
  /** The one line `check` prints. */
  line: string;
  /** Problems, named by the page the key was read from. */
  exposures: { file: string; message: string }[];
}

/** The whole check of a built site's settings access: the backend its pages name, asked with their key. */
export async function checkSettingsAccess(outDir: string, timeoutMs?: number): Promise<SettingsCheck> {
  const backend = siteBackend(outDir);
  const access = backend
    ? await probeSettingsAccess(backend, timeoutMs)
    : ({ status: 'skipped', reason: `no ${CONFIG_PAGE} with the site's config to take the backend from` } as const);
  switch (access.status) {
    case 'skipped':
      return { line: `Settings access: skipped, ${access.reason}`, exposures: [] };
    case 'private':
      return { line: `Settings access: the public key reads ${access.reads}`, exposures: [] };
    case 'exposed':
      return {
        line: `Settings access: the public key reads ${access.rows.length} row(s) of the settings table beyond the tag-manager id`,
        exposures: access.rows.map((row) => ({ file: CONFIG_PAGE, message: exposureMessage(row) })),
      };
  }
}
