// Home hero player (client/islands/HomeVideo.tsx): 16 clips, two stacked
// muted <video> elements that alternate, wrap-around, play/pause and dots;
// no autoplay for visitors who ask for less motion.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { frames, useHarness, useSharedPage, visit, VIEWPORTS } from './session.ts';

const session = useHarness();

interface PlayerState {
  index: number;
  playing: string | null;
  frontSrc: string;
  backSrc: string;
  frontSlot: number;
  videos: { cls: string; src: string; preload: string | null; muted: boolean; ariaHidden: string | null }[];
}

/** The clip list the island was rendered with (its serialised props). */
async function clipList(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const el = document.querySelector<HTMLElement>('[data-island="home-video"]')!;
    return (JSON.parse(el.dataset.props!) as { videos: { src: string }[] }).videos.map((v) => v.src);
  });
}

async function state(page: Page): Promise<PlayerState> {
  return page.evaluate(() => {
    const root = document.querySelector<HTMLElement>('.home-video')!;
    const videos = [...root.querySelectorAll<HTMLVideoElement>('video')];
    const front = videos.findIndex((v) => v.classList.contains('front'));
    return {
      index: Number(root.dataset.index),
      playing: root.dataset.playing ?? null,
      frontSrc: videos[front].getAttribute('src')!,
      backSrc: videos[1 - front].getAttribute('src')!,
      frontSlot: front,
      videos: videos.map((v) => ({
        cls: v.className,
        src: v.getAttribute('src')!,
        preload: v.getAttribute('preload'),
        muted: v.muted,
        ariaHidden: v.getAttribute('aria-hidden'),
      })),
    };
  });
}

/** Counts HTMLMediaElement.play() calls in window.__plays; media hosts are stubbed, so real play() would reject. */
function countPlays(): void {
  const w = window as unknown as { __plays: number };
  w.__plays = 0;
  HTMLMediaElement.prototype.play = function play() {
    w.__plays += 1;
    return Promise.resolve();
  };
}
const plays = (page: Page) => page.evaluate(() => (window as unknown as { __plays: number }).__plays);

async function endFront(page: Page): Promise<void> {
  await page.evaluate(() => {
    document.querySelector<HTMLVideoElement>('.home-video video.front')!.dispatchEvent(new Event('ended'));
  });
}

/**
 * Shows clip `i` as a visitor would: a dot where the player shows them (desktop), else the next
 * button, clicked until that clip plays (a phone: no room for 16 dots of 24 px in one row).
 */
async function jumpTo(page: Page, viewport: keyof typeof VIEWPORTS, i: number): Promise<void> {
  if (viewport === 'desktop') {
    await page.locator('.home-video .hv-dot').nth(i).click();
    return;
  }
  for (let at = (await state(page)).index; at !== i; at = (at + 1) % 16) {
    await page.locator('.home-video .hv-step').nth(1).click();
    await expect.poll(async () => (await state(page)).index).toBe((at + 1) % 16);
  }
}

