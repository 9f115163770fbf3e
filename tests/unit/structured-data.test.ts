// Pure helpers behind what crawlers read: opening hours, the JSON-LD graph
// merge, the breadcrumb trail, captions validation and share-image titles.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { breadcrumbTrail } from '../../generator/pages/routes.ts';
import { captionsFileProblem } from '../../generator/pipeline/content/captions.ts';
import { JsonLdGraph } from '../../generator/pipeline/render/jsonld-graph.ts';
import type { Pages } from '../../generator/model/content.ts';
import type { Project, Site } from '../../generator/model/schema/index.ts';
import { shareImageFor, wrapTitle } from '../../generator/pipeline/images/share-image.ts';
import { openingHours } from '../../generator/pipeline/render/structured-data.ts';
import { tempDir } from '../fixtures/html.ts';

describe('openingHours', () => {
  it('turns day ranges and 12-hour times into openingHoursSpecification and leaves closed days out', () => {
    const spec = openingHours([
      { days: 'Monday - Wednesday', hours: '7:30AM - 12PM' },
      { days: 'Saturday', hours: '12AM - 11:45PM' },
      { days: 'Sunday', hours: 'Closed' },
    ]);
    expect(spec).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday'].map((d) => `https://schema.org/${d}`),
        opens: '07:30',
        closes: '12:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['https://schema.org/Saturday'],
        opens: '00:00',
        closes: '23:45',
      },
    ]);
  });
});

describe('JsonLdGraph', () => {
  it('merges nodes by @id across pages and reports a property with two values', () => {
    const graph = new JsonLdGraph();
    graph.add('a.html', [
      { '@id': 'x', name: 'A', area: [{ n: 1, m: 2 }] },
      { '@id': 'p', about: { '@id': 'x' } },
    ]);
    graph.add('b.html', [{ '@id': 'x', area: [{ m: 2, n: 1 }], name: 'A' }]);
    expect(graph.conflicts()).toEqual([]);
    graph.add('c.html', [{ '@id': 'x', name: 'B' }]);
    expect(graph.conflicts()).toEqual([
      {
        id: 'x',
        property: 'name',
        values: [
          { value: '"A"', file: 'a.html' },
          { value: '"B"', file: 'c.html' },
        ],
      },
    ]);
  });

  it('does not count a bare {"@id"} reference as a node', () => {
    const graph = new JsonLdGraph();
    graph.add('a.html', [
      { '@id': 'x', name: 'A' },
      { '@id': 'p', provider: { '@id': 'x' } },
    ]);
    expect(graph.ids.sort()).toEqual(['p', 'x']);
    expect(graph.conflicts()).toEqual([]);
  });
});

describe('breadcrumbTrail', () => {
  it('leads from Home through the section to the page itself', () => {
    const project = { slug: 'georgetown-retail-store', name: 'Georgetown Retail Store' } as Project;
    const sections = {
      home: { name: 'Home', path: '/' },
      services: { name: 'Services', path: '/services' },
      serviceAreas: { name: 'Service Areas', path: '/service-areas' },
      gallery: { name: 'Gallery', path: '/gallery' },
      guides: { name: 'Guides', path: '/guides' },
    };
    expect(breadcrumbTrail({ type: 'project', entry: project }, sections)).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Gallery', path: '/gallery' },
      { name: 'Georgetown Retail Store', path: '/projects/georgetown-retail-store' },
    ]);
    expect(breadcrumbTrail({ type: 'home', entry: {} as Pages['home'] }, sections)).toBeUndefined();
  });
});

describe('captionsFileProblem', () => {
  const tmp = tempDir('build-site-captions-');
  afterAll(() => tmp.cleanup());
  mkdirSync(path.join(tmp.dir, 'captions'));
  const write = (name: string, text: string) => writeFileSync(path.join(tmp.dir, 'captions', name), text);

  it('accepts a WebVTT file, with or without a byte-order mark or header text', () => {
    write('a.vtt', 'WEBVTT\n\n00:00.000 --> 00:01.000\nHi\n');
    write('b.vtt', '\uFEFFWEBVTT - clip one\n\n');
    expect(captionsFileProblem(tmp.dir, '/captions/a.vtt')).toBeUndefined();
    expect(captionsFileProblem(tmp.dir, '/captions/b.vtt')).toBeUndefined();
  });

  it('names a missing file and a file that is not WebVTT', () => {
    write('srt.vtt', '1\n00:00:00,000 --> 00:00:01,000\nHi\n');
    write('close.vtt', 'WEBVTTX\n');
    expect(captionsFileProblem(tmp.dir, '/captions/none.vtt')).toBe(
      'expected a WebVTT file at public/captions/none.vtt',
    );
    expect(captionsFileProblem(tmp.dir, '/captions/srt.vtt')).toBe(
      'expected public/captions/srt.vtt to start with "WEBVTT"',
    );
    expect(captionsFileProblem(tmp.dir, '/captions/close.vtt')).toMatch(/start with "WEBVTT"/);
  });
});

describe('share image naming', () => {
  const site = {
    brand: 'Capitol Floorworks',
    tagline: 't',
    logo: 'brand/logo.svg',
    area: 'DMV',
    phone: { display: '(202) 555-0142' },
  } as Site;

  it('drops the brand suffix from the title and changes name when title or hero changes', () => {
    const a = shareImageFor(site, 'Hardwood Flooring | Capitol Floorworks', 'placeholders/hardwood.svg');
    expect(a.title).toBe('Hardwood Flooring');
    expect(a.path).toMatch(/^\/media\/share\/[0-9a-f]{16}\.jpg$/);
    expect(shareImageFor(site, 'Hardwood Flooring | Capitol Floorworks', 'placeholders/hardwood.svg').path).toBe(
      a.path,
    );
    expect(shareImageFor(site, 'Hardwood Flooring | Capitol Floorworks', 'placeholders/tile.svg').path).not.toBe(
      a.path,
    );
    expect(shareImageFor(site, 'Tile | Capitol Floorworks', 'placeholders/hardwood.svg').path).not.toBe(a.path);
    // The image shows the phone and the area: a new one is a new image, not the cached old one.
    const phone = { ...site, phone: { ...site.phone, display: '(202) 555-0199' } };
    expect(shareImageFor(phone, 'Hardwood Flooring | Capitol Floorworks', 'placeholders/hardwood.svg').path).not.toBe(
      a.path,
    );
    const area = { ...site, area: 'Maryland' };
    expect(shareImageFor(area, 'Hardwood Flooring | Capitol Floorworks', 'placeholders/hardwood.svg').path).not.toBe(
      a.path,
    );
  });

  it('wraps long titles into at most the allowed lines, ending in an ellipsis', () => {
    expect(wrapTitle('Hardwood Flooring Installation in DC', 20, 3)).toEqual([
      'Hardwood Flooring',
      'Installation in DC',
    ]);
    const lines = wrapTitle('one two three four five six seven eight nine ten eleven twelve', 10, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1].endsWith('…')).toBe(true);
  });
});
