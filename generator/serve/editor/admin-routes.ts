// `build-site dev` at /admin/: the web editor's page (at once, with its loading sign), its script
// (bundled on the first visit, then from the esbuild cache) and the script's chunks, its configuration
// with the local backend at /admin/api/v1 (same origin: no CORS), the preview data, and that backend
// (backend.ts), behind the access check (access.ts). A save writes into the content folder, which
// the dev server watches, so it rebuilds and open site tabs reload as after any edit.
// A second visit reuses what the browser has: chunks are named by their content and kept a year,
// the rest is revalidated (ETag, 304), so the browser keeps its copy and its compiled code.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { stringify } from 'yaml';
import { ADMIN_CHUNK_PREFIX, ADMIN_CONFIG, ADMIN_PATH, ADMIN_PREVIEW, ADMIN_SCRIPT } from '../../editor/admin-paths.ts';
import { adminIndexHtml } from '../../editor/admin-page.ts';
import { problemMessage } from '../../model/problems.ts';
import type { EditorConfig } from '../../editor/backend-block.ts';
import { bundleAdmin } from '../../pipeline/assets/admin-bundle.ts';
import { checkAccess } from './access.ts';
import { answerBackend, type BackendRoot } from './backend.ts';

export const BACKEND_PATH = `${ADMIN_PATH}api/v1`;

export interface EditorRoutesOptions extends BackendRoot {
  /** The build caches' folder (the editor's script goes through the esbuild cache). */
  cacheDir: string;
  /** Where the dev build writes the editor's script and preview data, outside the output. */
  editorDir: string;
  /** The port the dev server listens on, for the Host and Origin checks; known once it listens. */
  port: () => number;
  config: EditorConfig;
  /** The site's icon URL, read from site.yaml as it is now. */
  favicon: () => string;
  log: (line: string) => void;
}

/** Uploads arrive base64-encoded inside JSON: a 30 MB photo is about 40 MB. */
const MAX_BODY = 64 * 1024 * 1024;

type Caching = 'no-store' | 'revalidate' | 'immutable';
const CACHE_CONTROL: Record<Caching, string> = {
  'no-store': 'no-store',
  revalidate: 'no-cache',
  immutable: 'public, max-age=31536000, immutable',
};

function answer(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  type: string,
  body: string | Buffer,
  caching: Caching = 'no-store',
): void {
  const headers: Record<string, string> = {
    'Content-Type': type,
    'Cache-Control': CACHE_CONTROL[caching],
    'X-Robots-Tag': 'noindex',
  };
  if (status === 200 && caching !== 'no-store') {
    const etag = `"${createHash('sha1').update(body).digest('hex').slice(0, 20)}"`;
    headers.ETag = etag;
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers).end();
      return;
    }
  }
  res.writeHead(status, headers).end(body);
}

const answerJson = (req: IncomingMessage, res: ServerResponse, status: number, body: unknown) =>
  answer(req, res, status, 'application/json; charset=utf-8', JSON.stringify(body));

async function readBody(req: IncomingMessage): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function backend(options: EditorRoutesOptions, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const verdict = checkAccess(
    { remoteAddress: req.socket.remoteAddress, host: req.headers.host, origin: req.headers.origin },
    options.port(),
  );
  if (!verdict.ok) {
    options.log(`Editor backend refused a request: ${verdict.reason}`);
    answerJson(req, res, 403, { error: problemMessage('EditorAccessRefused', verdict.reason) });
    return;
  }
  if (req.method !== 'POST') {
    answerJson(req, res, 405, { error: problemMessage('EditorNotPost') });
    return;
  }
  // JSON only: a cross-site form cannot send it, and a cross-site fetch of it needs a preflight this server never grants.
  if (!/^application\/json\b/i.test(req.headers['content-type'] ?? '')) {
    answerJson(req, res, 415, { error: problemMessage('EditorNotJson') });
    return;
  }
  const text = await readBody(req);
  if (text === undefined) {
    answerJson(req, res, 413, { error: problemMessage('EditorRequestTooLarge', MAX_BODY / 1024 / 1024) });
    return;
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    answerJson(req, res, 400, { error: problemMessage('EditorBodyNotJson') });
    return;
  }
  const result = await answerBackend(options, body);
  if (result.status !== 200) options.log(`Editor backend: ${(result.body as { error: string }).error}`);
  answerJson(req, res, result.status, result.body);
}

