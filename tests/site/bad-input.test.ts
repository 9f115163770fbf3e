// Broken content must stop the build with an error that names file, line,
// field and what was expected, and an untouched previous output folder. Each
// case breaks a fresh copy of content/ and runs the build in-process (the
// function the CLI calls); a few cases run the real CLI to prove the non-zero
// exit and the "Build failed" line it prints above the problems.
import { mkdirSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../generator/pipeline/build.ts';
import { ContentError } from '../../generator/model/errors.ts';
import { loadContent } from '../../generator/pipeline/content/load.ts';
import { runCli } from '../fixtures/cli.ts';
import { copyDist, hashTree } from '../fixtures/dist.ts';
import { ROOT, copyContent, tempDir, type TempContent } from '../fixtures/html.ts';

let outParent: { dir: string; cleanup: () => void };
let outDir: string;
let snapshot: Record<string, string>;
let tmp: TempContent | undefined;

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

/** `build-site build` of the temp content into the output folder, as a child process. */
const runBuild = () => runCli(['build', '--quiet', '--content', tmp!.content, '--out', outDir]);

interface Problem {
  file: string;
  line?: number;
  field?: string;
  message: string;
}

/** Problem lines as the CLI prints them: "<file>:<line> <field>: <message>" (line and field optional). */
function problemLines(text: string): Problem[] {
  return text
    .split('\n')
    .filter(Boolean)
    .map((l) => {
      const m = /^(\S+?\.ya?ml)(?::(\d+))?(?: ([\w.[\]]+):)? (.*)$/i.exec(l);
      expect(m, `unexpected error line: ${l}`).not.toBeNull();
      return { file: m![1], line: m![2] ? Number(m![2]) : undefined, field: m![3], message: m![4] };
    });
}

/** The previous output is exactly as it was, and nothing was left next to it. */
function expectOutputUntouched(): void {
  expect(hashTree(outDir)).toEqual(snapshot);
  expect(readdirSync(outParent.dir)).toEqual(['out']);
}

/** The content error the in-process build of the temp content fails with. */
async function contentError(): Promise<ContentError> {
  const error = await buildSite({ root: ROOT, contentDir: tmp!.content, outDir }).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, 'the build succeeded').toBeInstanceOf(ContentError);
  return error as ContentError;
}

/**
 * The in-process build of the temp content failed with a content error whose
 * message (what the CLI prints under its "Build failed" line) is one well-formed
 * line per problem, and left the previous output exactly as it was.
 */
async function expectRejected(): Promise<Problem[]> {
  const { message, problems } = await contentError();
  const found = problemLines(message);
  expect(found).toHaveLength(problems.length);
  expectOutputUntouched();
  return found;
}

/** The CLI build failed: non-zero exit, no summary, the "Build failed" line, then one line per problem. */
async function expectRejectedByCli(): Promise<Problem[]> {
  const run = await runBuild();
  expect(run.status, run.stdout + run.stderr).not.toBe(0);
  expect(run.stdout).not.toMatch(/^Built /m);
  const [first, ...rest] = run.stderr.split('\n');
  const found = problemLines(rest.join('\n'));
  // The message names the output folder that was asked for, not dist/.
  expect(first).toBe(`Build failed: ${found.length} content problem(s); ${outDir}/ was left unchanged.`);
  expectOutputUntouched();
  return found;
}

