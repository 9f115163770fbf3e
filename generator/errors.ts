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
