// Project photo grid and lightbox (client/islands/ProjectGallery.tsx) on the
// Georgetown showcase page, plus the gallery_engagement analytics it sends.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useHarness, useSharedPage, visit, events, openContext, type SharedPage } from './session.ts';

const GEORGETOWN = '/projects/georgetown-retail-store';
const STADIUM = '/projects/nationals-park-stadium-flooring';
const CLOCK_START = new Date('2026-03-02T10:00:00Z');

const session = useHarness();
// One tab per setting, each loaded once and reused (open() resets what tests change).
const desktop = useSharedPage(session, { viewport: 'desktop' });
const mobile = useSharedPage(session, { viewport: 'mobile' });
const tracked = useSharedPage(session, { recordAnalytics: true });
const clocked = useSharedPage(session, { recordAnalytics: true });
beforeAll(async () => {
  await clocked.page.clock.install({ time: CLOCK_START });
});

const GALLERY_READY = '[data-island="project-gallery"][data-hydrated="true"]';

/**
 * The shared page on urlPath as a test expects to find it: loaded (once, then
 * reused), the lightbox closed, scrolled to the top and no analytics events yet.
 */
async function open(shared: SharedPage, urlPath: string): Promise<Page> {
  const page = await visit(session, shared, urlPath, { reuse: true, ready: GALLERY_READY });
  if (await dialog(page).count()) {
    await page.locator('.lightbox-close').click();
    await expect.poll(() => dialog(page).count()).toBe(0);
  }
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
    const w = window as unknown as { __events?: unknown[] };
    if (w.__events) w.__events.length = 0;
  });
  return page;
}

const thumbs = (page: Page) => page.locator('.project-gallery .thumb-grid .thumb');
const dialog = (page: Page) => page.locator('.lightbox[role="dialog"]');

async function lightbox(page: Page) {
  return page.evaluate(() => {
    const box = document.querySelector('.lightbox[role="dialog"]');
    if (!box) return null;
    return {
      src: box.querySelector('.lightbox-figure img')!.getAttribute('src'),
      alt: box.querySelector('.lightbox-figure img')!.getAttribute('alt'),
      caption: box.querySelector('.lightbox-caption')!.textContent,
      counter: box.querySelector('.lightbox-counter')!.textContent,
      prevDisabled: box.querySelector<HTMLButtonElement>('.lightbox-nav.prev')!.disabled,
      nextDisabled: box.querySelector<HTMLButtonElement>('.lightbox-nav.next')!.disabled,
      modal: box.getAttribute('aria-modal'),
    };
  });
}

async function thumbData(page: Page): Promise<{ src: string; alt: string }[]> {
  return thumbs(page).evaluateAll((buttons) =>
    buttons.map((b) => {
      const img = b.querySelector('img')!;
      return { src: img.getAttribute('src')!, alt: img.getAttribute('alt') ?? '' };
    }),
  );
}

/** Opening focuses the close button in an effect; the key handlers are attached in the same effect. */
async function waitForOpenEffects(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.classList.contains('lightbox-close') ?? false))
    .toBe(true);
}

const galleryEvents = async (page: Page) => (await events(page)).filter((e) => e.name === 'gallery_engagement');

describe('project gallery grid', () => {
  it('shows 31 thumbnails, each with descriptive alt text', async () => {
    const page = await open(desktop, GEORGETOWN);
    const data = await thumbData(page);
    expect(data).toHaveLength(31);
    for (const t of data) expect(t.alt.trim().length).toBeGreaterThan(10);
    // Each thumbnail button has an accessible name that carries the alt text.
    const labels = await thumbs(page).evaluateAll((b) => b.map((x) => x.getAttribute('aria-label')));
    expect(labels).toEqual(data.map((d, i) => `Enlarge photo ${i + 1}: ${d.alt}`));
  });

  for (const [viewport, columns] of [
    ['mobile', 2],
    ['desktop', 3],
  ] as const) {
    it(`lays the thumbnails out in ${columns} columns at ${viewport} width`, async () => {
      const page = await open(viewport === 'desktop' ? desktop : mobile, GEORGETOWN);
      const lefts = await page
        .locator('.project-gallery .thumb-grid > li')
        .evaluateAll((items) => items.slice(0, 6).map((li) => Math.round(li.getBoundingClientRect().left)));
      expect(new Set(lefts).size).toBe(columns);
      const template = await page
        .locator('.project-gallery .thumb-grid')
        .evaluate((el) => getComputedStyle(el).gridTemplateColumns);
      expect(template.trim().split(/\s+/)).toHaveLength(columns);
    });
  }

  it('"View Project Gallery" scrolls to the gallery section', async () => {
    const page = await open(desktop, GEORGETOWN);
    const link = page.locator('a[href="#project-gallery"]', { hasText: 'View Project Gallery' });
    expect(await link.count()).toBe(1);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await link.click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#project-gallery');
    await expect
      .poll(() =>
        page.evaluate(() => {
          const top = document.getElementById('project-gallery')!.getBoundingClientRect().top;
          return top >= -2 && top < window.innerHeight / 3;
        }),
      )
      .toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  });
});

