// Accessible-name checks of the page sweeps (sweep.ts): a link is named by
// what it does, in words a screen reader can read out whole.
import type { Page } from 'playwright-core';

/** The most characters a link's accessible name may have: longer, it is a paragraph, not a name. */
export const LINK_NAME_MAX = 80;

/** Each link's accessible name (aria-labelledby, else aria-label, else its text) and its href. */
function linkNames(page: Page, selector: string): Promise<{ href: string; name: string }[]> {
  return page.$$eval(selector, (links) =>
    links.map((a) => {
      const ids = a.getAttribute('aria-labelledby');
      const name = ids
        ? ids
            .split(/\s+/)
            .map((id) => document.getElementById(id)?.textContent ?? '')
            .join(' ')
        : (a.getAttribute('aria-label') ?? a.textContent ?? '');
      return { href: a.getAttribute('href') ?? '', name: name.replace(/\s+/g, ' ').trim() };
    }),
  );
}

/** Phone links whose accessible name leaves out the number they call ("Call Now" alone), as "href: name". */
export async function phoneLinksWithoutNumber(page: Page, display: string): Promise<string[]> {
  const digits = display.replace(/\D/g, '');
  return (await linkNames(page, 'a[href^="tel:"]'))
    .filter((l) => !l.name.replace(/\D/g, '').includes(digits))
    .map((l) => `${l.href}: "${l.name}"`);
}

/** Links named by more than LINK_NAME_MAX characters, as "href: the name's start". */
export async function longLinkNames(page: Page): Promise<string[]> {
  return (await linkNames(page, 'a[href]'))
    .filter((l) => l.name.length > LINK_NAME_MAX)
    .map((l) => `${l.href}: "${l.name.slice(0, 40)}…" (${l.name.length} characters)`);
}
