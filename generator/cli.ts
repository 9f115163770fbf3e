// The build-site command line: build, serve, dev and check.
import { watch } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Command } from 'commander';
import { buildSite, type BuildSummary } from './build.ts';
import { checkSite, problemCount } from './check.ts';
import { ContentError, UsageError } from './errors.ts';
import { shownPath } from './output-dir.ts';
import { startServer } from './serve.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function printSummary(s: BuildSummary): void {
  console.log(`Built ${s.pages} pages and ${s.redirects} redirects in ${(s.ms / 1000).toFixed(2)} s`);
  console.log(`  ${s.tagManager}`);
  console.log(`  HTML ${kb(s.htmlBytes)}, scripts and styles ${kb(s.assetBytes)} -> ${path.relative(process.cwd(), s.outDir) || '.'}`);
  const img = s.images;
  if (img.processed + img.reused > 0) {
    console.log(`  Photos: ${img.processed} encoded, ${img.reused} reused from cache; originals ${kb(img.originalBytes)} -> largest AVIF ${kb(img.servedBytes)} (${kb(img.originalBytes - img.servedBytes)} saved), ${kb(img.outputBytes)} of variants written`);
  }
}

async function runBuild(opts: { content?: string; out?: string; quiet?: boolean; cache?: boolean }): Promise<boolean> {
  const outDir = opts.out ? path.resolve(opts.out) : path.join(root, 'dist');
  const shownOut = `${shownPath(outDir)}/`;
  try {
    const summary = await buildSite({
      root,
      contentDir: opts.content ? path.resolve(opts.content) : undefined,
      outDir,
      cache: opts.cache,
      log: opts.quiet ? undefined : (line) => console.log(line),
    });
    printSummary(summary);
    return true;
  } catch (error) {
    console.error(buildFailure(error, shownOut));
    return false;
  }
}

/** What a failed build prints: one line per problem for anything the user can fix, a stack only for a bug. */
function buildFailure(error: unknown, shownOut: string): string {
  if (error instanceof ContentError) {
    return `Build failed: ${error.problems.length} content problem(s); ${shownOut} was left unchanged.\n${error.message}`;
  }
  if (error instanceof UsageError) return `Build failed: ${error.message}.`;
  // File-system refusals (permissions, a full disk) carry a code and a message naming the path.
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (error instanceof Error && typeof code === 'string') return `Build failed; ${shownOut} was left unchanged: ${error.message}`;
  return `Build failed; ${shownOut} was left unchanged.\n${error instanceof Error ? error.stack ?? error.message : String(error)}`;
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
  .description('build, serve, and rebuild when content, templates, client code or public files change')
  .option('-p, --port <port>', 'port', '4173')
  .action(async (opts) => {
    await runBuild({});
    const port = Number(opts.port);
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
  .description('validate every HTML page in dist/, check local links, share images, media URLs and the JSON-LD graph')
  .option('-o, --out <dir>', 'folder to check', 'dist')
  .action(async (opts) => {
    const result = await checkSite(path.resolve(opts.out));
    for (const page of result.invalidPages) {
      console.error(`${page.file}:`);
      for (const m of page.messages) console.error(`  ${m}`);
    }
    for (const link of result.brokenLinks) console.error(`${link.file}: broken local link ${link.url}`);
    for (const p of result.shareImageProblems) console.error(`${p.file}: ${p.message}`);
    for (const p of result.mediaProblems) console.error(`${p.file}: ${p.url}: ${p.message}`);
    for (const c of result.graphConflicts) console.error(`JSON-LD ${c.id} has ${c.values.length} values for ${c.property}: ${c.values.map((v) => `${v.file} ${v.value.slice(0, 80)}`).join(' | ')}`);
    console.log(`Checked ${result.pages} pages: ${result.invalidPages.length} invalid, ${result.brokenLinks.length} broken local links, `
      + `${result.shareImageProblems.length} share-image problems, ${result.mediaProblems.length} media-URL problems, ${result.graphConflicts.length} JSON-LD conflicts`);
    if (problemCount(result) > 0) process.exitCode = 1;
  });

await program.parseAsync(process.argv);
