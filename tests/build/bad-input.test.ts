// Broken content must stop the CLI build with a non-zero exit, an error that
// names file, line, field and what was expected, and an untouched previous
// output folder. Each case breaks a fresh copy of content/.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../generator/build.ts';
import { ROOT, copyContent, tempDir, type TempContent } from '../fixtures/html.ts';

let outParent: { dir: string; cleanup: () => void };
let outDir: string;
let snapshot: Record<string, string>;
let tmp: TempContent | undefined;

/** Every file under a folder (dotfiles included) -> sha256 of its bytes. */
function hashTree(dir: string): Record<string, string> {
  const files = fg.sync('**/*', { cwd: dir, dot: true, onlyFiles: true }).sort();
  return Object.fromEntries(files.map((f) => [f, createHash('sha256').update(readFileSync(path.join(dir, f))).digest('hex')]));
}

/** Applies a text edit to one file of the temp content copy; returns the new source. */
function edit(rel: string, change: (source: string) => string): string {
  const file = path.join(tmp!.content, rel);
  const before = readFileSync(file, 'utf8');
  const after = change(before);
  expect(after, `edit of ${rel} changed nothing`).not.toBe(before);
  writeFileSync(file, after);
  return after;
}

/** 1-based line of the first line matching. */
function lineOf(source: string, match: RegExp): number {
  const index = source.split('\n').findIndex((l) => match.test(l));
  expect(index, `no line matches ${match}`).toBeGreaterThanOrEqual(0);
  return index + 1;
}

