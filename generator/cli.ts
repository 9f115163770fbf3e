// The build-site command line: build, serve, dev and check.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Command } from 'commander';
import { buildSite, type BuildSummary } from './build.ts';
import { checkSite } from './check.ts';
import { startDevServer } from './dev-server.ts';
import { ContentError } from './errors.ts';
import { startServer } from './serve.ts';

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

const program = new Command('build-site')
  .description('Build the flooring contractor website from YAML content into static files.');

program.command('build')
  .description('render every route from content/ into dist/')
  .option('-c, --content <dir>', 'content folder', undefined)
  .option('-o, --out <dir>', 'output folder', undefined)
  .option('-q, --quiet', 'print only the summary and errors')
  .option('--no-cache', 'parse every content file (skip node_modules/.cache/build-site)')
  .action(async (opts) => {
    if (!(await runBuild(opts))) process.exitCode = 1;
  });

program.command('serve')
  .description('serve dist/ on 127.0.0.1 for a local preview')
  .option('-p, --port <port>', 'port', '4173')
  .option('-o, --out <dir>', 'folder to serve', 'dist')
  .action(async (opts) => {
    const port = Number(opts.port);
    await startServer(path.resolve(opts.out), port);
    console.log(`Serving ${opts.out} at http://127.0.0.1:${port}/`);
  });

program.command('dev')
  .description('serve dist/ like `serve`, rebuild on every change (content, templates, client, public, generator), reload open tabs')
  .option('-p, --port <port>', 'port', '4173')
  .option('-c, --content <dir>', 'content folder', undefined)
  .option('-o, --out <dir>', 'output folder (the same as `build` writes)', undefined)
  .action(async (opts) => {
    const dev = await startDevServer({
      root,
      contentDir: opts.content ? path.resolve(opts.content) : undefined,
      outDir: opts.out ? path.resolve(opts.out) : undefined,
      port: Number(opts.port),
      log: (line) => console.log(line),
    });
    console.log(`Serving at ${dev.url}/ — watching for changes`);
  });

program.command('check')
  .description('validate every HTML page in dist/ and check that local links resolve')
  .option('-o, --out <dir>', 'folder to check', 'dist')
  .action(async (opts) => {
    const result = await checkSite(path.resolve(opts.out));
    for (const page of result.invalidPages) {
      console.error(`${page.file}:`);
      for (const m of page.messages) console.error(`  ${m}`);
    }
    for (const link of result.brokenLinks) console.error(`${link.file}: broken local link ${link.url}`);
    console.log(`Checked ${result.pages} pages: ${result.invalidPages.length} invalid, ${result.brokenLinks.length} broken local links`);
    if (result.invalidPages.length > 0 || result.brokenLinks.length > 0) process.exitCode = 1;
  });

await program.parseAsync(process.argv);
