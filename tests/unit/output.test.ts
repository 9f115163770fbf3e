// The one escaping function every printed line goes through (generator/cli/output.ts), case by case;
// tests/unit/printed-names.test.ts feeds it generated names.
import { describe, expect, it } from 'vitest';
import { errorLines, jsonLines, printable, WorkflowCommand } from '../../generator/cli/output.ts';

describe('printable', () => {
  it.each([
    ['plain text', 'plain text'],
    ['a\nb', 'a\\u000ab'],
    ['a\r\nb', 'a\\u000d\\u000ab'],
    ['tab\there', 'tab\\u0009here'],
    ['\u001b[31mred', '\\u001b[31mred'],
    ['del\u007f', 'del\\u007f'],
    ['next\u0085line', 'next\\u0085line'],
    ['sep\u2028arator', 'sep\\u2028arator'],
    ['bidi\u202eevil', 'bidi\\u202eevil'],
    ['lone\ud800', 'lone\\ud800'],
    ['emoji 😀 stays', 'emoji 😀 stays'],
    ['café, 100%', 'café, 100%'],
    ['::error::x', '\\u003a:error::x'],
    ['  ::add-mask::x', '  \\u003a:add-mask::x'],
    ['\u00a0::x', '\u00a0\\u003a:x'],
    [':one colon', ':one colon'],
    ['a::b', 'a::b'],
    ['x ##[error]y', 'x ##\\u005berror]y'],
    ['##[a]##[b]', '##\\u005ba]##\\u005bb]'],
    ['#[one hash', '#[one hash'],
    ['## heading', '## heading'],
  ])('%j prints as %j', (line, printed) => {
    expect(printable(line)).toBe(printed);
  });

  it("keeps build-site's own workflow commands, escaping the rest of them", () => {
    expect(printable(new WorkflowCommand('::error file=a::b'))).toBe('::error file=a::b');
    expect(printable(new WorkflowCommand('::error file=a::b\nc ##[x]'))).toBe('::error file=a::b\\u000ac ##\\u005bx]');
  });
});

describe('jsonLines and errorLines', () => {
  it('JSON: one line per line of the indented text; no string holds a raw line break', () => {
    expect(jsonLines({ a: 'x\ny', b: [1] })).toEqual(['{', '  "a": "x\\ny",', '  "b": [', '    1', '  ]', '}']);
  });

  it('a bug: its name and message as one line, then each frame of its stack', () => {
    const error = new Error('two\nlines');
    error.stack = 'Error: two\nlines\n    at a (x.ts:1:1)\n\n    at b (y.ts:2:2)';
    expect(errorLines(error)).toEqual(['Error: two\nlines', '    at a (x.ts:1:1)', '    at b (y.ts:2:2)']);
  });

  it('a stack that does not start with the message, a thrown value that is no Error', () => {
    const error = new TypeError('boom');
    error.stack = 'custom\n    at c (z.ts:3:3)';
    expect(errorLines(error)).toEqual(['TypeError: boom', 'custom', '    at c (z.ts:3:3)']);
    expect(errorLines('just text')).toEqual(['just text']);
    expect(errorLines(42)).toEqual(['42']);
  });
});
