// The deploy files (generator/pipeline/write/site-files.ts) for a site whose
// addresses are set here: every expected line is written out in full, so a
// changed directive, source, header value or cache time fails.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import type { Site } from '../../generator/model/schema/index.ts';
import { siteSchema } from '../../generator/model/schema/site.ts';
import type { PageRoute, RedirectRoute } from '../../generator/model/routes.ts';
import {
  contentSecurityPolicy,
  headersFile,
  redirectStub,
  redirectsFile,
  REDIRECT_SCRIPT,
  robotsTxt,
  sitemapXml,
} from '../../generator/pipeline/write/site-files.ts';

/** The shipped site.yaml, with every field these files read set by the test. */
const shipped = siteSchema.parse(
  parse(readFileSync(path.join(import.meta.dirname, '../../content/site.yaml'), 'utf8')),
);
function site(analytics: Partial<Site['analytics']> = {}, media: Partial<Site['media']> = {}): Site {
  return {
    ...shipped,
    baseUrl: 'https://www.floors.example',
    media: { imageBase: '/media', videoBase: 'https://video.floors.example/clips', ...media },
    estimateForm: {
      formId: 'abc123',
      embedUrl: 'https://forms.example/embed/abc123?dynamicHeight=1',
      scriptUrl: 'https://cdn.forms.example/widgets/embed.js',
    },
    analytics: {
      supabaseUrl: 'https://settings.backend.example',
      supabaseAnonKey: 'anon',
      gtmContainerId: 'GTM-PLACEHOLDER',
      contentSecurityPolicy: 'strict',
      tagHosts: [],
      consentDefaults: shipped.analytics.consentDefaults,
      ...analytics,
    },
  };
}

const STRICT = [
  "default-src 'self'",
  "script-src 'self' https://cdn.forms.example https://www.googletagmanager.com",
  "style-src 'self'",
  "img-src 'self' data: https://video.floors.example https://www.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com",
  "media-src 'self' https://video.floors.example",
  "connect-src 'self' https://settings.backend.example https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com https://www.googletagmanager.com",
  'frame-src https://forms.example https://www.googletagmanager.com',
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  'upgrade-insecure-requests',
];

// Google's CSP guidance for Tag Manager with Custom HTML tags and Custom JavaScript
// variables (inline code and eval), GA4, Google Ads and preview mode, plus the owner's tag hosts.
const TAG_MANAGER = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline' 'unsafe-eval' https://cdn.forms.example https://www.googletagmanager.com https://*.googletagmanager.com https://www.googleadservices.com https://googleads.g.doubleclick.net https://www.google.com https://tagmanager.google.com https://calls.example",
  "style-src 'self' 'unsafe-inline' https://tagmanager.google.com https://fonts.googleapis.com",
  "img-src 'self' data: https://images.floors.example https://video.floors.example https://www.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com https://www.googleadservices.com https://googleads.g.doubleclick.net https://www.google.com https://ssl.gstatic.com https://www.gstatic.com https://calls.example",
  "media-src 'self' https://images.floors.example https://video.floors.example",
  "connect-src 'self' https://settings.backend.example https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com https://www.googletagmanager.com https://www.googleadservices.com https://googleads.g.doubleclick.net https://www.google.com https://calls.example",
  'frame-src https://forms.example https://www.googletagmanager.com https://td.doubleclick.net https://calls.example',
  "font-src 'self' https://fonts.gstatic.com data:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  'upgrade-insecure-requests',
];

