// What crawlers, share previews and the media host see, over the run's build (dist/):
// every media URL resolves on a stand-in media host laid out as the README
// says, every page has a 1200x630 raster share image, the JSON-LD of all pages
// merges into one graph without contradictions, visible breadcrumbs match their
// BreadcrumbList, captions tracks, and `build-site check` catching each mistake.
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import fg from 'fast-glob';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../generator/pipeline/build.ts';
import { checkSite } from '../../generator/cli/check.ts';
import { loadContent } from '../../generator/pipeline/content/load.ts';
import type { Content } from '../../generator/model/content.ts';
import { runCli } from '../fixtures/cli.ts';
import { DIST } from '../fixtures/dist.ts';
import {
  ROOT,
  all,
  attr,
  copyContent,
  jsonLdBlocks,
  jsonLdOfType,
  one,
  parseHtml,
  readRoute,
  routeFile,
  tempDir,
  text,
} from '../fixtures/html.ts';
import { ALIAS_PAGES, LOCATION_PAGES, PROJECT_PAGES, SERVICE_PAGES, TOP_PAGES } from '../fixtures/routes.ts';
import { closeServer } from '../fixtures/close-server.ts';

const CANONICAL_PAGES = [...TOP_PAGES, ...SERVICE_PAGES, ...LOCATION_PAGES, ...PROJECT_PAGES];
const ALL_PAGES = [...CANONICAL_PAGES, ...Object.keys(ALIAS_PAGES), '/404'];

let outDir: string;
let tmpRoot: string;
let content: Content;
let cleanup: () => void;

beforeAll(async () => {
  const tmp = tempDir('build-site-crawlers-');
  cleanup = tmp.cleanup;
  tmpRoot = tmp.dir;
  outDir = DIST;
  content = loadContent(path.join(ROOT, 'content'));
});

afterAll(() => cleanup?.());

const html = (route: string) => readRoute(outDir, route);
const meta = (route: string, key: string) => {
  const root = parseHtml(html(route));
  const el = root.querySelector(`meta[property="${key}"]`) ?? root.querySelector(`meta[name="${key}"]`);
  return el ? attr(el, 'content') : undefined;
};

/** Every media URL a page asks for: src/poster attributes and the src/poster fields of island props. */
function mediaUrls(page: string): string[] {
  const root = parseHtml(page);
  const urls: string[] = [];
  for (const el of all(root, 'img, video, source, track')) {
    for (const name of ['src', 'poster']) {
      const v = attr(el, name);
      if (v) urls.push(v);
    }
  }
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) {
        if ((k === 'src' || k === 'poster') && typeof v === 'string') urls.push(v);
        else walk(v);
      }
    }
  };
  for (const el of all(root, '[data-props]')) walk(JSON.parse(attr(el, 'data-props') ?? 'null'));
  return urls;
}

/** Every video file the content names (strings ending in a video extension). */
function contentVideos(value: unknown, out = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    if (/\.(mov|mp4|webm)$/i.test(value) && !value.startsWith('https://')) out.add(value);
  } else if (Array.isArray(value)) {
    for (const v of value) contentVideos(v, out);
  } else if (value && typeof value === 'object') {
    for (const v of Object.values(value)) contentVideos(v, out);
  }
  return out;
}

