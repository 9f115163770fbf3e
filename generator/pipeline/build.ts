// Build: content -> routes -> HTML in a temporary folder, swapped into place
// only when everything succeeded, so a failed build leaves dist/ untouched.
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { bundleAssets, type AssetManifest } from './assets/assets.ts';
import { checkCaptions } from './content/captions.ts';
import { ContentError } from '../model/errors.ts';
import { processImages, type ImageStats } from './images/process.ts';
import { loadContent } from './content/load.ts';
import { type Content } from '../model/content.ts';
import { checkMediaHosts } from './content/media-hosts.ts';
import { checkReferences } from './content/references.ts';
import { pageShareImage } from './images/page-share.ts';
import { writeShareImages } from './images/share-image.ts';
import { renderPages, startRenderPool, type RenderStats } from './render/render-pages.ts';
import type { RenderPool } from './render/pool.ts';
import { describeLookup, lookupContainerId, pageContainerId } from './content/settings-lookup.ts';
import { linkTree } from './write/link-tree.ts';
import { OUTPUT_MARKER, checkOutputDir, lockOutputDir, outputPaths, recoverOutputDir, swapIntoPlace, type OutputPaths } from './write/output-dir.ts';
import { buildRoutes, isCanonicalPage, outputFile, type PageRoute, type RedirectRoute } from '../model/routes.ts';
import { REDIRECT_SCRIPT, headersFile, redirectStub, redirectsFile, robotsTxt, sitemapXml } from './write/site-files.ts';

export interface BuildOptions {
  root: string;
  contentDir?: string;
  outDir?: string;
  /** Reuse parsed content and encoded photos from earlier builds (content-cache.ts, images/); default true. */
  cache?: boolean;
  /** Folder of both caches; default node_modules/.cache/build-site. */
  cacheDir?: string;
  log?: (line: string) => void;
  /** How long to wait for another build of the same output folder to finish; default 2 minutes. */
  lockTimeoutMs?: number;
  /** Worker threads to render pages in; 0 renders on the main thread. Default: one per core from 200 pages on. */
  renderWorkers?: number;
}

/** A build of the whole site takes seconds; two minutes covers a busy machine. */
const LOCK_TIMEOUT_MS = 120_000;

export interface BuildSummary {
  pages: number;
  redirects: number;
  htmlBytes: number;
  assetBytes: number;
  ms: number;
  outDir: string;
  pageWidgets: Record<string, string[]>;
  assets: AssetManifest;
  /** Which path the tag-manager container id takes (settings-lookup.ts). */
  tagManager: string;
  /** Owner photos (content/media/) encoded, reused from the cache, and their bytes. */
  images: ImageStats;
  /** Where the render's time went (render/render-pages.ts). */
  render: RenderStats;
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
  const outDir = path.resolve(options.outDir ?? path.join(root, 'dist'));
  checkOutputDir(outDir, root, contentDir);
  const paths = outputPaths(outDir);
  mkdirSync(path.dirname(outDir), { recursive: true });
  const lock = await lockOutputDir(paths, options.lockTimeoutMs ?? LOCK_TIMEOUT_MS);
  try {
    for (const note of recoverOutputDir(paths)) log(note);
    // Render workers boot (about a second) while the content loads; unused, they are stopped.
    const pool = startRenderPool(contentDir, options.renderWorkers);
    try {
      return await build({ options, contentDir, paths, log, started }, pool);
    } finally {
      await pool?.close();
    }
  } finally {
    lock.release();
  }
}

interface BuildPaths {
  options: BuildOptions;
  contentDir: string;
  paths: OutputPaths;
  log: (line: string) => void;
  started: number;
}

