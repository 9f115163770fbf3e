// The web editor's (Decap CMS) configuration, generated from the zod schemas and
// the page-kind table, so the editor offers exactly the fields the build accepts,
// less the developer settings (model/schema/editor-fields.ts). Every content file is
// editable: site.yaml and navigation.yaml ("settings"), one file entry per page file
// ("pages"), and a folder collection per collection kind. Every rule the build applies
// to a field runs as that field's check in the editor (field-checks.ts, with the
// schemas themselves), and `build-site dev`'s backend checks each file it writes again.
import { collectionSchemas, navigationSchema, siteSchema } from '../model/schema/index.ts';
import type { KindSource } from '../pages/kind.ts';
import { kindList } from '../pages/table.ts';
import { type CmsField, fieldsOf, labelOf } from './cms-fields.ts';
import { bodyField } from './markdown-body.ts';
import { BODY_FIELD, MARKDOWN_FORMAT_NAME } from './markdown-format.ts';
import { MEDIA_FOLDER, PUBLIC_FOLDER } from './site-media.ts';
import { YAML_FORMAT_NAME } from './yaml-format.ts';

export type { CmsField };

interface CmsCollectionBase {
  name: string;
  label: string;
  format: typeof YAML_FORMAT_NAME | typeof MARKDOWN_FORMAT_NAME;
  extension: 'yaml' | 'md';
}
export interface CmsFilesCollection extends CmsCollectionBase {
  files: { name: string; label: string; file: string; fields: CmsField[] }[];
}
export interface CmsFolderCollection extends CmsCollectionBase {
  label_singular: string;
  folder: string;
  /**
   * The media folder again, from the repository's root: Decap then lists the library for each open
   * entry of the folder (as it does for a files collection) instead of taking the media page's list,
   * empty until that page has been opened, so a new guide's picture picker offers the site's pictures.
   */
  media_folder: string;
  /** Said again, or Decap would make it the media folder's path (its default for a collection's). */
  public_folder: string;
  create: true;
  slug: string;
  identifier_field: string;
  fields: CmsField[];
}
export type CmsCollection = CmsFilesCollection | CmsFolderCollection;

/** Everything of Decap's config but the backend: what content/.schemas/cms.yml holds. */
export interface CmsCollectionsConfig {
  media_folder: string;
  public_folder: string;
  slug: { encoding: 'ascii'; clean_accents: boolean; sanitize_replacement: string };
  collections: CmsCollection[];
}

/** Decap's backend block (GitHub, GitLab, Gitea/Forgejo, git-gateway, or the local proxy). */
export interface CmsBackend {
  name: string;
  repo?: string;
  branch?: string;
  base_url?: string;
  auth_endpoint?: string;
  api_root?: string;
  proxy_url?: string;
}

export interface CmsConfig extends CmsCollectionsConfig {
  backend: CmsBackend;
  local_backend?: boolean | { url?: string; allowed_hosts?: string[] };
  site_url?: string;
  publish_mode?: 'editorial_workflow';
}

const base = { format: YAML_FORMAT_NAME, extension: 'yaml' } as const;
const markdownBase = { format: MARKDOWN_FORMAT_NAME, extension: 'md' } as const;
type CollectionSource = Extract<KindSource<unknown>, { collection: string }>;

/** The name or title an entry is listed by: Decap's identifier_field, and what a new entry's address is made from. */
const identifierOf = (fields: CmsField[]): string => (fields.some((f) => f.name === 'name') ? 'name' : fields[0].name);

/**
 * Fields a new entry fills in itself (new-entry.ts, through the slug widget): its page address and a
 * project's number. They come after the fields an office worker edits, and an existing entry shows
 * them without letting them change (its file is named by the slug). A service's other addresses
 * (old links kept working) go with them: they are no words on the page.
 */
function addressFields(fields: CmsField[], from: string): { edited: CmsField[]; made: CmsField[] } {
  const made: CmsField[] = [];
  const edited = fields.filter((f) => {
    if (f.name === 'aliases') made.unshift(f);
    else if (f.name === 'id') made.unshift({ ...f, widget: 'slug', derive: 'project-id', required: false });
    else if (f.name === 'slug') {
      // A place's address ends with its state, as `build-site new location` names them (howard-county-md).
      const suffix = fields.some((g) => g.name === 'region') ? { suffix: 'region' } : {};
      made.push({ ...f, widget: 'slug', derive: 'slug', from, ...suffix, required: false });
    } else return true;
    return false;
  });
  return { edited, made };
}

