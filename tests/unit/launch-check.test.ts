// The launch check (generator/cli/launch-check.ts, `build-site check --launch`): every placeholder
// the shipped content still holds, each with its file and line; sample reviews by their mark, and
// a reviewer's name quoted from two towns when nothing marks them; nothing on finished content.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LaunchProblem, launchProblems, launchSummary } from '../../generator/cli/launch-check.ts';
import { CONTENT, copyContent, type TempContent } from '../fixtures/html.ts';

/** Line (1-based) of the first line of a shipped content file that contains `text`. */
function lineWith(rel: string, text: string, dir = CONTENT): number {
  const index = readFileSync(path.join(dir, rel), 'utf8')
    .split('\n')
    .findIndex((l) => l.includes(text));
  if (index < 0) throw new Error(`${rel} has no line with ${text}`);
  return index + 1;
}
const where = (p: LaunchProblem) => `${p.file}:${p.line} ${p.rule}`;
const ofRule = (problems: LaunchProblem[], rule: LaunchProblem['rule']) => problems.filter((p) => p.rule === rule);

/** Rewrites every content file of a copy (YAML and guides) with `edit`. */
function editAll(dir: string, edit: (text: string, rel: string) => string): void {
  for (const rel of fg.sync('**/*.{yaml,md}', { cwd: dir })) {
    const file = path.join(dir, rel);
    writeFileSync(file, edit(readFileSync(file, 'utf8'), rel));
  }
}

describe('the shipped sample content', () => {
  let problems: LaunchProblem[];
  beforeAll(() => {
    problems = launchProblems(CONTENT, 'content');
  });

  it('lists the address, phone, e-mail, media host, Admin link and unset key of site.yaml at their lines', () => {
    const site = problems.filter((p) => p.file === 'content/site.yaml' && p.rule !== 'placeholder-picture');
    expect(site.map(where)).toEqual([
      `content/site.yaml:${lineWith('site.yaml', 'baseUrl:')} example-domain`,
      `content/site.yaml:${lineWith('site.yaml', 'display: (202) 555-0142')} fictional-phone`,
      `content/site.yaml:${lineWith('site.yaml', 'email: info@')} example-domain`,
      `content/site.yaml:${lineWith('site.yaml', 'adminUrl:')} admin-link`,
      `content/site.yaml:${lineWith('site.yaml', 'videoBase:')} example-domain`,
      `content/site.yaml:${lineWith('site.yaml', 'supabaseAnonKey:')} unset-value`,
    ]);
    expect(site.map((p) => p.message)).toEqual([
      "baseUrl: https://www.capitolfloorworks.example is on an example domain (www.capitolfloorworks.example), not a real address: replace it with the business's own",
      "display: (202) 555-0142 is a fictional 555 number: replace it with the business's phone number",
      "email: info@capitolfloorworks.example is on an example domain (capitolfloorworks.example), not a real address: replace it with the business's own",
      "the Admin link in the header and footer goes to https://admin.capitolfloorworks.example, an example domain: set adminUrl to the real dashboard's address",
      "videoBase: https://media.capitolfloorworks.example/videos is on an example domain (media.capitolfloorworks.example), not a real address: replace it with the business's own",
      'supabaseAnonKey: "public-anon-key-set-me" is still to be set',
    ]);
  });

  it('lists every placeholder picture in use, a guide front matter at its .md line', () => {
    const pictures = ofRule(problems, 'placeholder-picture');
    // 203 generated pictures, plus the service, place and state art, some referenced twice (image and share image).
    expect(pictures.length).toBeGreaterThan(300);
    expect(pictures.map(where)).toContain(
      `content/site.yaml:${lineWith('site.yaml', 'defaultShareImage:')} placeholder-picture`,
    );
    const guide = 'guides/hardwood-floor-installation-cost-dmv.md';
    expect(pictures.filter((p) => p.file === `content/${guide}`).map((p) => [p.line, p.message])).toEqual([
      [
        lineWith(guide, 'src: placeholders/'),
        'src: placeholders/hardwood.svg is placeholder art: replace it with a photo (media/…, README "Your own photos")',
      ],
    ]);
  });

  it('lists each of the 98 sample testimonials and reviews (16 places and 8 services x 3, 6 on service areas, 20 reviews)', () => {
    const samples = ofRule(problems, 'sample-testimonial');
    expect(samples).toHaveLength(98);
    expect(samples.filter((p) => p.file === 'content/pages/reviews.yaml')).toHaveLength(20);
    const priya = samples.find((p) => p.file === 'content/locations/georgetown-dc.yaml' && p.message.includes('Priya'));
    expect(priya).toEqual({
      file: 'content/locations/georgetown-dc.yaml',
      line: lineWith('locations/georgetown-dc.yaml', 'name: Priya Raman'),
      rule: 'sample-testimonial',
      message:
        '"Priya Raman" (Condo owner, Georgetown Waterfront) is a sample review, not a customer\'s words: replace it with a real review and remove its "sample: true"',
    });
    // Every one is marked, so none is listed twice as a repeated name.
    expect(ofRule(problems, 'repeated-reviewer')).toEqual([]);
  });

  it('ends with a summary line counting each kind', () => {
    expect(launchSummary(problems)).toMatch(
      /^Launch check: \d+ placeholder\(s\) still in the content \(3 example-domain, 1 fictional-phone, 1 admin-link, 1 unset-value, \d+ placeholder-picture, 98 sample-testimonial\); replace them before going live\.$/,
    );
    expect(launchSummary([])).toBe('Launch check: no placeholders left in the content.');
  });
});

