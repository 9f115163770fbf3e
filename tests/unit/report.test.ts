// The reporter's pure parts: page URLs of output files, GitHub workflow-command escaping, the default format.
import { describe, expect, it } from 'vitest';
import { defaultFormat, githubAnnotation, pageUrl, textProblem } from '../../generator/cli/report.ts';

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
