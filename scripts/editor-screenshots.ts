// The README's pictures of the web editor (docs/images/editor/), taken from the real editor: `build-site
// dev` on a temp copy of the project (the repository's content is never edited), Chromium at 1100 x 688,
// nothing off the machine. Run it after the editor's look or words change:
//   npx tsx scripts/editor-screenshots.ts [--out=DIR]
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startDevServer } from '../generator/serve/dev-server.ts';
import { copyProject } from '../tests/fixtures/project-copy.ts';
import { ROOT } from '../tests/fixtures/paths.ts';

const out = process.argv.find((a) => a.startsWith('--out='))?.slice(6) ?? path.join(ROOT, 'docs/images/editor');
const tmp = mkdtempSync(path.join(os.tmpdir(), 'build-site-editor-shots-'));
const WAIT = { timeout: 180_000 };

copyProject(tmp);
const dev = await startDevServer({ root: tmp, outDir: path.join(tmp, 'out'), port: 0, log: () => undefined });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const page = await browser.newPage({ viewport: { width: 1100, height: 688 } });
  await page.route(/^(?!http:\/\/127\.0\.0\.1:)/, (route) => route.abort());
  mkdirSync(out, { recursive: true });
  const shot = (name: string) => page.screenshot({ path: path.join(out, `${name}.png`) });

  await page.goto(`${dev.adminUrl}#/collections/services`);
  const login = page.getByRole('button', { name: 'Login' });
  await login.waitFor(WAIT);
  await shot('1-sign-in');

  await login.click();
  const entry = page.locator('a[href="#/collections/services/entries/hardwood-flooring"]');
  await entry.waitFor(WAIT);
  await page.mouse.move(0, 0);
  await shot('2-entry-list');

  await entry.click();
  const name = page
    .getByLabel(/^Service name/)
    .or(page.getByLabel(/^Name/))
    .first();
  await name.waitFor(WAIT);
  await name.fill('Hardwood Floors');
  // The preview redraws as the field changes; the heading shows the new name once it has.
  await page
    .frameLocator('iframe')
    .first()
    .getByText('Hardwood Floors')
    .first()
    .waitFor(WAIT)
    .catch(() => undefined);
  await shot('3-editor-and-preview');

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByText('Publish now').waitFor(WAIT);
  await shot('4-publish');
  console.log(`Wrote 4 pictures to ${path.relative(ROOT, out) || out}`);
} finally {
  await browser.close();
  await dev.close();
  rmSync(tmp, { recursive: true, force: true });
}
