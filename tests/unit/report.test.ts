// The reporter's pure parts: page URLs of output files, GitHub workflow-command escaping, the default format.
import { describe, expect, it } from 'vitest';
import { defaultFormat, githubAnnotation, pageUrl } from '../../generator/cli/report.ts';

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

  it('prints GitHub workflow commands by default only on GitHub runners', () => {
    expect(defaultFormat({ GITHUB_ACTIONS: 'true' })).toBe('github');
    expect(defaultFormat({})).toBe('text');
    expect(defaultFormat({ GITHUB_ACTIONS: 'false' })).toBe('text');
  });
});
