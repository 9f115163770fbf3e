// Which content each page reads, for incremental rebuilds (page-graph.ts): the content is
// handed to the renderer behind proxies that note every unit read: a collection entry
// (`locations.12`), a collection's length (`locations#n`: a list of them), its slugs in order
// (`locations#slugs`: entries picked by slug, model/slug-lookup.ts), a page file (`pages.home`)
// or any other top-level field whole (`site`, `navigation`). Reads made while
// no page renders (the frame every page shares, set up once) count for every page.
// Only the top level is watched: a unit read is read whole, which keeps the proxies off
// every template's inner loops. In a render worker the proxies also fetch each unit as it is
// read (content-units.ts): the worker holds the content's outline, not its data.
import { createHash } from 'node:crypto';
import type { CollectionKey, Content, PageKey } from '../../model/content.ts';
import type { ContentSources } from '../content/sources.ts';
import type { SitePageRoute } from '../../pages/table.ts';
import { registerSlugs, slugsOf } from '../../model/slug-lookup.ts';
import { contentUnits } from './content-units.ts';
import { createPageRenderer, type RenderInputs, type RenderedPage } from './render.tsx';

const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');

const INDEX = /^(0|[1-9]\d*)$/;

/** The hash of a unit's data when its file's text key is not known. */
const hashOf = (data: unknown): string => sha1(JSON.stringify(data) ?? '');

/**
 * Every unit of the content with a hash of its data: what a page's reads are checked against. A unit
 * loaded from a file of its own (site.yaml, a page file, a collection entry) is named by the key of
 * that file's text (sources.ts keyOf, content-cache.ts contentKey): its data is made from that text
 * and its name alone (the code that makes it is in the page graph's build key), so no second
 * serialization of the content is needed (240-350 ms for 4,000 locations). Without sources, or
 * for a unit with no file, the hash of its JSON.
 */
export function unitHashes(content: Content, sources?: ContentSources): Map<string, string> {
  const units = new Map<string, string>();
  const keyed = (file: (s: ContentSources) => string, data: unknown) =>
    (sources ? sources.keyOf(file(sources)) : undefined) ?? hashOf(data);
  for (const [key, value] of Object.entries(content)) {
    if (Array.isArray(value)) {
      units.set(`${key}#n`, String(value.length));
      units.set(`${key}#slugs`, hashOf(slugsOf(value)));
      value.forEach((entry: { slug?: unknown }, i) => {
        const slug = typeof entry?.slug === 'string' ? entry.slug : undefined;
        units.set(
          `${key}.${i}`,
          slug === undefined ? hashOf(entry) : keyed((s) => s.entryFile(key as CollectionKey, slug), entry),
        );
      });
    } else if (key === 'pages') {
      for (const [page, data] of Object.entries(value as object))
        units.set(
          `pages.${page}`,
          keyed((s) => s.pageFile(page as PageKey), data),
        );
    } else if (key === 'site' || key === 'navigation')
      units.set(
        key,
        keyed((s) => s.file(`${key}.yaml`), value),
      );
    else units.set(key, hashOf(value));
  }
  return units;
}

/**
 * Each unit's own object (a collection entry, a page file, a top-level field) with its hash
 * (unitHashes): a route holds its entry, and its page-graph key names the entry by this hash
 * instead of serializing it again (page-graph.ts routeKey).
 */
export function unitHashesByValue(content: Content, hashes: ReadonlyMap<string, string>): Map<object, string> {
  const byValue = new Map<object, string>();
  for (const [unit, value] of contentUnits(content)) {
    const hash = hashes.get(unit);
    if (hash !== undefined && typeof value === 'object' && value !== null) byValue.set(value, hash);
  }
  return byValue;
}

class ReadTracker {
  readonly global = new Set<string>();
  private current = this.global;
  readonly content: Content;

  /** `load`: a unit's data by name, when `raw` is only the outline (content-units.ts). */
  constructor(raw: Content, load?: (unit: string) => unknown) {
    const note = (unit: string) => this.current.add(unit);
    const views = new Map<string, unknown>();
    const collection = (key: string, list: unknown[]) => {
      const view = new Proxy(list, {
        get(target, prop, receiver) {
          if (typeof prop === 'string') {
            if (INDEX.test(prop)) {
              note(`${key}.${prop}`);
              if (load) return load(`${key}.${prop}`);
            } else if (prop === 'length') note(`${key}#n`);
          }
          return Reflect.get(target, prop, receiver);
        },
        getOwnPropertyDescriptor(target, prop) {
          const own = Reflect.getOwnPropertyDescriptor(target, prop);
          if (!load || !own || typeof prop !== 'string' || !INDEX.test(prop)) return own;
          note(`${key}.${prop}`);
          return { ...own, value: load(`${key}.${prop}`) };
        },
        ownKeys(target) {
          note(`${key}#n`);
          target.forEach((_, i) => {
            note(`${key}.${i}`);
          });
          return Reflect.ownKeys(target);
        },
      });
      // Slugs from the list itself, not through the view: picking by slug reads only the entries picked.
      registerSlugs(view, () => {
        note(`${key}#slugs`);
        return load ? (load(`${key}#slugs`) as (string | null)[]) : slugsOf(list);
      });
      return view;
    };
    const pages = (data: object) =>
      new Proxy(data, {
        get(target, prop, receiver) {
          if (typeof prop === 'string') {
            note(`pages.${prop}`);
            if (load && Object.hasOwn(target, prop)) return load(`pages.${prop}`);
          }
          return Reflect.get(target, prop, receiver);
        },
        getOwnPropertyDescriptor(target, prop) {
          const own = Reflect.getOwnPropertyDescriptor(target, prop);
          if (!load || !own || typeof prop !== 'string') return own;
          note(`pages.${prop}`);
          return { ...own, value: load(`pages.${prop}`) };
        },
        ownKeys(target) {
          for (const page of Object.keys(target)) note(`pages.${page}`);
          return Reflect.ownKeys(target);
        },
      });
    this.content = new Proxy(raw, {
      get(target, prop, receiver) {
        const value = Reflect.get(target, prop, receiver) as unknown;
        if (typeof prop !== 'string' || !Object.hasOwn(target, prop)) return value;
        if (prop !== 'pages' && !Array.isArray(value)) {
          note(prop);
          return load ? load(prop) : value;
        }
        let view = views.get(prop);
        if (!view) {
          view = Array.isArray(value) ? collection(prop, value) : pages(value as object);
          views.set(prop, view);
        }
        return view;
      },
    });
  }

  /** Runs fn noting its reads apart from the shared ones; returns them with the shared ones. */
  scope<T>(fn: () => T): { result: T; reads: Set<string> } {
    const reads = new Set<string>();
    this.current = reads;
    try {
      const result = fn();
      for (const unit of this.global) reads.add(unit);
      return { result, reads };
    } finally {
      this.current = this.global;
    }
  }
}

export interface TrackedPage extends RenderedPage {
  /** The content units the page was rendered from, sorted. */
  reads: string[];
}

/**
 * createPageRenderer over tracked content: each page comes with the units it read. With `load`,
 * `content` is the outline of ContentUnits and each unit is fetched as a page reads it.
 */
export function createTrackedRenderer(
  content: Content,
  inputs: RenderInputs,
  load?: (unit: string) => unknown,
): (route: SitePageRoute) => TrackedPage {
  const tracker = new ReadTracker(content, load);
  const render = createPageRenderer(tracker.content, inputs);
  return (route) => {
    const { result, reads } = tracker.scope(() => render(route));
    return { ...result, reads: [...reads].sort() };
  };
}
