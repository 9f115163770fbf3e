// The splice of the web editor's YAML save format (yaml-format.ts): `data` applied to a file's text
// through the source ranges of its parsed nodes, so that only the lines of changed values change.
// Browser-safe: only the `yaml` package.
import { isMap, isScalar, isSeq, type Node, type Pair, type Scalar, type YAMLMap, type YAMLSeq } from 'yaml';
import {
  type Data,
  equal,
  flowText,
  isBlank,
  isObject,
  isPrimitive,
  itemLines,
  pairLines,
  pruned,
  scalarText,
  type Value,
} from './yaml-text.ts';

interface Edit {
  start: number;
  end: number;
  text: string;
  /** Whole lines added after a line (new keys or list items after the last one). */
  after?: true;
}

/** Applies `data` to the original text through the node ranges of its parsed document. */
export class Splicer {
  readonly edits: Edit[] = [];
  constructor(readonly source: string) {}

  lineStart(pos: number): number {
    return this.source.lastIndexOf('\n', pos - 1) + 1;
  }
  /** Just past the newline ending the line that holds `pos - 1` (a range end). */
  lineEnd(end: number): number {
    if (this.source[end - 1] === '\n') return end;
    const nl = this.source.indexOf('\n', end);
    return nl === -1 ? this.source.length : nl + 1;
  }
  column(pos: number): number {
    return pos - this.lineStart(pos);
  }
  /** Where a node's text starts: a block scalar's header or a collection's first item. */
  start(node: Node): number {
    return (node.range as [number, number, number])[0];
  }
  end(node: Node): number {
    return (node.range as [number, number, number])[1];
  }

  /** Edits turning `node` (at `indent`: the column of its key or dash) into `value`. */
  node(node: Node | null, value: Value, indent: number, replace: () => void): void {
    if (node && equal(node.toJSON(), value)) return;
    if (isScalar(node) && isPrimitive(value)) {
      const start = this.start(node);
      let text = scalarText(value, node.type, this.column(start), this.blockIndent(node, indent));
      // A block scalar's range ends after its last line break; text in its place keeps that break.
      const end = this.end(node);
      if (this.source[end - 1] === '\n' && !text.endsWith('\n')) text += '\n';
      // An empty value (`key:`, a bare `-`) has no text of its own: the new text is set apart from the
      // colon or dash before it (`key:v` is one word) and from a comment after it (`v# c` is one word).
      if (start === end)
        text = `${/[ \t]/.test(this.source[start - 1]) ? '' : ' '}${text}${this.source[end] === '#' ? ' ' : ''}`;
      this.edits.push({ start, end, text });
      return;
    }
    if (isMap(node) && !node.flow && isObject(value)) {
      this.map(node.items as Pair<Node, Node | null>[], value);
      return;
    }
    if (isSeq(node) && !node.flow && Array.isArray(value) && value.length > 0) {
      this.seq(node.items as Node[], value);
      return;
    }
    // Stryker disable next-line ConditionalExpression: equivalent, only a map or a list has `flow`.
    if ((isMap(node) || isSeq(node)) && node.flow) this.flow(node, value, replace);
    else replace();
  }

