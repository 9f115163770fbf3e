// Build phase "swap": the finished output checked for symbolic links, swapped into the place of the
// previous one, and the page graph of the next incremental build saved against it.
import { usageProblem } from '../../model/problems.ts';
import type { BuildContext } from '../context.ts';
import { saveGraph } from '../render/page-graph.ts';
import { swapIntoPlace } from '../write/output-dir.ts';
import { symbolicLinks } from '../write/output-links.ts';
import type { Rendered } from './render.ts';

export function swapStep(ctx: BuildContext, rendered: Rendered): void {
  // The build makes no link, but a cache entry replaced by one would pass it on: never deploy it.
  const links = symbolicLinks(ctx.output.tmpDir);
  if (links.length > 0) throw usageProblem('OutputHoldsLink', links.map((l) => `${l.file}: ${l.message}`).join('; '));
  // The old output is replaced only now that the new one is complete.
  swapIntoPlace(ctx.output, ctx.trashDir, ctx.resident ? 'this-process' : 'detached');
  const { result, graph } = rendered;
  saveGraph(
    ctx,
    graph.inputs,
    graph.units,
    graph.plan.render.map((route, i) => ({ route, widgets: result.pageWidgets[route.path], reads: result.reads[i] })),
    graph.plan,
  );
}
