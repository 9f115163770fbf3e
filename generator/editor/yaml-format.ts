// The web editor's save format, Decap's custom format `yaml-document`: a save
// changes only the lines of the values the editor changed. Decap rewrites a
// whole file from data on every save (comments dropped, quotes and `>-` blocks
// lost, lines re-wrapped), and its toFile(data) never receives the file it
// loaded (decap-cms-core's entryToRaw passes data, field order and comments).
//
// How the original reaches toFile: fromFile(text) returns the data plus the
// text itself under SOURCE_KEY. A string key survives Decap's Immutable copies
// of the entry, and decap-cms-core's serializeValues keeps keys no field names;
// no collection has a field of that name, so no widget shows or edits it
// (previews drop it with withoutSource). toFile(data) takes it out again,
// parses that text with the `yaml` package (YAML 1.2 core schema, like the
// build) and splices the edit into it at the changed nodes' source ranges:
// changed scalars in their own style, keys and list items added or removed as
// whole lines. Every untouched byte, comment, blank line and key order stays
// (the Document's own toString would re-render every node: long lines
// re-folded, lists re-indented). A duplicated entry carries its source along
// and keeps its comments (the splice itself: yaml-splice.ts). A new entry (no source) is written in the scaffold's
// style (`build-site new`): the schema modeline (the first field's Decap
// `comment`) first, short text plain, long text as `>-` blocks.
// Browser-safe: only the `yaml` package.
import { isMap, type Node, type Pair } from 'yaml';
import { Splicer } from './yaml-splice.ts';
import { type Data, isObject, newFile, parseYaml as parse, type Value } from './yaml-text.ts';

export const YAML_FORMAT_NAME = 'yaml-document';
/** The data key that carries the loaded file's text from fromFile to toFile. */
export const SOURCE_KEY = '__yamlSource';

/** Entry data without the loaded text: what previews and validation read. */
export function withoutSource(data: Data): Data {
  const { [SOURCE_KEY]: _source, ...rest } = data;
  return rest;
}

export const yamlDocumentFormat = {
  /**
   * A file that does not parse opens with empty fields but keeps its text, so saving it fails with the
   * parser's message (toFile) instead of replacing the file with only what was typed.
   */
  fromFile(text: string): Data {
    let data: Value = {};
    try {
      data = parse(text).toJS();
    } catch {
      // Not YAML: the empty fields above.
    }
    return { ...(isObject(data) ? data : {}), [SOURCE_KEY]: text };
  },

  // Stryker disable next-line ArrayDeclaration: equivalent, a key in the order but not in the data is never written.
  toFile(data: Data, sortedKeys: string[] = [], comments: Record<string, string> = {}): string {
    const { [SOURCE_KEY]: source, ...rest } = data;
    if (typeof source !== 'string') return newFile(rest, sortedKeys, comments);
    const doc = parse(source);
    const splicer = new Splicer(source);
    const root = doc.contents;
    // A block map has an item: an empty or comments-only file parses to no contents at all.
    if (isMap(root) && !root.flow) {
      splicer.map(root.items as Pair<Node, Node | null>[], rest, sortedKeys);
      return splicer.apply();
    }
    // Not a block map (an empty file): write the data after the file's leading comments.
    // Stryker disable next-line OptionalChaining,StringLiteral: equivalent, a pattern that can match nothing always matches.
    const head = /^(?:#[^\n]*\n|\n)*/.exec(source)?.[0] ?? '';
    return head + newFile(rest, sortedKeys, {});
  },
};
