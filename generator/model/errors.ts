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

/**
 * Characters that print as nothing or reorder a terminal line: C0 and C1
 * controls (newline too: one problem, one line), zero-width and bidi marks,
 * line/paragraph separators, the soft hyphen, BOM, variation selectors, blank
 * letters (Hangul fillers, the braille blank), the noncharacters U+FFFE and
 * U+FFFF (one-reading.ts refuses them raw in a file) and lone surrogates.
 */
const INVISIBLE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is its job.
  // biome-ignore lint/suspicious/noMisleadingCharacterClass: the combining marks are matched alone, on purpose.
  /[\0-\x1F\x7F-\x9F\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180E\u200B-\u200F\u2028-\u202E\u2060-\u206F\u2800\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF9-\uFFFB\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** `text` with every invisible character written as its escape, \u202e, so a printed line shows what the file holds. */
export function escapeInvisible(text: string): string {
  return text.replace(INVISIBLE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

export function formatProblem(p: ContentProblem): string {
  const where = p.line ? `${p.file}:${p.line}` : p.file;
  const field = p.field ? ` ${p.field}:` : '';
  return escapeInvisible(`${where}${field} ${p.message}`);
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
