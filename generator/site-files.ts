// Write: the small deploy files around the pages: redirect stubs, host
// redirect rules, security headers, sitemap and robots.
import type { Site } from './schema.ts';
import type { PageRoute, RedirectRoute } from './routes.ts';

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

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

export function redirectsFile(redirects: RedirectRoute[]): string {
  const lines = redirects.map((r) => `${r.path} ${r.to} 301`);
  // Unknown gallery ids fall back to the project path of the same id (which then 404s).
  lines.push('/gallery/project-* /projects/project-:splat 301');
  return `${lines.join('\n')}\n`;
}

export function headersFile(site: Site): string {
  const formOrigin = new URL(site.estimateForm.embedUrl).origin;
  const scriptOrigin = new URL(site.estimateForm.scriptUrl).origin;
  const supabase = new URL(site.analytics.supabaseUrl).origin;
  const media = [site.media.imageBase, site.media.videoBase].filter((b) => b.startsWith('https://')).map((b) => new URL(b).origin);
  const gtm = 'https://www.googletagmanager.com';
  const ga = 'https://www.google-analytics.com https://*.google-analytics.com https://*.analytics.google.com';
  const csp = [
    "default-src 'self'",
    `script-src 'self' ${scriptOrigin} ${gtm}`,
    "style-src 'self'",
    `img-src 'self' data: ${[...media, gtm, ga].join(' ')}`,
    `media-src 'self' ${media.join(' ')}`,
    `connect-src 'self' ${supabase} ${ga} ${gtm}`,
    `frame-src ${formOrigin} ${gtm}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    'upgrade-insecure-requests',
  ].join('; ');
  return `/*
  Content-Security-Policy: ${csp}
  X-Content-Type-Options: nosniff
  Referrer-Policy: strict-origin-when-cross-origin
  Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()
  X-Frame-Options: DENY
  Strict-Transport-Security: max-age=31536000; includeSubDomains

/assets/*
  Cache-Control: public, max-age=31536000, immutable

/media/*
  Cache-Control: public, max-age=604800
`;
}

export function sitemapXml(site: Site, pages: PageRoute[]): string {
  const urls = pages.map((p) => `  <url><loc>${escapeHtml(site.baseUrl + (p.canonical === '/' ? '/' : p.canonical))}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(site: Site): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${site.baseUrl}/sitemap.xml\n`;
}
