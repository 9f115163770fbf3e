// The local backend's file work (backend.ts): which paths it may use (paths.ts), refusals answered with
// their status, photo names, atomic writes.
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ORIGINAL_EXTENSIONS } from '../../model/image-slots.ts';
import { type DetailsOf, type ProblemName, problemMessage } from '../../model/problems.ts';
import { contentPath, type ContentRoot } from './paths.ts';

/** A refusal or a bad request: answered with its status and reason, nothing written. */
export class Refused extends Error {
  constructor(
    readonly status: number,
    /** Its name in the problem catalogue (model/problems.ts). */
    readonly problem: ProblemName,
    reason: string,
  ) {
    super(reason);
  }
}

/** The catalogue's problem `name` with these details, answered with `status`. */
export const refused = <N extends ProblemName>(status: number, name: N, ...details: DetailsOf<N>): Refused =>
  new Refused(status, name, problemMessage(name, ...details));

export type Params = Record<string, unknown>;

export const toCms = (where: ContentRoot, file: string) => path.relative(where.root, file).split(path.sep).join('/');

export const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

// Stryker disable next-line StringLiteral: equivalent, only 'folder' is ever tested for.
export async function allowed(where: ContentRoot, given: unknown, kind: 'file' | 'folder' = 'file'): Promise<string> {
  const verdict = await contentPath(where, given, kind);
  if (!verdict.ok) throw refused(403, 'EditorPathRefused', verdict.given, verdict.why);
  return verdict.file;
}

/** An uploaded photo's name: what the photo pipeline reads, in plain ASCII (Decap's slug rules already lower-case it). */
export const MEDIA_NAME = new RegExp(`^[a-z0-9][a-z0-9._-]*\\.(${ORIGINAL_EXTENSIONS.join('|')})$`);

let temps = 0;
export async function writeAtomic(file: string, data: string | Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  // Stryker disable next-line AssignmentOperator: equivalent, counting down names each temp file apart as well.
  temps += 1;
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}-${temps}.tmp`);
  try {
    // Stryker disable next-line ObjectLiteral,StringLiteral: equivalent, the temp name is new (pid and counter): wx only guards a stale one.
    await writeFile(temp, data, { flag: 'wx' });
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

export interface Asset {
  path: unknown;
  content: unknown;
  encoding: unknown;
}

/** An upload checked (its path, its name, its encoding) and decoded; nothing written. */
export async function checkedAsset(where: ContentRoot, asset: Asset): Promise<{ file: string; data: Buffer }> {
  const file = await allowed(where, asset?.path);
  if (!MEDIA_NAME.test(path.basename(file)))
    throw refused(403, 'EditorPhotoName', path.basename(file), ORIGINAL_EXTENSIONS.join(', .'));
  if (asset.encoding !== 'base64' || typeof asset.content !== 'string') throw refused(422, 'EditorNotBase64');
  return { file, data: Buffer.from(asset.content, 'base64') };
}
