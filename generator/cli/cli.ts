// The build-site command line: build, serve, dev, check, new and schemas.
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import { projectFolders } from '../pipeline/context.ts';
import { UsageError } from '../model/errors.ts';
import { problemMessage, usageProblem } from '../model/problems.ts';
import type { HostDialect } from '../serve/host-rules.ts';
import { checkEndLines, defaultFormat, EXIT, FORMATS, type Format } from './report.ts';
import { errorLines, hintLines, print, printErr, printOut, printable } from './output.ts';
import { isWildcard, LOCAL_HOST, localUrl, networkUrls, PortsInUseError } from '../serve/listen.ts';
import { type BuildCommandFlags, runBuild } from './build-command.ts';
import { SCAFFOLD_KINDS, type ScaffoldKind } from './scaffold/kinds.ts';
import { keepRunningWhenOutputCloses } from './closed-output.ts';

// Each command imports its modules when it runs: loading the validator (html-validate, ajv), the
// watcher or the server for a build would cost a good part of the build's own time.

keepRunningWhenOutputCloses();

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };
// The build's own defaults (generator/pipeline/context.ts), shown in the help.
const defaults = projectFolders(root);
const defaultContent = defaults.contentDir;
const defaultOut = defaults.outDir;
const shown = (dir: string) => path.relative(process.cwd(), dir) || '.';
/** A folder option whose help shows its default as a path from the current folder. */
const dirOption = (flags: string, description: string, dir: string) =>
  new Option(flags, description).default(dir, shown(dir));

/** --host: alone, every network (0.0.0.0); the default, this computer only. */
const hostOption = () =>
  new Option(
    '--host [address]',
    'address to listen on: 0.0.0.0 (or --host alone) for every network, so a phone on the same Wi-Fi can open the site',
  ).default(LOCAL_HOST);
const hostOf = (value: string | true): string => (value === true ? '0.0.0.0' : value);

/** The lines that say where the site is: the port moved to, this computer's URL, the network's. */
function servingLines(what: string, host: string, asked: number, port: number, suffix = ''): string[] {
  const lines = port === asked ? [] : [`Port ${asked} is in use: serving on ${port} instead`];
  lines.push(`Serving ${what}at ${localUrl(host, port)}/${suffix}`);
  const network = networkUrls(host, port);
  if (isWildcard(host) && network.length === 0)
    lines.push('On your network: no address found (is this computer on one?)');
  for (const url of network) lines.push(`On your network: ${url}/ (a phone on the same Wi-Fi opens it there)`);
  return lines;
}

function parsePort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new InvalidArgumentError(problemMessage('PortInvalid'));
  return port;
}

const program = new Command('build-site')
  .description('Build the flooring contractor website from YAML content into static files.')
  .version(version, '-v, --version', 'print the version')
  // Commander's own errors (unknown command or option, missing argument) become one line with a pointer to help.
  .configureOutput({
    outputError: (message, write) =>
      write(`${printable(`${message.trim().replace(/\s*\n\s*/g, ' ')} Run "build-site --help" for usage.`)}\n`),
  })
  // Commander throws instead of exiting (the commands defined below inherit this), so its usage errors
  // leave with exit code 2 at the end of this file, after whatever was printed.
  .exitOverride();

/** --format, for the commands that report problems. */
const formatOption = () =>
  new Option('--format <format>', 'how problems are printed (github is the default when GITHUB_ACTIONS=true)')
    .choices(FORMATS)
    .default(defaultFormat(), defaultFormat());

program
  .command('build')
  .description('render every route from content/ into dist/')
  .addOption(dirOption('-c, --content <dir>', 'content folder', defaultContent))
  .addOption(dirOption('-o, --out <dir>', 'output folder', defaultOut))
  .option('-q, --quiet', 'print only the summary and errors')
  // The CLI's own compiled bundle, also under the cache folder (compiled.ts), is not a build cache: it is kept.
  .option(
    '--no-cache',
    `redo everything: read none of the build caches in ${shown(defaults.cacheDir)} (parsed content, photos, share images, scripts); the fresh results still replace them`,
  )
  .addOption(formatOption())
  .action(async (opts: BuildCommandFlags) => {
    process.exitCode = await runBuild(root, opts);
  });

