// loadContent: reads and validates content/, returning sorted collections,
// and reports problems as file, line, field and expectation.
import { copyFileSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ContentError } from '../../generator/model/errors.ts';
import { loadContent, loadContentAndSources } from '../../generator/pipeline/content/load.ts';
import { MAX_YAML_ERRORS } from '../../generator/pipeline/content/read-yaml.ts';
import type { Content } from '../../generator/model/content.ts';
import { CONTENT, copyContent, type TempContent } from '../fixtures/html.ts';
import { LOCATION_SLUGS } from '../fixtures/routes.ts';

const SERVICE_ORDER = [
  'hardwood-flooring',
  'luxury-vinyl',
  'laminate-flooring',
  'ceramic-tile',
  'carpet-installation',
  'commercial-flooring',
  'flooring-removal',
  'backsplash-installation',
];

describe('loadContent(content/)', () => {
  let content: Content;
  beforeAll(() => {
    content = loadContent(CONTENT);
  });

  it('returns the 8 services sorted by their order field', () => {
    expect(content.services.map((s) => s.slug)).toEqual(SERVICE_ORDER);
    const orders = content.services.map((s) => s.order);
    expect([...orders].sort((a, b) => a - b)).toEqual(orders);
  });

  it('keeps the two service aliases of the route table', () => {
    expect(
      Object.fromEntries(content.services.filter((s) => s.aliases.length > 0).map((s) => [s.slug, s.aliases])),
    ).toEqual({
      'luxury-vinyl': ['luxury-vinyl-plank'],
      'ceramic-tile': ['ceramic-tile-installation'],
    });
  });

  it('returns the 16 locations of the spec', () => {
    expect(content.locations.map((l) => l.slug).sort()).toEqual([...LOCATION_SLUGS].sort());
  });

  it('returns the 11 projects sorted by id number (project-2 before project-10)', () => {
    expect(content.projects.map((p) => p.id)).toEqual(Array.from({ length: 11 }, (_, i) => `project-${i + 1}`));
  });

  it("remembers which file each entry came from, and finds a field's line in it", () => {
    const { content: loaded, sources } = loadContentAndSources(CONTENT);
    const georgetown = loaded.locations.find((l) => l.slug === 'georgetown-dc')!;
    const file = sources.entryFile('locations', georgetown.slug);
    expect(file).toBe(path.join('content', 'locations', 'georgetown-dc.yaml'));
    expect(sources.pageFile('serviceAreas')).toBe(path.join('content', 'pages', 'service-areas.yaml'));
    const lines = readFileSync(path.join(CONTENT, 'locations', 'georgetown-dc.yaml'), 'utf8').split('\n');
    expect(lines[sources.lineOf(file, ['hero', 'heading'])! - 1]).toMatch(/^\s*heading:/);
    expect(lines[sources.lineOf(file, ['testimonials', 1, 'name'])! - 1]).toContain(georgetown.testimonials[1].name);
    // Only files the load read: another file of the folder has no lines.
    expect(sources.lineOf(path.join('content', 'locations', 'no-such-file.yaml'), ['slug'])).toBeUndefined();
  });
});

describe('line lookups after the load', () => {
  let tmp: TempContent | undefined;
  afterEach(() => tmp?.cleanup());

  it('read the file again and give lines only while it holds the text that was loaded', () => {
    tmp = copyContent('build-site-lines-');
    const { sources } = loadContentAndSources(tmp.content);
    const rel = path.join('locations', 'georgetown-dc.yaml');
    const file = sources.file(rel);
    const other = sources.file(path.join('locations', 'alexandria-va.yaml'));
    const text = readFileSync(path.join(tmp.content, rel), 'utf8');
    // Edited after the load (a line added above every field): its lines would be the new text's, not the loaded one's.
    writeFileSync(path.join(tmp.content, rel), `# edited\n${text}`);
    expect(sources.lineOf(file, ['hero', 'heading'])).toBeUndefined();
    const otherLines = readFileSync(path.join(tmp.content, 'locations', 'alexandria-va.yaml'), 'utf8').split('\n');
    expect(otherLines[sources.lineOf(other, ['hero', 'heading'])! - 1]).toMatch(/^\s*heading:/);
  });

  it('find a guide front matter field at its line in the .md file', () => {
    tmp = copyContent('build-site-lines-');
    const { content, sources } = loadContentAndSources(tmp.content);
    const guide = content.guides[0];
    const file = sources.entryFile('guides', guide.slug);
    const lines = readFileSync(path.join(tmp.content, 'guides', `${guide.slug}.md`), 'utf8').split('\n');
    expect(lines[sources.lineOf(file, ['title'])! - 1]).toMatch(/^title:/);
  });
});

