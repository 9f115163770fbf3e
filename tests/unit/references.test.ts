// References declared in the schemas with ref(): the check finds every
// referencing field of the shipped content (at least the ones the old
// hand-written list named), and a broken value in each of them is reported
// as file:line field with what was expected.
import { isNode } from 'yaml';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { splitFrontMatter } from '../../generator/model/front-matter.ts';
import { loadContentAndSources } from '../../generator/pipeline/content/load.ts';
import { parseWithLines, readSource } from '../../generator/pipeline/content/read-yaml.ts';
import { checkReferences } from '../../generator/pipeline/content/references.ts';
import { findReferences } from '../../generator/model/schema-refs.ts';
import type { Content } from '../../generator/model/content.ts';
import type { ContentSources } from '../../generator/pipeline/content/sources.ts';
import { ContentError } from '../../generator/model/errors.ts';
import type { Route } from '../../generator/model/routes.ts';
import { buildRoutes } from '../../generator/pages/routes.ts';
import { listPublicFiles } from '../../generator/pipeline/write/public-files.ts';
import { CONTENT, ROOT, copyContent, type TempContent } from '../fixtures/html.ts';

/** A field path with its list positions removed: services[2].path -> services[].path. */
const pattern = (field: (string | number)[]) =>
  field
    .map((k) => (typeof k === 'number' ? '[]' : `.${k}`))
    .join('')
    .slice(1)
    .replace(/\.\[\]/g, '[]');

