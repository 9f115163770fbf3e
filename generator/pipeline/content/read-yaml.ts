// Reading YAML safely: UTF-8 and folder/link checks, a positioned parse for
// line numbers, an alias-bomb cap, and a fast js-yaml path for valid files, both
// reading YAML 1.2 with the core schema (what either would read differently is
// refused first: one-reading.ts); readYamlData is that same
// reading for tests and scripts.
import { isUtf8 } from 'node:buffer';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LineCounter, isAlias, isCollection, isNode, isPair, parseDocument, type Document } from 'yaml';
import { ContentError, type ContentProblem } from '../../model/errors.ts';
import { problemMessage } from '../../model/problems.ts';
import { nonUtf8Entry, notUtf8Name, shownName } from './file-names.ts';
import { PARSE_FAILED, parseFast } from './fast-yaml.ts';
import { NEEDS_POSITIONS, prescanYaml, refuseNodes } from './one-reading.ts';

export { PARSE_FAILED, parseFast };

export interface Parsed {
  file: string;
  doc: Document.Parsed;
  lines: LineCounter;
}

/** Why a content file could not be read, in words (a folder or a link loop is not "missing"). */
const unreadable = (error: unknown): string =>
  problemMessage('FileUnreadable', (error as NodeJS.ErrnoException).code, (error as Error).message.split('\n')[0]);

/** 0-based offset of the first byte that is not UTF-8: the shortest prefix a strict decoder rejects. */
function firstBadByte(bytes: Uint8Array): number {
  // A prefix that ends inside a valid character is accepted in stream mode, so rejection is monotonic.
  const rejects = (end: number) => {
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, end), { stream: true });
      return false;
    } catch {
      return true;
    }
  };
  let lo = 1;
  let hi = bytes.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (rejects(mid)) hi = mid;
    else lo = mid + 1;
  }
  // The rejected byte may end a sequence begun up to 3 bytes earlier (0xE9 then a newline):
  // report where the bad sequence starts, the end of the last whole character.
  const rejected = lo - 1;
  for (let start = rejected; start > rejected - 4 && start > 0; start--) {
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, start));
      return start;
    } catch {
      // That prefix ends inside the broken sequence: look one byte earlier.
    }
  }
  return rejected;
}

export function readSource(
  dir: string,
  rel: string,
  problems: ContentProblem[],
): { file: string; source: string } | undefined {
  return readText(path.join(dir, rel), path.join(path.basename(dir), rel), problems);
}

/** The text of `fullPath`, named `file` in problems; undefined (and a problem) when unreadable or not UTF-8. */
function readText(
  fullPath: string,
  file: string,
  problems: ContentProblem[],
): { file: string; source: string } | undefined {
  let bytes: Buffer;
  try {
    bytes = readFileSync(fullPath);
  } catch (error) {
    // Read with U+FFFD for a byte that is not UTF-8, the name names no file: say what the file is.
    const raw =
      (error as NodeJS.ErrnoException).code === 'ENOENT'
        ? nonUtf8Entry(path.dirname(fullPath), path.basename(fullPath))
        : undefined;
    if (raw) problems.push({ file: path.join(path.dirname(file), shownName(raw)), message: notUtf8Name(raw) });
    else problems.push({ file, message: unreadable(error) });
    return undefined;
  }
  if (!isUtf8(bytes)) {
    const at = firstBadByte(bytes);
    let line = 1;
    for (let i = 0; i < at; i++) if (bytes[i] === 0x0a) line++;
    const hex = bytes[at].toString(16).toUpperCase().padStart(2, '0');
    problems.push({
      file,
      line,
      message: problemMessage('NotUtf8', hex),
    });
    return undefined;
  }
  return { file, source: bytes.toString('utf8') };
}

/** Full parse with positions (the yaml package): used for errors and line lookups. */
export function parseWithLines(file: string, source: string, problems: ContentProblem[]): Parsed | undefined {
  const lines = new LineCounter();
  let doc: Document.Parsed;
  try {
    doc = parseDocument(source, {
      lineCounter: lines,
      prettyErrors: false,
      uniqueKeys: true,
      version: '1.2',
      schema: 'core',
    });
  } catch (error) {
    // Thousands of nested brackets overflow the parser's stack; report, never crash.
    problems.push({
      file,
      message: problemMessage(
        'InvalidYaml',
        error instanceof RangeError ? 'nested too deeply' : clip((error as Error).message),
      ),
    });
    return undefined;
  }
  if (doc.errors.length > 0) {
    // One broken bracket can cascade into hundreds of errors; the first few locate it.
    for (const err of doc.errors.slice(0, MAX_YAML_ERRORS)) {
      problems.push({
        file,
        line: lines.linePos(err.pos[0]).line,
        message: problemMessage('InvalidYaml', clip(err.message)),
      });
    }
    const rest = doc.errors.length - MAX_YAML_ERRORS;
    if (rest > 0)
      problems.push({
        file,
        line: lines.linePos(doc.errors[MAX_YAML_ERRORS].pos[0]).line,
        message: moreProblems(rest),
      });
    return undefined;
  }
  return { file, doc, lines };
}

