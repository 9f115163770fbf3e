// The CLI as users run it (a child process): version, help, and one-line
// errors that say what to do next instead of stack traces.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../fixtures/cli.ts';
import { plainGet, rawRequest, startCliServer } from '../fixtures/raw-http.ts';
import { ROOT, copyContent, type TempContent } from '../fixtures/html.ts';

const cli = (...args: string[]) => runCli(args);

/** A user mistake: non-zero exit, nothing on stdout, exactly one line on stderr and no stack frame. */
function expectOneLineError(run: Awaited<ReturnType<typeof cli>>, match: RegExp): void {
  expect(run.status, run.stderr).not.toBe(0);
  const lines = run.stderr.trimEnd().split('\n');
  expect(lines, run.stderr).toHaveLength(1);
  expect(lines[0]).toMatch(match);
  expect(run.stderr).not.toMatch(/^\s+at /m);
}

/**
 * A catalogued problem (generator/model/problems.ts): exit 2, nothing on stdout, its message on one line
 * and under it the catalogue's hint, no stack frame.
 */
function expectProblem(run: Awaited<ReturnType<typeof cli>>, message: string, hint: string): void {
  expect(run.status, run.stderr).toBe(2);
  expect(run.stdout).toBe('');
  expect(run.stderr).toBe(`Error: ${message}\n  hint: ${hint}\n`);
}

let temp: TempContent;
beforeAll(() => {
  temp = copyContent('build-site-cli-');
});
afterAll(() => temp?.cleanup());

