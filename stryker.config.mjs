// Mutation testing (docs/testing.md, "Mutation testing"): the modules where a
// silent bug costs most, against the unit tests in vitest.mutation.config.ts.
import { readFileSync } from 'node:fs';
import fg from 'fast-glob';

const SCHEMA_FILES = fg.sync('generator/model/schema/**/*.ts', { ignore: ['**/text.ts'] }).sort();
/** A refinement: `.refine(`, `.superRefine(` or a function passed to one (`needsIcon`). */
const REFINEMENT = /\.(refine|superRefine)\(|^const needsIcon =/;

/**
 * `file:start-end` for each statement starting on a line that matches `pattern`, to where its
 * brackets close: found when Stryker starts, so the ranges follow the code as it changes.
 */
function blocks(file, pattern) {
  const lines = readFileSync(file, 'utf8').split('\n');
  const ranges = [];
  for (let i = 0; i < lines.length; i++) {
    if (!pattern.test(lines[i])) continue;
    let depth = 0;
    let end = i;
    for (let j = i; j < lines.length; j++) {
      // Brackets inside strings and regex literals do not count (no division in these lines).
      const code = lines[j]
        .replace(/'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|`(?:[^`\\]|\\.)*`/g, '')
        .replace(/\/(?:\\.|\[(?:\\.|[^\]])*\]|[^/\\\n])+\/[a-z]*/g, '');
      for (const c of code) depth += '([{'.includes(c) ? 1 : ')]}'.includes(c) ? -1 : 0;
      end = j;
      if (depth <= 0 && j > i) break;
      if (depth <= 0 && /[;,)]\s*$/.test(code)) break;
    }
    ranges.push(`${file}:${i + 1}-${end + 1}`);
    i = end;
  }
  return ranges;
}
/**
 * The modules where a silent bug costs most (docs/testing.md, "Mutation testing"), each with the unit
 * test files that check it. `MUTATION_MODULE=consent npm run mutation` runs one (names joined by commas
 * for several); its report goes to reports/mutation/<name>/. Without it, every module at once.
 * `ignoreStatic`: the module's code that runs once at import (a schema's messages, module constants) is
 * left out, since each such mutant needs every test file in a fresh module graph; the modules without
 * it are mutated whole, their regular expressions and tables included, since that is where their
 * rules are (run such a module alone: the setting holds for a whole run).
 */
