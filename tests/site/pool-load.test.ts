// Loading content with the render workers (generator/pipeline/render/pool-load.ts) must give what
// the main thread alone gives (generator/pipeline/content/load.ts): the same content, the same sources, the same
// problems in the same order, the same content cache file, whichever thread loaded which file.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ContentError } from '../../generator/model/errors.ts';
import { contentCacheFile } from '../../generator/pipeline/content/content-cache.ts';
import { loadContentAndSources, type LoadOptions } from '../../generator/pipeline/content/load.ts';
import { loadWithPool } from '../../generator/pipeline/render/pool-load.ts';
import { RenderPool } from '../../generator/pipeline/render/pool.ts';
import type { WorkerMessage } from '../../generator/pipeline/render/messages.ts';
import { copyContent, type TempContent } from '../fixtures/html.ts';

/** Extra location files (copies of a real one), so every loader gets batches of its own. */
const EXTRA = 120;

let pool: RenderPool;
let tmp: TempContent;
beforeAll(async () => {
  pool = new RenderPool(2);
  tmp = copyContent('build-site-pool-load-');
  const locations = path.join(tmp.content, 'locations');
  const base = readFileSync(path.join(locations, 'georgetown-dc.yaml'), 'utf8');
  for (let i = 0; i < EXTRA; i++) {
    const slug = `georgetown-dc-${String(i).padStart(3, '0')}`;
    writeFileSync(path.join(locations, `${slug}.yaml`), base.replace(/^slug: .*$/m, `slug: ${slug}`));
  }
  // Workers start in about a second and the main thread alone may load everything before: load until
  // both have taken a share, so the loads below share the work from their start.
  await vi.waitFor(
    async () => {
      const { stats } = await loadWithPool(pool, tmp.content, {});
      expect(stats!.loaded.slice(1).every((n) => n > 0)).toBe(true);
    },
    { timeout: 50_000, interval: 0 },
  );
});

/**
 * `load`'s outcome and how many files the workers loaded in it (their replies, counted here), and
 * how many they only named for the main thread to take from the content cache.
 */
async function withWorkerCount<T>(
  load: () => Promise<T>,
): Promise<{ result: T; byWorkers: number; namedByWorkers: number }> {
  let byWorkers = 0;
  let namedByWorkers = 0;
  const count = (msg: WorkerMessage) => {
    if (msg.type === 'loaded') byWorkers += msg.files.length;
    if (msg.type === 'keyed') namedByWorkers += msg.keys.length;
  };
  for (const worker of pool.workers) worker.on('message', count);
  try {
    return { result: await load(), byWorkers, namedByWorkers };
  } finally {
    for (const worker of pool.workers) worker.off('message', count);
  }
}
afterAll(async () => {
  await pool?.close();
  tmp?.cleanup();
});

/** What a load gave: its content and sources, or the problems it threw. */
async function outcome(load: () => unknown) {
  try {
    const { content, sources } = (await load()) as ReturnType<typeof loadContentAndSources>;
    return { content, sources };
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return { problems: (error as ContentError).problems };
  }
}

const edit = (rel: string, change: (text: string) => string) => {
  const file = path.join(tmp.content, rel);
  const before = readFileSync(file, 'utf8');
  const after = change(before);
  expect(after).not.toBe(before);
  writeFileSync(file, after);
};