describe('home video controls fit one row at every width', () => {
  const tab = useSharedPage(session, { size: { width: 1440, height: 900 } });

  it('16 dots beside the play button where they fit, else previous, "n / 16" and next', async () => {
    const page = await visit(session, tab, '/', { ready: '[data-island="home-video"][data-hydrated="true"]' });
    const controls = () =>
      page.evaluate(() => {
        const shown = (el: Element) => el.getBoundingClientRect().width > 0;
        const dots = [...document.querySelectorAll('.home-video .hv-dot')].filter(shown);
        const bar = document.querySelector('.home-video .hv-controls')!.getBoundingClientRect();
        const player = document.querySelector('.home-video')!.getBoundingClientRect();
        return {
          dots: dots.length,
          dotRows: new Set(dots.map((d) => Math.round(d.getBoundingClientRect().top))).size,
          steps: [...document.querySelectorAll('.home-video .hv-step')].filter(shown).length,
          position: document.querySelector('.home-video .hv-position')!.textContent,
          barHeight: Math.round(bar.height),
          inside: bar.left >= player.left - 0.5 && bar.right <= player.right + 0.5,
        };
      });
    // The 390 and 1024 px wrapped the dots onto two rows.
    for (const [width, dots] of [
      [1440, 16],
      [1280, 16],
      [1180, 16],
      [1024, 0],
      [768, 16],
      [390, 0],
      [320, 0],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      const c = await controls();
      expect(c.dots, `${width} px: dots`).toBe(dots);
      expect(c.steps, `${width} px: previous and next`).toBe(dots ? 0 : 2);
      if (dots) expect(c.dotRows, `${width} px: rows of dots`).toBe(1);
      else expect(c.position).toBe('1 / 16');
      // One row: the play button (40 px) and 14 px of padding above and below.
      expect(c.barHeight, `${width} px: controls height`).toBe(68);
      expect(c.inside, `${width} px: controls inside the player`).toBe(true);
    }
  });
});

for (const viewport of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
  describe(`home video player (${viewport})`, () => {
    // One tab for the describe, a fresh document per test (each one moves the player).
    const tab = useSharedPage(session, { viewport });
    beforeAll(async () => {
      await tab.context.addInitScript(countPlays);
      // Test contexts ask for less motion (harness.ts); the player autoplays for everyone else.
      await tab.page.emulateMedia({ reducedMotion: 'no-preference' });
    });
    const open = (): Promise<Page> =>
      visit(session, tab, '/', { ready: '[data-island="home-video"][data-hydrated="true"]' });

    it('renders 16 dots and two stacked muted videos, the first clip in front and the second preloading', async () => {
      const page = await open();
      const clips = await clipList(page);
      expect(clips).toHaveLength(16);
      expect(await page.locator('.home-video .hv-dot').count()).toBe(16);
      const s = await state(page);
      expect(s.videos).toHaveLength(2);
      expect(s.videos.every((v) => v.muted)).toBe(true);
      expect(s.index).toBe(0);
      expect(s.playing).toBe('true');
      expect(s.frontSrc).toBe(clips[0]);
      expect(s.backSrc).toBe(clips[1]);
      const back = s.videos[1 - s.frontSlot];
      expect(back.ariaHidden).toBe('true');
      expect(s.videos[s.frontSlot].ariaHidden).toBeNull();
      expect(s.videos[s.frontSlot].preload).toBe('auto');
      // Effects run after the first frame, so the hydrated marker can come before play().
      await expect.poll(() => plays(page)).toBeGreaterThan(0);
      expect(await page.locator('.home-video .hv-dot').first().getAttribute('aria-current')).toBe('true');
    });

    it('advances on ended: the hidden element becomes front and the one after next is preloaded', async () => {
      const page = await open();
      const clips = await clipList(page);
      const before = await state(page);
      await endFront(page);
      await expect.poll(async () => (await state(page)).index).toBe(1);
      const after = await state(page);
      // The element that was hidden (already holding clip 1) is now in front...
      expect(after.frontSlot).toBe(1 - before.frontSlot);
      expect(after.frontSrc).toBe(clips[1]);
      // ...and the old front element now holds (and preloads) clip 2.
      expect(after.backSrc).toBe(clips[2]);
      expect(after.videos[before.frontSlot].src).toBe(clips[2]);
      expect(after.videos[before.frontSlot].ariaHidden).toBe('true');
      expect(await page.locator('.home-video .hv-dot').nth(1).getAttribute('aria-current')).toBe('true');

      await endFront(page);
      await expect.poll(async () => (await state(page)).index).toBe(2);
      const third = await state(page);
      expect(third.frontSlot).toBe(before.frontSlot);
      expect(third.frontSrc).toBe(clips[2]);
      expect(third.backSrc).toBe(clips[3]);
    });

    it('wraps from the last clip back to the first', async () => {
      const page = await open();
      const clips = await clipList(page);
      if (viewport === 'desktop') await page.locator('.home-video .hv-dot').nth(15).click();
      // A phone's previous button from the first clip goes round to the last.
      else await page.locator('.home-video .hv-step').first().click();
      await expect.poll(async () => (await state(page)).index).toBe(15);
      if (viewport === 'mobile') expect(await page.locator('.home-video .hv-position').textContent()).toBe('16 / 16');
      const last = await state(page);
      expect(last.frontSrc).toBe(clips[15]);
      expect(last.backSrc).toBe(clips[0]);
      await endFront(page);
      await expect.poll(async () => (await state(page)).index).toBe(0);
      const s = await state(page);
      expect(s.frontSrc).toBe(clips[0]);
      expect(s.backSrc).toBe(clips[1]);
    });

    it('play/pause button toggles data-playing and its label', async () => {
      const page = await open();
      const button = page.locator('.home-video .hv-play');
      expect(await button.getAttribute('aria-label')).toBe('Pause video');
      await button.click();
      await expect.poll(async () => (await state(page)).playing).toBe('false');
      expect(await button.getAttribute('aria-label')).toBe('Play video');
      expect(
        await page.evaluate(() => document.querySelector<HTMLVideoElement>('.home-video video.front')!.paused),
      ).toBe(true);
      await button.click();
      await expect.poll(async () => (await state(page)).playing).toBe('true');
      expect(await button.getAttribute('aria-label')).toBe('Pause video');
    });

    it(`${viewport === 'desktop' ? 'clicking a dot' : 'the next button'} jumps to that clip`, async () => {
      const page = await open();
      const clips = await clipList(page);
      const dot = page.locator('.home-video .hv-dot').nth(6);
      expect(await dot.getAttribute('aria-label')).toMatch(/^Video 7: /);
      await jumpTo(page, viewport, 6);
      if (viewport === 'mobile') expect(await page.locator('.home-video .hv-position').textContent()).toBe('7 / 16');
      await expect.poll(async () => (await state(page)).index).toBe(6);
      const s = await state(page);
      expect(s.frontSrc).toBe(clips[6]);
      expect(s.backSrc).toBe(clips[7]);
      expect(await dot.getAttribute('aria-current')).toBe('true');
      expect(await page.locator('.home-video .hv-dot[aria-current="true"]').count()).toBe(1);
      const titles = await page.evaluate(() => {
        const el = document.querySelector<HTMLElement>('[data-island="home-video"]')!;
        return (JSON.parse(el.dataset.props!) as { videos: { title: string }[] }).videos.map((v) => v.title);
      });
      expect(await page.locator('.home-video .hv-caption').textContent()).toBe(titles[6]);
      // From a jumped-to clip, ended continues from there.
      await endFront(page);
      await expect.poll(async () => (await state(page)).index).toBe(7);
      expect((await state(page)).frontSrc).toBe(clips[7]);
    });
  });
}

for (const viewport of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
  describe(`home video player under prefers-reduced-motion (${viewport})`, () => {
    // The harness's contexts ask for reduced motion.
    const tab = useSharedPage(session, { viewport });
    beforeAll(async () => {
      await tab.context.addInitScript(countPlays);
    });

    it('never calls play() and shows the play button until the visitor presses it', async () => {
      const page = await visit(session, tab, '/', { ready: '[data-island="home-video"][data-hydrated="true"]' });
      expect(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(true);
      const button = page.locator('.home-video .hv-play');
      await expect.poll(async () => (await state(page)).playing).toBe('false');
      // Effects have run and drawn: nothing started the clip on the way.
      await frames(page, 2);
      expect(await plays(page)).toBe(0);
      expect(await button.getAttribute('aria-label')).toBe('Play video');
      // A dot (or the next button) changes the clip but does not start it either.
      await jumpTo(page, viewport, 3);
      await expect.poll(async () => (await state(page)).index).toBe(3);
      await frames(page, 2);
      expect(await plays(page)).toBe(0);

      await button.focus();
      await page.keyboard.press('Enter');
      await expect.poll(async () => (await state(page)).playing).toBe('true');
      // preact commits the DOM before it runs effects (after the next frame), so play() may still be pending here.
      await expect.poll(() => plays(page)).toBe(1);
      await frames(page, 2);
      expect(await plays(page)).toBe(1);
      expect(await button.getAttribute('aria-label')).toBe('Pause video');
    });
  });
}
