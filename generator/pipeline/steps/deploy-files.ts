// Build phase "deploy files": the web editor finished, then the files a static host reads beside the
// pages, public/ and the output marker (write/deploy-files.ts). Returns the redirect stubs' bytes.
import type { BuildContext } from '../context.ts';
import type { AdminBundle } from '../assets/admin-bundle.ts';
import { type DeployInputs, writeDeployFiles } from '../write/deploy-files.ts';

export async function deployFilesStep(
  ctx: BuildContext,
  editor: Promise<AdminBundle> | undefined,
  inputs: DeployInputs,
): Promise<number> {
  const admin = await editor;
  if (admin !== undefined)
    ctx.log(
      `Web editor written to /admin/ (script ${Math.round(admin.scriptBytes / 1024)} KB, ${Math.round(admin.totalBytes / 1024)} KB with what an open entry loads)`,
    );
  // A dev reload links the files that came out the same from the output it replaces (write-file.ts writeOrLink).
  return writeDeployFiles(ctx.output.tmpDir, inputs, ctx.resident ? ctx.output.outDir : undefined);
}
