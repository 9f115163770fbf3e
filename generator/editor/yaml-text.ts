// YAML text for values the web editor's save format writes (yaml-format.ts):
// a changed scalar in its original style where the new value allows it (plain,
// quoted, `>-` folded or `|` literal), and new keys and list items in the
// scaffold's style. Browser-safe: only the `yaml` package.
import { isScalar, parseDocument, type Scalar } from 'yaml';

export const PARSE = { version: '1.2', schema: 'core', uniqueKeys: true, prettyErrors: false } as const;
/** Lines of new long text are wrapped to this width, like the shipped files. */
const WIDTH = 80;

export type Data = Record<string, unknown>;
export type Value = unknown;

export const isObject = (v: Value): v is Data => typeof v === 'object' && v !== null && !Array.isArray(v);
export const isPrimitive = (v: Value): boolean => v === null || ['string', 'number', 'boolean'].includes(typeof v);

export function equal(a: Value, b: Value): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => equal(x, b[i]));
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a).filter((k) => a[k] !== undefined);
    return (
      keys.length === Object.keys(b).filter((k) => b[k] !== undefined).length && keys.every((k) => equal(a[k], b[k]))
    );
  }
  return false;
}

/**
 * Nothing typed: no value, an empty text, or a group whose fields are all blank (an optional group
 * opened and left empty). The save writes no key for it, and removes the key of a value emptied.
 */
export function isBlank(v: Value): boolean {
  if (v === undefined || v === null || v === '') return true;
  return isObject(v) && Object.values(v).every(isBlank);
}

/** `v` without its blank fields, at any depth (list items are kept, their blank fields dropped). */
export function pruned(v: Value): Value {
  if (Array.isArray(v)) return v.map(pruned);
  if (!isObject(v)) return v;
  return Object.fromEntries(
    Object.entries(v)
      .filter(([, x]) => !isBlank(x))
      .map(([k, x]) => [k, pruned(x)]),
  );
}

/**
 * Characters written as escapes, never raw: invisible ones, so a reader of the file sees them (a no-break
 * space stays "\u00a0"), and the controls and noncharacters the build refuses raw in a file
 * (pipeline/content/one-reading.ts), so a value holding one is a file the build reads and its field's rule judges.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: writing control characters as escapes is its job.
const ESCAPED = /[\0-\x08\x0b-\x1f\x7f-\x9f\u00a0\u00ad\u200b-\u200f\u2028\u2029\u2060\ufeff\ufffe\uffff]/;
const ESCAPED_ALL = new RegExp(ESCAPED.source, 'g');
const doubleQuoted = (s: string): string =>
  JSON.stringify(s).replace(ESCAPED_ALL, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** True when `s` written bare reads back as the same string (not a number, bool, null, comment, map or list). */
// The empty text needs no check of its own: its document has no contents, not a scalar.
function plainSafe(s: string): boolean {
  if (s !== s.trim() || s.includes('\n') || ESCAPED.test(s)) return false;
  const doc = parseDocument(s, PARSE);
  // Read back as itself means plain: a quoted or block scalar's value is never its own source text.
  return doc.errors.length === 0 && isScalar(doc.contents) && doc.contents.value === s;
}

/** True for text a folded block (`>-`) reads back exactly: one paragraph, no edge or doubled spaces. */
const foldable = (s: string): boolean => s.length > 0 && !/\n|\t|^\s|\s$| {2}/.test(s) && !ESCAPED.test(s);
/** True for text a literal block (`|`) reads back exactly. */
const literalable = (s: string): boolean => /^\S/.test(s) && !/[ \t]$|[ \t]\n|\r/.test(s) && !ESCAPED.test(s);

/** Words of `s` on lines of at most `width` characters (a longer word gets a line of its own). */
function wrap(s: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of s.split(' ')) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return [...lines, line];
}

/** A block scalar: header and its lines at `indent` spaces (the text's trailing newlines chosen by the chomping). */
function blockScalar(s: string, style: '>' | '|', indent: number): string {
  const body = s.replace(/\n+$/, '');
  const trailing = s.length - body.length;
  const chomp = trailing === 0 ? '-' : trailing === 1 ? '' : '+';
  const pad = ' '.repeat(indent);
  const lines = style === '>' ? wrap(body, Math.max(WIDTH - indent, 20)) : body.split('\n');
  const extra = '\n'.repeat(Math.max(trailing - 1, 0));
  return `${style}${chomp}\n${lines.map((l) => (l ? pad + l : '')).join('\n')}\n${extra}`;
}

/**
 * A scalar's text. `style` is the original node's (kept when the new value allows it); `column` is where the
 * value starts on its line and `indent` the indentation of a block scalar's lines. Block scalars end with a newline.
 */
