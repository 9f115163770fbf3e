// Fuzzing the content: a seeded, fixed set of random edits to the shipped
// content files (runs of characters inserted, deleted or replaced, a
// truncation, a flipped byte, a duplicated line, changed indentation), each
// built in-process on one copy of content/. Every build must either succeed or
// fail with a ContentError whose every line is `<file>:<line> ...`, never a
// stack trace or another error, and a failed build leaves the previous output
// byte for byte as it was. Each case is its own test, so a build that never
// settles is caught by the test time limit (an endless synchronous loop would
// stall the whole run instead) and a failure names the case to replay.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ContentError } from '../../generator/model/errors.ts';
import { buildSite } from '../../generator/pipeline/build.ts';
import { copyDist, hashTree } from '../fixtures/dist.ts';
import { type FuzzCase, fuzzCases, mutate } from '../fixtures/content-mutations.ts';
import { ROOT, copyContent, tempDir, type TempContent } from '../fixtures/html.ts';

/** Fixed, so every run tries the same cases; FUZZ_SEED and FUZZ_CASES explore others (see docs/testing.md). */
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
/** Cases per run: failed builds stop at validation, a successful one renders the whole site. */
const CASES = Number(process.env.FUZZ_CASES ?? 40);

/**
 * A content file named in a problem line, then its line number: `content/pages/home.yaml:12 `.
 * Every problem an edit inside a file can cause has a line: the ones without (a missing or
 * unreadable file, a folder, a .yml name) are about files and folders, which no case touches.
 */
const LINE_WITH_PLACE = /^content\/[\w./-]+\.yaml:[1-9]\d* \S/;

let tmp: TempContent;
let outParent: { dir: string; cleanup: () => void };
let outDir: string;
/** The output as the last successful build (or the run's dist/) left it. */
let snapshot: Record<string, string>;
let original: Buffer | undefined;
let current: FuzzCase | undefined;

beforeAll(() => {
  tmp = copyContent('build-site-fuzz-');
  outParent = tempDir('build-site-fuzz-out-');
  outDir = copyDist(path.join(outParent.dir, 'out'));
  snapshot = hashTree(outDir);
});

afterEach(() => {
  if (current && original) writeFileSync(path.join(tmp.content, current.file), original);
  current = undefined;
  original = undefined;
});

afterAll(() => {
  tmp?.cleanup();
  outParent?.cleanup();
});

describe(`content fuzzing (seed ${SEED}, ${CASES} cases)`, () => {
  it.each(fuzzCases(SEED, CASES).map((c, i) => [i, c.file, JSON.stringify(c.mutation), c] as const))(
    'case %i: %s %s',
    async (_i, file, _mutation, fuzzCase) => {
      const target = path.join(tmp.content, file);
      original = readFileSync(target);
      current = fuzzCase;
      writeFileSync(target, mutate(original, fuzzCase.mutation));

      const error = await buildSite({ root: ROOT, contentDir: tmp.content, outDir }).then(
        () => undefined,
        (e: unknown) => e,
      );
      if (error === undefined) {
        // A harmless edit (inside a sentence, say): the new output is what later cases must keep.
        snapshot = hashTree(outDir);
        expect(readdirSync(outParent.dir)).toEqual(['out']);
        return;
      }
      // Anything but a content error is a crash the CLI would print with its stack.
      if (!(error instanceof ContentError)) throw error;
      const lines = error.message.split('\n');
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) {
        expect(line, 'a problem line without file:line').toMatch(LINE_WITH_PLACE);
        expect(line, 'a stack frame in a problem line').not.toMatch(/^\s+at /);
      }
      expect(hashTree(outDir)).toEqual(snapshot);
      expect(readdirSync(outParent.dir)).toEqual(['out']);
    },
  );
});
