// Vertical project video carousels (client/islands/VideoCarousel.tsx on
// embla, client/islands/Carousel.tsx): slide counts, posters, fallback text,
// no-loop controls; and the context guard of the carousel controls.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import {
  Carousel,
  CarouselContent,
  CarouselItem,
  CarouselNext,
  CarouselPrevious,
} from '../../client/islands/Carousel.tsx';
import { frames, useHarness, useSharedPage, visit, VIEWPORTS } from './session.ts';

const PAGES = [
  { path: '/projects/nationals-park-stadium-flooring', slides: 18 },
  { path: '/projects/georgetown-retail-store', slides: 13 },
] as const;
const FALLBACK = 'Your browser does not support the video tag.';

describe('carousel controls outside a carousel (no browser)', () => {
  it('CarouselPrevious throws the useCarousel error', () => {
    expect(() => renderToStaticMarkup(createElement(CarouselPrevious, { label: 'Previous slide' }))).toThrow(
      'useCarousel must be used within a <Carousel />',
    );
  });
  it('CarouselNext throws the useCarousel error', () => {
    expect(() => renderToStaticMarkup(createElement(CarouselNext, { label: 'Next slide' }))).toThrow(
      'useCarousel must be used within a <Carousel />',
    );
  });
  it('renders inside a <Carousel /> with previous disabled before it is measured', () => {
    const content = createElement(CarouselContent, {
      key: 'c',
      children: createElement(CarouselItem, { label: '1 of 1', roleDescription: 'slide', children: 'a' }),
    });
    const html = renderToStaticMarkup(
      createElement(Carousel, {
        label: 'Clips',
        roleDescription: 'carousel',
        children: [
          content,
          createElement(CarouselPrevious, { key: 'p', label: 'Previous slide' }),
          createElement(CarouselNext, { key: 'n', label: 'Next slide' }),
        ],
      }),
    );
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html).toMatch(/<button[^>]*class="carousel-btn prev"[^>]*disabled=""/);
    expect(html).not.toMatch(/<button[^>]*class="carousel-btn next"[^>]*disabled=""/);
  });
});

const session = useHarness();
// One tab per width; each page is loaded once and read by the tests that follow.
const tabs = {
  desktop: useSharedPage(session, { viewport: 'desktop' }),
  mobile: useSharedPage(session, { viewport: 'mobile' }),
};

async function open(urlPath: string, viewport: keyof typeof VIEWPORTS): Promise<Page> {
  return visit(session, tabs[viewport], urlPath, {
    reuse: true,
    ready: '[data-island="video-carousel"][data-hydrated="true"]',
  });
}

/** embla loads lazily after hydration; controls do nothing until it is ready. */
async function openReady(urlPath: string, viewport: keyof typeof VIEWPORTS): Promise<Page> {
  const page = await open(urlPath, viewport);
  await page.waitForSelector('[data-island="video-carousel"] .carousel-viewport[data-ready="true"]');
  return page;
}

/**
 * A real mouse click on the control where it is on screen. The controls stay put
 * while the track slides, so one hit test covers every later click (and each
 * click skips playwright's per-click actionability waits).
 */
async function clicker(page: Page, control: Locator): Promise<() => Promise<void>> {
  const box = await control.boundingBox();
  if (!box) throw new Error(`${control} has no box`);
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  expect(
    await control.evaluate((el, p) => el.contains(document.elementFromPoint(p.x, p.y)), point),
    `${control} is the element under the pointer`,
  ).toBe(true);
  return () => page.mouse.click(point.x, point.y);
}

const island = (page: Page) => page.locator('[data-island="video-carousel"]');

async function carouselState(page: Page) {
  return island(page).evaluate((root) => {
    const viewport = root.querySelector<HTMLElement>('.carousel-viewport')!;
    const track = root.querySelector<HTMLElement>('.carousel-track')!;
    const vr = viewport.getBoundingClientRect();
    const slides = [...root.querySelectorAll<HTMLElement>('.carousel-slide')];
    // First slide whose left edge is inside the viewport: the selected snap with align "start".
    const firstVisible = slides.findIndex((s) => s.getBoundingClientRect().left >= vr.left - 2);
    return {
      transform: track.style.transform,
      prevDisabled: root.querySelector<HTMLButtonElement>('.carousel-btn.prev')!.disabled,
      nextDisabled: root.querySelector<HTMLButtonElement>('.carousel-btn.next')!.disabled,
      firstVisible,
    };
  });
}