/**
 * The fields of a folder collection's files. A Markdown entry (a guide): its front matter's fields
 * (the kind's `frontMatter` schema, which its JSON Schema describes too), then the body, then its
 * address, which names the file and is not written into it (markdown-format.ts).
 */
function folderFields(kindName: string, source: CollectionSource): CmsField[] {
  const loaded = fieldsOf(collectionSchemas[source.collection]);
  if (source.markdown) {
    const body = loaded.find((f) => f.name === BODY_FIELD);
    const front = fieldsOf(source.markdown.frontMatter);
    const slug = loaded.find((f) => f.name === 'slug');
    const { made } = addressFields(slug ? [slug] : [], identifierOf(front));
    return [...front, bodyField(body?.hint), ...made];
  }
  const { edited, made } = addressFields(loaded, identifierOf(loaded));
  const [first, ...rest] = [...edited, ...made];
  // A new file's first line ties it to its JSON Schema, as `build-site schemas` writes it (generator/cli/json-schema.ts).
  // A Markdown file has none: its first line must be the front matter's "---".
  return [{ ...first, comment: `yaml-language-server: $schema=../.schemas/${kindName}.schema.json` }, ...rest];
}
const fileName = (file: string): string => (file.split('/').pop() ?? file).replace(/\.yaml$/, '');

/**
 * Decap's collections. Collection and file names are the ones previews register
 * templates under: `settings` (files `site`, `navigation`), `pages` (one file per
 * page file, named like it: home, about, not-found...), and one folder collection
 * per collection kind (services, locations, projects, guides).
 *
 * New entries: the file name is the `slug` field, as `build-site new` names it; the slug widget
 * fills it from the name or title (a short address, new-entry.ts) unless someone types one, and a
 * project's number with the next free one. Other fields start empty (no Decap defaults: the build
 * fills the schema's), and the required ones must be filled before Publish.
 */
export function cmsCollections(): CmsCollectionsConfig {
  const pages: CmsFilesCollection['files'] = [];
  const folders: CmsFolderCollection[] = [];
  for (const { name: kindName, kind } of kindList) {
    const { source } = kind;
    if ('page' in source) {
      const name = fileName(source.file);
      pages.push({
        name,
        label: `${labelOf(name)} page`,
        file: `content/${source.file}`,
        fields: fieldsOf(source.schema),
      });
      continue;
    }
    const fields = folderFields(kindName, source);
    folders.push({
      name: source.collection,
      label: labelOf(source.collection),
      ...(source.markdown ? markdownBase : base),
      label_singular: source.title,
      folder: `content/${source.collection}`,
      media_folder: `/${MEDIA_FOLDER}`,
      public_folder: PUBLIC_FOLDER,
      create: true,
      // The file is named by the address field, which a new entry fills from its name or title (new-entry.ts).
      slug: '{{fields.slug}}',
      identifier_field: identifierOf(fields),
      fields,
    });
  }
  return {
    media_folder: MEDIA_FOLDER,
    public_folder: PUBLIC_FOLDER,
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    collections: [
      {
        name: 'settings',
        label: 'Site settings',
        ...base,
        files: [
          {
            name: 'site',
            label: 'Company details and shared words',
            file: 'content/site.yaml',
            fields: fieldsOf(siteSchema),
          },
          {
            name: 'navigation',
            label: 'Menus and footer links',
            file: 'content/navigation.yaml',
            fields: fieldsOf(navigationSchema),
          },
        ],
      },
      { name: 'pages', label: 'Pages', ...base, files: pages },
      ...folders,
    ],
  };
}

/** The whole config /admin/config.yml serves: the collections plus a backend. */
export function cmsConfig(
  backend: CmsBackend,
  extra: Pick<CmsConfig, 'local_backend' | 'site_url' | 'publish_mode'> = {},
): CmsConfig {
  return { backend, ...extra, ...cmsCollections() };
}