program
  .command('serve')
  .description('serve dist/ on 127.0.0.1 as the deploy host would (_headers, _redirects, 404.html)')
  .option('-p, --port <port>', 'port (the next free one when it is taken)', parsePort, 4173)
  .addOption(hostOption())
  // The same default as build's: the project's dist/ from any working folder.
  .addOption(dirOption('-o, --out <dir>', 'folder to serve', defaultOut))
  .addOption(
    new Option('--rules <host>', 'apply _redirects as this host reads it')
      .choices(['netlify', 'cloudflare'])
      .default('netlify'),
  )
  .action(async (opts) => {
    const asked = opts.port as number;
    const host = hostOf(opts.host as string | true);
    const { startServer, missingFolderMessage } = await import('../serve/serve.ts');
    const out = path.resolve(opts.out);
    // Started anyway: a build in another terminal brings the folder, and the server answers from then on.
    if (!existsSync(out)) printErr(`Warning: ${missingFolderMessage(out)}; until then every request gets a 503`);
    const server = await startServer(out, asked, { dialect: opts.rules as HostDialect, log: printErr, host });
    const { port } = server.address() as AddressInfo;
    print({ out: servingLines(`${shown(out)} `, host, asked, port) });
  });

program
  .command('dev')
  .description(
    'serve dist/ like `serve`, rebuild on every change (content, templates, client, public, generator), reload open tabs',
  )
  .option('-p, --port <port>', 'port (the next free one when it is taken)', parsePort, 4173)
  .addOption(hostOption())
  .addOption(dirOption('-c, --content <dir>', 'content folder', defaultContent))
  .addOption(dirOption('-o, --out <dir>', 'output folder (the same as `build` writes)', defaultOut))
  .action(async (opts: { port: number; host: string | true; content: string; out: string }) => {
    const { startDevServer } = await import('../serve/dev-server.ts');
    const host = hostOf(opts.host);
    const dev = await startDevServer({
      root,
      contentDir: path.resolve(opts.content),
      outDir: path.resolve(opts.out),
      port: opts.port,
      host,
      log: printOut,
    });
    const port = Number(new URL(dev.url).port);
    print({ out: servingLines('', host, opts.port, port, ' — watching for changes') });
    printOut(
      dev.editorReachable
        ? `Editor at ${dev.adminUrl} (this computer only)`
        : `Editor: not reachable, it answers this computer only and dev listens on ${host} alone; pass --host 0.0.0.0 to have both`,
    );
    // Ctrl-C stops the build process too, rather than leaving it to finish a build nobody will see.
    for (const signal of ['SIGINT', 'SIGTERM'] as const)
      process.once(signal, () => void dev.close().then(() => process.exit(0)));
  });

// The build process of `build-site dev` (serve/dev/builder.ts starts it): going through this CLI, it runs
// the compiled bundle of the sources as they are now, so a code edit is picked up by the next child.
program.command('dev-build-child', { hidden: true }).action(async () => {
  await import('../serve/dev/build-child.ts');
});

program
  .command('check')
  .description(
    "validate every HTML page in dist/, check local links, share images, media URLs and the JSON-LD graph, that no file is a symbolic link, and what the site's public key reads from the settings backend",
  )
  .addOption(dirOption('-o, --out <dir>', 'folder to check', defaultOut))
  .addOption(formatOption())
  .option('--launch', 'before going live: also list the placeholders left in the content, fail while any remain')
  .addOption(dirOption('-c, --content <dir>', 'content folder the launch check reads', defaultContent))
  .action(async (opts: { out: string; format: Format; launch?: boolean; content: string }) => {
    const out = path.resolve(opts.out);
    // Messages name the folder as it was given (an absolute -o stays absolute); the default from the working folder.
    const named = opts.out === defaultOut ? shown(out) : opts.out;
    if (!existsSync(out)) throw usageProblem('OutputMissing', named);
    if (!statSync(out).isDirectory()) throw usageProblem('OutputIsFile', named);
    const { checkSite, problemCount } = await import('./check.ts');
    const { checkSettingsAccess } = await import('./settings-access.ts');
    // Asked before the pages, not beside them: html-validate holds the event loop for seconds at a time,
    // and the answer's 2 s timer would run out behind it. Offline it answers at once.
    const settings = await checkSettingsAccess(out);
    const result = await checkSite(out);
    result.settingsExposures = settings.exposures;
    const launch = opts.launch ? (await import('./launch-check.ts')).launchReport(opts.content) : undefined;
    const exitCode = problemCount(result) + (launch?.problems.length ?? 0) > 0 ? EXIT.problems : EXIT.ok;
    process.exitCode = exitCode;
    print(checkEndLines(opts.format, result, named, exitCode, settings.line, launch));
  });

