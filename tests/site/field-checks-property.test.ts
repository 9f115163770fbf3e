// The web editor's field checks as a property (issue #33): for random edits of random fields of the
// shipped content, the editor refuses with a message exactly when the build refuses the saved file. The
// build's side is the local backend's own check (save-check.ts: the content folder with the saved file,
// loaded and checked as `build` does, photos included), about a quarter of a second an edit: so it runs
// with the site's tests, not the unit tests. The field checks' examples are tests/unit/field-checks.test.ts.
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FieldChecks } from '../../generator/editor/field-checks.ts';
import { markdownDocumentFormat } from '../../generator/editor/markdown-format.ts';
import { SOURCE_KEY, yamlDocumentFormat } from '../../generator/editor/yaml-format.ts';
import { saveProblems } from '../../generator/serve/editor/save-check.ts';
import { type Data, entry, loaded, shippedChecks } from '../fixtures/editor-entries.ts';
import { CONTENT, ROOT } from '../fixtures/paths.ts';

let checks: FieldChecks;

beforeAll(() => {
  ({ checks } = shippedChecks());
});

/**
 * For random edits of random fields, the editor refuses with a message
 * or the saved file builds, and never refuses what builds. The build's side is the local backend's own
 * check (save-check.ts: the content folder with the saved file, loaded and checked as `build` does).
 */
describe('random edits (fast-check, seed 33): the editor refuses exactly what the build refuses', () => {
  const FILES = [
    'site.yaml',
    'navigation.yaml',
    'pages/home.yaml',
    'pages/service-areas.yaml',
    'services/hardwood-flooring.yaml',
    'locations/georgetown-dc.yaml',
    'projects/nationals-park-stadium-flooring.yaml',
    'guides/how-long-does-a-flooring-project-take.md',
  ];
  let cache: string;
  beforeAll(() => {
    cache = mkdtempSync(path.join(os.tmpdir(), 'build-site-field-checks-'));
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(cache, 'node_modules'));
  });
  afterAll(() => rmSync(cache, { recursive: true, force: true }));

  /** Every scalar leaf of the data, with its path. */
  const leaves = (value: unknown, at: (string | number)[] = []): (string | number)[][] =>
    Array.isArray(value)
      ? value.flatMap((v, i) => leaves(v, [...at, i]))
      : value && typeof value === 'object'
        ? Object.entries(value).flatMap(([k, v]) => (k === SOURCE_KEY ? [] : leaves(v, [...at, k])))
        : [at];
  const set = (d: unknown, p: (string | number)[], v: unknown) => {
    const parent = p.slice(0, -1).reduce<unknown>((o, k) => (o as Data)[k], d) as Data;
    parent[p[p.length - 1]] = v;
  };
  const values = fc.oneof(
    fc.constantFrom(
      '',
      ' ',
      'Plain words',
      '$4.75/sq ft',
      '$4.75 per sq ft',
      '1-3 days',
      '(202) 555-0199',
      '(202) 555-FLOR',
      '/services/hardwood-flooring',
      '/nowhere',
      'hardwood-flooring',
      'placeholders/hardwood.svg',
      'placeholders/missing.svg',
      'https://example.com/',
      'project-3',
      'GTM-ABC1234',
      'Monday - Friday',
      '8AM - 6PM',
      'a {phone} b',
      'a {nope} b',
      'tab\tinside',
      'zero\u200bwidth',
      '\u202ebidi',
    ),
    fc.integer({ min: -5, max: 3000 }),
    fc.boolean(),
  );

  it('for 40 edits of up to 3 values each', async () => {
    const data = new Map(FILES.map((rel) => [rel, loaded(rel)]));
    const paths = new Map(FILES.map((rel) => [rel, leaves(data.get(rel))]));
    const folders = { root: ROOT, contentDir: CONTENT, publicDir: path.join(ROOT, 'public'), cacheDir: cache };
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...FILES).chain((rel) =>
          fc.tuple(
            fc.constant(rel),
            fc.uniqueArray(fc.tuple(fc.constantFrom(...paths.get(rel)!), values), {
              minLength: 1,
              maxLength: 3,
              selector: ([p]) => p.join('.'),
            }),
          ),
        ),
        async ([rel, edits]) => {
          const e = entry(rel, (d) => {
            for (const [p, v] of edits) set(d, p, v);
          });
          const editor = checks.problems(e).map((p) => `${p.path.join('.')}: ${p.message}`);
          const edited = structuredClone(data.get(rel)!);
          for (const [p, v] of edits) set(edited, p, v);
          const text = (rel.endsWith('.md') ? markdownDocumentFormat : yamlDocumentFormat).toFile(edited);
          const build = await saveProblems(folders, {
            texts: new Map([[rel, text]]),
            photos: new Map(),
            removed: [],
          });
          // On a mismatch the message names the file, the edits and what each side said.
          expect(editor.length > 0, JSON.stringify({ rel, edits, editor, build }, null, 1)).toBe(build.length > 0);
        },
      ),
      { numRuns: 40, seed: 33 },
    );
  }, 180_000);
});
