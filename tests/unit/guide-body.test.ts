// What a guide's body asks for that the build refuses (generator/model/guide-body.ts): a link to a page
// the site does not build, judged by its path alone (a #fragment or ?query after a built page is fine),
// beside what the Markdown itself refuses and what a prices block cannot fill, all sorted by line.
import { describe, expect, it } from 'vitest';
import type { Content } from '../../generator/model/content.ts';
import { guideBodyProblems } from '../../generator/model/guide-body.ts';
import type { Guide } from '../../generator/model/schema/index.ts';

const CONTENT = {
  pages: {
    guides: {
      article: { prices: { caption: '{service}', location: 'Where', startingPrice: 'From', timeframe: 'Takes' } },
    },
  },
  services: [{ slug: 'carpet', name: 'Carpet' }],
  locations: [],
} as unknown as Content;
const PAGES = new Set(['/', '/services', '/services/carpet', '/contact']);
const problems = (body: string) =>
  guideBodyProblems({ body, services: ['carpet'], locations: [] } as unknown as Guide, CONTENT, PAGES);

describe('guideBodyProblems', () => {
  it('accepts links to built pages, with a #fragment, a ?query or both, and anchors and other sites', () => {
    expect(
      problems(
        '[a](/services) [b](/services#faq) [c](/services/carpet?x=1) [d](/contact?x=1#form) [e](/#top) [f](#top) [g](https://example.com/nope)\n',
      ),
    ).toEqual([]);
  });

  it('refuses a link to a page the site does not build, naming it as written, with its line', () => {
    expect(problems('Intro\n\n[a](/nope#faq) and [b](/services/tile?x)\nnext [c](/services/)\n')).toEqual([
      { line: 3, message: 'link to "/nope#faq": expected a path of a page the site builds' },
      { line: 3, message: 'link to "/services/tile?x": expected a path of a page the site builds' },
      { line: 4, message: 'link to "/services/": expected a path of a page the site builds' },
    ]);
  });

  it("sorts every problem by line: the Markdown's, a prices block's and the links'", () => {
    const found = problems('[a](/nope)\n\n# Title\n\n```prices\n```\n\n[b](javascript:x)\n');
    expect(found.map((p) => p.line)).toEqual([1, 3, 5, 8]);
    expect(found[0].message).toBe('link to "/nope": expected a path of a page the site builds');
    expect(found[2].message).toBe("a prices block quotes the front matter's locations: expected at least one");
  });
});
