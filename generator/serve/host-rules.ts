// Host rules: parses dist/_headers and dist/_redirects and answers what Netlify
// or Cloudflare Pages would do for one request, so the preview server (and the
// tests that run against it) behave like the deployed site.
//
// The two hosts differ in ways that matter for this site (see docs/deploy.md):
// - Netlify: default status 301; a rule is skipped when a file exists at the
//   requested path ("shadowing") unless its status carries `!` (forced).
// - Cloudflare Pages: default status 302; rules always win over files; a status
//   with `!` is not a number there, so the whole line is ignored; a second rule
//   for the same source path is ignored; no 404 rewrites.
// redirectsFile() (site-files.ts) writes every rule twice, forced then plain,
// so both hosts answer a real redirect even though a stub file exists.

export type HostDialect = 'netlify' | 'cloudflare';

export interface RedirectRule {
  from: string;
  to: string;
  status: number;
  force: boolean;
  /** 1-based line in _redirects, for messages. */
  line: number;
}

export interface HeaderRule {
  pattern: string;
  headers: [name: string, value: string][];
  /** Cloudflare's `! Name` lines: drop a header an earlier block attached. */
  detach: string[];
  line: number;
}

export type RedirectOutcome =
  | { kind: 'redirect'; status: number; location: string; rule: RedirectRule }
  /** 200 rewrite or 404 custom not-found: serve `path` with `status`, URL unchanged. */
  | { kind: 'rewrite'; status: number; path: string; rule: RedirectRule };

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const NETLIFY_STATUSES = new Set([200, 404, ...REDIRECT_STATUSES]);
const CLOUDFLARE_STATUSES = new Set([200, ...REDIRECT_STATUSES]);

/** Parse _redirects as the given host reads it; lines the host ignores are left out. */
export function parseRedirects(text: string, dialect: HostDialect): RedirectRule[] {
  const rules: RedirectRule[] = [];
  const seen = new Set<string>();
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const tokens = line.split(/\s+/);
    if (tokens.length < 2 || tokens.length > 3) return;
    const [from, to, statusText = dialect === 'netlify' ? '301' : '302'] = tokens;
    const force = dialect === 'netlify' && statusText.endsWith('!');
    // Number('301!') is NaN: Cloudflare drops forced lines, as its parser does.
    const status = Number(force ? statusText.slice(0, -1) : statusText);
    const allowed = dialect === 'netlify' ? NETLIFY_STATUSES : CLOUDFLARE_STATUSES;
    if (!Number.isInteger(status) || !allowed.has(status)) return;
    if (!from.startsWith('/')) return;
    if (dialect === 'cloudflare') {
      if (seen.has(from)) return;
      seen.add(from);
    }
    rules.push({ from, to, status, force, line: i + 1 });
  });
  return rules;
}

/** Parse _headers: a path line at column 0, then indented `Name: value` lines. */
export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  let current: HeaderRule | undefined;
  text.split('\n').forEach((raw, i) => {
    if (raw.trim() === '' || raw.trim().startsWith('#')) return;
    if (!/^\s/.test(raw)) {
      current = { pattern: raw.trim(), headers: [], detach: [], line: i + 1 };
      rules.push(current);
      return;
    }
    if (!current) return;
    const entry = raw.trim();
    if (entry.startsWith('!')) {
      current.detach.push(entry.slice(1).trim().toLowerCase());
      return;
    }
    const colon = entry.indexOf(':');
    if (colon <= 0) return;
    current.headers.push([entry.slice(0, colon).trim(), entry.slice(colon + 1).trim()]);
  });
  return rules;
}

const escapeRegExp = (s: string) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/**
 * Match a host pattern against a path: `*` matches anything (captured as
 * `splat`), `:name` matches one path segment. A trailing slash on either side
 * is optional, as on both hosts.
 */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | undefined {
  const names: string[] = [];
  const trimmed = pattern.length > 1 ? pattern.replace(/\/$/, '') : pattern;
  let source = '';
  for (const part of trimmed.split(/(\*|:[A-Za-z]\w*)/)) {
    if (part === '*') {
      names.push('splat');
      source += '(.*)';
    } else if (part.startsWith(':') && part.length > 1) {
      names.push(part.slice(1));
      source += '([^/]+)';
    } else {
      source += escapeRegExp(part);
    }
  }
  const match = new RegExp(`^${source}/?$`).exec(pathname);
  if (!match) return undefined;
  return Object.fromEntries(names.map((name, i) => [name, match[i + 1]]));
}

function fill(to: string, params: Record<string, string>): string {
  return to.replace(/:([A-Za-z]\w*)/g, (whole, name: string) => params[name] ?? whole);
}

/**
 * The first rule that applies to `pathname`, or undefined when the request goes
 * on to static files. `fileExists` answers whether the host has a file for the
 * path (Netlify's shadowing); Cloudflare never asks. The query string is kept
 * when the destination has none.
 */
export function applyRedirects(
  rules: RedirectRule[],
  pathname: string,
  search: string,
  dialect: HostDialect,
  fileExists: (pathname: string) => boolean,
): RedirectOutcome | undefined {
  for (const rule of rules) {
    const params = matchPattern(rule.from, pathname);
    if (!params) continue;
    if (dialect === 'netlify' && !rule.force && fileExists(pathname)) continue;
    const target = fill(rule.to, params);
    if (REDIRECT_STATUSES.has(rule.status)) {
      const location = target.includes('?') ? target : `${target}${search}`;
      return { kind: 'redirect', status: rule.status, location, rule };
    }
    return { kind: 'rewrite', status: rule.status, path: target.split('?')[0], rule };
  }
  return undefined;
}

/**
 * Headers for a path: every matching block in file order. A name repeated inside one block is joined
 * with ", " on both hosts. Across blocks the hosts differ: Cloudflare Pages joins the values too and
 * honours `! Name` (detach); Netlify serves the later block's value and skips `! Name` lines (no colon).
 */
export function headersFor(
  rules: HeaderRule[],
  pathname: string,
  dialect: HostDialect = 'cloudflare',
): Record<string, string> {
  const out = new Map<string, { name: string; value: string }>();
  for (const rule of rules) {
    if (!matchPattern(rule.pattern, pathname)) continue;
    if (dialect === 'cloudflare') for (const name of rule.detach) out.delete(name);
    const inBlock = new Set<string>();
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      const prev = out.get(key);
      const joined = prev && (dialect === 'cloudflare' || inBlock.has(key));
      out.set(key, { name: prev?.name ?? name, value: joined ? `${prev.value}, ${value}` : value });
      inBlock.add(key);
    }
  }
  return Object.fromEntries([...out.values()].map(({ name, value }) => [name, value]));
}
