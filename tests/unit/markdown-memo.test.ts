// A guide's body rendered again (generator/model/markdown-memo.ts): the kept result comes back only
// for the same body, the same directive names and, directive call by call, the same output and the
// same problems (line and message each); every directive call is made again on a hit (its reads
// count); results are frozen; at most `limit` bodies are kept, the least recently used dropped.
// Expected HTML is written out.
import { describe, expect, it } from 'vitest';
import { type Directive, type MarkdownProblem, renderMarkdown } from '../../generator/model/markdown.ts';
import { KEPT_BODIES, markdownMemo, renderMarkdownKept } from '../../generator/model/markdown-memo.ts';

/** A memo over renderMarkdown that counts the renders it makes. */
function counted(limit?: number) {
  const renders: string[] = [];
  const render = markdownMemo((body, directives) => {
    renders.push(body);
    return renderMarkdown(body, directives);
  }, limit);
  return { render, renders };
}

/** A directive whose output and problems are what `state` holds when it is called; its calls are listed. */
function directive(state: { output: string; problems: MarkdownProblem[] }) {
  const calls: [string, number][] = [];
  const run: Directive = (argument, line, problems) => {
    calls.push([argument, line]);
    problems.push(...state.problems.map((p) => ({ ...p })));
    return state.output;
  };
  return { run, calls };
}

const BODY = 'Intro\n\n```prices a b\n```\n\n## Costs\n';

