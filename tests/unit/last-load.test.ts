// A resident load told what was edited (generator/pipeline/content/last-load.ts): the dev server's build
// child reads again only the files its watcher saw edited, lists the folders again only when the
// edits could change the listing, keeps each unedited file's value, problems and cache entry.
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { ContentError } from '../../generator/model/errors.ts';
import { RESIDENT_SAVE_MS } from '../../generator/pipeline/content/paused-writes.ts';
import { loadContent, loadContentAndSources } from '../../generator/pipeline/content/load.ts';
import type { TempContent } from '../fixtures/html.ts';
import { residentCopies } from '../fixtures/resident-copies.ts';

// readFileSync as it is, watched: which files a load reads.
vi.mock('node:fs', async (original) => {
  const actual = await original<typeof import('node:fs')>();
  return { ...actual, readFileSync: vi.fn(actual.readFileSync) };
});

let tmp: TempContent;
let cacheDir: string;
residentCopies('build-site-last-load-', (copy) => {
  ({ tmp, cacheDir } = copy);
});

const at = (rel: string) => path.join(tmp.content, rel);
const GEORGETOWN = 'locations/georgetown-dc.yaml';
const ARLINGTON = 'locations/arlington-county-va.yaml';
const rename = (rel: string, name: string) => {
  writeFileSync(at(rel), readFileSync(at(rel), 'utf8').replace(/^name: .*$/m, `name: ${name}`));
};
const nameOf = (content: ReturnType<typeof loadContent>, slug: string) =>
  content.locations.find((l) => l.slug === slug)?.name;
/** A resident load told of these edits (absolute paths). */
const load = (...edited: string[]) =>
  loadContent(tmp.content, { cacheDir, resident: true, changes: new Set(edited.map(at)) });
const contentReads = () =>
  vi.mocked(readFileSync).mock.calls.filter(([file]) => String(file).startsWith(tmp.content)).length;
const problemsOf = (run: () => unknown): string[] => {
  try {
    run();
  } catch (error) {
    if (error instanceof ContentError) return error.problems.map((p) => `${p.file}:${p.line} ${p.field}: ${p.message}`);
    throw error;
  }
  return [];
};

