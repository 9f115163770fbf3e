// `build-site build`: runs one build and prints its outcome as text, JSON or GitHub annotations.
import path from 'node:path';
import type { BuildSummary } from '../pipeline/build.ts';
import { type BuildContext, resolveBuildContext } from '../pipeline/context.ts';
import { ContentError, formatProblem, UsageError } from '../model/errors.ts';
import { UsageProblem } from '../model/problems.ts';
import { shownPath } from '../pipeline/write/output-dir.ts';
import {
  errorLines,
  hintLines,
  jsonLines,
  type Printed,
  print,
  printErr,
  printOut,
  WorkflowCommand,
} from './output.ts';
import { EXIT, type Format, fromContentProblem, githubAnnotation, type JsonReport } from './report.ts';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** What both a build and a kept output print. */
type Summary = Pick<
  BuildSummary,
  'pages' | 'redirects' | 'htmlBytes' | 'assetBytes' | 'ms' | 'outDir' | 'tagManager' | 'images'
> &
  Partial<Pick<BuildSummary, 'phases' | 'render' | 'load' | 'renderStartMs' | 'shareImages'>>;

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** The summary of a build, or of an output kept as it was. */
function summaryLines(s: Summary, kept: boolean): string[] {
  const lines = [
    kept
      ? `Nothing changed since the last build: ${s.pages} pages and ${s.redirects} redirects kept as they are (checked in ${(s.ms / 1000).toFixed(2)} s)`
      : `Built ${s.pages} pages and ${s.redirects} redirects in ${seconds(s.ms)}`,
    `  ${s.tagManager}`,
    `  HTML ${kb(s.htmlBytes)}, scripts and styles ${kb(s.assetBytes)} -> ${path.relative(process.cwd(), s.outDir) || '.'}`,
  ];
  // The times the build's phase runner measured (pipeline/phases.ts); a kept output ran none.
  if (!kept && s.phases) lines.push(`  Phases: ${s.phases.map((p) => `${p.name} ${seconds(p.ms)}`).join(', ')}`);
  // Drawn beside the bundle and the render, so their span overlaps the phases above.
  const share = s.shareImages;
  if (!kept && share && share.drawn > 0)
    lines.push(
      `  Share images: ${share.drawn} drawn, ${share.cached} from the cache, from ${seconds(share.startMs)} to ${seconds(share.endMs)}`,
    );
  const img = s.images;
  if (img.processed + img.reused > 0) {
    lines.push(
      `  Photos: ${img.processed} encoded, ${img.reused} reused from cache; originals ${kb(img.originalBytes)} -> largest AVIF ${kb(img.servedBytes)} (${kb(img.originalBytes - img.servedBytes)} saved), ${kb(img.outputBytes)} of variants written`,
    );
  }
  return lines;
}

/** How a build ended: its summary (`kept`: the output was left as it was), or what it threw. */
export type BuildOutcome = { ok: true; summary: Summary; kept: boolean } | { ok: false; error: unknown };

/** What `build` prints when it ends, in `format`; `shownOut` names the output folder (`dist/`). */
export function buildEndLines(format: Format, outcome: BuildOutcome, shownOut: string): Printed {
  const report = (r: Omit<JsonReport, 'command'>): Printed => ({ out: jsonLines({ command: 'build', ...r }), err: [] });
  if (outcome.ok) {
    if (format === 'json')
      return report({ ok: true, exitCode: EXIT.ok, problems: [], summary: jsonSummary(outcome.summary) });
    return { out: summaryLines(outcome.summary, outcome.kept), err: [] };
  }
  const { error } = outcome;
  const exitCode = buildExitCode(error);
  const problems = error instanceof ContentError ? error.problems.map(fromContentProblem) : [];
  if (format === 'json') {
    const failure = error instanceof ContentError ? undefined : failureLines(error, shownOut).join('\n');
    // A catalogued problem's name (stable, for scripts) and hint beside its one-line error.
    const named = error instanceof UsageProblem ? { problem: error.problem, hint: error.hint } : {};
    return report({ ok: false, exitCode, problems, ...(failure ? { error: failure } : {}), ...named });
  }
  if (format === 'github' && problems.length > 0)
    return {
      out: problems.map((p) => new WorkflowCommand(githubAnnotation('build', p))),
      err: [`Build failed: ${problems.length} content problem(s); ${shownOut} was left unchanged.`],
    };
  return { out: [], err: [...failureLines(error, shownOut), ...hintLines(error)] };
}

/** The `build` command's flags as commander parses them (the pipeline's own options are context.ts's BuildOptions). */
export interface BuildCommandFlags {
  content?: string;
  out?: string;
  quiet?: boolean;
  cache?: boolean;
  format: Format;
}

