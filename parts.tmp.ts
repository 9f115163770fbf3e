import { cpSync, rmSync } from 'node:fs';
import { bundleAssets } from './generator/build/assets/assets.ts';
import { lookupContainerId } from './generator/build/content/settings-lookup.ts';
import { loadContent } from './generator/build/content/load.ts';
import { processImages } from './generator/build/images/process.ts';
const root = process.cwd();
const time = async (name: string, f: () => unknown) => { const t = performance.now(); await f(); console.log(name, (performance.now() - t).toFixed(0)); };
for (let i = 0; i < 3; i++) {
  const content = loadContent('content', { cacheDir: 'node_modules/.cache/build-site' });
  rmSync('/tmp/parts', { recursive: true, force: true });
  await time('lookup', async () => console.log(await lookupContainerId(content.site.analytics)));
  await time('bundleAssets', () => bundleAssets(root, '/tmp/parts'));
  await time('images', () => processImages(content, { outDir: '/tmp/parts', cacheDir: 'node_modules/.cache/build-site', reuse: true }));
  await time('cpSync public', () => cpSync('public', '/tmp/parts', { recursive: true }));
  await time('rm', () => rmSync('/tmp/parts', { recursive: true, force: true }));
}