/** The file kind: pages/home.yaml stays, locations/bethesda-md.yaml -> locations/*. */
const kindOf = (file: string) => file.replace(/^content\//, '').replace(/^(services|locations|projects)\/.*$/, '$1/*');

interface Place {
  file: string;
  value: object;
  schema: Parameters<typeof findReferences>[0];
}

let content: Content;
let sources: ContentSources;
let routes: Route[];
let places: Place[];

beforeAll(() => {
  ({ content, sources } = loadContentAndSources(CONTENT));
  routes = buildRoutes(content);
  places = [...sources.sharedEntries(content), ...sources.pageAndCollectionEntries(content)].map(
    ({ file, value, schema }) => ({ file, value: value as object, schema }),
  );
});

/** Every referencing field of the content, first occurrence of each field pattern per file kind. */
function referencingFields() {
  const seen = new Set<string>();
  const out: { file: string; field: (string | number)[]; value: string; holder: object; key: string | number }[] = [];
  for (const place of places) {
    const kind = kindOf(place.file);
    for (const ref of findReferences(place.schema, place.value)) {
      const id = `${kind} ${pattern(ref.field)}`;
      if (seen.has(id)) continue;
      seen.add(id);
      let holder = place.value as Record<string | number, unknown>;
      for (const k of ref.field.slice(0, -1)) holder = holder[k] as Record<string | number, unknown>;
      out.push({ file: place.file, field: ref.field, value: ref.value, holder, key: ref.field[ref.field.length - 1] });
    }
  }
  return out;
}

/** 1-based line of a field in a content file, from the positioned parse the build reports lines with. */
function lineOf(file: string, field: (string | number)[]): number {
  const problems: ContentError['problems'] = [];
  const read = readSource(ROOT, file, problems);
  // A guide's fields are in its front matter, which keeps the .md file's lines.
  const split = read && file.endsWith('.md') ? splitFrontMatter(read.file, read.source) : undefined;
  const yaml = split && 'yaml' in split ? split.yaml : read?.source;
  const parsed = read && yaml !== undefined && parseWithLines(read.file, yaml, problems);
  if (!parsed) throw new ContentError(problems);
  const node = parsed.doc.getIn(field, true);
  if (!isNode(node) || !node.range) throw new Error(`no node at ${field.join('.')} in ${file}`);
  return parsed.lines.linePos(node.range[0]).line;
}

describe('references declared with ref()', () => {
  it('finds every field the hand-written list used to check', () => {
    const found = new Set(referencingFields().map((r) => `${kindOf(r.file)} ${pattern(r.field)}`));
    for (const expected of [
      'navigation.yaml header.main[].path',
      'navigation.yaml header.serviceAreas[].path',
      'navigation.yaml footer.quickLinks[].path',
      'navigation.yaml footer.services[].path',
      'navigation.yaml footer.dcNeighborhoods[].path',
      'navigation.yaml footer.mdVaLocations[].path',
      'pages/home.yaml services.slugs[]',
      'pages/home.yaml projects.ids[]',
      'pages/home.yaml areas.cards[].path',
      'pages/about.yaml mosaic.ids[]',
      'pages/service-areas.yaml states[].path',
      'pages/service-areas.yaml states[].locations[].path',
      'locations/* services[].serviceLink',
    ])
      expect(found, expected).toContain(expected);
  });

  it('accepts the shipped content', () => {
    expect(() => checkReferences(content, sources, routes)).not.toThrow();
  });

  it('reports a broken value in each referencing field with file:line and field', () => {
    const fields = referencingFields();
    expect(fields.length).toBeGreaterThanOrEqual(13);
    for (const ref of fields) {
      const broken = ref.value.startsWith('/')
        ? '/no-such-page'
        : ref.value.startsWith('project-')
          ? 'project-999'
          : 'no-such-entry';
      const holder = ref.holder as Record<string | number, unknown>;
      holder[ref.key] = broken;
      let problems: ContentError['problems'] = [];
      try {
        checkReferences(content, sources, routes);
      } catch (error) {
        if (!(error instanceof ContentError)) throw error;
        problems = error.problems;
      } finally {
        holder[ref.key] = ref.value;
      }
      const field = pattern(ref.field).replace(/\[\]/g, () => '[#]');
      const name = ref.field.map((k, i) => (typeof k === 'number' ? `[${k}]` : i === 0 ? k : `.${k}`)).join('');
      expect(problems, `${ref.file} ${field}`).toEqual([
        {
          file: ref.file,
          line: lineOf(ref.file, ref.field),
          field: name,
          message: expect.stringMatching(
            new RegExp(
              `^unknown page reference "${broken}": expected (a path of a page the site builds|a project id \\(project-1, .*\\)|a service slug \\(.*hardwood-flooring.*\\)|a location slug \\(.*georgetown-dc.*\\))$`,
            ),
          ),
        },
      ]);
    }
  });
});

describe('clashes between content files', () => {
  let tmp: TempContent | undefined;
  afterEach(() => tmp?.cleanup());

  /** The problems checkReferences reports for the temp copy after `change`. */
  function clashes(change: (dir: string) => void): ContentError['problems'] {
    tmp = copyContent();
    change(tmp.content);
    const loaded = loadContentAndSources(tmp.content);
    try {
      checkReferences(loaded.content, loaded.sources, buildRoutes(loaded.content));
    } catch (error) {
      if (error instanceof ContentError) return error.problems;
      throw error;
    }
    return [];
  }

  it('a duplicate project id: reported once, in the later file, naming the earlier file and line', () => {
    const problems = clashes((dir) => {
      const file = path.join(dir, 'projects', 'arlington-hardwood-restoration.yaml');
      writeFileSync(file, readFileSync(file, 'utf8').replace(/^id: project-6$/m, 'id: project-3'));
    });
    expect(problems).toEqual([
      {
        file: 'content/projects/arlington-hardwood-restoration.yaml',
        line: 3,
        field: 'id',
        message:
          '"project-3" is already used by content/projects/alexandria-office-commercial.yaml:3; expected an id no other project uses',
      },
    ]);
  });

  it("a project whose page is the build's legacy redirect: the project file is blamed, at its slug", () => {
    const problems = clashes((dir) => {
      const folder = path.join(dir, 'projects');
      const source = readFileSync(path.join(folder, 'silver-spring-laminate.yaml'), 'utf8');
      rmSync(path.join(folder, 'silver-spring-laminate.yaml'));
      writeFileSync(
        path.join(folder, 'vienna-hardwood-installation.yaml'),
        source.replace(/^slug: silver-spring-laminate$/m, 'slug: vienna-hardwood-installation'),
      );
    });
    expect(problems).toEqual([
      {
        file: 'content/projects/vienna-hardwood-installation.yaml',
        line: 4,
        field: 'slug',
        message:
          'duplicate route /projects/vienna-hardwood-installation: the legacy redirect to /projects/georgetown-retail-store already produces this page; expected a path no other entry uses',
      },
    ]);
  });
});

describe('local images: the files the build lists, then the file system', () => {
  const PHOTO = 'placeholders/projects/georgetown-retail-store/photo-01.svg';
  const FILE = 'content/projects/georgetown-retail-store.yaml';
  /** The shipped public/ as the build lists it: media/placeholders/... */
  const shipped = () => new Set(listPublicFiles(path.join(ROOT, 'public'), ROOT).files.map((f) => f.rel));
  let empty: string;

  beforeAll(() => {
    empty = mkdtempSync(path.join(os.tmpdir(), 'references-public-'));
    return () => rmSync(empty, { recursive: true, force: true });
  });

  const problemsOf = (check: () => void) => {
    try {
      check();
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      return error.problems;
    }
    return [];
  };

  const photoProblems = (expectedFile: string) =>
    [
      [13, 'poster'],
      [30, 'seo.image'],
      [96, 'images[0].src'],
    ].map(([line, field]) => ({
      file: FILE,
      line,
      field,
      message: `broken internal link "${PHOTO}": expected a file at ${expectedFile}`,
    }));

  it('takes a listed file as there without asking the file system (a folder without it)', () => {
    expect(problemsOf(() => checkReferences(content, sources, routes, empty, shipped()))).toEqual([]);
  });

  it('reports an image neither listed nor on disk at each field that names it, with file and line', () => {
    const listed = shipped();
    expect(listed.delete(`media/${PHOTO}`)).toBe(true);
    expect(problemsOf(() => checkReferences(content, sources, routes, empty, listed))).toEqual(
      photoProblems(`public/media/${PHOTO}`),
    );
  });

  it('asks the file system for an image the build does not list (a hidden file, a folder)', () => {
    const listed = shipped();
    listed.delete(`media/${PHOTO}`);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'references-public-'));
    try {
      mkdirSync(path.join(dir, 'media', path.dirname(PHOTO)), { recursive: true });
      writeFileSync(path.join(dir, 'media', PHOTO), '<svg xmlns="http://www.w3.org/2000/svg"/>');
      expect(problemsOf(() => checkReferences(content, sources, routes, dir, listed))).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.each([
    // What the schema allows: a slash, then segments, no slash at the end (model/schema/primitives.ts mediaBase).
    ['/media', (rel: string) => rel, 'public/media/'],
    ['/m', (rel: string) => (rel.startsWith('media/') ? `m/${rel.slice('media/'.length)}` : rel), 'public/m/'],
    ['/art/media', (rel: string) => `art/${rel}`, 'public/art/media/'],
  ])('finds a listed file under imageBase %j', (imageBase, moved, expectedAt) => {
    const site = { ...content.site, media: { ...content.site.media, imageBase } };
    const listed = new Set([...shipped()].map(moved));
    expect(problemsOf(() => checkReferences({ ...content, site }, sources, routes, empty, listed))).toEqual([]);
    listed.delete(moved(`media/${PHOTO}`));
    expect(problemsOf(() => checkReferences({ ...content, site }, sources, routes, empty, listed))).toEqual(
      photoProblems(`${expectedAt}${PHOTO}`),
    );
  });
});
