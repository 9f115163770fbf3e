// How build and check print problems (generator/cli/report.ts): page URLs of output files, GitHub
// workflow-command escaping with each character it escapes, text lines, what check prints at its end in each format, the default format.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CheckResult } from '../../generator/cli/check.ts';
import { WorkflowCommand } from '../../generator/cli/output.ts';
import {
  checkEndLines,
  checkProblems,
  conflictMessage,
  defaultFormat,
  EXIT,
  FORMATS,
  formatHtmlMessage,
  fromContentProblem,
  githubAnnotation,
  type Problem,
  pageUrl,
  textProblem,
} from '../../generator/cli/report.ts';

describe('report', () => {
  it('names the page an output file answers at', () => {
    expect(pageUrl('index.html')).toBe('/');
    expect(pageUrl('about/index.html')).toBe('/about');
    expect(pageUrl('services/hardwood/index.html')).toBe('/services/hardwood');
    expect(pageUrl('404.html')).toBe('/404.html');
  });

  it('escapes what would end a workflow command early or split it', () => {
    const line = githubAnnotation('build', {
      file: 'content/a,b:c.yaml',
      line: 3,
      field: 'x',
      message: '100% wrong\nsecond line\r',
    });
    expect(line).toBe(
      '::error file=content/a%2Cb%3Ac.yaml,line=3,title=build-site build%3A x::100%25 wrong%0Asecond line%0D',
    );
  });

  it('prints a problem as one line: file, line and column, rule or field, message', () => {
    const file = 'dist/about/index.html';
    expect(textProblem({ file, line: 3, column: 5, rule: 'void-style', message: 'Expected omitted end tag' })).toBe(
      'dist/about/index.html:3:5 void-style: Expected omitted end tag',
    );
    expect(textProblem({ file: 'content/site.yaml', line: 4, field: 'phone', message: 'expected a number' })).toBe(
      'content/site.yaml:4 phone: expected a number',
    );
    expect(textProblem({ file, rule: 'local-link', message: 'broken local link /nowhere', page: '/about' })).toBe(
      'dist/about/index.html: broken local link /nowhere',
    );
  });

  it('prints GitHub workflow commands by default only on GitHub runners', () => {
    expect(defaultFormat({ GITHUB_ACTIONS: 'true' })).toBe('github');
    expect(defaultFormat({})).toBe('text');
    expect(defaultFormat({ GITHUB_ACTIONS: 'false' })).toBe('text');
  });
});

describe('GitHub workflow commands, each escape with each character it escapes', () => {
  const annotation = (p: Partial<Problem>) => githubAnnotation('check', { file: 'f', message: 'm', ...p });

  it.each([
    ['%', '%25'],
    ['\r', '%0D'],
    ['\n', '%0A'],
  ])('%j in the message (data) and in a property value', (c, escaped) => {
    expect(annotation({ message: `a${c}b` })).toBe(`::error file=f,title=build-site check::a${escaped}b`);
    expect(annotation({ file: `a${c}b` })).toBe(`::error file=a${escaped}b,title=build-site check::m`);
  });

  it.each([
    [':', '%3A'],
    [',', '%2C'],
  ])('%j in a property value only: the message keeps it', (c, escaped) => {
    expect(annotation({ file: `a${c}b`, message: `x${c}y` })).toBe(
      `::error file=a${escaped}b,title=build-site check::x${c}y`,
    );
    expect(annotation({ rule: `r${c}s` })).toBe(`::error file=f,title=build-site check%3A r${escaped}s::m`);
  });

  it('escapes % first, so an escape already in the text is not read as one', () => {
    expect(annotation({ message: '%0A', file: '%2C' })).toBe('::error file=%252C,title=build-site check::%250A');
  });

  it('leaves other characters as they are', () => {
    expect(annotation({ message: 'a=b;c "d" \t e::f' })).toBe(
      '::error file=f,title=build-site check::a=b;c "d" \t e::f',
    );
  });

  it('names the line, the column, the field or else the rule, and the page', () => {
    expect(annotation({ line: 3, column: 7, rule: 'r', page: '/about' })).toBe(
      '::error file=f,line=3,col=7,title=build-site check%3A r::m (page /about)',
    );
    expect(annotation({ line: 3, field: 'hero.title', rule: 'r' })).toBe(
      '::error file=f,line=3,title=build-site check%3A hero.title::m',
    );
    expect(githubAnnotation('build', { file: 'f', line: 0, column: 0, message: 'm' })).toBe(
      '::error file=f,title=build-site build::m',
    );
  });

  it('writes the file with / whatever the platform separator', () => {
    expect(annotation({ file: ['content', 'a.yaml'].join(path.sep) })).toBe(
      '::error file=content/a.yaml,title=build-site check::m',
    );
  });
});

