// Render: one page route -> its complete HTML document: the body rendered once,
// the document's head tags (SEO, JSON-LD) around it, the frame every page shares
// spliced in (chrome.tsx, splice.ts), and its one page script's URL: a name made from the widgets
// it rendered and the scripts' inputs (assets/page-script-url.ts), known before the scripts are
// bundled, so the page is final as it renders and can be written at once (render-pages.ts).
import { renderToStaticMarkup } from 'react-dom/server';
import { Document } from '../../../templates/Document.tsx';
import { Layout, Slot } from '../../../templates/layout/Layout.tsx';
import { PageContextProvider } from '../../../templates/site-context.tsx';
import type { AssetManifest } from '../assets/assets.ts';
import type { Content } from '../../model/content.ts';
import type { SitePageRoute } from '../../pages/table.ts';
import { faviconUrl as siteFavicon } from '../../model/media.ts';
import { GUIDES_FEED_PATH } from '../../model/routes.ts';
import { pageTitle } from '../../model/seo.ts';
import { SHARE_IMAGE } from '../images/share-image.ts';
import { pageScriptUrl } from '../assets/page-script-url.ts';
import { createChrome } from './chrome.tsx';
import { createPlanner } from './plan.tsx';
import { assemble, cut, fragment } from './splice.ts';

/** Scripts every page loads: analytics events and the tag-manager loader (the header island adds itself). */
export const ALWAYS_LOADED = ['site'];

/** The page script's URL of a render without RenderInputs.scriptDigest (tests, the bench's render floor). */
export const SCRIPT_PLACEHOLDER = 'build-site:page-script';

export interface RenderedPage {
  /** The document, its script's URL in place (SCRIPT_PLACEHOLDER without RenderInputs.scriptDigest). */
  html: string;
  /** Every widget the page used, sorted: its script bundles their entries. */
  widgets: string[];
}

export type PageRenderer = (route: SitePageRoute) => RenderedPage;

/** What the pages of a build are rendered from besides the content: found or made by the build before rendering. */
export interface RenderInputs {
  assets: AssetManifest;
  /** The tag-manager container id pages carry: content/site.yaml's or the settings backend's (settings-lookup.ts). */
  gtmContainerId: string;
  /** Each canonical page's last change (generator/pipeline/content/page-dates.ts): its WebPage's dateModified. */
  dates?: Record<string, string>;
  /** pageScriptDigest (assets/page-scripts.ts): each page's script URL is made from it and its widgets. */
  scriptDigest?: string;
}

/**
 * A renderer for the pages of one build. `chrome: 'spliced'` (default) renders the frame every
 * page shares once and splices it in; `inline` renders it with every body, in the same React
 * tree, which is what the spliced output must equal byte for byte (tests/site/render-pass.test.ts).
 */
export function createPageRenderer(
  content: Content,
  { assets, gtmContainerId, dates = {}, scriptDigest }: RenderInputs,
  options: { chrome?: 'spliced' | 'inline' } = {},
): PageRenderer {
  const images = assets.images ?? {};
  const { iconSprite } = assets;
  const { site } = content;
  const chrome = options.chrome === 'inline' ? undefined : createChrome(content, images, iconSprite);
  const config = {
    supabaseUrl: site.analytics.supabaseUrl,
    supabaseAnonKey: site.analytics.supabaseAnonKey,
    gtmContainerId,
    // Consent Mode defaults, sent before the tag manager loads (client/consent-mode.ts).
    consent: site.analytics.consentDefaults,
  };
  const lang = site.locale.split('-')[0];
  const ogLocale = site.locale.replace('-', '_');
  const faviconUrl = siteFavicon(site.media);
  const feed = { href: GUIDES_FEED_PATH, title: content.pages.guides.feed.title };

  const planPage = createPlanner(content, dates);
  return (route) => {
    const plan = planPage(route);
    const { share } = plan;
    const widgets = new Set<string>(ALWAYS_LOADED);
    // Spliced: only the page's main content renders here. Inline: the whole body, frame and all.
    const body = renderToStaticMarkup(
      <PageContextProvider value={{ content, path: route.canonical, widgets, images, iconSprite, trail: plan.trail }}>
        {chrome ? plan.body : <Layout>{plan.body}</Layout>}
      </PageContextProvider>,
    );
    // The frame's widgets count too: the script's URL names them all.
    const header = chrome?.header(route.canonical);
    if (chrome && header) for (const w of [...header.widgets, ...chrome.footer.widgets]) widgets.add(w);
    const sorted = [...widgets].sort();
    // The document around the body: head tags only, the body goes into its slot as markup.
    const shell = renderToStaticMarkup(
      <Document
        lang={lang}
        title={pageTitle(plan.seo.title, site.brand)}
        description={plan.seo.description}
        keywords={plan.seo.keywords}
        canonicalUrl={`${site.baseUrl}${route.canonical === '/' ? '/' : route.canonical}`}
        shareImage={{
          url: `${site.baseUrl}${share.path}`,
          width: SHARE_IMAGE.width,
          height: SHARE_IMAGE.height,
          type: SHARE_IMAGE.type,
          alt: share.alt,
        }}
        ogLocale={ogLocale}
        siteName={site.brand}
        jsonLd={plan.jsonLd}
        stylesheet={assets.stylesheet}
        script={scriptDigest === undefined ? SCRIPT_PLACEHOLDER : pageScriptUrl(scriptDigest, sorted)}
        faviconUrl={faviconUrl}
        feed={feed}
        // Alias pages carry only their canonical link: a noindex next to it would tell search
        // engines to drop the page whose signals the canonical asks them to pass on.
        noindex={plan.noindex}
        bodyData={{ 'page-kind': plan.kind, 'page-name': plan.name, 'icon-sprite': iconSprite }}
        config={config}
      >
        <div className="page">
          <Slot part="body" />
        </div>
      </Document>,
    );
    let html: string;
    if (chrome && header) html = assemble(shell, chrome.frame, header, fragment(body), chrome.footer);
    else {
      const [before, after] = cut(shell, 'body');
      html = before + body + after;
    }
    return { html: `<!DOCTYPE html>\n${html}`, widgets: sorted };
  };
}
