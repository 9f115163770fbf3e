// Write: the small deploy files around the pages: redirect stubs, host
// redirect rules, security headers, sitemap and robots.
import type { Site } from '../../model/schema/index.ts';
import { GUIDES_FEED_PATH, type PageRoute, type RedirectRoute } from '../../model/routes.ts';
import { OUTPUT_MARKER } from './output-dir.ts';
import { ADMIN_PATH } from '../../editor/admin-paths.ts';
import { backendOrigins } from '../../editor/backend-block.ts';

export const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A stub that works on any host: meta refresh, location.replace (no history entry), canonical and noindex. */
export function redirectStub(site: Site, route: RedirectRoute, scriptUrl: string): string {
  const to = escapeHtml(route.to);
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8"/>
<title>Redirecting to ${to}</title>
<meta name="robots" content="noindex"/>
<link rel="canonical" href="${escapeHtml(site.baseUrl + route.to)}"/>
<meta http-equiv="refresh" content="0; url=${to}"/>
<script src="${escapeHtml(scriptUrl)}" data-to="${to}"></script>
</head>
<body>
<p>This page has moved to <a href="${to}">${to}</a>.</p>
</body>
</html>
`;
}

/** External script for redirect stubs (kept out of the HTML so the CSP needs no inline scripts). */
export const REDIRECT_SCRIPT = `location.replace(document.currentScript.dataset.to + location.search + location.hash);\n`;

/**
 * Host redirect rules. Each rule is written twice: `301!` first, which Netlify
 * needs to redirect over the stub file at the same path (without `!` it serves
 * the stub), then plain `301`, because Cloudflare Pages ignores a line whose
 * status is not a number and uses the next rule for the same path (its rules
 * always win over files). Both hosts thus answer a real 301 for every rule;
 * host-rules.ts models both and tests/site/serve.test.ts checks it.
 */
export function redirectsFile(redirects: RedirectRoute[]): string {
  const lines = [
    '# Forced (301!) for Netlify, which otherwise serves the redirect stub file;',
    '# plain 301 for Cloudflare Pages, which ignores the forced line.',
  ];
  for (const r of redirects) lines.push(`${r.path} ${r.to} 301!`, `${r.path} ${r.to} 301`);
  // The output folder's marker is for the next build, not visitors. Netlify leaves dotfiles out of a
  // deploy; Cloudflare Pages uploads and serves them, and answers no 404 from _redirects: send it home.
  lines.push(`/${OUTPUT_MARKER} / 301!`, `/${OUTPUT_MARKER} / 301`);
  // Unknown gallery ids (old links, mistyped ids) land on the gallery. Not forced:
  // no file exists there, and the known ids above match first on both hosts.
  lines.push(`${UNKNOWN_GALLERY_ID} /gallery 301`);
  return `${lines.join('\n')}\n`;
}

/** The source pattern of the rule that sends unknown /gallery/project-N ids to the gallery. */
export const UNKNOWN_GALLERY_ID = '/gallery/project-*';

const GTM = 'https://www.googletagmanager.com';
const GA = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];
/** Google Ads conversion and remarketing tags, per Google's CSP guide for Tag Manager. */
const ADS = ['https://www.googleadservices.com', 'https://googleads.g.doubleclick.net', 'https://www.google.com'];
/** Tag Manager preview mode (Tag Assistant), per the same guide. */
const PREVIEW = {
  script: 'https://tagmanager.google.com',
  style: ['https://tagmanager.google.com', 'https://fonts.googleapis.com'],
  img: ['https://ssl.gstatic.com', 'https://www.gstatic.com'],
  font: 'https://fonts.gstatic.com',
};

/**
 * The Content-Security-Policy. "strict": scripts only from this site, the form
 * service and Tag Manager, no inline code or eval, so the container's built-in
 * tags (GA4) run and Custom HTML tags are blocked. "tag-manager": Google's
 * guidance for Custom HTML tags and Custom JavaScript variables on a host that
 * cannot issue nonces ('unsafe-inline', 'unsafe-eval'), plus the GA4, Ads and
 * preview hosts and the owner's tagHosts.
 */
export function contentSecurityPolicy(site: Site): string {
  const formOrigin = new URL(site.estimateForm.embedUrl).origin;
  const scriptOrigin = new URL(site.estimateForm.scriptUrl).origin;
  const supabase = new URL(site.analytics.supabaseUrl).origin;
  const media = [site.media.imageBase, site.media.videoBase]
    .filter((b) => b.startsWith('https://'))
    .map((b) => new URL(b).origin);
  const tags = site.analytics.contentSecurityPolicy === 'tag-manager';
  const extra = tags ? site.analytics.tagHosts : [];
  const list = (...items: (string | string[] | false)[]) =>
    [...new Set(items.flat().filter((x): x is string => Boolean(x)))].join(' ');
  return [
    "default-src 'self'",
    `script-src ${list("'self'", tags && ["'unsafe-inline'", "'unsafe-eval'"], scriptOrigin, GTM, tags && [GA[2], ...ADS, PREVIEW.script], extra)}`,
    `style-src ${list("'self'", tags && ["'unsafe-inline'", ...PREVIEW.style])}`,
    `img-src ${list("'self'", 'data:', media, GTM, GA, tags && [...ADS, ...PREVIEW.img], extra)}`,
    `media-src ${list("'self'", media)}`,
    `connect-src ${list("'self'", supabase, GA, GTM, tags && ADS, extra)}`,
    `frame-src ${list(formOrigin, GTM, tags && ['https://td.doubleclick.net', ...extra])}`,
    `font-src ${list("'self'", tags && [PREVIEW.font, 'data:'])}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    'upgrade-insecure-requests',
  ].join('; ');
}

