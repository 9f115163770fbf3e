// A Markdown content file (content/guides/<slug>.md): YAML front matter between two `---` lines, then
// the body. The YAML keeps its place in the file (the opening line becomes blank), so the YAML
// reader's line numbers are the .md file's own.
import type { ContentProblem } from '../../model/errors.ts';

export interface FrontMatterSplit {
  /** The front matter with every line where it is in the file; the lines after it are left out. */
  yaml: string;
  body: string;
  /** 1-based line of the file the body starts on. */
  bodyLine: number;
}

const FENCE = /^---[ \t]*$/;

/** The front matter and body of `text`, or a problem when the file does not start with a front matter block. */
export function splitFrontMatter(file: string, text: string): FrontMatterSplit | ContentProblem {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  if (!FENCE.test(lines[0] ?? ''))
    return { file, line: 1, message: 'expected front matter: a first line "---", the YAML fields, then "---"' };
  const end = lines.findIndex((line, i) => i > 0 && FENCE.test(line));
  if (end < 0) return { file, line: 1, message: 'front matter is not closed: expected a line "---" after its fields' };
  return {
    yaml: ['', ...lines.slice(1, end)].join('\n'),
    body: lines.slice(end + 1).join('\n'),
    bodyLine: end + 2,
  };
}
