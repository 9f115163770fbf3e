import { describe, expect, it } from 'vitest';
import { formatProblem } from '../../generator/model/errors.ts';

describe('problem lines', () => {
  it('print control, bidi and invisible characters in the file name, field and message escaped', () => {
    const line = formatProblem({
      file: 'content/services/\u202Elmay\u2800.yaml',
      line: 3,
      field: 'faqs[0].\u200Bquestion',
      message: 'expected "a\tb\nc\x85\uD800\u2066"',
    });
    expect(line).toBe(
      'content/services/\\u202elmay\\u2800.yaml:3 faqs[0].\\u200bquestion: expected "a\\u0009b\\u000ac\\u0085\\ud800\\u2066"',
    );
  });

  it('print the noncharacters U+FFFE and U+FFFF escaped (a file holding them raw is refused with them named)', () => {
    expect(formatProblem({ file: 'content/site.yaml', line: 2, message: 'control character \uFFFE or \uFFFF' })).toBe(
      'content/site.yaml:2 control character \\ufffe or \\uffff',
    );
  });

  it('leave visible text, emoji and other scripts as they are', () => {
    const problem = { file: 'content/pages/home.yaml', line: 4, field: 'hero.heading', message: 'got "Café 😀 地板"' };
    expect(formatProblem(problem)).toBe('content/pages/home.yaml:4 hero.heading: got "Café 😀 地板"');
  });
});
