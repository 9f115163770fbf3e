// Fuzzing a guide's body (issue #36: bodies and info strings): generated Markdown built from the pieces
// that broke the renderer before (brackets nested and unclosed, reference definitions, autolinks,
// pictures, fences named after inherited properties or holding markup, raw HTML) and the guide's
// own directives. Whatever the body, the renderer answers (no throw), writes no markup of the
// author's (no script, no picture, no handler, no link but to the allowed schemes), and reports every
// problem at a line of the body. Seeded (FUZZ_SEED); fast-check prints the seed and case of a failure.
import fc from 'fast-check';
import MarkdownIt from 'markdown-it';
import { describe, expect, it } from 'vitest';
import { guideDirectives } from '../../generator/model/guide-prices.ts';
import { renderMarkdown } from '../../generator/model/markdown.ts';
import { loadContent } from '../../generator/pipeline/content/load.ts';
import { CONTENT } from '../fixtures/html.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 3636);

const INFO = [
  'prices',
  'prices hardwood-flooring',
  'prices <script>alert(1)</script>',
  'constructor',
  '__proto__',
  'toString',
  'hasOwnProperty <img src=x onerror=alert(1)>',
  'valueOf',
  'js',
  '"><svg onload=alert(1)>',
  '',
];
const PIECES = [
  '[',
  ']',
  '(',
  ')',
  '![',
  '](',
  '<',
  '>',
  '`',
  '*',
  '_',
  '\\',
  '\n',
  '\n\n',
  '  \n',
  '# ',
  '## ',
  '> ',
  '- ',
  '1. ',
  '| a | b |\n|---|---|\n| c | d |\n',
  'text ',
  'café ',
  '&#106;avascript:',
  '&amp;',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<b>x</b>',
  'vbscript:x',
  '//evil.example/x',
  'https://example.com/a_b',
  'https://tracker.example/p.png',
  '/services',
  '#top',
  'mailto:a@example.com',
  'tel:+12025550100',
  '[x]: javascript:alert(1)\n',
  '[x]: https://tracker.example/p.png\n',
  '[x][x]',
  '![x][x]',
  '<javascript:alert(1)>',
  '<https://example.com>',
  '<a@example.com>',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  ' "title" ',
  "'t'",
];

const fence = fc
  .tuple(
    fc.constantFrom('```', '~~~'),
    fc.constantFrom(...INFO),
    fc.constantFrom('', 'a < b\n', '<script>x</script>\n'),
  )
  .map(([mark, info, code]) => `\n${mark}${info}\n${code}${mark}\n`);
const body = fc
  .array(fc.oneof({ arbitrary: fc.constantFrom(...PIECES), weight: 8 }, { arbitrary: fence, weight: 1 }), {
    maxLength: 60,
  })
  .map((parts) => parts.join(''));

const ALLOWED_HREF = /^(https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i;

/** The elements and attributes a guide's HTML may hold: CommonMark's, and the prices table's. */
const TAGS = [
  'p',
  'a',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'em',
  'strong',
  's',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'hr',
  'br',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'div',
  'caption',
];
const ATTRIBUTES: Record<string, RegExp> = {
  href: ALLOWED_HREF,
  id: /^[a-z0-9-]+$/,
  class: /^guide-prices$/,
  scope: /^(row|col)$/,
  'data-label': /^[^<>]*$/,
  style: /^text-align:(left|right|center)$/,
  start: /^\d+$/,
  title: /^[^<>]*$/,
};

describe('a generated guide body', () => {
  const content = loadContent(CONTENT);
  const guide = { ...content.guides[0], services: ['hardwood-flooring'] };
  const directives = guideDirectives(guide, content);

  it('renders without throwing, writes none of its own markup, and reports problems at its lines', () => {
    fc.assert(
      fc.property(body, (markdown) => {
        const { html, problems, siteLinks } = renderMarkdown(markdown, directives);
        // Markup the renderer writes itself; none of the author's (theirs is text: &lt;…).
        for (const [tag, name, attributes] of html.matchAll(/<\/?([a-z][a-z0-9]*)([^>]*)>/gi)) {
          expect(TAGS, tag).toContain(name.toLowerCase());
          for (const [, attribute, value] of attributes.matchAll(/\s([\w-]+)="([^"]*)"/g)) {
            expect(Object.keys(ATTRIBUTES), tag).toContain(attribute);
            expect(value, tag).toMatch(ATTRIBUTES[attribute]);
          }
        }
        expect(html).not.toMatch(/\[object /);
        const lines = markdown.split('\n').length;
        for (const p of [...problems, ...siteLinks]) {
          expect(p.line).toBeGreaterThanOrEqual(1);
          expect(p.line).toBeLessThanOrEqual(lines);
        }
      }),
      { seed: SEED, numRuns: 400 },
    );
  });

  // The oracle: markdown-it itself, told to keep every destination, counts what a body holds.
  const parser = new MarkdownIt('default', { html: false });
  parser.validateLink = () => true;

  it('reports each picture and each refused link the parser finds, and draws only the allowed links', () => {
    fc.assert(
      fc.property(body, (markdown) => {
        const { html, problems } = renderMarkdown(markdown);
        // Pictures in alt text are text: only the outer ones are drawn, so count those.
        const outer = parser.parse(markdown, {}).flatMap((t) => t.children ?? []);
        const links = outer.filter((c) => c.type === 'link_open').map((c) => c.attrGet('href') ?? '');
        expect(problems.filter((p) => p.message.startsWith('picture ')).length).toBe(
          outer.filter((c) => c.type === 'image').length,
        );
        expect(problems.filter((p) => p.message.startsWith('link to ')).length).toBe(
          links.filter((href) => !ALLOWED_HREF.test(href)).length,
        );
        expect(html.match(/<a href=/g)?.length ?? 0).toBe(links.filter((href) => ALLOWED_HREF.test(href)).length);
      }),
      { seed: SEED, numRuns: 300 },
    );
  });
});
