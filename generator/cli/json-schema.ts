// JSON Schemas of every content file type, generated from the zod schemas, so
// editors using yaml-language-server complete and check content while typing.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { z } from 'zod';
import {
  collectionSchemas,
  guideFrontMatterSchema,
  navigationSchema,
  pageSchemas,
  siteSchema,
} from '../model/schema/index.ts';
import { kindList } from '../pages/table.ts';

/** Folder (inside content/) holding the generated schemas; the loader only reads the files it names, so it never reads these. */
export const SCHEMA_DIR = '.schemas';

export interface ContentKind {
  /** Schema file name without .schema.json. */
  kind: string;
  /** Glob of the content files it describes, relative to content/. */
  glob: string;
  title: string;
  schema: z.ZodType;
}

/** Every content file type, with the files it applies to: the shared files, then what each page kind reads. */
export const contentKinds: ContentKind[] = [
  { kind: 'site', glob: 'site.yaml', title: 'Site settings (content/site.yaml)', schema: siteSchema },
  {
    kind: 'navigation',
    glob: 'navigation.yaml',
    title: 'Header and footer links (content/navigation.yaml)',
    schema: navigationSchema,
  },
  ...kindList.map(
    ({ name, kind: { source } }): ContentKind =>
      'page' in source
        ? {
            kind: `page-${path.basename(source.file, '.yaml')}`,
            glob: source.file,
            title: `Page (content/${source.file})`,
            schema: pageSchemas[source.page],
          }
        : source.markdown
          ? {
              // Only the front matter is YAML; the body is Markdown (the guides are the one such collection).
              kind: name,
              glob: `${source.collection}/*.md`,
              title: `${source.title} front matter (content/${source.collection}/<slug>.md)`,
              schema: guideFrontMatterSchema,
            }
          : {
              kind: name,
              glob: `${source.collection}/*.yaml`,
              title: `${source.title} (content/${source.collection}/<slug>.yaml)`,
              schema: collectionSchemas[source.collection],
            },
  ),
];

/** A letter in both cases, so a pattern matches the way an /i regex does. */
const bothCases = (c: string): string =>
  c.toLowerCase() !== c.toUpperCase() ? `[${c.toLowerCase()}${c.toUpperCase()}]` : c;

/**
 * JSON Schema patterns have no flags, so zod drops the /i of a regex (media
 * paths accept .JPG). Spell each letter in both cases instead: outside a
 * character class a letter becomes [aA]; a class gets its letters' other case
 * appended. Escapes (\d, \S, \-) are copied as they are.
 */
export function caseInsensitivePattern(source: string): string {
  let out = '';
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') {
      out += source.slice(i, i + 2);
      i++;
      continue;
    }
    if (c !== '[') {
      out += bothCases(c);
      continue;
    }
    let body = '';
    let j = i + 1;
    for (; j < source.length && source[j] !== ']'; j++) {
      if (source[j] === '\\') {
        body += source.slice(j, j + 2);
        j++;
      } else body += source[j];
    }
    const other = body.replace(/(\\.)|([a-zA-Z])/g, (m, esc: string | undefined) =>
      esc ? esc : m === m.toLowerCase() ? m.toUpperCase() : m.toLowerCase(),
    );
    out += `[${body}${other}]`;
    i = j;
  }
  return out;
}

interface ZodDefLike {
  innerType?: { _zod: { def: ZodDefLike } };
  checks?: { _zod: { def: { pattern?: RegExp } } }[];
}

/** Regexes of a string schema, looking through optional/default wrappers (each is its own JSON Schema node). */
function regexesOf(schema: z.core.$ZodType): RegExp[] {
  let def = schema._zod.def as ZodDefLike;
  while (def.innerType) def = def.innerType._zod.def;
  return (def.checks ?? []).flatMap((c) => (c._zod.def.pattern ? [c._zod.def.pattern] : []));
}

/** The JSON Schema of one content kind, as editors read it (input side: fields with defaults are optional). */
export function jsonSchemaOf(kind: ContentKind): Record<string, unknown> {
  const generated = z.toJSONSchema(kind.schema, {
    io: 'input',
    override: ({ zodSchema, jsonSchema }) => {
      const insensitive = regexesOf(zodSchema).find((p) => p.flags.includes('i'));
      if (insensitive && jsonSchema.pattern === insensitive.source)
        jsonSchema.pattern = caseInsensitivePattern(insensitive.source);
    },
  });
  return { ...generated, $id: `${kind.kind}.schema.json`, title: kind.title };
}

/** Relative path (from the content folder) of a kind's schema file. */
export const schemaFile = (kind: ContentKind): string => `${SCHEMA_DIR}/${kind.kind}.schema.json`;

/** File name -> file text of every schema, exactly as committed. */
export function renderSchemas(): Map<string, string> {
  return new Map(contentKinds.map((kind) => [schemaFile(kind), `${JSON.stringify(jsonSchemaOf(kind), null, 2)}\n`]));
}

/** Writes every schema under contentDir; returns the files whose text changed. */
export function writeSchemas(contentDir: string): string[] {
  const changed: string[] = [];
  mkdirSync(path.join(contentDir, SCHEMA_DIR), { recursive: true });
  for (const [rel, text] of renderSchemas()) {
    const file = path.join(contentDir, rel);
    let old: string | undefined;
    try {
      old = readFileSync(file, 'utf8');
    } catch {
      old = undefined;
    }
    if (old === text) continue;
    writeFileSync(file, text);
    changed.push(rel);
  }
  return changed;
}

/** The yaml-language-server modeline that ties a content file to its schema. */
export function modeline(kind: ContentKind): string {
  const depth = kind.glob.split('/').length - 1;
  return `# yaml-language-server: $schema=${'../'.repeat(depth) || './'}${schemaFile(kind)}`;
}

/** The kind a content file (path relative to content/) belongs to, if any. */
export function kindOfFile(rel: string): ContentKind | undefined {
  const norm = rel.split(path.sep).join('/');
  return contentKinds.find((k) =>
    /\/\*\.(yaml|md)$/.test(k.glob)
      ? path.posix.dirname(norm) === path.posix.dirname(k.glob) && norm.endsWith(path.posix.extname(k.glob))
      : norm === k.glob,
  );
}

const MODELINE = /^# yaml-language-server: \$schema=\S*\n/;

/** Source with the kind's modeline as its first line (replacing an outdated one). */
export function withModeline(kind: ContentKind, source: string): string {
  return `${modeline(kind)}\n${source.replace(MODELINE, '')}`;
}

/** Every content file of every kind under contentDir (paths relative to it). */
export function contentFiles(contentDir: string): { rel: string; kind: ContentKind }[] {
  return fg
    .sync(
      contentKinds.map((k) => k.glob),
      { cwd: contentDir },
    )
    .sort()
    .flatMap((rel) => {
      const kind = kindOfFile(rel);
      return kind ? [{ rel, kind }] : [];
    });
}

/** Puts the modeline on the first line of every content file; returns the files changed. */
export function writeModelines(contentDir: string): string[] {
  const changed: string[] = [];
  for (const { rel, kind } of contentFiles(contentDir)) {
    // A Markdown file must start with its front matter's "---": .vscode/settings.json maps its schema.
    if (rel.endsWith('.md')) continue;
    const file = path.join(contentDir, rel);
    const source = readFileSync(file, 'utf8');
    const updated = withModeline(kind, source);
    if (updated === source) continue;
    writeFileSync(file, updated);
    changed.push(rel);
  }
  return changed;
}
