// Build: content -> routes -> HTML in a temporary folder, swapped into place
// only when everything succeeded, so a failed build leaves dist/ untouched.
import { cpSync, existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { bundleAssets, type AssetManifest } from './assets.ts';
import { processImages, type ImageStats } from './images/process.ts';
import { loadContent, type Content } from './load.ts';
import { checkReferences } from './references.ts';
import { PageScripts } from './page-scripts.ts';
import { renderPages, startRenderPool, type RenderPool } from './parallel.ts';
import { buildRoutes, isCanonicalPage, outputFile, type PageRoute, type RedirectRoute } from './routes.ts';
import { REDIRECT_SCRIPT, headersFile, redirectStub, redirectsFile, robotsTxt, sitemapXml } from './site-files.ts';

export interface BuildOptions {
  root: string;
  contentDir?: string;
  outDir?: string;
  /** Reuse parsed content and encoded photos from earlier builds (content-cache.ts, images/); default true. */
  cache?: boolean;
  /** Folder of both caches; default node_modules/.cache/build-site. */
  cacheDir?: string;
  log?: (line: string) => void;
}

export interface BuildSummary {
  pages: number;
  redirects: number;
  htmlBytes: number;
  assetBytes: number;
  ms: number;
  outDir: string;
  pageWidgets: Record<string, string[]>;
  assets: AssetManifest;
  /** Owner photos (content/media/) encoded, reused from the cache, and their bytes. */
  images: ImageStats;
}

function writeFile(file: string, data: string): number {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, data);
  return Buffer.byteLength(data);
}

export async function buildSite(options: BuildOptions): Promise<BuildSummary> {
  const started = performance.now();
  const log = options.log ?? (() => undefined);
  const root = options.root;
  const contentDir = options.contentDir ?? path.join(root, 'content');
  const outDir = options.outDir ?? path.join(root, 'dist');
  const tmpDir = path.join(path.dirname(outDir), `.${path.basename(outDir)}-tmp-${process.pid}`);

  // Render workers boot (about a second) while the content loads; unused, they are stopped.
  const pool = startRenderPool(contentDir);
  try {
    return await build({ options, contentDir, outDir, tmpDir, log, started }, pool);
  } finally {
    await pool?.close();
  }
}

interface BuildPaths {
  options: BuildOptions;
  contentDir: string;
  outDir: string;
  tmpDir: string;
  log: (line: string) => void;
  started: number;
}

async function build({ options, contentDir, outDir, tmpDir, log, started }: BuildPaths, pool: RenderPool | undefined): Promise<BuildSummary> {
  const root = options.root;
  log('Loading content…');
  const cacheDir = options.cacheDir ?? path.join(root, 'node_modules/.cache/build-site');
  const content = loadContent(contentDir, { cacheDir: options.cache === false ? undefined : cacheDir });
  const routes = buildRoutes(content);
  checkReferences(content, routes, path.join(root, 'public'));
  const pages = routes.filter((r): r is PageRoute => r.kind === 'page');
  const redirects = routes.filter((r): r is RedirectRoute => r.kind === 'redirect');

  rmSync(tmpDir, { recursive: true, force: true });
  mkdirSync(tmpDir, { recursive: true });
  try {
    log('Bundling client scripts and styles…');
    // Photos encode on libvips threads while esbuild bundles; without owner photos this costs a content walk.
    const [bundled, images] = await Promise.all([
      bundleAssets(root, tmpDir),
      processImages(content, { outDir: tmpDir, cacheDir, reuse: options.cache !== false }),
    ]);
    const assets: AssetManifest = { ...bundled, images: images.manifest };
    if (existsSync(path.join(root, 'public'))) cpSync(path.join(root, 'public'), tmpDir, { recursive: true });

    log(`Rendering ${pages.length} pages…`);
    const scripts = new PageScripts(root, tmpDir, assets);
    const { htmlBytes, pageWidgets } = await renderPages(content, pages, assets, scripts, tmpDir, (done) => {
      if (done % 10 === 0 || done === pages.length) log(`  ${done}/${pages.length} pages`);
    }, pool);

    const redirectScript = '/assets/redirect.js';
    writeFile(path.join(tmpDir, redirectScript), REDIRECT_SCRIPT);
    let extraBytes = 0;
    for (const r of redirects) extraBytes += writeFile(path.join(tmpDir, outputFile(r.path)), redirectStub(content.site, r, redirectScript));
    writeFile(path.join(tmpDir, '_redirects'), redirectsFile(redirects));
    writeFile(path.join(tmpDir, '_headers'), headersFile(content.site));
    writeFile(path.join(tmpDir, 'sitemap.xml'), sitemapXml(content.site, pages.filter(isCanonicalPage)));
    writeFile(path.join(tmpDir, 'robots.txt'), robotsTxt(content.site));

    // Swap: the old dist/ is replaced only now that the new one is complete.
    const oldDir = `${tmpDir}-old`;
    if (existsSync(outDir)) renameSync(outDir, oldDir);
    renameSync(tmpDir, outDir);
    rmSync(oldDir, { recursive: true, force: true });
    const assetFiles = [...assets.files, ...scripts.files];
    const assetBytes = assetFiles.reduce((sum, f) => sum + f.bytes, 0);
    return {
      pages: pages.length, redirects: redirects.length, htmlBytes: htmlBytes + extraBytes, assetBytes,
      ms: performance.now() - started, outDir, pageWidgets, assets: { ...assets, files: assetFiles }, images: images.stats,
    };
  } catch (error) {
    rmSync(tmpDir, { recursive: true, force: true });
    throw error;
  }
}
