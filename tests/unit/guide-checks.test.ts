// Guide files (generator/pipeline/content/guide-checks.ts, issue #25): front matter problems with the .md file's own
// lines, and drafts left out of `build`. The body's Markdown is markdown.test.ts's, its prices block guide-prices.test.ts's.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ContentError } from '../../generator/model/errors.ts';
import { loadContent } from '../../generator/pipeline/content/load.ts';

const CONTENT = path.resolve(import.meta.dirname, '../../content');

describe('guide files', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });
  const copy = () => {
    dir = mkdtempSync(path.join(tmpdir(), 'guides-'));
    cpSync(CONTENT, path.join(dir, 'content'), { recursive: true });
    return path.join(dir, 'content');
  };
  const GUIDE = 'guides/hardwood-floor-installation-cost-dmv.md';
  const problems = (content: string): string[] => {
    try {
      loadContent(content);
    } catch (error) {
      if (error instanceof ContentError) return error.problems.map((p) => `${p.file}:${p.line} ${p.field}`);
      throw error;
    }
    return [];
  };

  it('reports a front matter field as file:line with the .md file’s own line', async () => {
    const content = copy();
    const file = path.join(content, GUIDE);
    const { readFileSync } = await import('node:fs');
    const text = readFileSync(file, 'utf8');
    writeFileSync(file, text.replace('published: 2026-11-24', 'published: last week'));
    const line = text.split('\n').findIndex((l) => l.startsWith('published:')) + 1;
    expect(problems(content)).toEqual([`content/${GUIDE}:${line} published`]);
  });

  it('leaves a draft out unless drafts are asked for (build-site dev)', () => {
    const content = copy();
    writeFileSync(
      path.join(content, 'guides/a-draft.md'),
      '---\ntitle: A draft\ndescription: Not yet.\npublished: 2026-11-25\nupdated: 2026-11-25\nauthor: Someone\nhero: { src: placeholders/hardwood.svg, alt: Boards }\ndraft: true\n---\nBody.\n',
    );
    expect(loadContent(content).guides.map((g) => g.slug)).not.toContain('a-draft');
    expect(loadContent(content, { drafts: true }).guides.map((g) => g.slug)).toContain('a-draft');
  });
});
