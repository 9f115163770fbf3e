// The content cache (generator/pipeline/content/content-cache.ts): a rebuild takes unchanged
// files from the cache, re-reads changed ones, never caches invalid files, and
// ignores a cache written by other schema or loader code or not to be read.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { ContentError } from '../../generator/model/errors.ts';
import { ContentCache } from '../../generator/pipeline/content/content-cache.ts';
import { RESIDENT_SAVE_MS } from '../../generator/pipeline/content/paused-writes.ts';
import { loadContent } from '../../generator/pipeline/content/load.ts';
import type { TempContent } from '../fixtures/html.ts';
import { residentCopies } from '../fixtures/resident-copies.ts';

// readFileSync as it is, watched: which files a load reads.
vi.mock('node:fs', async (original) => {
  const actual = await original<typeof import('node:fs')>();
  return { ...actual, readFileSync: vi.fn(actual.readFileSync) };
});

let tmp: TempContent;
let cacheDir: string;
residentCopies('build-site-cache-', (copy) => {
  ({ tmp, cacheDir } = copy);
});

const cacheFile = () => path.join(cacheDir, readdirSync(cacheDir).find((f) => f.endsWith('.json'))!);
const readCache = () =>
  JSON.parse(readFileSync(cacheFile(), 'utf8')) as {
    stamp: string;
    entries: Record<string, { slug?: string; name?: string }>;
  };
const georgetown = path.join('locations', 'georgetown-dc.yaml');

/** Rewrites the cached copy of Georgetown's page so we can tell whether the cache was used. */
function tamperWithCachedGeorgetown(name: string, stamp?: string) {
  const data = readCache();
  const entry = Object.values(data.entries).find((e) => e.slug === 'georgetown-dc')!;
  entry.name = name;
  writeFileSync(cacheFile(), JSON.stringify({ ...data, stamp: stamp ?? data.stamp }));
}