describe('lightbox icons', () => {
  it("draws its close and arrow icons in the browser from the page's icon sprite", async () => {
    const page = await open(desktop, GEORGETOWN);
    await thumbs(page).nth(1).click();
    await expect.poll(() => dialog(page).count()).toBe(1);
    const sprite = await page.evaluate(() => document.body.dataset.iconSprite);
    expect(sprite).toMatch(/^\/assets\/icons-[0-9A-F]{8}\.svg$/);
    const refs = await page.$$eval('.lightbox use', (uses) => uses.map((u) => u.getAttribute('href')));
    expect(refs).toEqual([`${sprite}#close`, `${sprite}#chevronLeft`, `${sprite}#chevronRight`]);
    // A <use> has geometry only once its symbol has loaded from the sprite.
    await expect
      .poll(() => page.$$eval('.lightbox use', (uses) => uses.map((u) => (u as SVGUseElement).getBBox().width > 0)))
      .toEqual([true, true, true]);
  });
});

for (const viewport of ['desktop', 'mobile'] as const) {
  describe(`lightbox (${viewport})`, () => {
    it('opens on the clicked image with its caption and counter; ends disable prev/next', async () => {
      const page = await open(viewport === 'desktop' ? desktop : mobile, GEORGETOWN);
      const data = await thumbData(page);
      expect(await dialog(page).count()).toBe(0);
      await thumbs(page).nth(4).click();
      await expect.poll(() => dialog(page).count()).toBe(1);
      expect(await lightbox(page)).toEqual({
        src: data[4].src,
        alt: data[4].alt,
        caption: data[4].alt,
        counter: '5 of 31',
        prevDisabled: false,
        nextDisabled: false,
        modal: 'true',
      });
      await page.locator('.lightbox-close').click();
      await expect.poll(() => dialog(page).count()).toBe(0);

      await thumbs(page).first().click();
      await expect.poll(async () => (await lightbox(page))?.counter).toBe('1 of 31');
      expect((await lightbox(page))!.prevDisabled).toBe(true);
      expect((await lightbox(page))!.nextDisabled).toBe(false);
      await page.locator('.lightbox-close').click();
      await expect.poll(() => dialog(page).count()).toBe(0);

      await thumbs(page).last().click();
      await expect.poll(async () => (await lightbox(page))?.counter).toBe('31 of 31');
      const last = (await lightbox(page))!;
      expect(last.src).toBe(data[30].src);
      expect(last.prevDisabled).toBe(false);
      expect(last.nextDisabled).toBe(true);
    });

    it('navigates with the buttons and arrow keys, stops at the ends, closes with Escape', async () => {
      const page = await open(viewport === 'desktop' ? desktop : mobile, GEORGETOWN);
      const data = await thumbData(page);
      await thumbs(page).first().click();
      await waitForOpenEffects(page);
      await page.keyboard.press('ArrowRight');
      await expect.poll(async () => (await lightbox(page))?.counter).toBe('2 of 31');
      expect((await lightbox(page))!.caption).toBe(data[1].alt);
      await page.keyboard.press('ArrowRight');
      await expect.poll(async () => (await lightbox(page))?.counter).toBe('3 of 31');
      await page.keyboard.press('ArrowLeft');
      await expect.poll(async () => (await lightbox(page))?.counter).toBe('2 of 31');
      // Buttons get a dispatched click: whether they are on-screen is the next test's job.
      await page.locator('.lightbox-nav.next').dispatchEvent('click');
      await expect.poll(async () => (await lightbox(page))?.counter).toBe('3 of 31');
      await page.locator('.lightbox-nav.prev').dispatchEvent('click');
      await page.locator('.lightbox-nav.prev').dispatchEvent('click');
      await expect.poll(async () => (await lightbox(page))?.counter).toBe('1 of 31');
      // ArrowLeft at the first image stays there.
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      expect((await lightbox(page))!.counter).toBe('1 of 31');
      expect((await lightbox(page))!.src).toBe(data[0].src);

      await page.keyboard.press('Escape');
      await expect.poll(() => dialog(page).count()).toBe(0);
      // The keyboard handler is gone with the dialog.
      await page.keyboard.press('ArrowRight');
      expect(await dialog(page).count()).toBe(0);
    });

    it('keeps the close, previous and next controls inside the viewport for every photo', async () => {
      const page = await open(viewport === 'desktop' ? desktop : mobile, GEORGETOWN);
      await thumbs(page).first().click();
      await waitForOpenEffects(page);
      const offscreen: string[] = [];
      for (let i = 1; i <= 31; i++) {
        await expect.poll(async () => (await lightbox(page))?.counter).toBe(`${i} of 31`);
        await page.waitForFunction(
          () => document.querySelector<HTMLImageElement>('.lightbox-figure img')?.complete === true,
        );
        const out = await page.evaluate(() =>
          ['.lightbox-close', '.lightbox-nav.prev', '.lightbox-nav.next', '.lightbox-figure'].filter((sel) => {
            const r = document.querySelector(sel)!.getBoundingClientRect();
            return r.left < 0 || r.top < 0 || r.right > window.innerWidth || r.bottom > window.innerHeight;
          }),
        );
        if (out.length) offscreen.push(`photo ${i}: ${out.join(', ')}`);
        if (i < 31) await page.keyboard.press('ArrowRight');
      }
      expect(offscreen).toEqual([]);
    });

    it('keeps the controls inside the viewport when a photo fails to load', async () => {
      // The photo host is unreachable for the second image: the browser shows its alt text instead.
      const html = await (await fetch(`${session.h.baseUrl}${GEORGETOWN}`)).text();
      const props = html
        .match(/data-island="project-gallery" data-props="([^"]*)"/)![1]
        .replaceAll('&quot;', '"')
        .replaceAll('&amp;', '&');
      const broken = (JSON.parse(props) as { images: { src: string }[] }).images[1].src;
      const context = await openContext(session.h, { viewport });
      const page = await context.newPage();
      await page.route(
        (url) => url.pathname === broken,
        (route) => route.fulfill({ status: 404, body: '' }),
      );
      await page.goto(`${session.h.baseUrl}${GEORGETOWN}`, { waitUntil: 'load' });
      await page.waitForSelector('[data-island="project-gallery"][data-hydrated="true"]');
      await thumbs(page).nth(1).click();
      await expect.poll(async () => (await lightbox(page))?.counter).toBe('2 of 31');
      await page.waitForFunction(
        () => document.querySelector<HTMLImageElement>('.lightbox-figure img')?.complete === true,
      );
      expect(
        await page.evaluate(() => document.querySelector<HTMLImageElement>('.lightbox-figure img')!.naturalWidth),
      ).toBe(0);
      const out = await page.evaluate(() =>
        ['.lightbox-close', '.lightbox-nav.prev', '.lightbox-nav.next'].filter((sel) => {
          const r = document.querySelector(sel)!.getBoundingClientRect();
          return r.left < 0 || r.right > window.innerWidth;
        }),
      );
      expect(out).toEqual([]);
    });

    it('shows the image area at 70% of the viewport height', async () => {
      const page = await open(viewport === 'desktop' ? desktop : mobile, GEORGETOWN);
      await thumbs(page).nth(2).click();
      await expect.poll(() => dialog(page).count()).toBe(1);
      const box = await page.locator('.lightbox-figure img').evaluate((img) => ({
        height: img.getBoundingClientRect().height,
        maxHeight: parseFloat(getComputedStyle(img).maxHeight),
        viewport: window.innerHeight,
      }));
      expect(Math.abs(box.maxHeight - box.viewport * 0.7)).toBeLessThanOrEqual(1);
      expect(box.height).toBeLessThanOrEqual(box.viewport * 0.7 + 1);
      expect(box.height).toBeGreaterThanOrEqual(box.viewport * 0.7 - 1);
      // The lightbox covers the viewport.
      const cover = await dialog(page).evaluate((el) => {
        const r = el.getBoundingClientRect();
        return {
          w: r.width,
          h: r.height,
          vw: window.innerWidth,
          vh: window.innerHeight,
          position: getComputedStyle(el).position,
        };
      });
      expect(cover.position).toBe('fixed');
      expect(cover.h).toBe(cover.vh);
    });
  });
}

