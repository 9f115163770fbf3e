// Hover videos (client/entries/hover-video.ts, spec sections 2 and 4): gallery
// video cards and the DC state card play on pointer enter and pause and rewind
// on leave. Media requests are aborted by the harness, so play/pause and the
// currentTime setter are spied on instead of decoding real video.
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useHarness, useSharedPage, visit } from './session.ts';

const session = useHarness();

interface MediaCall {
  op: 'play' | 'pause' | 'seek';
  id: string;
  value?: number;
}

/** Record play(), pause() and currentTime writes per element; play() resolves without media. */
async function installMediaSpy(context: BrowserContext) {
  await context.addInitScript(() => {
    const w = window as unknown as { __media: { op: string; id: string; value?: number }[] };
    w.__media = [];
    let next = 0;
    const times = new WeakMap<HTMLMediaElement, number>();
    const idOf = (el: HTMLMediaElement) => (el.dataset.spyId ??= String(next++));
    const proto = HTMLMediaElement.prototype;
    proto.play = function play(this: HTMLMediaElement) {
      w.__media.push({ op: 'play', id: idOf(this) });
      return Promise.resolve();
    };
    proto.pause = function pause(this: HTMLMediaElement) {
      w.__media.push({ op: 'pause', id: idOf(this) });
    };
    Object.defineProperty(proto, 'currentTime', {
      configurable: true,
      get(this: HTMLMediaElement) {
        return times.get(this) ?? 0;
      },
      set(this: HTMLMediaElement, value: number) {
        w.__media.push({ op: 'seek', id: idOf(this), value });
        times.set(this, value);
      },
    });
  });
}

// One tab with the media spy, reused across the tests.
const tab = useSharedPage(session, { viewport: 'desktop' });
beforeAll(async () => {
  await installMediaSpy(tab.context);
});

/** A fresh document, or with `reuse` the loaded one (for a test that only reads it). */
const open = (urlPath: string, reuse = false): Promise<Page> => visit(session, tab, urlPath, { reuse });

const calls = (page: Page) => page.evaluate(() => (window as unknown as { __media: MediaCall[] }).__media.slice());
const resetCalls = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { __media: MediaCall[] }).__media.length = 0;
  });

/** Find a viewport point that is not inside `cardSelector` (n-th match). */
async function pointOutside(page: Page, cardSelector: string, index: number): Promise<{ x: number; y: number }> {
  const point = await page.evaluate(
    ({ sel, i }) => {
      const card = document.querySelectorAll(sel)[i];
      for (let y = 5; y < window.innerHeight; y += 20) {
        for (let x = 5; x < window.innerWidth; x += 20) {
          const el = document.elementFromPoint(x, y);
          if (el && !card.contains(el)) return { x, y };
        }
      }
      return null;
    },
    { sel: cardSelector, i: index },
  );
  if (!point) throw new Error('no point outside the card');
  return point;
}

/** Hover the card, check the video plays; leave it, check it pauses and rewinds. */
async function hoverCycle(page: Page, cardSelector: string, index: number) {
  const card = page.locator(cardSelector).nth(index);
  const video = card.locator('video[data-hover-video]');
  expect(await video.count()).toBe(1);
  await video.evaluate((v) => v.scrollIntoView({ block: 'center' }));
  const outside = await pointOutside(page, cardSelector, index);
  await page.mouse.move(outside.x, outside.y);
  await resetCalls(page);

  const box = await video.boundingBox();
  if (!box) throw new Error('video has no box');
  const center = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  // The pointer really lands on the card, not on something covering it.
  expect(
    await page.evaluate(
      ({ sel, i, x, y }) => document.querySelectorAll(sel)[i].contains(document.elementFromPoint(x, y)),
      { sel: cardSelector, i: index, ...center },
    ),
  ).toBe(true);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 2 });
  const id = await video.evaluate((v) => (v as HTMLVideoElement).dataset.spyId);
  expect(id, 'play() was called on this video').toBeDefined();
  await page.waitForFunction(
    (vid) => (window as unknown as { __media: MediaCall[] }).__media.some((c) => c.op === 'play' && c.id === vid),
    id,
  );
  let log = await calls(page);
  expect(log.filter((c) => c.op === 'play' && c.id === id)).toHaveLength(1);
  expect(log.some((c) => c.op === 'pause')).toBe(false);
  // Moving within the card does not restart the clip.
  await page.mouse.move(box.x + box.width / 2 + 10, box.y + box.height / 2 + 10);
  expect((await calls(page)).filter((c) => c.op === 'play')).toHaveLength(1);

  // The clip has been playing for a while...
  await video.evaluate((v) => {
    (v as HTMLVideoElement).currentTime = 3.5;
  });
  await resetCalls(page);
  await page.mouse.move(outside.x, outside.y, { steps: 2 });
  await page.waitForFunction(
    (vid) => (window as unknown as { __media: MediaCall[] }).__media.some((c) => c.op === 'pause' && c.id === vid),
    id,
  );
  log = await calls(page);
  expect(log.filter((c) => c.id === id).map((c) => (c.op === 'seek' ? `seek:${c.value}` : c.op))).toEqual([
    'pause',
    'seek:0',
  ]);
  expect(await video.evaluate((v) => (v as HTMLVideoElement).currentTime)).toBe(0);
  expect(log.some((c) => c.op === 'play')).toBe(false);
}

describe('hover videos', () => {
  it('gallery video cards play on pointer enter and pause and rewind on leave', async () => {
    const page = await open('/gallery');
    const cardSelector = '.project-card:has(video[data-hover-video])';
    const count = await page.locator(cardSelector).count();
    expect(count).toBeGreaterThanOrEqual(2); // the stadium and the Georgetown retail store
    // Nothing plays before the pointer arrives.
    expect((await calls(page)).filter((c) => c.op === 'play')).toEqual([]);
    for (let i = 0; i < count; i++) await hoverCycle(page, cardSelector, i);
  });

  it('hover videos are muted, looping, inline and show a poster', async () => {
    const page = await open('/gallery', true);
    const videos = await page.$$eval('video[data-hover-video]', (vs) =>
      vs.map((v) => {
        const video = v as HTMLVideoElement;
        return {
          muted: video.muted,
          loop: video.loop,
          inline: video.playsInline,
          autoplay: video.autoplay,
          poster: video.getAttribute('poster'),
        };
      }),
    );
    expect(videos.length).toBeGreaterThan(0);
    for (const v of videos) {
      expect(v).toMatchObject({ muted: true, loop: true, inline: true, autoplay: false });
      expect(v.poster).toBeTruthy();
    }
  });

  it('the Washington DC state card video plays on enter and rewinds on leave', async () => {
    const page = await open('/service-areas');
    const cardSelector = '.state-card:has(video[data-hover-video])';
    expect(await page.locator(cardSelector).count()).toBe(1);
    expect(await page.locator(cardSelector).locator('h3').textContent()).toMatch(/Washington DC/);
    expect(await page.locator('.state-card').count()).toBe(3);
    await hoverCycle(page, cardSelector, 0);
    // A second visit plays it again from the start.
    await hoverCycle(page, cardSelector, 0);
  });
});