describe('content cache', () => {
  it('gives the same content as parsing, and a rebuild takes unchanged files from it', () => {
    const parsed = loadContent(tmp.content);
    const first = loadContent(tmp.content, { cacheDir });
    expect(JSON.parse(JSON.stringify(first))).toEqual(JSON.parse(JSON.stringify(parsed)));
    expect(Object.keys(readCache().entries)).toHaveLength(
      2 +
        Object.keys(parsed.pages).length +
        parsed.services.length +
        parsed.locations.length +
        parsed.projects.length +
        parsed.guides.length,
    );

    tamperWithCachedGeorgetown('From the cache');
    const second = loadContent(tmp.content, { cacheDir });
    expect(second.locations.find((l) => l.slug === 'georgetown-dc')!.name).toBe('From the cache');
  });

  it('parses a file again as soon as its text changes', () => {
    loadContent(tmp.content, { cacheDir });
    tamperWithCachedGeorgetown('Stale');
    const file = path.join(tmp.content, georgetown);
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^name: .*$/m, 'name: Georgetown Edited'));
    expect(loadContent(tmp.content, { cacheDir }).locations.find((l) => l.slug === 'georgetown-dc')!.name).toBe(
      'Georgetown Edited',
    );
  });

  it('reads the schema and loader code for its stamp once per process, not on every load', () => {
    const schemaFile = fileURLToPath(new URL('../../generator/model/content.ts', import.meta.url));
    const reads = () => vi.mocked(readFileSync).mock.calls.filter(([file]) => file === schemaFile).length;
    loadContent(tmp.content, { cacheDir });
    const before = reads();
    loadContent(tmp.content, { cacheDir });
    expect(reads()).toBe(before);
  });

  it('in a resident process (the dev build child) is written only once the loads that change it pause', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const written = () => existsSync(cacheDir) && readdirSync(cacheDir).some((f) => f.endsWith('.json'));
      const file = path.join(tmp.content, georgetown);
      loadContent(tmp.content, { cacheDir, resident: true });
      expect(written()).toBe(false);
      vi.advanceTimersByTime(RESIDENT_SAVE_MS - 1);
      writeFileSync(file, readFileSync(file, 'utf8').replace(/^name: .*$/m, 'name: Georgetown Edited'));
      loadContent(tmp.content, { cacheDir, resident: true });
      vi.advanceTimersByTime(RESIDENT_SAVE_MS - 1);
      // A load that changes nothing does not put the write off again.
      loadContent(tmp.content, { cacheDir, resident: true });
      expect(written()).toBe(false);
      vi.advanceTimersByTime(1);
      expect(Object.values(readCache().entries).some((e) => e.name === 'Georgetown Edited')).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('in a resident process a later load takes unchanged files from memory, not the cache file, and reads an edited file anew', () => {
    const first = loadContent(tmp.content, { cacheDir, resident: true });
    const reads = () => vi.mocked(readFileSync).mock.calls.filter(([file]) => String(file).startsWith(cacheDir)).length;
    const before = reads();
    const file = path.join(tmp.content, georgetown);
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^name: .*$/m, 'name: Georgetown Edited'));
    const second = loadContent(tmp.content, { cacheDir, resident: true });
    expect(reads()).toBe(before);
    expect(second.locations.find((l) => l.slug === 'georgetown-dc')!.name).toBe('Georgetown Edited');
    // The very objects of the first load: the file cache would give copies.
    expect(second.site).toBe(first.site);
    expect(second.services[0]).toBe(first.services[0]);
  });

  it("in a resident process the loaded data is frozen: a build changing it would change every later load's", () => {
    const { locations } = loadContent(tmp.content, { cacheDir, resident: true });
    const entry = locations.find((l) => l.slug === 'georgetown-dc')!;
    expect(() => Object.assign(entry, { name: 'Changed' })).toThrow(TypeError);
    expect(() => entry.seo.keywords.push('x')).toThrow(TypeError);
  });

  it('a load that is not resident, or one told not to read the cache, takes nothing from a resident load', () => {
    const resident = loadContent(tmp.content, { cacheDir, resident: true });
    const once = loadContent(tmp.content, { cacheDir });
    expect(once.site).not.toBe(resident.site);
    expect(Object.isFrozen(once.site)).toBe(false);
    expect(loadContent(tmp.content, { cacheDir, resident: true, read: false }).site).not.toBe(resident.site);
  });

  it('ignores a cache stamped by other schema or loader code', () => {
    loadContent(tmp.content, { cacheDir });
    tamperWithCachedGeorgetown('Old schema', 'another-stamp');
    expect(loadContent(tmp.content, { cacheDir }).locations.find((l) => l.slug === 'georgetown-dc')!.name).toBe(
      'Georgetown',
    );
    expect(readCache().stamp).not.toBe('another-stamp');
  });

  it('with read: false parses every file, and its fresh entries replace the cached ones', () => {
    loadContent(tmp.content, { cacheDir });
    tamperWithCachedGeorgetown('From the cache');
    expect(
      loadContent(tmp.content, { cacheDir, read: false }).locations.find((l) => l.slug === 'georgetown-dc')!.name,
    ).toBe('Georgetown');
    expect(Object.values(readCache().entries).find((e) => e.slug === 'georgetown-dc')!.name).toBe('Georgetown');
  });

  it('writes a cache larger than one write as the JSON of its entries, which the next build reads', () => {
    const cache = ContentCache.open(cacheDir, tmp.dir, false);
    // About 3 MB: the file is written in pieces of 1 MB.
    const entries = Array.from(
      { length: 300 },
      (_, i) => [`key-${i}`, { slug: `s${i}`, text: 'x'.repeat(10_000) }] as const,
    );
    for (const [key, value] of entries) cache.set(key, value);
    cache.save();
    expect(readCache().entries).toEqual(Object.fromEntries(entries));
    const reopened = ContentCache.open(cacheDir, tmp.dir);
    for (const [key, value] of entries) expect(reopened.get(key)).toEqual(value);
  });

  it('writes its file as ASCII, each other character escaped, and reads the same strings back; a UTF-8 file too', () => {
    const value = { text: 'It’s a café ~ \u007f \u0080 ÿ 😀 \\u00e9 "quoted"', list: ['Ω', ''] };
    const cache = ContentCache.open(cacheDir, tmp.dir, false);
    cache.set('key', value);
    cache.save();
    const bytes = readFileSync(cacheFile());
    expect(bytes.every((b) => b < 0x80)).toBe(true);
    expect(bytes.toString()).toContain(
      '"text":"It\\u2019s a caf\\u00e9 ~ \\u007f \\u0080 \\u00ff \\ud83d\\ude00 \\\\u00e9 \\"quoted\\""',
    );
    expect(ContentCache.open(cacheDir, tmp.dir).get('key')).toEqual(value);
    // A file with bytes past ASCII (another writer) is read as UTF-8.
    writeFileSync(cacheFile(), JSON.stringify({ stamp: readCache().stamp, entries: { key: value } }));
    expect(readFileSync(cacheFile()).some((b) => b >= 0x80)).toBe(true);
    expect(ContentCache.open(cacheDir, tmp.dir).get('key')).toEqual(value);
  });

  it('never caches an invalid file: its error is reported on every build', () => {
    const file = path.join(tmp.content, georgetown);
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^kind: .*$/m, 'kind: village'));
    for (let build = 0; build < 2; build++) {
      const error = (() => {
        try {
          loadContent(tmp.content, { cacheDir });
        } catch (e) {
          return e;
        }
      })();
      expect(error).toBeInstanceOf(ContentError);
      expect((error as ContentError).problems.map((p) => [p.file, p.field])).toEqual([
        [path.join('content', georgetown), 'kind'],
      ]);
    }
    expect(Object.values(readCache().entries).some((e) => e.slug === 'georgetown-dc')).toBe(false);
  });
});
