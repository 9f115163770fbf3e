// The frame every page shares (skip link, header, footer, mobile bar), rendered
// once per build and spliced around each page's main content (splice.ts).
// The header differs between pages only by its current path: it is rendered once
// per set of active navigation links and the path in its props is swapped in.
import { renderToStaticMarkup } from 'react-dom/server';
import { Layout, SiteFooter, Slot } from '../../../templates/layout/Layout.tsx';
import { headerProps, SiteHeader } from '../../../templates/layout/SiteHeader.tsx';
import { PageContextProvider, type PageContext } from '../../../templates/site-context.tsx';
import type { Content } from '../../model/content.ts';
import type { ImageManifest } from '../../model/image-slots.ts';
import { imageUrl } from '../../model/media.ts';
import type { ReactElement } from 'react';
import { cutFrame, fragment, type Fragment, type Frame } from './splice.ts';

interface Part extends Fragment {
  widgets: string[];
}

/** What React writes for text inside an attribute value (the header's props JSON sits in data-props). */
const escapeAttribute = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c]!);

const pathInProps = (path: string) => escapeAttribute(`"currentPath":${JSON.stringify(path)}`);

export interface Chrome {
  /** The header of the page at `path`. */
  header(path: string): Part;
  footer: Part;
  /** Layout around the header, main content and footer. */
  frame: Frame;
}

export function createChrome(content: Content, images: ImageManifest, iconSprite: string): Chrome {
  const render = (element: ReactElement, path: string): Part => {
    const widgets = new Set<string>();
    const context: PageContext = { content, path, widgets, images, iconSprite };
    const html = renderToStaticMarkup(<PageContextProvider value={context}>{element}</PageContextProvider>);
    return { ...fragment(html), widgets: [...widgets] };
  };
  const image = (ref: string) => imageUrl(content.site.media, ref, images);
  // Header markup per set of active links, cut around the current path in its props.
  const headers = new Map<string, { preloads: string[]; before: string; after: string; widgets: string[] }>();

  /**
   * Which header links a path activates: for each link, whether the path is that link or lies
   * under it. The header's markup depends on the current path through nothing else.
   */
  const { links, groups } = headerProps(content, image, '/');
  const navPaths = [...links.map((l) => l.path), ...groups.flatMap((g) => [g.path, ...g.links.map((l) => l.path)])];
  const activeLinks = (path: string) =>
    navPaths.map((p) => (path === p ? '=' : path.startsWith(`${p}/`) ? '<' : '-')).join('');

  return {
    header(path) {
      const key = activeLinks(path);
      let cached = headers.get(key);
      if (!cached) {
        const part = render(<SiteHeader />, path);
        const marker = pathInProps(path);
        const at = part.markup.indexOf(marker);
        if (at < 0 || part.markup.indexOf(marker, at + 1) >= 0)
          throw new Error(`header chrome: the current path ${path} is not once in the header's props`);
        cached = {
          preloads: part.preloads,
          before: part.markup.slice(0, at),
          after: part.markup.slice(at + marker.length),
          widgets: part.widgets,
        };
        headers.set(key, cached);
      }
      return {
        preloads: cached.preloads,
        markup: `${cached.before}${pathInProps(path)}${cached.after}`,
        widgets: cached.widgets,
      };
    },
    footer: render(<SiteFooter />, '/'),
    frame: cutFrame(
      render(
        <Layout chrome="slots">
          <Slot part="main" />
        </Layout>,
        '/',
      ).markup,
    ),
  };
}
