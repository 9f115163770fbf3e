// `build-site dev`: serves the output like `build-site serve`, rebuilds on every change (chokidar, which
// survives editors' atomic saves), and tells open tabs over server-sent events to reload or show an overlay.
import { existsSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { watch, type FSWatcher } from 'chokidar';
import { formatProblem } from '../model/errors.ts';
import { oncePerTurn } from './dev/batch.ts';
import { Builder } from './dev/builder.ts';
import { EditFilter, EditLog } from './dev/changes.ts';
import { bundleDevClient, type DevClient } from './dev/client-bundle.ts';
import { DEV_PREFIX, type BuildResult, type DevEvent } from '../model/dev-protocol.ts';
import { faviconUrl } from '../model/media.ts';
import { projectFolders } from '../pipeline/context.ts';
import { CODE_FOLDERS } from '../model/project-folders.ts';
import { readYamlData } from '../pipeline/content/read-yaml.ts';
import type { Site } from '../model/schema/index.ts';
import { resolveFile, startServer } from './serve.ts';
import { isLoopbackHost, isWildcard, LOCAL_HOST, localUrl, networkUrls, urlFor } from './listen.ts';
import { ADMIN_PATH, ADMIN_PREVIEW } from '../editor/admin-paths.ts';
import { cmsConfig } from '../editor/cms-config.ts';
import type { EditorConfig } from '../editor/backend-block.ts';
import { editorRoutes } from './editor/admin-routes.ts';

export interface DevServerOptions {
  /** Project root: its generator, templates, client and public folders are watched and used. */
  root: string;
  contentDir?: string;
  outDir?: string;
  port?: number;
  /** Address to listen on; 127.0.0.1 by default. The editor's backend answers loopback requests only, whatever this is. */
  host?: string;
  log?: (line: string) => void;
  /** Where the bundled editor script is kept between sessions; default as for builds (pipeline/context.ts). */
  cacheDir?: string;
  /** Decap's configuration around the local backend; cms-config.ts's by default. */
  editorConfig?: EditorConfig;
  /** Told of every watcher event after the initial scan, and whether it counted as an edit (tests watch this). */
  onWatch?: (event: { type: string; file: string; edit: boolean; links?: number }) => void;
}

export interface DevServer {
  /** Where this computer opens the site. */
  url: string;
  /** Where a phone on the same network opens it (listen.ts networkUrls): none unless --host says so. */
  networkUrls: string[];
  /** The web editor's address. */
  adminUrl: string;
  /** Whether this computer reaches the editor: not when dev listens only on another address (a LAN one). */
  editorReachable: boolean;
  server: Server;
  /** Resolves after the build that is running or queued now has finished. */
  idle: () => Promise<void>;
  close: () => Promise<void>;
}

export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  // The folders the builds use (generator/pipeline/context.ts), to watch and to serve.
  const { root, contentDir, publicDir, outDir, cacheDir } = projectFolders(options.root, options);
  const log = options.log ?? (() => {});
  const editorDir = path.join(cacheDir, 'editor-dev');
  const builder = new Builder({ root, contentDir, outDir, editorPreviewFile: path.join(editorDir, ADMIN_PREVIEW) });
  const clients = new Set<ServerResponse>();
  const devClient: DevClient = await bundleDevClient(root);
  let state: DevEvent = { type: 'ok', build: 0 };
  let codeChanged = false;
  let pending = false;
  let closed = false;
  let running: Promise<void> | undefined;

  const broadcast = (event: DevEvent) => {
    state = event;
    for (const res of clients) res.write(`data: ${JSON.stringify(event)}\n\n`);
  };

  const report = (result: BuildResult, build: number) => {
    if (result.ok) {
      log(`Built ${result.pages} pages in ${Math.round(result.ms)} ms`);
      broadcast({ type: 'ok', build });
    } else {
      const problems = result.problems.map(formatProblem);
      // One line each: the terminal's lines are printed one by one (cli/output.ts).
      log('Build failed; showing the problems in the browser:');
      for (const problem of problems) log(problem);
      if (result.hint) log(`  hint: ${result.hint}`);
      broadcast({ type: 'error', build, problems });
    }
  };

  // One build at a time; changes during a build queue exactly one more.
  let builds = 0;
  // What each build is told was edited since the one before (dev/changes.ts).
  const edited = new EditLog();
  let watching = false;
  const rebuild = (): Promise<void> => {
    pending = true;
    running ??= (async () => {
      while (pending && !closed) {
        pending = false;
        if (codeChanged) {
          codeChanged = false;
          builder.restart();
        }
        builds += 1;
        report(await builder.build(edited.take(watching)), builds);
      }
      running = undefined;
    })();
    return running;
  };

  // The edits of one turn build once (dev/batch.ts).
  const rebuildSoon = oncePerTurn(() => {
    if (!closed) void rebuild();
  });
  const onChange = (file: string) => {
    const rel = path.relative(root, file);
    if (CODE_FOLDERS.some((dir) => rel === dir || rel.startsWith(`${dir}${path.sep}`))) codeChanged = true;
    edited.add(file);
    rebuildSoon();
  };

  await rebuild();
  const watched = [contentDir, publicDir, ...CODE_FOLDERS.map((dir) => path.join(root, dir))];
  const edits = new EditFilter();
  const watcher: FSWatcher = watch(watched, {
    // The initial scan's stats are what later events are compared with (EditFilter), so every
    // file is seen once at start, with its stats, and not built for.
    alwaysStat: true,
    // The output may sit inside a watched folder only if someone points --out there; never rebuild on our own writes.
    ignored: (file) => file === outDir || file.startsWith(`${outDir}${path.sep}`),
  });
  watcher.on('all', (event, file, stats) => {
    if (!watching) {
      edits.seen(file, stats);
      return;
    }
    const edit = edits.isEdit(event, file, stats);
    options.onWatch?.({ type: event, file, edit, links: stats?.nlink });
    if (edit) onChange(file);
  });
  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  watching = true;

  // An external, same-origin script: allowed by the site's CSP (script-src 'self'), unlike an inline one.
  const transformHtml = (html: string) =>
    html.replace('</head>', `<script src="${DEV_PREFIX}dev.js" defer></script></head>`);
  let port = 0;
  const editor = editorRoutes({
    root,
    contentDir,
    siteMediaDir: path.join(publicDir, 'media'),
    // Each save is checked with the build's rules before it is written (editor/save-check.ts).
    checks: { root, contentDir, publicDir, cacheDir },
    cacheDir,
    editorDir,
    port: () => port,
    config: options.editorConfig ?? cmsConfig,
    // site.yaml alone, not the whole content: the page is answered at once.
    favicon: () => faviconUrl((readYamlData(path.join(contentDir, 'site.yaml')) as Site).media),
    log,
  });
  const onRequest = (req: IncomingMessage, res: ServerResponse): boolean => {
    if (editor(req, res)) return true;
    const url = (req.url ?? '').split('?')[0];
    if (!url.startsWith(DEV_PREFIX)) {
      // Until a first build succeeds there is no site to serve: answer with an empty page that shows the overlay.
      if (existsSync(path.join(outDir, '404.html')) || resolveFile(outDir, req.url ?? '/')) return false;
      res.writeHead(503, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
      res.end(
        transformHtml(
          '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Building…</title></head><body></body></html>',
        ),
      );
      return true;
    }
    if (url === `${DEV_PREFIX}events`) {
      res.writeHead(200, {
        'Content-Type': 'text/event-stream',
        'Cache-Control': 'no-cache',
        Connection: 'keep-alive',
      });
      res.write(`data: ${JSON.stringify(state)}\n\n`);
      clients.add(res);
      req.on('close', () => clients.delete(res));
      return true;
    }
    const file =
      url === `${DEV_PREFIX}dev.js` ? devClient.js : url === `${DEV_PREFIX}dev.css` ? devClient.css : undefined;
    if (file === undefined) {
      res.writeHead(404).end();
      return true;
    }
    res.writeHead(200, {
      'Content-Type': `text/${url.endsWith('.js') ? 'javascript' : 'css'}; charset=utf-8`,
      'Cache-Control': 'no-cache',
    });
    res.end(file);
    return true;
  };

  const host = options.host ?? LOCAL_HOST;
  const server = await startServer(outDir, options.port ?? 4173, { host, onRequest, transformHtml });
  ({ port } = server.address() as AddressInfo);
  // The editor answers loopback connections only (editor/access.ts): listening on a LAN address alone, nobody reaches it.
  const editorReachable = isWildcard(host) || isLoopbackHost(host);
  return {
    url: localUrl(host, port),
    networkUrls: networkUrls(host, port),
    adminUrl: `${editorReachable ? localUrl(host, port) : urlFor(LOCAL_HOST, port)}${ADMIN_PATH}`,
    editorReachable,
    server,
    idle: async () => {
      while (running) await running;
    },
    close: async () => {
      closed = true;
      await watcher.close();
      // The build child gone before close resolves: its output folders can be removed at once.
      await builder.stop();
      for (const res of clients) res.end();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
