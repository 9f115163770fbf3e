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
 * The page: `shell` with the body in its body slot, and the header and footer in the body's
 * slots. Preloads lead the body in tree order (header, body, footer), each resource once.
 */
export function assemble(shell: string, body: Fragment, header: Fragment, footer: Fragment): string {
  const seen = new Set<string>();
  let preloads = '';
  for (const tag of [...header.preloads, ...body.preloads, ...footer.preloads]) {
    const key = preloadKey(tag);
    if (!seen.has(key)) {
      seen.add(key);
      preloads += tag;
    }
  }
  const [shellBefore, shellAfter] = cut(shell, 'body');
  const [beforeHeader, rest] = cut(body.markup, 'header');
  const [between, afterFooter] = cut(rest, 'footer');
  return shellBefore + preloads + beforeHeader + header.markup + between + footer.markup + afterFooter + shellAfter;
}

function cut(html: string, part: SlotPart): [string, string] {
  const slot = slotMarkup(part);
  const at = html.indexOf(slot);
  if (at < 0) throw new Error(`rendered markup has no ${part} slot`);
  return [html.slice(0, at), html.slice(at + slot.length)];
}
