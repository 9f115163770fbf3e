// What a guide's body can smuggle past the Markdown renderer (issue #36, points 1 and 2): a fence named
// after a property every object inherits, an info string holding markup, links and pictures written
// in any of CommonMark's forms (nested brackets, reference definitions, autolinks), and bodies built
// to make the renderer's work grow faster than the text.
import { describe, expect, it } from 'vitest';
import { guideDirectives } from '../../generator/model/guide-prices.ts';
import { renderMarkdown } from '../../generator/model/markdown.ts';
import { loadContent } from '../../generator/pipeline/content/load.ts';
import { CONTENT } from '../fixtures/html.ts';

/** Every name Object.prototype gives a plain object, written out. */
const INHERITED = [
  'constructor',
  '__proto__',
  'toString',
  'toLocaleString',
  'valueOf',
  'hasOwnProperty',
  'isPrototypeOf',
  'propertyIsEnumerable',
  '__defineGetter__',
  '__defineSetter__',
  '__lookupGetter__',
  '__lookupSetter__',
];
const SCRIPT = '<img src=x onerror=alert(1)>';

describe('fence info strings', () => {
  it('the list above is every name a plain object inherits', () => {
    expect([...INHERITED].sort()).toEqual(Object.getOwnPropertyNames(Object.prototype).sort());
  });

  it.each(INHERITED)('```%s is plain code: no built-in runs, nothing of the info string is written', (name) => {
    const out = renderMarkdown(`\`\`\`${name} ${SCRIPT}\nx < y\n\`\`\`\n`, { prices: () => '<table></table>' });
    expect(out.html).toBe('<pre><code>x &lt; y\n</code></pre>\n');
    expect(out.problems).toEqual([]);
  });

  it.each(INHERITED)("```%s with the site's own directives (the guide page and the editor preview)", (name) => {
    const content = loadContent(CONTENT);
    const out = renderMarkdown(`\`\`\`${name} ${SCRIPT}\n\`\`\`\n`, guideDirectives(content.guides[0], content));
    expect(out.html).toBe('<pre><code></code></pre>\n');
  });

  it('a language name or a mistyped directive is plain code, its info string dropped', () => {
    expect(renderMarkdown('```js "><script>alert(1)</script>\nlet a = "<b>";\n```\n').html).toBe(
      '<pre><code>let a = &quot;&lt;b&gt;&quot;;\n</code></pre>\n',
    );
    expect(renderMarkdown('~~~price\n~~~\n', { prices: () => '<table></table>' }).html).toBe(
      '<pre><code></code></pre>\n',
    );
  });

  it("a directive's own name still renders it; the argument is the directive's to judge", () => {
    const seen: string[] = [];
    const out = renderMarkdown(`\`\`\`prices ${SCRIPT} b\n\`\`\`\n`, {
      prices: (argument) => {
        seen.push(argument);
        return '<table></table>';
      },
    });
    expect(seen).toEqual([`${SCRIPT} b`]);
    expect(out.html).toBe('<table></table>');
  });

  it('the prices directive refuses markup as a service name and writes none of it', () => {
    const content = loadContent(CONTENT);
    const guide = { ...content.guides[0], services: ['hardwood-flooring'] };
    const out = renderMarkdown(`Text\n\n\`\`\`prices ${SCRIPT}\n\`\`\`\n`, guideDirectives(guide, content));
    expect(out.html).toBe('<p>Text</p>\n');
    expect(out.problems).toEqual([
      {
        line: 3,
        message:
          'prices block names "<img", "src=x", "onerror=alert(1)>": expected services of the guide\'s front matter (hardwood-flooring)',
      },
    ]);
  });
});

