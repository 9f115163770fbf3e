// The web editor's previews (generator/editor/previews.tsx): each registered preview,
// handed an entry the way Decap hands it (Immutable.js maps of the shipped file's data),
// draws the same <main> the build writes for that page; the editor's changes show,
// and half-typed data gives a notice, never a throw or an empty pane.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fromJS } from 'immutable';
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { cmsCollections } from '../../generator/editor/cms-config.ts';
import type { DecapPreviewProps, PreviewRegistry } from '../../generator/editor/previews.tsx';
import { registerPreviews } from '../../generator/editor/previews.tsx';
import { previewSnapshot, type PreviewSnapshot } from '../../generator/editor/preview-snapshot.ts';
import { previewNames } from '../../generator/editor/preview-target.ts';
import { markdownDocumentFormat } from '../../generator/editor/markdown-format.ts';
import { SOURCE_KEY, yamlDocumentFormat } from '../../generator/editor/yaml-format.ts';
import type { Content } from '../../generator/model/content.ts';
import type { PictureData } from '../../generator/model/image-slots.ts';
import type { AssetManifest } from '../../generator/pipeline/assets/assets.ts';
import { loadContent } from '../../generator/pipeline/content/load.ts';
import { createPageRenderer } from '../../generator/pipeline/render/render.tsx';
import { buildRoutes } from '../../generator/pages/routes.ts';
import { kindOf, type SitePageRoute } from '../../generator/pages/table.ts';
import { all, attr, CONTENT, one, parseHtml, text } from '../fixtures/html.ts';

const STYLESHEET = '/assets/site-abc123.css';
const PHOTO: PictureData = {
  base: '/assets/img/kitchen-1a2b3c',
  widths: [480, 800],
  width: 1000,
  height: 750,
  fallback: '/assets/img/kitchen-1a2b3c-800.jpg',
  placeholder: 'data:image/webp;base64,AAAA',
};
const assets: AssetManifest = {
  stylesheet: STYLESHEET,
  iconSprite: '/assets/icons-123.svg',
  lazyModules: {},
  files: [],
  images: { 'media/kitchen.jpg': PHOTO },
};

let content: Content;
let snapshot: PreviewSnapshot;
let pages: SitePageRoute[];
let templates: Map<string, ComponentType<DecapPreviewProps>>;
let styles: { style: string; raw: boolean }[];

beforeAll(() => {
  content = loadContent(CONTENT);
  // The snapshot crosses to the browser as JSON: the test takes it the same way.
  snapshot = JSON.parse(JSON.stringify(previewSnapshot(content, assets)));
  pages = buildRoutes(content).filter((r): r is SitePageRoute => r.kind === 'page' && r.path === r.canonical);
  templates = new Map();
  styles = [];
  const registry: PreviewRegistry = {
    registerPreviewTemplate: (name, component) => templates.set(name, component),
    registerPreviewStyle: (style, options) => styles.push({ style, raw: options?.raw ?? false }),
  };
  registerPreviews(registry, snapshot, STYLESHEET);
});

/** Where an entry lives in the editor: Decap's collection (folder or files) and the entry's file. */
interface Place {
  /** content/services/hardwood-flooring.yaml, content/pages/home.yaml, content/site.yaml */
  file: string;
  /** A folder collection's name, or none for a file of a files collection. */
  folder?: string;
}

/** The preview of one entry, rendered as Decap would: looked up by its template name, with Immutable props. */
function preview({ file, folder }: Place, data: unknown, getAsset = (_: string) => undefined as string | undefined) {
  const slug = path.basename(file, path.extname(file));
  // Decap names a folder collection's template by the collection, a file's by the file.
  const name = folder ?? slug;
  const Preview = templates.get(name);
  if (!Preview) throw new Error(`no preview registered as ${name}`);
  const collection = fromJS(folder ? { name: folder, folder: `content/${folder}` } : { name: 'pages', files: [] });
  const entry = fromJS({ data, slug, path: `content/${file}`, newRecord: false, partial: false });
  const props: DecapPreviewProps = {
    entry,
    collection,
    getAsset: (p) => {
      const url = getAsset(p);
      return url === undefined ? undefined : { toString: () => url };
    },
  };
  return renderToStaticMarkup(<Preview {...props} />);
}