/**
 * The web editor's policy (/admin/, Decap CMS): its own script and, for git-gateway, Netlify Identity's
 * widget; 'unsafe-eval' because Decap validates its configuration with ajv, which compiles schemas
 * with new Function (tests/browser/editor.test.ts fails without it); inline styles (emotion); photos
 * being uploaded are blob: and data: URLs; the git host's API. Public pages never get it.
 */
export function adminContentSecurityPolicy(site: Site): string {
  if (!site.editor) throw new Error('adminContentSecurityPolicy: site.yaml has no editor');
  const host = backendOrigins(site.editor);
  const media = [site.media.imageBase, site.media.videoBase]
    .filter((b) => b.startsWith('https://'))
    .map((b) => new URL(b).origin);
  const list = (...items: string[][]) => [...new Set(items.flat())].join(' ');
  return [
    "default-src 'self'",
    `script-src ${list(["'self'", "'unsafe-eval'"], host.script)}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${list(["'self'", 'data:', 'blob:'], media, host.img)}`,
    `media-src ${list(["'self'", 'blob:'], media)}`,
    `connect-src ${list(["'self'"], host.connect)}`,
    `frame-src ${list(["'self'"], host.script)}`,
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The editor's rules, after the site-wide ones: both hosts apply every rule that matches a path.
 * Cloudflare Pages joins a header named twice into one value (two CSPs, both enforced), so `! Name`
 * first detaches what an earlier rule set; Netlify skips that line (no colon) and serves the later
 * rule's value of a header, replacing the earlier one. Either way /admin/ gets exactly these values.
 * `/admin` (no slash) is served the editor's page too; both patterns match `/admin/`, hence the
 * detach of every header the block sets.
 */
function adminHeaders(site: Site): string {
  const headers: [string, string][] = [
    ['Content-Security-Policy', adminContentSecurityPolicy(site)],
    ['X-Robots-Tag', 'noindex'],
    ['Cache-Control', 'no-cache'],
  ];
  const block = [...headers.map(([name]) => `  ! ${name}`), ...headers.map(([name, value]) => `  ${name}: ${value}`)];
  return [ADMIN_PATH.slice(0, -1), `${ADMIN_PATH}*`].map((pattern) => `\n${pattern}\n${block.join('\n')}\n`).join('');
}

export function headersFile(site: Site): string {
  return `/*
  Content-Security-Policy: ${contentSecurityPolicy(site)}
  X-Content-Type-Options: nosniff
  Referrer-Policy: strict-origin-when-cross-origin
  Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()
  X-Frame-Options: DENY
  Strict-Transport-Security: max-age=31536000; includeSubDomains

/assets/*
  Cache-Control: public, max-age=31536000, immutable

/media/*
  Cache-Control: public, max-age=604800

${GUIDES_FEED_PATH}
  Content-Type: application/atom+xml; charset=utf-8
${site.editor ? adminHeaders(site) : ''}`;
}

/** `dates`: each canonical path's last change (generator/pipeline/content/page-dates.ts), as lastmod. */
export function sitemapXml(site: Site, pages: PageRoute[], dates: Record<string, string>): string {
  const urls = pages.map((p) => {
    const lastmod = dates[p.canonical] ? `<lastmod>${dates[p.canonical]}</lastmod>` : '';
    return `  <url><loc>${escapeHtml(site.baseUrl + (p.canonical === '/' ? '/' : p.canonical))}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(site: Site): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${site.baseUrl}/sitemap.xml\n`;
}
