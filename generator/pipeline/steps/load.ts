// Build phase "load": the content (in the render workers while they boot, when there are any) and
// the list of public/ files that may be deployed.
import { loadContentAndSources } from '../content/load.ts';
import type { BuildContext } from '../context.ts';
import { loadWithPool } from '../render/pool-load.ts';
import type { RenderPool } from '../render/pool.ts';
import { hiddenFileNote, keptListing, type PublicListing } from '../write/public-files.ts';

export type Loaded = Awaited<ReturnType<typeof loadWithPool>> & { publicFiles: PublicListing };

export async function loadStep(ctx: BuildContext, pool: RenderPool | undefined): Promise<Loaded> {
  ctx.log('Loading content…');
  const loadOptions = {
    cacheDir: ctx.caches.content,
    read: ctx.cache,
    drafts: ctx.drafts,
    resident: ctx.resident,
    changes: ctx.changes,
  };
  // With workers started, they load their share of the content while they boot (render/pool-load.ts).
  const loaded: Awaited<ReturnType<typeof loadWithPool>> = pool
    ? await loadWithPool(pool, ctx.contentDir, loadOptions)
    : loadContentAndSources(ctx.contentDir, loadOptions);
  // Before anything reads public/ (references, captions): a link out of the project is never followed.
  const publicFiles = keptListing(ctx.publicDir, ctx.root, ctx.resident, ctx.changes);
  for (const rel of publicFiles.hidden) ctx.log(hiddenFileNote(rel));
  return { ...loaded, publicFiles };
}