describe('links and pictures, read from the parsed body', () => {
  it.each([
    ['nested brackets', '![a [b] c](https://tracker.example/p.png)', 'https://tracker.example/p.png'],
    ['a reference definition', '![pixel][p]\n\n[p]: https://tracker.example/p.png', 'https://tracker.example/p.png'],
    ['a collapsed reference', '![p][]\n\n[p]: //tracker.example/p.png', '//tracker.example/p.png'],
    ['a shortcut reference', '![p]\n\n[p]: <https://tracker.example/a b.png>', 'https://tracker.example/a b.png'],
    [
      'a picture inside a link',
      '[![a](https://tracker.example/p.png)](https://example.com)',
      'https://tracker.example/p.png',
    ],
    ['a site path', '![a](/media/a.jpg)', '/media/a.jpg'],
  ])('a picture behind %s is refused at its line and never drawn', (_, body, src) => {
    const out = renderMarkdown(`Intro\n\n${body}\n`);
    expect(out.html).not.toMatch(/<img|tracker\.example|src=/);
    expect(out.problems).toEqual([
      {
        line: 3,
        message: `picture ${JSON.stringify(src)} in the body: expected no pictures in a guide's text (its picture is the front matter's hero)`,
      },
    ]);
  });

  it("a picture's alt text stays, as text", () => {
    expect(renderMarkdown('See ![the *oak* floor](media/oak.jpg) here').html).toBe('<p>See the oak floor here</p>\n');
  });

  it.each([
    ['a reference definition', '[click][x]\n\n[x]: javascript:alert(1)', 'javascript:alert(1)'],
    ['a reference with a title', '[click][x]\n\n[x]: JavaScript:alert(1) "t"', 'JavaScript:alert(1)'],
    ['nested brackets', '[a [b] c](javascript:alert(1))', 'javascript:alert(1)'],
    ['an autolink', '<javascript:alert(1)>', 'javascript:alert(1)'],
    ['angle brackets', '[a](<javascript:alert(1)>)', 'javascript:alert(1)'],
    ['a data: URL', '[a](data:text/html,x)', 'data:text/html,x'],
    ['a protocol-relative host', '[a](//evil.example/x)', '//evil.example/x'],
    ['a relative path', '[a](services)', 'services'],
    ['an empty destination', '[a]()', ''],
    ['an encoded scheme', '[a](<java script:x>)', 'java script:x'],
  ])('a link behind %s is refused at its line and left as its text', (_, body, href) => {
    const out = renderMarkdown(`Intro\n\n${body}\n`);
    expect(out.html).not.toMatch(/href|<a /);
    expect(out.problems).toEqual([
      {
        line: 3,
        message: `link to ${JSON.stringify(href)}: expected https://, mailto:, tel:, a site path like /services or an #anchor`,
      },
    ]);
  });

  it('keeps allowed links written every way, and lists site links from references too', () => {
    const body =
      '[a][w] <https://example.com/x> <office@example.com>\n[b][s] [c](tel:+12025550100) [d](#top)\n\n' +
      '[w]: https://example.com\n[s]: /services#faq\n';
    const out = renderMarkdown(body);
    expect(out.problems).toEqual([]);
    expect(out.html.match(/href="[^"]*"/g)).toEqual([
      'href="https://example.com"',
      'href="https://example.com/x"',
      'href="mailto:office@example.com"',
      'href="/services#faq"',
      'href="tel:+12025550100"',
      'href="#top"',
    ]);
    expect(out.siteLinks).toEqual([{ path: '/services#faq', line: 2 }]);
  });

  it('counts lines across breaks, a picture alt and a link title written over two lines', () => {
    const body = '![two\nlines](a.png) [x](/a "ti\ntle")\n[y](javascript:1)';
    expect(renderMarkdown(body).problems.map((p) => p.line)).toEqual([1, 4]);
    expect(renderMarkdown(body).siteLinks).toEqual([{ path: '/a', line: 2 }]);
  });

  it('a link inside a refused link: the inner one judged on its own', () => {
    const out = renderMarkdown('[a ![b](x.png)](javascript:1)');
    expect(out.html).toBe('<p>a b</p>\n');
    expect(out.problems.map((p) => p.message.slice(0, 12))).toEqual(['link to "jav', 'picture "x.p']);
  });
});

describe('work grows with the body, not with its square', () => {
  /** CPU milliseconds of one render; the least of several runs, so a pause elsewhere does not count. */
  const cpu = (body: string) => {
    const start = process.cpuUsage();
    renderMarkdown(body);
    const used = process.cpuUsage(start);
    return (used.user + used.system) / 1000;
  };

  // A ratio of two measurements on one machine, so the machine's speed cancels out: ten times the
  // text costs about ten times the work when the renderer is linear, a hundred times when quadratic.
  it.each([
    ['[', (n: number) => '['.repeat(n)],
    ['![', (n: number) => '!['.repeat(n / 2)],
    ['[a](', (n: number) => '[a]('.repeat(n / 4)],
    ['[[…]]', (n: number) => '['.repeat(n / 2) + ']'.repeat(n / 2)],
    ['```x', (n: number) => '```x\n'.repeat(n / 5)],
  ])(
    '50 KB of %s costs less than 30 times 5 KB of it',
    (_, make) => {
      // 5 KB and 50 KB: the slowest case, `![`, renders 50 KB in about 0.4 s here (about 0.6 s for 100 KB).
      const small = make(5_000);
      const large = make(50_000);
      cpu(small);
      let smallest = Number.POSITIVE_INFINITY;
      for (let i = 0; i < 3; i++) smallest = Math.min(smallest, cpu(small));
      let largest = Number.POSITIVE_INFINITY;
      for (let i = 0; i < 3; i++) {
        largest = Math.min(largest, cpu(large));
        // Linear at once, or so far beyond it (a quadratic renderer) that more runs would only take time.
        if (largest < 30 * smallest || largest > 90 * smallest) break;
      }
      expect(largest / smallest).toBeLessThan(30);
    },
    60_000,
  );
});
