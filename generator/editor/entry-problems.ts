// What the build would refuse in one entry as the web editor holds it, each problem at its data
// path: the entry's schema (every pattern, refinement and text rule), the references to pages,
// services, locations and projects, what a guide's body may not hold, and, for a new entry, an
// address or project number already taken. The field checks (field-checks.ts) show each problem
// beside its field; the preview (preview-render.tsx) lists them above the page. Both read the
// entry as the save will write it (asSaved), so what is checked is what the build will read.
import type { z } from 'zod';
import type { Content } from '../model/content.ts';
import { mediaHostProblems } from '../model/media-hosts.ts';
import { problemMessage } from '../model/problems.ts';
import type { Route } from '../model/routes.ts';
import type { FieldPath } from './field-paths.ts';
import { collectionSchemas, navigationSchema, siteSchema } from '../model/schema/index.ts';
import { describeIssue } from '../model/schema-issues.ts';
import { findReferences } from '../model/schema-refs.ts';
import { fill } from '../model/copy.ts';
import type { PageKind } from '../pages/kind.ts';
import { refTargets } from '../pages/ref-targets.ts';
import { buildRoutes } from '../pages/routes.ts';
import { pageKinds } from '../pages/table.ts';
import type { PreviewSnapshot } from './preview-snapshot.ts';
import type { PreviewTarget } from './preview-target.ts';
import { asLoaded, type Entry } from './entry-data.ts';

export type { Entry };

/**
 * What kind of problem: `missing` (a required value left out or emptied; Decap says so itself for
 * the fields it requires), `count` (too few or too many items, Decap's list bounds say so), `other`.
 */
export type ProblemKind = 'missing' | 'count' | 'other';

export interface EntryProblem {
  path: FieldPath;
  message: string;
  kind: ProblemKind;
}

export interface EntryInput {
  target: PreviewTarget;
  /** The entry as the save will write it (asSaved). */
  data: Entry;
  /** The saved entry's slug (its file name); none for an entry not saved yet. */
  slug?: string;
}

