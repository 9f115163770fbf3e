// Build: content -> routes -> HTML in a temporary folder, swapped into place
// only when everything succeeded, so a failed build leaves dist/ untouched.
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { bundleAssets, type AssetManifest } from './assets/assets.ts';
import { writeAdmin } from './write/admin-output.ts';
import { ADMIN_DIR, ADMIN_PREVIEW } from '../editor/admin-paths.ts';
import { cmsConfig } from '../editor/cms-config.ts';
import { adminPreviewFile } from '../editor/admin-preview-file.ts';
import { resolveBuildContext, type BuildContext, type BuildOptions } from './context.ts';
import { checkAcrossFiles } from './content/cross-checks.ts';
import { ContentError } from '../model/errors.ts';
import { processImages, type ImageStats } from './images/process.ts';
import { loadContentAndSources } from './content/load.ts';
import { pageDates } from './content/page-dates.ts';
import { pageShareImage } from './images/page-share.ts';
import { writeShareImages } from './images/share-image.ts';
import { shareImageProblems } from './images/share-problems.ts';
import { renderPages, startRenderPool, type RenderStats } from './render/render-pages.ts';
import { hasPageGraph, keepPages, planPages, saveGraph } from './render/page-graph.ts';
import { unitHashes } from './render/read-tracker.ts';
import type { RenderPool } from './render/pool.ts';
import { loadWithPool, type LoadStats } from './render/pool-load.ts';
import { describeLookup, lookupContainerId, pageContainerId } from './content/settings-lookup.ts';
import { guidesFeed } from './write/feed.ts';
import { linkTree } from './write/link-tree.ts';
import { symbolicLinks } from './write/output-links.ts';
import { hiddenFileNote, listPublicFiles } from './write/public-files.ts';
import { OUTPUT_MARKER, checkOutputDir, recoverOutputDir, swapIntoPlace } from './write/output-dir.ts';
import { lockOutputDir } from './write/output-lock.ts';
import { forgetOutput, recordOutput, type RecordedLookup } from './write/unchanged-output.ts';
import { GUIDES_FEED_PATH, GUIDES_PATH, isCanonicalPage, outputFile, type RedirectRoute } from '../model/routes.ts';
import { buildRoutes } from '../pages/routes.ts';
import type { SitePageRoute } from '../pages/table.ts';
import {
  REDIRECT_SCRIPT,
  headersFile,
  redirectStub,
  redirectsFile,
  robotsTxt,
  sitemapXml,
} from './write/site-files.ts';

export type { BuildOptions };

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
  /** What the tag-manager id was looked up from and the id the pages carry. */
  tagManagerId: RecordedLookup;
  /** Who loaded the content, when the render workers shared it (render/pool-load.ts). */
  load?: LoadStats;
}

function writeFile(file: string, data: string): number {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, data);
  return Buffer.byteLength(data);
}

export async function buildSite(options: BuildOptions): Promise<BuildSummary> {
  const started = performance.now();
  const startedMs = Date.now();
  const ctx = resolveBuildContext(options);
  checkOutputDir(ctx);
  mkdirSync(path.dirname(ctx.output.outDir), { recursive: true });
  const lock = await lockOutputDir(ctx.output, ctx.lockTimeoutMs);
  try {
    // Whatever this build leaves, the record of the previous output no longer applies.
    forgetOutput(ctx);
    for (const note of recoverOutputDir(ctx.output)) ctx.log(note);
    // Render workers boot (about a second) while the content loads; unused, they are stopped.
    // Not for a rebuild with a page graph: it renders only the pages that changed, usually few.
    const pool = hasPageGraph(ctx) ? undefined : startRenderPool(ctx);
    try {
      const summary = await build(ctx, started, pool);
      // While the lock is held: no other build can have replaced the output yet.
      recordOutput(ctx, startedMs, summary.tagManagerId, summary);
      return summary;
    } finally {
      await pool?.close();
    }
  } finally {
    lock.release();
  }
}