function runBuild(out = outDir) {
  const result = spawnSync(process.execPath, ['bin/build-site', 'build', '--quiet', '--content', tmp!.content, '--out', out], {
    cwd: ROOT, encoding: 'utf8', timeout: 60_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

interface Problem {
  file: string;
  line?: number;
  field?: string;
  message: string;
}

/** Problem lines of the CLI: "<file>:<line> <field>: <message>" (line and field optional). */
function problems(stderr: string): Problem[] {
  return stderr.split('\n').slice(1).filter(Boolean).map((l) => {
    const m = /^(\S+?\.yaml)(?::(\d+))?(?: ([\w.[\]]+):)? (.*)$/.exec(l);
    expect(m, `unexpected error line: ${l}`).not.toBeNull();
    return { file: m![1], line: m![2] ? Number(m![2]) : undefined, field: m![3], message: m![4] };
  });
}

/** The build failed, said so, and left the previous output exactly as it was. */
function expectRejected(run: ReturnType<typeof runBuild>): Problem[] {
  expect(run.status, run.stdout + run.stderr).not.toBe(0);
  expect(run.stdout).not.toMatch(/^Built /m);
  expect(run.stderr).toMatch(/^Build failed: \d+ content problem\(s\)/);
  expect(hashTree(outDir)).toEqual(snapshot);
  expect(readdirSync(outParent.dir)).toEqual(['out']);
  return problems(run.stderr);
}

beforeAll(async () => {
  outParent = tempDir('build-site-bad-out-');
  outDir = path.join(outParent.dir, 'out');
  await buildSite({ root: ROOT, outDir });
  writeFileSync(path.join(outDir, 'marker.txt'), 'previous good build\n');
  snapshot = hashTree(outDir);
  expect(snapshot['index.html']).toBeDefined();
  expect(snapshot['marker.txt']).toBeDefined();
});

afterEach(() => {
  tmp?.cleanup();
  tmp = undefined;
});

afterAll(() => outParent?.cleanup());

describe('build-site build with broken content', () => {
  it('malformed YAML (unclosed bracket) in a location file', () => {
    tmp = copyContent();
    const source = edit('locations/alexandria-va.yaml', (s) => s.replace(/^ {2}projectsCompleted: "100\+"$/m, '  projectsCompleted: [100+'));
    const broken = lineOf(source, /^ {2}projectsCompleted: \[100\+$/);
    const found = expectRejected(runBuild());
    expect(found.length).toBeGreaterThan(0);
    for (const p of found) {
      expect(p.file).toBe('content/locations/alexandria-va.yaml');
      // The parser notices the missing "]" on the broken line or the one after it.
      expect([broken, broken + 1]).toContain(p.line);
      expect(p.message).toMatch(/^invalid YAML: /);
    }
    expect(found.some((p) => p.message.includes(']'))).toBe(true);
  });

  it('a missing required field (faqs deleted from a service)', () => {
    tmp = copyContent();
    const source = edit('services/hardwood-flooring.yaml', (s) => s.slice(0, s.indexOf('\nfaqs:')) + s.slice(s.indexOf('\ncta:')));
    const [p, ...rest] = expectRejected(runBuild());
    expect(rest).toEqual([]);
    expect(p.file).toBe('content/services/hardwood-flooring.yaml');
    expect(p.line).toBeGreaterThanOrEqual(1);
    expect(p.line).toBeLessThanOrEqual(source.split('\n').length);
    expect(p.field).toBe('faqs');
    expect(p.message).toMatch(/missing/);
    expect(p.message).toMatch(/expected array/);
  });

  // BUG (generator/load.ts validate): zod 4 leaves issue.input out unless
  // safeParse is called with { reportInput: true }, so describeIssue reports
  // every wrong type as "required field is missing (expected ...)".
  it.each([
    ['services/hardwood-flooring.yaml', 'testimonials[0].rating', /^ {4}rating: 5$/, '    rating: "five"', 'expected number'],
    ['locations/alexandria-va.yaml', 'statistics.projectsCompleted', /^ {2}projectsCompleted: "100\+"$/, '  projectsCompleted:\n    - "100+"', 'expected string'],
  ])('a wrong type in %s (%s)', (rel, field, match, replacement, expected) => {
    tmp = copyContent();
    const source = edit(rel, (s) => s.replace(new RegExp(match.source, 'm'), replacement));
    const line = lineOf(source, new RegExp(`^\\s*${replacement.split('\n')[0].trim().replace(/[[\]().*+?^$|\\]/g, '\\$&')}`));
    const [p, ...rest] = expectRejected(runBuild());
    expect(rest).toEqual([]);
    expect(p).toMatchObject({ file: `content/${rel}`, field });
    // The value is there, so the line is the field's own line (or its value's, for a list).
    expect([line, line + 1]).toContain(p.line);
    expect(p.message).toContain(expected);
    expect(p.message, 'a present value of the wrong type is not a missing field').not.toMatch(/missing/);
  });

  it('an unknown page reference in the navigation', () => {
    tmp = copyContent();
    const source = edit('navigation.yaml', (s) => s.replace('path: /services/laminate-flooring }', 'path: /services/does-not-exist }'));
    const [p, ...rest] = expectRejected(runBuild());
    expect(rest).toEqual([]);
    expect(p).toMatchObject({ file: 'content/navigation.yaml', line: lineOf(source, /does-not-exist/), field: 'footer.services[2].path' });
    expect(p.message).toContain('"/services/does-not-exist"');
    expect(p.message).toMatch(/expected a path of a page the site builds/);
  });

  it('an unknown project id on the home page', () => {
    tmp = copyContent();
    const source = edit('pages/home.yaml', (s) => s.replace(/^ {4}- project-9$/m, '    - project-99'));
    const [p, ...rest] = expectRejected(runBuild());
    expect(rest).toEqual([]);
    expect(p).toMatchObject({ file: 'content/pages/home.yaml', line: lineOf(source, /- project-99$/), field: 'projects.ids[1]' });
    expect(p.message).toContain('"project-99"');
    expect(p.message).toMatch(/expected a project id \(project-1, .*project-11\)/);
  });

  describe('a duplicate route (hardwood-flooring gets the alias laminate-flooring)', () => {
    const addAlias = () => edit('services/hardwood-flooring.yaml', (s) => s.replace(/^order: 1$/m, 'aliases: [laminate-flooring]\norder: 1'));

    it('is rejected and names the route', () => {
      tmp = copyContent();
      addAlias();
      const [p, ...rest] = expectRejected(runBuild());
      expect(rest).toEqual([]);
      expect(p.message).toContain('duplicate route /services/laminate-flooring');
    });

    // The problem points at the alias that caused the clash, not the page it collides with.
    it('names the file, line and field of the clashing alias', () => {
      tmp = copyContent();
      const source = addAlias();
      const [p] = expectRejected(runBuild());
      expect(p).toMatchObject({ file: 'content/services/hardwood-flooring.yaml', line: lineOf(source, /^aliases:/) });
      expect(p.field).toMatch(/^aliases(\[0\])?$/);
    });
  });

  it('a bad tag-manager container id in site.yaml', () => {
    tmp = copyContent();
    const source = edit('site.yaml', (s) => s.replace(/gtmContainerId: GTM-PLACEHOLDER/, 'gtmContainerId: "not-a-gtm-id"'));
    const [p, ...rest] = expectRejected(runBuild());
    expect(rest).toEqual([]);
    expect(p).toMatchObject({ file: 'content/site.yaml', line: lineOf(source, /gtmContainerId:/), field: 'analytics.gtmContainerId' });
    expect(p.message).toMatch(/expected a container id like GTM-/);
  });

  it('an unknown Content-Security-Policy choice or a non-https tag host in site.yaml', () => {
    tmp = copyContent();
    const source = edit('site.yaml', (s) => s.replace(/contentSecurityPolicy: tag-manager/, 'contentSecurityPolicy: relaxed').replace(/tagHosts: \[\]/, 'tagHosts: ["http://calls.example"]'));
    const problems = expectRejected(runBuild());
    expect(problems.map((p) => [p.line, p.field])).toEqual([
      [lineOf(source, /contentSecurityPolicy:/), 'analytics.contentSecurityPolicy'],
      [lineOf(source, /tagHosts:/), 'analytics.tagHosts[0]'],
    ]);
    expect(problems[1].message).toMatch(/expected an https origin/);
  });

  it('an invalid media path (http URL with an image type the site does not serve)', () => {
    tmp = copyContent();
    const source = edit('projects/georgetown-retail-store.yaml', (s) => s.replace(/^ {2}image: placeholders\/vinyl\.svg$/m, '  image: "http://insecure.example/photo.gif"'));
    const [p, ...rest] = expectRejected(runBuild());
    expect(rest).toEqual([]);
    expect(p).toMatchObject({ file: 'content/projects/georgetown-retail-store.yaml', line: lineOf(source, /insecure\.example/), field: 'seo.image' });
    expect(p.message).toMatch(/expected a media path/);
  });

  it('a media path that points at no file under public/media', () => {
    tmp = copyContent();
    const source = edit('projects/georgetown-retail-store.yaml', (s) => s.replace(/^ {2}image: placeholders\/vinyl\.svg$/m, '  image: placeholders/does-not-exist.svg'));
    const [p, ...rest] = expectRejected(runBuild());
    expect(rest).toEqual([]);
    expect(p).toMatchObject({ file: 'content/projects/georgetown-retail-store.yaml', line: lineOf(source, /does-not-exist/), field: 'seo.image' });
    expect(p.message).toContain('"placeholders/does-not-exist.svg"');
    expect(p.message).toMatch(/expected a file at public\/media\/placeholders\/does-not-exist\.svg/);
  });
});