export function schemaOf(target: PreviewTarget): z.ZodType {
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

/** The snapshot's content with `entry` in place of the saved entry (or added, when new), in the kind's order. */
export function contentWith(snapshot: PreviewSnapshot, target: PreviewTarget, entry: Entry, slug?: string): Content {
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

/** A zod issue's kind: a required value left out or emptied, a list's length, or a rule. */
function kindOf(issue: z.core.$ZodIssue): ProblemKind {
  if (issue.code === 'invalid_type' && issue.input === undefined) return 'missing';
  if ((issue.code === 'too_small' || issue.code === 'too_big') && issue.origin === 'array') return 'count';
  if (issue.code === 'too_small' && issue.origin === 'string' && issue.minimum === 1) return 'missing';
  return 'other';
}

/** The saved entries of the target's collection other than this one (by its saved slug). */
function others(snapshot: PreviewSnapshot, target: PreviewTarget, slug: string | undefined): Entry[] {
  if (target.file !== 'collection') return [];
  return (snapshot.content[target.collection] as Entry[]).filter((e) => slug === undefined || e.slug !== slug);
}

/**
 * A new entry's address, or a project's number, that another entry of the collection already has;
 * an existing entry's address changed (it is its file's name, which a save does not rename).
 */
function takenProblems(snapshot: PreviewSnapshot, input: EntryInput, entry: Entry): EntryProblem[] {
  const { target } = input;
  if (target.file !== 'collection') return [];
  const rest = others(snapshot, target, input.slug);
  const problems: EntryProblem[] = [];
  if (input.slug !== undefined && entry.slug !== input.slug)
    problems.push({
      path: ['slug'],
      kind: 'other',
      message: problemMessage('EntrySlugFixed', input.slug),
    });
  if (input.slug === undefined && typeof entry.slug === 'string' && rest.some((e) => e.slug === entry.slug))
    problems.push({
      path: ['slug'],
      kind: 'other',
      message: problemMessage('EntryAddressTaken', target.collection, entry.slug),
    });
  if (typeof entry.id === 'string' && rest.some((e) => e.id === entry.id))
    problems.push({
      path: ['id'],
      kind: 'other',
      message: problemMessage('EntryProjectIdTaken', entry.id),
    });
  return problems;
}

/** https references on a host other than the site's media hosts (site.yaml's own: its logo and share picture). */
function hostProblems(snapshot: PreviewSnapshot, target: PreviewTarget, entry: Entry): EntryProblem[] {
  if (target.file === 'navigation') return [];
  const site = target.file === 'site' ? (entry as Content['site']) : snapshot.content.site;
  const value = target.file === 'site' ? { logo: site.logo, defaultShareImage: site.defaultShareImage } : entry;
  return mediaHostProblems(site.media, value).map((p) => ({
    path: p.field,
    kind: 'other' as const,
    message: p.message,
  }));
}

/** A path the entry's own routes (its page, an alias) share with another page or redirect. */
function routeClashes(routes: Route[], target: PreviewTarget, entry: Entry): EntryProblem[] {
  if (target.file !== 'collection') return [];
  const counts = new Map<string, number>();
  for (const r of routes) counts.set(r.path, (counts.get(r.path) ?? 0) + 1);
  const own = (r: Route) => r.origin?.collection === target.collection && r.origin.slug === entry.slug;
  const seen = new Set<string>();
  return routes.flatMap((r) => {
    if (!own(r) || (counts.get(r.path) ?? 0) < 2 || seen.has(r.path)) return [];
    seen.add(r.path);
    return [
      {
        path: r.origin?.field ?? [],
        kind: 'other' as const,
        message: problemMessage('EntryPathTaken', r.path),
      },
    ];
  });
}

export interface CheckedEntry {
  problems: EntryProblem[];
  /** The entry as the schema reads it (defaults filled), when it passes the schema. */
  valid?: Entry;
  /** The entry as the loader would hand it to the schema. */
  raw: Entry;
}

/** Every problem of the entry, each at its path. */
export function checkEntry(snapshot: PreviewSnapshot, input: EntryInput): CheckedEntry {
  const { target } = input;
  const copy = snapshot.content.site.copy.editorPreview;
  const schema = schemaOf(target);
  const raw = asLoaded(target, input.data, input.slug);
  const parsed = schema.safeParse(raw);
  const problems: EntryProblem[] = parsed.success
    ? []
    : parsed.error.issues.map((issue) => {
        const kind = kindOf(issue);
        // A value left out or emptied, said the same way (the save writes no key for an empty one).
        return {
          path: issue.path as FieldPath,
          message: kind === 'missing' ? 'is required' : describeIssue(issue),
          kind,
        };
      });
  problems.push(...takenProblems(snapshot, input, raw));
  if (!parsed.success) return { problems, raw };
  problems.push(...hostProblems(snapshot, target, parsed.data as Entry));
  const valid = parsed.data as Entry;
  try {
    const content = contentWith(snapshot, target, valid, input.slug);
    const routes = buildRoutes(content);
    problems.push(...routeClashes(routes, target, valid));
    const known = refTargets(content, routes);
    for (const r of findReferences(schema, valid))
      if (!known[r.target].has(r.value))
        problems.push({ path: r.field, kind: 'other', message: fill(copy.unknownReference, { value: r.value }) });
    if (target.file === 'collection') {
      const kind = pageKinds[target.kind] as PageKind<Entry>;
      for (const p of kind.bodyProblems?.(valid, content, known.page) ?? [])
        problems.push({ path: ['body'], kind: 'other', message: p.message });
    }
  } catch (error) {
    // Content the routes cannot be made from (two pages at one path): the build says which, the field checks cannot.
    problems.push({ path: [], kind: 'other', message: error instanceof Error ? error.message : String(error) });
  }
  return { problems, valid, raw };
}
