// The web editor in production (#23): with an editor backend in site.yaml the build ships /admin/
// (page, configuration, script) under its own CSP and noindex, on both hosts' reading of _headers,
// while every public page keeps exactly its headers and scripts; without one, nothing of it ships.
import { appendFileSync, cpSync, existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../generator/pipeline/build.ts';
import { adminContentSecurityPolicy, contentSecurityPolicy } from '../../generator/pipeline/write/site-files.ts';
import { loadContent } from '../../generator/pipeline/content/load.ts';
import { headersFor, parseHeaders, type HostDialect } from '../../generator/serve/host-rules.ts';
import { DIST } from '../fixtures/dist.ts';
import { ROOT, copyContent, type TempContent } from '../fixtures/html.ts';

const EDITOR = '\neditor:\n  backend: github\n  repo: capitol-floorworks/site\n';
let work: TempContent;
let out: string;

beforeAll(async () => {
  work = copyContent('build-site-editor-');
  appendFileSync(path.join(work.content, 'site.yaml'), EDITOR);
  out = path.join(work.dir, 'out');
  await buildSite({ root: ROOT, contentDir: work.content, outDir: out });
}, 240_000);
afterAll(() => work?.cleanup());

const headers = (dir: string, dialect: HostDialect, urlPath: string) =>
  headersFor(parseHeaders(readFileSync(path.join(dir, '_headers'), 'utf8')), urlPath, dialect);

describe('with an editor backend in site.yaml', () => {
  it('ships /admin/: a noindex page, the configuration with that backend, the script', () => {
    // cms.js and the chunks it loads when a preview opens (esbuild's splitting: chunk-<hash>.js).
    const files = readdirSync(path.join(out, 'admin')).sort();
    expect(files.filter((f) => !/^chunk-[A-Z0-9]{8}\.js$/.test(f))).toEqual([
      'cms.js',
      'config.yml',
      'index.html',
      'preview.json',
    ]);
    expect(files.filter((f) => f.startsWith('chunk-')).length).toBeGreaterThan(0);
    const html = readFileSync(path.join(out, 'admin/index.html'), 'utf8');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain('<script type="module" src="cms.js"></script>');
    const config = readFileSync(path.join(out, 'admin/config.yml'), 'utf8');
    expect(config).toMatch(/^backend:\n {2}name: github\n {2}branch: main\n {2}repo: capitol-floorworks\/site\n/m);
    expect(config).toContain('site_url: https://');
    expect(config).not.toContain('publish_mode');
  });

  it('lists no /admin/ in the sitemap', () => {
    expect(readFileSync(path.join(out, 'sitemap.xml'), 'utf8')).not.toContain('/admin');
  });

  it.each(['netlify', 'cloudflare'] as const)('on %s, /admin/ gets exactly its own CSP and noindex', (dialect) => {
    const site = loadContent(work.content).site;
    for (const urlPath of ['/admin/', '/admin', '/admin/config.yml', '/admin/cms.js']) {
      const got = headers(out, dialect, urlPath);
      expect(got['Content-Security-Policy'], urlPath).toBe(adminContentSecurityPolicy(site));
      expect(got['X-Robots-Tag'], urlPath).toBe('noindex');
    }
    expect(adminContentSecurityPolicy(site)).not.toBe(contentSecurityPolicy(site));
  });

  it.each(['netlify', 'cloudflare'] as const)(
    'on %s, every public page keeps exactly the headers it had',
    (dialect) => {
      for (const urlPath of [
        '/',
        '/services/hardwood-flooring',
        '/assets/x.js',
        '/media/a.jpg',
        '/administrator',
        '/nope',
      ])
        expect(headers(out, dialect, urlPath), urlPath).toEqual(headers(DIST, dialect, urlPath));
    },
  );

  it('public pages load the same scripts, byte for byte', () => {
    const scripts = (dir: string) =>
      readdirSync(path.join(dir, 'assets'))
        .filter((f) => f.endsWith('.js'))
        .sort()
        .map((f) => [f, readFileSync(path.join(dir, 'assets', f)).length]);
    expect(scripts(out)).toEqual(scripts(DIST));
    // The pages' dates differ (site.yaml changed), their script tags do not.
    const tags = (dir: string) => readFileSync(path.join(dir, 'index.html'), 'utf8').match(/<script[^>]*>/g);
    expect(tags(out)).toEqual(tags(DIST));
    expect(tags(out)?.join('')).not.toContain('cms.js');
  });
});

describe('without an editor backend', () => {
  it('ships no /admin/ and no rule for it', () => {
    expect(existsSync(path.join(DIST, 'admin'))).toBe(false);
    expect(readFileSync(path.join(DIST, '_headers'), 'utf8')).not.toContain('/admin');
  });
});

describe('a bad editor block', () => {
  it('is refused with file:line field: what was expected', async () => {
    const bad = copyContent('build-site-editor-bad-');
    try {
      appendFileSync(path.join(bad.content, 'site.yaml'), '\neditor:\n  backend: gitea\n  repo: just-a-name\n');
      await expect(
        buildSite({ root: ROOT, contentDir: bad.content, outDir: path.join(bad.dir, 'out') }),
      ).rejects.toThrow(
        /site\.yaml:\d+ editor\.repo: expected owner\/name[\s\S]*site\.yaml:\d+ editor\.apiRoot: expected the gitea server's API address/,
      );
    } finally {
      bad.cleanup();
    }
  });
});

describe("the dev server's copy of the preview data (editorPreviewFile)", () => {
  it('is written after the build answers when the caller defers it, at once otherwise, and at once with /admin/ shipped', async () => {
    const preview = path.join(work.dir, 'dev-preview.json');
    const later: (() => void)[] = [];
    const plain = path.join(work.dir, 'plain-content');
    cpSync(path.join(ROOT, 'content'), plain, { recursive: true });
    const options = {
      root: ROOT,
      contentDir: plain,
      outDir: path.join(work.dir, 'out-dev'),
      editorPreviewFile: preview,
    };
    await buildSite({ ...options, defer: (work) => later.push(work) });
    expect(existsSync(preview)).toBe(false);
    expect(later).toHaveLength(1);
    later[0]();
    const deferred = readFileSync(preview, 'utf8');
    expect(Object.keys(JSON.parse(deferred) as object).sort()).toEqual(['snapshot', 'stylesheet']);
    rmSync(preview);
    await buildSite(options);
    expect(readFileSync(preview, 'utf8')).toBe(deferred);
    // With an editor backend the build writes /admin/preview.json into the output, and the copy beside it at once.
    rmSync(preview);
    await buildSite({ ...options, contentDir: work.content, defer: (work) => later.push(work) });
    expect(later).toHaveLength(1);
    expect(readFileSync(preview, 'utf8')).toBe(readFileSync(path.join(out, 'admin/preview.json'), 'utf8'));
  }, 240_000);
});
