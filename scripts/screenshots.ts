// Full-page screenshots of one page of each type at 1280 px and 390 px, for
// looking at what the build produces: npx tsx scripts/screenshots.ts [paths...]
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { openContext, startHarness, VIEWPORTS } from '../tests/browser/harness.ts';

const DEFAULT_PATHS = ['/', '/about', '/services', '/services/hardwood-flooring', '/service-areas', '/locations/georgetown-dc',
  '/gallery', '/projects/georgetown-retail-store', '/reviews', '/contact', '/404.html'];
const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : DEFAULT_PATHS;
const outDir = path.resolve('.screens');
mkdirSync(outDir, { recursive: true });
const h = await startHarness();
try {
  for (const viewport of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
    const context = await openContext(h, { viewport });
    const page = await context.newPage();
    for (const p of paths) {
      await page.goto(`${h.baseUrl}${p}`, { waitUntil: 'load' });
      await page.waitForTimeout(300);
      const file = path.join(outDir, `${viewport}-${p.replace(/\W+/g, '_') || 'home'}.png`);
      await page.screenshot({ path: file, fullPage: true });
      // Also the first screen, at readable scale.
      await page.screenshot({ path: file.replace('.png', '-fold.png') });
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > VIEWPORTS[viewport].width) console.warn(`  ${p} overflows horizontally: ${width}px`);
      console.log(file);
    }
    await context.close();
  }
} finally {
  await h.close();
}