describe('build-site', () => {
  it('prints help and exits 0 with no arguments', async () => {
    const run = await cli();
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^Usage: build-site/);
    for (const command of ['build', 'serve', 'dev', 'check', 'new', 'schemas'])
      expect(run.stdout).toMatch(new RegExp(`^  ${command}\\b`, 'm'));
  });

  it.each(['--version', '-v'])('%s prints the package version', async (flag) => {
    const { version } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string };
    const run = await cli(flag);
    expect(run.status).toBe(0);
    expect(run.stdout.trim()).toBe(version);
  });

  it('build --help shows the defaults of -c and -o', async () => {
    const run = await cli('build', '--help');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/-c, --content <dir>\s+content folder \(default: content\)/);
    expect(run.stdout).toMatch(/-o, --out <dir>\s+output folder \(default: dist\)/);
  });

  // One spawn per case: each costs a few seconds of tsx start-up on a busy machine.
  it.each([
    [['biuld'], /unknown command 'biuld'.*Did you mean build\?.*build-site --help/],
    [['build', '--fast'], /unknown option '--fast'.*build-site --help/],
    [['serve', '-p', 'eighty'], /port number from 1 to 65535.*build-site --help/],
    [['new', 'page', 'x'], /expected one of service, location, project/],
    [['new', 'service'], /missing required argument 'slug'/],
  ])('%j is one line pointing at what to do', async (args, match) => {
    expectOneLineError(await cli(...args), match);
  });

  // #21, built in #36: a busy port is no error; the server moves to the next free one and says so.
  it('serve on a busy port moves to the next free one and says so; --host alone listens on every network', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const serve = await startCliServer('serve', ['-p', String(port), '--host', '-o', temp.dir]);
    try {
      expect(serve.port).toBeGreaterThan(port);
      expect(serve.lines).toContain(`Port ${port} is in use: serving on ${serve.port} instead`);
      expect(serve.lines).toContain(`Serving ${path.relative(ROOT, temp.dir)} at http://127.0.0.1:${serve.port}/`);
      // Printed with the Serving line, though maybe read a moment after it.
      await expect
        .poll(() => serve.lines.filter((l) => l.startsWith('On your network: ')))
        .toEqual(
          Object.values(networkInterfaces())
            .flat()
            .filter((a) => a?.family === 'IPv4' && !a.internal)
            .map(
              (a) => `On your network: http://${a?.address}:${serve.port}/ (a phone on the same Wi-Fi opens it there)`,
            ),
        );
      expect((await rawRequest(serve.port, plainGet('/'))).status).toBe(404);
    } finally {
      await serve.stop();
      server.close();
    }
  });

  it('serve --host an address that is not this computer: one line saying what to pass, and the hint', async () => {
    expectProblem(
      await cli('serve', '--host', '192.0.2.1', '-o', temp.dir),
      'cannot listen on 192.0.2.1: not an address of this computer; pass --host 0.0.0.0 for every network, or leave --host out for this computer only',
      '`--host` names an address this computer does not have (it changed on another network?): `--host` alone listens on every network',
    );
  });

  it('finishes its work when the reader of its output goes away (`build-site build | head -1`)', async () => {
    const help = await runCli(['--help'], { closeStdout: true });
    expect(help.status, help.stderr).toBe(0);
    expect(help.stderr).toBe('');
    // A build whose first line already meets a closed pipe still writes the whole site and exits 0.
    const out = path.join(temp.dir, 'piped-dist');
    const build = await runCli(['build', '-o', out], { closeStdout: true, timeoutMs: 120_000 });
    expect(build.status, build.stderr).toBe(0);
    expect(build.stderr).not.toMatch(/EPIPE|^\s+at /m);
    expect(existsSync(path.join(out, 'index.html'))).toBe(true);
    expect(existsSync(path.join(out, 'contact', 'index.html'))).toBe(true);
    expect(readdirSync(temp.dir).filter((name) => name.startsWith('.piped-dist-tmp'))).toEqual([]);
  });

  it('check on a missing folder says to build first, and the hint', async () => {
    const missing = path.join(temp.dir, 'no-dist');
    expectProblem(
      await cli('check', '-o', missing),
      `${missing} does not exist: run "build-site build" first`,
      'build before `check`',
    );
  });

  it('check on a file says it expects the output folder, and the hint', async () => {
    const file = path.join(temp.dir, 'dist.html');
    writeFileSync(file, '<!doctype html>');
    expectProblem(
      await cli('check', '-o', file),
      `${file} is a file: expected the output folder (build-site build writes it)`,
      'pass `-o` the folder `build-site build` wrote',
    );
  });

  it("serve and check default to the project's dist/ from any working folder, as build does", async () => {
    for (const command of ['serve', 'check']) {
      const help = await runCli([command, '--help'], { cwd: temp.dir });
      const shown = path.relative(temp.dir, path.join(ROOT, 'dist'));
      // Help wraps at 80 columns, so a long path (a deep checkout) starts a new line.
      const oneLine = (text: string) => text.replace(/\s+/g, ' ');
      expect(oneLine(help.stdout), command).toContain(oneLine(`(default: ${shown})`));
    }
  });

  it('new writes a file and says what to do next', async () => {
    const ok = await cli('new', 'location', 'laurel-md', '-c', temp.content);
    expect(ok.status, ok.stderr).toBe(0);
    expect(ok.stdout).toMatch(/^Wrote .*laurel-md\.yaml: edit the draft copy, then build\./);
    expect(existsSync(path.join(temp.content, 'locations/laurel-md.yaml'))).toBe(true);
  });

  it('new refuses an existing slug, with the hint', async () => {
    const run = await cli('new', 'location', 'georgetown-dc', '-c', temp.content);
    expect(run.stderr).toMatch(/^Error: .*georgetown-dc\.yaml already exists: pick another slug or edit that file\n/);
    expect(run.stderr.split('\n').slice(1)).toEqual(['  hint: pick another slug, or edit the file named', '']);
    expect(run.status).toBe(2);
  });

  it('new refuses a bad slug, with the hint', async () => {
    expectProblem(
      await cli('new', 'service', 'Heated_Floors', '-c', temp.content),
      'bad slug "Heated_Floors": use lowercase letters, digits and single hyphens, like "heated-floors"',
      '`new` takes slugs like `heated-floors`',
    );
  });

  it('schemas writes the VS Code mapping a workspace lacks, then reports everything current', async () => {
    const first = await cli('schemas', '-c', temp.content);
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout.trim()).toBe('Updated 1 file(s): .vscode/settings.json');
    expect(readFileSync(path.join(temp.dir, '.vscode/settings.json'), 'utf8')).toBe(
      readFileSync(path.join(ROOT, '.vscode/settings.json'), 'utf8').replace(
        /,\n {2}"yaml\.validate"[\s\S]*\n\}\n$/,
        '\n}\n',
      ),
    );
    const run = await cli('schemas', '-c', temp.content);
    expect(run.status, run.stderr).toBe(0);
    // The copy already has every schema and modeline; only the scaffolded file above could differ, and it has its modeline.
    expect(run.stdout.trim()).toBe('Schemas, schema lines and editor settings are up to date.');
  });
});
