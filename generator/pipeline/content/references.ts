// Cross-file checks that a schema alone cannot do: every field a schema marks
// with ref() names an entry that exists (a page, a service, a project), local
// images exist, no two content entries claim the same route.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { ContentError, type ContentProblem } from '../../model/errors.ts';
import { isLocalOriginal } from '../../model/image-slots.ts';
import { fieldName, locateField, pageAndCollectionEntries } from './load.ts';
import { pageFiles, type Content } from '../../model/content.ts';
import type { Route } from '../../model/routes.ts';
import { locationSchema, navigationSchema, projectSchema, serviceSchema, siteSchema, type RefTarget } from '../../model/schema/index.ts';
import { findReferences, type FoundReference } from './schema-refs.ts';

interface Reference extends FoundReference {
  file: string;
}

/** Every content entry with its file and schema: the places references can sit. */
function entries(content: Content): { file: string; schema: z.core.$ZodType; value: unknown }[] {
  const dirName = path.basename(content.dir);
  const file = (rel: string) => path.join(dirName, rel);
  const fromCollection = <T extends object>(items: T[], schema: z.core.$ZodType, folder: string, name: (item: T) => string) =>
    items.map((value) => ({ file: content.sources.get(value) ?? file(`${folder}/${name(value)}.yaml`), schema, value }));
  return [
    { file: file('site.yaml'), schema: siteSchema, value: content.site },
    { file: file('navigation.yaml'), schema: navigationSchema, value: content.navigation },
    ...(Object.keys(pageFiles) as (keyof typeof pageFiles)[]).map((key) => ({ file: file(pageFiles[key][0]), schema: pageFiles[key][1], value: content.pages[key] })),
    ...fromCollection(content.services, serviceSchema, 'services', (s) => s.slug),
    ...fromCollection(content.locations, locationSchema, 'locations', (l) => l.slug),
    ...fromCollection(content.projects, projectSchema, 'projects', (p) => p.slug),
  ];
}

/** Every value a schema marks with ref(), in every content file. */
function collectReferences(content: Content): Reference[] {
  return entries(content).flatMap(({ file, schema, value }) => findReferences(schema, value).map((r) => ({ ...r, file })));
}

const IMAGE_FILE = /\.(svg|png|jpe?g|webp|avif)$/i;

/** Every image reference in one content entry, with its field path. */
function imageRefs(value: unknown, at: (string | number)[] = [], out: { field: (string | number)[]; ref: string }[] = []) {
  if (typeof value === 'string') {
    // Owner photos (media/...) are checked by the photo pipeline (generator/pipeline/images/process.ts).
    if (IMAGE_FILE.test(value) && !value.startsWith('https://') && !isLocalOriginal(value)) out.push({ field: [...at], ref: value });
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => { at.push(i); imageRefs(v, at, out); at.pop(); });
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) { at.push(k); imageRefs(v, at, out); at.pop(); }
  }
  return out;
}

/** Images served from this site (imageBase is a local path) must exist under public/. */
function checkLocalImages(content: Content, publicDir: string, problems: ContentProblem[]): void {
  const base = content.site.media.imageBase;
  if (!base.startsWith('/')) return;
  const dirName = path.basename(content.dir);
  const entries: [string, unknown][] = [
    [path.join(dirName, 'site.yaml'), content.site],
    ...pageAndCollectionEntries(content),
  ];
  // Thousands of pages share a few dozen images: ask the file system once per image.
  const exists = new Map<string, boolean>();
  for (const [file, entry] of entries) {
    for (const { field, ref } of imageRefs(entry)) {
      let found = exists.get(ref);
      if (found === undefined) exists.set(ref, (found = existsSync(path.join(publicDir, base, ref))));
      if (found) continue;
      problems.push({
        file,
        line: locateField(content.dir, file, field),
        field: fieldName(field),
        message: `broken internal link "${ref}": expected a file at public${base}/${ref}`,
      });
    }
  }
}

/** The content file and field that made a route, for duplicate-route errors. */
function routeOrigin(content: Content, route: Route): { file: string; field?: (string | number)[] } {
  const fallback = { file: path.basename(content.dir) };
  if (route.kind === 'redirect') {
    const project = content.projects.find((p) => route.path === `/gallery/${p.id}`);
    return project ? { file: content.sources.get(project) ?? fallback.file, field: ['id'] } : fallback;
  }
  const spec = route.page;
  if (spec.type === 'service') {
    const slug = route.path.split('/').pop() ?? '';
    const alias = spec.service.aliases.indexOf(slug);
    return { file: content.sources.get(spec.service) ?? fallback.file, field: alias >= 0 && route.path !== route.canonical ? ['aliases', alias] : ['slug'] };
  }
  if (spec.type === 'location') return { file: content.sources.get(spec.location) ?? fallback.file, field: ['slug'] };
  if (spec.type === 'project') return { file: content.sources.get(spec.project) ?? fallback.file, field: ['slug'] };
  return fallback;
}

export function checkReferences(content: Content, routes: Route[], publicDir?: string): void {
  const problems: ContentProblem[] = [];
  if (publicDir) checkLocalImages(content, publicDir, problems);
  const seen = new Map<string, Route>();
  for (const route of routes) {
    const first = seen.get(route.path);
    if (first) {
      // Blame the alias when one side is an alias: that is usually the new entry.
      const firstIsAlias = first.kind === 'page' && first.path !== first.canonical;
      const origin = routeOrigin(content, firstIsAlias ? first : route);
      const other = routeOrigin(content, firstIsAlias ? route : first);
      problems.push({
        file: origin.file,
        line: origin.field ? locateField(content.dir, origin.file, origin.field) : undefined,
        field: origin.field && fieldName(origin.field),
        message: `duplicate route ${route.path}: ${other.file} already produces this page; expected a path no other entry uses`,
      });
    }
    seen.set(route.path, route);
  }
  const projectIds = new Set(content.projects.map((p) => p.id));
  const projectSlugs = new Map<string, string>();
  for (const p of content.projects) {
    const other = projectSlugs.get(p.id);
    if (other) problems.push({ file: content.sources.get(p) ?? '', field: 'id', message: `duplicate project id ${p.id} (also in ${other})` });
    projectSlugs.set(p.id, content.sources.get(p) ?? '');
  }
  const known: Record<RefTarget, { values: Set<string>; expected: string }> = {
    page: { values: new Set(routes.filter((r) => r.kind === 'page').map((r) => r.path)), expected: 'a path of a page the site builds' },
    project: { values: projectIds, expected: `a project id (${[...projectIds].join(', ')})` },
    service: { values: new Set(content.services.map((s) => s.slug)), expected: `a service slug (${content.services.map((s) => s.slug).join(', ')})` },
  };
  for (const ref of collectReferences(content)) {
    const target = known[ref.target];
    if (target.values.has(ref.value)) continue;
    problems.push({
      file: ref.file,
      line: locateField(content.dir, ref.file, ref.field),
      field: fieldName(ref.field),
      message: `unknown page reference "${ref.value}": expected ${target.expected}`,
    });
  }
  if (problems.length > 0) throw new ContentError(problems);
}
