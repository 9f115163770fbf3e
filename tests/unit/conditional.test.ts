// The preview server's validators, conditional requests and byte ranges as rules (generator/serve/
// conditional.ts), each beside its edge: the answers Cloudflare documents for a complete cached file
// (developers.cloudflare.com/cache/reference/range-requests) and RFC 9110's precedence.
import { describe, expect, it } from 'vitest';
import { notModified, rangeAnswer, validators } from '../../generator/serve/conditional.ts';

/** A file of 1,000 bytes modified 2026-11-24T10:20:30.250Z, inode 0x2a. */
const STAT = { size: 1000, mtimeMs: Date.UTC(2026, 10, 24, 10, 20, 30, 250), ino: 42 };
const V = validators(STAT);
const ETAG = '"3e8-661030f546810-2a"';
const LAST_MODIFIED = 'Tue, 24 Nov 2026 10:20:30 GMT';

describe('validators', () => {
  it('a strong ETag from size, modification time (µs) and inode; Last-Modified to the second', () => {
    expect(V).toEqual({ etag: ETAG, lastModified: LAST_MODIFIED, modifiedMs: Date.UTC(2026, 10, 24, 10, 20, 30) });
  });

  it('one tag per representation: compressed, the dev page', () => {
    expect(validators(STAT, 'br').etag).toBe('"3e8-661030f546810-2a-br"');
    expect(validators(STAT, 'dev-gzip').etag).toBe('"3e8-661030f546810-2a-dev-gzip"');
  });

  it('changes with the size, the time (a microsecond) and the inode', () => {
    expect(validators({ ...STAT, size: 1001 }).etag).not.toBe(ETAG);
    expect(validators({ ...STAT, mtimeMs: STAT.mtimeMs + 0.001 }).etag).not.toBe(ETAG);
    expect(validators({ ...STAT, ino: 43 }).etag).not.toBe(ETAG);
  });
});

describe('If-None-Match and If-Modified-Since', () => {
  it.each([
    [ETAG, true],
    [`W/${ETAG}`, true],
    [` ${ETAG} `, true],
    [`"other", ${ETAG}`, true],
    ['"other",W/"3e8-661030f546810-2a"', true],
    ['*', true],
    ['"3e8-661030f546810-2a-br"', false],
    ['"3e8-661030f546810-2b"', false],
    ['3e8-661030f546810-2a', false],
    // W/ only marks a weak tag in front of its quotes, never inside them.
    ['"W/3e8-661030f546810-2a"', false],
    [' * ', true],
    ['', false],
  ])('If-None-Match %j: 304 is %s', (value, expected) => {
    expect(notModified({ 'if-none-match': value }, V)).toBe(expected);
  });

  it.each([
    [LAST_MODIFIED, true],
    ['Tue, 24 Nov 2026 10:20:31 GMT', true],
    ['Tue, 24 Nov 2026 10:20:29 GMT', false],
    ['Tuesday, 24-Nov-26 10:20:30 GMT', true],
    ['not a date', false],
    ['', false],
  ])('If-Modified-Since %j: 304 is %s', (value, expected) => {
    expect(notModified({ 'if-modified-since': value }, V)).toBe(expected);
  });

  it('If-None-Match decides alone when both are sent (RFC 9110 13.2.2)', () => {
    expect(notModified({ 'if-none-match': '"other"', 'if-modified-since': LAST_MODIFIED }, V)).toBe(false);
    expect(notModified({ 'if-none-match': ETAG, 'if-modified-since': 'Thu, 01 Jan 1970 00:00:00 GMT' }, V)).toBe(true);
    expect(notModified({}, V)).toBe(false);
  });
});

