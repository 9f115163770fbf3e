// Fuzzing photo bytes (issue #36, point 3): small JPEG, PNG and WebP originals cut short, with bytes
// flipped, zeroed, repeated or spliced from another format, handed to the encoder the build uses.
// Whatever the bytes, the encoder answers once: a photo's variants, or one error; when it answers, no
// variant of that photo is still being encoded (one left to fail later was an unhandled rejection that
// ended the build), no half-written cache entry is left, and nothing rejects unheard. Seeded (FUZZ_SEED).
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encode } from '../../generator/pipeline/images/encode.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 2036);

let originals: Buffer[] = [];
let dir: string;
const unheard: unknown[] = [];
const listen = (reason: unknown) => unheard.push(reason);

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'build-site-photo-fuzz-'));
  const pixels = Buffer.alloc(96 * 64 * 4);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 37) % 251;
  const image = () => sharp(pixels, { raw: { width: 96, height: 64, channels: 4 } });
  originals = await Promise.all([
    image().flatten().jpeg({ quality: 80 }).toBuffer(),
    image().png().toBuffer(),
    image().webp({ quality: 70 }).toBuffer(),
  ]);
  process.on('unhandledRejection', listen);
});
afterAll(() => {
  process.off('unhandledRejection', listen);
  rmSync(dir, { recursive: true, force: true });
});

/** One original, changed the ways files get damaged. */
const damaged = fc
  .tuple(
    fc.nat(2),
    fc.oneof(
      fc.record({ kind: fc.constant('cut' as const), at: fc.double({ min: 0, max: 1, noNaN: true }) }),
      fc.record({
        kind: fc.constant('flip' as const),
        at: fc.double({ min: 0, max: 1, noNaN: true }),
        bits: fc.integer({ min: 1, max: 255 }),
      }),
      fc.record({
        kind: fc.constant('zero' as const),
        at: fc.double({ min: 0, max: 1, noNaN: true }),
        length: fc.integer({ min: 1, max: 64 }),
      }),
      fc.record({
        kind: fc.constant('repeat' as const),
        at: fc.double({ min: 0, max: 1, noNaN: true }),
        length: fc.integer({ min: 1, max: 200 }),
      }),
      fc.record({
        kind: fc.constant('splice' as const),
        other: fc.nat(2),
        at: fc.double({ min: 0, max: 1, noNaN: true }),
      }),
    ),
  )
  .map(([which, change]) => {
    const bytes = Buffer.from(originals[which]);
    const at = Math.floor(change.at * bytes.length);
    switch (change.kind) {
      case 'cut':
        return bytes.subarray(0, at);
      case 'flip':
        bytes[Math.min(at, bytes.length - 1)] ^= change.bits;
        return bytes;
      case 'zero':
        bytes.fill(0, at, at + change.length);
        return bytes;
      case 'repeat':
        return Buffer.concat([bytes.subarray(0, at), bytes.subarray(at, at + change.length), bytes.subarray(at)]);
      default:
        return Buffer.concat([bytes.subarray(0, at), originals[change.other].subarray(at)]);
    }
  });

describe('damaged photo bytes', () => {
  it('encode answers once, with variants or one error, and leaves no work or half entry behind', async () => {
    let n = 0;
    await fc.assert(
      fc.asyncProperty(damaged, async (bytes) => {
        const entry = path.join(dir, `entry-${n++}`);
        const outcome = await encode(bytes, entry).then(
          (meta) => ({ meta }),
          (error: unknown) => ({ error }),
        );
        if ('meta' in outcome) {
          expect(outcome.meta.width).toBeGreaterThan(0);
          expect(readdirSync(entry).sort()).toEqual([...Object.keys(outcome.meta.files), 'meta.json'].sort());
        } else {
          expect(outcome.error).toBeInstanceOf(Error);
          expect(existsSync(entry)).toBe(false);
        }
        // Every variant of this photo has settled: nothing left to fail once the answer is given.
        expect(sharp.counters().process).toBe(0);
        expect(readdirSync(dir).filter((name) => name.includes('.tmp-'))).toEqual([]);
        await new Promise((resolve) => setImmediate(resolve));
        expect(unheard).toEqual([]);
      }),
      { seed: SEED, numRuns: 40 },
    );
  }, 120_000);
});