describe('Content-Security-Policy', () => {
  it('strict: scripts from this site, the form service and Tag Manager only; media from the https media host', () => {
    expect(contentSecurityPolicy(site()).split('; ')).toEqual(STRICT);
  });

  it("tag-manager: Google's sources, the owner's tag hosts, each source once", () => {
    const policy = contentSecurityPolicy(
      site(
        { contentSecurityPolicy: 'tag-manager', tagHosts: ['https://calls.example'] },
        { imageBase: 'https://images.floors.example/photos' },
      ),
    );
    expect(policy.split('; ')).toEqual(TAG_MANAGER);
  });

  it('strict ignores the tag hosts, and one media host is listed once', () => {
    const policy = contentSecurityPolicy(
      site({ tagHosts: ['https://calls.example'] }, { imageBase: 'https://video.floors.example/img' }),
    );
    expect(policy).not.toContain('calls.example');
    expect(policy.split('; ')).toContain("media-src 'self' https://video.floors.example");
  });

  it('the form script and embed may be on different origins; a site-path media base adds no host', () => {
    const policy = contentSecurityPolicy(site({}, { videoBase: '/videos' }));
    expect(policy.split('; ')).toContain("media-src 'self'");
    expect(policy).not.toContain('video.floors.example');
  });
});

describe('_headers', () => {
  it('is exactly the security headers for every path and the cache times of assets and media', () => {
    expect(headersFile(site())).toBe(`/*
  Content-Security-Policy: ${STRICT.join('; ')}
  X-Content-Type-Options: nosniff
  Referrer-Policy: strict-origin-when-cross-origin
  Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()
  X-Frame-Options: DENY
  Strict-Transport-Security: max-age=31536000; includeSubDomains

/assets/*
  Cache-Control: public, max-age=31536000, immutable

/media/*
  Cache-Control: public, max-age=604800

/guides/feed.xml
  Content-Type: application/atom+xml; charset=utf-8
`);
  });
});

const redirect = (from: string, to: string): RedirectRoute => ({ kind: 'redirect', path: from, to });

describe('_redirects', () => {
  it('writes each rule forced then plain, sends the output marker home, and unknown gallery ids to the gallery last', () => {
    expect(
      redirectsFile([redirect('/projects', '/gallery'), redirect('/gallery/project-1', '/projects/stadium')]),
    ).toBe(
      `# Forced (301!) for Netlify, which otherwise serves the redirect stub file;
# plain 301 for Cloudflare Pages, which ignores the forced line.
/projects /gallery 301!
/projects /gallery 301
/gallery/project-1 /projects/stadium 301!
/gallery/project-1 /projects/stadium 301
/.build-site-output / 301!
/.build-site-output / 301
/gallery/project-* /gallery 301
`,
    );
  });
});

describe('redirect stubs', () => {
  it('refresh, canonical, noindex and the script, with every value escaped', () => {
    const html = redirectStub(site(), redirect('/old', '/new?a=1&b="2"<x>'), '/assets/redirect.js?v=1&x');
    const to = '/new?a=1&amp;b=&quot;2&quot;&lt;x&gt;';
    expect(html).toBe(`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8"/>
<title>Redirecting to ${to}</title>
<meta name="robots" content="noindex"/>
<link rel="canonical" href="https://www.floors.example${to}"/>
<meta http-equiv="refresh" content="0; url=${to}"/>
<script src="/assets/redirect.js?v=1&amp;x" data-to="${to}"></script>
</head>
<body>
<p>This page has moved to <a href="${to}">${to}</a>.</p>
</body>
</html>
`);
  });

  it('the stub script keeps the query string and hash without a history entry', () => {
    expect(REDIRECT_SCRIPT).toBe(
      'location.replace(document.currentScript.dataset.to + location.search + location.hash);\n',
    );
  });
});

const page = (p: string, canonical = p): PageRoute => ({ kind: 'page', path: p, canonical, page: undefined });

describe('sitemap.xml and robots.txt', () => {
  it('lists each page by its canonical address, escaped, with its last change where one is known', () => {
    expect(sitemapXml(site(), [page('/'), page('/services'), page('/a&b')], { '/services': '2026-11-20' })).toBe(
      `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <url><loc>https://www.floors.example/</loc></url>
  <url><loc>https://www.floors.example/services</loc><lastmod>2026-11-20</lastmod></url>
  <url><loc>https://www.floors.example/a&amp;b</loc></url>
</urlset>
`,
    );
  });

  it('robots.txt allows everything and names the sitemap', () => {
    expect(robotsTxt(site())).toBe('User-agent: *\nAllow: /\n\nSitemap: https://www.floors.example/sitemap.xml\n');
  });
});
