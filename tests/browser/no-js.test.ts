// Progressive enhancement: with JavaScript disabled the server HTML alone must
// carry the content and the links (islands only add behaviour).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useHarness, useSharedPage, VIEWPORTS } from './session.ts';

const session = useHarness();

// One JavaScript-disabled tab per width (the harness's rule: nothing off-site is ever fetched).
const tabs = {
  desktop: useSharedPage(session, { viewport: 'desktop', javaScriptEnabled: false }),
  mobile: useSharedPage(session, { viewport: 'mobile', javaScriptEnabled: false }),
};

/** A fresh document in the JavaScript-disabled tab of that width. */
async function open(urlPath: string, viewport: keyof typeof VIEWPORTS = 'desktop'): Promise<Page> {
  const { page } = tabs[viewport];
  // The pointer where a new tab has it, so an earlier test's hover does not carry over.
  await page.mouse.move(0, 0);
  const response = await page.goto(`${session.h.baseUrl}${urlPath}`, { waitUntil: 'load' });
  expect(response?.status()).toBe(200);
  // Nothing ran: no island hydrated, no tag-manager state.
  expect(await page.locator('[data-island][data-hydrated]').count()).toBe(0);
  expect(await page.locator('html[data-gtm]').count()).toBe(0);
  return page;
}

/** Widgets bundled into the page's module script(s): /assets/page-<a+b+…>-<hash>.js. */
const moduleScripts = (page: Page) =>
  page.locator('script[type="module"]').evaluateAll((scripts) =>
    scripts
      .flatMap((s) =>
        (s.getAttribute('src') ?? 'inline')
          .replace(/^\/assets\/page-/, '')
          .replace(/-[A-Z0-9]+\.js$/, '')
          .split('+'),
      )
      .sort(),
  );

const visibleHrefs = (page: Page) =>
  page
    .locator('a[href]')
    .evaluateAll((links) => [...new Set(links.filter((a) => a.checkVisibility()).map((a) => a.getAttribute('href')!))]);

describe('scripts', () => {
  it("a page whose only islands are the header and the footer's privacy choices loads just their code and the site's", async () => {
    const page = await open('/services');
    expect(
      await page.locator('[data-island]').evaluateAll((els) => els.map((e) => e.getAttribute('data-island'))),
    ).toEqual(['header', 'privacy-choices']);
    expect(await moduleScripts(page)).toEqual(['header', 'privacy-choices', 'site']);
  });

  it('/about adds only the hover-video code for its video project cards', async () => {
    const page = await open('/about');
    expect(
      await page.locator('[data-island]').evaluateAll((els) => els.map((e) => e.getAttribute('data-island'))),
    ).toEqual(['header', 'privacy-choices']);
    expect(await page.locator('video[data-hover-video]').count()).toBeGreaterThan(0);
    expect(await moduleScripts(page)).toEqual(['header', 'hover-video', 'privacy-choices', 'site']);
  });
});

describe('privacy choices without JavaScript', () => {
  it('the footer link opens the privacy page; no dialog shows', async () => {
    const page = await open('/about');
    const link = page.locator('.footer-bottom [data-island="privacy-choices"] a');
    expect(await page.locator('dialog[open]').count()).toBe(0);
    await Promise.all([page.waitForURL(`${session.h.baseUrl}/privacy`), link.click()]);
    expect(await page.locator('h1').textContent()).toBe('Privacy Policy');
  });
});

describe('header without JavaScript', () => {
  it('shows the main links on desktop and opens the dropdowns on hover and keyboard focus', async () => {
    const page = await open('/about', 'desktop');
    const header = page.locator('header.site-header');
    for (const [name, href] of [
      ['Home', '/'],
      ['About Us', '/about'],
      ['Gallery', '/gallery'],
      ['Reviews', '/reviews'],
      ['Contact Us', '/contact'],
      ['Get Free Estimate', '/contact'],
    ]) {
      const link = header.locator(`a[href="${href}"]`, { hasText: name }).first();
      expect(await link.isVisible(), name).toBe(true);
    }
    expect(await header.locator('a[href^="tel:"]').first().isVisible()).toBe(true);
    expect(await header.locator('a.admin-link').isVisible()).toBe(true);

    const services = header.locator('.desktop-nav .has-menu').filter({ hasText: 'Services' }).first();
    const menu = services.locator('.dropdown');
    expect(await menu.isVisible()).toBe(false);
    await services.hover();
    await expect.poll(() => menu.isVisible()).toBe(true);
    const links = await menu.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links).toContain('/services');
    expect(links.filter((l) => l!.startsWith('/services/'))).toHaveLength(8);

    await page.mouse.move(5, 600);
    await expect.poll(() => menu.isVisible()).toBe(false);
    const areas = header.locator('.desktop-nav .has-menu').filter({ hasText: 'Service Areas' });
    await areas.locator('button').focus();
    await expect.poll(() => areas.locator('.dropdown').isVisible()).toBe(true);
    expect(await areas.locator('.dropdown a[href^="/locations/"]').count()).toBe(11);
  });

  it('on mobile every main destination stays reachable through visible links', async () => {
    // The hamburger needs JavaScript; the footer's links carry navigation instead.
    const page = await open('/about', 'mobile');
    const hrefs = await visibleHrefs(page);
    for (const path of ['/', '/about', '/services', '/gallery', '/reviews', '/service-areas', '/contact'])
      expect(hrefs, path).toContain(path);
    expect(hrefs.some((h) => h.startsWith('tel:'))).toBe(true);
  });

  it('on mobile the menu button opens the full menu, every service and area included', async () => {
    const page = await open('/about', 'mobile');
    await expect(page.locator('#mobile-menu').isVisible()).resolves.toBe(false);
    await page.locator('.menu-toggle').click();
    await expect(page.locator('#mobile-menu').isVisible()).resolves.toBe(true);
    const links = page.locator('#mobile-menu a[href^="/"]');
    const hrefs = await links.evaluateAll((as) =>
      as.filter((a) => (a as HTMLElement).offsetParent !== null).map((a) => a.getAttribute('href')),
    );
    expect(hrefs).toContain('/services/carpet-installation');
    expect(hrefs).toContain('/locations/alexandria-va');
    await page.locator('#mobile-menu a[href="/services/carpet-installation"]').click();
    await page.waitForURL('**/services/carpet-installation');
  });
});