describe('gallery analytics', () => {
  it('sends enlarge (75), navigate (50) and view (25) events with project name and type', async () => {
    const page = await open(tracked, GEORGETOWN);
    await thumbs(page).nth(2).click();
    await waitForOpenEffects(page);
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await lightbox(page))?.counter).toBe('4 of 31');
    await page.locator('.lightbox-close').click();
    await expect.poll(() => dialog(page).count()).toBe(0);
    const sent = await galleryEvents(page);
    expect(sent.map((e) => [e.params.action, e.params.value])).toEqual([
      ['enlarge', 75],
      ['navigate', 50],
      ['view', 25],
    ]);
    for (const e of sent) {
      expect(e.params.project_name).toBe('Georgetown Retail Store on M Street');
      expect(e.params.project_type).toBe('residential');
    }
    expect(sent[0].params.image_index).toBe(3);
    expect(sent[1].params.image_index).toBe(4);
  });

  it('does not send navigate at the ends where the index does not change', async () => {
    const page = await open(tracked, GEORGETOWN);
    await thumbs(page).first().click();
    await waitForOpenEffects(page);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog(page).count()).toBe(0);
    expect((await galleryEvents(page)).map((e) => e.params.action)).toEqual(['enlarge', 'view']);
  });

  it('labels the stadium project as commercial_stadium', async () => {
    const page = await open(tracked, STADIUM);
    await thumbs(page).first().click();
    await expect.poll(async () => (await galleryEvents(page)).length).toBe(1);
    const [enlarge] = await galleryEvents(page);
    expect(enlarge.params).toMatchObject({
      action: 'enlarge',
      value: 75,
      project_name: 'Baseball Stadium Flooring',
      project_type: 'commercial_stadium',
    });
  });

  it('adds engagement_time_msec to the view event when the lightbox stayed open over 5000 ms', async () => {
    const page = await open(clocked, GEORGETOWN);
    // Paused, so the page's time is only what the test gives it: slow clicks add nothing. The page's
    // clock runs on meanwhile, so the pause is set well ahead of the time just read (never in its past).
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 5000);
    await thumbs(page).first().click();
    await expect.poll(() => dialog(page).count()).toBe(1);
    await page.clock.runFor(6000);
    await page.locator('.lightbox-close').click();
    await page.clock.resume();
    await expect.poll(() => dialog(page).count()).toBe(0);
    const view = (await galleryEvents(page)).find((e) => e.params.action === 'view')!;
    expect(view.params.value).toBe(25);
    // The clock moved only by runFor: exactly the 6000 ms the lightbox was open.
    expect(view.params.engagement_time_msec).toBe(6000);
  });

  it('leaves engagement_time_msec out when the lightbox closes sooner', async () => {
    const page = await open(clocked, GEORGETOWN);
    // Paused as above: however slow the clicks on a busy machine, the lightbox is open 3000 ms of page time.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 5000);
    await thumbs(page).first().click();
    await expect.poll(() => dialog(page).count()).toBe(1);
    await page.clock.runFor(3000);
    await page.locator('.lightbox-close').click();
    await page.clock.resume();
    await expect.poll(() => dialog(page).count()).toBe(0);
    const view = (await galleryEvents(page)).find((e) => e.params.action === 'view')!;
    expect(view.params.value).toBe(25);
    expect(view.params).not.toHaveProperty('engagement_time_msec');
  });
});
