// SVG art cropped to a frame's proportions before it is rasterised: librsvg then draws (and runs the
// filters of) only what the frame shows. For the 1200x900 placeholders behind a 1200x630 share image
// that is 30% fewer pixels, and 26% less CPU for the site's heroes (2.5 -> 1.9 s).

const ROOT = /<svg\b[^>]*>/;
const LENGTH = /^\s*(\d+(?:\.\d+)?)\s*(px)?\s*$/;

/** The value of attribute `name` in the tag `tag`, or undefined. */
function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)')`)
    .exec(tag)
    ?.slice(2, 4)
    .find((v) => v !== undefined);
}

/** `tag` with attribute `name` set to `value` (replaced, or added after `<svg`). */
function withAttribute(tag: string, name: string, value: string): string {
  const existing = new RegExp(`\\s${name}\\s*=\\s*("[^"]*"|'[^']*')`);
  const set = ` ${name}="${value}"`;
  return existing.test(tag) ? tag.replace(existing, () => set) : tag.replace(/^<svg\b/, () => `<svg${set}`);
}

/** A number written out for SVG: at most four decimals, no trailing zeros. */
const num = (n: number) => String(Number(n.toFixed(4)));

/**
 * `svg` with its root's size and viewBox cut to the centre of the aspect `frame` has (what a
 * `fit: cover, position: centre` resize keeps), or undefined when it cannot be cut safely: no root
 * element, a size in units other than px, no size, a viewBox that is not four positive-sized
 * numbers, or one with other proportions than the size (its preserveAspectRatio would move it).
 */
export function cropSvgTo(svg: string, frame: { width: number; height: number }): string | undefined {
  const root = ROOT.exec(svg)?.[0];
  if (!root) return undefined;
  const width = LENGTH.exec(attribute(root, 'width') ?? '');
  const height = LENGTH.exec(attribute(root, 'height') ?? '');
  if (!width || !height) return undefined;
  const w = Number(width[1]);
  const h = Number(height[1]);
  if (!(w > 0 && h > 0)) return undefined;
  const box = (attribute(root, 'viewBox') ?? `0 0 ${w} ${h}`)
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  if (box.length !== 4 || box.some((n) => !Number.isFinite(n)) || !(box[2] > 0 && box[3] > 0)) return undefined;
  const [x, y, bw, bh] = box;
  if (Math.abs(bw / bh - w / h) > 1e-6 * (w / h)) return undefined;
  const aspect = frame.width / frame.height;
  let [nw, nh, nx, ny, nbw, nbh] = [w, h, x, y, bw, bh];
  if (w / h < aspect) {
    nh = w / aspect;
    nbh = (bh * nh) / h;
    ny = y + (bh - nbh) / 2;
  } else if (w / h > aspect) {
    nw = h * aspect;
    nbw = (bw * nw) / w;
    nx = x + (bw - nbw) / 2;
  } else return svg;
  let cut = withAttribute(root, 'width', num(nw));
  cut = withAttribute(cut, 'height', num(nh));
  cut = withAttribute(cut, 'viewBox', [nx, ny, nbw, nbh].map(num).join(' '));
  return svg.replace(root, () => cut);
}
