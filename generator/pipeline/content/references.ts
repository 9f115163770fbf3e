// Cross-file checks that a schema alone cannot do: every field a schema marks
// with ref() names an entry that exists (a page, a service, a project), local
// images exist, no two content entries claim the same route.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ContentError, type ContentProblem } from '../../model/errors.ts';
import { problemMessage } from '../../model/problems.ts';
import { isLocalOriginal } from '../../model/image-slots.ts';
import { fieldName } from '../../model/schema-issues.ts';
import { stringLeavesWhere } from '../../model/string-leaves.ts';
import type { Content } from '../../model/content.ts';
import { refTargets } from '../../pages/ref-targets.ts';
import type { Route } from '../../model/routes.ts';
import type { RefTarget } from '../../model/schema/index.ts';
import { type FoundReference, referencesIn } from '../../model/schema-refs.ts';
import type { ContentSources } from './sources.ts';

interface Reference extends FoundReference {
  file: string;
}

/** Every value a schema marks with ref(), in every content file. */
function collectReferences(content: Content, sources: ContentSources): Reference[] {
  return [...sources.sharedEntries(content), ...sources.pageAndCollectionEntries(content)].flatMap(
    ({ file, schema, value }) => referencesIn(schema, value).map((r) => ({ ...r, file })),
  );
}

const IMAGE_FILE = /\.(svg|png|jpe?g|webp|avif)$/i;

/** An image served from this site. Owner photos (media/...) are checked by the photo pipeline (generator/pipeline/images/process.ts). */
const isSiteImage = (value: string) =>
  IMAGE_FILE.test(value) && !value.startsWith('https://') && !isLocalOriginal(value);

/** Images served from this site (imageBase is a local path) must exist under public/. */
function checkLocalImages(
  content: Content,
  sources: ContentSources,
  publicDir: string,
  problems: ContentProblem[],
  listed: ReadonlySet<string>,
): void {
  const base = content.site.media.imageBase;
  if (!base.startsWith('/')) return;
  const entries = [
    { file: sources.file('site.yaml'), value: content.site },
    ...sources.pageAndCollectionEntries(content),
  ];
  // Thousands of pages share a few dozen images: ask the file system once per image.
  const exists = new Map<string, boolean>();
  for (const { file, value } of entries) {
    for (const { field, value: ref } of stringLeavesWhere(value, isSiteImage)) {
      let found = exists.get(ref);
      if (found === undefined) {
        // A file the build lists is there; anything else (a hidden file, a folder, a missing file) is asked.
        found = listed.has(path.posix.join(base.slice(1), ref)) || existsSync(path.join(publicDir, base, ref));
        exists.set(ref, found);
      }
      if (found) continue;
      problems.push({
        file,
        line: sources.lineOf(file, field),
        field: fieldName(field),
        message: problemMessage('BrokenImageLink', ref, `public${base}/${ref}`),
      });
    }
  }
}

/** The content file and field that made a route, for duplicate-route errors. */
function routeOrigin(sources: ContentSources, route: Route): { file: string; field?: (string | number)[] } {
  return route.origin
    ? { file: sources.entryFile(route.origin.collection, route.origin.slug), field: route.origin.field }
    : { file: route.kind === 'redirect' ? `the legacy redirect to ${route.to}` : sources.dirName };
}

/** A file with the line of a field in it, as messages name the other side of a clash: content/site.yaml:3. */
function placeOf(sources: ContentSources, file: string, field?: (string | number)[]): string {
  const line = field && sources.lineOf(file, field);
  return line ? `${file}:${line}` : file;
}

/**
 * A project id used by two files: the later file (by name, the order the folder lists them in)
 * is the one reported, naming the earlier one, whatever order the projects are shown in.
 */
function checkProjectIds(content: Content, sources: ContentSources, problems: ContentProblem[]): void {
  const firstFile = new Map<string, string>();
  const files = content.projects
    .map((p) => ({ id: p.id, file: sources.entryFile('projects', p.slug) }))
    .sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  for (const { id, file } of files) {
    const first = firstFile.get(id);
    if (first === undefined) {
      firstFile.set(id, file);
      continue;
    }
    problems.push({
      file,
      line: sources.lineOf(file, ['id']),
      field: 'id',
      message: problemMessage('ProjectIdTaken', id, placeOf(sources, first, ['id'])),
    });
  }
}

function checkRoutes(sources: ContentSources, routes: Route[], problems: ContentProblem[]): void {
  // A mistake already reported at a field (a duplicate project id) also clashes as a route: say it once.
  const reported = new Set(problems.map((p) => `${p.file}\0${p.field}`));
  const seen = new Map<string, Route>();
  for (const route of routes) {
    const first = seen.get(route.path);
    seen.set(route.path, route);
    if (!first) continue;
    // Blame the entry when the other side is the build's own (a legacy redirect), else the alias when
    // one side is an alias (usually the new entry), else the later route.
    const firstIsAlias = first.kind === 'page' && first.path !== first.canonical;
    const blameFirst = !route.origin || (first.origin !== undefined && firstIsAlias);
    const origin = routeOrigin(sources, blameFirst ? first : route);
    const other = routeOrigin(sources, blameFirst ? route : first);
    const field = origin.field && fieldName(origin.field);
    if (reported.has(`${origin.file}\0${field}`)) continue;
    problems.push({
      file: origin.file,
      line: origin.field ? sources.lineOf(origin.file, origin.field) : undefined,
      field,
      message: problemMessage('DuplicateRoute', route.path, placeOf(sources, other.file, other.field)),
    });
  }
}

/**
 * `publicDir`: local images are checked there; `listed`: the files of it the build lists (public-files.ts,
 * relative to it), known to exist without asking the file system again.
 */
export function checkReferences(
  content: Content,
  sources: ContentSources,
  routes: Route[],
  publicDir?: string,
  listed: ReadonlySet<string> = new Set(),
): void {
  const problems: ContentProblem[] = [];
  if (publicDir) checkLocalImages(content, sources, publicDir, problems, listed);
  checkProjectIds(content, sources, problems);
  checkRoutes(sources, routes, problems);
  const targets = refTargets(content, routes);
  const known: Record<RefTarget, { values: Set<string>; expected: string }> = {
    page: { values: targets.page, expected: 'a path of a page the site builds' },
    project: { values: targets.project, expected: `a project id (${[...targets.project].join(', ')})` },
    service: { values: targets.service, expected: `a service slug (${[...targets.service].join(', ')})` },
    location: { values: targets.location, expected: `a location slug (${[...targets.location].join(', ')})` },
  };
  for (const ref of collectReferences(content, sources)) {
    const target = known[ref.target];
    if (target.values.has(ref.value)) continue;
    problems.push({
      file: ref.file,
      line: sources.lineOf(ref.file, ref.field),
      field: fieldName(ref.field),
      message: problemMessage('UnknownReference', ref.value, target.expected),
    });
  }
  if (problems.length > 0) throw new ContentError(problems);
}
