// The import graph: every import points down a layer (model <- client <- templates <- pages <- pipeline <- serve <- cli),
// the build's stages point down the pipeline, and pipeline files stay small or say why they are not.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/** Lower layers never import higher ones. Scripts and tests may import anything. */
const LAYERS: [prefix: string, rank: number][] = [
  ['generator/model/', 0],
  ['client/', 1],
  ['templates/', 2],
  // The page-kind table: which template, routes, SEO and structured data each kind of page has.
  ['generator/pages/', 3],
  // The web editor's configuration, save format and previews.
  ['generator/editor/', 3.5],
  ['generator/pipeline/', 4],
  ['generator/serve/', 5],
  ['generator/cli/', 6],
  ['bin/', 7],
];

/**
 * Inside generator/pipeline/: content is read, then images and client assets, then pages render and files are written;
 * the steps of steps/ call them, one phase each, and build.ts runs the steps.
 * Below them all, the build context every stage is handed (context.ts), resolved before any stage runs.
 */
const STAGES: [prefix: string, rank: number][] = [
  ['generator/pipeline/context.ts', -1],
  ['generator/pipeline/content/', 0],
  ['generator/pipeline/images/', 1],
  ['generator/pipeline/assets/', 1],
  ['generator/pipeline/render/', 2],
  ['generator/pipeline/write/', 2],
  // The build's phases, one module each (phases.ts names them): each runs the stages below it.
  ['generator/pipeline/steps/', 2.5],
  ['generator/pipeline/', 3],
];

const rankOf = (file: string, table: [string, number][]) => table.find(([prefix]) => file.startsWith(prefix))?.[1];

const SOURCES = fg.sync(
  ['generator/**/*.{ts,tsx}', 'templates/**/*.{ts,tsx}', 'client/**/*.{ts,tsx}', 'bin/build-site'],
  { cwd: root },
);

/** Relative module specifiers of static imports/exports and literal dynamic imports. */
function importsOf(file: string): string[] {
  const src = readFileSync(path.join(root, file), 'utf8');
  const found: string[] = [];
  for (const m of src.matchAll(
    /(?:^|\n)\s*(?:import|export)\b[^'"`;]*?from\s*['"](\.{1,2}\/[^'"]+)['"]|(?:^|\n)\s*import\s*['"](\.{1,2}\/[^'"]+)['"]|\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g,
  )) {
    found.push(m[1] ?? m[2] ?? m[3]);
  }
  return found;
}

const edges = SOURCES.flatMap((from) =>
  importsOf(from).map((spec) => ({ from, to: path.posix.normalize(path.posix.join(path.posix.dirname(from), spec)) })),
);

describe('import graph', () => {
  it('reads imports from every layer', () => {
    expect(SOURCES.length).toBeGreaterThan(80);
    for (const [prefix] of LAYERS)
      expect(
        edges.some((e) => e.from.startsWith(prefix)),
        prefix,
      ).toBe(true);
  });

  it('has every source file in a layer', () => {
    expect(SOURCES.filter((f) => rankOf(f, LAYERS) === undefined)).toEqual([]);
  });

  it('never points up a layer', () => {
    const up = edges.filter(({ from, to }) => (rankOf(to, LAYERS) ?? -1) > rankOf(from, LAYERS)!);
    expect(up.map(({ from, to }) => `${from} -> ${to}`)).toEqual([]);
  });

  it('points down the build pipeline (context, content, images/assets, render/write, steps, build)', () => {
    const inBuild = edges.filter(
      ({ from, to }) => from.startsWith('generator/pipeline/') && to.startsWith('generator/pipeline/'),
    );
    expect(inBuild.length).toBeGreaterThan(10);
    const up = inBuild.filter(({ from, to }) => {
      const a = rankOf(from, STAGES)!,
        b = rankOf(to, STAGES)!;
      const sameFolder = path.posix.dirname(from) === path.posix.dirname(to);
      return !sameFolder && b >= a;
    });
    expect(up.map(({ from, to }) => `${from} -> ${to}`)).toEqual([]);
  });

  it('has no import cycles', () => {
    const next = new Map<string, string[]>();
    for (const { from, to } of edges) next.set(from, [...(next.get(from) ?? []), to]);
    const state = new Map<string, 'open' | 'done'>();
    const cycles: string[] = [];
    const visit = (file: string, trail: string[]) => {
      if (state.get(file) === 'done') return;
      if (state.get(file) === 'open') {
        cycles.push([...trail.slice(trail.indexOf(file)), file].join(' -> '));
        return;
      }
      state.set(file, 'open');
      for (const to of next.get(file) ?? []) visit(to, [...trail, file]);
      state.set(file, 'done');
    };
    for (const file of SOURCES) visit(file, []);
    expect(cycles).toEqual([]);
  });
});

describe('file size', () => {
  it('keeps generator files under about 250 lines, or says why at the top', () => {
    const long = fg.sync('generator/**/*.{ts,tsx}', { cwd: root }).filter((file) => {
      const lines = readFileSync(path.join(root, file), 'utf8').split('\n');
      const head = lines.slice(0, 6).join('\n');
      return lines.length > 260 && !/longer than 250 lines because/i.test(head);
    });
    expect(long).toEqual([]);
  });
});
