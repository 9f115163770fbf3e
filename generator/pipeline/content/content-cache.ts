// Content cache: the validated data of every YAML file, keyed by a hash of the
// file's text, so a rebuild parses and validates only the files that changed
// (parsing is most of the load time of a large site). One cache file per
// content folder, in the build's content cache folder (context.ts). The cache is stamped
// with a hash of the schema and loader code and the parser versions: changing
// any of them discards it. Files that fail to parse or validate are never
// cached, so their errors are reported on every build.
import { isAscii } from 'node:buffer';
import { createHash } from 'node:crypto';
import {
  closeSync,
  mkdirSync,
  openSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import fg from 'fast-glob';
import { writeWhenPaused } from './paused-writes.ts';

/** Stored as JSON: JSON.parse reads 40 MB of content about 1.7x faster than v8.deserialize. */
interface CacheFile {
  stamp: string;
  entries: Record<string, unknown>;
}

/** Cache files kept (one per content folder built recently); older ones are deleted. */
const KEEP_FILES = 8;

const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');

/**
 * The name of one content file's text: the cache's key, and how line lookups (sources.ts) know the
 * file still holds the text that was loaded. Made where the file is read (load-file.ts), so no text
 * has to travel to the main thread or stay there.
 */
export const contentKey = (rel: string, source: string): string => sha1(`${rel}\0${source}`);

/** JSON written at a time while saving: the whole cache as one string would be 160 MB for 16,000 pages. */
const WRITE_CHUNK = 1 << 20;

let stamped: string | undefined;
/**
 * Changes whenever the meaning of cached data could change. Read once per process, like the page
 * graph's code hash (render/page-graph.ts): the dev server runs code changes in a new process.
 */
function codeStamp(): string {
  stamped ??= readCodeStamp();
  return stamped;
}

function readCodeStamp(): string {
  const here = path.dirname(new URL(import.meta.url).pathname);
  const require = createRequire(import.meta.url);
  const version = (pkg: string) =>
    (JSON.parse(readFileSync(require.resolve(`${pkg}/package.json`), 'utf8')) as { version: string }).version;
  // The whole model layer (schemas, icon rules, content type) and this folder's loader code.
  const files = [
    ...fg.sync('*.ts', { cwd: here, absolute: true }),
    ...fg.sync('**/*.ts', { cwd: path.join(here, '../../model'), absolute: true }),
  ].sort();
  const sources = files.map((f) => readFileSync(f, 'utf8'));
  return sha1(
    [
      ...sources,
      version('js-yaml'),
      version('yaml'),
      version('zod'),
      version('libphonenumber-js'),
      process.version,
    ].join('\0'),
  );
}

/** The cache file of one content folder. */
export function contentCacheFile(cacheDir: string, contentDir: string): string {
  return path.join(cacheDir, `content-${sha1(path.resolve(contentDir)).slice(0, 12)}.json`);
}

/** The entries of a cache file written with this stamp; none when it is missing, stale or unreadable. */
function readEntries(file: string, stamp: string): Map<string, unknown> {
  try {
    const bytes = readFileSync(file);
    // Written as ASCII (writeJson): read as Latin-1, a byte a character, instead of decoding UTF-8,
    // which took 230 of the 300 ms of reading 40 MB. A file with other bytes is decoded as UTF-8.
    const data = JSON.parse(bytes.toString(isAscii(bytes) ? 'latin1' : 'utf8')) as CacheFile;
    if (data.stamp === stamp && data.entries && typeof data.entries === 'object')
      return new Map(Object.entries(data.entries));
  } catch {
    // No cache yet, or one written by another version: start empty.
  }
  return new Map();
}

/**
 * A resident process's entries of its last load, by cache file: the next load takes them from here,
 * not from the file (reading and parsing it, and every file changed since it was written, cost a dev
 * reload 5-45 ms). Frozen: the same objects serve every load, so no build may change them.
 */
const residentEntries = new Map<string, { stamp: string; entries: Map<string, unknown> }>();

/** Freezes a cached value and everything in it; a part already frozen was frozen whole. */
function deepFreeze(value: unknown): void {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const inner of Object.values(value)) deepFreeze(inner);
}

