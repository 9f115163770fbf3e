// Screenshots of every page type at several widths, with third parties blocked
// (the browser harness aborts every off-site request), and a contact sheet
// (.screens/index.html) a reviewer can open to see them side by side.
//   npx tsx scripts/screenshots.ts [--all-widths] [--fold] [--text-200] [--out=DIR] [paths...]
// Default widths 390 / 1024 / 1440; --all-widths adds 320, 768, 1180 and 1280;
// --fold also writes first-screen shots; --text-200 doubles the root font size
// (a visitor's larger default text, WCAG 1.4.4); --out writes somewhere other
// than .screens/. Needs a built dist/.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { openContext, startHarness } from '../tests/browser/harness.ts';
import { as404File, PAGE_TYPES as PAGE_TYPE_PATHS } from '../tests/fixtures/page-types.ts';

/** Every page type (tests/fixtures/page-types.ts), the 404 page by its file. */
export const PAGE_TYPES = as404File(PAGE_TYPE_PATHS);
const SHEET_WIDTHS = [390, 1024, 1440];
const ALL_WIDTHS = [320, 390, 768, 1024, 1180, 1280, 1440];
const HEIGHT = 900;

const args = process.argv.slice(2);
const widths = args.includes('--all-widths') ? ALL_WIDTHS : SHEET_WIDTHS;
const fold = args.includes('--fold');
const doubleText = args.includes('--text-200');
const named = args.filter((a) => !a.startsWith('--'));
const paths = named.length > 0 ? named : PAGE_TYPES;
const outDir = path.resolve(args.find((a) => a.startsWith('--out='))?.slice('--out='.length) ?? '.screens');
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });

const fileName = (p: string, width: number, suffix = '') =>
  `${p.replace(/\W+/g, '_').replace(/^_|_$/g, '') || 'home'}-${width}${suffix}.png`;
const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
const problems: string[] = [];

const h = await startHarness();
try {
  for (const width of widths) {
    const context = await openContext(h, { size: { width, height: HEIGHT } });
    const page = await context.newPage();
    for (const p of paths) {
      await page.goto(`${h.baseUrl}${p}`, { waitUntil: 'load' });
      // The same rule as the page sweep's 200% views (large-text-checks.ts): the site's sizes are in rem, so all its text doubles.
      if (doubleText) await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
      // Lazy images load as they come into view: walk down the page, then wait for every image to settle.
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
          window.scrollTo(0, y);
          await new Promise((r) => requestAnimationFrame(() => r(null)));
        }
        window.scrollTo(0, 0);
        // Every image has now been in view, so each one either loads or fails.
        await Promise.all(
          [...document.images].map((img) =>
            img.complete
              ? null
              : new Promise((r) => {
                  img.onload = r;
                  img.onerror = r;
                }),
          ),
        );
      });
      // The estimate form is blocked here: show what visitors then see, the call/e-mail fallback.
      const form = page.locator('[data-island="estimate-form"] .estimate-embed');
      if ((await form.count()) > 0) {
        await form.scrollIntoViewIfNeeded();
        await page.waitForSelector('[data-island="estimate-form"] .estimate-embed:not([data-state="loading"])', {
          timeout: 15_000,
        });
        await page.evaluate(() => window.scrollTo(0, 0));
      }
      await page.screenshot({ path: path.join(outDir, fileName(p, width)), fullPage: true });
      if (fold) await page.screenshot({ path: path.join(outDir, fileName(p, width, '-fold')) });
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      if (scrollWidth > width) problems.push(`${p} at ${width} px overflows horizontally: ${scrollWidth} px`);
      console.log(`${width} ${p}`);
    }
    await context.close();
  }
} finally {
  await h.close();
}

const rows = paths
  .map(
    (p) =>
      `<tr><th scope="row"><a href="${escapeHtml(p)}">${escapeHtml(p)}</a></th>${widths
        .map((w) => {
          const file = fileName(p, w);
          return `<td><a href="${file}"><img src="${file}" alt="${escapeHtml(p)} at ${w} px" loading="lazy" width="${Math.round(w / 4)}"></a></td>`;
        })
        .join('')}</tr>`,
  )
  .join('\n');
writeFileSync(
  path.join(outDir, 'index.html'),
  `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Contact sheet: ${paths.length} pages at ${widths.join(' / ')} px</title>
<style>
body { font: 14px system-ui, sans-serif; margin: 24px; color: #14202e; }
table { border-collapse: collapse; }
th, td { vertical-align: top; padding: 8px; border-bottom: 1px solid #e2e8f0; text-align: left; }
thead th { position: sticky; top: 0; background: #fff; z-index: 1; }
td img { display: block; border: 1px solid #cbd5e1; height: auto; }
.problems { color: #b91c1c; }
</style></head><body>
<h1>Contact sheet</h1>
<p>Every page type at ${widths.map((w) => `${w}`).join(', ')} px, full page, third parties blocked. Select a shot for full size.</p>
${problems.length > 0 ? `<ul class="problems">${problems.map((x) => `<li>${escapeHtml(x)}</li>`).join('')}</ul>` : '<p>No horizontal overflow.</p>'}
<table><thead><tr><th>page</th>${widths.map((w) => `<th>${w} px</th>`).join('')}</tr></thead>
<tbody>
${rows}
</tbody></table></body></html>
`,
);
for (const p of problems) console.warn(p);
console.log(`contact sheet: ${path.join(outDir, 'index.html')}`);