describe('loading content with the render workers and a content cache to read', () => {
  const cacheDir = () => path.join(tmp.dir, 'named-cache');
  const cacheFile = () => contentCacheFile(cacheDir(), tmp.content);
  const files = () => tmp.content;

  it('has the workers name the files and takes their values from the cache: content, sources and cache file of the main-thread load', async () => {
    const options: LoadOptions = { cacheDir: cacheDir() };
    loadContentAndSources(files(), options);
    const alone = loadContentAndSources(files(), options);
    const aloneCache = readFileSync(cacheFile(), 'utf8');
    const {
      result: shared,
      byWorkers,
      namedByWorkers,
    } = await withWorkerCount(() => loadWithPool(pool, files(), options));
    // Nothing parsed in a worker: every file they took was only read and named.
    expect(byWorkers).toBe(0);
    expect(namedByWorkers).toBeGreaterThan(0);
    expect(shared.stats!.loaded.slice(1).reduce((a, b) => a + b, 0)).toBe(namedByWorkers);
    expect(JSON.stringify(shared.content)).toBe(JSON.stringify(alone.content));
    expect(readFileSync(cacheFile(), 'utf8')).toBe(aloneCache);
    const file = shared.sources.entryFile('locations', 'georgetown-dc-118');
    expect(shared.sources.lineOf(file, ['hero', 'heading'])).toBe(alone.sources.lineOf(file, ['hero', 'heading']));
  });

  it('loads anew a file edited since, and reports a cached entry whose slug is not its name, a file not UTF-8 and a folder', async () => {
    const options: LoadOptions = { cacheDir: cacheDir() };
    loadContentAndSources(files(), options);
    edit('locations/georgetown-dc-030.yaml', (s) => s.replace(/^( {2}heading: ).*$/m, '$1Edited Heading'));
    const { result: edited } = await withWorkerCount(() => loadWithPool(pool, files(), options));
    expect(edited.content.locations.find((l) => l.slug === 'georgetown-dc-030')?.hero.heading).toBe('Edited Heading');
    expect(JSON.stringify(edited.content)).toBe(JSON.stringify(loadContentAndSources(files(), options).content));

    // A wrong slug is cached with its value (the load that finds it still saves the cache): the next load must say it again.
    edit('locations/georgetown-dc-060.yaml', (s) => s.replace(/^slug: georgetown-dc-060$/m, 'slug: georgetown-dc-600'));
    await outcome(() => loadContentAndSources(files(), options));
    writeFileSync(
      path.join(files(), 'locations/georgetown-dc-090.yaml'),
      Buffer.concat([Buffer.from('slug: georgetown-dc-090\nname: Caf'), Buffer.from([0xe9, 0x0a])]),
    );
    mkdirSync(path.join(files(), 'locations/georgetown-dc-099.yaml.yaml'));
    try {
      const alone = await outcome(() => loadContentAndSources(files(), options));
      const { result: shared, namedByWorkers } = await withWorkerCount(() =>
        outcome(() => loadWithPool(pool, files(), options)),
      );
      expect(namedByWorkers).toBeGreaterThan(0);
      expect(alone.problems!.map((p) => `${path.basename(p.file)}:${p.line ?? ''} ${p.field ?? ''}`)).toEqual([
        'georgetown-dc-060.yaml:3 slug',
        'georgetown-dc-090.yaml:2 ',
        'georgetown-dc-099.yaml.yaml: ',
      ]);
      expect(shared.problems).toEqual(alone.problems);
    } finally {
      edit('locations/georgetown-dc-060.yaml', (s) => s.replace('slug: georgetown-dc-600', 'slug: georgetown-dc-060'));
      rmSync(path.join(files(), 'locations/georgetown-dc-090.yaml'));
      rmSync(path.join(files(), 'locations/georgetown-dc-099.yaml.yaml'), { recursive: true });
    }
  });

  it('loads and parses in the workers when the cache file is stale (written by other code)', async () => {
    const options: LoadOptions = { cacheDir: cacheDir() };
    const alone = loadContentAndSources(files(), { cacheDir: path.join(tmp.dir, 'other-cache') });
    writeFileSync(cacheFile(), JSON.stringify({ stamp: 'other code', entries: {} }));
    const { result: shared, byWorkers } = await withWorkerCount(() => loadWithPool(pool, files(), options));
    expect(byWorkers).toBeGreaterThan(0);
    expect(JSON.stringify(shared.content)).toBe(JSON.stringify(alone.content));
  });
});

