// A guide's Markdown body (generator/model/markdown.ts): heading ids from their words, unique in the
// body; the headings listed with level and text; a "# " heading and every picture refused with its line;
// links each side of the allowed schemes, case-insensitive, site links listed with their lines after
// line breaks; a fenced block named by a directive handed its argument and line. Values written out.
import { describe, expect, it } from 'vitest';
import { type Directive, headingId, renderMarkdown } from '../../generator/model/markdown.ts';

describe('headingId', () => {
  it.each([
    ['Costs & Timing', 'costs-timing'],
    ['Café Floors', 'cafe-floors'],
    ['  2026 Prices: $8/sq ft  ', '2026-prices-8-sq-ft'],
    ['ÀÉÎÕÜ ñ', 'aeiou-n'],
    ['UPPER lower', 'upper-lower'],
    ['x', 'x'],
    ['!!!', 'section'],
    ['', 'section'],
    ['地板', 'section'],
  ])('%j is %j', (text, id) => {
    expect(headingId(text)).toBe(id);
  });
});

describe('headings', () => {
  it('get unique ids (-2, -3 for repeats) and are listed with level and text, code included', () => {
    const { html, headings, problems } = renderMarkdown('## Costs\n\n### Costs\n\n## `npm` costs\n\n#### Costs\n');
    expect(problems).toEqual([]);
    expect(headings).toEqual([
      { id: 'costs', text: 'Costs', level: 2 },
      { id: 'costs-2', text: 'Costs', level: 3 },
      { id: 'npm-costs', text: 'npm costs', level: 2 },
      { id: 'costs-3', text: 'Costs', level: 4 },
    ]);
    expect(html).toContain('<h3 id="costs-2">Costs</h3>');
    expect(html).toContain('<h4 id="costs-3">Costs</h4>');
  });

  it('refuse a "# " heading with its line, and do not list it', () => {
    const { headings, problems } = renderMarkdown('Text\n\n# Title\n\n## Part\n');
    expect(problems).toEqual([
      {
        line: 3,
        message: 'a "# " heading in the body: expected "## " or deeper (the title is the page\'s heading)',
      },
    ]);
    expect(headings).toEqual([{ id: 'part', text: 'Part', level: 2 }]);
  });
});

describe('links', () => {
  it.each([
    'https://example.com/a',
    'HTTPS://EXAMPLE.COM',
    'http://example.com',
    'mailto:office@example.com',
    'MAILTO:office@example.com',
    'tel:+12025550100',
    '/services',
    '#top',
  ])('keeps a link to %s', (href) => {
    const { html, problems } = renderMarkdown(`[a](${href})\n`);
    expect(problems).toEqual([]);
    expect(html).toContain('<a href="');
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,x',
    '//evil.example/x',
    'ftp://example.com/a',
    'services',
    'httpx://example.com',
    'vbscript:x',
  ])('refuses a link to %s with its line, as text', (href) => {
    const { html, problems } = renderMarkdown(`Intro\n\n[a](${href})\n`);
    expect(problems).toEqual([
      {
        line: 3,
        message: `link to "${href}": expected https://, mailto:, tel:, a site path like /services or an #anchor`,
      },
    ]);
    expect(html).not.toContain('href=');
  });

  it('lists site links with the line they are on, after soft and hard breaks', () => {
    const { siteLinks } = renderMarkdown(
      '[a](/one)\nnext [b](/two)  \nthird [c](/three#x) [d](https://e.example)\n\n[e](/four)\n',
    );
    expect(siteLinks).toEqual([
      { path: '/one', line: 1 },
      { path: '/two', line: 2 },
      { path: '/three#x', line: 3 },
      { path: '/four', line: 5 },
    ]);
  });

  it('refuses a picture with its line and target, whatever it points to', () => {
    const { problems } = renderMarkdown('Text\n\n![oak](https://example.com/oak.jpg)\n');
    expect(problems).toEqual([
      {
        line: 3,
        message:
          'picture "https://example.com/oak.jpg" in the body: expected no pictures in a guide\'s text (its picture is the front matter\'s hero)',
      },
    ]);
  });
});

