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
import { fill } from '../model/copy.ts';
import { headingId } from '../model/markdown.ts';
import { isLocalOriginal, type ImageManifest } from '../model/image-slots.ts';
import { collectionSchemas, navigationSchema, siteSchema } from '../model/schema/index.ts';
import { describeIssue, fieldName } from '../model/schema-issues.ts';
import { findReferences } from '../model/schema-refs.ts';
import type { PageKind } from '../pages/kind.ts';
import { refTargets } from '../pages/ref-targets.ts';
import { breadcrumbTrail, buildRoutes } from '../pages/routes.ts';
import { kindOf, pageKinds, type PageSpec } from '../pages/table.ts';
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
  message: string;
}

export interface PreviewResult {
  /** What the schema and the reference check find wrong with the entry as it is. */
  problems: PreviewProblem[];
  /** The page's markup (the site's frame around it), or none when it cannot be drawn from the entry. */
  markup?: string;
}

function schemaOf(target: PreviewTarget): z.ZodType {
  switch (target.file) {
    case 'collection':
      return collectionSchemas[target.collection];
    case 'page': {
      const { source } = pageKinds[target.kind] as PageKind<unknown>;
      // A page target is found by its kind's page file (preview-target.ts), so its source is one.
      if ('page' in source) return source.schema;
      throw new Error(`kind ${target.kind} has no page file`);
    }
    case 'site':
      return siteSchema;
    case 'navigation':
      return navigationSchema;
  }
}

type Entry = Record<string, unknown>;

/** The snapshot's content with `entry` in place of the saved entry (or added, when new), in the kind's order. */
function contentWith(snapshot: PreviewSnapshot, target: PreviewTarget, entry: Entry, slug?: string): Content {
  const content: Content = { ...snapshot.content, dir: '' };
  switch (target.file) {
    case 'site':
      return { ...content, site: entry as Content['site'] };
    case 'navigation':
      return { ...content, navigation: entry as Content['navigation'] };
    case 'page':
      return { ...content, pages: { ...content.pages, [target.page]: entry } };
    case 'collection': {
      const saved = content[target.collection] as Entry[];
      const at = saved.findIndex((e) => e.slug === slug);
      const entries = at < 0 ? [...saved, entry] : saved.map((e, i) => (i === at ? entry : e));
      const { source } = pageKinds[target.kind] as PageKind<Entry>;
      if ('order' in source && source.order) entries.sort(source.order);
      return { ...content, [target.collection]: entries };
    }
  }
}

/** The route that shows `entry` (its main path, not an alias), and its page kind. */
function routeOf(content: Content, target: PreviewTarget, entry: Entry) {
  // site.yaml and navigation.yaml fill the header and footer: previewed on the home page.
  const name = target.file === 'site' || target.file === 'navigation' ? 'home' : target.kind;
  const kind = pageKinds[name] as PageKind<unknown>;
  const routes = kind.routes(content);
  const route = name === 'home' ? routes[0] : (routes.find((r) => r.entry === entry && !r.canonical) ?? routes[0]);
  return { spec: { type: name, entry: route.entry } as PageSpec, path: route.canonical ?? route.path };
}

/** References in the entry to pages, services or projects that do not exist, with their field paths. */
function missingReferences(content: Content, schema: z.ZodType, entry: Entry) {
  const known = refTargets(content, buildRoutes(content));
  return findReferences(schema, entry).filter((r) => !known[r.target].has(r.value));
}

/** What the build refuses in a Markdown entry's body (a "# " heading, a picture, a link to no page). */
function bodyProblems(content: Content, target: PreviewTarget, entry: Entry): PreviewProblem[] {
  if (target.file !== 'collection') return [];
  const kind = pageKinds[target.kind] as PageKind<Entry>;
  if (!kind.bodyProblems) return [];
  const pages = refTargets(content, buildRoutes(content)).page;
  return kind.bodyProblems(entry, content, pages).map((p) => ({ field: 'body', message: p.message }));
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
 * text field shows what was typed (an emptied title shows empty). Undefined when that is not enough.
 */
function repaired(schema: z.ZodType, raw: Entry, saved: unknown): Entry | undefined {
  const draft = structuredClone(raw);
  const refused: Path[] = [];
  for (let round = 0; round < 3; round++) {
    const result = schema.safeParse(draft);
    if (result.success) {
      const entry = result.data as Entry;
      for (const path of refused) {
        const typed = getAt(raw, path);
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

// A Markdown entry (a guide) as the loader makes it: plus its slug, the file name (a new entry's: its title in
// slug form, as Decap names the file), and the body's line, which only the build's problems read.
function asLoaded(target: PreviewTarget, data: Entry, slug: string | undefined): Entry {
  if (target.file !== 'collection') return data;
  const { source } = pageKinds[target.kind] as PageKind<Entry>;
  if (!('markdown' in source && source.markdown)) return data;
  return { ...data, slug: slug ?? headingId(typeof data.title === 'string' ? data.title : ''), bodyLine: 1 };
}

export function renderPreview(snapshot: PreviewSnapshot, input: PreviewInput): PreviewResult {
  const { target } = input;
  const copy = snapshot.content.site.copy.editorPreview;
  const schema = schemaOf(target);
  const data = (input.data && typeof input.data === 'object' ? input.data : {}) as Entry;
  const raw = asLoaded(target, data, input.slug);
  const parsed = schema.safeParse(raw);
  const problems: PreviewProblem[] = parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({ field: fieldName(issue.path), message: describeIssue(issue) }));
  const valid = parsed.success ? (parsed.data as Entry) : repaired(schema, raw, savedEntry(snapshot, input));
  // Data no repair makes valid is drawn as it is: the template may still manage, else the problems say why.
  let entry = valid ?? raw;
  try {
    if (valid) {
      const missing = missingReferences(contentWith(snapshot, target, entry, input.slug), schema, entry);
      for (const r of missing)
        problems.push({ field: fieldName(r.field), message: fill(copy.unknownReference, { value: r.value }) });
      entry = withoutListItems(
        entry,
        missing.map((r) => r.field),
      );
    }
    const content = contentWith(snapshot, target, entry, input.slug);
    if (valid) problems.push(...bodyProblems(content, target, entry));
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
