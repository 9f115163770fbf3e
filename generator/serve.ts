// A tiny static server for previewing dist/ (and for browser tests): serves
// /path from path/index.html, falls back to 404.html, never leaves the root.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml', '.json': 'application/json', '.xml': 'application/xml', '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.webp': 'image/webp', '.mp4': 'video/mp4', '.mov': 'video/quicktime',
};

export function resolveFile(root: string, urlPath: string): string | undefined {
  const clean = decodeURIComponent(urlPath.split('?')[0]);
  const full = path.normalize(path.join(root, clean));
  if (!full.startsWith(path.normalize(root))) return undefined;
  for (const candidate of [full, path.join(full, 'index.html'), `${full}.html`]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/** Lets `build-site dev` reuse this server exactly, adding only its own endpoints and script tag. */
export interface ServerHooks {
  /** Answers a request before the static files; returns true when it did. */
  onRequest?: (req: IncomingMessage, res: ServerResponse) => boolean;
  /** Rewrites every HTML response body. */
  transformHtml?: (html: string) => string;
}

export function startServer(root: string, port: number, host = '127.0.0.1', hooks: ServerHooks = {}): Promise<Server> {
  const server = createServer((req, res) => {
    if (hooks.onRequest?.(req, res)) return;
    const file = resolveFile(root, req.url ?? '/');
    const target = file ?? path.join(root, '404.html');
    res.writeHead(file ? 200 : 404, { 'Content-Type': TYPES[path.extname(target)] ?? 'application/octet-stream', 'Cache-Control': 'no-cache' });
    if (hooks.transformHtml && target.endsWith('.html')) res.end(hooks.transformHtml(readFileSync(target, 'utf8')));
    else createReadStream(target).pipe(res);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
