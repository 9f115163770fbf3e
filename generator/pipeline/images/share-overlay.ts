// The text layers of a share image: the frame (a gradient that lets the hero show through on the
// right, the brand, the area and the phone), the same for every page, and the page's title.
import type { Site } from '../../model/schema/index.ts';

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Greedy word wrap by an average glyph width; titles longer than the lines allowed end in an ellipsis. */
export function wrapTitle(title: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of title.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= maxChars || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1].replace(/[\s,.:;]+$/, '')}…`;
  return kept;
}

const FONT = "'Liberation Sans', 'DejaVu Sans', Arial, Helvetica, sans-serif";

/**
 * The band the title is drawn in, across the whole width: its three lines at either size, accents
 * and descenders included, stay inside it (share-image.test.ts draws the longest against one layer).
 */
export const TITLE_BAND = { top: 150, height: 330 } as const;

/**
 * The layer shared by every page drawn on one hero, as SVG, `frame` the share image's size: the
 * gradient, the brand, the area and the phone. Drawn once per hero, not once per page.
 */
export function frameSvg(site: Site, hasHero: boolean, frame: { width: number; height: number }): Buffer {
  const { width: W, height: H } = frame;
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs><linearGradient id="g" x1="0" x2="1" y1="0" y2="0"><stop offset="0" stop-color="#081a2d" stop-opacity="0.94"/><stop offset="0.62" stop-color="#0f2a44" stop-opacity="${hasHero ? 0.8 : 0.94}"/><stop offset="1" stop-color="#0f2a44" stop-opacity="${hasHero ? 0.25 : 0.9}"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#g)"/>
<g font-family="${FONT}">
<text x="164" y="104" font-size="38" font-weight="700" fill="#ffffff">${escapeXml(site.brand)}</text>
<rect x="72" y="${H - 118}" width="96" height="6" rx="3" fill="#fbbf24"/>
<text x="72" y="${H - 66}" font-size="28" fill="#fef3c7">${escapeXml(site.area)}</text>
<text x="${W - 72}" y="${H - 66}" font-size="30" font-weight="700" fill="#fbbf24" text-anchor="end">${escapeXml(site.phone.display)}</text>
</g></svg>`);
}

/** The page's title wrapped to three lines, as SVG the size of TITLE_BAND (its y offset taken out). */
export function titleSvg(title: string, frame: { width: number }): Buffer {
  const size = title.length > 60 ? 52 : 62;
  const lines = wrapTitle(title, Math.floor(1000 / (size * 0.56)), 3);
  const top = 330 - ((lines.length - 1) * size * 1.15) / 2;
  const text = lines
    .map(
      (l, i) =>
        `<text x="72" y="${Math.round(top + i * size * 1.15) - TITLE_BAND.top}" font-size="${size}" font-weight="700" fill="#ffffff">${escapeXml(l)}</text>`,
    )
    .join('');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${frame.width}" height="${TITLE_BAND.height}" viewBox="0 0 ${frame.width} ${TITLE_BAND.height}"><g font-family="${FONT}">${text}</g></svg>`,
  );
}