/** JSON with every character past ASCII escaped (\uXXXX, a surrogate pair as two), as JSON.parse reads it back. */
export const asciiJson = (value: unknown): string =>
  JSON.stringify(value).replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** writeSync may write less than it was given. */
function writeAll(fd: number, text: string): void {
  const bytes = Buffer.from(text);
  for (let at = 0; at < bytes.length; ) at += writeSync(fd, bytes, at);
}

export class ContentCache {
  private readonly current = new Map<string, unknown>();
  private changed = false;

  private constructor(
    private readonly file: string,
    private readonly stamp: string,
    private readonly previous: Map<string, unknown>,
    private readonly resident: boolean,
  ) {}

  /**
   * Opens the cache of one content folder; a missing, stale or unreadable cache starts empty, and so
   * does one not to be read (`read` false), whose entries this build writes afresh. A resident cache
   * is saved once the loads pause.
   */
  static open(cacheDir: string, contentDir: string, read = true, resident = false): ContentCache {
    const file = contentCacheFile(cacheDir, contentDir);
    const stamp = codeStamp();
    const kept = resident ? residentEntries.get(file) : undefined;
    const previous = !read ? new Map() : kept?.stamp === stamp ? kept.entries : readEntries(file, stamp);
    return new ContentCache(file, stamp, previous, resident);
  }

  /** Whether a previous build's entries were read: a load may then take most files from here. */
  get warm(): boolean {
    return this.previous.size > 0;
  }

  /** The validated data of the file text named `key` (contentKey), if a previous build stored it. */
  get(key: string): unknown {
    if (!this.previous.has(key)) return undefined;
    const data = this.previous.get(key);
    this.current.set(key, data);
    return data;
  }

  set(key: string, data: unknown): void {
    this.current.set(key, data);
    this.changed = true;
  }

  /** Writes the entries of this build (dropping files that are gone or changed) if anything changed. */
  save(): void {
    if (this.resident) {
      for (const data of this.current.values()) deepFreeze(data);
      residentEntries.set(this.file, { stamp: this.stamp, entries: this.current });
    }
    if (!this.changed && this.current.size === this.previous.size) return;
    // A resident process (the dev server's build child) writes the file once its loads pause, not
    // during each rebuild, where writing it cost 10-20 ms; its loads take the entries from memory
    // (residentEntries). One that ends first only leaves the next one more files to parse.
    if (this.resident) {
      writeWhenPaused(this.file, () => this.write());
      return;
    }
    this.write();
  }

  private write(): void {
    try {
      mkdirSync(path.dirname(this.file), { recursive: true });
      const tmp = `${this.file}.${process.pid}.tmp`;
      this.writeJson(tmp);
      renameSync(tmp, this.file);
      this.prune();
    } catch {
      // A cache that cannot be written only costs speed on the next build.
    }
  }

  /** The CacheFile's JSON, written entry by entry: JSON.stringify's text of the whole object, never held at once. */
  private writeJson(file: string): void {
    const fd = openSync(file, 'w');
    try {
      let chunk = `{"stamp":${JSON.stringify(this.stamp)},"entries":{`;
      let first = true;
      for (const [key, data] of this.current) {
        chunk += `${first ? '' : ','}${JSON.stringify(key)}:${asciiJson(data)}`;
        first = false;
        if (chunk.length >= WRITE_CHUNK) {
          writeAll(fd, chunk);
          chunk = '';
        }
      }
      writeAll(fd, `${chunk}}}`);
    } finally {
      closeSync(fd);
    }
  }

  /** Temporary content folders (tests, benchmarks) would otherwise leave cache files behind. */
  private prune(): void {
    const dir = path.dirname(this.file);
    const files = readdirSync(dir)
      .filter((f) => /^content-[0-9a-f]+\.json$/.test(f))
      .map((f) => ({ file: path.join(dir, f), mtime: statSync(path.join(dir, f)).mtimeMs }))
      .sort((a, b) => b.mtime - a.mtime);
    for (const { file } of files.slice(KEEP_FILES)) rmSync(file, { force: true });
  }
}