program
  .command('new')
  .description(
    'write a new content file with draft copy: content/services|locations|projects/<slug>.yaml or content/guides/<slug>.md',
  )
  .argument('<kind>', `one of ${SCAFFOLD_KINDS.join(', ')}`, (value: string) => {
    if (!(SCAFFOLD_KINDS as readonly string[]).includes(value))
      throw new InvalidArgumentError(problemMessage('ScaffoldKindUnknown', SCAFFOLD_KINDS.join(', ')));
    return value as ScaffoldKind;
  })
  .argument('<slug>', 'lowercase words joined by hyphens, e.g. heated-floors')
  .addOption(dirOption('-c, --content <dir>', 'content folder', defaultContent))
  .action(async (kind: ScaffoldKind, slug: string, opts: { content: string }) => {
    const { scaffold } = await import('./scaffold/scaffold.ts');
    const { file, hint } = scaffold(path.resolve(opts.content), kind, slug);
    printOut(`Wrote ${shown(file)}: edit the draft copy, then build. ${hint}.`);
  });

program
  .command('schemas')
  .description(
    'regenerate the JSON Schemas in content/.schemas/ from the zod schemas in generator/model/schema/, the schema line atop each content file and the schema map in .vscode/settings.json',
  )
  .addOption(dirOption('-c, --content <dir>', 'content folder', defaultContent))
  .action(async (opts: { content: string }) => {
    const { regenerateSchemas } = await import('./json-schema.ts');
    for (const line of regenerateSchemas(path.resolve(opts.content))) printOut(line);
  });

/** A mistake the user can fix, as a catalogued problem when it is one; anything else is a bug and keeps its stack. */
function userProblem(error: unknown): UsageError | undefined {
  if (error instanceof UsageError) return error;
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const where = error as { address?: string; hostname?: string; port?: number; path?: string } | undefined;
  if (error instanceof PortsInUseError) return usageProblem('PortsInUse', error.port, error.last);
  if (code === 'EADDRINUSE') return usageProblem('PortsInUse', where?.port as number, where?.port as number);
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND' || code === 'EAI_AGAIN')
    return usageProblem('NotAnAddress', where?.address ?? where?.hostname);
  if (code === 'EACCES' && where?.port !== undefined) return usageProblem('PortNeedsPrivileges', where.port);
  if (code === 'ENOENT' && where?.path) return usageProblem('PathMissing', where.path);
  return undefined;
}

if (process.argv.length <= 2) {
  // No command: show what there is to run, which is not an error.
  program.outputHelp();
} else {
  try {
    await program.parseAsync(process.argv);
  } catch (error) {
    process.exitCode = failureExitCode(error);
  }
}

/** Prints what a command threw and returns the exit code: 2 for a usage mistake, 70 for a bug (with its stack). */
function failureExitCode(error: unknown): number {
  // Commander has printed its message already (or the help or version, which exit 0).
  if (error instanceof CommanderError) return error.exitCode === 0 ? EXIT.ok : EXIT.usage;
  const problem = userProblem(error);
  if (problem) {
    // The message, then what to do about it: the catalogue's hint.
    print({ err: [`Error: ${problem.message}`, ...hintLines(problem)] });
    return EXIT.usage;
  }
  print({ err: errorLines(error) });
  return EXIT.internal;
}
