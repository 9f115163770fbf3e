// checkSite over a fresh build: every page is valid HTML (html-validate) and
// every local href/src/poster resolves to a file of the built site.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../generator/build/build.ts';
import { checkSite, type CheckResult } from '../../generator/cli/check.ts';
import { ROOT, tempDir } from '../fixtures/html.ts';

let result: CheckResult;
let cleanup: () => void;

beforeAll(async () => {
  const tmp = tempDir('build-site-validate-');
  cleanup = tmp.cleanup;
  const outDir = path.join(tmp.dir, 'out');
  await buildSite({ root: ROOT, outDir });
  result = await checkSite(outDir);
}, 120_000);

afterAll(() => cleanup?.());

describe('checkSite on the built site', () => {
  it('checks every HTML file (45 pages and 12 redirect stubs)', () => {
    expect(result.pages).toBe(57);
  });

  it('reports no invalid pages', () => {
    const report = result.invalidPages.map((p) => `${p.file}:\n  ${p.messages.join('\n  ')}`).join('\n');
    expect(result.invalidPages, report).toEqual([]);
  });

  it('reports no broken local links', () => {
    const byUrl = new Map<string, string[]>();
    for (const l of result.brokenLinks) byUrl.set(l.url, [...(byUrl.get(l.url) ?? []), l.file]);
    const report = [...byUrl].map(([url, files]) => `${url} (${files.length} pages, e.g. ${files[0]})`).join('\n');
    expect(result.brokenLinks, `broken local links:\n${report}`).toEqual([]);
  });
});
