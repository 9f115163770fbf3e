// The Hugo peer of the benchmark (scripts/bench-peers.ts). Hugo 0.111 has no content adapters, so
// the bench's setup, outside every timing, turns the synthetic content folder into a Hugo site:
// the same YAML files copied into its data folder (Hugo parses them inside its timing, as
// build-site and Eleventy parse theirs) and one empty content file per location, which makes the
// page; the templates (layouts/) read the location's data by the file's name.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Whether `hugo` is on PATH; the bench skips the Hugo peer without it. */
export function hugoVersion(): string | undefined {
  const run = spawnSync('hugo', ['version'], { encoding: 'utf8' });
  return run.status === 0 ? run.stdout.trim() : undefined;
}

/** Writes the Hugo site of `contentDir`'s locations into `siteDir`; `chromeFile` is the shared chrome (bench-peers.ts extractChrome). */
export function prepareHugoSite(contentDir: string, chromeFile: string, siteDir: string): void {
  const data = path.join(siteDir, 'data');
  mkdirSync(path.join(data, 'pages'), { recursive: true });
  cpSync(path.join(contentDir, 'site.yaml'), path.join(data, 'site.yaml'));
  cpSync(path.join(contentDir, 'pages/service-areas.yaml'), path.join(data, 'pages/service-areas.yaml'));
  cpSync(path.join(contentDir, 'projects'), path.join(data, 'projects'), { recursive: true });
  cpSync(path.join(contentDir, 'locations'), path.join(data, 'locations'), { recursive: true });
  cpSync(chromeFile, path.join(data, 'chrome.json'));
  const pages = path.join(siteDir, 'content/locations');
  mkdirSync(pages, { recursive: true });
  for (const file of readdirSync(path.join(contentDir, 'locations')).filter((f) => f.endsWith('.yaml')))
    writeFileSync(path.join(pages, `${file.slice(0, -'.yaml'.length)}.md`), '');
}

/** The `hugo` arguments of one cold build of `siteDir` into `outDir` (Hugo keeps no build cache between runs; its file cache is ignored too). */
export function hugoArgs(siteDir: string, outDir: string): string[] {
  return [
    '--source',
    siteDir,
    '--config',
    path.join(here, 'hugo.toml'),
    '--layoutDir',
    path.join(here, 'layouts'),
    '--destination',
    outDir,
    '--cacheDir',
    path.join(siteDir, '.hugo-cache'),
    '--ignoreCache',
    '--quiet',
  ];
}
