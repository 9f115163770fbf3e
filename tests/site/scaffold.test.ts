// `build-site new`: scaffold a service, a location, a project and a guide into a copy of
// content/, build it, and find each new page, its sitemap entry and its links (the guide, a
// draft, only in a build with drafts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../generator/pipeline/build.ts';
import { contentKinds, modeline } from '../../generator/cli/json-schema.ts';
import { loadContent } from '../../generator/pipeline/content/load.ts';
import { readYamlData } from '../../generator/pipeline/content/read-yaml.ts';
import { nextProjectId, scaffold } from '../../generator/cli/scaffold/scaffold.ts';
import { UsageError } from '../../generator/model/errors.ts';
import { ROOT, copyContent, linksTo, parseHtml, readRoute, tempDir, type TempContent } from '../fixtures/html.ts';

let temp: TempContent;
let out: { dir: string; cleanup: () => void };
let sitemap: string;
let projectId: string;
const files: Record<string, string> = {};

beforeAll(async () => {
  temp = copyContent('build-site-scaffold-');
  out = tempDir('build-site-scaffold-out-');
  projectId = nextProjectId(temp.content);
  files.service = scaffold(temp.content, 'service', 'heated-tile-floors').file;
  files.location = scaffold(temp.content, 'location', 'bowie-md').file;
  files.project = scaffold(temp.content, 'project', 'chevy-chase-oak-refinish').file;
  files.guide = scaffold(temp.content, 'guide', 'heated-tile-floor-costs').file;
  await buildSite({ root: ROOT, contentDir: temp.content, outDir: out.dir });
  sitemap = readFileSync(path.join(out.dir, 'sitemap.xml'), 'utf8');
}, 120_000);

afterAll(() => {
  temp?.cleanup();
  out?.cleanup();
});

const page = (route: string) => parseHtml(readRoute(out.dir, route));
const inSitemap = (route: string) => sitemap.includes(`/${route.replace(/^\//, '')}</loc>`);

describe('build-site new', () => {
  it('writes commented files that start with their schema modeline', () => {
    for (const kind of ['service', 'location', 'project'] as const) {
      const lines = readFileSync(files[kind], 'utf8').split('\n');
      expect(lines[0]).toBe(modeline(contentKinds.find((k) => k.kind === kind)!));
      expect(lines[1]).toMatch(/^# /);
    }
  });

  it('service: page, sitemap entry and a link in the header Services menu', () => {
    const home = page('/');
    expect(readRoute(out.dir, '/services/heated-tile-floors')).toContain('Heated Tile Floors');
    expect(inSitemap('/services/heated-tile-floors')).toBe(true);
    expect(linksTo(home, '/services/heated-tile-floors').length).toBeGreaterThan(0);
    expect(linksTo(page('/services'), '/services/heated-tile-floors').length).toBeGreaterThan(0);
    const service = readYamlData(files.service) as { material: string; order: number };
    expect(service).toMatchObject({ material: 'tile', order: 9 });
  });

  it('location: page and sitemap entry; menus keep their fixed places', () => {
    const html = readRoute(out.dir, '/locations/bowie-md');
    expect(html).toContain('Flooring Installation in Bowie, MD');
    expect(inSitemap('/locations/bowie-md')).toBe(true);
    expect(linksTo(page('/'), '/locations/bowie-md')).toHaveLength(0);
    const location = loadContent(temp.content).locations.find((l) => l.slug === 'bowie-md');
    expect(location).toMatchObject({ state: 'Maryland', region: 'MD', kind: 'city' });
  });

  it('project: next free id, page, sitemap entry, gallery card and /gallery redirect', () => {
    expect(projectId).toBe('project-12');
    expect(readFileSync(files.project, 'utf8')).toMatch(/^id: project-12$/m);
    expect(readRoute(out.dir, '/projects/chevy-chase-oak-refinish')).toContain('Chevy Chase Oak Refinish');
    expect(inSitemap('/projects/chevy-chase-oak-refinish')).toBe(true);
    expect(linksTo(page('/gallery'), '/projects/chevy-chase-oak-refinish').length).toBeGreaterThan(0);
    expect(readRoute(out.dir, '/gallery/project-12')).toContain('/projects/chevy-chase-oak-refinish');
    expect(nextProjectId(temp.content)).toBe('project-13');
  });

  it('guide: a draft with every front matter field, only in a build with drafts', async () => {
    const text = readFileSync(files.guide, 'utf8');
    expect(path.basename(files.guide)).toBe('heated-tile-floor-costs.md');
    expect(text.split('\n')[0]).toBe('---');
    expect(readRoute(out.dir, '/guides')).not.toContain('/guides/heated-tile-floor-costs');
    expect(inSitemap('/guides/heated-tile-floor-costs')).toBe(false);
    const guide = loadContent(temp.content, { drafts: true }).guides.find((g) => g.slug === 'heated-tile-floor-costs');
    expect(guide).toMatchObject({
      title: 'Heated Tile Floor Costs',
      draft: true,
      hero: { src: 'placeholders/tile.svg' },
    });
    const drafts = tempDir('build-site-scaffold-drafts-');
    try {
      await buildSite({ root: ROOT, contentDir: temp.content, outDir: drafts.dir, drafts: true });
      expect(readRoute(drafts.dir, '/guides/heated-tile-floor-costs')).toContain('Heated Tile Floor Costs');
      expect(
        linksTo(parseHtml(readRoute(drafts.dir, '/guides')), '/guides/heated-tile-floor-costs').length,
      ).toBeGreaterThan(0);
    } finally {
      drafts.cleanup();
    }
  });

  it('refuses an existing slug and a bad slug', () => {
    expect(() => scaffold(temp.content, 'guide', 'heated-tile-floor-costs')).toThrow(
      /heated-tile-floor-costs\.md already exists/,
    );
    expect(() => scaffold(temp.content, 'service', 'heated-tile-floors')).toThrow(UsageError);
    expect(() => scaffold(temp.content, 'location', 'georgetown-dc')).toThrow(/already exists/);
    for (const bad of ['Bowie', 'bowie_md', '-bowie', 'bowie--md', 'bowie md', '']) {
      expect(() => scaffold(temp.content, 'project', bad)).toThrow(/bad slug/);
    }
  });
});
