// Scaffolding: `build-site new service|location|project|guide <slug>` writes a new,
// valid content file with draft copy, so an editor starts from a page that
// already builds instead of copying and pruning another one.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { contentKinds, modeline } from '../json-schema.ts';
import { usageProblem } from '../../model/problems.ts';
import { SLUG_PATTERN } from '../../model/schema/primitives.ts';
import type { PageKind } from '../../pages/kind.ts';
import { pageKinds } from '../../pages/table.ts';
import { guideDraft } from './guide-file.ts';
import { locationDraft } from './location-file.ts';
import { projectDraft } from './project-file.ts';
import { serviceDraft } from './service-file.ts';
import type { ScaffoldKind } from './kinds.ts';

export { SCAFFOLD_KINDS, type ScaffoldKind } from './kinds.ts';

/** A new entry's folder and file extension, from its collection's kind in the page-kind table. */
function entryFile(kind: ScaffoldKind): { folder: string; extension: string } {
  const { source } = pageKinds[kind] as PageKind<unknown>;
  if (!('collection' in source)) throw new Error(`${kind} is not a collection kind`);
  // A Markdown collection (guides) is front matter and a body; every other one is YAML.
  return { folder: source.collection, extension: source.markdown ? '.md' : '.yaml' };
}

/** Next free project-N id among the project files of a content folder. */
export function nextProjectId(contentDir: string): string {
  const dir = path.join(contentDir, 'projects');
  const used = new Set<number>();
  for (const file of existsSync(dir) ? readdirSync(dir) : []) {
    if (!file.endsWith('.yaml')) continue;
    const match = /^id:\s*["']?project-(\d+)/m.exec(readFileSync(path.join(dir, file), 'utf8'));
    if (match) used.add(Number(match[1]));
  }
  let n = 1;
  while (used.has(n)) n++;
  return `project-${n}`;
}

/** Next menu position for a new service: after the last one. */
function nextServiceOrder(contentDir: string): number {
  const dir = path.join(contentDir, 'services');
  let max = 0;
  for (const file of existsSync(dir) ? readdirSync(dir) : []) {
    const match = file.endsWith('.yaml') && /^order:\s*(\d+)/m.exec(readFileSync(path.join(dir, file), 'utf8'));
    if (match) max = Math.max(max, Number(match[1]));
  }
  return max + 1;
}

export interface ScaffoldResult {
  file: string;
  /** One line telling the editor what the new file is linked from. */
  hint: string;
}

/** Writes content/<folder>/<slug>.yaml (a guide: .md) for a new entry; throws UsageError for a bad or taken slug. */
export function scaffold(contentDir: string, kind: ScaffoldKind, slug: string): ScaffoldResult {
  if (!SLUG_PATTERN.test(slug)) throw usageProblem('BadSlug', slug);
  const { folder, extension } = entryFile(kind);
  const name = `${slug}${extension}`;
  const file = path.join(contentDir, folder, name);
  if (existsSync(file)) throw usageProblem('EntryExists', path.join(path.basename(contentDir), folder, name));
  if (!existsSync(path.join(contentDir, folder))) throw usageProblem('NoKindFolder', folder, contentDir);
  const schemaKind = contentKinds.find((k) => k.kind === kind);
  // A Markdown file's first line must be its front matter's "---": no schema line there.
  const head = schemaKind && kind !== 'guide' ? `${modeline(schemaKind)}\n` : '';
  let body: string;
  let hint: string;
  if (kind === 'service') {
    body = serviceDraft(slug, nextServiceOrder(contentDir));
    hint = `/services/${slug}: listed in the header's Services menu, on /services and in the sitemap`;
  } else if (kind === 'location') {
    body = locationDraft(slug);
    hint = `/locations/${slug}: in the sitemap; menus list a fixed set of places, so swap it into navigation.yaml to link it`;
  } else if (kind === 'guide') {
    body = guideDraft(slug, new Date().toISOString().slice(0, 10));
    hint = `/guides/${slug}: a draft, shown by "build-site dev" only; set draft: false to list it on /guides, in the footer and the feed`;
  } else {
    const id = nextProjectId(contentDir);
    body = projectDraft(slug, id);
    hint = `/projects/${slug} (${id}): listed on /gallery and in the sitemap`;
  }
  writeFileSync(file, head + body, { flag: 'wx' });
  return { file, hint };
}
