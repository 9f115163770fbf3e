// The content as the render workers get it: every unit the read tracker knows
// (a collection entry `locations.12`, a collection's slugs `locations#slugs`, a
// page file `pages.home`, any other top-level field `site`) and every route
// serialized on its own into one shared buffer with an offset table. A worker deserializes a unit when a page first
// reads it (read-tracker.ts asks) and keeps only the units read most recently,
// so no worker holds the whole site. Units are JSON written straight into the
// buffer: v8.serialize gave each unit a Buffer of its own, outside the JS heap,
// which lived until a full GC and left the main thread's malloc heap 170 MB
// larger for 16,000 pages. Content is plain JSON data (no undefined, dates or
// maps: zod schemas without transforms), which content-units.test.ts checks.
import type { Content } from '../../model/content.ts';
import type { SitePageRoute } from '../../pages/table.ts';
import { slugsOf } from '../../model/slug-lookup.ts';

/** How a top-level field of the content is cut into units. */
type Shape = { list: number } | { pages: string[] } | { value: true };

export interface ContentPayload {
  /** The units' JSON as UTF-8, one after another: written once for all workers. */
  buffer: SharedArrayBuffer;
  shape: Record<string, Shape>;
  /** Unit (or `route:<i>`) -> [start, end) in buffer. */
  offsets: Record<string, [number, number]>;
  routes: number;
}

/**
 * Units deserialized and kept at most: those many pages read (the services, the projects, the
 * newest guides) stay; a location read by its own page is dropped a few pages later.
 */
export const KEPT_UNITS = 256;

/**
 * The one key of a unit reference in a route's JSON. No content object has it: every key of the
 * content is one a schema names (they have no free-form records), and none starts with NUL.
 */
const UNIT_REFERENCE = '\u0000unit';

/** Every unit of the content by name (read-tracker.ts's names), in content order; routes are not units. */
export function contentUnits(content: Content): [string, unknown][] {
  const list: [string, unknown][] = [];
  for (const [key, value] of Object.entries(content)) {
    if (Array.isArray(value)) {
      value.forEach((entry, i) => {
        list.push([`${key}.${i}`, entry]);
      });
      list.push([`${key}#slugs`, slugsOf(value)]);
    } else if (key === 'pages')
      for (const [page, data] of Object.entries(value as object)) list.push([`pages.${page}`, data]);
    else list.push([key, value]);
  }
  return list;
}

function units(content: Content, pages: SitePageRoute[]): [string, unknown][] {
  return [...contentUnits(content), ...pages.map((route, i): [string, unknown] => [`route:${i}`, route])];
}

/** A growable SharedArrayBuffer (ES2024, which the project's TypeScript lib, ES2022, does not describe yet). */
type Growable = SharedArrayBuffer & { grow(length: number): void };
/** Address space only: pages are committed as the buffer grows. */
const MAX_PAYLOAD = 2 ** 32;
const growableBuffer = () => Reflect.construct(SharedArrayBuffer, [0, { maxByteLength: MAX_PAYLOAD }]) as Growable;

/** Serializes the content and the routes unit by unit into shared memory. */
export function packContent(content: Content, pages: SitePageRoute[]): ContentPayload {
  const shape: Record<string, Shape> = {};
  for (const [key, value] of Object.entries(content))
    shape[key] = Array.isArray(value)
      ? { list: value.length }
      : key === 'pages'
        ? { pages: Object.keys(value as object) }
        : { value: true };
  // Each unit is written in as it is made: holding them all until the buffer's size is known
  // doubled the payload, and the main thread, idle while the workers render, never collected them.
  const buffer = growableBuffer();
  const offsets: ContentPayload['offsets'] = {};
  const list = units(content, pages);
  // A route's page holds its entry, the very object of a unit: written as a reference to that unit,
  // not a second copy (which made the payload 306 MB instead of 151 MB for 16,000 pages).
  const unitOf = new Map<unknown, string>();
  for (const [name, value] of list)
    if (!name.startsWith('route:') && typeof value === 'object' && value !== null) unitOf.set(value, name);
  const byReference = (key: string, value: unknown) =>
    key !== '' && unitOf.has(value) ? { [UNIT_REFERENCE]: unitOf.get(value) } : value;
  let at = 0;
  for (const [name, value] of list) {
    const json = name.startsWith('route:') ? JSON.stringify(value, byReference) : JSON.stringify(value);
    const length = Buffer.byteLength(json);
    buffer.grow(at + length);
    Buffer.from(buffer, at, length).write(json);
    offsets[name] = [at, at + length];
    at += length;
  }
  return { buffer, shape, offsets, routes: pages.length };
}

/** A worker's view of a ContentPayload: units deserialized on first read, the most recent KEPT_UNITS kept. */
export class ContentUnits {
  private readonly kept = new Map<string, unknown>();
  /** Units deserialized so far (a unit dropped and read again counts again). */
  loads = 0;

  /** Units deserialized and kept now. */
  get keptCount(): number {
    return this.kept.size;
  }

  constructor(private readonly payload: ContentPayload) {}

  /** The content's outline for the read tracker: lists of the right length, page names, no data. */
  outline(): Content {
    const outline: Record<string, unknown> = {};
    for (const [key, shape] of Object.entries(this.payload.shape))
      outline[key] =
        'list' in shape
          ? new Array<null>(shape.list).fill(null)
          : 'pages' in shape
            ? Object.fromEntries(shape.pages.map((p) => [p, null]))
            : null;
    return outline as unknown as Content;
  }

  private read(name: string): unknown {
    const range = this.payload.offsets[name];
    if (!range) return undefined;
    this.loads++;
    return JSON.parse(Buffer.from(this.payload.buffer, range[0], range[1] - range[0]).toString());
  }

  /** A unit's data (read-tracker.ts's unit names); undefined for a unit the content does not have. */
  unit(name: string): unknown {
    if (this.kept.has(name)) {
      const value = this.kept.get(name);
      // Most recently used last: the first key is the one to drop.
      this.kept.delete(name);
      this.kept.set(name, value);
      return value;
    }
    const value = this.read(name);
    this.kept.set(name, value);
    if (this.kept.size > KEPT_UNITS) this.kept.delete(this.kept.keys().next().value!);
    return value;
  }

  /** Route i, deserialized for its page only; the units it refers to (its entry) as unit() gives them. */
  route(i: number): SitePageRoute {
    return this.resolve(this.read(`route:${i}`)) as SitePageRoute;
  }

  /** A route's value with each unit reference (packContent) replaced by that unit. */
  private resolve(value: unknown): unknown {
    if (typeof value !== 'object' || value === null) return value;
    if (Array.isArray(value)) return value.map((item) => this.resolve(item));
    const record = value as Record<string, unknown>;
    const reference = record[UNIT_REFERENCE];
    if (typeof reference === 'string' && Object.keys(record).length === 1) return this.unit(reference);
    for (const key of Object.keys(record)) record[key] = this.resolve(record[key]);
    return record;
  }
}