/** The services preview of an entry not saved yet, as Decap hands it over: no slug, no path. */
function NewService({ data }: { data: unknown }) {
  const Preview = templates.get('services')!;
  return (
    <Preview
      entry={fromJS({ data, slug: '', path: '', newRecord: true })}
      collection={fromJS({ name: 'services', folder: 'content/services' })}
      getAsset={() => undefined}
    />
  );
}

/** The content file a page route is made from, and its collection. */
function placeOf(route: SitePageRoute): Place {
  const { source } = kindOf(route.page);
  if ('page' in source) return { file: source.file };
  const slug = (route.page.entry as { slug: string }).slug;
  return { file: `${source.collection}/${slug}.${source.markdown ? 'md' : 'yaml'}`, folder: source.collection };
}

// The data Decap hands a preview: what the save format of its collection read from the file, its carried text included.
const shipped = (file: string) =>
  (file.endsWith('.md') ? markdownDocumentFormat : yamlDocumentFormat).fromFile(
    readFileSync(path.join(CONTENT, file), 'utf8'),
  ) as Record<string, unknown>;

/** The inner markup of the page's <main> element. */
function mainOf(html: string): string {
  const start = html.indexOf('>', html.indexOf('<main ')) + 1;
  expect(start, 'a <main> element').toBeGreaterThan(0);
  return html.slice(start, html.lastIndexOf('</main>'));
}

/** The notice's parts: its heading, each problem listed, and the line said when the page cannot be drawn. */
function notice(html: string) {
  const root = parseHtml(html);
  return {
    heading: all(root, '.editor-preview-notice strong').map(text),
    problems: all(root, '.editor-preview-notice li').map(text),
    cannotDraw: all(root, 'p.editor-preview-notice').map(text),
  };
}
const NONE = { heading: [], problems: [], cannotDraw: [] };

