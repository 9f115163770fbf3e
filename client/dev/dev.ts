// Dev-only script injected by `build-site dev`: reloads the page after a successful rebuild and shows
// failed builds as an overlay. No inline script or style, so it runs under the site's CSP.
import type { DevEvent } from '../../generator/model/dev-protocol.ts';

const PREFIX = '/__build-site/';
const OVERLAY_ID = 'build-site-dev-overlay';
let shownBuild: number | undefined;

function ensureStylesheet(): void {
  if (document.querySelector(`link[href="${PREFIX}dev.css"]`)) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = `${PREFIX}dev.css`;
  document.head.append(link);
}

function showOverlay(problems: string[]): void {
  ensureStylesheet();
  document.getElementById(OVERLAY_ID)?.remove();
  const overlay = document.createElement('div');
  overlay.id = OVERLAY_ID;
  overlay.setAttribute('role', 'alert');
  const title = document.createElement('p');
  title.className = 'build-site-dev-title';
  title.textContent = `Build failed: ${problems.length} problem(s). Fix and save; this page reloads when the build succeeds.`;
  const list = document.createElement('pre');
  list.textContent = problems.join('\n');
  overlay.append(title, list);
  document.body.append(overlay);
}

function onEvent(event: DevEvent): void {
  if (event.type === 'error') {
    showOverlay(event.problems);
    shownBuild = event.build;
    return;
  }
  // The first message on connect describes the build this page came from; a later success reloads.
  const stale = shownBuild !== undefined && event.build !== shownBuild;
  shownBuild = event.build;
  if (stale || document.getElementById(OVERLAY_ID)) location.reload();
}

const source = new EventSource(`${PREFIX}events`);
// Marks the page as listening, so a test (or a curious developer) can tell the reload hook is live.
source.addEventListener('open', () => document.documentElement.setAttribute('data-build-site-dev', 'connected'));
source.addEventListener('message', (message: MessageEvent<string>) => onEvent(JSON.parse(message.data) as DevEvent));
