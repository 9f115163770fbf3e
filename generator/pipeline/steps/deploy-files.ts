// Build phase "deploy files": the web editor finished, then the files a static host reads beside the
// pages, public/ and the output marker (write/deploy-files.ts). Returns the redirect stubs' bytes.
import type { BuildContext } from '../context.ts';
import { type DeployInputs, writeDeployFiles } from '../write/deploy-files.ts';

export async function deployFilesStep(
  ctx: BuildContext,
  editor: Promise<number> | undefined,
  inputs: DeployInputs,
): Promise<number> {
  const adminBytes = await editor;
  if (adminBytes !== undefined) ctx.log(`Web editor written to /admin/ (script ${Math.round(adminBytes / 1024)} KB)`);
  return writeDeployFiles(ctx.output.tmpDir, inputs);
}
