// The web editor's (Decap CMS) configuration, generated from the zod schemas and
// the page-kind table, so the editor offers exactly the fields the build accepts.
// Every content file is editable: site.yaml and navigation.yaml ("settings"), one
// file entry per page file ("pages"), and a folder collection per collection kind.
// What Decap cannot express (refinements across fields, references to pages of
// any kind, slug = file name, unique project ids) the build checks and reports
// as `file:line field` when the saved file is built.
import { collectionSchemas, navigationSchema, siteSchema } from '../model/schema/index.ts';
import type { KindSource } from '../pages/kind.ts';
import { kindList } from '../pages/table.ts';
import { type CmsField, fieldsOf, labelOf } from './cms-fields.ts';
import { bodyField } from './markdown-body.ts';
import { BODY_FIELD, MARKDOWN_FORMAT_NAME } from './markdown-format.ts';
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

/**
 * The fields of a folder collection's files. A Markdown entry (a guide): its front matter's fields
 * (the kind's `frontMatter` schema, which its JSON Schema describes too), then the body; its slug
 * is its file name, no field.
 */
function folderFields(kindName: string, source: CollectionSource): CmsField[] {
  const loaded = fieldsOf(collectionSchemas[source.collection]);
  if (source.markdown) {
    const body = loaded.find((f) => f.name === BODY_FIELD);
    return [...fieldsOf(source.markdown.frontMatter), bodyField(body?.hint)];
  }
  const [first, ...rest] = loaded;
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
 * New entries: the file name is the `slug` field, as `build-site new` names it,
 * and Decap's slug rule (ASCII, accents cleaned, "-" between words) matches the
 * slug pattern, which the slug field also checks. Decap's defaults are static:
 * the scaffold's draft copy derives from the slug (name, material, place, next
 * free project id), which Decap cannot compute, so a new entry starts from the
 * schema's defaults and empty required fields the editor must fill before
 * publishing; the build reports a slug that is not the file name and a project
 * id already taken.
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
    const hasSlug = fields.some((f) => f.name === 'slug');
    folders.push({
      name: source.collection,
      label: labelOf(source.collection),
      ...(source.markdown ? markdownBase : base),
      label_singular: source.title,
      folder: `content/${source.collection}`,
      create: true,
      // Without a slug field (a guide's slug is its file name), Decap's {{slug}}: the identifier (the title) in slug form.
      slug: hasSlug ? '{{fields.slug}}' : '{{slug}}',
      identifier_field: fields.some((f) => f.name === 'name') ? 'name' : fields[0].name,
      fields,
    });
  }
  return {
    media_folder: 'content/media',
    public_folder: 'media',
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
