// The docs by audience (issue #38 point 7): README.md for people who run, edit and deploy the site,
// short, with deploying in its first half; CONTRIBUTING.md and docs/ for contributors; and every
// relative link between them pointing at a file and heading that exist.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const lines = (file: string) => read(file).replace(/\n$/, '').split('\n');
const headings = (file: string) =>
  lines(file)
    .map((line, i) => ({ line: i + 1, text: /^(#{1,4}) (.+)$/.exec(line)?.[2] }))
    .filter((h): h is { line: number; text: string } => h.text !== undefined);
/** GitHub's anchor of a heading: lower case, punctuation but hyphens dropped, spaces as hyphens. */
const anchor = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

const DOCS = ['README.md', 'CONTRIBUTING.md', ...fg.sync('docs/*.md', { cwd: root }).sort()];

describe('README.md', () => {
  it('is at most 300 lines', () => {
    expect(lines('README.md').length).toBeLessThanOrEqual(300);
  });

  it('has the sections its readers look for, deploying within the first half', () => {
    const h2 = headings('README.md').filter((h) => !h.text.startsWith('build-site'));
    const at = (name: string) => h2.find((h) => h.text === name)?.line;
    for (const name of ['Quick start', 'Deploy', 'CLI', 'Editing content', 'Editing in the browser', 'Troubleshooting'])
      expect(at(name), name).toBeDefined();
    expect(at('Deploy')!).toBeLessThanOrEqual(lines('README.md').length / 2);
  });

  it('leaves contributor material to CONTRIBUTING.md', () => {
    const readme = read('README.md');
    expect(readme).not.toMatch(/^## (Performance|Choices the spec leaves open)/m);
    const contributing = headings('CONTRIBUTING.md').map((h) => h.text);
    expect(contributing).toEqual(
      expect.arrayContaining(['Prerequisites', 'Tests', 'Page kinds', 'Choices the spec leaves open']),
    );
  });
});

describe('links between the docs', () => {
  it.each(DOCS)('%s: every relative link names a file that exists, and a heading in it', (file) => {
    const broken: string[] = [];
    // Code spans are examples, not links.
    for (const [, target] of read(file)
      .replace(/`[^`\n]*`/g, '')
      .matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/i.test(target)) continue;
      const [rel, hash] = target.split('#');
      const to = rel === '' ? file : path.posix.normalize(path.posix.join(path.posix.dirname(file), rel));
      if (!existsSync(path.join(root, to))) {
        broken.push(target);
        continue;
      }
      if (hash && to.endsWith('.md') && !headings(to).some((h) => anchor(h.text) === hash)) broken.push(target);
    }
    expect(broken).toEqual([]);
  });
});
