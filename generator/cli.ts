// The build-site command line: build, serve, dev, check, new and schemas.
import { existsSync, readFileSync, watch } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Command, InvalidArgumentError, Option } from 'commander';
import { buildSite, type BuildSummary } from './build.ts';
import { checkSite } from './check.ts';
import { ContentError } from './errors.ts';
import { writeModelines, writeSchemas } from './json-schema.ts';
import { SCAFFOLD_KINDS, scaffold, type ScaffoldKind } from './scaffold.ts';
import { startServer } from './serve.ts';
import { UserError } from './user-error.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function printSummary(s: BuildSummary): void {
  console.log(`Built ${s.pages} pages and ${s.redirects} redirects in ${(s.ms / 1000).toFixed(2)} s`);
  console.log(`  HTML ${kb(s.htmlBytes)}, scripts and styles ${kb(s.assetBytes)} -> ${path.relative(process.cwd(), s.outDir) || '.'}`);
}

async function runBuild(opts: { content?: string; out?: string; quiet?: boolean; cache?: boolean }): Promise<boolean> {
  try {
    const summary = await buildSite({
      root,
      contentDir: opts.content ? path.resolve(opts.content) : undefined,
      outDir: opts.out ? path.resolve(opts.out) : undefined,
      cache: opts.cache,
      log: opts.quiet ? undefined : (line) => console.log(line),
    });
    printSummary(summary);
    return true;
  } catch (error) {
    if (error instanceof ContentError) {
      console.error(`Build failed: ${error.problems.length} content problem(s); dist/ was left unchanged.`);
      console.error(error.message);
    } else {
      console.error('Build failed; dist/ was left unchanged.');
      console.error(error instanceof Error ? error.stack ?? error.message : error);
    }
    return false;
  }
}

const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };
const defaultContent = path.join(root, 'content');
const defaultOut = path.join(root, 'dist');
const shown = (dir: string) => path.relative(process.cwd(), dir) || '.';
/** A folder option whose help shows its default as a path from the current folder. */
const dirOption = (flags: string, description: string, dir: string) => new Option(flags, description).default(dir, shown(dir));

function parsePort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new InvalidArgumentError('expected a port number from 1 to 65535.');
  return port;
}

const program = new Command('build-site')
  .description('Build the flooring contractor website from YAML content into static files.')
  .version(version, '-v, --version', 'print the version')
  // Commander's own errors (unknown command or option, missing argument) become one line with a pointer to help.
  .configureOutput({ outputError: (message, write) => write(`${message.trim().replace(/\s*\n\s*/g, ' ')} Run "build-site --help" for usage.\n`) });

program.command('build')
  .description('render every route from content/ into dist/')
  .addOption(dirOption('-c, --content <dir>', 'content folder', defaultContent))
  .addOption(dirOption('-o, --out <dir>', 'output folder', defaultOut))
  .option('-q, --quiet', 'print only the summary and errors')
  .option('--no-cache', 'parse every content file (skip node_modules/.cache/build-site)')
  .action(async (opts) => {
    if (!(await runBuild(opts))) process.exitCode = 1;
  });

program.command('serve')
  .description('serve dist/ on 127.0.0.1 for a local preview')
  .option('-p, --port <port>', 'port', parsePort, 4173)
  .option('-o, --out <dir>', 'folder to serve', 'dist')
  .action(async (opts) => {
    const port = opts.port as number;
    await startServer(path.resolve(opts.out), port);
    console.log(`Serving ${opts.out} at http://127.0.0.1:${port}/`);
  });

program.command('dev')
  .description('build, serve, and rebuild when content, templates, client code or public files change')
  .option('-p, --port <port>', 'port', parsePort, 4173)
  .action(async (opts) => {
    await runBuild({});
    const port = opts.port as number;
    await startServer(path.join(root, 'dist'), port);
    console.log(`Serving dist at http://127.0.0.1:${port}/ — watching for changes`);
    let timer: ReturnType<typeof setTimeout> | undefined;
    for (const dir of ['content', 'templates', 'client', 'public', 'generator']) {
      watch(path.join(root, dir), { recursive: true }, () => {
        clearTimeout(timer);
        timer = setTimeout(() => void runBuild({ quiet: true }), 100);
      });
    }
  });

program.command('check')
  .description('validate every HTML page in dist/ and check that local links resolve')
  .option('-o, --out <dir>', 'folder to check', 'dist')
  .action(async (opts) => {
    if (!existsSync(path.resolve(opts.out))) throw new UserError(`${opts.out} does not exist: run "build-site build" first`);
    const result = await checkSite(path.resolve(opts.out));
    for (const page of result.invalidPages) {
      console.error(`${page.file}:`);
      for (const m of page.messages) console.error(`  ${m}`);
    }
    for (const link of result.brokenLinks) console.error(`${link.file}: broken local link ${link.url}`);
    console.log(`Checked ${result.pages} pages: ${result.invalidPages.length} invalid, ${result.brokenLinks.length} broken local links`);
    if (result.invalidPages.length > 0 || result.brokenLinks.length > 0) process.exitCode = 1;
  });

program.command('new')
  .description('write a new content file with draft copy: content/services|locations|projects/<slug>.yaml')
  .argument('<kind>', `one of ${SCAFFOLD_KINDS.join(', ')}`, (value: string) => {
    if (!(SCAFFOLD_KINDS as readonly string[]).includes(value)) throw new InvalidArgumentError(`expected one of ${SCAFFOLD_KINDS.join(', ')}.`);
    return value as ScaffoldKind;
  })
  .argument('<slug>', 'lowercase words joined by hyphens, e.g. heated-floors')
  .addOption(dirOption('-c, --content <dir>', 'content folder', defaultContent))
  .action((kind: ScaffoldKind, slug: string, opts: { content: string }) => {
    const { file, hint } = scaffold(path.resolve(opts.content), kind, slug);
    console.log(`Wrote ${shown(file)}: edit the draft copy, then build. ${hint}.`);
  });

program.command('schemas')
  .description('regenerate the JSON Schemas in content/.schemas/ from generator/schema.ts and the schema line atop each content file')
  .addOption(dirOption('-c, --content <dir>', 'content folder', defaultContent))
  .action((opts: { content: string }) => {
    const dir = path.resolve(opts.content);
    const changed = [...writeSchemas(dir), ...writeModelines(dir)];
    console.log(changed.length ? `Updated ${changed.length} file(s): ${changed.join(', ')}` : 'Schemas and schema lines are up to date.');
  });

/** One line for a mistake the user can fix; anything else is a bug and keeps its stack. */
function userMessage(error: unknown): string | undefined {
  if (error instanceof UserError) return error.message;
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const where = (error as { address?: string; port?: number; path?: string } | undefined);
  if (code === 'EADDRINUSE') return `port ${where?.port} is in use: stop the other server or pass another port with -p`;
  if (code === 'EACCES' && where?.port !== undefined) return `port ${where.port} needs privileges: pass a port above 1024 with -p`;
  if (code === 'ENOENT' && where?.path) return `${where.path} does not exist: check the path, or run "build-site build" first`;
  return undefined;
}

if (process.argv.length <= 2) {
  // No command: show what there is to run, which is not an error.
  program.outputHelp();
} else {
  try {
    await program.parseAsync(process.argv);
  } catch (error) {
    const message = userMessage(error);
    if (!message) throw error;
    console.error(`Error: ${message}`);
    process.exitCode = 1;
  }
}
