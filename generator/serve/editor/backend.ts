// The editor's local backend: Decap CMS's proxy protocol (decap-cms-backend-proxy posts
// `{ action, params }` as JSON; decap-server's localFs middleware answers it), served by the dev
// server itself at /admin/api/v1 (admin-routes.ts), with no editorial workflow. Unlike decap-server it
// reads and writes only inside the content folder (paths.ts), and every write is atomic: a temp file in
// the same folder renamed over the target, so a crash never leaves half a file for the watcher to build.
// A save is whole or nothing (backend-save.ts).
import { createHash } from 'node:crypto';
import { readdir, readFile, unlink } from 'node:fs/promises';
import path from 'node:path';
import {
  type Asset,
  allowed,
  checkedAsset,
  list,
  MEDIA_NAME,
  type Params,
  Refused,
  refused,
  toCms,
  writeAtomic,
} from './backend-files.ts';
import { type BackendRoot, persistEntry } from './backend-save.ts';
import { saveProblems } from './save-check.ts';

export type { BackendRoot };
import type { ContentRoot } from './paths.ts';

export interface BackendAnswer {
  status: number;
  body: unknown;
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** How deep the media library looks into the media folder's sub-folders. */
const MEDIA_DEPTH = 4;

/** Files under `folder` ending in `extension`, `depth` levels down; symbolic links and dot-files are skipped. */
async function listFiles(folder: string, extension: string, depth: number): Promise<string[]> {
  if (depth <= 0) return [];
  const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
  const found = await Promise.all(
    entries
      .filter((e) => !e.name.startsWith('.') && !e.isSymbolicLink())
      .map(async (e) => {
        const full = path.join(folder, e.name);
        if (e.isDirectory()) return listFiles(full, extension, depth - 1);
        return e.isFile() && e.name.endsWith(extension) ? [full] : [];
      }),
  );
  return found.flat().sort();
}

async function entry(where: ContentRoot, given: unknown, label?: unknown) {
  const file = await allowed(where, given);
  const shown = toCms(where, file);
  const named = typeof label === 'string' ? { label } : {};
  const data = await readFile(file).catch(() => undefined);
  return data === undefined
    ? { data: null, file: { path: shown, ...named, id: null } }
    : { data: data.toString('utf8'), file: { path: shown, ...named, id: sha256(data) } };
}

/**
 * Decap asks for an image field's file as the media folder joined with the value's last segment
 * (`placeholders/hardwood.svg` and `media/projects/a.jpg` are both asked for as `content/media/<name>`,
 * with only the file name): when that file is not there, the first file of that name in the content's
 * media folder, then in the site's images (read only), is the one the value names.
 */
async function fileNamed(where: ContentRoot, name: string): Promise<string | undefined> {
  const folders = [path.join(where.contentDir, 'media'), where.siteMediaDir].filter((f) => f !== undefined);
  for (const folder of folders) {
    const found = (await listFiles(folder, name, 4)).find((f) => path.basename(f) === name);
    if (found) return found;
  }
  return undefined;
}

async function mediaFile(where: ContentRoot, given: unknown) {
  const file = await allowed(where, given);
  const found = await readFile(file).then(
    (data) => ({ data, file }),
    async () => {
      const named = await fileNamed(where, path.basename(file));
      return named ? { data: await readFile(named), file: named } : undefined;
    },
  );
  if (found === undefined) throw refused(404, 'EditorNoSuchFile', given);
  return {
    id: sha256(found.data),
    content: found.data.toString('base64'),
    encoding: 'base64',
    // The path asked for: Decap keeps the image under it.
    path: toCms(where, file),
    name: path.basename(found.file),
  };
}

async function writeAsset(where: ContentRoot, asset: Asset): Promise<string> {
  const { file, data } = await checkedAsset(where, asset);
  await writeAtomic(file, data);
  return file;
}

async function act(where: BackendRoot, action: unknown, p: Params): Promise<unknown> {
  switch (action) {
    case 'info':
      return { repo: path.basename(where.root), publish_modes: ['simple'], type: 'local_fs' };
    case 'entriesByFolder': {
      const folder = await allowed(where, p.folder, 'folder');
      const extension = typeof p.extension === 'string' ? p.extension : '';
      const files = await listFiles(folder, extension, typeof p.depth === 'number' ? p.depth : 1);
      return Promise.all(files.map((f) => entry(where, toCms(where, f))));
    }
    case 'entriesByFiles':
      return Promise.all(list(p.files).map((f) => entry(where, (f as Params)?.path, (f as Params)?.label)));
    case 'getEntry':
      return entry(where, p.path);
    case 'persistEntry':
      return persistEntry(where, p);
    case 'getMedia': {
      // Every photo of the media folder, its sub-folders too (the library lists each under its content path, site-media.ts).
      const folder = await allowed(where, p.mediaFolder, 'folder');
      const files = (await listFiles(folder, '', MEDIA_DEPTH)).filter((f) =>
        MEDIA_NAME.test(path.basename(f).toLowerCase()),
      );
      return Promise.all(files.map((f) => mediaFile(where, toCms(where, f))));
    }
    case 'getMediaFile':
      return mediaFile(where, p.path);
    case 'persistMedia': {
      const file = await writeAsset(where, (p.asset ?? {}) as Asset);
      return mediaFile(where, toCms(where, file));
    }
    case 'deleteFile':
    case 'deleteFiles': {
      const given = action === 'deleteFile' ? [p.path] : list(p.paths);
      const files = await Promise.all(given.map((g) => allowed(where, g)));
      // A deleted entry or photo that a page still needs (a service a guide names, a photo a hero shows)
      // would stop the next build: refused with the build's lines, every file kept.
      if (where.checks) {
        const removed = files.map((f) => path.relative(where.contentDir, f));
        const problems = await saveProblems(where.checks, { texts: new Map(), photos: new Map(), removed });
        if (problems.length > 0) throw refused(422, 'EditorDeleteWouldBreak', removed.join(', '), problems.join('; '));
      }
      await Promise.all(files.map((f) => unlink(f).catch(() => undefined)));
      return { message: `deleted ${files.length} file(s)` };
    }
    case 'getDeployPreview':
      return null;
    default:
      throw refused(422, 'EditorUnknownAction', action);
  }
}

/** Answers one request body; refusals and bad requests carry `{ error }`, as the proxy backend expects. */
export async function answerBackend(where: BackendRoot, body: unknown): Promise<BackendAnswer> {
  const request = (body ?? {}) as Params;
  const params = (request.params && typeof request.params === 'object' ? request.params : {}) as Params;
  try {
    return { status: 200, body: await act(where, request.action, params) };
  } catch (error) {
    if (error instanceof Refused) return { status: error.status, body: { error: error.message } };
    throw error;
  }
}
