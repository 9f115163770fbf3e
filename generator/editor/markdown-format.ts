// The web editor's save format for Markdown content files (content/guides/<slug>.md), Decap's
// custom format `markdown-document`: the front matter is the fields, the Markdown after it the
// `body` field (Decap's name for a Markdown body). The file is cut where the build cuts it
// (generator/model/front-matter.ts); a save writes the front matter through yaml-document's splice
// (yaml-format.ts: comments, order and quoting kept, only changed values' lines rewritten), the
// fences as they were and the body as the editor holds it. The loaded file's text travels under
// yaml-document's SOURCE_KEY, so previews drop it the same way (withoutSource).
// Browser-safe: no Node APIs.
import { cutFrontMatter } from '../model/front-matter.ts';
import { SOURCE_KEY, yamlDocumentFormat } from './yaml-format.ts';
import type { Data } from './yaml-text.ts';

export const MARKDOWN_FORMAT_NAME = 'markdown-document';
/** The field that holds the Markdown after the front matter. */
export const BODY_FIELD = 'body';
/** The editor's field for a new entry's address: its file name, not part of the file (cms-config.ts). */
export const ADDRESS_FIELD = 'slug';

const FENCE = '---\n';

export const markdownDocumentFormat = {
  /**
   * A file without a front matter block opens with its whole text as the body and keeps it, so
   * saving fails with the build's words (toFile) instead of writing a file the build refuses.
   */
  fromFile(text: string): Data {
    const cut = cutFrontMatter(text);
    if ('message' in cut) return { [BODY_FIELD]: text, [SOURCE_KEY]: text };
    const { [SOURCE_KEY]: _yaml, ...fields } = yamlDocumentFormat.fromFile(cut.yaml);
    return { ...fields, [BODY_FIELD]: cut.body, [SOURCE_KEY]: text };
  },

  // The field order may name the body and the address: both writers place only the keys of `fields`,
  // which has neither, so the order is passed on as it is.
  // Stryker disable next-line ArrayDeclaration: equivalent, a key in the order but not in the data is never written.
  toFile(data: Data, sortedKeys: string[] = [], comments: Record<string, string> = {}): string {
    // The address names the file (the collection's slug) and is never a key of the front matter.
    const { [SOURCE_KEY]: source, [BODY_FIELD]: body, [ADDRESS_FIELD]: _address, ...fields } = data;
    const text = typeof body === 'string' ? body : '';
    if (typeof source !== 'string')
      return FENCE + yamlDocumentFormat.toFile(fields, sortedKeys, comments) + FENCE + text;
    const cut = cutFrontMatter(source);
    if ('message' in cut) throw new Error(`Front matter error: ${cut.message}`);
    // An empty block has no YAML to splice into: the fields are written as a new file's.
    const yaml = yamlDocumentFormat.toFile(
      cut.yaml.trim() === '' ? fields : { ...fields, [SOURCE_KEY]: cut.yaml },
      sortedKeys,
      {},
    );
    // The closing fence keeps its line: the splice keeps every line break of cut.yaml, which ends in one.
    return cut.open + yaml + cut.close + text;
  },
};
