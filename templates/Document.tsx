// The HTML document around every page: head tags for search engines and share previews, scripts, body.
import type { ReactNode } from 'react';
import { jsonForScript } from '../generator/model/seo.ts';

export interface DocumentProps {
  lang: string;
  title: string;
  description: string;
  keywords: string[];
  canonicalUrl: string;
  /** Raster share image (generator/pipeline/images/share-image.ts): absolute URL, size, MIME type and alt text. */
  shareImage: { url: string; width: number; height: number; type: string; alt: string };
  /** Open Graph locale, e.g. en_US. */
  ogLocale: string;
  siteName: string;
  jsonLd: object[];
  stylesheet: string;
  /** The page's one module script: its widgets' entries bundled together. */
  script: string;
  faviconUrl: string;
  /** The guides' Atom feed, for feed readers' discovery: a site path and its name. */
  feed: { href: string; title: string };
  noindex?: boolean;
  bodyData: Record<string, string>;
  config: object;
  children: ReactNode;
}

export function Document(p: DocumentProps) {
  const data = Object.fromEntries(Object.entries(p.bodyData).map(([k, v]) => [`data-${k}`, v]));
  return (
    <html lang={p.lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{p.title}</title>
        <meta name="description" content={p.description} />
        <meta name="keywords" content={p.keywords.join(', ')} />
        {p.noindex ? <meta name="robots" content="noindex" /> : null}
        <link rel="canonical" href={p.canonicalUrl} />
        <meta property="og:type" content="website" />
        <meta property="og:site_name" content={p.siteName} />
        <meta property="og:title" content={p.title} />
        <meta property="og:description" content={p.description} />
        <meta property="og:url" content={p.canonicalUrl} />
        <meta property="og:locale" content={p.ogLocale} />
        <meta property="og:image" content={p.shareImage.url} />
        <meta property="og:image:type" content={p.shareImage.type} />
        <meta property="og:image:width" content={String(p.shareImage.width)} />
        <meta property="og:image:height" content={String(p.shareImage.height)} />
        <meta property="og:image:alt" content={p.shareImage.alt} />
        <meta name="twitter:card" content="summary_large_image" />
        <meta name="twitter:title" content={p.title} />
        <meta name="twitter:description" content={p.description} />
        <meta name="twitter:image" content={p.shareImage.url} />
        <meta name="twitter:image:alt" content={p.shareImage.alt} />
        <meta name="theme-color" content="#0f2a44" />
        <link rel="icon" href={p.faviconUrl} type="image/svg+xml" />
        <link rel="alternate" type="application/atom+xml" title={p.feed.title} href={p.feed.href} />
        <link rel="stylesheet" href={p.stylesheet} />
        <script type="module" src={p.script} />
        <script
          type="application/json"
          id="site-config"
          dangerouslySetInnerHTML={{ __html: jsonForScript(p.config) }}
        />
        {p.jsonLd.map((item, i) => (
          <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(item) }} />
        ))}
      </head>
      <body {...data}>{p.children}</body>
    </html>
  );
}