export const MUTATION_MODULES = {
  'output-dir': {
    ignoreStatic: true,
    mutate: ['generator/pipeline/write/output-dir.ts', 'generator/pipeline/write/output-lock.ts'],
    tests: ['tests/unit/output-dir.test.ts', 'tests/unit/output-lock.test.ts'],
  },
  'host-rules': {
    ignoreStatic: true,
    mutate: ['generator/serve/host-rules.ts'],
    tests: ['tests/unit/host-rules.test.ts'],
  },
  'site-files': {
    ignoreStatic: true,
    mutate: ['generator/pipeline/write/site-files.ts'],
    tests: ['tests/unit/site-files.test.ts'],
  },
  analytics: { ignoreStatic: true, mutate: ['client/analytics.ts'], tests: ['tests/unit/analytics.test.ts'] },
  // The JSON-LD script body and the header's props attribute.
  escaping: {
    ignoreStatic: true,
    mutate: () => [
      ...blocks('generator/model/seo.ts', /^export function jsonForScript\(/),
      ...blocks('generator/pipeline/render/chrome.tsx', /^const (escapeAttribute|pathInProps) =/),
    ],
    tests: ['tests/unit/escaping.test.ts', 'tests/unit/seo.test.ts', 'tests/unit/site-files.test.ts'],
  },
  // Refinements only: the rest of these files is field types and editor descriptions, whose mutants
  // would say nothing.
  'schema-refinements': {
    ignoreStatic: true,
    mutate: () => SCHEMA_FILES.flatMap((file) => blocks(file, REFINEMENT)),
    tests: ['tests/unit/schema-refinements.test.ts'],
  },
  'text-rule': {
    mutate: ['generator/model/schema/text.ts'],
    tests: ['tests/unit/text.test.ts', 'tests/unit/schema-refinements.test.ts'],
  },
  consent: {
    mutate: ['generator/model/consent-signals.ts', 'client/consent-mode.ts'],
    tests: ['tests/unit/consent.test.ts'],
  },
  'page-dates': {
    // Each test makes a git repository and loads the content: seconds each on a loaded machine, so a
    // slow run is not read as a mutant that hangs.
    timeoutMS: 20000,
    mutate: [
      'generator/pipeline/content/page-dates.ts',
      'generator/pipeline/content/committed-dates.ts',
      'generator/model/dates.ts',
    ],
    tests: ['tests/unit/page-dates.test.ts', 'tests/unit/dates.test.ts'],
  },
  'guide-prices': {
    mutate: ['generator/model/guide-prices.ts'],
    tests: ['tests/unit/guide-prices.test.ts'],
  },
  'guide-markdown': {
    mutate: ['generator/model/markdown.ts', 'generator/model/guide-body.ts', 'generator/model/markdown-memo.ts'],
    tests: [
      'tests/unit/markdown.test.ts',
      'tests/unit/markdown-memo.test.ts',
      'tests/unit/markdown-safety.test.ts',
      'tests/unit/guide-body.test.ts',
      'tests/unit/guide-checks.test.ts',
    ],
  },
  'unchanged-output': {
    mutate: ['generator/pipeline/write/unchanged-output.ts'],
    tests: ['tests/unit/unchanged-output.test.ts'],
  },
  'page-graph': {
    mutate: ['generator/pipeline/render/page-graph.ts'],
    tests: ['tests/unit/page-graph.test.ts'],
  },
  'public-files': {
    mutate: ['generator/pipeline/write/public-files.ts'],
    tests: ['tests/unit/public-files.test.ts', 'tests/unit/hidden-paths.test.ts'],
  },
  'one-reading': {
    mutate: ['generator/pipeline/content/one-reading.ts'],
    tests: ['tests/unit/one-reading.test.ts', 'tests/unit/read-yaml.test.ts'],
  },
  // The save format (a changed value spliced into the file: yaml-splice.ts) and the YAML text it writes (quoting,
  // block scalars, new keys and items), each against its own tests: yaml-format.test.ts round-trips
  // every shipped file, too slow to run for each of yaml-text.ts's 400 mutants.
  'yaml-format': {
    mutate: ['generator/editor/yaml-format.ts', 'generator/editor/yaml-splice.ts'],
    tests: ['tests/unit/yaml-format.test.ts', 'tests/unit/yaml-splice.test.ts'],
  },
  'yaml-text': { mutate: ['generator/editor/yaml-text.ts'], tests: ['tests/unit/yaml-text.test.ts'] },
  'markdown-format': {
    mutate: ['generator/editor/markdown-format.ts'],
    tests: ['tests/unit/markdown-format.test.ts'],
  },
  // The local backend: who may call it, which paths it may touch, and the save path itself (a save
  // checked whole before any file is written, with the build's own checks (save-check.ts); each write
  // atomic).
  'editor-backend': {
    mutate: [
      'generator/serve/editor/backend.ts',
      'generator/serve/editor/paths.ts',
      'generator/serve/editor/access.ts',
      'generator/serve/editor/backend-save.ts',
      'generator/serve/editor/backend-files.ts',
      'generator/serve/editor/save-check.ts',
    ],
    tests: ['tests/unit/editor-backend.test.ts', 'tests/unit/backend-save.test.ts', 'tests/unit/save-check.test.ts'],
  },
  // CLI output: each format's lines and the one escaping function every printed line goes through,
  // and the launch check's summary line (its count of each kind).
  report: {
    mutate: () => [
      'generator/cli/report.ts',
      'generator/cli/output.ts',
      ...blocks('generator/cli/launch-check.ts', /^export function launchSummary\(/),
    ],
    tests: [
      'tests/unit/report.test.ts',
      'tests/unit/output.test.ts',
      'tests/unit/printed-names.test.ts',
      'tests/unit/launch-check.test.ts',
    ],
  },
  serve: {
    mutate: [
      'generator/serve/serve.ts',
      'generator/serve/answer-file.ts',
      'generator/serve/conditional.ts',
      'generator/serve/files.ts',
      'generator/serve/request-target.ts',
      'generator/serve/internal-files.ts',
      'generator/model/hidden-paths.ts',
    ],
    // serve-conditional.test.ts is a site test that needs no build: a small folder of known bytes
    // answered over HTTP (validators, 304, ranges, multipart, HEAD, symbolic links).
    tests: [
      'tests/unit/serve.test.ts',
      'tests/unit/conditional.test.ts',
      'tests/unit/request-target.test.ts',
      'tests/unit/hidden-paths.test.ts',
      'tests/site/serve-conditional.test.ts',
    ],
  },
};

/** The modules of this run: MUTATION_MODULE's, or all. */
export function selectedModules(env = process.env) {
  const names = env.MUTATION_MODULE
    ? env.MUTATION_MODULE.split(',').map((n) => n.trim())
    : Object.keys(MUTATION_MODULES);
  for (const name of names)
    if (!Object.hasOwn(MUTATION_MODULES, name))
      throw new Error(
        `MUTATION_MODULE: no module "${name}": expected one of ${Object.keys(MUTATION_MODULES).join(', ')}`,
      );
  return names.map((name) => ({ name, ...MUTATION_MODULES[name] }));
}

const selected = selectedModules();
const reportDir = process.env.MUTATION_MODULE
  ? `reports/mutation/${selected.map((m) => m.name).join('+')}`
  : 'reports/mutation';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  // Forked processes as in vitest.config.ts (Stryker's default is threads, where process.env is a copy
  // and a test's TZ does not reach the clock: tests/unit/dates.test.ts).
  vitest: { configFile: 'vitest.mutation.config.ts', pool: 'forks' },
  coverageAnalysis: 'perTest',
  // Two cores, shared: never more than two test processes (`--concurrency 1` while others work).
  concurrency: 2,
  mutate: [...new Set(selected.flatMap((m) => (typeof m.mutate === 'function' ? m.mutate() : m.mutate)))],
  // A mutant that loops (the lock's wait, the real-path walk) is cut off this
  // long after the unmutated tests' time, instead of the default 5 s.
  timeoutMS: Math.max(3000, ...selected.map((m) => m.timeoutMS ?? 0)),
  // Code that runs once at import, for the modules that leave it out (see MUTATION_MODULES).
  ignoreStatic: selected.some((m) => m.ignoreStatic === true),
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: `${reportDir}/index.html` },
  jsonReporter: { fileName: `${reportDir}/mutation.json` },
  // The tsconfig rewrite for the sandbox needs TypeScript's JS API, which TypeScript 7
  // (native) has not; tsconfig.json has no paths outside the project to rewrite.
  tsconfigFile: 'no-tsconfig-rewrite.json',
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
};