describe('markdownMemo', () => {
  it('gives the kept result for the same body, calling each directive again with its argument and line', () => {
    const { render, renders } = counted();
    const prices = directive({ output: '<table></table>', problems: [] });
    const first = render(BODY, { prices: prices.run });
    const second = render(BODY, { prices: prices.run });
    expect(second).toBe(first);
    expect(renders).toEqual([BODY]);
    expect(prices.calls).toEqual([
      ['a b', 3],
      ['a b', 3],
    ]);
    expect(first.html).toBe('<p>Intro</p>\n<table></table><h2 id="costs">Costs</h2>\n');
  });

  it('renders again when a directive gives other output', () => {
    const { render, renders } = counted();
    const state = { output: '<table>1</table>', problems: [] };
    const prices = directive(state);
    expect(render(BODY, { prices: prices.run }).html).toBe('<p>Intro</p>\n<table>1</table><h2 id="costs">Costs</h2>\n');
    state.output = '<table>2</table>';
    expect(render(BODY, { prices: prices.run }).html).toBe('<p>Intro</p>\n<table>2</table><h2 id="costs">Costs</h2>\n');
    expect(renders).toEqual([BODY, BODY]);
  });

  it.each([
    ['another message', [{ line: 3, message: 'No prices for Hardwood' }]],
    ['another line', [{ line: 4, message: 'No prices' }]],
    [
      'one problem more',
      [
        { line: 3, message: 'No prices' },
        { line: 3, message: 'No prices' },
      ],
    ],
    ['no problem', []],
  ])('renders again when a directive gives the same output with %s', (_, later: MarkdownProblem[]) => {
    const { render, renders } = counted();
    const state = { output: '', problems: [{ line: 3, message: 'No prices' }] };
    const prices = directive(state);
    expect(render(BODY, { prices: prices.run }).problems).toEqual([{ line: 3, message: 'No prices' }]);
    state.problems = later;
    expect(render(BODY, { prices: prices.run }).problems).toEqual(later);
    expect(renders).toEqual([BODY, BODY]);
  });

  it('keeps a directive problem among the body problems by line, and the result while it stays the same', () => {
    const { render, renders } = counted();
    const prices = directive({ output: '', problems: [{ line: 3, message: 'No prices' }] });
    const body = '# Title\n\n```prices\n```\n\n![a](/x.jpg)\n';
    const expected = [
      { line: 1, message: 'a "# " heading in the body: expected "## " or deeper (the title is the page\'s heading)' },
      { line: 3, message: 'No prices' },
      {
        line: 6,
        message:
          'picture "/x.jpg" in the body: expected no pictures in a guide\'s text (its picture is the front matter\'s hero)',
      },
    ];
    const first = render(body, { prices: prices.run });
    expect(first.problems).toEqual(expected);
    expect(render(body, { prices: prices.run })).toBe(first);
    expect(renders).toEqual([body]);
  });

  it('renders again for other directive names, either way', () => {
    const { render, renders } = counted();
    const prices = directive({ output: '<table></table>', problems: [] });
    const plain = render(BODY);
    expect(plain.html).toBe('<p>Intro</p>\n<pre><code></code></pre>\n<h2 id="costs">Costs</h2>\n');
    expect(render(BODY, { prices: prices.run }).html).toBe('<p>Intro</p>\n<table></table><h2 id="costs">Costs</h2>\n');
    expect(render(BODY, {}).html).toBe(plain.html);
    expect(render(BODY, { prices: prices.run, other: prices.run }).html).toBe(
      '<p>Intro</p>\n<table></table><h2 id="costs">Costs</h2>\n',
    );
    expect(renders).toEqual([BODY, BODY, BODY]);
  });

  it('keeps the result whatever order the directives are given in', () => {
    const { render, renders } = counted();
    const a = directive({ output: '<a-table></a-table>', problems: [] });
    const b = directive({ output: '', problems: [] });
    const first = render(BODY, { prices: a.run, other: b.run });
    expect(render(BODY, { other: b.run, prices: a.run })).toBe(first);
    expect(renders).toEqual([BODY]);
  });

  it('does not take two directive names for two others that join to the same letters', () => {
    const { render } = counted();
    const body = '```ab\n```\n\n```bc\n```\n';
    const one = directive({ output: '<i>1</i>', problems: [] });
    const two = directive({ output: '<i>2</i>', problems: [] });
    expect(render(body, { ab: one.run, c: two.run }).html).toBe('<i>1</i><pre><code></code></pre>\n');
    expect(render(body, { a: one.run, bc: two.run }).html).toBe('<pre><code></code></pre>\n<i>2</i>');
  });

  it('renders a body that differs by one character', () => {
    const { render, renders } = counted();
    render('## Costs\n');
    expect(render('## Cost\n').headings).toEqual([{ id: 'cost', text: 'Cost', level: 2 }]);
    expect(render('## Costs\n').headings).toEqual([{ id: 'costs', text: 'Costs', level: 2 }]);
    expect(renders).toEqual(['## Costs\n', '## Cost\n']);
  });

  it('does not take a directive name for part of the body', () => {
    const { render } = counted();
    const prices = directive({ output: '<table></table>', problems: [] });
    // The key joins names and body with a line break: "prices" + "\nx" against "" + "prices\nx".
    expect(render('x', { prices: prices.run }).html).toBe('<p>x</p>\n');
    expect(render('prices\nx').html).toBe('<p>prices\nx</p>\n');
  });

  it('freezes what it keeps, inside and out', () => {
    const { render } = counted();
    const result = render('# Title\n\n## Part\n\n[a](/services)\n');
    expect(Object.isFrozen(result)).toBe(true);
    for (const list of [result.problems, result.siteLinks, result.headings]) {
      expect(list.length).toBe(1);
      expect(Object.isFrozen(list)).toBe(true);
      expect(Object.isFrozen(list[0])).toBe(true);
    }
  });

  it('keeps at most `limit` bodies, dropping the least recently used', () => {
    const { render, renders } = counted(2);
    render('a');
    render('b');
    render('a'); // a is now the most recent
    render('c'); // drops b
    render('a'); // kept
    render('b'); // rendered again, dropping c
    expect(renders).toEqual(['a', 'b', 'c', 'b']);
    render('c'); // dropped when b came back (a had been used since)
    expect(renders).toEqual(['a', 'b', 'c', 'b', 'c']);
  });

  it('keeps 32 bodies by default', () => {
    expect(KEPT_BODIES).toBe(32);
    const bodies = Array.from({ length: 33 }, (_, i) => `Body ${i}\n`);
    const { render, renders } = counted();
    for (const body of bodies.slice(0, 32)) render(body);
    render(bodies[0]);
    expect(renders).toHaveLength(32);
    render(bodies[32]); // drops body 1, the least recently used
    render(bodies[0]);
    expect(renders).toHaveLength(33);
    render(bodies[1]);
    expect(renders).toHaveLength(34);
  });

  it('is what the build renders guides with', () => {
    const first = renderMarkdownKept('## Kept\n');
    expect(renderMarkdownKept('## Kept\n')).toBe(first);
  });
});