  /**
   * A flow collection ({ number: 5, label: Days } or [a, b]) stays on its line: changed words are replaced
   * where they are; a changed set of keys or items rewrites it in flow style; anything nested goes to `replace`.
   */
  flow(node: YAMLMap | YAMLSeq, value: Value, replace: () => void): void {
    // Of the same kind, and holding no collection (nor an undefined value: Decap's data is JSON).
    const same = Array.isArray(value) ? isSeq(node) : isObject(value) && isMap(node);
    if (!same || !(Array.isArray(value) ? value : Object.values(value as Data)).every(isPrimitive)) {
      replace();
      return;
    }
    const pairs = node.items as Pair<Node, Node | null>[]; // a map's
    const sameShape = isMap(node)
      ? equal(
          pairs.map((p) => String((p.key as Scalar).value)),
          Object.keys(value as Data),
        )
      : (value as Value[]).length === node.items.length;
    const nodes = isMap(node) ? pairs.map((p) => p.value) : (node.items as (Node | null)[]);
    if (!sameShape || !nodes.every(isScalar)) {
      this.edits.push({ start: this.start(node), end: this.end(node), text: flowText(value) });
      return;
    }
    const values = Array.isArray(value) ? value : Object.values(value as Data);
    nodes.forEach((n, i) => {
      if (equal(n.toJSON(), values[i])) return;
      const quoted = n.type === 'QUOTE_DOUBLE' || n.type === 'QUOTE_SINGLE';
      const text = quoted ? scalarText(values[i], n.type, 0, 0) : flowText(values[i]);
      this.edits.push({ start: this.start(n), end: this.end(n), text });
    });
  }

  /**
   * Content lines of an existing block scalar keep their indentation; others get one more level (only a
   * block scalar's text uses it: a quoted or plain one stays on its line).
   */
  blockIndent(node: Scalar, indent: number): number {
    const first = /\n( *)\S/.exec(this.source.slice(this.start(node), this.end(node)));
    return first ? first[1].length : indent + 2;
  }

  /** `order`: the collection's field order (Decap's data of more than 8 keys comes in hash order). */
  // Stryker disable next-line ArrayDeclaration: equivalent, a key in the order but not the data is never written.
  map(pairs: Pair<Node, Node | null>[], value: Data, order: string[] = []): void {
    const keyOf = (p: Pair<Node, Node | null>): string => String((p.key as Scalar).value);
    const valueEndOf = (p: Pair<Node, Node | null>): number => (p.value ? this.end(p.value) : this.end(p.key));
    const firstStart = this.start(pairs[0].key);
    const indent = this.column(firstStart);
    // Decap clears a field to null or "": no content file holds either, so the key goes; so does a
    // group emptied of every value (an optional group someone opened and left).
    const goes = (p: Pair<Node, Node | null>): boolean => {
      const v = value[keyOf(p)];
      return v === undefined || (isBlank(v) && !equal(p.value?.toJSON(), v));
    };
    // A list item's first key shares its line with the dash (`- title: …`): removing that line would join
    // the item's other keys to the item before. The keys that go before the first kept one are cut from
    // the first key's start instead, and the kept key moves up to the dash.
    const dashLine = this.source.slice(this.lineStart(firstStart), firstStart).trimEnd().endsWith('-');
    const kept = pairs.findIndex((p) => !goes(p));
    const cut = dashLine ? (kept === -1 ? pairs.length : kept) : 0;
    const lineFrom = (i: number): number =>
      dashLine && i === cut ? firstStart : this.lineStart(this.start(pairs[i].key));
    for (let i = cut; i < pairs.length; i++) {
      const pair = pairs[i];
      const key = keyOf(pair);
      const valueEnd = valueEndOf(pair);
      if (goes(pair)) {
        this.edits.push({ start: lineFrom(i), end: this.lineEnd(valueEnd), text: '' });
        continue;
      }
      // A value that changes shape (a list emptied, text turned into a list) is rewritten after its key.
      this.node(pair.value, value[key], indent, () => {
        const lines = pairLines(key, pruned(value[key]), indent);
        const start = lineFrom(i);
        this.edits.push({ start, end: this.lineEnd(valueEnd), text: lines.slice(start - this.lineStart(start)) });
      });
    }
    // New keys go after the key they follow (before the first one when none precedes them).
    const anchors = new Set(pairs.slice(cut).map(keyOf));
    const present = new Set(pairs.map(keyOf));
    const keys = [...order.filter((k) => k in value), ...Object.keys(value).filter((k) => !order.includes(k))];
    let leading = '';
    keys.forEach((key, i) => {
      const v = value[key];
      if (present.has(key) || isBlank(v) || equal(v, [])) return;
      const before = keys
        .slice(0, i)
        .reverse()
        .find((k) => anchors.has(k));
      const after = before && pairs.find((p) => keyOf(p) === before);
      const lines = pairLines(key, pruned(v), indent);
      if (!after) leading += lines;
      else this.linesAfter(this.lineEnd(valueEndOf(after)), lines);
    });
    if (!dashLine) {
      const at = this.lineStart(firstStart);
      this.edits.push({ start: at, end: at, text: leading });
      return;
    }
    // On the dash's line: the keys cut and the new keys before the first kept one, as one edit.
    const rest = cut < pairs.length;
    const end = rest ? this.start(pairs[cut].key) : this.lineEnd(valueEndOf(pairs[pairs.length - 1]));
    const text = leading ? leading.slice(indent) + (rest ? ' '.repeat(indent) : '') : rest ? '' : '{}\n';
    this.edits.push({ start: firstStart, end, text });
  }