describe('directives', () => {
  it('hand a named fenced block its argument and line, and leave other blocks as code', () => {
    const calls: [string, number][] = [];
    const prices: Directive = (argument, line, problems) => {
      calls.push([argument, line]);
      if (argument === 'bad') problems.push({ line, message: 'bad block' });
      return `<table data-x="${argument}"></table>`;
    };
    const { html, problems } = renderMarkdown(
      'Intro\n\n```prices  a   b \n```\n\n```prices bad\n```\n\n```other\nx\n```\n',
      {
        prices,
      },
    );
    expect(calls).toEqual([
      ['a b', 3],
      ['bad', 6],
    ]);
    expect(problems).toEqual([{ line: 6, message: 'bad block' }]);
    expect(html).toContain('<table data-x="a b"></table>');
    expect(html).toContain('<code');
    expect(html).toContain('x\n</code></pre>');
  });
});

describe('renderMarkdown', () => {
  it('escapes raw HTML, so a body can never add a script or a handler', () => {
    const { html } = renderMarkdown('Hi <script>alert(1)</script>\n\n<img src=x onerror="alert(1)">\n');
    expect(html).not.toMatch(/<script|<img/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
  });

  it('refuses javascript:, data: and //host links with their line, leaving them as text', () => {
    const body = 'First line\n\n[a](javascript:alert(1)) and\n[b](//evil.example/x) [c](data:text/html,x)\n';
    const { html, problems } = renderMarkdown(body);
    expect(html).not.toContain('href');
    expect(problems.map((p) => p.line)).toEqual([3, 4, 4]);
    expect(problems[0].message).toMatch(/^link to "javascript:alert\(1\)": expected https:\/\//);
  });

  it('keeps web, mail, phone, site and anchor links, and lists the site links with their lines', () => {
    const body =
      '[a](https://example.com) [b](mailto:x@example.com)\n[c](tel:+12025550100) [d](/services#faq) [e](#top)\n';
    const { html, problems, siteLinks } = renderMarkdown(body);
    expect(problems).toEqual([]);
    expect(html.match(/href=/g)).toHaveLength(5);
    expect(siteLinks).toEqual([{ path: '/services#faq', line: 2 }]);
  });

  it('gives headings unique ids from their words and refuses an h1 and pictures', () => {
    const { html, problems } = renderMarkdown(
      '## Costs & Timing\n\n## Costs & timing\n\n### Café\n\n# Title\n\n![x](media/a.jpg)\n',
    );
    expect(html).toContain('<h2 id="costs-timing">');
    expect(html).toContain('<h2 id="costs-timing-2">');
    expect(html).toContain('<h3 id="cafe">');
    expect(problems.map((p) => p.line)).toEqual([7, 9]);
  });

  it('renders a fenced block named by a directive with it, and others as code', () => {
    const { html } = renderMarkdown('```prices hardwood\n```\n\n```\n<b>\n```\n', {
      prices: (arg) => `<table data-arg="${arg}"></table>`,
    });
    expect(html).toContain('<table data-arg="hardwood"></table>');
    expect(html).toContain('<pre><code>&lt;b&gt;');
  });

  it('writes a kept link whole and a refused one as its text', () => {
    expect(renderMarkdown('[a](/x) and [b](javascript:alert(1))\n').html).toBe('<p><a href="/x">a</a> and b</p>\n');
  });

  it('leaves a bare address as text (no linkify)', () => {
    expect(renderMarkdown('Visit www.example.com or https://example.com today.\n').html).toBe(
      '<p>Visit www.example.com or https://example.com today.</p>\n',
    );
  });

  it("makes a heading's id from its text only, not a picture's alt text (the heading lists the alt text)", () => {
    const { html, headings } = renderMarkdown('## Oak ![pic](a.png) floors\n');
    expect(html).toBe('<h2 id="oak-floors">Oak pic floors</h2>\n');
    expect(headings).toEqual([{ id: 'oak-floors', text: 'Oak pic floors', level: 2 }]);
  });

  it("counts a picture's hard break and its title's line breaks in the lines after it", () => {
    // A hard break (backslash) in the alt text: the link is on line 2.
    expect(renderMarkdown('![one\\\ntwo](x.png) [next](/n)\n').siteLinks).toEqual([{ path: '/n', line: 2 }]);
    // A soft break in the alt text and one in the title: line 3.
    expect(renderMarkdown('![one\ntwo](x.png "t\nu") [next](/n)\n').siteLinks).toEqual([{ path: '/n', line: 3 }]);
  });
});
