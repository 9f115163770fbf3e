// Contrast in every state (WCAG 1.4.3, 1.4.11, 2.4.13), checks of the page sweep (page-checks.ts)
// and of the header's open menus (a11y.test.ts), from computed styles: the text of every visible
// interactive element against what is painted behind it, at rest, focused from the keyboard and
// (at 1280 px) hovered; and the focus ring against what surrounds the focused element (3:1). Text
// over a photo or video is left to the axe audits (axe-checks.ts): its background is not a colour.
import type { Page } from 'playwright-core';

const INTERACTIVE =
  'a[href], button, summary, input:not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])';

interface Measure {
  name: string;
  /** Text contrast and the ratio it needs; null when the element shows no text or stands on a picture. */
  text: { ratio: number; needs: number } | null;
  /** The best contrast of the focus ring's colours against the background around the element; null without focus. */
  ring: number | null;
}

/** Marks every visible interactive element (inside `scope`) with data-cx="n" and returns how many there are. */
function mark(page: Page, scope: string): Promise<number> {
  return page.evaluate(
    ([scopeSel, sel]) => {
      for (const el of document.querySelectorAll('[data-cx]')) el.removeAttribute('data-cx');
      let n = 0;
      for (const el of document.querySelectorAll(`${scopeSel} :is(${sel})`)) {
        const r = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        if (r.width < 1 || r.height < 1 || style.visibility === 'hidden' || el.closest('[aria-hidden="true"], [inert]'))
          continue;
        el.setAttribute('data-cx', String(n++));
      }
      return n;
    },
    [scope, INTERACTIVE],
  );
}

/** Scrolls element n to the middle of the window and returns its centre (for the pointer). */
function centre(page: Page, n: number): Promise<{ x: number; y: number }> {
  return page.$eval(`[data-cx="${n}"]`, (el) => {
    el.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
    const r = el.getBoundingClientRect();
    return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
  });
}

/**
 * Text and focus-ring contrast of the marked elements `ids` as they are painted now, each scrolled to the
 * middle of the window; with `focus`, also each one focused (keyboard modality, so its ring shows).
 * One call for many elements: a round trip per element is too slow on a busy machine.
 */