async function build(ctx: BuildContext, started: number, pool: RenderPool | undefined): Promise<BuildSummary> {
  const {
    log,
    output: { outDir, tmpDir },
  } = ctx;
  log('Loading content…');
  const loadOptions = { cacheDir: ctx.caches.content, read: ctx.cache, drafts: ctx.drafts, resident: ctx.resident };
  // With workers started, they load their share of the content while they boot (render/pool-load.ts).
  const loaded: Awaited<ReturnType<typeof loadWithPool>> = pool
    ? await loadWithPool(pool, ctx.contentDir, loadOptions)
    : loadContentAndSources(ctx.contentDir, loadOptions);
  const { content, sources } = loaded;
  // Before anything reads public/ (references, captions): a link out of the project is never followed.
  const publicFiles = existsSync(ctx.publicDir) ? listPublicFiles(ctx.publicDir, ctx.root) : { files: [], hidden: [] };
  for (const rel of publicFiles.hidden) log(hiddenFileNote(rel));
  const routes = buildRoutes(content);
  checkAcrossFiles(content, sources, routes, ctx.publicDir);
  const pages = routes.filter((r): r is SitePageRoute => r.kind === 'page');
  const redirects = routes.filter((r): r is RedirectRoute => r.kind === 'redirect');
  const dates = pageDates(ctx.contentDir, content, pages, ctx.sourceDate);

  // The backend read overlaps with bundling; pages need its answer only when they render.
  const lookup = lookupContainerId(content.site.analytics);
  rmSync(tmpDir, { recursive: true, force: true });
  mkdirSync(tmpDir, { recursive: true });
  try {
    log('Bundling client scripts and styles…');
    // Photos encode on libvips threads while esbuild bundles; without owner photos this costs a content walk.
    const { site } = content;
    const editor = site.editor
      ? writeAdmin(ctx, { ...site, editor: site.editor }, ctx.editorConfig ?? cmsConfig)
      : undefined;
    // Attach a handler now so a failed bundle does not also leave an unhandled rejection; awaited below.
    editor?.catch(() => undefined);
    const [bundled, images] = await Promise.all([bundleAssets(ctx), processImages(ctx, content, sources)]);
    const assets: AssetManifest = { ...bundled, images: images.manifest };
    // The whole content as JSON (150 MB for 16,000 pages): made only when written, and not kept.
    if (site.editor || ctx.editorPreviewFile) {
      const publicMedia = publicFiles.files.flatMap((f) => (f.rel.startsWith('media/') ? [f.rel.slice(6)] : []));
      const preview = JSON.stringify(adminPreviewFile(content, assets, publicMedia));
      if (site.editor) writeFile(path.join(tmpDir, ADMIN_DIR, ADMIN_PREVIEW), preview);
      if (ctx.editorPreviewFile) writeFile(ctx.editorPreviewFile, preview);
    }
    const container = await lookup;
    const tagManager = describeLookup(container);
    log(tagManager);

    // The id found is an input of the render: the content stays as loaded.
    const gtmContainerId = pageContainerId(container, content.site.analytics);
    const inputs = { assets, gtmContainerId, dates };
    // Incremental: pages whose inputs are unchanged are linked from the previous output (page-graph.ts).
    const units = unitHashes(content);
    const plan = planPages(ctx, pages, inputs, units);
    const keptBytes = keepPages(ctx, plan);
    const toRender = plan.render;
    log(
      plan.keep.length > 0
        ? `Rendering ${toRender.length} of ${pages.length} pages (${plan.keep.length} unchanged)…`
        : `Rendering ${pages.length} pages…`,
    );
    const rendered = await renderPages(ctx, content, toRender, inputs, {
      // Workers started for a whole build are used only for one.
      pool: plan.keep.length === 0 ? pool : undefined,
      keptWidgets: plan.keep.map((k) => k.widgets),
      onPage: (done) => {
        if (done % 10 === 0 || done === toRender.length) log(`  ${done}/${toRender.length} pages rendered`);
      },
    });
    const { scripts, stats } = rendered;
    const htmlBytes = rendered.htmlBytes + keptBytes;
    const keptWidgets = new Map(plan.keep.map((k) => [k.route.path, k.widgets]));
    const pageWidgets = Object.fromEntries(
      pages.map((r) => [r.path, rendered.pageWidgets[r.path] ?? keptWidgets.get(r.path) ?? []]),
    );

    // After the render, not beside it: sharp's buffers and the render workers' heaps together
    // were 300 MB more at the peak of 16,000 pages, for no gain in time on two cores (benchmarks.md, Memory).
    await writeShareImages(
      ctx,
      content.site,
      pages.map((r) => pageShareImage(r, content)),
    ).catch((error: unknown) => {
      const problems = shareImageProblems(error, content, sources, ctx.root);
      throw problems ? new ContentError(problems) : error;
    });
    const admin = await editor;
    if (admin !== undefined)
      log(
        `Web editor written to /admin/ (script ${Math.round(admin.scriptBytes / 1024)} KB, ${Math.round(admin.totalBytes / 1024)} KB with what an open entry loads)`,
      );

    const redirectScript = '/assets/redirect.js';
    writeFile(path.join(tmpDir, redirectScript), REDIRECT_SCRIPT);
    let extraBytes = 0;
    for (const r of redirects)
      extraBytes += writeFile(path.join(tmpDir, outputFile(r.path)), redirectStub(content.site, r, redirectScript));
    writeFile(path.join(tmpDir, '_redirects'), redirectsFile(redirects));
    writeFile(path.join(tmpDir, '_headers'), headersFile(content.site));
    writeFile(path.join(tmpDir, 'sitemap.xml'), sitemapXml(content.site, pages.filter(isCanonicalPage), dates));
    writeFile(path.join(tmpDir, 'robots.txt'), robotsTxt(content.site));
    writeFile(path.join(tmpDir, GUIDES_FEED_PATH.slice(1)), guidesFeed(content, dates[GUIDES_PATH]));
    // Last, so nothing is written over a linked file (link-tree.ts); what the build wrote wins over public/.
    linkTree(publicFiles.files, tmpDir);
    writeFile(path.join(tmpDir, OUTPUT_MARKER), 'Written by build-site: the next build may replace this folder.\n');
    // The build makes no link, but a cache entry replaced by one would pass it on: never deploy it.
    const links = symbolicLinks(tmpDir);
    if (links.length > 0)
      throw new Error(
        `the output would hold a symbolic link: ${links.map((l) => `${l.file}: ${l.message}`).join('; ')}`,
      );

    // Swap: the old dist/ is replaced only now that the new one is complete.
    swapIntoPlace(ctx.output, ctx.trashDir, ctx.resident ? 'this-process' : 'detached');
    saveGraph(
      ctx,
      inputs,
      units,
      toRender.map((route, i) => ({ route, widgets: rendered.pageWidgets[route.path], reads: rendered.reads[i] })),
      plan,
    );
    const assetFiles = [...assets.files, ...scripts];
    const assetBytes = assetFiles.reduce((sum, f) => sum + f.bytes, 0);
    return {
      pages: pages.length,
      redirects: redirects.length,
      htmlBytes: htmlBytes + extraBytes,
      assetBytes,
      ms: performance.now() - started,
      outDir,
      pageWidgets,
      assets: { ...assets, files: assetFiles },
      tagManager,
      images: images.stats,
      render: stats,
      tagManagerId: {
        analytics: {
          supabaseUrl: site.analytics.supabaseUrl,
          supabaseAnonKey: site.analytics.supabaseAnonKey,
          gtmContainerId: site.analytics.gtmContainerId,
        },
        containerId: gtmContainerId,
      },
      load: loaded.stats,
    };
  } catch (error) {
    rmSync(tmpDir, { recursive: true, force: true });
    throw error;
  }
}
