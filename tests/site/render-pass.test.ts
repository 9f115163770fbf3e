// One-pass render (generator/pipeline/render/): the frame every page shares is rendered once
// and spliced into each page (chrome.tsx, splice.ts). The spliced page must equal, byte for
// byte, the page rendered the plain way (the whole body in one React tree, as the render
// before the splice did), for every page of the real site, and the built files must carry
// no slot or placeholder.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../generator/pipeline/content/load.ts';
import type { AssetManifest } from '../../generator/pipeline/assets/assets.ts';
import { createPageRenderer, SCRIPT_PLACEHOLDER, type RenderInputs } from '../../generator/pipeline/render/render.tsx';
import { buildSite } from '../../generator/pipeline/build.ts';
import type { Content } from '../../generator/model/content.ts';
import { outputFile } from '../../generator/model/routes.ts';
import { buildRoutes } from '../../generator/pages/routes.ts';
import type { SitePageRoute } from '../../generator/pages/table.ts';
import { CONTENT, ROOT, tempDir } from '../fixtures/html.ts';

const assets: AssetManifest = {
  stylesheet: '/assets/site.css',
  iconSprite: '/assets/icons.svg',
  lazyModules: {},
  files: [],
  images: {},
};
let content: Content;
let pages: SitePageRoute[];
let inputs: RenderInputs;

beforeAll(() => {
  content = loadContent(CONTENT);
  pages = buildRoutes(content).filter((r): r is SitePageRoute => r.kind === 'page');
  inputs = { assets, gtmContainerId: content.site.analytics.gtmContainerId };
});

describe('spliced frame', () => {
  it('every page of the real site equals the page rendered in one React tree, with the same widgets', () => {
    const spliced = createPageRenderer(content, inputs);
    const inline = createPageRenderer(content, inputs, { chrome: 'inline' });
    expect(pages.length).toBeGreaterThan(40);
    for (const route of pages) {
      const a = spliced(route);
      const b = inline(route);
      expect(a.html, route.path).toBe(b.html);
      expect(a.widgets, route.path).toEqual(b.widgets);
      expect(a.html).toContain(`<script type="module" src="${SCRIPT_PLACEHOLDER}">`);
    }
  });

  it('the header keeps the current path of each page, also one that needs escaping, and marks its links', () => {
    const spliced = createPageRenderer(content, inputs);
    const inline = createPageRenderer(content, inputs, { chrome: 'inline' });
    const location = pages.find((p) => p.page.type === 'location')!;
    const service = pages.find((p) => p.page.type === 'service')!;
    // Rendered after a page whose header had another path: the cached header must not leak it.
    for (const route of [
      location,
      { ...location, canonical: `${location.canonical}-o'neil&"co"` },
      service,
      { ...service, canonical: `${service.canonical}/x` },
    ]) {
      const html = spliced(route).html;
      expect(html, route.canonical).toBe(inline(route).html);
      expect(html).toContain(
        `&quot;currentPath&quot;:${JSON.stringify(route.canonical).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;')}`,
      );
    }
  });
});

describe('built pages', () => {
  const out = tempDir('build-site-render-pass-');
  it('carry their bundled script and no slot or placeholder', async () => {
    try {
      const summary = await buildSite({ root: ROOT, outDir: out.dir, renderWorkers: 0 });
      for (const route of pages) {
        const html = readFileSync(path.join(out.dir, outputFile(route.path)), 'utf8');
        expect(html).not.toContain('build-site-slot');
        expect(html).not.toContain(SCRIPT_PLACEHOLDER);
        const src = /<script type="module" src="([^"]+)">/.exec(html)?.[1] ?? '';
        expect(src, route.path).toMatch(
          new RegExp(`^/assets/page-${summary.pageWidgets[route.path].join('\\+')}-[A-Z0-9]{8}\\.js$`),
        );
      }
    } finally {
      out.cleanup();
    }
  });
});