describe('Range', () => {
  const whole = { kind: 'whole' };
  const none = { kind: 'unsatisfiable' };
  const part = (...ranges: [number, number][]) => ({ kind: 'partial', ranges });

  it.each([
    // One range: 206, its end cut to the file.
    ['bytes=0-0', part([0, 0])],
    ['bytes=0-999', part([0, 999])],
    ['bytes=0-1000', part([0, 999])],
    ['bytes=998-', part([998, 999])],
    ['bytes=999-', part([999, 999])],
    ['bytes=100-199', part([100, 199])],
    ['BYTES = 100-199', part([100, 199])],
    ['bytes=-1', part([999, 999])],
    ['bytes=-999', part([1, 999])],
    ['bytes=-1000', part([0, 999])],
    ['bytes=-1001', part([0, 999])],
    // Nothing satisfiable: 416.
    ['bytes=1000-', none],
    ['bytes=1000-1000', none],
    ['bytes=5-4', none],
    ['bytes=-0', none],
    ['bytes=', none],
    ['bytes= , ', none],
    ['bytes=1000-,2000-', none],
    // Several ranges: ascending and disjoint, multipart; the unsatisfiable left out.
    ['bytes=0-9,20-29', part([0, 9], [20, 29])],
    ['bytes=0-9,10-19', part([0, 9], [10, 19])],
    ['bytes=0-9, -10', part([0, 9], [990, 999])],
    ['bytes=0-9,5000-6000', part([0, 9])],
    ['bytes=5-4,20-29', part([20, 29])],
    // Overlapping or out of order: the whole file.
    ['bytes=0-9,9-19', whole],
    ['bytes=20-29,0-9', whole],
    ['bytes=0-9,-995', whole],
    // No range at all: the whole file.
    ['items=0-9', whole],
    ['bytes 0-9', whole],
    ['bytes=a-9', whole],
    ['bytes=0-9x', whole],
    ['bytes=-', whole],
    ['bytes=0-9,x', whole],
    ['bytes=1234567890123456-', whole],
    ['bytes=0-1234567890123456', whole],
    ['bytes=123456789012345-', none],
    // 15 digits are exact: the boundary beside the 16 above.
    ['bytes=0-123456789012345', part([0, 999])],
    // The unit first: nothing before it; a line break ends the value.
    ['xbytes=0-9', whole],
    ['bytes=0-9\n,20-29', whole],
  ])('%j on 1,000 bytes', (header, expected) => {
    expect(rangeAnswer(header, 1000, V)).toEqual(expected);
  });

  it('no Range header: the whole file', () => {
    expect(rangeAnswer(undefined, 1000, V)).toEqual(whole);
  });

  it('an empty file has no byte to send: 416', () => {
    expect(rangeAnswer('bytes=0-', 0, V)).toEqual(none);
    expect(rangeAnswer('bytes=-1', 0, V)).toEqual(none);
  });

  it('299 ranges are answered; 300 or more are the whole file', () => {
    const specs = (n: number) => `bytes=${Array.from({ length: n }, (_, i) => `${i * 2}-${i * 2}`).join(',')}`;
    expect(rangeAnswer(specs(299), 1000, V)).toMatchObject({ kind: 'partial', ranges: { length: 299 } });
    expect(rangeAnswer(specs(300), 1000, V)).toEqual(whole);
  });

  it('If-Range: the ETag (strong) or Last-Modified exactly keeps the range; anything else sends the whole file', () => {
    expect(rangeAnswer('bytes=0-9', 1000, V, ETAG)).toEqual(part([0, 9]));
    expect(rangeAnswer('bytes=0-9', 1000, V, LAST_MODIFIED)).toEqual(part([0, 9]));
    expect(rangeAnswer('bytes=0-9', 1000, V, `W/${ETAG}`)).toEqual(whole);
    expect(rangeAnswer('bytes=0-9', 1000, V, '"other"')).toEqual(whole);
    expect(rangeAnswer('bytes=0-9', 1000, V, ` ${ETAG} `)).toEqual(part([0, 9]));
    expect(rangeAnswer('bytes=0-9', 1000, V, 'Tue, 24 Nov 2026 10:20:31 GMT')).toEqual(whole);
  });
});
