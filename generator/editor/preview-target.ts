// Which content file a preview in the web editor shows, from what Decap tells a
// preview template about its entry. Decap looks a template up by one name, the
// collection's name for a folder collection and the file's name for a file
// collection, so the page file pages/services.yaml and the services folder can
// share a name: the content file is found from the entry's folder or path, and
// the name only as a last resort.
import type { CollectionKey, PageKey } from '../model/content.ts';
import { kindList, type KindName } from '../pages/table.ts';

export type PreviewTarget =
  | { file: 'collection'; collection: CollectionKey; kind: KindName }
  | { file: 'page'; page: PageKey; kind: KindName }
  | { file: 'site' }
  | { file: 'navigation' };

/** Files every page reads, previewed on the home page with the header and footer they fill. */
const SHARED_FILES = { site: 'site.yaml', navigation: 'navigation.yaml' } as const;

const collections = kindList.flatMap(({ name, kind: { source } }) =>
  'collection' in source ? [{ collection: source.collection, kind: name }] : [],
);
const pages = kindList.flatMap(({ name, kind: { source } }) =>
  'page' in source ? [{ page: source.page, file: source.file, kind: name }] : [],
);

// Bundled for the browser (the admin app): paths are split by hand, not with node:path.
/** The last part of a path: content/services -> services. */
const lastPart = (p: string) => p.replace(/\/+$/, '').split('/').pop() ?? '';
/** The folder of a path: content/services/hardwood-flooring.yaml -> content/services. */
const folderOf = (p: string) => p.slice(0, Math.max(0, p.lastIndexOf('/')));
/** The file's name without folder or extension, as a files collection names its entries: service-areas. */
const baseName = (file: string) => lastPart(file).replace(/\.yaml$/, '');

/**
 * Every name Decap looks a preview up by (generator/editor/cms-config.ts names them so): each
 * collection folder, each page file by its file name (service-areas), site and navigation.
 */
export function previewNames(): string[] {
  const names = [
    ...collections.map((c) => c.collection),
    ...pages.map((p) => baseName(p.file)),
    ...Object.keys(SHARED_FILES),
  ];
  return [...new Set(names)];
}

/** What Decap's preview props say about the entry: its collection's name and folder, its path and slug. */
export interface EntryPlace {
  collection: string;
  /** The collection's folder (a folder collection): content/services. */
  folder?: string;
  /** The entry's file from the repository's root: content/pages/home.yaml (none for a new entry). */
  path?: string;
  /** The entry's slug: its file name in a folder, its name in a files collection. */
  slug?: string;
}

const endsWithFile = (filePath: string, file: string) => filePath === file || filePath.endsWith(`/${file}`);

export function previewTarget(place: EntryPlace): PreviewTarget | undefined {
  if (place.folder) {
    const folder = lastPart(place.folder);
    const c = collections.find((c) => c.collection === folder);
    if (c) return { file: 'collection', ...c };
  }
  const filePath = place.path;
  if (filePath) {
    const page = pages.find((p) => endsWithFile(filePath, p.file));
    if (page) return { file: 'page', page: page.page, kind: page.kind };
    for (const [name, file] of Object.entries(SHARED_FILES) as [keyof typeof SHARED_FILES, string][])
      if (endsWithFile(filePath, file)) return { file: name };
    const c = collections.find((c) => endsWithFile(folderOf(filePath), c.collection));
    if (c) return { file: 'collection', ...c };
  }
  const name = place.folder ? place.collection : (place.slug ?? place.collection);
  const page = pages.find((p) => p.page === name || baseName(p.file) === name);
  if (page) return { file: 'page', page: page.page, kind: page.kind };
  if (name === 'site' || name === 'navigation') return { file: name };
  const c = collections.find((c) => c.collection === place.collection);
  return c ? { file: 'collection', ...c } : undefined;
}
