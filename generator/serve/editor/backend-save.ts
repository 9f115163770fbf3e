// One save of the editor's local backend (backend.ts, persistEntry): whole or nothing. Every file of
// it is checked before any is written: its path, a photo's name and encoding, no existing entry
// overwritten by a new or renamed one, site.yaml's developer settings unchanged, and the content as it
// would be after the save passing the build's checks (save-check.ts: 422 with the build's lines).
import { lstat, readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';
import { developerPaths, siteSchema } from '../../model/schema/index.ts';
import { type Asset, allowed, checkedAsset, list, type Params, refused, toCms, writeAtomic } from './backend-files.ts';
import type { ContentRoot } from './paths.ts';
import { type CheckFolders, saveProblems } from './save-check.ts';

const exists = (file: string) =>
  lstat(file).then(
    () => true,
    // Stryker disable next-line ArrowFunction: equivalent, undefined is as false to the if.
    () => false,
  );

/** site.yaml's developer settings (where the editor saves, media, the security policy…), read from its text. */
function developerValues(text: string | undefined): string {
  let data: unknown;
  try {
    data = text === undefined ? undefined : parse(text);
  } catch {
    // Stryker disable next-line StringLiteral: equivalent, any fixed text differs from every JSON list, as this one does.
    return 'unreadable';
  }
  const at = (path: string[]) =>
    path.reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), data);
  return JSON.stringify(developerPaths(siteSchema).map(at));
}

/** Where the backend checks a save with the build's rules; without it (unit tests of paths) saves are not checked. */
export interface BackendRoot extends ContentRoot {
  checks?: CheckFolders;
}

/** One save: every file checked before any is written (see the top of this file). */
export async function persistEntry(where: BackendRoot, p: Params): Promise<unknown> {
  const dataFiles = list(p.dataFiles ?? (p.entry ? [p.entry] : [])) as Params[];
  const targets = await Promise.all(
    dataFiles.map(async (d) => ({
      file: await allowed(where, d?.path),
      // Stryker disable next-line OptionalChaining: equivalent, a null data file was refused at its path on the line above.
      moveTo: d?.newPath === undefined ? undefined : await allowed(where, d.newPath),
      // Stryker disable next-line OptionalChaining: equivalent, a null data file was refused at its path above.
      raw: d?.raw,
    })),
  );
  if (targets.some((t) => typeof t.raw !== 'string')) throw refused(422, 'EditorNotText');
  const assets = await Promise.all((list(p.assets) as Asset[]).map((a) => checkedAsset(where, a)));
  const isNew = (p.options as Params | undefined)?.newEntry === true;
  for (const t of targets) {
    // A new entry, or one renamed, never lands on another entry's file.
    const landing = t.moveTo && t.moveTo !== t.file ? t.moveTo : isNew ? t.file : undefined;
    // Stryker disable next-line LogicalOperator: equivalent, exists(undefined) is false (lstat rejects it).
    if (landing && (await exists(landing))) throw refused(409, 'EditorEntryExists', toCms(where, landing));
    if (path.resolve(t.moveTo ?? t.file) === path.join(where.contentDir, 'site.yaml')) {
      const before = await readFile(t.file, 'utf8').catch(() => undefined);
      if (developerValues(before) !== developerValues(t.raw as string)) throw refused(403, 'EditorDeveloperSettings');
    }
  }
  if (where.checks) {
    const rel = (file: string) => path.relative(where.contentDir, file);
    const problems = await saveProblems(where.checks, {
      texts: new Map(targets.map((t) => [rel(t.moveTo ?? t.file), t.raw as string])),
      photos: new Map(assets.map((a) => [rel(a.file), a.data])),
      removed: targets.flatMap((t) => (t.moveTo && t.moveTo !== t.file ? [rel(t.file)] : [])),
    });
    if (problems.length > 0) throw refused(422, 'EditorSaveWouldBreak', problems.join('; '));
  }
  for (const asset of assets) await writeAtomic(asset.file, asset.data);
  for (const t of targets) {
    await writeAtomic(t.file, t.raw as string);
    if (t.moveTo) await rename(t.file, t.moveTo);
  }
  return { message: 'entry persisted' };
}