function measure(page: Page, ids: number[], focus: boolean): Promise<Measure[]> {
  return page.evaluate(
    ([list, withFocus]) => {
      type RGBA = [number, number, number, number];
      const probe = document.createElement('canvas').getContext('2d')!;
      /** Any CSS colour as RGBA through the canvas (computed colours may be rgb(), oklab() or color()). */
      const parse = (css: string): RGBA => {
        probe.clearRect(0, 0, 1, 1);
        probe.fillStyle = '#000';
        probe.fillStyle = css;
        probe.fillRect(0, 0, 1, 1);
        const [r, g, b, a] = probe.getImageData(0, 0, 1, 1).data;
        return [r, g, b, a / 255];
      };
      const over = (top: RGBA, under: RGBA): RGBA => [
        top[0] * top[3] + under[0] * (1 - top[3]),
        top[1] * top[3] + under[1] * (1 - top[3]),
        top[2] * top[3] + under[2] * (1 - top[3]),
        1,
      ];
      const lum = ([r, g, b]: RGBA) => {
        const c = (v: number) => (v / 255 <= 0.04045 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4);
        return 0.2126 * c(r) + 0.7152 * c(g) + 0.0722 * c(b);
      };
      const ratio = (a: RGBA, b: RGBA) => {
        const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
        return (hi + 0.05) / (lo + 0.05);
      };
      /** The colour painted behind `from` at (x, y): its own and lower layers' backgrounds, composited; null over a picture. */
      const backdrop = (from: Element, x: number, y: number, includeSelf: boolean): RGBA | null => {
        const stack = document.elementsFromPoint(x, y);
        let start = stack.indexOf(from);
        if (start < 0) start = stack.findIndex((e) => e.contains(from) || from.contains(e));
        if (start < 0) return null;
        const layers: RGBA[] = [];
        for (const layer of stack.slice(includeSelf ? start : start + 1)) {
          if (from !== layer && from.contains(layer)) continue;
          const style = getComputedStyle(layer);
          if (['IMG', 'VIDEO', 'PICTURE', 'CANVAS', 'IFRAME', 'svg'].includes(layer.tagName)) return null;
          if (style.backgroundImage !== 'none') return null;
          const bg = parse(style.backgroundColor);
          if (bg[3] > 0) layers.push(bg);
          if (bg[3] >= 1) break;
        }
        return layers.reduceRight<RGBA>((under, top) => over(top, under), [255, 255, 255, 1]);
      };
      const one = (el: Element): Measure => {
        const style = getComputedStyle(el);
        const r = el.getBoundingClientRect();
        const cx = Math.min(Math.max(r.left + r.width / 2, 0), window.innerWidth - 1);
        const cy = Math.min(Math.max(r.top + r.height / 2, 0), window.innerHeight - 1);
        const label = (el.textContent ?? '').trim() || el.getAttribute('aria-label') || '';
        const name = `${el.tagName.toLowerCase()}${el.classList.length ? `.${[...el.classList].join('.')}` : ''} "${label.slice(0, 30)}"`;

        let text: Measure['text'] = null;
        // The element's own text node, or the first descendant holding text: that is what is read.
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT, {
          acceptNode: (t) => (t.textContent?.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_REJECT),
        });
        const node = walker.nextNode();
        const holder = node?.parentElement;
        // Out of the window (the skip link until focused) nothing is painted to compare.
        const inView = r.bottom > 0 && r.top < window.innerHeight;
        if (inView && holder && !holder.closest('.visually-hidden')) {
          const hs = getComputedStyle(holder);
          const hr = holder.getBoundingClientRect();
          const back = backdrop(
            holder,
            Math.min(Math.max(hr.left + hr.width / 2, 0), window.innerWidth - 1),
            Math.min(Math.max(hr.top + hr.height / 2, 0), window.innerHeight - 1),
            true,
          );
          if (back) {
            const size = Number.parseFloat(hs.fontSize);
            const large = size >= 24 || (size >= 18.66 && Number(hs.fontWeight) >= 700);
            text = { ratio: ratio(over(parse(hs.color), back), back), needs: large ? 3 : 4.5 };
          }
        }

        let ring: number | null = null;
        if (el.matches(':focus-visible')) {
          // The ring lies outside the element: compare its colours with what is painted around it.
          const around = backdrop(el, cx, cy, false);
          const colours: RGBA[] = [];
          if (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2)
            colours.push(parse(style.outlineColor));
          for (const m of style.boxShadow.matchAll(
            /(rgba?\([^)]*\)|#[0-9a-f]+|color\([^)]*\)|oklab\([^)]*\))[^,]*?0px 0px 0px (\d+(?:\.\d+)?)px/g,
          ))
            if (Number(m[2]) >= 2) colours.push(parse(m[1]));
          ring = around
            ? Math.max(0, ...colours.map((c) => ratio(c[3] < 1 && around ? over(c, around) : c, around)))
            : null;
          if (!around && colours.length === 0) ring = 0;
        }
        return { name, text, ring };
      };
      const results: Measure[] = [];
      for (const n of list) {
        const el = document.querySelector<HTMLElement>(`[data-cx="${n}"]`)!;
        el.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
        results.push(one(el));
        if (withFocus) {
          el.focus({ preventScroll: true });
          results.push({ ...one(el), name: `${one(el).name} focused` });
          el.blur();
        }
      }
      return results;
    },
    [ids, focus] as const,
  );
}

/** Contrast problems of every marked element: at rest and focused, and hovered (one of each kind) when asked. */
async function check(page: Page, count: number, hover: boolean): Promise<string[]> {
  const problems: string[] = [];
  const judge = (m: Measure) => {
    if (m.text && m.text.ratio < m.text.needs)
      problems.push(`${m.name}: text ${m.text.ratio.toFixed(2)}:1, needs ${m.text.needs}:1`);
    if (m.ring !== null && m.ring < 3)
      problems.push(`${m.name}: focus ring ${m.ring.toFixed(2)}:1 against its surroundings, needs 3:1`);
  };
  // Keyboard modality first, so focus() shows the ring as a Tab would.
  await page.keyboard.press('Shift');
  const ids = [...Array(count).keys()];
  for (const m of await measure(page, ids, true)) judge(m);
  if (hover) {
    // Elements of one kind (tag and classes) share their hover rules: the pointer visits the first of each.
    const kinds = await page.evaluate(() => {
      const first = new Map<string, number>();
      for (const el of document.querySelectorAll('[data-cx]'))
        if (!first.has(`${el.tagName}.${el.className}`))
          first.set(`${el.tagName}.${el.className}`, Number(el.getAttribute('data-cx')));
      return [...first.values()];
    });
    for (const n of kinds) {
      const at = await centre(page, n);
      await page.mouse.move(at.x, at.y);
      for (const m of await measure(page, [n], false)) judge({ ...m, name: `${m.name} hovered` });
    }
    await page.mouse.move(0, 0);
  }
  return problems;
}

/**
 * Contrast problems of the visible interactive elements inside `scope`: at rest and focused, and
 * hovered (one element of each kind) with `hover`; `moreThan` elements or fewer is a problem too
 * (the scope did not hold what it should).
 */
export async function contrastProblems(
  page: Page,
  options: { scope?: string; hover: boolean; moreThan: number },
): Promise<string[]> {
  const count = await mark(page, options.scope ?? 'body');
  if (count <= options.moreThan) return [`only ${count} interactive elements in ${options.scope ?? 'body'}`];
  return check(page, count, options.hover);
}
