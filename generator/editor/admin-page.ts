// The web editor's page, /admin/index.html: no index, the editor's script, its layout rules
// (admin-style.ts) and a loading sign drawn by the page itself, so something shows at once while the
// script loads (Decap then draws the whole page, and the sign goes: admin-style.ts hides it once
// Decap's root has content). The production build writes it when site.yaml names an editor backend;
// `build-site dev` serves it with the local backend (generator/serve/editor/).
import { ADMIN_SCRIPT } from './admin-paths.ts';
import { ADMIN_STYLE } from './admin-style.ts';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The title is Decap's own name for its page: the words on it are Decap's and the configuration's
 * labels. `faviconUrl`: the site's icon (model/media.ts), so the browser asks for no /favicon.ico.
 * `scripts`: classic scripts a backend needs before Decap starts (Netlify Identity's widget).
 */
export function adminIndexHtml(faviconUrl: string, scripts: readonly string[] = []): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8"/>
<meta name="viewport" content="width=device-width, initial-scale=1"/>
<meta name="robots" content="noindex"/>
<title>Content Manager</title>
<link rel="icon" href="${escapeHtml(faviconUrl)}" type="image/svg+xml"/>
<style>
${ADMIN_STYLE}</style>
${scripts.map((src) => `<script src="${escapeHtml(src)}"></script>\n`).join('')}<script type="module" src="${ADMIN_SCRIPT}"></script>
</head>
<body>
<div id="editor-loading" role="status"><span class="editor-spinner" aria-hidden="true"></span><p>Loading the editor…</p><p class="editor-loading-more">The first visit takes a while; later visits open quickly.</p></div>
</body>
</html>
`;
}