function readFileIfThere(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

/** While site.yaml does not load (a broken file the editor is there to fix), the page has an empty icon. */
function iconOrNone(favicon: () => string): string {
  try {
    return favicon();
  } catch {
    return 'data:,';
  }
}

/** A chunk of the editor's script: its name as esbuild writes it, nothing else from the folder. */
const CHUNK_NAME = new RegExp(`^${ADMIN_CHUNK_PREFIX}[A-Za-z0-9_-]+\\.js$`);

/** The dev server's /admin/ handler: true when it answered the request. */
export function editorRoutes(options: EditorRoutesOptions): (req: IncomingMessage, res: ServerResponse) => boolean {
  let script: Promise<Buffer> | undefined;
  const adminDir = options.editorDir;
  const bundled = () =>
    (script ??= bundleAdmin(options.root, adminDir, { dir: path.join(options.cacheDir, 'esbuild'), read: true })
      .then(() => readFileSync(path.join(adminDir, ADMIN_SCRIPT)))
      .catch((error: unknown) => {
        script = undefined;
        throw error;
      }));
  // The configuration depends on the code only (the schemas): made once per dev session.
  let config: string | undefined;
  // The icon is read again when site.yaml changes.
  let icon: { stamp: number; url: string } | undefined;
  const favicon = () => {
    const stamp = statSync(path.join(options.contentDir, 'site.yaml'), { throwIfNoEntry: false })?.mtimeMs ?? 0;
    if (icon?.stamp !== stamp) icon = { stamp, url: iconOrNone(options.favicon) };
    return icon.url;
  };
  return (req, res) => {
    const url = (req.url ?? '').split('?')[0];
    if (url === '/admin') {
      res.writeHead(301, { Location: ADMIN_PATH }).end();
      return true;
    }
    if (!url.startsWith(ADMIN_PATH)) return false;
    const file = url.slice(ADMIN_PATH.length);
    if (url === BACKEND_PATH) {
      void backend(options, req, res).catch((error: unknown) => {
        options.log(`Editor backend failed: ${error instanceof Error ? error.message : String(error)}`);
        if (!res.headersSent) answerJson(req, res, 500, { error: problemMessage('EditorBackendFailed') });
      });
    } else if (file === '' || file === 'index.html') {
      answer(req, res, 200, 'text/html; charset=utf-8', adminIndexHtml(favicon()), 'revalidate');
    } else if (file === ADMIN_CONFIG) {
      config ??= stringify(options.config({ name: 'proxy', proxy_url: BACKEND_PATH }, {}));
      answer(req, res, 200, 'text/yaml; charset=utf-8', config, 'revalidate');
    } else if (file === ADMIN_PREVIEW) {
      // Written by each dev build; until the first one succeeds there is none, and the editor runs without previews.
      const data = readFileIfThere(path.join(adminDir, ADMIN_PREVIEW));
      if (data) answer(req, res, 200, 'application/json; charset=utf-8', data, 'revalidate');
      else answer(req, res, 404, 'text/plain; charset=utf-8', 'No preview data yet: the site has not built\n');
    } else if (file === ADMIN_SCRIPT) {
      void bundled().then(
        (js) => answer(req, res, 200, 'text/javascript; charset=utf-8', js, 'revalidate'),
        (error: unknown) => {
          options.log(
            `The editor's script failed to bundle: ${error instanceof Error ? error.message : String(error)}`,
          );
          answer(req, res, 500, 'text/plain; charset=utf-8', 'The editor could not be bundled: see the terminal\n');
        },
      );
    } else if (CHUNK_NAME.test(file)) {
      // Asked for by cms.js, so after it was bundled; named by content, so never changed.
      void bundled().then(
        () => {
          const chunk = readFileIfThere(path.join(adminDir, file));
          if (chunk) answer(req, res, 200, 'text/javascript; charset=utf-8', chunk, 'immutable');
          else answer(req, res, 404, 'text/plain; charset=utf-8', 'Not found\n');
        },
        () => answer(req, res, 500, 'text/plain; charset=utf-8', 'The editor could not be bundled: see the terminal\n'),
      );
    } else {
      answer(req, res, 404, 'text/plain; charset=utf-8', 'Not found\n');
    }
    return true;
  };
}
