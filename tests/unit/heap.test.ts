// collectGarbage (render/heap.ts) runs a full collection where a large build drops what it held.
import { describe, expect, it } from 'vitest';
import { collectGarbage } from '../../generator/pipeline/render/heap.ts';

/** An object only a WeakRef holds; a WeakRef keeps its target alive until the current job ends. */
function weaklyHeld(): WeakRef<object> {
  return new WeakRef({ rows: Array.from({ length: 1000 }, (_, i) => ({ i })) });
}
const nextJob = () => new Promise((resolve) => setImmediate(resolve));

describe('collectGarbage', () => {
  it('frees what nothing holds, keeps what is held, and works when called again', async () => {
    const dropped = weaklyHeld();
    const held = { rows: [1, 2, 3] };
    const kept = new WeakRef(held);
    await nextJob();
    collectGarbage();
    expect(dropped.deref()).toBeUndefined();
    expect(kept.deref()).toBe(held);
    const again = weaklyHeld();
    await nextJob();
    collectGarbage();
    expect(again.deref()).toBeUndefined();
  });
});