describe('content without JavaScript', () => {
  it('FAQ answers open as native <details>', async () => {
    const page = await open('/services/hardwood-flooring');
    const items = page.locator('details.faq-item');
    expect(await items.count()).toBe(5);
    expect(await page.locator('details.faq-item[open]').count()).toBe(0);
    const answer = items.nth(1).locator('.faq-answer');
    expect(await answer.isVisible()).toBe(false);
    await items.nth(1).locator('summary').click();
    await expect.poll(() => answer.isVisible()).toBe(true);
    expect((await answer.textContent())!.trim().length).toBeGreaterThan(20);
    await items.nth(1).locator('summary').click();
    await expect.poll(() => answer.isVisible()).toBe(false);
  });

  it('the reviews page shows its first 12 reviews and the count line', async () => {
    const page = await open('/reviews');
    const cards = page.locator('.review-card');
    expect(await cards.count()).toBe(12);
    expect(await cards.evaluateAll((cs) => cs.every((c) => c.checkVisibility()))).toBe(true);
    expect(
      await cards.evaluateAll((cs) =>
        cs.every((c) => (c.querySelector('.review-text')?.textContent ?? '').trim().length > 20),
      ),
    ).toBe(true);
    expect(await page.locator('.reviews-count').textContent()).toBe('Showing 12 of 20 reviews');
  });

  for (const viewport of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
    it(`location service cards are visible with their links (${viewport})`, async () => {
      const page = await open('/locations/fairfax-county-va', viewport);
      const expected = await page
        .locator('[data-island="location-services"]')
        .evaluate(
          (el) =>
            (JSON.parse((el as HTMLElement).dataset.props!) as { cards: { title: string; serviceLink: string }[] })
              .cards,
        );
      expect(expected.length).toBeGreaterThan(0);
      const cards = page.locator('[data-island="location-services"] .service-offer');
      expect(await cards.count()).toBe(expected.length);
      const shown = await cards.evaluateAll((cs) =>
        cs.map((c) => ({
          visible: c.checkVisibility(),
          title: c.querySelector('h3')?.textContent,
          learnMore: c.querySelector('a[href^="/services/"]')?.getAttribute('href'),
          quote: !!c.querySelector('a[href="/contact"]'),
        })),
      );
      expect(shown).toEqual(
        expected.map((c) => ({ visible: true, title: c.title, learnMore: c.serviceLink, quote: true })),
      );
    });
  }

  it('the home page shows the hero video poster, its 16 position dots and the estimate placeholder', async () => {
    const page = await open('/');
    const front = page.locator('.home-video video.front');
    expect(await front.isVisible()).toBe(true);
    expect(await front.getAttribute('poster')).toBeTruthy();
    expect(await page.locator('.home-video .hv-dot').count()).toBe(16);
    expect(await page.locator('[data-island="estimate-form"] .form-loading').textContent()).toBe('Loading form...');
    expect(await page.locator('h1').first().isVisible()).toBe(true);
  });

  it('a project page shows every thumbnail and every video slide', async () => {
    const page = await open('/projects/georgetown-retail-store');
    const thumbs = page.locator('.thumb-grid img');
    expect(await thumbs.count()).toBe(31);
    expect(
      await thumbs.evaluateAll((imgs) =>
        imgs.every((i) => i.checkVisibility() && (i.getAttribute('alt') ?? '').length > 0),
      ),
    ).toBe(true);
    expect(await page.locator('[data-island="video-carousel"] .carousel-slide video[poster]').count()).toBe(13);
    // The in-page jump works without script.
    await page.locator('a[href="#project-gallery"]').click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  });

  it('the contact page shows phone, e-mail and hours', async () => {
    const page = await open('/contact', 'mobile');
    const hrefs = await visibleHrefs(page);
    expect(hrefs.some((h) => h.startsWith('tel:'))).toBe(true);
    expect(hrefs.some((h) => h.startsWith('mailto:'))).toBe(true);
    // biome-ignore lint/performance/useDomNodeTextContent: the text as laid out is what a visitor without scripts reads
    const text = await page.locator('main').innerText();
    expect(text).toMatch(/Get In Touch/i);
    expect(text).toMatch(/8AM\s*-\s*6PM/);
  });
});
