// `build` and `check` with --format text|json|github, the GitHub format by default on GitHub's runners,
// and the documented exit codes (0 fine, 1 problems, 2 usage mistake, 70 anything else), all through
// the real CLI on a temp copy of the content.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CliRun, runCli } from '../fixtures/cli.ts';
import { copyContent, ROOT, type TempContent } from '../fixtures/html.ts';

let temp: TempContent;
let out: string;
let goodBuild: CliRun;

/** A small output folder with one page holding a broken local link and invalid HTML (check is fast on it). */
let brokenSite: string;
const BROKEN_PAGE = [
  '<!doctype html>',
  '<html lang="en"><head><title>t</title></head>',
  '<body><a href="/nowhere">x</a><p><div></div></p></body></html>',
].join('\n');

beforeAll(async () => {
  temp = copyContent('build-site-format-');
  out = path.join(temp.dir, 'out');
  goodBuild = await runCli(['build', '--quiet', '--format', 'json', '-c', temp.content, '-o', out]);
  brokenSite = path.join(temp.dir, 'broken-site');
  mkdirSync(path.join(brokenSite, 'about'), { recursive: true });
  writeFileSync(path.join(brokenSite, 'about', 'index.html'), BROKEN_PAGE);
  // The content breaks only after the good build: a wrong type on line 5 and YAML that does not parse.
  const about = path.join(temp.content, 'pages', 'about.yaml');
  writeFileSync(about, readFileSync(about, 'utf8').replace(/^ {2}title: About Us.*$/m, '  title: 7'));
  writeFileSync(path.join(temp.content, 'pages', 'home.yaml'), 'hero: [unclosed\n');
}, 60_000);
afterAll(() => temp?.cleanup());

const build = (format: string[], env?: Record<string, string>) =>
  runCli(['build', '--quiet', ...format, '-c', temp.content, '-o', out], { env });

describe('build', () => {
  it('--format json prints one object with the summary on stdout, exit 0', () => {
    expect(goodBuild.status, goodBuild.stderr).toBe(0);
    const report = JSON.parse(goodBuild.stdout);
    expect(report).toMatchObject({ command: 'build', ok: true, exitCode: 0, problems: [] });
    expect(report.summary.pages).toBeGreaterThan(40);
  });

  it('--format json lists every content problem with file, line, field and message, exit 1', async () => {
    const run = await build(['--format', 'json']);
    expect(run.status).toBe(1);
    const report = JSON.parse(run.stdout);
    expect(report).toMatchObject({ command: 'build', ok: false, exitCode: 1 });
    expect(report.problems).toContainEqual({
      file: 'content/pages/about.yaml',
      line: 5,
      field: 'seo.title',
      message: 'expected string, got 7',
    });
    expect(report.problems).toContainEqual(
      expect.objectContaining({
        file: 'content/pages/home.yaml',
        line: 2,
        message: expect.stringMatching(/^invalid YAML/),
      }),
    );
  });

  it('--format github prints one ::error workflow command per problem, exit 1', async () => {
    const run = await build(['--format', 'github']);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain(
      '::error file=content/pages/about.yaml,line=5,title=build-site build%3A seo.title::expected string, got 7\n',
    );
    expect(run.stdout).toMatch(/^::error file=content\/pages\/home\.yaml,line=2,title=build-site build::invalid YAML/m);
    expect(run.stderr).toMatch(/^Build failed: 2 content problem\(s\)/);
  });

  it('uses the GitHub format by itself when GITHUB_ACTIONS=true', async () => {
    const onRunner = await build([], { GITHUB_ACTIONS: 'true' });
    expect(onRunner.status).toBe(1);
    expect(onRunner.stdout).toMatch(/^::error file=content\/pages\/about\.yaml,line=5,/m);
  });

  it('uses another format on GitHub when one is asked for', async () => {
    const text = await build(['--format', 'text'], { GITHUB_ACTIONS: 'true' });
    expect(text.stdout).toBe('');
    expect(text.stderr).toContain('content/pages/about.yaml:5 seo.title: expected string, got 7');
  });

  it('a usage mistake exits 2: an unknown format, an output folder it must not replace', async () => {
    const unknown = await build(['--format', 'xml']);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toMatch(/argument 'xml' is invalid\. Allowed choices are text, json, github/);
    const refused = await runCli(['build', '--format', 'json', '-o', '.']);
    expect(refused.status).toBe(2);
    expect(JSON.parse(refused.stdout)).toMatchObject({ ok: false, exitCode: 2, problems: [] });
    expect(JSON.parse(refused.stdout).error).toMatch(/refusing to use \. as the output folder/);
  });

  it('anything else exits 70: the system refuses to create the output folder', async () => {
    const file = path.join(temp.dir, 'a-file');
    writeFileSync(file, '');
    const run = await runCli(['build', '--format', 'json', '-c', temp.content, '-o', path.join(file, 'out')]);
    expect(run.status).toBe(70);
    expect(JSON.parse(run.stdout)).toMatchObject({ ok: false, exitCode: 70 });
  });
});

