// Messages between the dev server, its build child process and the browser's dev script.
import type { ContentProblem } from './errors.ts';

export interface BuildRequest {
  id: number;
  root: string;
  contentDir?: string;
  outDir?: string;
  /** Where to write the web editor's preview data (BuildOptions.editorPreviewFile). */
  editorPreviewFile?: string;
  /**
   * The paths the watcher saw edited since the previous build started (BuildOptions.changes); absent
   * when it did not watch that whole build (the first builds, before the watcher is ready).
   */
  changes?: string[];
}

export type BuildResult =
  | { id: number; ok: true; pages: number; ms: number }
  /** `hint`: what to do about a catalogued problem that stopped the build (model/problems.ts). */
  | { id: number; ok: false; problems: ContentProblem[]; ms: number; hint?: string };

/** What the browser is told over /__build-site/events after each build (and on connect). */
export type DevEvent = { type: 'ok'; build: number } | { type: 'error'; build: number; problems: string[] };

export const DEV_PREFIX = '/__build-site/';
