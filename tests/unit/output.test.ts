// The one escaping function every printed line goes through (generator/cli/output.ts), case by case;
// tests/unit/printed-names.test.ts feeds it generated names.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  errorLines,
  hintLines,
  jsonLines,
  print,
  printable,
  printErr,
  printOut,
  WorkflowCommand,
} from '../../generator/cli/output.ts';
import { UsageProblem } from '../../generator/model/problems.ts';

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

describe('print, printOut and printErr', () => {
  afterEach(() => vi.restoreAllMocks());

  it('print every out line to stdout and every err line to stderr, each through printable', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    print({ out: ['::x', 'a'], err: ['b\n', new WorkflowCommand('::error::c')] });
    print({});
    expect(log.mock.calls).toEqual([['\\u003a:x'], ['a']]);
    expect(error.mock.calls).toEqual([['b\\u000a'], ['::error::c']]);
    printOut('::y');
    printErr('##[z');
    expect(log.mock.calls.at(-1)).toEqual(['\\u003a:y']);
    expect(error.mock.calls.at(-1)).toEqual(['##\\u005bz']);
    expect(log).toHaveBeenCalledTimes(3);
    expect(error).toHaveBeenCalledTimes(3);
  });
});

describe('hintLines and errorLines', () => {
  it("a usage problem's hint on a line of its own, indented; no line for another error", () => {
    expect(hintLines(new UsageProblem('SourceDateEpochInvalid', 'bad', 'set it to whole seconds'))).toEqual([
      '  hint: set it to whole seconds',
    ]);
    expect(hintLines(new Error('x'))).toEqual([]);
    expect(hintLines('x')).toEqual([]);
  });

  it('a thrown non-Error is one line, its stack property unread; blank stack lines dropped', () => {
    expect(errorLines({ stack: 'at f', toString: () => 'thrown' })).toEqual(['thrown']);
    const e = new Error('m');
    e.stack = 'Error: m\n   \n    at f (x.ts:1:1)\n';
    expect(errorLines(e)).toEqual(['Error: m', '    at f (x.ts:1:1)']);
  });
});
