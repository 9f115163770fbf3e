// The text checks of the page sweeps (text-checks.ts) on small fixture pages: each finds what it
// is for (a word broken across two lines, a section with only a heading, an intro and a link)
// and passes what it must not flag (a word kept whole, a designed break, a call-to-action band).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useHarness, useSharedPage } from './session.ts';
import { setTextSize } from './large-text-checks.ts';
import { emptySections, separatorsStartingLines, splitWords } from './text-checks.ts';

const session = useHarness();
const shared = useSharedPage(session, { size: { width: 390, height: 600 } });

/** A fixture page: the markup in a body with a fixed font, so widths are predictable. */
async function show(markup: string): Promise<Page> {
  const { page } = shared;
  await page.setContent(
    `<!doctype html><html><head><style>body { margin: 0; font: 16px/1.5 monospace; } .box { width: 6ch; }</style></head><body><main>${markup}</main></body></html>`,
  );
  return page;
}

describe('splitWords', () => {
  it('finds a word broken inside itself and says where the line broke', async () => {
    const page = await show('<dl class="stat"><dd class="box" style="overflow-wrap: anywhere">Lifetime</dd></dl>');
    expect(await splitWords(page)).toEqual(['"Lifeti|me" in dd.box in .stat "Lifetime"']);
  });

  it('finds a phone number broken between its digits and a hyphenated label broken at its hyphen', async () => {
    const page = await show(
      '<p class="box" style="width: 12ch; overflow-wrap: anywhere">Call (202)&nbsp;555&#8209;0142</p><p class="box" style="width: 3ch">5-Star</p>',
    );
    expect(await splitWords(page)).toEqual([
      '"555\u201101|42" in p.box "Call (202)\u00a0555\u20110142"',
      '"5-|Star" in p.box "5-Star"',
    ]);
  });

  it('passes words that wrap between themselves, a designed break (<wbr>) and a hyphen in running text', async () => {
    const page = await show(
      [
        '<p class="box">Lifetime warranty on workmanship</p>',
        '<p class="box" style="width: 8ch">$12.00/<wbr>sq ft</p>',
        '<p style="width: 20ch">We answer the same-day calls first, always</p>',
      ].join(''),
    );
    // The fixture really wraps: each paragraph is on more than one line.
    const lines = await page.$$eval('p', (ps) => ps.map((p) => Math.round(p.getBoundingClientRect().height / 24)));
    expect(lines.every((n) => n > 1)).toBe(true);
    expect(await splitWords(page)).toEqual([]);
  });

  it('passes a long word that overflows its box instead of breaking (the overflow checks catch that)', async () => {
    const page = await show('<p class="box" style="width: 3ch">Herringbone</p>');
    expect(await splitWords(page)).toEqual([]);
  });

  it('skips visually hidden text', async () => {
    const page = await show(
      '<p class="visually-hidden" style="position: absolute; width: 1px; overflow: hidden; overflow-wrap: anywhere">Workmanship</p>',
    );
    expect(await splitWords(page)).toEqual([]);
  });

  it('sees the break that only 200% text brings, and setTextSize puts the page back', async () => {
    const page = await show('<p style="width: 130px; overflow-wrap: anywhere; font-size: 1rem">Walkthrough</p>');
    expect(await splitWords(page)).toEqual([]);
    await setTextSize(page, 200);
    expect(await splitWords(page)).toEqual(['"Walkth|rough" in p "Walkthrough"']);
    await setTextSize(page, 100);
    expect(await splitWords(page)).toEqual([]);
  });
});

describe('separatorsStartingLines', () => {
  it('finds a wrapped list line that starts with its separator, and passes one tied to the item before', async () => {
    const page = await show(
      [
        '<p class="hours" style="width: 17ch">Mon-Fri: 8AM-6PM · Saturday: 9AM-4PM</p>',
        '<p class="tied" style="width: 17ch">Mon-Fri: 8AM-6PM\u00a0· Saturday: 9AM-4PM</p>',
      ].join(''),
    );
    expect(await separatorsStartingLines(page)).toEqual(['"· Saturday: 9AM-4PM" starts a line in p.hours']);
  });
});

describe('emptySections', () => {
  it('finds a section with a heading, an intro and a link onward, nothing else', async () => {
    const page = await show(
      '<section id="guides"><h2>Flooring Guides</h2><p>Read our guides.</p><div><a class="btn" href="/guides">All flooring guides</a></div></section>',
    );
    expect(await emptySections(page)).toEqual([
      '#guides "Flooring Guides": a heading, an intro and a link, nothing else',
    ]);
  });

  it('passes the same section with its list, a call-to-action band and a short text section', async () => {
    const page = await show(
      [
        '<section id="guides"><h2>Flooring Guides</h2><p>Read our guides.</p><ul><li><a href="/guides/a">A guide</a></li></ul><a href="/guides">All flooring guides</a></section>',
        '<section id="cta"><h2>Ready?</h2><p>Call us today.</p><a href="tel:+12025550142">Call</a><a href="/contact" data-track="estimate">Free Estimate</a></section>',
        '<section id="text"><h2>Your rights</h2><p>Write to <a href="mailto:a@b.c">us</a> any time.</p></section>',
        '<section id="story"><h2>Our story</h2><p>Founded in 2009.</p><p>Still family run.</p><a href="/about">More</a></section>',
      ].join(''),
    );
    expect(await emptySections(page)).toEqual([]);
  });

  it('counts only what is shown: a hidden list leaves the section empty', async () => {
    const page = await show(
      '<section id="guides"><h2>Flooring Guides</h2><p>Read our guides.</p><ul hidden><li>A guide</li></ul><a href="/guides">All flooring guides</a></section>',
    );
    expect(await emptySections(page)).toHaveLength(1);
  });
});
