// The benchmark's arithmetic (scripts/bench-stats.ts): what its printed medians, spreads, byte ratios
// and round orders are made of. No timing here: the bench measures, these check its sums.
import { describe, expect, it } from 'vitest';
import { byteRatio, formatSpread, median, quantile, rotation, spread } from '../../scripts/bench-stats.ts';

describe('median and spread', () => {
  it('takes the middle value, or the mean of the two middle ones, whatever the order', () => {
    expect(median([9, 1, 5])).toBe(5);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('gives min, max and the quartiles by interpolation', () => {
    expect(spread([5, 1, 4, 2, 3])).toEqual({ median: 3, min: 1, max: 5, q1: 2, q3: 4 });
    expect(quantile([10, 20], 0.25)).toBe(12.5);
    expect(quantile([7], 0.75)).toBe(7);
  });

  it('prints the median, then the range', () => {
    expect(formatSpread(spread([8.51, 9.02, 8.79]), (n) => `${n.toFixed(2)} s`)).toBe('8.79 s (8.51 s-9.02 s)');
  });
});

describe('byteRatio', () => {
  it('is a peer’s bytes over build-site’s, at parity within the tolerance only', () => {
    expect(byteRatio(977, 1000)).toEqual({ ratio: 0.977, parity: true });
    expect(byteRatio(870, 1000).parity).toBe(false);
    expect(byteRatio(1031, 1000).parity).toBe(false);
    expect(byteRatio(1031, 1000, 0.05).parity).toBe(true);
  });
});

describe('rotation', () => {
  const tools = ['cold', 'warm', 'eleventy', 'hugo', 'floor'];

  it('starts each round one tool further along', () => {
    expect(rotation(tools, 0)).toEqual(tools);
    expect(rotation(tools, 1)).toEqual(['warm', 'eleventy', 'hugo', 'floor', 'cold']);
    expect(rotation(tools, 5)).toEqual(tools);
  });

  it('puts every tool in every position once over as many rounds as tools', () => {
    const rounds = tools.map((_, r) => rotation(tools, r));
    for (let position = 0; position < tools.length; position++)
      expect(new Set(rounds.map((order) => order[position]))).toEqual(new Set(tools));
    for (const order of rounds) expect([...order].sort()).toEqual([...tools].sort());
  });
});
