// Files in a served folder that visitors never get, as on the hosts: their configuration (_headers,
// _redirects), and every dotfile or dot-folder but .well-known/ (isHiddenPath). The dot rule covers the
// build's own files: the marker OUTPUT_MARKER in the output (pipeline/write/output-dir.ts) and, when
// a folder holding an output is served, its lock and staging folders (outputPaths in
// pipeline/context.ts), all dotted; tests/site/serve.test.ts asks for each by those names.

import { isHiddenPath } from '../model/hidden-paths.ts';

const HOST_FILES = new Set(['_headers', '_redirects']);

/** relPath: a path inside the served folder, '/'-separated, without a leading slash. */
export function isInternalFile(relPath: string): boolean {
  if (HOST_FILES.has(relPath)) return true;
  return isHiddenPath(relPath);
}
