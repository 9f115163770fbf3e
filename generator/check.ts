// Check: html-validate over every page in dist/ plus an internal-link check
// (every local href/src must resolve to a file in dist/).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { HtmlValidate, type Report } from 'html-validate';
import { resolveFile } from './serve.ts';

export interface CheckResult {
  pages: number;
  invalidPages: { file: string; messages: string[] }[];
  brokenLinks: { file: string; url: string }[];
}

export const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: {
    // react-dom serialises void elements as <img/>, boolean attributes as
    // hidden="" and a few attributes in camelCase (charSet); all are valid
    // HTML, so only the serialisation-style rules are relaxed.
    'void-style': ['error', { style: 'selfclose' }],
    'attribute-empty-style': 'off',
    'attribute-boolean-style': 'off',
    'attr-case': 'off',
    // Aspect ratios of thumbnails come from content, as inline style.
    'no-inline-style': 'off',
    'long-title': 'off',
    // Buttons are white-space: nowrap, so their "Call Now" labels cannot break.
    'tel-non-breaking': ['error', { ignoreClasses: ['btn'] }],
  },
});

function formatReport(report: Report): string[] {
  return report.results.flatMap((r) => r.messages.map((m) => `${m.line}:${m.column} ${m.ruleId}: ${m.message}`));
}

const LINK_ATTR = /\s(?:href|src|poster)="([^"]+)"/g;
/** Responsive photo candidates ("url 480w, url 800w"); react-dom writes the attribute as srcSet. */
const SRCSET_ATTR = /\ssrcset="([^"]+)"/gi;

export function localLinks(html: string): string[] {
  const urls: string[] = [];
  const add = (raw: string) => {
    const url = raw.replace(/&amp;/g, '&');
    if (url.startsWith('/') && !url.startsWith('//')) urls.push(url.split('#')[0]);
  };
  for (const match of html.matchAll(LINK_ATTR)) add(match[1]);
  for (const match of html.matchAll(SRCSET_ATTR)) for (const candidate of match[1].split(',')) add(candidate.trim().split(/\s+/)[0]);
  return urls;
}

export async function checkSite(distDir: string): Promise<CheckResult> {
  const files = fg.sync('**/*.html', { cwd: distDir }).sort();
  const invalidPages: CheckResult['invalidPages'] = [];
  const brokenLinks: CheckResult['brokenLinks'] = [];
  for (const file of files) {
    const html = readFileSync(path.join(distDir, file), 'utf8');
    const report = await validator.validateString(html, file);
    if (!report.valid) invalidPages.push({ file, messages: formatReport(report) });
    for (const url of new Set(localLinks(html))) {
      if (url !== '' && !resolveFile(distDir, url)) brokenLinks.push({ file, url });
    }
  }
  return { pages: files.length, invalidPages, brokenLinks };
}