describe('text lines', () => {
  it('name the column only after a line, and the field before the rule', () => {
    expect(textProblem({ file: 'f', line: 3, message: 'm' })).toBe('f:3: m');
    expect(textProblem({ file: 'f', line: 3, field: 'a', rule: 'r', message: 'm' })).toBe('f:3 a: m');
    expect(textProblem({ file: 'f', column: 5, field: 'a', message: 'm' })).toBe('f: m');
    expect(textProblem({ file: 'f', line: 0, message: 'm' })).toBe('f: m');
  });

  it('an html-validate finding as line:column rule: message', () => {
    expect(formatHtmlMessage({ line: 2, column: 9, rule: 'no-dup-id', message: 'Duplicate ID "a"' })).toBe(
      '2:9 no-dup-id: Duplicate ID "a"',
    );
  });
});

describe('problems', () => {
  it('from content: file, line and field only when there is one', () => {
    expect(fromContentProblem({ file: 'content/a.yaml', line: 4, field: 'x', message: 'm' })).toEqual({
      file: 'content/a.yaml',
      line: 4,
      field: 'x',
      message: 'm',
    });
    expect(fromContentProblem({ file: 'content/a.yaml', message: 'm' })).toEqual({
      file: 'content/a.yaml',
      message: 'm',
    });
    expect(fromContentProblem({ file: 'content/a.yaml', line: 0, field: '', message: 'm' })).toEqual({
      file: 'content/a.yaml',
      message: 'm',
    });
  });

  it('of a check: each kind with its rule, its file named from the folder as given, and its page', () => {
    const result: CheckResult = {
      pages: 3,
      invalidPages: [
        {
          file: 'about/index.html',
          messages: [
            { line: 1, column: 2, rule: 'r1', message: 'first' },
            { line: 3, column: 4, rule: 'r2', message: 'second' },
          ],
        },
      ],
      brokenLinks: [{ file: 'index.html', url: '/nowhere' }],
      shareImageProblems: [{ file: 'a/index.html', message: 'share' }],
      mediaProblems: [{ file: 'b/index.html', url: 'https://m.example/x.jpg', message: 'not found' }],
      graphConflicts: [
        {
          id: '#org',
          property: 'name',
          values: [
            { value: `"${'x'.repeat(90)}"`, file: 'c/index.html' },
            { value: '"B"', file: 'd/index.html' },
          ],
        },
      ],
      links: [{ file: 'e.txt', message: 'a link' }],
      names: [{ file: 'caf\\xE9.html', message: 'not UTF-8' }],
      settingsExposures: [{ file: 'index.html', message: 'reads too much' }],
    };
    expect(checkProblems(result, 'dist')).toEqual([
      { file: 'dist/about/index.html', page: '/about', line: 1, column: 2, rule: 'r1', message: 'first' },
      { file: 'dist/about/index.html', page: '/about', line: 3, column: 4, rule: 'r2', message: 'second' },
      { file: 'dist/index.html', page: '/', rule: 'local-link', message: 'broken local link /nowhere' },
      { file: 'dist/a/index.html', page: '/a', rule: 'share-image', message: 'share' },
      { file: 'dist/b/index.html', page: '/b', rule: 'media-url', message: 'https://m.example/x.jpg: not found' },
      { file: 'dist/e.txt', page: '/e.txt', rule: 'symbolic-link', message: 'a link' },
      { file: 'dist/caf\\xE9.html', page: '/caf\\xE9.html', rule: 'file-name', message: 'not UTF-8' },
      { file: 'dist/index.html', page: '/', rule: 'settings-access', message: 'reads too much' },
      {
        file: 'dist/c/index.html',
        page: '/c',
        rule: 'json-ld-conflict',
        message: `JSON-LD #org has 2 values for name: c/index.html "${'x'.repeat(79)} | d/index.html "B"`,
      },
    ]);
    expect(
      checkProblems(
        { ...result, settingsExposures: undefined, graphConflicts: [{ id: '#a', property: 'p', values: [] }] },
        'out',
      ).slice(-1),
    ).toEqual([{ file: 'out', page: '/', rule: 'json-ld-conflict', message: 'JSON-LD #a has 0 values for p: ' }]);
  });

  it('a conflict quotes each value cut to 80 characters', () => {
    const c = {
      id: '#b',
      property: 'url',
      values: [
        { value: 'y'.repeat(80), file: 'p.html' },
        { value: 'z'.repeat(81), file: 'q.html' },
      ],
    };
    expect(conflictMessage(c)).toBe(
      `JSON-LD #b has 2 values for url: p.html ${'y'.repeat(80)} | q.html ${'z'.repeat(80)}`,
    );
  });
});

