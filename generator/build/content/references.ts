// Cross-file checks that a schema alone cannot do: every internal link in
// content names a page that exists, ids point at known projects, no two
// content entries claim the same route.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ContentError, type ContentProblem } from '../../model/errors.ts';
import { isLocalOriginal } from '../../model/image-slots.ts';
import { fieldName, locateField } from './load.ts';
import { pageFiles, type Content } from '../../model/content.ts';
import type { Route } from '../../model/routes.ts';

interface Reference {
  file: string;
  field: (string | number)[];
  value: string;
  kind: 'path' | 'project' | 'service';
}

function collectReferences(content: Content): Reference[] {
  const refs: Reference[] = [];
  const dirName = path.basename(content.dir);
  const file = (rel: string) => path.join(dirName, rel);
  const nav = content.navigation;
  nav.header.main.forEach((l, i) => refs.push({ file: file('navigation.yaml'), field: ['header', 'main', i, 'path'], value: l.path, kind: 'path' }));
  nav.header.serviceAreas.forEach((l, i) => refs.push({ file: file('navigation.yaml'), field: ['header', 'serviceAreas', i, 'path'], value: l.path, kind: 'path' }));
  for (const group of ['quickLinks', 'services', 'dcNeighborhoods', 'mdVaLocations'] as const) {
    nav.footer[group].forEach((l, i) => refs.push({ file: file('navigation.yaml'), field: ['footer', group, i, 'path'], value: l.path, kind: 'path' }));
  }
  const { home, about, serviceAreas } = content.pages;
  home.services.slugs.forEach((s, i) => refs.push({ file: file('pages/home.yaml'), field: ['services', 'slugs', i], value: s, kind: 'service' }));
  home.projects.ids.forEach((id, i) => refs.push({ file: file('pages/home.yaml'), field: ['projects', 'ids', i], value: id, kind: 'project' }));
  home.areas.cards.forEach((c, i) => refs.push({ file: file('pages/home.yaml'), field: ['areas', 'cards', i, 'path'], value: c.path, kind: 'path' }));
  about.mosaic.ids.forEach((id, i) => refs.push({ file: file('pages/about.yaml'), field: ['mosaic', 'ids', i], value: id, kind: 'project' }));
  serviceAreas.states.forEach((s, si) => {
    if (s.path) refs.push({ file: file('pages/service-areas.yaml'), field: ['states', si, 'path'], value: s.path, kind: 'path' });
  });
  serviceAreas.states.forEach((s, si) => s.locations.forEach((l, li) =>
    refs.push({ file: file('pages/service-areas.yaml'), field: ['states', si, 'locations', li, 'path'], value: l.path, kind: 'path' })));
  for (const location of content.locations) {
    const src = content.sources.get(location) ?? file(`locations/${location.slug}.yaml`);
    location.services.forEach((s, i) => refs.push({ file: src, field: ['services', i, 'serviceLink'], value: s.serviceLink, kind: 'path' }));
  }
  return refs;
}

const IMAGE_FILE = /\.(svg|png|jpe?g|webp|avif)$/i;

/** Every image reference in one content entry, with its field path. */
function imageRefs(value: unknown, at: (string | number)[] = [], out: { field: (string | number)[]; ref: string }[] = []) {
  if (typeof value === 'string') {
    // Owner photos (media/...) are checked by the photo pipeline (generator/build/images/process.ts).
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
    ...Object.entries(pageFiles).map(([key, [rel]]): [string, unknown] => [path.join(dirName, rel), content.pages[key as keyof typeof pageFiles]]),
    ...[...content.services, ...content.locations, ...content.projects].map((e): [string, unknown] => [content.sources.get(e) ?? dirName, e]),
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
  const pagePaths = new Set(routes.filter((r) => r.kind === 'page').map((r) => r.path));
  const projectIds = new Set(content.projects.map((p) => p.id));
  const serviceSlugs = new Set(content.services.map((s) => s.slug));
  const projectSlugs = new Map<string, string>();
  for (const p of content.projects) {
    const other = projectSlugs.get(p.id);
    if (other) problems.push({ file: content.sources.get(p) ?? '', field: 'id', message: `duplicate project id ${p.id} (also in ${other})` });
    projectSlugs.set(p.id, content.sources.get(p) ?? '');
  }
  for (const ref of collectReferences(content)) {
    const known = ref.kind === 'path' ? pagePaths.has(ref.value) : ref.kind === 'project' ? projectIds.has(ref.value) : serviceSlugs.has(ref.value);
    if (known) continue;
    const expected = ref.kind === 'path' ? 'a path of a page the site builds' : ref.kind === 'project' ? `a project id (${[...projectIds].join(', ')})` : `a service slug (${[...serviceSlugs].join(', ')})`;
    problems.push({
      file: ref.file,
      line: locateField(content.dir, ref.file, ref.field),
      field: fieldName(ref.field),
      message: `unknown page reference "${ref.value}": expected ${expected}`,
    });
  }
  if (problems.length > 0) throw new ContentError(problems);
}
