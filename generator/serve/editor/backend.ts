// The editor's local backend: Decap CMS's proxy protocol (decap-cms-backend-proxy posts
// `{ action, params }` as JSON; decap-server's localFs middleware answers it), served by the dev
// server itself at /admin/api/v1 (admin-routes.ts), with no editorial workflow. Unlike decap-server it
// reads and writes only inside the content folder (paths.ts), and every write is atomic: a temp file in
// the same folder renamed over the target, so a crash never leaves half a file for the watcher to build.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ORIGINAL_EXTENSIONS } from '../../model/image-slots.ts';
import { contentPath, type ContentRoot } from './paths.ts';

export interface BackendAnswer {
  status: number;
  body: unknown;
}

/** A refusal or a bad request: answered with its status and reason, nothing written. */
class Refused extends Error {
  readonly status: number;
  constructor(status: number, reason: string) {
    super(reason);
    this.status = status;
  }
}

type Params = Record<string, unknown>;

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const toCms = (where: ContentRoot, file: string) => path.relative(where.root, file).split(path.sep).join('/');

async function allowed(where: ContentRoot, given: unknown, kind: 'file' | 'folder' = 'file'): Promise<string> {
  const verdict = await contentPath(where, given, kind);
  if (!verdict.ok) throw new Refused(403, `refused: ${verdict.reason}`);
  return verdict.file;
}

/** An uploaded photo's name: what the photo pipeline reads, in plain ASCII (Decap's slug rules already lower-case it). */
const MEDIA_NAME = new RegExp(`^[a-z0-9][a-z0-9._-]*\\.(${ORIGINAL_EXTENSIONS.join('|')})$`);

let temps = 0;
async function writeAtomic(file: string, data: string | Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  temps += 1;
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}-${temps}.tmp`);
  try {
    await writeFile(temp, data, { flag: 'wx' });
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

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
  if (found === undefined) throw new Refused(404, `${JSON.stringify(given)}: no such file in the content folder`);
  return {
    id: sha256(found.data),
    content: found.data.toString('base64'),
    encoding: 'base64',
    // The path asked for: Decap keeps the image under it.
    path: toCms(where, file),
    name: path.basename(found.file),
  };
}

interface Asset {
  path: unknown;
  content: unknown;
  encoding: unknown;
}

async function writeAsset(where: ContentRoot, asset: Asset): Promise<string> {
  const file = await allowed(where, asset?.path);
  if (!MEDIA_NAME.test(path.basename(file)))
    throw new Refused(
      403,
      `refused: ${JSON.stringify(path.basename(file))}: expected a photo named with a-z, 0-9, ".", "-" or "_" and ending in .${ORIGINAL_EXTENSIONS.join(', .')}`,
    );
  if (asset.encoding !== 'base64' || typeof asset.content !== 'string')
    throw new Refused(422, 'expected base64 content');
  await writeAtomic(file, Buffer.from(asset.content, 'base64'));
  return file;
}

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

async function act(where: ContentRoot, action: unknown, p: Params): Promise<unknown> {
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
    case 'persistEntry': {
      // Every path is checked before anything is written, so a refused one leaves no file half saved.
      const dataFiles = list(p.dataFiles ?? (p.entry ? [p.entry] : [])) as Params[];
      const targets = await Promise.all(
        dataFiles.map(async (d) => ({
          file: await allowed(where, d?.path),
          moveTo: d?.newPath === undefined ? undefined : await allowed(where, d.newPath),
          raw: d?.raw,
        })),
      );
      const assets = list(p.assets) as Asset[];
      await Promise.all(assets.map((a) => allowed(where, a?.path)));
      if (targets.some((t) => typeof t.raw !== 'string'))
        throw new Refused(422, 'expected each data file as text (raw)');
      for (const asset of assets) await writeAsset(where, asset);
      for (const t of targets) {
        await writeAtomic(t.file, t.raw as string);
        if (t.moveTo) await rename(t.file, t.moveTo);
      }
      return { message: 'entry persisted' };
    }
    case 'getMedia': {
      const folder = await allowed(where, p.mediaFolder, 'folder');
      const files = await listFiles(folder, '', 1);
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
      await Promise.all(files.map((f) => unlink(f).catch(() => undefined)));
      return { message: `deleted ${files.length} file(s)` };
    }
    case 'getDeployPreview':
      return null;
    default:
      throw new Refused(422, `unknown action ${JSON.stringify(action)} (the local backend has no editorial workflow)`);
  }
}

/** Answers one request body; refusals and bad requests carry `{ error }`, as the proxy backend expects. */
export async function answerBackend(where: ContentRoot, body: unknown): Promise<BackendAnswer> {
  const request = (body ?? {}) as Params;
  const params = (request.params && typeof request.params === 'object' ? request.params : {}) as Params;
  try {
    return { status: 200, body: await act(where, request.action, params) };
  } catch (error) {
    if (error instanceof Refused) return { status: error.status, body: { error: error.message } };
    throw error;
  }
}