beforeAll(async () => {
  outParent = tempDir('build-site-bad-out-');
  // A copy of this run's build of the same content: what a previous good build left.
  outDir = copyDist(path.join(outParent.dir, 'out'));
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
  it('malformed YAML (unclosed bracket) in a location file (the CLI: exit code and "Build failed" line)', async () => {
    tmp = copyContent();
    const source = edit('locations/alexandria-va.yaml', (s) =>
      s.replace(/^ {2}projectsCompleted: "100\+"$/m, '  projectsCompleted: [100+'),
    );
    const broken = lineOf(source, /^ {2}projectsCompleted: \[100\+$/);
    const found = await expectRejectedByCli();
    expect(found.length).toBeGreaterThan(0);
    for (const p of found) {
      expect(p.file).toBe('content/locations/alexandria-va.yaml');
      // The parser notices the missing "]" on the broken line or the one after it.
      expect([broken, broken + 1]).toContain(p.line);
      expect(p.message).toMatch(/^invalid YAML: /);
    }
    expect(found.some((p) => p.message.includes(']'))).toBe(true);
  });

  it('a missing required field (faqs deleted from a service)', async () => {
    tmp = copyContent();
    const source = edit(
      'services/hardwood-flooring.yaml',
      (s) => s.slice(0, s.indexOf('\nfaqs:')) + s.slice(s.indexOf('\ncta:')),
    );
    const [p, ...rest] = await expectRejected();
    expect(rest).toEqual([]);
    expect(p.file).toBe('content/services/hardwood-flooring.yaml');
    expect(p.line).toBeGreaterThanOrEqual(1);
    expect(p.line).toBeLessThanOrEqual(source.split('\n').length);
    expect(p.field).toBe('faqs');
    expect(p.message).toMatch(/missing/);
    expect(p.message).toMatch(/expected array/);
  });

  // BUG (generator/pipeline/content/load.ts validate): zod 4 leaves issue.input out unless
  // safeParse is called with { reportInput: true }, so describeIssue reports
  // every wrong type as "required field is missing (expected ...)".
  it.each([
    [
      'services/hardwood-flooring.yaml',
      'testimonials[0].rating',
      /^ {4}rating: 5$/,
      '    rating: "five"',
      'expected number',
    ],
    [
      'locations/alexandria-va.yaml',
      'statistics.projectsCompleted',
      /^ {2}projectsCompleted: "100\+"$/,
      '  projectsCompleted:\n    - "100+"',
      'expected string',
    ],
  ])('a wrong type in %s (%s)', async (rel, field, match, replacement, expected) => {
    tmp = copyContent();
    const source = edit(rel, (s) => s.replace(new RegExp(match.source, 'm'), replacement));
    const line = lineOf(
      source,
      new RegExp(
        `^\\s*${replacement
          .split('\n')[0]
          .trim()
          .replace(/[[\]().*+?^$|\\]/g, '\\$&')}`,
      ),
    );
    const [p, ...rest] = await expectRejected();
    expect(rest).toEqual([]);
    expect(p).toMatchObject({ file: `content/${rel}`, field });
    // The value is there, so the line is the field's own line (or its value's, for a list).
    expect([line, line + 1]).toContain(p.line);
    expect(p.message).toContain(expected);
    expect(p.message, 'a present value of the wrong type is not a missing field').not.toMatch(/missing/);
  });

  it('an unknown page reference in the navigation', async () => {
    tmp = copyContent();
    const source = edit('navigation.yaml', (s) =>
      s.replace('path: /services/laminate-flooring }', 'path: /services/does-not-exist }'),
    );
    const [p, ...rest] = await expectRejected();
    expect(rest).toEqual([]);
    expect(p).toMatchObject({
      file: 'content/navigation.yaml',
      line: lineOf(source, /does-not-exist/),
      field: 'footer.services[2].path',
    });
    expect(p.message).toContain('"/services/does-not-exist"');
    expect(p.message).toMatch(/expected a path of a page the site builds/);
  });

  it('an unknown project id on the home page', async () => {
    tmp = copyContent();
    const source = edit('pages/home.yaml', (s) => s.replace(/^ {4}- project-9$/m, '    - project-99'));
    const [p, ...rest] = await expectRejected();
    expect(rest).toEqual([]);
    expect(p).toMatchObject({
      file: 'content/pages/home.yaml',
      line: lineOf(source, /- project-99$/),
      field: 'projects.ids[1]',
    });
    expect(p.message).toContain('"project-99"');
    expect(p.message).toMatch(/expected a project id \(project-1, .*project-11\)/);
  });

  describe('a duplicate route (hardwood-flooring gets the alias laminate-flooring)', () => {
    const addAlias = () =>
      edit('services/hardwood-flooring.yaml', (s) =>
        s.replace(/^order: 1$/m, 'aliases: [laminate-flooring]\norder: 1'),
      );

    it('is rejected and names the route', async () => {
      tmp = copyContent();
      addAlias();
      const [p, ...rest] = await expectRejected();
      expect(rest).toEqual([]);
      expect(p.message).toContain('duplicate route /services/laminate-flooring');
    });

    // The problem points at the alias that caused the clash, not the page it collides with.
    it('names the file, line and field of the clashing alias', async () => {
      tmp = copyContent();
      const source = addAlias();
      const [p] = await expectRejected();
      expect(p).toMatchObject({ file: 'content/services/hardwood-flooring.yaml', line: lineOf(source, /^aliases:/) });
      expect(p.field).toMatch(/^aliases(\[0\])?$/);
    });
  });

  // The later file (by name) is the culprit, whatever order the projects are shown in.
  it('a duplicate project id: reported in the later file at its id, naming the earlier file and line', async () => {
    tmp = copyContent();
    const source = edit('projects/arlington-hardwood-restoration.yaml', (s) =>
      s.replace(/^id: project-6$/m, 'id: project-3'),
    );
    const earlier = readFileSync(path.join(tmp.content, 'projects', 'alexandria-office-commercial.yaml'), 'utf8');
    expect(await expectRejected()).toEqual([
      {
        file: 'content/projects/arlington-hardwood-restoration.yaml',
        line: lineOf(source, /^id: project-3$/),
        field: 'id',
        message: `"project-3" is already used by content/projects/alexandria-office-commercial.yaml:${lineOf(earlier, /^id: project-3$/)}; expected an id no other project uses`,
      },
    ]);
  });

  it('a service saved as .yml: refused with the name to give it, not left out of the site (the CLI)', async () => {
    tmp = copyContent();
    const services = path.join(tmp.content, 'services');
    writeFileSync(path.join(services, 'stone-tile.yml'), readFileSync(path.join(services, 'ceramic-tile.yaml')));
    expect(await expectRejectedByCli()).toEqual([
      {
        file: 'content/services/stone-tile.yml',
        message: 'is not read: YAML files here must end in .yaml; rename it to stone-tile.yaml',
      },
    ]);
  });

  it('a bad tag-manager container id in site.yaml', async () => {
    tmp = copyContent();
    const source = edit('site.yaml', (s) =>
      s.replace(/gtmContainerId: GTM-PLACEHOLDER/, 'gtmContainerId: "not-a-gtm-id"'),
    );
    const [p, ...rest] = await expectRejected();
    expect(rest).toEqual([]);
    expect(p).toMatchObject({
      file: 'content/site.yaml',
      line: lineOf(source, /gtmContainerId:/),
      field: 'analytics.gtmContainerId',
    });
    expect(p.message).toMatch(/expected a container id like GTM-/);
  });

  it('an unknown Content-Security-Policy choice or a non-https tag host in site.yaml', async () => {
    tmp = copyContent();
    const source = edit('site.yaml', (s) =>
      s
        .replace(/contentSecurityPolicy: tag-manager/, 'contentSecurityPolicy: relaxed')
        .replace(/tagHosts: \[\]/, 'tagHosts: ["http://calls.example"]'),
    );
    const problems = await expectRejected();
    expect(problems.map((p) => [p.line, p.field])).toEqual([
      [lineOf(source, /contentSecurityPolicy:/), 'analytics.contentSecurityPolicy'],
      [lineOf(source, /tagHosts:/), 'analytics.tagHosts[0]'],
    ]);
    expect(problems[1].message).toMatch(/expected an https origin/);
  });

  it('an invalid media path (http URL with an image type the site does not serve)', async () => {
    tmp = copyContent();
    const source = edit('projects/georgetown-retail-store.yaml', (s) =>
      s.replace(
        /^ {2}image: placeholders\/projects\/georgetown-retail-store\/photo-01\.svg$/m,
        '  image: "http://insecure.example/photo.gif"',
      ),
    );
    const [p, ...rest] = await expectRejected();
    expect(rest).toEqual([]);
    expect(p).toMatchObject({
      file: 'content/projects/georgetown-retail-store.yaml',
      line: lineOf(source, /insecure\.example/),
      field: 'seo.image',
    });
    expect(p.message).toMatch(/expected a media path/);
  });

  it('a media path that points at no file under public/media', async () => {
    tmp = copyContent();
    const source = edit('projects/georgetown-retail-store.yaml', (s) =>
      s.replace(
        /^ {2}image: placeholders\/projects\/georgetown-retail-store\/photo-01\.svg$/m,
        '  image: placeholders/does-not-exist.svg',
      ),
    );
    const [p, ...rest] = await expectRejected();
    expect(rest).toEqual([]);
    expect(p).toMatchObject({
      file: 'content/projects/georgetown-retail-store.yaml',
      line: lineOf(source, /does-not-exist/),
      field: 'seo.image',
    });
    expect(p.message).toContain('"placeholders/does-not-exist.svg"');
    expect(p.message).toMatch(/expected a file at public\/media\/placeholders\/does-not-exist\.svg/);
  });

  describe('a YAML alias bomb (billion laughs)', () => {
    /** Nine levels of nine aliases each: 9^9 (387 million) strings once expanded. */
    function bomb(): string {
      const levels = 'abcdefghi'.split('');
      return levels
        .map((name, i) =>
          i === 0
            ? `lol_${name}: &${name} [lol, lol, lol, lol, lol, lol, lol, lol, lol]`
            : `lol_${name}: &${name} [${Array(9)
                .fill(`*${levels[i - 1]}`)
                .join(', ')}]`,
        )
        .join('\n');
    }

    it('is rejected by the loader before it is expanded (expanded, it would not fit in memory)', () => {
      // A content folder holding only the bomb: its problem is the only one.
      const only = tempDir('build-site-bomb-');
      try {
        const content = path.join(only.dir, 'content');
        mkdirSync(content);
        writeFileSync(path.join(content, 'site.yaml'), `${bomb()}\n`);
        let error: unknown;
        try {
          loadContent(content);
        } catch (e) {
          error = e;
        }
        expect(error).toBeInstanceOf(ContentError);
        expect((error as ContentError).message.split('\n')[0]).toMatch(
          /^content\/site\.yaml:2 too many YAML aliases .*: expected at most 100 expanded aliases per file$/,
        );
      } finally {
        only.cleanup();
      }
    });

    it('stops the CLI build with one line and the previous output untouched', async () => {
      tmp = copyContent();
      const source = edit('site.yaml', (s) => `${s}${bomb()}\n`);
      const [p, ...rest] = await expectRejectedByCli();
      expect(rest).toEqual([]);
      expect(p).toMatchObject({ file: 'content/site.yaml', line: lineOf(source, /^lol_b:/) });
      expect(p.message).toMatch(/too many YAML aliases/);
    });
  });

  it('a long value in a message is cut to about 80 characters', async () => {
    tmp = copyContent();
    const long = 'five stars and then some '.repeat(40);
    edit('services/hardwood-flooring.yaml', (s) => s.replace(/^ {4}rating: 5$/m, `    rating: "${long}"`));
    const [p, ...rest] = await expectRejected();
    expect(rest).toEqual([]);
    expect(p.field).toBe('testimonials[0].rating');
    const quoted = /got (".*)$/.exec(p.message)?.[1] ?? '';
    expect(quoted.startsWith('"five stars')).toBe(true);
    expect(quoted.length).toBeLessThanOrEqual(80);
    expect(quoted.endsWith('…')).toBe(true);
  });

  // Every URL field, including facebookUrl (JSON-LD sameAs) and the script and frame addresses.
  it.each([
    [
      'facebookUrl',
      /^facebookUrl: .*$/m,
      'facebookUrl: "javascript:alert(document.cookie)"',
      /expected an http:\/\/ or https:\/\/ address/,
    ],
    [
      'adminUrl',
      /^adminUrl: .*$/m,
      'adminUrl: "data:text/html,<script>alert(1)</script>"',
      /expected an http:\/\/ or https:\/\/ address/,
    ],
    [
      'baseUrl',
      /^baseUrl: .*$/m,
      'baseUrl: "javascript://www.capitolfloorworks.example"',
      /expected an http:\/\/ or https:\/\/ address/,
    ],
    [
      'estimateForm.embedUrl',
      /^ {2}embedUrl: .*$/m,
      '  embedUrl: "http://tally.so/embed/mJ9xqa"',
      /expected an https:\/\/ address/,
    ],
    [
      'estimateForm.scriptUrl',
      /^ {2}scriptUrl: .*$/m,
      '  scriptUrl: "javascript:alert(1)"',
      /expected an https:\/\/ address/,
    ],
    [
      'analytics.supabaseUrl',
      /^ {2}supabaseUrl: .*$/m,
      '  supabaseUrl: "vbscript:msgbox(1)"',
      /expected an https:\/\/ address/,
    ],
    [
      'media.videoBase',
      /^ {2}videoBase: .*$/m,
      '  videoBase: "javascript:alert(1)//"',
      /expected a site path like "\/media" or an https:\/\/ address/,
    ],
  ])('a non-web URL scheme in site.yaml %s', async (field, match, replacement, expected) => {
    tmp = copyContent();
    const source = edit('site.yaml', (s) => s.replace(match, replacement));
    const [p, ...rest] = await expectRejected();
    expect(rest).toEqual([]);
    expect(p).toMatchObject({
      file: 'content/site.yaml',
      field,
      line: lineOf(source, new RegExp(`^${replacement.split(':')[0]}:`)),
    });
    expect(p.message).toMatch(expected);
  });

  it('a navigation path starting with // (a link to another host)', async () => {
    tmp = copyContent();
    const source = edit('navigation.yaml', (s) =>
      s.replace('path: /services/laminate-flooring }', 'path: //2130706433/x }'),
    );
    const [p, ...rest] = await expectRejected();
    expect(rest).toEqual([]);
    expect(p).toMatchObject({
      file: 'content/navigation.yaml',
      line: lineOf(source, /2130706433/),
      field: 'footer.services[2].path',
    });
    expect(p.message).toBe('expected a site path starting with a single "/"');
  });

  describe('media paths that leave public/', () => {
    it.each([
      [
        'a ".." escape',
        'placeholders/../../../package.svg',
        /expected a media path inside the media folder \(no ".."\)/,
      ],
      [
        'an absolute path',
        '/etc/hardwood.svg',
        /expected a media path like "placeholders\/hardwood\.svg", a photo like "media\/projects\/georgetown-01\.jpg" or an https URL/,
      ],
    ])('%s', async (_name, ref, expected) => {
      tmp = copyContent();
      const source = edit('projects/georgetown-retail-store.yaml', (s) =>
        s.replace(/^ {2}image: placeholders\/\S+\.svg$/m, `  image: "${ref}"`),
      );
      const [p, ...rest] = await expectRejected();
      expect(rest).toEqual([]);
      expect(p).toMatchObject({
        file: 'content/projects/georgetown-retail-store.yaml',
        line: lineOf(source, /^ {2}image: "/),
        field: 'seo.image',
      });
      expect(p.message).toMatch(expected);
    });

    it('an https URL on a host that is not a configured media host', async () => {
      tmp = copyContent();
      const source = edit('projects/georgetown-retail-store.yaml', (s) =>
        s.replace(/^ {2}image: placeholders\/\S+\.svg$/m, '  image: "https://tracker.example/pixel.jpg"'),
      );
      const [p, ...rest] = await expectRejected();
      expect(rest).toEqual([]);
      expect(p).toMatchObject({
        file: 'content/projects/georgetown-retail-store.yaml',
        line: lineOf(source, /tracker\.example/),
        field: 'seo.image',
      });
      expect(p.message).toMatch(
        /^media URL on host tracker\.example: expected a URL on media\.capitolfloorworks\.example/,
      );
    });

    it('a media base that climbs out of public/', async () => {
      tmp = copyContent();
      const source = edit('site.yaml', (s) => s.replace(/^ {2}imageBase: \/media$/m, '  imageBase: /media/../..'));
      const [p, ...rest] = await expectRejected();
      expect(rest).toEqual([]);
      expect(p).toMatchObject({
        file: 'content/site.yaml',
        line: lineOf(source, /imageBase:/),
        field: 'media.imageBase',
      });
    });
  });

  it('invalid UTF-8, with the line of the first bad byte', async () => {
    tmp = copyContent();
    const file = path.join(tmp.content, 'locations/alexandria-va.yaml');
    const lines = readFileSync(file, 'utf8').split('\n');
    const at = lines.findIndex((l) => /^ {2}projectsCompleted:/.test(l));
    // "Caf\xE9" in Latin-1: valid in an old editor, not UTF-8. A later bad byte must not be the one reported.
    const bytes = Buffer.concat([
      Buffer.from(`${lines.slice(0, at).join('\n')}\n`),
      Buffer.from('  projectsCompleted: "Caf'),
      Buffer.from([0xe9]),
      Buffer.from('"\n'),
      Buffer.from(`${lines.slice(at + 1).join('\n')}`),
      Buffer.from([0xff, 0x0a]),
    ]);
    writeFileSync(file, bytes);
    const [p, ...rest] = await expectRejected();
    expect(rest).toEqual([]);
    expect(p).toMatchObject({ file: 'content/locations/alexandria-va.yaml', line: at + 1 });
    expect(p.message).toMatch(/^invalid UTF-8 \(byte 0xE9\): expected UTF-8 text/);
  });

  it('invisible text and a YAML 1.1 directive (the CLI): each file:line field, the bidi control printed escaped', async () => {
    tmp = copyContent();
    // A raw right-to-left override: a terminal printing it as-is would reorder the line.
    const home = edit('pages/home.yaml', (s) =>
      s.replace(/^ {2}heading: Stadium-Quality .*$/m, '  heading: Floors \u202Eroolf'),
    );
    // Under YAML 1.1 "yes" is true for one parser only: one reading means no directive.
    const service = edit('services/hardwood-flooring.yaml', (s) => `%YAML 1.1\n---\n${s}`);
    const found = await expectRejectedByCli();
    expect(found).toEqual([
      {
        file: 'content/pages/home.yaml',
        line: lineOf(home, /^ {2}heading: Floors /),
        field: 'hero.heading',
        message: 'contains a bidirectional control character \\u202e at position 8: expected visible text',
      },
      {
        file: 'content/services/hardwood-flooring.yaml',
        line: lineOf(service, /^%YAML 1\.1$/),
        field: undefined,
        message: 'YAML directive "%YAML 1.1": expected none (content is read as YAML 1.2, core schema)',
      },
    ]);
  });

  describe('phone numbers', () => {
    it('a number in letters: at the number as shown, with an example in digits', async () => {
      tmp = copyContent();
      const source = edit('site.yaml', (s) => s.replace('display: (202) 555-0142', 'display: (202) 555-FLOR'));
      const [p, ...rest] = await expectRejected();
      expect(rest).toEqual([]);
      expect(p).toMatchObject({ file: 'content/site.yaml', line: lineOf(source, /display:/), field: 'phone.display' });
      expect(p.message).toBe('expected a phone number in digits with its area code, like "(202) 555-0142"');
    });

    it('a number one digit short: the same', async () => {
      tmp = copyContent();
      edit('site.yaml', (s) => s.replace('display: (202) 555-0142', 'display: (202) 555-014'));
      const [p, ...rest] = await expectRejected();
      expect(rest).toEqual([]);
      expect(p).toMatchObject({ file: 'content/site.yaml', field: 'phone.display' });
    });

    it('a file that still gives an E.164 value, not a valid number', async () => {
      tmp = copyContent();
      const source = edit('site.yaml', (s) =>
        s.replace('display: (202) 555-0142', 'display: (202) 123-4567\n  e164: "+12021234567"'),
      );
      const [p, ...rest] = await expectRejected();
      expect(rest).toEqual([]);
      expect(p).toMatchObject({ file: 'content/site.yaml', line: lineOf(source, /e164:/), field: 'phone.e164' });
      expect(p.message).toBe('expected a valid phone number; +12021234567 is not one in the numbering plan');
    });

    it('display text that is a different number from the E.164 value the file gives', async () => {
      tmp = copyContent();
      const source = edit('site.yaml', (s) =>
        s.replace('display: (202) 555-0142', 'display: (202) 555-0143\n  e164: "+12025550142"'),
      );
      const [p, ...rest] = await expectRejected();
      expect(rest).toEqual([]);
      expect(p).toMatchObject({ file: 'content/site.yaml', line: lineOf(source, /display:/), field: 'phone.display' });
      expect(p.message).toBe('expected the same number as e164 (+12025550142), written like "(202) 555-0142"');
    });
  });

  describe('something other than a file where a content file should be', () => {
    it.each([
      [
        'a folder (single page)',
        'pages/gallery.yaml',
        (f: string) => {
          rmSync(f);
          mkdirSync(f);
        },
        'is a folder: expected a YAML file',
      ],
      [
        'a folder (collection entry)',
        'services/extra.yaml',
        (f: string) => mkdirSync(f),
        'is a folder: expected a YAML file',
      ],
      [
        'a symbolic link loop',
        'pages/contact.yaml',
        (f: string) => {
          rmSync(f);
          symlinkSync('contact.yaml', f);
        },
        'is a symbolic link that loops: expected a YAML file',
      ],
    ])('%s', async (_name, rel, make, message) => {
      tmp = copyContent();
      make(path.join(tmp.content, rel));
      const [p, ...rest] = await expectRejected();
      expect(rest).toEqual([]);
      expect(p).toEqual({ file: `content/${rel}`, line: undefined, field: undefined, message });
    });

    // Folder-level problems name the folder (no .yaml file to point at).
    it.each([
      [
        'a symbolic link loop instead of a collection folder',
        'services',
        (f: string) => {
          rmSync(f, { recursive: true });
          symlinkSync('services', f);
        },
        'content/services is a symbolic link that loops: expected a folder of .yaml files',
      ],
      [
        'a file instead of a collection folder',
        'projects',
        (f: string) => {
          rmSync(f, { recursive: true });
          writeFileSync(f, '');
        },
        'content/projects is a file: expected a folder of .yaml files',
      ],
    ])('%s', async (_name, rel, make, line) => {
      tmp = copyContent();
      make(path.join(tmp.content, rel));
      const error = await contentError();
      expect(error.problems).toHaveLength(1);
      expect(error.message).toBe(line);
      expectOutputUntouched();
    });
  });

  it('a content folder that does not exist: one line, not one per file (the CLI)', async () => {
    tmp = copyContent();
    rmSync(tmp.content, { recursive: true });
    const run = await runBuild();
    expect(run.status).not.toBe(0);
    expect(run.stderr.trim().split('\n')).toEqual([
      `Build failed: 1 content problem(s); ${outDir}/ was left unchanged.`,
      'content folder is missing: expected a folder of content (site.yaml, pages/, services/, ...)',
    ]);
    expect(hashTree(outDir)).toEqual(snapshot);
  });
});
