import { describe, expect, it } from 'vitest';
import { oncePerTurn } from '../../generator/serve/dev/batch.ts';

describe('oncePerTurn', () => {
  const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

  it('runs once for calls in one turn, in the next turn, and again for a later call', async () => {
    let runs = 0;
    const build = oncePerTurn(() => {
      runs += 1;
    });
    build();
    build();
    build();
    expect(runs).toBe(0);
    await nextTurn();
    expect(runs).toBe(1);
    build();
    await nextTurn();
    expect(runs).toBe(2);
  });
});
