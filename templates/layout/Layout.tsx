// The frame of every page: skip link, header, main content, footer and mobile call bar.
import { createElement, type ReactNode } from 'react';
import { Footer } from './Footer.tsx';
import { MobileBar } from './MobileBar.tsx';
import { SiteHeader } from './SiteHeader.tsx';
import { usePage } from '../site-context.tsx';

/** Parts of a page rendered on their own and spliced together: header and footer, the page's main content, the body in the document. */
export type SlotPart = 'header' | 'footer' | 'main' | 'body';

/**
 * An empty element the build replaces with a part rendered on its own. Page content cannot
 * produce its markup (slotMarkup): React escapes every `<` in text and attributes.
 */
export const Slot = ({ part }: { part: SlotPart }) => createElement('build-site-slot', { part });
export const slotMarkup = (part: SlotPart) => `<build-site-slot part="${part}"></build-site-slot>`;

/** The footer and the mobile bar: one part, they follow each other on every page. */
export function SiteFooter() {
  return (
    <>
      <Footer />
      <MobileBar />
    </>
  );
}

/**
 * `chrome="slots"` leaves a Slot where the header and the footer go, for the build
 * to splice in; `inline` (default) renders them here, in the same React tree as the page.
 */
export function Layout({ children, chrome = 'inline' }: { children: ReactNode; chrome?: 'inline' | 'slots' }) {
  const slots = chrome === 'slots';
  const { copy } = usePage().content.site;
  return (
    <>
      <a className="skip-link" href="#main">
        {copy.skipLink}
      </a>
      {slots ? <Slot part="header" /> : <SiteHeader />}
      <main id="main" className="site-main">
        {children}
      </main>
      {slots ? <Slot part="footer" /> : <SiteFooter />}
    </>
  );
}