describe('check', () => {
  const check = (format: string) => runCli(['check', '--format', format, '-o', brokenSite]);

  it('--format json lists each problem with file, line, column, rule, message and page URL, exit 1', async () => {
    const run = await check('json');
    expect(run.status).toBe(1);
    const report = JSON.parse(run.stdout);
    expect(report).toMatchObject({ command: 'check', ok: false, exitCode: 1, pages: 1 });
    const file = path.join(brokenSite, 'about', 'index.html');
    expect(report.problems).toContainEqual({
      file,
      page: '/about',
      rule: 'local-link',
      message: 'broken local link /nowhere',
    });
    expect(report.problems).toContainEqual(
      expect.objectContaining({ file, page: '/about', line: 3, column: expect.any(Number), rule: expect.any(String) }),
    );
  });

  it('--format github prints ::error lines with the line and column, then the count', async () => {
    const run = await check('github');
    expect(run.status).toBe(1);
    const file = path.join(brokenSite, 'about', 'index.html');
    expect(run.stdout).toContain(
      `::error file=${file},title=build-site check%3A local-link::broken local link /nowhere (page /about)\n`,
    );
    expect(run.stdout).toMatch(/^::error file=[^,]+,line=3,col=\d+,title=build-site check%3A [\w-]+::/m);
    expect(run.stdout).toMatch(/^Checked 1 pages: 1 invalid, 1 broken local links/m);
  });

  it('--format text prints each problem on stderr as one line naming the file (and line, column, rule) from the project', async () => {
    const run = await check('text');
    expect(run.status).toBe(1);
    const file = path.join(brokenSite, 'about', 'index.html');
    expect(run.stderr).toContain(`${file}: broken local link /nowhere`);
    expect(run.stderr).toMatch(new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:3:\\d+ [\\w-]+: `, 'm'));
  });

  // Issue #36: a name printed raw could start a line of its own, which GitHub's runner reads as a
  // command (`::` at a line's start, `##[` anywhere); every format prints each name on its line, escaped.
  it.each(['text', 'json', 'github'])(
    '--format %s: a folder named with a line break and workflow commands stays on its line',
    async (format) => {
      const site = path.join(temp.dir, `injected-${format}`);
      const folder = 'a\n::error::injected\r\n##[add-mask]x';
      mkdirSync(path.join(site, folder), { recursive: true });
      writeFileSync(path.join(site, folder, 'index.html'), BROKEN_PAGE);
      const run = await runCli(['check', '--format', format, '-o', site]);
      expect(run.status).toBe(1);
      const lines = `${run.stdout}${run.stderr}`.split(/\r\n|\r|\n/).filter(Boolean);
      const commands = lines.filter((line) => line.trimStart().startsWith('::') || line.includes('##['));
      // The page's five problems (three html-validate rules, the broken link, no og:image): annotations in
      // the GitHub format, and nothing else a command.
      if (format === 'github') expect(commands.every((line) => line.startsWith('::error file='))).toBe(true);
      expect(commands.length).toBe(format === 'github' ? 5 : 0);
      const file = path.join(site, folder, 'index.html');
      if (format === 'json')
        expect((JSON.parse(run.stdout) as { problems: { file: string }[] }).problems.map((p) => p.file)).toEqual(
          Array(5).fill(file),
        );
      else
        expect(run.stdout + run.stderr).toContain(
          format === 'text'
            ? 'a\\u000a::error::injected\\u000d\\u000a##\\u005badd-mask]x/index.html'
            : 'a%0A%3A%3Aerror%3A%3Ainjected%0D%0A##\\u005badd-mask]x/index.html',
        );
    },
  );

  it('exits 0 with no problems and 2 for a folder that does not exist', async () => {
    const ok = await runCli(['check', '--format', 'json', '-o', out], { timeoutMs: 110_000 });
    expect(ok.status, ok.stdout).toBe(0);
    expect(JSON.parse(ok.stdout)).toMatchObject({ command: 'check', ok: true, problems: [] });
    const missing = await runCli(['check', '--format', 'json', '-o', path.join(temp.dir, 'missing')]);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toMatch(/^Error: .*missing does not exist/);
    // Checking the whole site validates every page: as slow as validate.test.ts.
  }, 120_000);
});

describe('check --launch (issue 34: what is still a placeholder before going live)', () => {
  // An empty output folder has nothing for the page checks to find: what fails is the content's placeholders.
  let empty: string;
  beforeAll(() => {
    empty = path.join(temp.dir, 'empty-site');
    mkdirSync(empty, { recursive: true });
  });
  const launch = (format: string) =>
    runCli(['check', '--launch', '--format', format, '-o', empty, '-c', path.join(ROOT, 'content')]);

  it('passes without --launch, and fails with it in text: one line per placeholder with file:line, then a count', async () => {
    const plain = await runCli(['check', '--format', 'text', '-o', empty]);
    expect(plain.status).toBe(0);
    const run = await launch('text');
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(
      /^content\/site\.yaml:\d+ fictional-phone: display: \(202\) 555-0142 is a fictional 555 number/m,
    );
    expect(run.stderr).toMatch(
      /^content\/site\.yaml:\d+ admin-link: the Admin link in the header and footer goes to https:\/\/admin\.capitolfloorworks\.example/m,
    );
    expect(run.stderr).toMatch(/^content\/locations\/georgetown-dc\.yaml:\d+ sample-testimonial: "Priya Raman"/m);
    expect(run.stderr).toMatch(/^content\/projects\/[\w-]+\.yaml:\d+ placeholder-picture: /m);
    expect(run.stdout).toMatch(
      /^Launch check: \d+ placeholder\(s\) still in the content \(3 example-domain, 1 fictional-phone, 1 admin-link, 1 unset-value, \d+ placeholder-picture, 98 sample-testimonial\)/m,
    );
  });

  it('fails in json: every placeholder a problem with file, line and rule, and their count', async () => {
    const run = await launch('json');
    expect(run.status).toBe(1);
    const report = JSON.parse(run.stdout) as {
      ok: boolean;
      placeholders: number;
      problems: { file: string; line: number; rule: string }[];
    };
    expect(report).toMatchObject({ command: 'check', ok: false, exitCode: 1, pages: 0 });
    expect(report.problems).toHaveLength(report.placeholders);
    expect(report.placeholders).toBeGreaterThan(400);
    expect(report.problems.every((p) => p.file.startsWith('content/') && p.line > 0 && p.rule)).toBe(true);
    expect(new Set(report.problems.map((p) => p.rule))).toEqual(
      new Set([
        'example-domain',
        'fictional-phone',
        'admin-link',
        'unset-value',
        'placeholder-picture',
        'sample-testimonial',
      ]),
    );
  });

  it('fails in github: each placeholder an annotation on its line', async () => {
    const run = await launch('github');
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(
      /^::error file=content\/site\.yaml,line=\d+,title=build-site check%3A admin-link::the Admin link/m,
    );
    expect(run.stdout.match(/^::error /gm)?.length).toBeGreaterThan(400);
  });

  it('says which folder is missing', async () => {
    const run = await runCli(['check', '--launch', '-o', empty, '-c', path.join(temp.dir, 'no-content')]);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/no-content does not exist: pass the content folder with -c/);
  });
});
