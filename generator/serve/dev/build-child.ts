// Child process of `build-site dev`: runs builds on request with the modules it loaded at start, so the
// dev server can keep it warm for content edits and replace it (fresh modules) when code changes.
import { buildSite } from '../../pipeline/build.ts';
import { outputPaths } from '../../pipeline/context.ts';
import { discardSkeletons } from '../../pipeline/write/output-skeleton.ts';
import { ContentError, UsageError } from '../../model/errors.ts';
import { UsageProblem } from '../../model/problems.ts';
import type { BuildRequest, BuildResult } from '../../model/dev-protocol.ts';

/** The output of the last build that succeeded, whose folders made ahead this child removes when it leaves. */
let outDir: string | undefined;

/**
 * How long after answering the child waits before a build's deferred work (BuildOptions.defer): the
 * dev server and the browser's reload get the cores first. Done at once, the editor's preview data
 * (4 ms) slowed the reload on a two-core machine by about as much.
 */
const LATER_MS = 100;

/** Work a build left for after its answer, and its timer. */
const later: (() => void)[] = [];
let laterTimer: NodeJS.Timeout | undefined;
let answered = false;

function doLater(): void {
  clearTimeout(laterTimer);
  for (const work of later.splice(0)) {
    try {
      work();
    } catch {
      // The editor's preview data unwritten: its previews show the build before; the next build writes it.
    }
  }
}

process.on('message', (request: BuildRequest) => {
  // Before the next build: what a build left is never written after a later build's.
  doLater();
  // The dev server may be gone by the time a build finishes: then there is no one to tell.
  void run(request).then((result) => {
    process.send?.(result, undefined, undefined, () => undefined);
    // A child's first build reloads no page (the dev server starting, or code replaced): at once, so
    // an editor opened right away has its previews.
    if (answered) laterTimer = setTimeout(doLater, LATER_MS);
    else doLater();
    answered = true;
  });
});

async function run(request: BuildRequest): Promise<BuildResult> {
  const started = performance.now();
  try {
    // The dev server shows drafts (guides marked draft: true); `build` leaves them out.
    const summary = await buildSite({
      root: request.root,
      contentDir: request.contentDir,
      outDir: request.outDir,
      drafts: true,
      editorPreviewFile: request.editorPreviewFile,
      resident: true,
      changes: request.changes,
      defer: (work) => later.push(work),
    });
    // Only a build that succeeded makes folders ahead (pipeline/build.ts), beside the output it names.
    outDir = summary.outDir;
    return { id: request.id, ok: true, pages: summary.pages, ms: performance.now() - started };
  } catch (error) {
    // A usage mistake (the output folder locked by another build) is its one line and hint; a bug keeps its stack.
    const problems =
      error instanceof ContentError
        ? error.problems
        : error instanceof UsageError
          ? [{ file: 'build', message: error.message }]
          : [{ file: 'build', message: error instanceof Error ? (error.stack ?? error.message) : String(error) }];
    const hint = error instanceof UsageProblem ? { hint: error.hint } : {};
    return { id: request.id, ok: false, problems, ms: performance.now() - started, ...hint };
  }
}

// When the dev server exits (or replaces this child: SIGTERM), nothing is left to build for, and the
// folders made ahead for the next build (write/output-skeleton.ts) go with it.
const leave = () => {
  if (outDir !== undefined) discardSkeletons(outputPaths(outDir));
  process.exit(0);
};
process.on('disconnect', leave);
process.on('SIGTERM', leave);
process.send?.({ ready: true });
