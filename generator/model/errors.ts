// One error type for every content problem, so the CLI can print
// "file:line field: what was expected" and exit non-zero.
export interface ContentProblem {
  file: string;
  line?: number;
  field?: string;
  message: string;
}

export class ContentError extends Error {
  constructor(readonly problems: ContentProblem[]) {
    super(problems.map(formatProblem).join('\n'));
    this.name = 'ContentError';
  }
}

export function formatProblem(p: ContentProblem): string {
  const where = p.line ? `${p.file}:${p.line}` : p.file;
  const field = p.field ? ` ${p.field}:` : '';
  return `${where}${field} ${p.message}`;
}

/**
 * A mistake in how the build was asked for (an output folder it must not
 * replace, a build already running): the CLI prints the message as one line.
 */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/** Longest quoted value in a message; a whole alias-expanded list helps nobody. */
const QUOTE_MAX = 80;

/** A value as it appears in a message: JSON, cut to about 80 characters. */
export function quote(value: unknown): string {
  const json = JSON.stringify(value) ?? String(value);
  return json.length <= QUOTE_MAX ? json : `${json.slice(0, QUOTE_MAX - 1)}…`;
}