describe('what check prints at its end', () => {
  const result: CheckResult = {
    pages: 2,
    invalidPages: [{ file: 'about/index.html', messages: [{ line: 1, column: 2, rule: 'r', message: 'bad' }] }],
    brokenLinks: [],
    shareImageProblems: [],
    mediaProblems: [],
    graphConflicts: [],
    links: [],
    names: [],
  };
  const COUNTS =
    'Checked 2 pages: 1 invalid, 0 broken local links, 0 share-image problems, 0 media-URL problems, 0 JSON-LD conflicts, 0 symbolic links';

  it('as text: the problems on stderr, the counts and the settings line on stdout', () => {
    expect(checkEndLines('text', result, 'dist', 1, 'Settings: none')).toEqual({
      out: [COUNTS, 'Settings: none'],
      err: ['dist/about/index.html:1:2 r: bad'],
    });
    expect(checkEndLines('text', { ...result, names: [{ file: 'x', message: 'm' }] }, 'dist', 1).out).toEqual([
      `${COUNTS}, 1 names not UTF-8`,
    ]);
  });

  it('for GitHub: the annotations, then the counts, on stdout', () => {
    const printed = checkEndLines('github', result, 'dist', 1);
    expect(printed.err).toEqual([]);
    expect(printed.out).toEqual([
      new WorkflowCommand(
        '::error file=dist/about/index.html,line=1,col=2,title=build-site check%3A r::bad (page /about)',
      ),
      COUNTS,
    ]);
  });

  it('as JSON: one object, indented by two spaces, the settings line only when there is one', () => {
    expect(checkEndLines('json', { ...result, invalidPages: [] }, 'dist', 0)).toEqual({
      out: [
        '{',
        '  "command": "check",',
        '  "ok": true,',
        '  "exitCode": 0,',
        '  "pages": 2,',
        '  "problems": []',
        '}',
      ],
      err: [],
    });
    expect(checkEndLines('json', { ...result, invalidPages: [] }, 'dist', 1, 'S').out).toEqual([
      '{',
      '  "command": "check",',
      '  "ok": false,',
      '  "exitCode": 1,',
      '  "pages": 2,',
      '  "settingsAccess": "S",',
      '  "problems": []',
      '}',
    ]);
  });

  it('with --launch: the placeholders counted in JSON, the summary line last as text', () => {
    const launch = {
      problems: [
        { file: 'content/site.yaml', line: 4, rule: 'admin-link', message: 'm1' },
        { file: 'content/site.yaml', line: 9, rule: 'fictional-phone', message: 'm2' },
      ],
      summary: 'Launch check: 2 placeholder(s)',
    };
    const clean = { ...result, invalidPages: [] };
    const CLEAN_COUNTS = COUNTS.replace('1 invalid', '0 invalid');
    expect(checkEndLines('text', clean, 'dist', 1, 'Settings: none', launch)).toEqual({
      out: [CLEAN_COUNTS, 'Settings: none', 'Launch check: 2 placeholder(s)'],
      err: ['content/site.yaml:4 admin-link: m1', 'content/site.yaml:9 fictional-phone: m2'],
    });
    expect(checkEndLines('text', clean, 'dist', 1, undefined, launch).out).toEqual([
      CLEAN_COUNTS,
      'Launch check: 2 placeholder(s)',
    ]);
    expect(checkEndLines('json', clean, 'dist', 1, undefined, launch).out).toEqual([
      '{',
      '  "command": "check",',
      '  "ok": false,',
      '  "exitCode": 1,',
      '  "pages": 2,',
      '  "placeholders": 2,',
      '  "problems": [',
      '    {',
      '      "file": "content/site.yaml",',
      '      "line": 4,',
      '      "rule": "admin-link",',
      '      "message": "m1"',
      '    },',
      '    {',
      '      "file": "content/site.yaml",',
      '      "line": 9,',
      '      "rule": "fictional-phone",',
      '      "message": "m2"',
      '    }',
      '  ]',
      '}',
    ]);
  });

  it('the exit codes and formats are the documented ones', () => {
    expect(EXIT).toEqual({ ok: 0, problems: 1, usage: 2, internal: 70 });
    expect(FORMATS).toEqual(['text', 'json', 'github']);
  });
});

describe('page URLs', () => {
  it('of files in folders named with the platform separator', () => {
    expect(pageUrl(['services', 'a', 'index.html'].join(path.sep))).toBe('/services/a');
    expect(pageUrl('index.htm')).toBe('/index.htm');
    expect(pageUrl('a/index.html/x')).toBe('/a/index.html/x');
    expect(pageUrl('xindex.html')).toBe('/xindex.html');
  });
});
