// A Markdown content file (content/guides/<slug>.md): YAML front matter between two `---` lines, then
// the body. One cut serves the build and the web editor: the build reads the YAML at its place in
// the file (the opening line becomes blank), so the YAML reader's line numbers are the .md file's
// own; the editor's save format (generator/editor/markdown-format.ts) puts the exact pieces back.
// Browser-safe: no Node APIs.
import type { ContentProblem } from './errors.ts';
import { problemMessage } from './problems.ts';

/** The file in four pieces, byte for byte: `open + yaml + close + body` is the whole text. */
export interface FrontMatterCut {
  /** The opening `---` line with its line break (and a byte order mark before it, if any). */
  open: string;
  /** The lines between the two fences, each with its line break. */
  yaml: string;
  /** The closing `---` line with its line break (none when the file ends on it). */
  close: string;
  body: string;
  /** 1-based line of the file the body starts on. */
  bodyLine: number;
}

export interface FrontMatterSplit {
  /** The front matter with every line where it is in the file; the lines after it are left out. */
  yaml: string;
  body: string;
  /** 1-based line of the file the body starts on. */
  bodyLine: number;
}

const FENCE = /^---[ \t]*$/;

/** The pieces of `text`, or why it has no front matter block (the problem's line is the file's first). */
export function cutFrontMatter(text: string): FrontMatterCut | { message: string } {
  // Each line's start and the start of the next one (after its \n or \r\n).
  const lines: { start: number; end: number; next: number }[] = [];
  const bom = text.startsWith('\uFEFF') ? 1 : 0;
  for (let start = bom; ; ) {
    const nl = text.indexOf('\n', start);
    const next = nl < 0 ? text.length : nl + 1;
    const end = nl < 0 ? text.length : nl > start && text[nl - 1] === '\r' ? nl - 1 : nl;
    lines.push({ start, end, next });
    if (nl < 0) break;
    start = next;
  }
  const line = (i: number) => text.slice(lines[i].start, lines[i].end);
  if (!FENCE.test(line(0))) return { message: problemMessage('FrontMatterMissing') };
  const end = lines.findIndex((_, i) => i > 0 && FENCE.test(line(i)));
  if (end < 0) return { message: problemMessage('FrontMatterUnclosed') };
  return {
    open: text.slice(0, lines[0].next),
    yaml: text.slice(lines[0].next, lines[end].start),
    close: text.slice(lines[end].start, lines[end].next),
    body: text.slice(lines[end].next),
    bodyLine: end + 2,
  };
}

/** The front matter and body of `text` as the build reads them (line breaks as \n), or a problem. */
export function splitFrontMatter(file: string, text: string): FrontMatterSplit | ContentProblem {
  const cut = cutFrontMatter(text);
  if ('message' in cut) return { file, line: 1, message: cut.message };
  const yamlLines = cut.yaml === '' ? [] : cut.yaml.replace(/\r?\n$/, '').split(/\r?\n/);
  return {
    yaml: ['', ...yamlLines].join('\n'),
    body: cut.body.split(/\r?\n/).join('\n'),
    bodyLine: cut.bodyLine,
  };
}