/** Problems reported per file, parser errors or schema problems (load.ts); the rest are counted. */
export const MAX_YAML_ERRORS = 5;

/** The line that counts the problems left out, placed at the first of them. */
export const moreProblems = (rest: number) => problemMessage('MoreProblems', rest);

/** First line of a parser message, cut to a readable length (it may quote the source). */
function clip(message: string): string {
  const first = message.split('\n')[0];
  return first.length <= 120 ? first : `${first.slice(0, 119)}…`;
}

/**
 * Most aliases one file may expand. yaml's cap (maxAliasCount) stops
 * "billion laughs" documents, which grow exponentially with each level.
 */
const MAX_ALIAS_COUNT = 100;

/** The document as plain data with alias expansion capped; PARSE_FAILED (and a problem) over the cap. */
export function toData(parsed: Parsed, problems: ContentProblem[]): unknown {
  try {
    return parsed.doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch (error) {
    let line: number | undefined;
    visitAliases(parsed.doc.contents, (pos) => {
      line ??= parsed.lines.linePos(pos).line;
    });
    problems.push({
      file: parsed.file,
      line,
      message: problemMessage('TooManyAliases', clip((error as Error).message), MAX_ALIAS_COUNT),
    });
    return PARSE_FAILED;
  }
}

/** Calls back with the start offset of every alias node (*name). */
function visitAliases(node: unknown, found: (pos: number) => void): void {
  if (isAlias(node)) {
    if (node.range) found(node.range[0]);
  } else if (isCollection(node)) {
    for (const item of node.items) {
      if (isPair(item)) {
        visitAliases(item.key, found);
        visitAliases(item.value, found);
      } else visitAliases(item, found);
    }
  }
}

/**
 * A file's data as the build takes it, read one way: what the two parsers would
 * read differently is refused first (prescanYaml); then js-yaml when the file has
 * nothing NEEDS_POSITIONS finds and js-yaml accepts it, else the positioned parse
 * with its alias cap and node checks (`parsed` is then kept for line lookups).
 * tests/unit/yaml-differential.test.ts proves both give the same data.
 * Undefined, with problems, when it is not valid YAML or is refused.
 */
export function parseData(
  file: string,
  source: string,
  problems: ContentProblem[],
): { data: unknown; parsed?: Parsed } | undefined {
  const refused = prescanYaml(source);
  if (refused) {
    problems.push({ file, ...refused });
    return undefined;
  }
  if (!NEEDS_POSITIONS.test(source)) {
    const data = parseFast(source);
    if (data !== PARSE_FAILED) return { data };
  }
  const parsed = parseWithLines(file, source, problems);
  if (!parsed || !refuseNodes(parsed.file, parsed.doc, parsed.lines, problems)) return undefined;
  const data = toData(parsed, problems);
  return data === PARSE_FAILED ? undefined : { data, parsed };
}

/**
 * One content file's data (not validated) read exactly as the build reads it, so
 * tests and scripts see what the pages are made from. Throws a ContentError
 * naming `file` as given, with the line, when it cannot be read or parsed.
 */
export function readYamlData(file: string): unknown {
  const problems: ContentProblem[] = [];
  const read = readText(file, file, problems);
  const result = read && parseData(read.file, read.source, problems);
  if (!result) throw new ContentError(problems);
  return result.data;
}

/** Line of the deepest node that exists along the issue path. */
export function lineOf(parsed: Parsed, fieldPath: readonly PropertyKey[]): number {
  for (let depth = fieldPath.length; depth >= 0; depth--) {
    const node = parsed.doc.getIn(fieldPath.slice(0, depth) as (string | number)[], true);
    if (isNode(node) && node.range) return parsed.lines.linePos(node.range[0]).line;
  }
  return 1;
}