describe('media URLs on a stand-in media host', () => {
  let server: Server;
  let hostUrl: string;
  const requested: { url: string; status: number }[] = [];

  beforeAll(async () => {
    // The documented layout: the folder videoBase points at holds each video under its
    // file name; a content path may start with that folder's name ("videos/home-01.mov").
    const base = new URL(content.site.media.videoBase);
    const hostDir = path.join(tmpRoot, 'media-host');
    const folder = base.pathname.replace(/\/+$/, '');
    const folderName = folder.split('/').pop() ?? '';
    const all = contentVideos([content.site, content.pages, content.services, content.locations, content.projects]);
    expect(all.size).toBeGreaterThan(20);
    for (const ref of all) {
      const rest = ref.startsWith(`${folderName}/`) ? ref.slice(folderName.length + 1) : ref;
      const file = path.join(hostDir, folder, rest);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, `stand-in for ${ref}`);
    }
    server = createServer((req, res) => {
      const file = path.join(hostDir, decodeURIComponent((req.url ?? '/').split('?')[0]));
      const ok = file.startsWith(hostDir) && existsSync(file);
      res.writeHead(ok ? 200 : 404).end(ok ? readFileSync(file) : 'not found');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    hostUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => closeServer(server));

  it('serves every media URL of every built page (local files from dist/, videos from the media host)', async () => {
    const videoOrigin = new URL(content.site.media.videoBase).origin;
    const missing: string[] = [];
    let remote = 0;
    const files = fg.sync('**/*.html', { cwd: outDir });
    const urls = new Set(files.flatMap((f) => mediaUrls(readFileSync(path.join(outDir, f), 'utf8'))));
    for (const url of urls) {
      if (url.startsWith(videoOrigin)) {
        remote++;
        const res = await fetch(`${hostUrl}${url.slice(videoOrigin.length)}`);
        requested.push({ url, status: res.status });
        if (res.status !== 200) missing.push(`${url} -> ${res.status}`);
      } else if (url.startsWith('/')) {
        if (!existsSync(path.join(outDir, url))) missing.push(`${url} (not in dist/)`);
      } else {
        missing.push(`${url} (neither the site nor the media host)`);
      }
    }
    expect(missing).toEqual([]);
    expect(remote).toBeGreaterThan(20);
  });

  it('lists each video source once with the type of its file', () => {
    for (const route of ALL_PAGES) {
      for (const video of all(parseHtml(html(route)), 'video')) {
        const sources = all(video, 'source').map((s) => [attr(s, 'src') ?? '', attr(s, 'type')] as const);
        expect(new Set(sources.map(([src]) => src)).size).toBe(sources.length);
        for (const [src, type] of sources) expect(type).toBe(src.endsWith('.mov') ? 'video/quicktime' : 'video/mp4');
      }
    }
  });
});

describe('share images', () => {
  it.each(ALL_PAGES)('%s: og:image is a 1200x630 JPEG in dist/ with its size, type and alt declared', async (route) => {
    const url = meta(route, 'og:image') ?? '';
    expect(url.startsWith(`${content.site.baseUrl}/media/share/`)).toBe(true);
    const file = path.join(outDir, url.slice(content.site.baseUrl.length));
    const info = await sharp(file).metadata();
    expect([info.format, info.width, info.height]).toEqual(['jpeg', 1200, 630]);
    expect(meta(route, 'og:image:type')).toBe('image/jpeg');
    expect([meta(route, 'og:image:width'), meta(route, 'og:image:height')]).toEqual(['1200', '630']);
    expect(meta(route, 'og:image:alt')).toContain(content.site.brand);
    expect(meta(route, 'twitter:image:alt')).toBe(meta(route, 'og:image:alt'));
    expect(meta(route, 'twitter:image')).toBe(url);
    expect(meta(route, 'twitter:card')).toBe('summary_large_image');
    expect(meta(route, 'og:locale')).toBe('en_US');
  });

  it('gives pages with their own title their own image, and an alias page the image of its canonical page', () => {
    const images = CANONICAL_PAGES.map((r) => meta(r, 'og:image'));
    expect(new Set(images).size).toBe(images.length);
    for (const [alias, canonical] of Object.entries(ALIAS_PAGES))
      expect(meta(alias, 'og:image')).toBe(meta(canonical, 'og:image'));
  });

  it("draws the page's hero, or the site's default share image, behind the title", async () => {
    // The right edge holds no text: what is there comes from the hero.
    const edge = async (route: string) => {
      const file = path.join(outDir, (meta(route, 'og:image') ?? '').slice(content.site.baseUrl.length));
      const { channels } = await sharp(file).extract({ left: 1100, top: 140, width: 100, height: 320 }).stats();
      return { detail: channels.reduce((sum, c) => sum + c.stdev, 0), mean: channels.map((c) => Math.round(c.mean)) };
    };
    const tile = await edge('/services/ceramic-tile');
    const about = await edge('/about');
    expect(tile.detail).toBeGreaterThan(10);
    expect(about.detail).toBeGreaterThan(10);
    expect(tile.mean).not.toEqual(about.mean);
  });
});

describe('one JSON-LD graph', () => {
  it('merges every page by @id without one property taking two values', () => {
    const graph = new Map<string, Map<string, Map<string, string>>>();
    const sorted = (v: unknown): unknown =>
      Array.isArray(v)
        ? v.map(sorted)
        : v && typeof v === 'object'
          ? Object.fromEntries(
              Object.entries(v)
                .sort(([a], [b]) => a.localeCompare(b))
                .map(([k, x]) => [k, sorted(x)]),
            )
          : v;
    const visit = (node: unknown, route: string): void => {
      if (Array.isArray(node)) {
        for (const n of node) visit(n, route);
        return;
      }
      if (!node || typeof node !== 'object') return;
      const o = node as Record<string, unknown>;
      const props = Object.keys(o).filter((k) => k !== '@id' && k !== '@context');
      if (typeof o['@id'] === 'string' && props.length > 0) {
        const byProp = graph.get(o['@id']) ?? new Map<string, Map<string, string>>();
        graph.set(o['@id'], byProp);
        for (const k of props) {
          const values = byProp.get(k) ?? new Map<string, string>();
          byProp.set(k, values);
          const v = JSON.stringify(sorted(o[k]));
          if (!values.has(v)) values.set(v, route);
        }
      }
      for (const v of Object.values(o)) visit(v, route);
    };
    for (const route of ALL_PAGES) visit(jsonLdBlocks(html(route)), route);
    const conflicts = [...graph].flatMap(([id, props]) =>
      [...props]
        .filter(([, values]) => values.size > 1)
        .map(([k, values]) => `${id} ${k}: ${[...values].map(([v, r]) => `${r}=${v.slice(0, 60)}`).join(' | ')}`),
    );
    expect(conflicts).toEqual([]);
    const business = graph.get(`${content.site.baseUrl}/#business`);
    expect(business?.get('aggregateRating')?.size).toBe(1);
    expect(graph.size).toBeGreaterThan(CANONICAL_PAGES.length);
  });

  it('page nodes point at the business by @id instead of restating it', () => {
    const id = `${content.site.baseUrl}/#business`;
    for (const route of [...SERVICE_PAGES, ...LOCATION_PAGES, ...PROJECT_PAGES]) {
      const [node] = jsonLdOfType<{ provider: { '@id': string } }>(html(route), 'Service');
      expect(node.provider).toEqual({ '@id': id });
    }
  });
});

describe('breadcrumbs', () => {
  it.each([...SERVICE_PAGES, ...LOCATION_PAGES, ...PROJECT_PAGES, '/service-areas'])(
    '%s shows the trail its BreadcrumbList carries',
    (route) => {
      const root = parseHtml(html(route));
      const items = all(one(root, 'nav.breadcrumb[aria-label="Breadcrumb"]'), 'li');
      const visible = items.map((li) => {
        const a = li.querySelector('a');
        return [
          text(li),
          a
            ? `${content.site.baseUrl}${attr(a, 'href') === '/' ? '' : attr(a, 'href')}`
            : `${content.site.baseUrl}${route}`,
        ];
      });
      const [list] = jsonLdOfType<{ itemListElement: { name: string; item: string }[] }>(html(route), 'BreadcrumbList');
      expect(visible).toEqual(list.itemListElement.map((i) => [i.name, i.item]));
      expect(attr(items[items.length - 1].querySelector('[aria-current]'), 'aria-current')).toBe('page');
      expect(visible[0][0]).toBe('Home');
    },
  );
});

describe('alias service pages', () => {
  it.each(Object.entries(ALIAS_PAGES))('%s keeps its canonical link to %s and no noindex', (alias, canonical) => {
    const root = parseHtml(html(alias));
    expect(attr(one(root, 'link[rel="canonical"]'), 'href')).toBe(`${content.site.baseUrl}${canonical}`);
    expect(root.querySelector('meta[name="robots"]')).toBeNull();
  });
});

describe('captions', () => {
  const CAPTIONED: Record<string, string[]> = {
    '/projects/georgetown-retail-store': ['/captions/georgetown-01.vtt', '/captions/georgetown-03.vtt'],
    '/projects/nationals-park-stadium-flooring': ['/captions/stadium-01.vtt'],
  };

  it.each(Object.entries(CAPTIONED))(
    '%s renders a default captions track for its clips with speech',
    (route, files) => {
      const tracks = all(parseHtml(html(route)), 'video track');
      expect(tracks.map((t) => attr(t, 'src'))).toEqual(files);
      for (const t of tracks) {
        expect([attr(t, 'kind'), attr(t, 'srclang'), attr(t, 'label'), attr(t, 'default')]).toEqual([
          'captions',
          'en',
          'English',
          '',
        ]);
        expect(readFileSync(path.join(outDir, attr(t, 'src') ?? ''), 'utf8').startsWith('WEBVTT')).toBe(true);
      }
    },
  );

  it('a captions file that is missing or not WebVTT stops the build with file, line and field', async () => {
    const tmp = copyContent('build-site-captions-');
    try {
      const file = path.join(tmp.content, 'projects/georgetown-retail-store.yaml');
      const yaml = readFileSync(file, 'utf8');
      writeFileSync(file, yaml.replace('/captions/georgetown-03.vtt', '/captions/georgetown-99.vtt'));
      const line = yaml.split('\n').findIndex((l) => l.includes('/captions/georgetown-03.vtt')) + 1;
      await expect(
        buildSite({ root: ROOT, contentDir: tmp.content, outDir: path.join(tmp.dir, 'out'), cache: false }),
      ).rejects.toThrow(
        `content/projects/georgetown-retail-store.yaml:${line} videos[2].captions.src: expected a WebVTT file at public/captions/georgetown-99.vtt`,
      );
    } finally {
      tmp.cleanup();
    }
  });
});

describe('build-site check', () => {
  let broken: string;

  beforeAll(() => {
    // A copy of the build with one mistake of each kind the check looks for.
    // Only the pages broken below and the home page (whose business node /contact
    // contradicts) are copied: the check reads 4 pages instead of 57, and every
    // mistake it must find is still there. Missing pages add broken links, which
    // these tests do not count.
    broken = path.join(tmpRoot, 'broken');
    const kept = new Set(
      ['index.html', ...['/about', '/gallery', '/contact'].map(routeFile)].map((f) => path.join(outDir, f)),
    );
    cpSync(outDir, broken, { recursive: true, filter: (src) => !src.endsWith('.html') || kept.has(src) });
    const edit = (route: string, change: (s: string) => string) => {
      const file = path.join(broken, routeFile(route));
      writeFileSync(file, change(readFileSync(file, 'utf8')));
    };
    edit('/about', (s) =>
      s.replace(
        /(<meta property="og:image" content=")[^"]+"/,
        `$1${content.site.baseUrl}/media/placeholders/hardwood.svg"`,
      ),
    );
    edit('/gallery', (s) =>
      s.replace(
        /<source src="([^"]+)\/videos\/([^"]+)" type="video\/quicktime"\/>/,
        '<source src="$1/videos/videos/$2" type="video/quicktime"/><source src="$1/videos/$2" type="video/mp4"/><source src="$1/videos/$2" type="video/mp4"/>',
      ),
    );
    edit('/contact', (s) => s.replace(`"description":"${content.site.tagline}"`, '"description":"Another story"'));
  });

  // That the whole built site has none of these problems is checked by validate.test.ts, in its one checkSite pass.

  it('reports an SVG share image, a doubled folder, a twice-listed or mistyped source and a contradicting business', async () => {
    const result = await checkSite(broken);
    expect(result.shareImageProblems).toEqual([
      {
        file: 'about/index.html',
        message: 'share image /media/placeholders/hardwood.svg is svg, expected JPEG, PNG or WebP',
      },
    ]);
    const media = result.mediaProblems.filter((p) => p.file === 'gallery/index.html').map((p) => p.message);
    expect(media).toContain('folder doubled in the URL (base and path both name it)');
    expect(media).toContain('declared type "video/mp4", expected "video/quicktime"');
    expect(media).toContain('video source listed more than once');
    expect(result.graphConflicts.map((c) => [c.id, c.property])).toEqual([
      [`${content.site.baseUrl}/#business`, 'description'],
    ]);
  });

  it('the command prints each problem and exits non-zero', async () => {
    const cli = await runCli(['check', '--out', broken]);
    expect(cli.status).toBe(1);
    expect(cli.stderr).toContain('about/index.html: share image /media/placeholders/hardwood.svg is svg');
    expect(cli.stderr).toContain('video source listed more than once');
    expect(cli.stderr).toContain(`JSON-LD ${content.site.baseUrl}/#business has 2 values for description`);
    expect(cli.stdout).toMatch(/1 share-image problems, [1-9]\d* media-URL problems, 1 JSON-LD conflicts/);
  });
});