export function scalarText(value: Value, style: Scalar.Type | undefined, column: number, indent: number): string {
  // String(null) is 'null' too: only an absent value needs its own word.
  if (typeof value !== 'string') return value === undefined ? 'null' : String(value);
  const long = column + value.length > WIDTH;
  switch (style) {
    case 'QUOTE_DOUBLE':
      return doubleQuoted(value);
    case 'QUOTE_SINGLE':
      return value.includes('\n') || ESCAPED.test(value) ? doubleQuoted(value) : `'${value.replace(/'/g, "''")}'`;
    case 'BLOCK_FOLDED':
      if (foldable(value.replace(/\n+$/, ''))) return blockScalar(value, '>', indent);
      return literalable(value) ? blockScalar(value, '|', indent) : doubleQuoted(value);
    case 'BLOCK_LITERAL':
      return literalable(value) ? blockScalar(value, '|', indent) : doubleQuoted(value);
    case 'PLAIN':
      return plainSafe(value) ? value : doubleQuoted(value);
    default:
      // New text: plain when it fits, a folded block when it is long, else quoted.
      if (long && foldable(value)) return blockScalar(value, '>', indent);
      if (plainSafe(value)) return value;
      return doubleQuoted(value);
  }
}

const keyText = (key: string): string => (/^[A-Za-z_][A-Za-z0-9_-]*$/.test(key) ? key : doubleQuoted(key));

/** The lines of `key: value` (a new pair) at `indent`. */
export function pairLines(key: string, value: Value, indent: number): string {
  const pad = ' '.repeat(indent);
  const head = `${pad}${keyText(key)}:`;
  if (Array.isArray(value)) {
    if (value.length === 0) return `${head} []\n`;
    return `${head}\n${value.map((v) => itemLines(v, indent + 2)).join('')}`;
  }
  if (isObject(value)) {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    if (entries.length === 0) return `${head} {}\n`;
    return `${head}\n${entries.map(([k, v]) => pairLines(k, v, indent + 2)).join('')}`;
  }
  const text = scalarText(value, undefined, head.length + 1, indent + 2);
  return `${head} ${text}${text.endsWith('\n') ? '' : '\n'}`;
}

/** The lines of a new list item `- value` at `indent`. */
export function itemLines(value: Value, indent: number): string {
  const pad = ' '.repeat(indent);
  if (isObject(value)) {
    const body = mapLines(value, indent + 2);
    return body ? `${pad}- ${body.slice(indent + 2)}` : `${pad}- {}\n`;
  }
  if (Array.isArray(value)) return `${pad}- ${flowText(value)}\n`;
  const text = scalarText(value, undefined, indent + 2, indent + 2);
  return `${pad}- ${text}${text.endsWith('\n') ? '' : '\n'}`;
}

const mapLines = (value: Data, indent: number): string =>
  Object.entries(value)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => pairLines(k, v, indent))
    .join('');

/** A value on one line, in flow style: [a, b] or {k: v}. */
export function flowText(value: Value): string {
  if (Array.isArray(value)) return `[${value.map(flowText).join(', ')}]`;
  if (isObject(value))
    return `{ ${Object.entries(value)
      .map(([k, v]) => `${keyText(k)}: ${flowText(v)}`)
      .join(', ')} }`;
  if (typeof value === 'string') return plainSafe(value) && !/[,[\]{}]/.test(value) ? value : doubleQuoted(value);
  return scalarText(value, undefined, 0, 0);
}

/**
 * A new file: the first field's comment (the schema modeline) first, even when that field is left
 * out, then the fields in the collection's order; blank values are not written.
 */
export function newFile(given: Data, order: string[], comments: Record<string, string>): string {
  // pruned() has dropped the blank values. Own keys only: a field order or data naming `constructor`
  // or `toString` must not write the object's inherited function.
  const data = pruned(given) as Data;
  const keys = [...order.filter((k) => Object.hasOwn(data, k)), ...Object.keys(data).filter((k) => !order.includes(k))];
  const comment = (k: string): string | undefined => (Object.hasOwn(comments, k) ? comments[k] : undefined);
  const unwritten = order.filter((k) => comment(k) && !keys.includes(k)).map((k) => `# ${comment(k)}\n`);
  // Sections (lists and groups of fields) get a blank line before them, as in the scaffold's files.
  return (
    unwritten.join('') +
    keys
      .map((k, i) => {
        const section = i > 0 && typeof data[k] === 'object' && !equal(data[k], []) ? '\n' : '';
        return `${section}${comment(k) ? `# ${comment(k)}\n` : ''}${pairLines(k, data[k], 0)}`;
      })
      .join('')
  );
}

/** Parses YAML text as the build does; Decap shows a thrown error as a load failure. */
export function parseYaml(text: string): ReturnType<typeof parseDocument> {
  const doc = parseDocument(text, PARSE);
  if (doc.errors.length) throw new Error(`YAML parsing error: ${doc.errors[0].message}`);
  return doc;
}
