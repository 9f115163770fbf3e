// A build's timeline per thread (scripts/build-timeline.ts threadSpans) from the JSON summary's
// phases and worker times (cli/build-command.ts jsonSummary): worker times count from the pool's
// start, and the main thread's wait while the workers render is idle.
import { describe, expect, it } from 'vitest';
import { threadSpans } from '../../scripts/build-timeline.ts';

const phases = [
  { name: 'load', ms: 800 },
  { name: 'check', ms: 900 },
  { name: 'bundle', ms: 200 },
  { name: 'render', ms: 10_000 },
  { name: 'share images', ms: 40 },
  { name: 'deploy files', ms: 10 },
  { name: 'swap', ms: 150 },
];

describe('threadSpans', () => {
  it('lays the phases end to end, shifts worker times by the pool start and leaves the wait for the workers out', () => {
    const threads = threadSpans({
      ms: 12_100,
      pages: 4051,
      phases,
      workers: {
        startMs: 2000,
        bootMs: [500, 600],
        readyMs: [1000, 900],
        rendered: [2000, 2051],
        renderMs: [9000, 9300],
      },
    });
    expect(threads.get('main')).toEqual([
      { from: 0, to: 800, what: 'load' },
      { from: 800, to: 1700, what: 'check' },
      { from: 1700, to: 1900, what: 'bundle' },
      // The render phase 1900-11900: the workers render from 2900 (2000 + 900) to 12200 (2000 + 900 + 9300).
      { from: 1900, to: 2900, what: 'render: plan, start workers' },
      { from: 11_900, to: 11_940, what: 'share images' },
      { from: 11_940, to: 11_950, what: 'deploy files' },
      { from: 11_950, to: 12_100, what: 'swap' },
    ]);
    expect(threads.get('worker 1')).toEqual([
      { from: 2000, to: 2500, what: 'start-up' },
      { from: 3000, to: 12_000, what: 'render 2000 pages' },
    ]);
    expect(threads.get('worker 2')).toEqual([
      { from: 2000, to: 2600, what: 'start-up' },
      { from: 2900, to: 12_200, what: 'render 2051 pages' },
    ]);
  });

  it("keeps the main thread's page-script bundling after the workers finish, and a worker's share of the load", () => {
    const threads = threadSpans({
      ms: 5000,
      pages: 300,
      phases: [
        { name: 'load', ms: 1000 },
        { name: 'render', ms: 3000 },
      ],
      workers: { startMs: 0, bootMs: [300], readyMs: [1200], rendered: [300], renderMs: [2500] },
      load: { loaded: [40, 60], workerFromMs: [310], workerToMs: [900] },
    });
    expect(threads.get('main')).toEqual([
      { from: 0, to: 1000, what: 'load' },
      { from: 1000, to: 1200, what: 'render: plan, start workers' },
      { from: 3700, to: 4000, what: 'render: page scripts' },
    ]);
    expect(threads.get('worker 1')).toEqual([
      { from: 0, to: 300, what: 'start-up' },
      { from: 310, to: 900, what: 'load 60 files' },
      { from: 1200, to: 3700, what: 'render 300 pages' },
    ]);
  });

  it('shows the checks run beside the render on the main thread, and the plan only up to them', () => {
    const threads = threadSpans({
      ms: 12_100,
      pages: 4051,
      phases,
      workers: {
        startMs: 0,
        bootMs: [500, 600],
        readyMs: [2150, 2160],
        rendered: [2000, 2051],
        renderMs: [9000, 9300],
        besideMs: [2140, 2600],
      },
    });
    expect(threads.get('main')?.slice(2, 5)).toEqual([
      { from: 1700, to: 1900, what: 'bundle' },
      { from: 1900, to: 2140, what: 'render: plan, start workers' },
      { from: 2140, to: 2600, what: 'checks across files and page keys, beside the render' },
    ]);
    // The workers are done at 11,460 (2,160 + 9,300); the render phase ends at 11,900.
    expect(threads.get('main')?.[5]).toEqual({ from: 11_460, to: 11_900, what: 'render: page scripts' });
  });

  it('a build rendered on the main thread alone is its phases', () => {
    expect(threadSpans({ ms: 100, pages: 51, phases: phases.slice(0, 2) })).toEqual(
      new Map([
        [
          'main',
          [
            { from: 0, to: 800, what: 'load' },
            { from: 800, to: 1700, what: 'check' },
          ],
        ],
      ]),
    );
  });

  it('shows the share images on a row of their own, from when the drawing started to when it ended; none when all were cached', () => {
    const summary = {
      ms: 7000,
      pages: 51,
      phases: [
        { name: 'load', ms: 250 },
        { name: 'render', ms: 1300 },
        { name: 'share images', ms: 5200 },
      ],
    };
    expect(
      threadSpans({ ...summary, shareImages: { drawn: 49, cached: 0, startMs: 340, endMs: 6800 } }).get('sharp'),
    ).toEqual([{ from: 340, to: 6800, what: 'share images: 49 drawn' }]);
    expect(
      threadSpans({ ...summary, shareImages: { drawn: 0, cached: 49, startMs: 340, endMs: 400 } }).has('sharp'),
    ).toBe(false);
  });
});
