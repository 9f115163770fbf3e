// `build-site build`: runs one build and prints its outcome as text, JSON or GitHub annotations.
import path from 'node:path';
import type { BuildSummary } from '../pipeline/build.ts';
import { projectFolders } from '../pipeline/context.ts';
import { ContentError, UsageError } from '../model/errors.ts';
import { shownPath } from '../pipeline/write/output-dir.ts';
import { EXIT, type Format, fromContentProblem, githubAnnotation, jsonReport } from './report.ts';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function printSummary(s: BuildSummary): void {
  console.log(`Built ${s.pages} pages and ${s.redirects} redirects in ${(s.ms / 1000).toFixed(2)} s`);
  console.log(`  ${s.tagManager}`);
  console.log(
    `  HTML ${kb(s.htmlBytes)}, scripts and styles ${kb(s.assetBytes)} -> ${path.relative(process.cwd(), s.outDir) || '.'}`,
  );
  const img = s.images;
  if (img.processed + img.reused > 0) {
    console.log(
      `  Photos: ${img.processed} encoded, ${img.reused} reused from cache; originals ${kb(img.originalBytes)} -> largest AVIF ${kb(img.servedBytes)} (${kb(img.originalBytes - img.servedBytes)} saved), ${kb(img.outputBytes)} of variants written`,
    );
  }
}

export interface BuildOptions {
  content?: string;
  out?: string;
  quiet?: boolean;
  cache?: boolean;
  format: Format;
}

/** Runs one build and prints its outcome in the chosen format; returns the exit code. */
export async function runBuild(root: string, opts: BuildOptions): Promise<number> {
  const { contentDir, outDir } = projectFolders(root, { contentDir: opts.content, outDir: opts.out });
  const shownOut = `${shownPath(outDir)}/`;
  // With JSON on stdout, progress goes to stderr so stdout stays one parseable object.
  const say = opts.format === 'json' ? console.error : console.log;
  try {
    const { buildSite } = await import('../pipeline/build.ts');
    const summary = await buildSite({
      root,
      contentDir,
      outDir,
      cache: opts.cache,
      log: opts.quiet ? undefined : (line) => say(line),
    });
    if (opts.format === 'json')
      console.log(
        jsonReport({ command: 'build', ok: true, exitCode: EXIT.ok, problems: [], summary: jsonSummary(summary) }),
      );
    else printSummary(summary);
    return EXIT.ok;
  } catch (error) {
    const exitCode = buildExitCode(error);
    const problems = error instanceof ContentError ? error.problems.map(fromContentProblem) : [];
    if (opts.format === 'json') {
      const failure = error instanceof ContentError ? undefined : buildFailure(error, shownOut);
      console.log(
        jsonReport({ command: 'build', ok: false, exitCode, problems, ...(failure ? { error: failure } : {}) }),
      );
    } else if (opts.format === 'github' && problems.length > 0) {
      for (const p of problems) console.log(githubAnnotation('build', p));
      console.error(`Build failed: ${problems.length} content problem(s); ${shownOut} was left unchanged.`);
    } else console.error(buildFailure(error, shownOut));
    return exitCode;
  }
}

const buildExitCode = (error: unknown): number =>
  error instanceof ContentError ? EXIT.problems : error instanceof UsageError ? EXIT.usage : EXIT.internal;

const jsonSummary = (s: BuildSummary) => ({
  pages: s.pages,
  redirects: s.redirects,
  ms: Math.round(s.ms),
  htmlBytes: s.htmlBytes,
  assetBytes: s.assetBytes,
  outDir: path.relative(process.cwd(), s.outDir) || '.',
});

/** What a failed build prints: one line per problem for anything the user can fix, a stack only for a bug. */
function buildFailure(error: unknown, shownOut: string): string {
  if (error instanceof ContentError) {
    return `Build failed: ${error.problems.length} content problem(s); ${shownOut} was left unchanged.\n${error.message}`;
  }
  if (error instanceof UsageError) return `Build failed: ${error.message}.`;
  // File-system refusals (permissions, a full disk) carry a code and a message naming the path.
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (error instanceof Error && typeof code === 'string')
    return `Build failed; ${shownOut} was left unchanged: ${error.message}`;
  return `Build failed; ${shownOut} was left unchanged.\n${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
}