describe('a resident load told which files were edited', () => {
  it('reads only the edited file; an edit it was not told of is not seen', () => {
    load();
    rename(GEORGETOWN, 'Georgetown Told');
    rename(ARLINGTON, 'Arlington Untold');
    const before = contentReads();
    const second = load(GEORGETOWN);
    expect(contentReads() - before).toBe(1);
    expect(nameOf(second, 'georgetown-dc')).toBe('Georgetown Told');
    // Not told: the last load's value stands (the watcher reports every edit, so this is never stale in use).
    expect(nameOf(second, 'arlington-county-va')).not.toBe('Arlington Untold');
    // Told nothing at all (changes undefined): everything is read, the untold edit included.
    expect(nameOf(loadContent(tmp.content, { cacheDir, resident: true }), 'arlington-county-va')).toBe(
      'Arlington Untold',
    );
  });

  it('reads every file when the process is not resident, whatever it is told', () => {
    load();
    rename(ARLINGTON, 'Arlington Untold');
    const once = loadContent(tmp.content, { cacheDir, changes: new Set() });
    expect(nameOf(once, 'arlington-county-va')).toBe('Arlington Untold');
  });

  it('lists the folders again for a file added, removed, renamed, or one it does not read', () => {
    load();
    // Added.
    writeFileSync(at('locations/zz-new-town.yaml'), readFileSync(at(GEORGETOWN), 'utf8'));
    const added = problemsOf(() => load('locations/zz-new-town.yaml'));
    // The copy's slug is Georgetown's: the added file was read, and its slug is not its name.
    expect(added.join('\n')).toContain('zz-new-town.yaml');
    expect(added).toEqual(problemsOf(() => loadContent(tmp.content)));
    // Removed.
    rmSync(at('locations/zz-new-town.yaml'));
    expect(problemsOf(() => load('locations/zz-new-town.yaml'))).toEqual([]);
    rmSync(at(ARLINGTON));
    expect(nameOf(load(ARLINGTON), 'arlington-county-va')).toBeUndefined();
    // Renamed: the new name is one no load read.
    renameSync(at(GEORGETOWN), at('locations/georgetown.yaml'));
    const renamed = problemsOf(() => load(GEORGETOWN, 'locations/georgetown.yaml'));
    expect(renamed.join('\n')).toContain('georgetown.yaml');
    expect(renamed).toEqual(problemsOf(() => loadContent(tmp.content)));
    renameSync(at('locations/georgetown.yaml'), at(GEORGETOWN));
    expect(nameOf(load(GEORGETOWN, 'locations/georgetown.yaml'), 'georgetown-dc')).toBe('Georgetown');
    // A file the load passes over, but reports: home.yml beside home.yaml. The same problem a full load finds.
    writeFileSync(at('pages/home.yml'), 'x: 1\n');
    const misnamed = problemsOf(() => load('pages/home.yml'));
    expect(misnamed).toHaveLength(1);
    expect(misnamed[0]).toContain('home.yml');
    expect(misnamed).toEqual(problemsOf(() => loadContent(tmp.content)));
  });

  it('a folder where a file was: listed and reported again, not taken as the file it replaced', () => {
    load();
    rmSync(at(GEORGETOWN));
    mkdirSync(at(GEORGETOWN));
    const problems = problemsOf(() => load(GEORGETOWN));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('georgetown-dc.yaml');
  });

  it('ignores edits outside the content folder (public/, templates)', () => {
    load();
    rename(ARLINGTON, 'Arlington Untold');
    const edited = new Set([path.join(tmp.dir, 'public/media/logo.svg'), path.join(tmp.dir, 'templates/Page.tsx')]);
    const before = contentReads();
    const again = loadContent(tmp.content, { cacheDir, resident: true, changes: edited });
    expect(contentReads()).toBe(before);
    expect(nameOf(again, 'arlington-county-va')).not.toBe('Arlington Untold');
  });

  it("keeps an unedited file's problem, and drops it once the file is edited and mended", () => {
    load();
    const text = readFileSync(at(ARLINGTON), 'utf8');
    writeFileSync(at(ARLINGTON), text.replace(/^name: .*$/m, 'name: [1, 2]'));
    const broken = problemsOf(() => load(ARLINGTON));
    expect(broken).toHaveLength(1);
    expect(broken[0]).toMatch(/arlington-county-va\.yaml:[1-9]\d* name: expected string/);
    // Another file edited: the broken one is not read again, and its problem, line included, stands.
    rename(GEORGETOWN, 'Georgetown Again');
    expect(problemsOf(() => load(GEORGETOWN))).toEqual(broken);
    writeFileSync(at(ARLINGTON), text);
    expect(problemsOf(() => load(ARLINGTON))).toEqual([]);
  });

  it('keeps every unedited entry in the content cache the resident process writes', () => {
    load();
    vi.advanceTimersByTime(RESIDENT_SAVE_MS);
    const cacheFile = () => path.join(cacheDir, readdirSync(cacheDir).find((f) => f.endsWith('.json'))!);
    const entries = () => Object.keys((JSON.parse(readFileSync(cacheFile(), 'utf8')) as { entries: object }).entries);
    const all = entries().length;
    rename(GEORGETOWN, 'Georgetown Cached');
    load(GEORGETOWN);
    vi.advanceTimersByTime(RESIDENT_SAVE_MS);
    expect(entries()).toHaveLength(all);
    // Told of no edit: nothing changed, so the cache file is not written again.
    rmSync(cacheFile());
    load();
    vi.advanceTimersByTime(RESIDENT_SAVE_MS);
    expect(readdirSync(cacheDir).filter((f) => f.endsWith('.json'))).toEqual([]);
    rename(GEORGETOWN, 'Georgetown Cached Again');
    load(GEORGETOWN);
    vi.advanceTimersByTime(RESIDENT_SAVE_MS);
    expect(entries()).toHaveLength(all);
    expect(nameOf(loadContentAndSources(tmp.content, { cacheDir }).content, 'georgetown-dc')).toBe(
      'Georgetown Cached Again',
    );
  });
});
