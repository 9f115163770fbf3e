// One preview of the web editor: the entry as the editor holds it now, put in
// the place of its saved version in the snapshot's content, drawn by the same
// page kind and template the build uses (generator/pages/table.ts), to markup.
// It renders to a string (react-dom/server, also in the browser) so a template
// that throws on half-typed data is caught here, in the browser and in tests alike,
// and the pane shows what the checks found instead of going blank.
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { z } from 'zod';
import { Layout } from '../../templates/layout/Layout.tsx';
import { PageContextProvider } from '../../templates/site-context.tsx';
import type { Content } from '../model/content.ts';
import { isLocalOriginal, type ImageManifest } from '../model/image-slots.ts';
import { fieldName } from '../model/schema-issues.ts';
import type { FieldPath } from './field-paths.ts';
import { findReferences } from '../model/schema-refs.ts';
import type { PageKind } from '../pages/kind.ts';
import { breadcrumbTrail } from '../pages/routes.ts';
import { kindOf, pageKinds, type PageSpec } from '../pages/table.ts';
import { checkEntry, contentWith, schemaOf } from './entry-problems.ts';
import type { PreviewSnapshot } from './preview-snapshot.ts';
import type { PreviewTarget } from './preview-target.ts';

export interface PreviewInput {
  target: PreviewTarget;
  /** The entry's data as the editor holds it now (Decap's entry data, as plain objects). */
  data: unknown;
  /** The saved entry's slug (its file name); none for an entry not saved yet. */
  slug?: string;
  /** URL of an owner photo the snapshot has no variants of (Decap's getAsset: a fresh upload). */
  assetUrl(ref: string): string | undefined;
}

export interface PreviewProblem {
  field: string;
  /** The same field as a path of keys and list indexes, for its labels in the editor. */
  path: FieldPath;
  message: string;
}

export interface PreviewResult {
  /** What the schema and the reference check find wrong with the entry as it is. */
  problems: PreviewProblem[];
  /** The page's markup (the site's frame around it), or none when it cannot be drawn from the entry. */
  markup?: string;
}

type Entry = Record<string, unknown>;

/** The route that shows `entry` (its main path, not an alias), and its page kind. */
function routeOf(content: Content, target: PreviewTarget, entry: Entry) {
  // site.yaml and navigation.yaml fill the header and footer: previewed on the home page.
  const name = target.file === 'site' || target.file === 'navigation' ? 'home' : target.kind;
  const kind = pageKinds[name] as PageKind<unknown>;
  const routes = kind.routes(content);
  const route = name === 'home' ? routes[0] : (routes.find((r) => r.entry === entry && !r.canonical) ?? routes[0]);
  return { spec: { type: name, entry: route.entry } as PageSpec, path: route.canonical ?? route.path };
}

/** The entry without the missing references that are items of a list, so the rest of the list shows. */
function withoutListItems(entry: Entry, fields: (string | number)[][]): Entry {
  const copy = structuredClone(entry);
  // Last index first, so removing an item does not move the next one to remove.
  const items = fields.filter((f) => typeof f.at(-1) === 'number').sort((a, b) => Number(b.at(-1)) - Number(a.at(-1)));
  for (const field of items) {
    let parent: unknown = copy;
    for (const key of field.slice(0, -1)) parent = (parent as Record<string | number, unknown>)?.[key];
    if (Array.isArray(parent)) parent.splice(Number(field.at(-1)), 1);
  }
  return copy;
}

/** The saved version of the entry in the snapshot, if it has one. */
function savedEntry(snapshot: PreviewSnapshot, { target, slug }: PreviewInput): unknown {
  const { content } = snapshot;
  switch (target.file) {
    case 'site':
      return content.site;
    case 'navigation':
      return content.navigation;
    case 'page':
      return content.pages[target.page];
    case 'collection':
      return slug === undefined ? undefined : (content[target.collection] as Entry[]).find((e) => e.slug === slug);
  }
}

type Path = PropertyKey[];
const getAt = (value: unknown, path: Path): unknown =>
  path.reduce<unknown>(
    (v, k) => (v && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[k] : undefined),
    value,
  );
