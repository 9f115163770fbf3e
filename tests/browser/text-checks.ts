// In-page checks of how text is laid out, for the page sweep (page-checks.ts runs them on every
// page at every width, 100% and 200% text): each takes a loaded Playwright page, looks at it as it
// is drawn now, and returns its problems as short strings that name the element, so a failure says
// where to look. tests/browser/text-checks.test.ts proves each one on small fixture pages.
import type { Page } from 'playwright-core';

/**
 * Words broken inside themselves across two lines ("Lifetim" / "e", "555-014" / "2"): every
 * visible text node that spans more than one line has each word's client rects (a Range over
 * it) on one line. A word is what lies between white space. The breaks allowed inside one are
 * the designed ones: at a <wbr> or an element boundary (they end the text node, so each part is
 * checked on its own), after the hyphen of a compound of words ("Know-" / "How", "same-" /
 * "day": two letters or more on each side), and, in running text (a text node of four words or
 * more), after any hyphen or dash, as English text breaks ("24-" / "48 hours"). A label or
 * figure of up to three words ("5-Star", "1-2 days", "Call (202) 555-0142", "$12.00/sq ft")
 * breaks nowhere else but between its words.
 * Each problem reads `"Lifetim|e" in dd in .stat "Lifetime"`, the bar where the line broke.
 */
export function splitWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems = new Set<string>();
    const range = document.createRange();
    /** Rects with an area: a collapsed rect at a line's end belongs to no line. */
    function drawn(rects: DOMRectList): DOMRect[] {
      return [...rects].filter((r) => r.width > 0.5 && r.height > 0.5);
    }
    /** True when the rects lie on more than one line (a top further from the first's than half a line). */
    function onLines(rects: DOMRect[]): boolean {
      return rects.some((r) => Math.abs(r.top - rects[0].top) > Math.min(r.height, rects[0].height) / 2);
    }
    function topOf(node: Text, at: number): number {
      range.setStart(node, at);
      range.setEnd(node, at + 1);
      return drawn(range.getClientRects())[0]?.top ?? Number.NaN;
    }
    /** The element by tag and classes, and the nearest ancestor with a class: `dd in .stat`. */
    function where(el: Element): string {
      const own = `${el.tagName.toLowerCase()}${el.classList.length ? `.${[...el.classList].join('.')}` : ''}`;
      const named = el.parentElement?.closest('[class]');
      return named ? `${own} in .${[...named.classList].join('.')}` : own;
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const text = node.data;
      if (!/\S\S/.test(text)) continue;
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript, template, .visually-hidden')) continue;
      range.selectNodeContents(node);
      // Most text nodes sit on one line: nothing to look at word by word.
      const whole = drawn(range.getClientRects());
      if (whole.length < 2 || !onLines(whole)) continue;
      const running = (text.match(/\S+/g) ?? []).length >= 4;
      for (const match of text.matchAll(/\S+/g)) {
        // Pieces that may part at a line's end: "Know-" + "How"; "24-" + "48" in running text only.
        const pieces = match[0].split(
          running ? /(?<=\S[-\u2010\u2013\u2014])(?=\S)/u : /(?<=\p{L}{2}[-\u2010\u2013\u2014])(?=\p{L}{2})/u,
        );
        let start = match.index;
        for (const piece of pieces) {
          const end = start + piece.length;
          if (piece.length > 1) {
            range.setStart(node, start);
            range.setEnd(node, end);
            const rects = drawn(range.getClientRects());
            if (rects.length > 1 && onLines(rects)) {
              const first = topOf(node, start);
              let at = start + 1;
              while (at < end - 1 && !(Math.abs(topOf(node, at) - first) > 2)) at++;
              problems.add(
                `"${text.slice(start, at)}|${text.slice(at, end)}" in ${where(parent)} "${text.trim().slice(0, 40)}"`,
              );
            }
          }
          start = end;
        }
      }
    }
    return [...problems];
  });
}

/**
 * Lines that start with a list separator ("·", "•", "|"): wherever a line of short items wraps, each
 * separator stays at the end of the line before (a no-break space ties it to its item). Each problem
 * reads `"· Saturday: 9AM-4PM" starts a line in p.trust-panel-hours`.
 */
export function separatorsStartingLines(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const range = document.createRange();
    function topOf(node: Text, at: number): number | undefined {
      range.setStart(node, at);
      range.setEnd(node, at + 1);
      const rect = [...range.getClientRects()].find((r) => r.width > 0.5 && r.height > 0.5);
      return rect ? rect.top + rect.height / 2 : undefined;
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const text = node.data;
      const parent = node.parentElement;
      if (!/[·•|]/.test(text) || !parent || parent.closest('script, style, .visually-hidden')) continue;
      for (const m of text.matchAll(/[·•|]/g)) {
        // The last character drawn before the separator, on this line or the one before.
        let before = m.index - 1;
        while (before >= 0 && /\s/.test(text[before]) && text[before] !== '\u00a0') before--;
        if (before < 0) continue;
        const own = topOf(node, m.index);
        const previous = topOf(node, before);
        if (own !== undefined && previous !== undefined && own - previous > 4)
          problems.push(
            `"${text.slice(m.index, m.index + 24).trim()}" starts a line in ${parent.tagName.toLowerCase()}${parent.classList.length ? `.${[...parent.classList].join('.')}` : ''}`,
          );
      }
    }
    return problems;
  });
}

/**
 * Sections with nothing in them: a heading with no more under it than one intro paragraph and
 * a button or link onward (the "Flooring Guides" heading, its intro and "All flooring guides",
 * no guide between them). Visible text beyond that, a picture, a list item or an embed is
 * content; so is a call to action (a phone, e-mail or tracked estimate link: a band that asks
 * for the call is not empty). A section without a heading, or without a link, is not looked at:
 * a heading and a paragraph alone are a short text section.
 */
export function emptySections(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    function shown(el: Element): boolean {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    }
    const problems: string[] = [];
    for (const section of document.querySelectorAll('main section')) {
      if (!shown(section)) continue;
      const heading = section.querySelector('h2, h3');
      if (!heading) continue;
      let intro: Element | null = null;
      let onward = 0;
      let content = 0;
      for (const el of section.querySelectorAll(
        'img, video, iframe, canvas, table, li, dl, details, blockquote, figure, form, [data-island]',
      ))
        if (shown(el)) content++;
      const walker = document.createTreeWalker(section, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!node.textContent?.trim() || !parent || !shown(parent)) continue;
        if (parent.closest('.visually-hidden, h1, h2, h3, h4, h5, h6')) continue;
        const link = parent.closest('a, button');
        const paragraph = parent.closest('p');
        if (link && !paragraph?.contains(link)) {
          if (link.matches('[href^="tel:"], [href^="mailto:"], [data-track]')) content++;
          else onward++;
        } else if (paragraph && (intro === null || intro === paragraph)) intro = paragraph;
        else content++;
      }
      if (content === 0 && onward > 0)
        problems.push(
          `${section.id ? `#${section.id}` : `section.${section.className}`} "${heading.textContent?.trim()}": a heading, ${intro ? 'an intro and ' : ''}a link, nothing else`,
        );
    }
    return problems;
  });
}
