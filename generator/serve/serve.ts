// The preview server for dist/ (also used by the browser tests): answers like
// the deploy host, applying dist/_redirects and dist/_headers (host-rules.ts),
// serving /path from path/index.html or path.html, 404.html with status 404,
// and never leaving the root, by ".." or a symbolic link, nor serving internal
// files (files.ts). Files come with ETag and Last-Modified, 304, 206 and 416 as
// the hosts answer them (answer-file.ts, conditional.ts). `dev` adds its
// endpoints and script tag through two hooks, so it answers exactly like this
// server otherwise. Text is sent compressed when the browser accepts it, as both
// hosts do (compression.ts). No request can stop it (answer-failures.ts); while
// the folder is missing every request gets a 503. It listens on 127.0.0.1 unless
// told otherwise, moving to the next free port when its own is taken (listen.ts).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { shownPath } from '../pipeline/write/output-dir.ts';
import { answerFailures, type Log } from './answer-failures.ts';
import { answerFile } from './answer-file.ts';
import { CompressionCache, pickEncoding } from './compression.ts';
import { decodePath, fileFor, resolveFile } from './files.ts';
import {
  applyRedirects,
  headersFor,
  parseHeaders,
  parseRedirects,
  type HeaderRule,
  type HostDialect,
  type RedirectRule,
} from './host-rules.ts';
import { LOCAL_HOST, listenOnFreePort, PORT_TRIES } from './listen.ts';
import { forNetworkPreview } from './network-preview.ts';
import { parseTarget } from './request-target.ts';

export { resolveFile };

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.mp4': 'video/mp4',
  '.mov': 'video/quicktime',
  '.vtt': 'text/vtt; charset=utf-8',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/** What both hosts send when _headers says nothing: cache, but revalidate every time. */
const DEFAULT_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

export interface ServeOptions {
  /** Address to listen on; 127.0.0.1 (this computer only) by default. */
  host?: string;
  /** Ports to try from the one asked for when it is taken (listen.ts); PORT_TRIES by default, 1 for that port only. */
  portTries?: number;
  /** Which host's _redirects semantics to follow (README, Deploy); Netlify by default. */
  dialect?: HostDialect;
  /** `dev` only: answers a request before the host rules and files; returns true when it did. */
  onRequest?: (req: IncomingMessage, res: ServerResponse) => boolean;
  /** `dev` only: rewrites every HTML response body (adds the reload script). */
  transformHtml?: (html: string) => string;
  /** Where a failed request's one line goes (a handler error, a file that could not be read); stderr by default. */
  log?: Log;
}

/** _headers and _redirects, re-read when a rebuild replaces them. */
class RuleCache {
  // Stryker disable next-line StringLiteral: equivalent, any text that is no real stamp.
  private stamp = '';
  // Stryker disable next-line ArrayDeclaration: equivalent, replaced on the first get() (no stamp is '').
  private headers: HeaderRule[] = [];
  // Stryker disable next-line ArrayDeclaration: equivalent, replaced on the first get().
  private redirects: RedirectRule[] = [];

  private readonly root: string;
  private readonly dialect: HostDialect;

  constructor(root: string, dialect: HostDialect) {
    this.root = root;
    this.dialect = dialect;
  }

  get(): { headers: HeaderRule[]; redirects: RedirectRule[] } {
    const files = ['_headers', '_redirects'].map((f) => path.join(this.root, f));
    const parts = files.map((f) => {
      const s = statSync(f, { throwIfNoEntry: false });
      // Stryker disable next-line StringLiteral: equivalent, '' for a missing file still differs from any `mtime:ino`.
      return s ? `${s.mtimeMs}:${s.ino}` : '-';
    });
    // Stryker disable next-line StringLiteral: equivalent in practice, unseparated stamps collide only if an inode gains the digits an mtime loses (a file dated before 2001).
    const stamp = parts.join('|');
    // Stryker disable next-line ConditionalExpression: equivalent, a cache: read again each time, the rules are the same.
    if (stamp !== this.stamp) {
      // A rebuild may remove a file between the stat and the read: then it is read as absent, and again next time.
      // Stryker disable next-line StringLiteral: equivalent, text without a rule in it parses to no rule, as '' does.
      const read = (f: string) => (existsSync(f) ? readFileSync(f, 'utf8') : '');
      this.headers = parseHeaders(read(files[0]));
      this.redirects = parseRedirects(read(files[1]), this.dialect);
      this.stamp = stamp;
    }
    return { headers: this.headers, redirects: this.redirects };
  }
}