async function build({ options, contentDir, paths, log, started }: BuildPaths, pool: RenderPool | undefined): Promise<BuildSummary> {
  const { outDir, tmpDir } = paths;
  const root = options.root;
  log('Loading content…');
  const cacheDir = options.cacheDir ?? path.join(root, 'node_modules/.cache/build-site');
  const content = loadContent(contentDir, { cacheDir: options.cache === false ? undefined : cacheDir });
  const routes = buildRoutes(content);
  checkMediaHosts(content);
  checkReferences(content, routes, path.join(root, 'public'));
  const captionProblems = checkCaptions(content, path.join(root, 'public'));
  if (captionProblems.length > 0) throw new ContentError(captionProblems);
  const pages = routes.filter((r): r is PageRoute => r.kind === 'page');
  const redirects = routes.filter((r): r is RedirectRoute => r.kind === 'redirect');

  // The backend read overlaps with bundling; pages need its answer only when they render.
  const lookup = lookupContainerId(content.site.analytics);
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
    const container = await lookup;
    const tagManager = describeLookup(container);
    log(tagManager);

    log(`Rendering ${pages.length} pages and their share images…`);
    // Share images are drawn by sharp's own threads while the pages render.
    const { site } = content;
    const shareImages = writeShareImages(site, pages.map((r) => pageShareImage(r, content)), {
      outDir: tmpDir,
      // Always cached (by a hash of every input): `cache: false` is about parsed content only.
      cacheDir: path.join(root, 'node_modules/.cache/build-site/share'),
      localImageDir: site.media.imageBase.startsWith('/') ? path.join(root, 'public', site.media.imageBase) : undefined,
      contentDir,
      logoFile: site.media.imageBase.startsWith('/') ? path.join(root, 'public', site.media.imageBase, site.logo) : undefined,
    });
    // Attach a handler now so a failed render does not also leave an unhandled rejection.
    shareImages.catch(() => undefined);
    // The id found is an input of the render: the content stays as loaded.
    const inputs = { assets, gtmContainerId: pageContainerId(container, site.analytics) };
    const { htmlBytes, pageWidgets, scripts, stats } = await renderPages(content, pages, inputs, root, tmpDir, {
      workers: options.renderWorkers, pool,
      onPage: (done) => { if (done % 10 === 0 || done === pages.length) log(`  ${done}/${pages.length} pages rendered`); },
    });

    await shareImages;

    const redirectScript = '/assets/redirect.js';
    writeFile(path.join(tmpDir, redirectScript), REDIRECT_SCRIPT);
    let extraBytes = 0;
    for (const r of redirects) extraBytes += writeFile(path.join(tmpDir, outputFile(r.path)), redirectStub(content.site, r, redirectScript));
    writeFile(path.join(tmpDir, '_redirects'), redirectsFile(redirects));
    writeFile(path.join(tmpDir, '_headers'), headersFile(content.site));
    writeFile(path.join(tmpDir, 'sitemap.xml'), sitemapXml(content.site, pages.filter(isCanonicalPage)));
    writeFile(path.join(tmpDir, 'robots.txt'), robotsTxt(content.site));
    // Last, so nothing is written over a linked file (link-tree.ts); what the build wrote wins over public/.
    if (existsSync(path.join(root, 'public'))) linkTree(path.join(root, 'public'), tmpDir);
    writeFile(path.join(tmpDir, OUTPUT_MARKER), 'Written by build-site: the next build may replace this folder.\n');

    // Swap: the old dist/ is replaced only now that the new one is complete.
    swapIntoPlace(paths, path.join(cacheDir, 'trash'));
    const assetFiles = [...assets.files, ...scripts];
    const assetBytes = assetFiles.reduce((sum, f) => sum + f.bytes, 0);
    return {
      pages: pages.length, redirects: redirects.length, htmlBytes: htmlBytes + extraBytes, assetBytes,
      ms: performance.now() - started, outDir, pageWidgets, assets: { ...assets, files: assetFiles }, tagManager, images: images.stats, render: stats,
    };
  } catch (error) {
    rmSync(tmpDir, { recursive: true, force: true });
    throw error;
  }
}