function setAt(value: unknown, path: Path, to: unknown): void {
  const parent = getAt(value, path.slice(0, -1));
  if (!parent || typeof parent !== 'object') return;
  const record = parent as Record<PropertyKey, unknown>;
  const key = path[path.length - 1];
  if (to === undefined) delete record[key];
  else record[key] = structuredClone(to);
}

/**
 * The entry made valid for drawing, while the editor is mid-typing: each field the schema refuses
 * takes its saved value (or none, so its default applies), a few rounds at most; then a refused
 * text field shows what was typed (an emptied title, which the save leaves out, shows empty).
 * Undefined when that is not enough.
 */
function repaired(schema: z.ZodType, raw: Entry, saved: unknown): Entry | undefined {
  const draft = structuredClone(raw);
  const refused: Path[] = [];
  for (let round = 0; round < 3; round++) {
    const result = schema.safeParse(draft);
    if (result.success) {
      const entry = result.data as Entry;
      for (const path of refused) {
        // An emptied text is no key once saved: it shows empty, as typed.
        const typed = getAt(raw, path) ?? '';
        if (typeof typed === 'string' && typeof getAt(entry, path) === 'string') setAt(entry, path, typed);
      }
      return entry;
    }
    for (const { path } of result.error.issues) {
      refused.push(path);
      // An empty path is the whole entry: nothing to take a field from.
      if (path.length === 0) return undefined;
      setAt(draft, path, getAt(saved, path));
    }
  }
  return undefined;
}

/** Owner photos of the entry that the snapshot has no variants of, shown from their original file. */
function uploads(value: unknown, images: ImageManifest, assetUrl: PreviewInput['assetUrl'], out: ImageManifest = {}) {
  if (typeof value === 'string') {
    const url = isLocalOriginal(value) && !images[value] ? assetUrl(value) : undefined;
    // No variants: client/components/Picture.tsx draws the original as a plain <img>.
    if (url) out[value] = { base: '', widths: [], width: 1200, height: 900, fallback: url, placeholder: '' };
  } else if (value && typeof value === 'object') {
    for (const v of Object.values(value)) uploads(v, images, assetUrl, out);
  }
  return out;
}

export function renderPreview(snapshot: PreviewSnapshot, input: PreviewInput): PreviewResult {
  const { target } = input;
  const data = (input.data && typeof input.data === 'object' ? input.data : {}) as Entry;
  const checked = checkEntry(snapshot, { target, data, slug: input.slug });
  const problems: PreviewProblem[] = checked.problems.map((p) => ({
    field: fieldName(p.path),
    path: p.path,
    message: p.message,
  }));
  const schema = schemaOf(target);
  const valid = checked.valid ?? repaired(schema, checked.raw, savedEntry(snapshot, input));
  // Data no repair makes valid is drawn as it is: the template may still manage, else the problems say why.
  let entry = valid ?? checked.raw;
  try {
    // A missing reference that is an item of a list is left out, so the rest of the list shows.
    if (checked.valid) {
      const known = new Set(findReferences(schema, entry).map((r) => fieldName(r.field)));
      const missing = checked.problems.filter((p) => known.has(fieldName(p.path))).map((p) => p.path);
      entry = withoutListItems(entry, missing);
    }
    const content = contentWith(snapshot, target, entry, input.slug);
    const { spec, path } = routeOf(content, target, entry);
    const images = { ...snapshot.images, ...uploads(entry, snapshot.images, input.assetUrl) };
    const body: ReactElement = kindOf(spec).template(spec.entry);
    // An entry's preview leaves out the header and footer (Slots render nothing); the files that fill them show them.
    const shared = target.file === 'site' || target.file === 'navigation';
    const markup = renderToStaticMarkup(
      <PageContextProvider
        value={{
          content,
          path,
          widgets: new Set(),
          images,
          iconSprite: snapshot.iconSprite,
          trail: breadcrumbTrail(spec, content.navigation.breadcrumbs),
        }}
      >
        <div className="page">{shared ? <Layout>{body}</Layout> : <Layout chrome="slots">{body}</Layout>}</div>
      </PageContextProvider>,
    );
    return { problems, markup };
  } catch {
    // Data the template cannot draw yet (a list still empty, a field of the wrong type): the problems say why.
    return { problems };
  }
}
