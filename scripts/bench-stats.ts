// The arithmetic of the benchmark's interleaved rounds (scripts/bench-peers.ts), apart so it has unit
// tests (tests/unit/bench-stats.test.ts): medians, spreads, byte ratios and the order of each round.

export const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  if (s.length === 0) return Number.NaN;
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

/** The q-quantile (0..1) by linear interpolation between the sorted values (what spreadsheets call PERCENTILE.INC). */
export const quantile = (xs: readonly number[], q: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  if (s.length === 0) return Number.NaN;
  const at = (s.length - 1) * q;
  const lo = Math.floor(at);
  return s[lo] + (s[Math.min(lo + 1, s.length - 1)] - s[lo]) * (at - lo);
};

export interface Spread {
  median: number;
  min: number;
  max: number;
  /** Interquartile range: the middle half of the runs. */
  q1: number;
  q3: number;
}

export function spread(xs: readonly number[]): Spread {
  return {
    median: median(xs),
    min: xs.length ? Math.min(...xs) : Number.NaN,
    max: xs.length ? Math.max(...xs) : Number.NaN,
    q1: quantile(xs, 0.25),
    q3: quantile(xs, 0.75),
  };
}

/** "8.79 s (8.51-9.02)": median, then min-max. */
export const formatSpread = (s: Spread, unit: (n: number) => string): string =>
  `${unit(s.median)} (${unit(s.min)}-${unit(s.max)})`;

/** A tool's bytes per page over build-site's: 1 is parity; the peers are compared only within `tolerance` of it. */
export function byteRatio(bytes: number, baseBytes: number, tolerance = 0.03): { ratio: number; parity: boolean } {
  const ratio = bytes / baseBytes;
  return { ratio, parity: Math.abs(ratio - 1) <= tolerance };
}

/**
 * The order of the tools in round `round` (0-based): the list rotated by one per round, so that over
 * as many rounds as tools each runs once in every position (first after the warm-up, after each of
 * the others), and no tool always follows the same one's leftovers (disk writes, heat, page cache).
 */
export function rotation<T>(tools: readonly T[], round: number): T[] {
  if (tools.length === 0) return [];
  const k = ((round % tools.length) + tools.length) % tools.length;
  return [...tools.slice(k), ...tools.slice(0, k)];
}
