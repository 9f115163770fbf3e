// Validators, conditional requests and byte ranges, as the hosts answer a file (a browser revalidating
// a page, a video seeking). Cloudflare documents its rules (developers.cloudflare.com/cache/reference/
// range-requests, "a complete cached file"), followed here; Netlify documents none, and the two agree on
// what browsers send. ETag and Last-Modified on every file answered 200; If-None-Match (weak
// comparison, a list or *) and, without it, If-Modified-Since give 304 and take precedence over Range;
// If-Range must match the ETag (strongly) or Last-Modified exactly, else the whole file. One range
// gives 206; several ascending, disjoint ranges give multipart/byteranges 206 (those that cannot be
// satisfied left out; one left is a plain 206); overlapping or out-of-order ranges, 300 or more, a
// unit other than bytes, a syntax error or a number too large give the whole file (200); nothing
// satisfiable (bytes=, bytes=-0, an inverted range, a start past the end, an empty file) gives 416.
// A compressed answer has no ranges: the hosts compress on the fly and then send the whole body.

export interface Validators {
  etag: string;
  lastModified: string;
  /** The modification time in whole seconds (ms), as Last-Modified says it. */
  modifiedMs: number;
}

/**
 * The validators of a file's answer: a strong ETag from its size, modification time and inode (the
 * same bytes answered twice get the same tag; a rebuild that rewrites a file gets a new one), one per
 * `variant` (a compressed body, the dev server's page with its script).
 */
export function validators(stat: { size: number; mtimeMs: number; ino: number }, variant = ''): Validators {
  const tag = [stat.size, Math.round(stat.mtimeMs * 1000), stat.ino].map((n) => n.toString(16)).join('-');
  const modifiedMs = Math.floor(stat.mtimeMs / 1000) * 1000;
  return {
    etag: `"${tag}${variant ? `-${variant}` : ''}"`,
    lastModified: new Date(modifiedMs).toUTCString(),
    modifiedMs,
  };
}

const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/** Whether a conditional GET or HEAD is answered 304: If-None-Match, else If-Modified-Since (RFC 9110 13.2.2). */
export function notModified(
  headers: { 'if-none-match'?: string; 'if-modified-since'?: string },
  v: Validators,
): boolean {
  const noneMatch = headers['if-none-match'];
  if (noneMatch !== undefined) {
    if (noneMatch.trim() === '*') return true;
    const mine = opaque(v.etag);
    return noneMatch.split(',').some((tag) => opaque(tag) === mine);
  }
  const since = headers['if-modified-since'];
  // Stryker disable next-line ConditionalExpression: equivalent, Date.parse(undefined) is NaN, which also answers false.
  if (since === undefined) return false;
  const at = Date.parse(since);
  return !Number.isNaN(at) && v.modifiedMs <= at;
}

/** A byte range, both ends included. */
export type ByteRange = [start: number, end: number];

export type RangeAnswer = { kind: 'whole' } | { kind: 'partial'; ranges: ByteRange[] } | { kind: 'unsatisfiable' };

/** Cloudflare serves the whole file for this many ranges or more. */
export const MAX_RANGES = 300;

const WHOLE: RangeAnswer = { kind: 'whole' };

/** One range spec against `size`: its bytes, undefined when it cannot be satisfied, 'bad' when it is no spec. */
function resolveSpec(spec: string, size: number): ByteRange | undefined | 'bad' {
  const m = /^(\d*)-(\d*)$/.exec(spec);
  if (!m || (m[1] === '' && m[2] === '')) return 'bad';
  // Beyond 15 digits a number is no longer exact: the hosts take the header as no range at all.
  if (m[1].length > 15 || m[2].length > 15) return 'bad';
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0 || size === 0) return undefined;
    return [Math.max(0, size - suffix), size - 1];
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size || (m[2] !== '' && Number(m[2]) < start)) return undefined;
  return [start, end];
}

/**
 * How to answer a Range header for a file of `size` bytes whose validators are `v`; `ifRange` is the
 * request's If-Range.
 */
export function rangeAnswer(range: string | undefined, size: number, v: Validators, ifRange?: string): RangeAnswer {
  // Stryker disable next-line ConditionalExpression: equivalent, the pattern below finds no unit in "undefined" either.
  if (range === undefined) return WHOLE;
  if (ifRange !== undefined) {
    const value = ifRange.trim();
    // Stryker disable next-line MethodExpression: equivalent, an ETag both starts and ends with '"', a date neither.
    const matches = value.startsWith('"') ? value === v.etag : value === v.lastModified;
    if (!matches) return WHOLE;
  }
  const m = /^\s*bytes\s*=(.*)$/i.exec(range);
  if (!m) return WHOLE;
  const specs = m[1]
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  // Stryker disable next-line ConditionalExpression: equivalent, no spec leaves no range, which is unsatisfiable below.
  if (specs.length === 0) return { kind: 'unsatisfiable' };
  if (specs.length >= MAX_RANGES) return WHOLE;
  const ranges: ByteRange[] = [];
  for (const spec of specs) {
    const resolved = resolveSpec(spec, size);
    if (resolved === 'bad') return WHOLE;
    if (resolved === undefined) continue;
    const last = ranges[ranges.length - 1];
    // Overlapping or out of order: a complete cached file is then sent whole.
    if (last && resolved[0] <= last[1]) return WHOLE;
    ranges.push(resolved);
  }
  return ranges.length === 0 ? { kind: 'unsatisfiable' } : { kind: 'partial', ranges };
}