const isFolder = (dir: string): boolean => statSync(dir, { throwIfNoEntry: false })?.isDirectory() === true;

/** A plain-text answer of the server's own (not a file of the site). */
function answerPlain(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }).end(`${text}\n`);
}

/** What the server answers while the folder it serves does not exist (never built, or between builds). */
export function missingFolderMessage(root: string): string {
  return `${shownPath(root)} does not exist: run "build-site build", then reload`;
}

function handleRequest(
  root: string,
  rules: RuleCache,
  compressed: CompressionCache,
  opts: ServeOptions & { dialect: HostDialect; log: Log },
  req: IncomingMessage,
  res: ServerResponse,
): void {
  if (opts.onRequest?.(req, res)) return;
  const { dialect } = opts;
  // Stryker disable next-line StringLiteral: equivalent, http.Server gives every request a url.
  const url = parseTarget(req.url ?? '/');
  const pathname = url && decodePath(url.pathname);
  // Stryker disable next-line ConditionalExpression: equivalent, pathname is undefined whenever url is (kept for the type).
  if (url === undefined || pathname === undefined || pathname.includes('\0')) {
    answerPlain(res, 400, 'Bad request: malformed URL');
    return;
  }
  if (!isFolder(root)) {
    answerPlain(res, 503, missingFolderMessage(root));
    return;
  }
  const { headers, redirects } = rules.get();
  // Headers follow the requested path, whatever answers it (file, 404 page or redirect).
  const send = (status: number, file: string | undefined, extra: Record<string, string> = {}) => {
    const out: Record<string, string> = { 'Cache-Control': DEFAULT_CACHE_CONTROL, ...extra };
    if (file) out['Content-Type'] = TYPES[path.extname(file)] ?? 'application/octet-stream';
    for (const [name, value] of Object.entries(headersFor(headers, pathname, dialect))) {
      const key = Object.keys(out).find((k) => k.toLowerCase() === name.toLowerCase()) ?? name;
      out[key] = value;
    }
    Object.assign(out, forNetworkPreview(out, req.headers.host));
    const encoding = file ? pickEncoding(out['Content-Type'], req.headers['accept-encoding']) : undefined;
    if (encoding) Object.assign(out, { 'Content-Encoding': encoding, Vary: 'Accept-Encoding' });
    if (!file) {
      res.writeHead(status, out).end();
      return;
    }
    answerFile(req, res, {
      status,
      file,
      headers: out,
      encoding,
      transformHtml: opts.transformHtml,
      compressed,
      log: opts.log,
    });
  };
  // A folder without 404.html (a partial copy, not a build) still answers unknown paths.
  const sendFound = (status: number, file: string | undefined) => {
    const notFound = file ?? fileFor(root, '/404.html');
    if (notFound) send(file ? status : 404, notFound);
    else answerPlain(res, 404, 'Not found');
  };
  const outcome = applyRedirects(
    redirects,
    url.pathname,
    url.search,
    dialect,
    () => fileFor(root, pathname) !== undefined,
  );
  if (outcome?.kind === 'redirect') {
    send(outcome.status, undefined, { Location: outcome.location });
    return;
  }
  if (outcome?.kind === 'rewrite') {
    const target = fileFor(root, decodePath(outcome.path) ?? outcome.path);
    sendFound(outcome.status, target);
    return;
  }
  const file = fileFor(root, pathname);
  sendFound(200, file);
}

/**
 * startServer(root, port, host?) or startServer(root, port, { host, dialect }). When `port` is taken
 * the next free one is used (server.address() tells which); port 0 takes any.
 */
export async function startServer(root: string, port: number, options: string | ServeOptions = {}): Promise<Server> {
  const opts: ServeOptions = typeof options === 'string' ? { host: options } : options;
  const dialect = opts.dialect ?? 'netlify';
  const log = opts.log ?? ((line: string) => console.error(line));
  const rules = new RuleCache(root, dialect);
  const compressed = new CompressionCache();
  const server = createServer(
    answerFailures((req, res) => handleRequest(root, rules, compressed, { ...opts, dialect, log }, req, res), log),
  );
  await listenOnFreePort(server, port, opts.host ?? LOCAL_HOST, opts.portTries ?? PORT_TRIES);
  return server;
}
