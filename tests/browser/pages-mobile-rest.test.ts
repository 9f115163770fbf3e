// Every page that is not one of the page types (pages-mobile.test.ts has those), loaded once at
// 390 px under the shipped headers (the deployed CSP) and checked on that load by every check of
// page-checks.ts that asks for it (sweep.ts): no horizontal overflow at 390 and 320 px, the header
// intact, nothing under the mobile bar, phone links and link names, and over the whole visit no
// CSP violation and no console error.
import { expect, it } from 'vitest';
import { MOBILE } from './page-checks.ts';
import { useHarness } from './session.ts';
import { NOT_FOUND, PAGE_TYPES, PAGES, sweep } from './sweep.ts';

const session = useHarness();

it("finds the 50 routed pages in dist/ (with 404.html, the build's 51 pages), every page type among them", () => {
  expect(PAGES).toHaveLength(50);
  expect(PAGE_TYPES.filter((p) => p !== NOT_FOUND && !PAGES.includes(p))).toEqual([]);
});

sweep(session, { viewport: MOBILE, pages: PAGES.filter((p) => !PAGE_TYPES.includes(p)) });