  seq(items: Node[], value: Value[]): void {
    const old = items.map((n) => n.toJSON() as Value);
    const dash = (item: Node): number => this.source.lastIndexOf('-', this.start(item) - 1);
    const itemIndent = this.column(dash(items[0]));
    const removeItem = (item: Node): void => {
      this.edits.push({ start: this.lineStart(dash(item)), end: this.lineEnd(this.end(item)), text: '' });
    };
    const replaceItem = (item: Node, v: Value) => () => {
      this.edits.push({
        start: this.lineStart(dash(item)),
        end: this.lineEnd(this.end(item)),
        text: itemLines(pruned(v), itemIndent),
      });
    };
    // One item removed or inserted anywhere: the other items keep their lines.
    const cut = old.findIndex((o, i) => !equal(o, value[i]));
    // Stryker disable next-line ConditionalExpression: equivalent, lists of two lengths differ at some index (no item equals undefined).
    if (old.length === value.length + 1 && cut >= 0 && old.slice(cut + 1).every((o, i) => equal(o, value[cut + i]))) {
      removeItem(items[cut]);
      return;
    }
    // Stryker disable next-line ConditionalExpression: equivalent, a list not one longer has no item past its end to match.
    if (value.length === old.length + 1 && cut >= 0 && old.slice(cut).every((o, i) => equal(o, value[cut + 1 + i]))) {
      const at = this.lineStart(dash(items[cut]));
      this.edits.push({ start: at, end: at, text: itemLines(pruned(value[cut]), itemIndent) });
      return;
    }
    items.forEach((item, i) => {
      if (i < value.length) this.node(item, value[i], itemIndent, replaceItem(item, value[i]));
      else removeItem(item);
    });
    const last = items[items.length - 1];
    const at = this.lineEnd(this.end(last));
    const added = value.slice(items.length).map((v) => itemLines(pruned(v), itemIndent));
    if (added.length) this.linesAfter(at, added.join(''));
  }

  /** Whole lines added at `at`, the end of a line. */
  linesAfter(at: number, text: string): void {
    this.edits.push({ start: at, end: at, text, after: true });
  }

  apply(): string {
    // Last edit first, so earlier offsets stay valid; insertions at one place keep the order they were made in.
    const edits = this.edits.map((e, i) => ({ ...e, i }));
    edits.sort((a, b) => b.start - a.start || b.end - a.end || b.i - a.i);
    // A file whose last line has no line break: what is added after it starts a line of its own (the
    // first addition there, the one applied last), or it would join that line or its comment.
    const atEnd = edits.filter((e) => e.after && e.start === this.source.length).pop();
    if (atEnd && !this.source.endsWith('\n')) atEnd.text = `\n${atEnd.text}`;
    let out = this.source;
    for (const e of edits) out = out.slice(0, e.start) + e.text + out.slice(e.end);
    return out;
  }
}