/** Runs one build and prints its outcome in the chosen format; returns the exit code. */
export async function runBuild(root: string, opts: BuildCommandFlags): Promise<number> {
  // With JSON on stdout, progress goes to stderr so stdout stays one parseable object.
  const say = opts.format === 'json' ? printErr : printOut;
  let shownOut = '';
  const end = (outcome: BuildOutcome): number => {
    print(buildEndLines(opts.format, outcome, shownOut));
    return outcome.ok ? EXIT.ok : buildExitCode(outcome.error);
  };
  try {
    // The folders are resolved here, once: the kept-output check, the build and its record read this context.
    const ctx = resolveBuildContext({
      root,
      contentDir: opts.content,
      outDir: opts.out,
      cache: opts.cache,
      log: opts.quiet ? undefined : (line) => say(line),
    });
    shownOut = `${shownPath(ctx.output.outDir)}/`;
    // Before the build's modules load: with nothing changed, the output stays as it is (unchanged-output.ts).
    const kept = ctx.cache ? await keptBuild(ctx) : undefined;
    if (kept) return end({ ok: true, summary: kept, kept: true });
    const { buildWithContext } = await import('../pipeline/build.ts');
    return end({ ok: true, summary: await buildWithContext(ctx), kept: false });
  } catch (error) {
    return end({ ok: false, error });
  }
}

async function keptBuild(ctx: BuildContext): Promise<Summary | undefined> {
  const started = performance.now();
  const { keptOutput } = await import('../pipeline/write/unchanged-output.ts');
  const { describeLookup } = await import('../pipeline/content/settings-lookup.ts');
  const kept = await keptOutput(ctx);
  if (!kept) return undefined;
  const { outDir } = ctx.output;
  return { ...kept.summary, outDir, tagManager: describeLookup(kept.lookup), ms: performance.now() - started };
}

const buildExitCode = (error: unknown): number =>
  error instanceof ContentError ? EXIT.problems : error instanceof UsageError ? EXIT.usage : EXIT.internal;

const jsonSummary = (s: Summary) => ({
  pages: s.pages,
  redirects: s.redirects,
  ms: Math.round(s.ms),
  htmlBytes: s.htmlBytes,
  assetBytes: s.assetBytes,
  outDir: path.relative(process.cwd(), s.outDir) || '.',
  ...(s.phases ? { phases: s.phases.map((p) => ({ name: p.name, ms: Math.round(p.ms) })) } : {}),
  ...(s.shareImages
    ? {
        shareImages: {
          drawn: s.shareImages.drawn,
          cached: s.shareImages.cached,
          startMs: Math.round(s.shareImages.startMs),
          endMs: Math.round(s.shareImages.endMs),
        },
      }
    : {}),
  // Per render worker, ms after the workers started: renderer loaded, content received, then the
  // pages it rendered and how long that took; with `load`, who loaded the content files and when:
  // a build's timeline per thread (scripts/build-timeline.ts).
  ...(s.render?.workers
    ? {
        workers: {
          // When the workers started, ms after the build started: the times below count from there.
          startMs: Math.round(s.renderStartMs ?? 0),
          bootMs: s.render.bootMs.map(Math.round),
          readyMs: s.render.readyMs.map(Math.round),
          rendered: s.render.rendered,
          renderMs: s.render.renderMs.map(Math.round),
          // The main thread's work beside the render (the checks across files, the page graph's keys).
          ...(s.render.besideMs ? { besideMs: s.render.besideMs.map(Math.round) } : {}),
        },
      }
    : {}),
  ...(s.load
    ? {
        load: {
          loaded: s.load.loaded,
          workerFromMs: s.load.workerFromMs.map(Math.round),
          workerToMs: s.load.workerToMs.map(Math.round),
        },
      }
    : {}),
});

/** What a failed build prints: one line per problem for anything the user can fix, a stack only for a bug. */
function failureLines(error: unknown, shownOut: string): string[] {
  if (error instanceof ContentError)
    return [
      `Build failed: ${error.problems.length} content problem(s); ${shownOut} was left unchanged.`,
      ...error.problems.map(formatProblem),
    ];
  if (error instanceof UsageError) return [`Build failed: ${error.message}.`];
  // File-system refusals (permissions, a full disk) carry a code and a message naming the path.
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (error instanceof Error && typeof code === 'string')
    return [`Build failed; ${shownOut} was left unchanged: ${error.message}`];
  return [`Build failed; ${shownOut} was left unchanged.`, ...errorLines(error)];
}
