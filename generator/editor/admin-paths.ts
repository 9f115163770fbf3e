// Where the web editor lives in a site: its folder, and the files of it the build writes and the
// dev server serves (generator/pipeline/assets/admin-bundle.ts, generator/serve/editor/admin-routes.ts).
export const ADMIN_DIR = 'admin';
export const ADMIN_PATH = `/${ADMIN_DIR}/`;
/** The editor's script, bundled on its own (never loaded by a public page). */
export const ADMIN_SCRIPT = 'cms.js';
/** Decap's configuration, which it reads from beside its page. */
export const ADMIN_CONFIG = 'config.yml';
/** What the previews draw with (AdminPreviewFile), written by every build that serves the editor. */
export const ADMIN_PREVIEW = 'preview.json';
/** The start of the name of each chunk of the editor's script (named by content: a browser keeps them). */
export const ADMIN_CHUNK_PREFIX = 'chunk-';