describe('loadContent on a modified copy', () => {
  let tmp: TempContent | undefined;
  afterEach(() => tmp?.cleanup());

  const edit = (rel: string, change: (source: string) => string) => {
    const file = path.join(tmp!.content, rel);
    const before = readFileSync(file, 'utf8');
    const after = change(before);
    expect(after).not.toBe(before);
    writeFileSync(file, after);
    return after;
  };

  it('sorts services by order, not by file name', () => {
    tmp = copyContent();
    edit('services/backsplash-installation.yaml', (s) => s.replace(/^order: 8$/m, 'order: 0'));
    const { services } = loadContent(tmp.content);
    expect(services.map((s) => s.slug)).toEqual(['backsplash-installation', ...SERVICE_ORDER.slice(0, 7)]);
  });

  it('reports every problem with file, line, field and expectation', () => {
    tmp = copyContent();
    const source = edit('locations/howard-county-md.yaml', (s) => s.replace(/^( {2}yearsServing: ).*$/m, '$1[15]'));
    const line = source.split('\n').findIndex((l) => l.startsWith('  yearsServing:')) + 1;
    let error: unknown;
    try {
      loadContent(tmp.content);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ContentError);
    const problems = (error as ContentError).problems;
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({
      file: path.join('content', 'locations', 'howard-county-md.yaml'),
      line,
      field: 'statistics.yearsServing',
    });
    expect(problems[0].message).toMatch(/expected string/);
  });

  /** The problems loadContent throws for the temp copy. */
  const problemsOf = (): ContentError['problems'] => {
    try {
      loadContent(tmp!.content);
    } catch (error) {
      expect(error).toBeInstanceOf(ContentError);
      return (error as ContentError).problems;
    }
    throw new Error('the content loaded');
  };

  it('rejects a slug that does not match its file name, at the line of slug:', () => {
    tmp = copyContent();
    const source = edit('locations/charles-county-md.yaml', (s) =>
      s.replace(/^slug: charles-county-md$/m, 'slug: charles-md'),
    );
    expect(problemsOf()).toEqual([
      {
        file: path.join('content', 'locations', 'charles-county-md.yaml'),
        line: source.split('\n').indexOf('slug: charles-md') + 1,
        field: 'slug',
        message: 'slug "charles-md" must match the file name "charles-county-md"',
      },
    ]);
  });

  it('reports the first schema problems of a file and counts the rest, like parser errors', () => {
    tmp = copyContent();
    const bad = 20_000;
    const source = edit('locations/charles-county-md.yaml', (s) =>
      s.replace(/^ {2}keywords:\n(?: {4}- .*\n)+/m, `  keywords:\n${'    - 1\n'.repeat(bad)}`),
    );
    const first = source.split('\n').indexOf('    - 1') + 1;
    const file = path.join('content', 'locations', 'charles-county-md.yaml');
    const problems = problemsOf();
    expect(problems).toHaveLength(MAX_YAML_ERRORS + 1);
    problems.slice(0, MAX_YAML_ERRORS).forEach((p, i) => {
      expect(p).toEqual({ file, line: first + i, field: `seo.keywords[${i}]`, message: 'expected string, got 1' });
    });
    expect(problems[MAX_YAML_ERRORS]).toEqual({
      file,
      line: first + MAX_YAML_ERRORS,
      message: `and ${bad - MAX_YAML_ERRORS} more problems in this file, the next on this line`,
    });
  });

  it('reports the first parser errors of a file and counts the rest', () => {
    tmp = copyContent();
    const source = edit('services/ceramic-tile.yaml', (s) => `${s}${'broken: key: value\n'.repeat(20)}`);
    const firstBroken = source.split('\n').indexOf('broken: key: value') + 1;
    const problems = problemsOf();
    expect(problems).toHaveLength(MAX_YAML_ERRORS + 1);
    for (const p of problems.slice(0, MAX_YAML_ERRORS)) {
      expect(p.file).toBe(path.join('content', 'services', 'ceramic-tile.yaml'));
      expect(p.line).toBeGreaterThanOrEqual(firstBroken);
      expect(p.message).toMatch(/^invalid YAML: /);
    }
    expect(problems[MAX_YAML_ERRORS].line).toBeGreaterThanOrEqual(firstBroken);
    expect(problems[MAX_YAML_ERRORS].message).toMatch(/^and \d+ more problems in this file, the next on this line$/);
  });

  it('rejects YAML files whose names do not end in .yaml, which it would otherwise pass over', () => {
    tmp = copyContent();
    const services = path.join(tmp.content, 'services');
    copyFileSync(path.join(services, 'ceramic-tile.yaml'), path.join(services, 'stone-tile.yml'));
    renameSync(path.join(tmp.content, 'pages', 'about.yaml'), path.join(tmp.content, 'pages', 'about.YAML'));
    writeFileSync(path.join(tmp.content, 'extra.Yml'), 'a: 1\n');
    const rename = (rel: string, name: string) => ({
      file: path.join('content', rel),
      message: `is not read: YAML files here must end in .yaml; rename it to ${name}.yaml`,
    });
    expect(problemsOf()).toEqual([
      rename('extra.Yml', 'extra'),
      rename(path.join('pages', 'about.YAML'), 'about'),
      rename(path.join('services', 'stone-tile.yml'), 'stone-tile'),
      { file: path.join('content', 'pages', 'about.yaml'), message: 'file is missing' },
    ]);
  });
});
