// Which paths of a site are never published: dotfiles and dot-folders (.env, .git/, the build's own
// marker), except .well-known/ at the top (RFC 8615). One rule for what the build copies from public/
// (pipeline/write/public-files.ts) and what the preview server refuses to serve (serve/internal-files.ts),
// as on Netlify, which deploys no dotfile but .well-known/.

/** relPath: '/'-separated, without a leading slash. */
export function isHiddenPath(relPath: string): boolean {
  return relPath.split('/').some((segment, i) => segment.startsWith('.') && !(i === 0 && segment === '.well-known'));
}
