// Every line build-site prints goes through `printable`, in every format, whatever it holds: a file
// name, a field, a message, a path given with -o. A value can then never start a line of its own, nor
// a command of the CI runner reading the output: GitHub's runner reads a line that starts with "::"
// (after spaces) as a workflow command, and one that holds "##[" anywhere as a legacy one
// (actions/runner, ActionCommand.cs); `::error` lines are build-site's own annotations only.
import { escapeInvisible } from '../model/errors.ts';
import { UsageProblem } from '../model/problems.ts';

/** A workflow command build-site means to print (report.ts githubAnnotation): its "::" stays. */
export class WorkflowCommand {
  constructor(readonly line: string) {}
}

export type Line = string | WorkflowCommand;

/** What a command prints when it ends: lines for stdout and for stderr. */
export interface Printed {
  out: Line[];
  err: Line[];
}

/**
 * One line as printed: control, bidi and invisible characters (a line break among them) written as
 * their escape (`\u000a`, errors.ts), the "##[" of a legacy command as `##\u005b` wherever it is, and
 * a "::" that starts a line as `\u003a:`. The escapes are JSON's too, so a JSON line still parses to
 * the same values.
 */
export function printable(line: Line): string {
  const own = line instanceof WorkflowCommand;
  const text = escapeInvisible(own ? line.line : line).replace(/##\[/g, '##\\u005b');
  return own ? text : text.replace(/^(\s*):(?=:)/, '$1\\u003a');
}

/** JSON.stringify's lines, each a line of its own (no string holds a raw line break). */
export const jsonLines = (value: unknown): string[] => JSON.stringify(value, null, 2).split('\n');

/**
 * An error's first line (its name and message, as one line whatever the message holds), then its
 * stack's frames: what a bug prints.
 */
export function errorLines(error: unknown): string[] {
  if (!(error instanceof Error)) return [String(error)];
  const head = String(error);
  const stack = error.stack ?? head;
  const frames = stack.startsWith(head) ? stack.slice(head.length) : stack;
  return [head, ...frames.split('\n').filter((line) => line.trim() !== '')];
}

/** The line under a catalogued problem's message (model/problems.ts): what to do about it. */
export const hintLines = (error: unknown): string[] => (error instanceof UsageProblem ? [`  hint: ${error.hint}`] : []);

/** Prints each line through `printable`: stdout's, then stderr's. */
export function print(printed: Partial<Printed>): void {
  for (const line of printed.out ?? []) console.log(printable(line));
  for (const line of printed.err ?? []) console.error(printable(line));
}

/** One line on stdout, through `printable` (progress, log lines). */
export const printOut = (line: Line) => print({ out: [line] });

/** One line on stderr, through `printable`. */
export const printErr = (line: Line) => print({ err: [line] });
