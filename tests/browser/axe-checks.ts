// axe-core audits, a check of the page sweep (page-checks.ts) and of the states a visit does not
// reach (a11y.test.ts): the rules of WCAG 2.0 to 2.2 A and AA and axe's best practices, on the page
// as it is drawn now (after hydration). Serious and critical violations are problems (colour
// contrast included).
import path from 'node:path';
import type { Page } from 'playwright-core';

const AXE = path.resolve(import.meta.dirname, '../../node_modules/axe-core/axe.min.js');

interface AxeNode {
  target: unknown[];
  html: string;
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: AxeNode[];
}

/** One line per serious or critical violation, with up to 8 of the elements it names. */
function describeViolation(v: AxeViolation): string {
  const nodes = v.nodes
    .slice(0, 8)
    .map((n) => `    ${JSON.stringify(n.target)} ${n.failureSummary?.split('\n').slice(1, 2).join(' ').trim() ?? ''}`)
    .join('\n');
  return `${v.impact} ${v.id}: ${v.help}\n${nodes}${v.nodes.length > 8 ? `\n    ... ${v.nodes.length - 8} more` : ''}`;
}

/** axe's serious and critical violations on the page as it is now, each described with where it is. */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    // WCAG 2.0 to 2.2 A and AA (2.2's target size is off unless asked for by tag), and axe's best practices.
    const result = await axe.run(document, {
      resultTypes: ['violations'],
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target, html: n.html, failureSummary: n.failureSummary })),
    }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map(describeViolation);
}
