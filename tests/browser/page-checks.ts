// The checks of the page sweep (sweep.ts), one entry each. The sweep loads each page once per
// visit width (every page at 390 px, one page of each type at 1280 px) and runs every check on that
// one load: at the visit's own width, resized to the other widths a check asks for, and with the
// text doubled (200%). To add a check, write a function of a loaded page that returns its problems
// as short strings naming the element (an empty list when all is well) and add one entry below:
// its name (it becomes part of the test names), the views it runs at on each visit, and whether it
// interacts (focus, hover, pointer), docs/testing.md, "Page checks".
import type { Page } from 'playwright-core';
import { MOBILE_BREAKPOINT_PX } from '../../generator/model/constants.ts';
import { TEMPLATE_PAGES } from '../fixtures/page-types.ts';
import { axeViolations } from './axe-checks.ts';
import { contrastProblems } from './contrast-checks.ts';
import { focusHidden } from './focus-checks.ts';
import { cutText, outsideScrollPadding, skipLinkProblems } from './large-text-checks.ts';
import {
  GRID_SELECTOR,
  headerProblems,
  overflow,
  repeatedInGrid,
  undimensioned,
  underMobileBar,
} from './layout-checks.ts';
import { longLinkNames, phoneLinksWithoutNumber } from './name-checks.ts';
import { emptySections, separatorsStartingLines, splitWords } from './text-checks.ts';

/** The two load widths of the sweep: every page on a phone, one page of each type on a laptop. */
export const MOBILE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

/** One load of one page. */
export interface Visit {
  path: string;
  /** The width (and height) the page was loaded at: MOBILE or DESKTOP. */
  width: number;
  height: number;
  /** One of PAGE_TYPES (sweep.ts): the pages checked at every width. */
  type: boolean;
}

/** A state of the loaded page a check looks at: the window resized to `width`, the text at 100% or 200%. */
export interface View {
  width: number;
  text: 100 | 200;
}

export interface PageCheck {
  /** What the check asserts, as the test names say it. */
  name: string;
  /** The views it runs at on this visit (none: the visit is not checked by it). */
  views: (visit: Visit) => View[];
  /**
   * It focuses, hovers or moves the pointer: run after every other view of the visit, at the visit's
   * own width and 100% text, so what it leaves behind reaches no other check.
   */
  interacts?: boolean;
  /** Time it may take beyond the 120 s every view test has, on a long page and a busy 2-core machine. */
  timeoutMs?: number;
  /** The problems on the page as it is now (scrolled to the top). */
  run: (page: Page, at: { visit: Visit; view: View; site: { phone: string } }) => Promise<string[]>;
}

/** Views at 100% text. */
const at = (...widths: number[]): View[] => widths.map((width) => ({ width, text: 100 }));
/** Views at 200% text. */
const large = (...widths: number[]): View[] => widths.map((width) => ({ width, text: 200 }));
/** The visit's own width (100% text). */
const own = (v: Visit) => at(v.width);
const onMobile = (v: Visit) => v.width === MOBILE.width;

/** The widths people use, from the narrowest phone to a laptop: the text checks run at each, every page. */
export const ALL_WIDTHS = [390, 320, 768, 1024, 1180, 1280, 1440];

/** The pages the axe audits cover: one of each template (the 404 page is the NOT_FOUND visit). */
export const AXE_PAGES = TEMPLATE_PAGES;

/** The pages whose interactive elements are checked for contrast in each state. */
export const CONTRAST_PAGES = ['/', '/services/hardwood-flooring', '/reviews', '/contact'];

export const PAGE_CHECKS: PageCheck[] = [
  {
    name: 'no horizontal overflow, header intact, nothing under the mobile bar',
    views: (v) => (onMobile(v) ? at(390, 320, ...(v.type ? [768] : [])) : at(1280, 1440, 1180, 1024)),
    run: async (page, { view }) => [
      ...(await overflow(page)),
      ...(await headerProblems(page)).map((p) => `header: ${p}`),
      ...(view.width < MOBILE_BREAKPOINT_PX ? await underMobileBar(page) : []).map((p) => `under the mobile bar: ${p}`),
    ],
  },
  {
    name: 'every image sized, no picture twice in a grid',
    views: (v) => (v.type && !onMobile(v) ? own(v) : []),
    run: async (page) => [
      ...(await undimensioned(page)).map((p) => `without width and height: ${p}`),
      ...(await repeatedInGrid(page, GRID_SELECTOR)).map((p) => `twice in one grid: ${p}`),
    ],
  },
  {
    name: 'phone links name the number, no link named by a paragraph',
    views: (v) => (onMobile(v) || v.type ? own(v) : []),
    run: async (page, { site }) => [
      ...(await phoneLinksWithoutNumber(page, site.phone)).map((p) => `phone link without the number: ${p}`),
      ...(await longLinkNames(page)).map((p) => `link named by a paragraph: ${p}`),
    ],
  },
  {
    name: 'axe: no serious or critical violation (WCAG 2.2 A and AA, best practices)',
    views: (v) => (AXE_PAGES.includes(v.path) ? own(v) : []),
    // Two audits of a long page took 29 s on a loaded 2-core machine.
    timeoutMs: 60_000,
    run: (page) => axeViolations(page),
  },
  {
    name: 'reflows with nothing cut off, header and bar inside the scroll padding, the skip link hidden until focused',
    views: (v) => (v.type ? (onMobile(v) ? large(320, 390, 768) : large(1024, 1280)) : []),
    run: async (page, { view }) => [
      ...(await overflow(page)),
      ...(await cutText(page)).map((p) => `text cut off: ${p}`),
      ...(view.width < MOBILE_BREAKPOINT_PX ? await outsideScrollPadding(page) : []).map((p) => `scroll padding: ${p}`),
      ...(await skipLinkProblems(page)).map((p) => `skip link: ${p}`),
    ],
  },
  {
    // Every page, not one of each type: a figure or a name that breaks inside itself is the page's own copy.
    name: 'no word broken inside itself, no line starting with a separator, no empty section',
    // 320 px first at 200%: setTextSize compares each kind of text before and after at that width,
    // and the header's compact logo (under 22.5rem) has the same size there at 100% and 200%.
    views: (v) => (onMobile(v) ? [...at(...ALL_WIDTHS), ...large(320, ...ALL_WIDTHS.filter((w) => w !== 320))] : []),
    run: async (page, { view }) => [
      ...(await splitWords(page)).map((p) => `broken word: ${p}`),
      ...(await separatorsStartingLines(page)).map((p) => `separator: ${p}`),
      // A section's content does not depend on the text size: looked at once per width.
      ...(view.text === 100 ? await emptySections(page) : []).map((p) => `empty section: ${p}`),
    ],
  },
  {
    name: 'every Tab stop is in view, never under the header or the mobile bar',
    views: (v) => (v.type ? own(v) : []),
    interacts: true,
    // Pages with a hundred or more stops, on a machine shared by several runs.
    timeoutMs: 120_000,
    run: (page) => focusHidden(page),
  },
  {
    name: 'text of interactive elements at rest, focused (and hovered at 1280 px), and the focus ring, in contrast',
    views: (v) => (CONTRAST_PAGES.includes(v.path) ? own(v) : []),
    interacts: true,
    timeoutMs: 60_000,
    run: (page, { visit }) => contrastProblems(page, { hover: !onMobile(visit), moreThan: 10 }),
  },
];