describe('registerPreviews', () => {
  it('registers a preview for every collection, page file, site.yaml and navigation.yaml, and the site stylesheet', () => {
    expect([...templates.keys()].sort()).toEqual([...previewNames()].sort());
    for (const name of ['services', 'locations', 'projects', 'home', 'about', 'service-areas', 'not-found'])
      expect(templates.has(name), name).toBe(true);
    for (const name of ['site', 'navigation']) expect(templates.has(name), name).toBe(true);
    expect(styles[0]).toEqual({ style: STYLESHEET, raw: false });
  });

  it("has a preview for every collection and file of the editor's configuration, which it draws", () => {
    const names = cmsCollections().collections.flatMap((c) =>
      'files' in c
        ? c.files.map((f) => ({ name: f.name, place: { file: f.file.replace(/^content\//, '') } }))
        : [
            {
              name: c.name,
              place: { file: `${c.name}/${content[c.name as 'services'][0].slug}.${c.extension}`, folder: c.name },
            },
          ],
    );
    expect(names.length).toBe(17);
    // The page file pages/services.yaml and the services folder share a template name (Decap's lookup).
    expect([...templates.keys()].sort()).toEqual([...new Set(names.map((n) => n.name))].sort());
    for (const { name, place } of names) {
      expect(templates.has(name), name).toBe(true);
      const html = preview(place, shipped(place.file));
      expect(notice(html), name).toEqual(NONE);
      expect(html, name).toContain('<main id="main" class="site-main">');
    }
  });

  it("draws the same <main> as the build for every service, location, project, guide and page file, from the file's data", () => {
    const render = createPageRenderer(content, { assets, gtmContainerId: '' });
    const kinds = new Set<string>();
    for (const route of pages) {
      const place = placeOf(route);
      const data = shipped(place.file);
      // The save format's copy of the file is in the data; no field of the schema names it.
      expect(data[SOURCE_KEY], route.path).toBeTypeOf('string');
      const html = preview(place, data);
      expect(notice(html), route.path).toEqual(NONE);
      expect(mainOf(html), route.path).toBe(mainOf(render(route).html));
      kinds.add(route.page.type);
    }
    expect(kinds.size).toBe(15);
    expect(kinds.has('guide')).toBe(true);
  });

  it('site.yaml and navigation.yaml are previewed on the home page with the header and footer they fill', () => {
    const site = shipped('site.yaml');
    const html = preview(
      { file: 'site.yaml' },
      { ...site, phone: { display: '(202) 555-0199', e164: '+12025550199' } },
    );
    const root = parseHtml(html);
    expect(all(root, 'header').length).toBeGreaterThan(0);
    expect(all(root, 'footer').length).toBeGreaterThan(0);
    expect(all(root, 'a[href="tel:+12025550199"]').length).toBeGreaterThan(1);
    expect(html).not.toContain(content.site.phone.display);

    const navigation = shipped('navigation.yaml') as { header: { main: { name: string }[] } };
    const renamed = structuredClone(navigation);
    renamed.header.main[1].name = 'Our Company';
    expect(text(one(parseHtml(preview({ file: 'navigation.yaml' }, renamed)), 'header'))).toContain('Our Company');
  });

  it("shows the editor's changes: a service's title in the page's H1 and a FAQ answer", () => {
    const file = 'services/backsplash-installation.yaml';
    const data = shipped(file) as { hero: { heading: string }; faqs: { answer: string }[] };
    const edited = structuredClone(data);
    edited.hero.heading = 'Backsplashes in a Day';
    edited.faqs[0].answer = 'It depends on the tile.';
    const root = parseHtml(preview({ file, folder: 'services' }, edited));
    expect(text(one(root, 'h1'))).toBe('Backsplashes in a Day');
    expect(text(root)).toContain('It depends on the tile.');
    expect(text(root)).not.toContain(data.hero.heading);
  });

  it("shows a guide's edits: its title, a body heading and a prices block limited to one service; a new guide draws", () => {
    const file = 'guides/how-long-does-a-flooring-project-take.md';
    const data = shipped(file) as { title: string; body: string };
    const edited = {
      ...data,
      title: 'Every Step of a Flooring Project, Timed',
      body: data.body
        .replace('## Step 1: First call', '## Step 1: Your first call')
        .replace('```prices hardwood-flooring luxury-vinyl laminate-flooring', '```prices luxury-vinyl'),
    };
    const html = preview({ file, folder: 'guides' }, edited);
    expect(notice(html)).toEqual(NONE);
    const root = parseHtml(html);
    expect(text(one(root, 'h1'))).toBe('Every Step of a Flooring Project, Timed');
    expect(all(root, 'h2').map(text)).toContain('Step 1: Your first call or estimate form (same day)');
    expect(all(root, '.guide-prices caption').length).toBe(1);

    const Preview = templates.get('guides')!;
    const fresh = renderToStaticMarkup(
      <Preview
        entry={fromJS({ data: { ...edited, draft: true }, slug: '', path: '', newRecord: true })}
        collection={fromJS({ name: 'guides', folder: 'content/guides' })}
        getAsset={() => undefined}
      />,
    );
    expect(notice(fresh)).toEqual(NONE);
    expect(text(one(parseHtml(fresh), 'h1'))).toBe('Every Step of a Flooring Project, Timed');
  });

  it("lists what the build refuses in a guide's body (a '# ' heading, a picture, a link to no page) and still draws it", () => {
    const file = 'guides/how-long-does-a-flooring-project-take.md';
    const data = shipped(file) as { body: string };
    const body = `# Costs\n\n![Oak](media/oak.jpg)\n\nSee [our rates](/rates).\n\n${data.body}`;
    const html = preview({ file, folder: 'guides' }, { ...data, body });
    const { heading, problems, cannotDraw } = notice(html);
    expect(heading).toEqual([content.site.copy.editorPreview.incomplete]);
    expect(problems).toEqual([
      expect.stringMatching(/^body a "# " heading in the body/),
      expect.stringMatching(/^body picture "media\/oak.jpg" in the body/),
      'body link to "/rates": expected a path of a page the site builds',
    ]);
    expect(cannotDraw).toEqual([]);
    expect(mainOf(html)).toContain('our rates');
  });

  // Under `dev` the preview runs in the editor backend's origin: markup from the body would run there.
  it('a fence named after an inherited property or holding markup in its info string draws plain code (#36)', () => {
    const file = 'guides/how-long-does-a-flooring-project-take.md';
    const data = shipped(file) as { body: string };
    const body = '```constructor <img src=x onerror=alert(1)>\n```\n\n```toString\n```\n\n```__proto__\n```\n';
    const html = preview({ file, folder: 'guides' }, { ...data, body: `${body}${data.body}` });
    expect(notice(html).cannotDraw).toEqual([]);
    expect(mainOf(html)).not.toMatch(/onerror|\[object/);
    expect(mainOf(html)).toContain('<pre><code></code></pre>\n<pre><code></code></pre>\n<pre><code></code></pre>');
  });

  it('an emptied required field: the notice names it and the rest of the page is still drawn', () => {
    const file = 'services/backsplash-installation.yaml';
    const data = { ...shipped(file), name: '' };
    const html = preview({ file, folder: 'services' }, data);
    expect(notice(html)).toEqual({
      heading: [content.site.copy.editorPreview.incomplete],
      problems: ['name is required'],
      cannotDraw: [],
    });
    // Drawn with what was typed: the name is the hero's eyebrow, now empty; the rest as saved.
    const root = parseHtml(html);
    expect(all(root, '.eyebrow').map(text).filter(Boolean)).toEqual([]);
    const saved = content.services.find((s) => s.slug === 'backsplash-installation')!;
    expect(text(one(root, 'h1'))).toBe(saved.hero.heading);
  });

  it("names each problem by the labels the editor shows, not the file's keys (Decap hands the preview the fields)", () => {
    const file = 'services/backsplash-installation.yaml';
    const saved = shipped(file) as { hero: Record<string, unknown> };
    const data = { ...saved, name: '', hero: { ...saved.hero, heading: '' } };
    const services = cmsCollections().collections.find((c) => c.name === 'services')!;
    const Preview = templates.get('services')!;
    const html = renderToStaticMarkup(
      <Preview
        entry={fromJS({ data, slug: 'backsplash-installation', path: `content/${file}`, newRecord: false })}
        collection={fromJS({ name: 'services', folder: 'content/services' })}
        getAsset={() => undefined}
        fields={fromJS('fields' in services ? services.fields : [])}
      />,
    );
    expect(notice(html).problems).toEqual(['Name is required', 'Top of the page › Heading is required']);
  });

  it('a field the editor cleared (Decap sets it to null) is previewed as the save writes it: without the field', () => {
    const file = 'services/hardwood-flooring.yaml';
    const data = shipped(file) as { lists: { intro?: string | null }[] };
    const cleared = structuredClone(data);
    const withoutIntro = structuredClone(data);
    const intro = data.lists[0].intro;
    expect(intro, 'lists[0].intro of the shipped file').toBeTypeOf('string');
    cleared.lists[0].intro = null;
    delete withoutIntro.lists[0].intro;
    const html = preview({ file, folder: 'services' }, cleared);
    expect(notice(html)).toEqual(NONE);
    expect(text(parseHtml(html))).not.toContain(intro!.slice(0, 40));
    expect(mainOf(html)).toBe(mainOf(preview({ file, folder: 'services' }, withoutIntro)));
  });

  it('a required list removed: the saved list stands in; in a new entry the notice says the page cannot be drawn', () => {
    const file = 'services/backsplash-installation.yaml';
    const { faqs, ...data } = shipped(file) as { faqs: { question: string }[] };
    const problems = ['faqs is required'];
    const saved = preview({ file, folder: 'services' }, data);
    expect(notice(saved)).toEqual({ heading: [content.site.copy.editorPreview.incomplete], problems, cannotDraw: [] });
    expect(text(parseHtml(saved))).toContain(faqs[0].question);

    // A new entry has no saved list: the template cannot draw the page, and the preview does not throw.
    const html = renderToStaticMarkup(<NewService data={{ ...data, slug: 'stair-refinishing' }} />);
    expect(notice(html)).toEqual({
      heading: [content.site.copy.editorPreview.incomplete],
      problems,
      cannotDraw: [content.site.copy.editorPreview.cannotDraw],
    });
    expect(html).not.toContain('<main');
  });

  it('a reference to a missing slug is named in the notice and left out of the page, which still draws', () => {
    const data = shipped('pages/home.yaml') as { services: { slugs: string[] } };
    const edited = structuredClone(data);
    const [kept, dropped, ...rest] = data.services.slugs;
    edited.services.slugs[1] = 'marble-polishing';
    const html = preview({ file: 'pages/home.yaml' }, edited);
    expect(notice(html)).toEqual({
      heading: [content.site.copy.editorPreview.incomplete],
      problems: ['services › slugs › item 2 names "marble-polishing", which does not exist'],
      cannotDraw: [],
    });
    const nameOf = (slug: string) => content.services.find((s) => s.slug === slug)!.name;
    const main = text(parseHtml(mainOf(html)));
    for (const slug of [kept, ...rest]) expect(main).toContain(nameOf(slug));
    expect(main).not.toContain(nameOf(dropped));
  });

  it('owner photos: built variants from the snapshot, a photo uploaded since the build from its original', () => {
    const file = 'services/backsplash-installation.yaml';
    const data = shipped(file) as { hero: { image: { src: string } } };
    const built = structuredClone(data);
    built.hero.image.src = 'media/kitchen.jpg';
    const withVariants = parseHtml(preview({ file, folder: 'services' }, built));
    const sources = all(withVariants, 'source[type="image/avif"]').map((s) => attr(s, 'srcset'));
    expect(sources).toContain(`${PHOTO.base}-480.avif 480w, ${PHOTO.base}-800.avif 800w`);

    const uploaded = structuredClone(data);
    uploaded.hero.image.src = 'media/new-floor.jpg';
    const asked: string[] = [];
    const html = preview({ file, folder: 'services' }, uploaded, (p) => {
      asked.push(p);
      return 'blob:http://localhost:8080/5f1c';
    });
    expect(asked).toEqual(['media/new-floor.jpg']);
    const img = all(parseHtml(html), 'img').find((i) => attr(i, 'src') === 'blob:http://localhost:8080/5f1c');
    expect(img, 'the uploaded photo as a plain <img>').toBeDefined();
    expect(img!.parent?.tagName.toLowerCase()).not.toBe('picture');
  });

  it('a new entry (no file yet) is previewed in its folder, with its route', () => {
    const data = { ...shipped('services/backsplash-installation.yaml'), slug: 'stair-refinishing', name: 'Stairs' };
    const html = renderToStaticMarkup(<NewService data={data} />);
    expect(notice(html)).toEqual(NONE);
    const root = parseHtml(html);
    expect(text(one(root, '.eyebrow'))).toBe('Stairs');
    expect(text(one(root, '[aria-current="page"]'))).toBe('Stairs');
  });
});
