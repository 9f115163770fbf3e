import { openPage, startHarness } from '/work/main/tests/browser/harness.ts';
const h = await startHarness();
const { page } = await openPage(h, process.argv[2] ?? '/');
const wide = await page.evaluate(() => [...document.querySelectorAll('*')].filter((e) => e.getBoundingClientRect().right > 1285).slice(0, 8).map((e) => `${e.tagName}.${e.className} ${Math.round(e.getBoundingClientRect().right)}`));
console.log(wide.join('\n'));
await h.close();
