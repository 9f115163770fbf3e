// Assembles a page from parts rendered on their own: the document shell, the
// page body, and the shared header and footer (chrome.tsx). Rendered alone, a
// fragment starts with the <link rel="preload"> tags React makes for its images;
// in one render of the whole body they would all lead the body, in tree order,
// each image once. The assembly puts them back there.
import { slotMarkup, type SlotPart } from '../../../templates/layout/Layout.tsx';

/** A fragment's markup, with the preload links React put in front of it split off. */
export interface Fragment {
  preloads: string[];
  markup: string;
}

const PRELOAD = '<link rel="preload" ';

export function fragment(html: string): Fragment {
  const preloads: string[] = [];
  let at = 0;
  while (html.startsWith(PRELOAD, at)) {
    const end = html.indexOf('/>', at) + 2;
    preloads.push(html.slice(at, end));
    at = end;
  }
  return { preloads, markup: at === 0 ? html : html.slice(at) };
}

/** The resource a preload is for: React preloads each image once, whatever its fetch priority. */
const preloadKey = (tag: string) => tag.replace(' fetchPriority="high"', '');

/**
 * The frame every page shares: Layout with slots for the header, the main content and the
 * footer, rendered once and cut at them, so a page's own markup is never searched for slots.
 */
export type Frame = [beforeHeader: string, headerToMain: string, mainToFooter: string, afterFooter: string];

export function cutFrame(html: string): Frame {
  const [beforeHeader, rest] = cut(html, 'header');
  const [headerToMain, rest2] = cut(rest, 'main');
  const [mainToFooter, afterFooter] = cut(rest2, 'footer');
  return [beforeHeader, headerToMain, mainToFooter, afterFooter];
}

/**
 * The page: `shell` (the document's head tags) with the body in its body slot: the frame with
 * the header, the page's main content and the footer in place. Preloads lead the body in tree
 * order (header, main, footer), each resource once.
 */
export function assemble(shell: string, frame: Frame, header: Fragment, main: Fragment, footer: Fragment): string {
  let preloads = '';
  if (main.preloads.length > 0 || header.preloads.length > 0 || footer.preloads.length > 0) {
    const seen = new Set<string>();
    for (const tag of [...header.preloads, ...main.preloads, ...footer.preloads]) {
      const key = preloadKey(tag);
      if (!seen.has(key)) {
        seen.add(key);
        preloads += tag;
      }
    }
  }
  const [shellBefore, shellAfter] = cut(shell, 'body');
  return (
    shellBefore +
    preloads +
    frame[0] +
    header.markup +
    frame[1] +
    main.markup +
    frame[2] +
    footer.markup +
    frame[3] +
    shellAfter
  );
}

export function cut(html: string, part: SlotPart): [string, string] {
  const slot = slotMarkup(part);
  const at = html.indexOf(slot);
  if (at < 0) throw new Error(`rendered markup has no ${part} slot`);
  return [html.slice(0, at), html.slice(at + slot.length)];
}
