// One reading of YAML: what js-yaml and the `yaml` package would read
// differently is refused with its line (a %YAML 1.1 directive turns "yes" into
// true for one of them only; a raw NUL is refused by one and kept by the other; a
// CR-only line ending is a line break for one and a parse error for the other;
// a null key is "null" for one and "" for the other). prescanYaml looks at the
// text before either parser; refuseNodes at the positioned parse of the files
// NEEDS_POSITIONS sends there.
import { type Document, type LineCounter, type Node, isCollection, isNode, isScalar, visit } from 'yaml';
import { type ContentProblem, escapeInvisible } from '../../model/errors.ts';
import { problemMessage } from '../../model/problems.ts';

export interface Refusal {
  line: number;
  message: string;
}

/**
 * A raw character no reading agrees on: C0 controls but tab, LF and CR; DEL; C1
 * controls; the noncharacters U+FFFE/U+FFFF; a byte order mark after the first
 * character; a CR not followed by LF. One regex, so a clean file costs one scan.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is its job.
const STRAY = /[\0-\x08\x0B\x0C\x0E-\x1F\x7F-\x9F\uFFFE\uFFFF\uFEFF]|\r(?!\n)/g;

/** A line starting with "%": a directive (%YAML, %TAG) where it is not a parse error anyway. */
const DIRECTIVE = /^%[^\r\n]*/m;

/** The 1-based line of `offset`, counting LF line breaks (CRLF counts once). Only runs for a refused file. */
const lineAt = (source: string, offset: number): number => source.slice(0, offset).split('\n').length;

/** Why `source` cannot be read one way, or undefined when both parsers may read it. */
export function prescanYaml(source: string): Refusal | undefined {
  STRAY.lastIndex = source.startsWith('\uFEFF') ? 1 : 0;
  const stray = STRAY.exec(source);
  if (stray) {
    const line = lineAt(source, stray.index);
    if (stray[0] === '\r') {
      return { line, message: problemMessage('LoneCarriageReturn') };
    }
    const column = stray.index - source.lastIndexOf('\n', stray.index - 1);
    const what = stray[0] === '\uFEFF' ? 'byte order mark' : 'control character';
    return {
      line,
      message: problemMessage('ControlCharacter', what, escapeInvisible(stray[0]), column),
    };
  }
  const directive = DIRECTIVE.exec(source);
  if (directive) {
    return {
      line: lineAt(source, directive.index),
      message: problemMessage('YamlDirective', directive[0].slice(0, 40)),
    };
  }
  return undefined;
}

/**
 * Where the positioned path must read a file: an anchor (&name) or a tag (!!str,
 * !) where a value may start, or a key that may be empty or null (": x", "~: x",
 * an explicit "?" key).
 * js-yaml has no cap on aliases and zod would walk every expanded copy; tags and
 * null keys are refused with their line (refuseNodes), js-yaml would read them
 * differently. Text like "R&D" or "Call now!" does not match; a false match
 * only costs speed.
 */
export const NEEDS_POSITIONS = /(^|[\s[{,:])(&[^\s]|!)|(^|[\s[{,?])((~|null|Null|NULL)?:|\?)([\s,\]}]|$)/m;

/**
 * Nodes the two parsers read differently, one problem each with its line:
 * explicit tags (!!str 5, !!float 1: a tag changes a value's type and each
 * parser resolves them its own way) and keys that are null or a list or
 * mapping (js-yaml makes "null" of a null key, yaml ""). True when there is none.
 */
export function refuseNodes(
  file: string,
  doc: Document.Parsed,
  lines: LineCounter,
  problems: ContentProblem[],
): boolean {
  const before = problems.length;
  const refuse = (node: Node | null, message: string) =>
    problems.push({
      file,
      line: node?.range ? lines.linePos(node.range[0]).line : undefined,
      message,
    });
  visit(doc, {
    Pair(_key, pair) {
      const key = isNode(pair.key) ? pair.key : null;
      if (key === null || (isScalar(key) && key.value === null))
        refuse(key ?? (isNode(pair.value) ? pair.value : null), problemMessage('NotAFieldName', 'empty or null key'));
      else if (isCollection(key)) refuse(key, problemMessage('NotAFieldName', 'a list or mapping as a key'));
    },
    Node(_key, node) {
      if (!node.tag) return;
      const tag = node.tag.startsWith(CORE_TAG) ? `!!${node.tag.slice(CORE_TAG.length)}` : node.tag;
      refuse(node, problemMessage('YamlTag', tag));
    },
  });
  return problems.length === before;
}

/** The prefix of YAML's own tags, written "!!" in files. */
const CORE_TAG = 'tag:yaml.org,2002:';