for (const { path, slides } of PAGES) {
  describe(`video carousel on ${path}`, () => {
    it(`has ${slides} video slides, each with a poster, sources and the fallback text`, async () => {
      const page = await open(path, 'desktop');
      const data = await island(page).evaluate((root) => ({
        label: root.querySelector('.carousel')?.getAttribute('aria-roledescription'),
        slides: [...root.querySelectorAll('.carousel-slide')].map((slide) => {
          const video = slide.querySelector('video');
          return {
            label: slide.getAttribute('aria-label'),
            poster: video?.getAttribute('poster') ?? '',
            sources: [...(video?.querySelectorAll('source') ?? [])].map((s) => s.getAttribute('src')),
            text: video?.textContent?.trim() ?? '',
            controls: video?.hasAttribute('controls') ?? false,
            preload: video?.getAttribute('preload'),
          };
        }),
      }));
      expect(data.label).toBe('carousel');
      expect(data.slides).toHaveLength(slides);
      data.slides.forEach((s, i) => {
        expect(s.label).toBe(`${i + 1} of ${slides}`);
        expect(s.poster).not.toBe('');
        expect(s.sources.length).toBeGreaterThan(0);
        expect(s.text).toBe(FALLBACK);
        expect(s.controls).toBe(true);
        expect(s.preload).toBe('none');
      });
      // The server HTML already holds the slides (the island only adds behaviour).
      const html = await (await fetch(`${session.h.baseUrl}${path}`)).text();
      const islandHtml = html.slice(html.indexOf('data-island="video-carousel"'));
      expect(islandHtml.split('class="carousel-slide"').length - 1).toBe(slides);
    });

    for (const viewport of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
      it(`starts with previous disabled, moves with next (at once under reduced motion) and stops at the end (${viewport})`, async () => {
        const page = await openReady(path, viewport);
        await page.locator('[data-island="video-carousel"]').scrollIntoViewIfNeeded();
        const start = await carouselState(page);
        expect(start.prevDisabled).toBe(true);
        expect(start.nextDisabled).toBe(false);
        expect(start.firstVisible).toBe(0);

        const next = await clicker(page, island(page).locator('.carousel-btn.next'));
        const prev = await clicker(page, island(page).locator('.carousel-btn.prev'));
        await next();
        // The harness's contexts ask for reduced motion: the next slide is in place by the next frame,
        // with no slide animation (Carousel.tsx jumps).
        await frames(page, 2);
        const moved = await carouselState(page);
        expect(moved.firstVisible).toBe(1);
        await frames(page, 5);
        expect((await carouselState(page)).transform, 'the track still moving five frames later').toBe(moved.transform);
        expect(moved.transform).not.toBe(start.transform);
        expect(moved.prevDisabled).toBe(false);

        await prev();
        await expect.poll(async () => (await carouselState(page)).firstVisible).toBe(0);
        await expect.poll(async () => (await carouselState(page)).prevDisabled).toBe(true);

        // No loop: clicking next repeatedly ends on a disabled next button, never wrapping to slide 1.
        let clicks = 0;
        while (!(await carouselState(page)).nextDisabled && clicks < slides) {
          const before = (await carouselState(page)).firstVisible;
          await next();
          await expect.poll(async () => (await carouselState(page)).firstVisible).toBeGreaterThan(before);
          clicks += 1;
        }
        const end = await carouselState(page);
        expect(end.nextDisabled).toBe(true);
        expect(end.prevDisabled).toBe(false);
        expect(end.firstVisible).toBeGreaterThan(0);
        // The last slide scrolls fully into view at the end.
        await expect
          .poll(() =>
            island(page).evaluate((root) => {
              const vr = root.querySelector('.carousel-viewport')!.getBoundingClientRect();
              const r = [...root.querySelectorAll('.carousel-slide')].at(-1)!.getBoundingClientRect();
              return { right: Math.round(r.right - vr.right), left: r.left >= vr.left - 2 };
            }),
          )
          .toEqual({ right: 0, left: true });
      });
    }
  });
}