describe('loading content with the render workers', () => {
  it('gives the content, sources and cache file of the main-thread load, the workers loading a share', async () => {
    const cacheDir = path.join(tmp.dir, 'cache');
    const options: LoadOptions = { cacheDir, read: false };
    const alone = loadContentAndSources(tmp.content, options);
    const aloneCache = readFileSync(contentCacheFile(cacheDir, tmp.content), 'utf8');
    const { result: shared, byWorkers } = await withWorkerCount(() => loadWithPool(pool, tmp.content, options));
    expect(byWorkers).toBeGreaterThan(0);
    expect(shared.stats!.loaded.slice(1).reduce((a, b) => a + b, 0)).toBe(byWorkers);
    expect(shared.stats!.loaded.reduce((a, b) => a + b, 0)).toBe(
      alone.content.services.length +
        alone.content.locations.length +
        alone.content.projects.length +
        alone.content.guides.length,
    );
    expect(shared.content).toEqual(alone.content);
    // Key order too: the pages and the cache are written from it.
    expect(JSON.stringify(shared.content)).toBe(JSON.stringify(alone.content));
    expect(readFileSync(contentCacheFile(cacheDir, tmp.content), 'utf8')).toBe(aloneCache);
    const file = shared.sources.entryFile('locations', 'georgetown-dc-119');
    expect(shared.sources.lineOf(file, ['hero', 'heading'])).toBe(alone.sources.lineOf(file, ['hero', 'heading']));
  });

  it('reports the problems of the main-thread load in its order: YAML, schema, slug, UTF-8, a folder, front matter', async () => {
    // Spread over the list of files, so they fall in different loaders' batches.
    edit('locations/alexandria-va.yaml', (s) => s.replace(/^(hero:.*)$/m, '$1\n  broken: [unclosed'));
    edit('locations/georgetown-dc-040.yaml', (s) => s.replace(/^( {2}yearsServing: ).*$/m, '$1[15]'));
    edit('locations/georgetown-dc-077.yaml', (s) => s.replace(/^slug: georgetown-dc-077$/m, 'slug: georgetown-dc-770'));
    writeFileSync(
      path.join(tmp.content, 'locations/georgetown-dc-101.yaml'),
      Buffer.concat([Buffer.from('slug: georgetown-dc-101\nname: Caf'), Buffer.from([0xe9, 0x0a])]),
    );
    mkdirSync(path.join(tmp.content, 'locations/georgetown-dc-110.yaml.yaml'));
    edit('projects/bethesda-kitchen-tile.yaml', (s) => s.replace(/^(name: .*)$/m, '$1\nname: twice'));
    edit('guides/how-long-does-a-flooring-project-take.md', (s) => s.replace(/^title: .*$/m, 'title: 7'));
    edit('services/hardwood-flooring.yaml', (s) => s.replace(/^order: .*$/m, 'order: first'));
    const alone = await outcome(() => loadContentAndSources(tmp.content));
    const { result: shared, byWorkers } = await withWorkerCount(() =>
      outcome(() => loadWithPool(pool, tmp.content, {})),
    );
    expect(byWorkers).toBeGreaterThan(0);
    // File order (page-kind order, then file names), each file's problems in the order found.
    expect(alone.problems!.map((p) => `${path.basename(p.file)}:${p.line ?? ''} ${p.field ?? ''}`)).toEqual([
      'hardwood-flooring.yaml:4 order',
      'alexandria-va.yaml:28 ',
      'alexandria-va.yaml:28 ',
      'alexandria-va.yaml:28 ',
      'georgetown-dc-040.yaml:36 statistics.yearsServing',
      'georgetown-dc-077.yaml:3 slug',
      'georgetown-dc-101.yaml:2 ',
      'georgetown-dc-110.yaml.yaml: ',
      'bethesda-kitchen-tile.yaml:6 ',
      'how-long-does-a-flooring-project-take.md:2 title',
    ]);
    expect(shared.problems).toEqual(alone.problems);
  });
});
