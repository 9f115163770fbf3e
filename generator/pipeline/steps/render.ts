// Build phase "render": every page whose inputs changed rendered to HTML (in worker threads for a
// whole build of many pages), the unchanged ones linked from the previous output (page-graph.ts).
import type { Content } from '../../model/content.ts';
import type { ContentSources } from '../content/sources.ts';
import type { SitePageRoute } from '../../pages/table.ts';
import type { BuildContext } from '../context.ts';
import { keepPages, keyPages, type PagePlan, planPages } from '../render/page-graph.ts';
import type { RenderPool } from '../render/pool.ts';
import { unitHashes, unitHashesByValue } from '../render/read-tracker.ts';
import { type RenderResult, renderPages } from '../render/render-pages.ts';
import type { RenderInputs } from '../render/render.tsx';

export interface Rendered {
  result: RenderResult;
  /** The HTML bytes of the pages, rendered and kept. */
  htmlBytes: number;
  /** Each page's widgets, by path, rendered or kept. */
  pageWidgets: Record<string, string[]>;
  /** What the page graph is saved from once the output is in place ("swap"). */
  graph: { inputs: RenderInputs; units: Map<string, string>; plan: PagePlan };
}

export async function renderStep(
  ctx: BuildContext,
  content: Content,
  sources: ContentSources,
  pages: SitePageRoute[],
  inputs: RenderInputs,
  pool: RenderPool | undefined,
  /** The checks across files when they run beside the render (check.ts). */
  acrossFiles?: () => void,
): Promise<Rendered> {
  let units: Map<string, string> | undefined;
  const unitsOnce = () => (units ??= unitHashes(content, sources));
  let byValue: Map<object, string> | undefined;
  const byValueOnce = () => (byValue ??= unitHashesByValue(content, unitsOnce()));
  const plan = planPages(ctx, pages, inputs, unitsOnce, byValueOnce);
  const keptBytes = keepPages(ctx, plan);
  const toRender = plan.render;
  ctx.log(
    plan.keep.length > 0
      ? `Rendering ${toRender.length} of ${pages.length} pages (${plan.keep.length} unchanged)…`
      : `Rendering ${pages.length} pages…`,
  );
  const result = await renderPages(ctx, content, toRender, inputs, {
    // Workers started for a whole build are used only for one.
    pool: plan.keep.length === 0 ? pool : undefined,
    keptWidgets: plan.keep.map((k) => k.widgets),
    // What only the graph saved after the swap needs (and the checks, when they wait): made while the pages render.
    beside: () => {
      acrossFiles?.();
      keyPages(plan, toRender, inputs, byValueOnce());
    },
    onPage: (done) => {
      if (done % 10 === 0 || done === toRender.length) ctx.log(`  ${done}/${toRender.length} pages rendered`);
    },
  });
  const keptWidgets = new Map(plan.keep.map((k) => [k.route.path, k.widgets]));
  const pageWidgets = Object.fromEntries(
    pages.map((r) => [r.path, result.pageWidgets[r.path] ?? keptWidgets.get(r.path) ?? []]),
  );
  return { result, htmlBytes: result.htmlBytes + keptBytes, pageWidgets, graph: { inputs, units: unitsOnce(), plan } };
}
