// Write: the files a static host reads beside the pages (redirect stubs and their script, _redirects,
// _headers, sitemap.xml, robots.txt, the guides' Atom feed), then public/ linked in and the output marker.
import path from 'node:path';
import type { Content } from '../../model/content.ts';
import { GUIDES_FEED_PATH, GUIDES_PATH, isCanonicalPage, outputFile, type RedirectRoute } from '../../model/routes.ts';
import type { SitePageRoute } from '../../pages/table.ts';
import { guidesFeed } from './feed.ts';
import { linkTree } from './link-tree.ts';
import { OUTPUT_MARKER } from './output-dir.ts';
import type { PublicFile } from './public-files.ts';
import { REDIRECT_SCRIPT, headersFile, redirectStub, redirectsFile, robotsTxt, sitemapXml } from './site-files.ts';
import { writeFile, writeOrLink } from './write-file.ts';

/** The script every redirect stub loads (site-files.ts REDIRECT_SCRIPT). */
const REDIRECT_SCRIPT_URL = '/assets/redirect.js';

export interface DeployInputs {
  content: Content;
  pages: SitePageRoute[];
  redirects: RedirectRoute[];
  /** Each page's last change (pipeline/content/page-dates.ts), for the sitemap and the feed. */
  dates: Record<string, string>;
  /** What of public/ is deployed (public-files.ts). */
  publicFiles: PublicFile[];
}

/**
 * Writes the deploy files into dir (the build's temporary folder); returns the redirect stubs' bytes.
 * With `previous` (the output being replaced, in a dev reload), a file the same as its one there is linked.
 */
export function writeDeployFiles(
  dir: string,
  { content, pages, redirects, dates, publicFiles }: DeployInputs,
  previous?: string,
): number {
  const { site } = content;
  const put = (rel: string, data: string) =>
    previous === undefined
      ? writeFile(path.join(dir, rel), data)
      : writeOrLink(path.join(dir, rel), data, path.join(previous, rel));
  put(REDIRECT_SCRIPT_URL.slice(1), REDIRECT_SCRIPT);
  let stubBytes = 0;
  for (const r of redirects) stubBytes += put(outputFile(r.path), redirectStub(site, r, REDIRECT_SCRIPT_URL));
  put('_redirects', redirectsFile(redirects));
  put('_headers', headersFile(site));
  put('sitemap.xml', sitemapXml(site, pages.filter(isCanonicalPage), dates));
  put('robots.txt', robotsTxt(site));
  put(GUIDES_FEED_PATH.slice(1), guidesFeed(content, dates[GUIDES_PATH]));
  // Last, so nothing is written over a linked file (link-tree.ts); what the build wrote wins over public/.
  linkTree(publicFiles, dir);
  writeFile(path.join(dir, OUTPUT_MARKER), 'Written by build-site: the next build may replace this folder.\n');
  return stubBytes;
}
