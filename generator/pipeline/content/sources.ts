// Where the loaded content came from: every file's name as messages show it
// (content/services/hardwood-flooring.yaml) and the key of its text as read at load
// (content-cache.ts, contentKey). A field's line is found only when a problem needs
// one: the file is read again and parsed with positions, once per file, and gives
// lines only while it still holds the text that was loaded. Keeping every text
// instead held 194 MB for 16,000 pages through the whole build.
import path from 'node:path';
import type { z } from 'zod';
import type { CollectionKey, Content, PageKey } from '../../model/content.ts';
import { collectionSchemas, navigationSchema, siteSchema } from '../../model/schema/index.ts';
import { kindList } from '../../pages/table.ts';
import { readYaml } from './load-file.ts';
import { lineOf, parseWithLines, type Parsed } from './read-yaml.ts';

/** One content entry with its file and schema: what cross-file checks walk. */
export interface SourcedEntry {
  file: string;
  schema: z.core.$ZodType;
  value: unknown;
}

export class ContentSources {
  /** By file as messages name it: its path in the content folder and its text's key. */
  private readonly loaded = new Map<string, { rel: string; key: string }>();
  private readonly parsed = new Map<string, Parsed | undefined>();
  /** The content folder's name, which messages put before each file. */
  readonly dirName: string;

  constructor(readonly dir: string) {
    this.dirName = path.basename(dir);
  }

  /** A content file as messages name it; `rel` is relative to the content folder. */
  file(rel: string): string {
    return path.join(this.dirName, rel);
  }

  /** The file of a collection entry: its slug is its file name (the loader checks it); guides are Markdown. */
  entryFile(collection: CollectionKey, slug: string): string {
    const markdown = kindList.some(
      ({ kind: { source } }) => 'collection' in source && source.collection === collection && source.markdown,
    );
    return this.file(`${collection}/${slug}${markdown ? '.md' : '.yaml'}`);
  }

  /** The file of a page with one YAML file, as its page kind declares it. */
  pageFile(page: PageKey): string {
    const found = kindList.find(({ kind: { source } }) => 'page' in source && source.page === page);
    if (!found || !('file' in found.kind.source)) throw new Error(`no page kind reads content.pages.${page}`);
    return this.file(found.kind.source.file);
  }

  /** Keeps the key of a file's text as read at load (LoadedFile.key). */
  add(rel: string, key: string): void {
    this.loaded.set(this.file(rel), { rel, key });
  }

  /** The key of a loaded file's text (contentKey: its name and text), as `file` names it; undefined when not loaded. */
  keyOf(file: string): string | undefined {
    return this.loaded.get(file)?.key;
  }

  /**
   * Line of a field (or of its deepest part that exists) in a loaded file; undefined for a file not
   * loaded, or changed since: its lines would be another text's.
   */
  lineOf(file: string, field: readonly (string | number)[]): number | undefined {
    if (!this.parsed.has(file)) {
      const loaded = this.loaded.get(file);
      const now = loaded && readYaml(this.dir, loaded.rel, loaded.rel.endsWith('.md'));
      this.parsed.set(file, now && now.key === loaded.key ? parseWithLines(file, now.text, []) : undefined);
    }
    const parsed = this.parsed.get(file);
    return parsed ? lineOf(parsed, field) : undefined;
  }

  /** site.yaml and navigation.yaml with their schemas. */
  sharedEntries(content: Content): SourcedEntry[] {
    return [
      { file: this.file('site.yaml'), schema: siteSchema, value: content.site },
      { file: this.file('navigation.yaml'), schema: navigationSchema, value: content.navigation },
    ];
  }

  /** Every page file's and collection entry's data with its file and schema, in page-kind order. */
  pageAndCollectionEntries(content: Content): SourcedEntry[] {
    return kindList.flatMap(({ kind: { source } }): SourcedEntry[] => {
      if ('page' in source)
        return [{ file: this.file(source.file), schema: source.schema, value: content.pages[source.page] }];
      const items: { slug: string }[] = content[source.collection];
      return items.map((value) => ({
        file: this.entryFile(source.collection, value.slug),
        schema: collectionSchemas[source.collection],
        value,
      }));
    });
  }
}
