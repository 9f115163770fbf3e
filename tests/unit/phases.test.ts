// The build's named phases (#38 point 1): the runner times each step in order, and the build's
// summary prints exactly those times.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildEndLines } from '../../generator/cli/build-command.ts';
import { emptyImageStats } from '../../generator/pipeline/images/process.ts';
import { PHASES, phaseRunner } from '../../generator/pipeline/phases.ts';

/** A clock that moves only when told: each step advances it by the milliseconds it is given. */
function fakeClock() {
  let t = 1000;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('the phase runner', () => {
  it('records every phase in the order run, each with the time its step took', async () => {
    const clock = fakeClock();
    const phases = phaseRunner(clock.now);
    const results: unknown[] = [];
    for (const [i, name] of PHASES.entries())
      results.push(
        await phases.run(name, async () => {
          await Promise.resolve();
          clock.advance(10 * (i + 1));
          return name.toUpperCase();
        }),
      );
    expect(results).toEqual(['LOAD', 'CHECK', 'BUNDLE', 'RENDER', 'SHARE IMAGES', 'DEPLOY FILES', 'SWAP']);
    expect(phases.times).toEqual([
      { name: 'load', ms: 10 },
      { name: 'check', ms: 20 },
      { name: 'bundle', ms: 30 },
      { name: 'render', ms: 40 },
      { name: 'share images', ms: 50 },
      { name: 'deploy files', ms: 60 },
      { name: 'swap', ms: 70 },
    ]);
  });

  it('times a step that returns at once as 0 ms, and keeps no time for one that throws', async () => {
    const clock = fakeClock();
    const phases = phaseRunner(clock.now);
    expect(await phases.run('load', () => 7)).toBe(7);
    await expect(
      phases.run('check', () => {
        clock.advance(5);
        throw new Error('bad content');
      }),
    ).rejects.toThrow('bad content');
    expect(phases.times).toEqual([{ name: 'load', ms: 0 }]);
  });

  it('refuses a phase run twice or before one already run', async () => {
    const phases = phaseRunner(fakeClock().now);
    await phases.run('bundle', () => undefined);
    await expect(phases.run('bundle', () => undefined)).rejects.toThrow('build phase "bundle" run after "bundle"');
    await expect(phases.run('load', () => undefined)).rejects.toThrow('build phase "load" run after "bundle"');
    await phases.run('render', () => undefined);
    expect(phases.times.map((p) => p.name)).toEqual(['bundle', 'render']);
  });
});

describe('build()', () => {
  it('runs every phase, in order, through the runner', () => {
    const source = readFileSync(path.resolve(import.meta.dirname, '../../generator/pipeline/build.ts'), 'utf8');
    const run = [...source.matchAll(/phases\.run\('([^']+)'/g)].map((m) => m[1]);
    expect(run).toEqual([...PHASES]);
  });
});

describe('the build summary', () => {
  const summary = {
    pages: 50,
    redirects: 12,
    htmlBytes: 2048,
    assetBytes: 1024,
    ms: 4321,
    outDir: path.resolve('dist'),
    tagManager: 'Tag manager: GTM-TEST1 from content',
    images: emptyImageStats(),
    phases: [
      { name: 'load' as const, ms: 1234.4 },
      { name: 'check' as const, ms: 56 },
      { name: 'swap' as const, ms: 5 },
    ],
  };

  it('lists the phases with their times after the totals', () => {
    const printed = buildEndLines('text', { ok: true, summary, kept: false }, 'dist/');
    expect(printed.out).toEqual([
      'Built 50 pages and 12 redirects in 4.32 s',
      '  Tag manager: GTM-TEST1 from content',
      `  HTML 2.0 KB, scripts and styles 1.0 KB -> ${path.relative(process.cwd(), summary.outDir)}`,
      '  Phases: load 1.23 s, check 0.06 s, swap 0.01 s',
    ]);
  });

  it('lists none for an output kept as it was, and gives them whole in JSON', () => {
    const kept = buildEndLines('text', { ok: true, summary, kept: true }, 'dist/');
    expect(kept.out.join('\n')).not.toContain('Phases');
    const json = JSON.parse(buildEndLines('json', { ok: true, summary, kept: false }, 'dist/').out.join('\n'));
    expect(json.summary.phases).toEqual([
      { name: 'load', ms: 1234 },
      { name: 'check', ms: 56 },
      { name: 'swap', ms: 5 },
    ]);
  });
});
