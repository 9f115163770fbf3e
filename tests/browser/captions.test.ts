// Captions tracks (content videos[].captions, issue 13): in a real browser the
// project clips with speech load their WebVTT file as a showing captions track
// with cues, after the carousel island has hydrated. Media files themselves are
// aborted by the harness; the track is served by the site.
import { describe, expect, it } from 'vitest';
import { openPage, useHarness } from './session.ts';

const session = useHarness();

describe('captions tracks', () => {
  it('the stadium walkthrough clip shows English captions parsed from its WebVTT file', async () => {
    const { page } = await openPage(session.h, '/projects/nationals-park-stadium-flooring');
    const track = page.locator('video track[kind="captions"]');
    await expect.poll(() => track.count()).toBe(1);
    // A default track is showing; asking for it explicitly also starts loading it without the video.
    await page.evaluate(() => {
      const video = document.querySelector('video:has(track)') as HTMLVideoElement;
      video.textTracks[0].mode = 'showing';
    });
    const state = () =>
      page.evaluate(() => {
        const t = (document.querySelector('video:has(track)') as HTMLVideoElement).textTracks[0];
        return {
          kind: t.kind,
          language: t.language,
          label: t.label,
          mode: t.mode,
          cues: t.cues?.length ?? 0,
          first: (t.cues?.[0] as VTTCue | undefined)?.text ?? '',
        };
      });
    await expect.poll(async () => (await state()).cues, { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await state()).toMatchObject({
      kind: 'captions',
      language: 'en',
      label: 'English',
      mode: 'showing',
      first: 'This is the club lounge, all finished.',
    });
  });
});