describe('the summary line', () => {
  const problem = (rule: LaunchProblem['rule']): LaunchProblem => ({
    file: 'content/x.yaml',
    line: 1,
    rule,
    message: 'm',
  });

  it('counts every problem, and each kind in the rules order whatever order they come in', () => {
    const problems = [
      problem('repeated-reviewer'),
      problem('placeholder-picture'),
      problem('example-domain'),
      problem('placeholder-picture'),
      problem('admin-link'),
    ];
    expect(launchSummary(problems)).toBe(
      'Launch check: 5 placeholder(s) still in the content (1 example-domain, 1 admin-link, 2 placeholder-picture, 1 repeated-reviewer); replace them before going live.',
    );
  });

  it('one problem: the boundary beside none', () => {
    expect(launchSummary([problem('unset-value')])).toBe(
      'Launch check: 1 placeholder(s) still in the content (1 unset-value); replace them before going live.',
    );
  });
});

describe('edited content', () => {
  let temp: TempContent;
  beforeAll(() => {
    temp = copyContent('build-site-launch-');
  });
  afterAll(() => temp?.cleanup());

  it('without the sample marks, spots a reviewer quoted from several towns ("Priya Raman" in four)', () => {
    editAll(temp.content, (text) => text.replace(/^ *sample: true\n/gm, ''));
    const repeated = ofRule(launchProblems(temp.content, 'content'), 'repeated-reviewer');
    const names = repeated.map((p) => /^"([^"]+)"/.exec(p.message)![1]);
    expect(names.sort()).toEqual([
      'Marcus Bell',
      'Marcus Bell',
      'Margaret Ellison',
      'Margaret Ellison',
      'Priya Raman',
      'Priya Raman',
      'Priya Raman',
      'Priya Raman',
    ]);
    const montgomery = repeated.find(
      (p) => p.file === 'content/locations/montgomery-county-md.yaml' && p.message.startsWith('"Priya'),
    )!;
    expect(montgomery.line).toBe(lineWith('locations/montgomery-county-md.yaml', 'name: Priya Raman', temp.content));
    expect(montgomery.message).toMatch(
      /^"Priya Raman" \(Gaithersburg, MD\) is also quoted from .*Ballston, Arlington \(content\/locations\/arlington-county-va\.yaml:\d+\).*: one customer in several towns reads as an invented review$/,
    );
  });

  it('finds nothing once every placeholder is replaced, and leaves comments alone', () => {
    editAll(temp.content, (text) =>
      text
        .replace(/capitolfloorworks\.example/g, 'capitolfloorworks.com')
        .replace(/\(202\) 555-0142/g, '(202) 448-1234')
        .replace(/\+12025550142/g, '+12024481234')
        .replace(/public-anon-key-set-me/g, 'eyJhbGciOiJIUzI1NiJ9.real')
        .replace(/placeholders\/([\w/-]+)\.svg/g, 'media/$1.jpg')
        .replace(/Priya Raman/g, (name, offset: number) => `${name} ${offset}`)
        .replace(/Margaret Ellison|Marcus Bell/g, (name, offset: number) => `${name} ${offset}`)
        .replace(/^(# .*)$/m, '$1 placeholders/old.svg, (202) 555-0199, admin.example.com'),
    );
    expect(launchProblems(temp.content, 'content')).toEqual([]);
  });

  it('finds one more of each kind added anywhere, e.g. a new project', () => {
    const file = path.join(temp.content, 'projects/georgetown-retail-store.yaml');
    writeFileSync(
      file,
      `${readFileSync(file, 'utf8')}\n# a comment: placeholders/x.svg\nextraNote: "Call 301.555.0187 or see https://example.org/a"\n`,
    );
    expect(launchProblems(temp.content, 'content').map((p) => `${p.rule}: ${p.message}`)).toEqual([
      "example-domain: extraNote: https://example.org/a is on an example domain (example.org), not a real address: replace it with the business's own",
      "fictional-phone: extraNote: 301.555.0187 is a fictional 555 number: replace it with the business's phone number",
    ]);
  });
});
