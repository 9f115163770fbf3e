// The preview server's missing half (issue #36, from #21) at the HTTP level, against a small folder of
// known bytes: ETag and Last-Modified, 304 to If-None-Match and If-Modified-Since, 206 to a Range (one,
// a suffix, several as multipart/byteranges), 416, the whole file for what the hosts ignore, HEAD; and
// no file reached through a symbolic link out of the folder (point 7). The rules themselves are in
// tests/unit/conditional.test.ts; the fuzzing of these headers in serve-fuzz.test.ts.
import { mkdirSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveFile, startServer } from '../../generator/serve/serve.ts';
import { tempDir } from '../fixtures/html.ts';
import { type RawAnswer, rawRequest } from '../fixtures/raw-http.ts';
import { closeServer } from '../fixtures/close-server.ts';

/** 1,000 bytes: byte i is i % 251, so any slice shows where it was cut. */
const VIDEO = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));
const CSS = `${'body { color: #0f2a44; }\n'.repeat(200)}`;
const TIME = new Date('2026-11-24T10:20:30Z');
const LAST_MODIFIED = 'Tue, 24 Nov 2026 10:20:30 GMT';

let t: { dir: string; cleanup: () => void };
let root: string;
let server: Server;
let port: number;

beforeAll(async () => {
  t = tempDir('build-site-serve-cache-');
  root = path.join(t.dir, 'site');
  mkdirSync(path.join(root, 'media'), { recursive: true });
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Home</title>');
  writeFileSync(path.join(root, '404.html'), '<!doctype html><title>Not found</title>');
  writeFileSync(path.join(root, 'media/clip.mp4'), VIDEO);
  writeFileSync(path.join(root, 'site.css'), CSS);
  writeFileSync(path.join(root, 'empty.txt'), '');
  writeFileSync(path.join(root, '_headers'), '/*\n  X-Frame-Options: DENY\n');
  for (const f of ['media/clip.mp4', 'site.css', 'empty.txt']) utimesSync(path.join(root, f), TIME, TIME);
  server = await startServer(root, 0);
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await closeServer(server);
  t.cleanup();
});

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** A raw request (HEAD answers have no body, which fetch() hides), split into status, headers and body bytes. */
async function ask(target: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  const lines = Object.entries(headers).map(([k, v]) => `${k}: ${v}\r\n`);
  const raw: RawAnswer = await rawRequest(
    port,
    `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${lines.join('')}Connection: close\r\n\r\n`,
  );
  const bytes = Buffer.from(raw.text, 'latin1');
  const end = bytes.indexOf('\r\n\r\n');
  const head = bytes.subarray(0, end).toString('latin1').split('\r\n');
  const parsed: Record<string, string> = {};
  for (const line of head.slice(1)) {
    const at = line.indexOf(':');
    parsed[line.slice(0, at).toLowerCase()] = line.slice(at + 1).trim();
  }
  return { status: raw.status, headers: parsed, body: bytes.subarray(end + 4) };
}

describe('validators and conditional requests', () => {
  it('a file answered 200 carries a strong ETag, Last-Modified, its length and Accept-Ranges', async () => {
    const a = await ask('/media/clip.mp4');
    expect(a.status).toBe(200);
    expect(a.headers.etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+-[0-9a-f]+"$/);
    expect(a.headers['last-modified']).toBe(LAST_MODIFIED);
    expect(a.headers['content-length']).toBe('1000');
    expect(a.headers['accept-ranges']).toBe('bytes');
    expect(a.body.equals(VIDEO)).toBe(true);
    // The same file, the same tag.
    expect((await ask('/media/clip.mp4')).headers.etag).toBe(a.headers.etag);
  });

  it('If-None-Match with its ETag (or W/ of it, or *): 304, no body, the validators and _headers kept', async () => {
    const { etag } = (await ask('/media/clip.mp4')).headers;
    for (const value of [etag, `W/${etag}`, `"x", ${etag}`, '*']) {
      const a = await ask('/media/clip.mp4', { 'If-None-Match': value });
      expect(a.status, value).toBe(304);
      expect(a.body.length).toBe(0);
      expect(a.headers).toMatchObject({ etag, 'last-modified': LAST_MODIFIED, 'x-frame-options': 'DENY' });
      expect(a.headers['content-type']).toBeUndefined();
    }
    expect((await ask('/media/clip.mp4', { 'If-None-Match': '"another"' })).status).toBe(200);
  });

  it('If-Modified-Since: 304 from its Last-Modified on, 200 a second before; If-None-Match decides when both come', async () => {
    expect((await ask('/media/clip.mp4', { 'If-Modified-Since': LAST_MODIFIED })).status).toBe(304);
    expect((await ask('/media/clip.mp4', { 'If-Modified-Since': 'Tue, 24 Nov 2026 10:20:31 GMT' })).status).toBe(304);
    expect((await ask('/media/clip.mp4', { 'If-Modified-Since': 'Tue, 24 Nov 2026 10:20:29 GMT' })).status).toBe(200);
    expect(
      (await ask('/media/clip.mp4', { 'If-None-Match': '"another"', 'If-Modified-Since': LAST_MODIFIED })).status,
    ).toBe(200);
  });

  it('a changed file: a new ETag, and the old one gets the file again', async () => {
    const file = path.join(root, 'changing.txt');
    writeFileSync(file, 'one\n');
    const before = (await ask('/changing.txt')).headers.etag;
    writeFileSync(file, 'two!\n');
    const after = await ask('/changing.txt', { 'If-None-Match': before });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(before);
    expect(after.body.toString()).toBe('two!\n');
  });

  it('a compressed answer has its own ETag and no ranges; the 404 page has no validators', async () => {
    const plain = await ask('/site.css');
    const gzip = await ask('/site.css', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.etag).toBe(plain.headers.etag.replace(/"$/, '-gzip"'));
    expect(gzip.headers['accept-ranges']).toBeUndefined();
    expect((await ask('/site.css', { 'Accept-Encoding': 'gzip', 'If-None-Match': gzip.headers.etag })).status).toBe(
      304,
    );
    const missing = await ask('/nothing-here', { 'If-None-Match': '*' });
    expect(missing.status).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
  });
});

describe('Range', () => {
  it('one range: 206 with Content-Range and those bytes', async () => {
    const a = await ask('/media/clip.mp4', { Range: 'bytes=100-199' });
    expect(a.status).toBe(206);
    expect(a.headers['content-range']).toBe('bytes 100-199/1000');
    expect(a.headers['content-length']).toBe('100');
    expect(a.body.equals(VIDEO.subarray(100, 200))).toBe(true);
  });

  it('a suffix range and an open one: the last bytes; an end past the file is cut to it', async () => {
    const suffix = await ask('/media/clip.mp4', { Range: 'bytes=-10' });
    expect([suffix.status, suffix.headers['content-range']]).toEqual([206, 'bytes 990-999/1000']);
    expect(suffix.body.equals(VIDEO.subarray(990))).toBe(true);
    const open = await ask('/media/clip.mp4', { Range: 'bytes=999-5000' });
    expect([open.status, open.headers['content-range'], open.body.length]).toEqual([206, 'bytes 999-999/1000', 1]);
  });

  it('nothing satisfiable: 416 with Content-Range bytes */1000 and no body; an empty file too', async () => {
    for (const range of ['bytes=1000-', 'bytes=-0', 'bytes=5-4', 'bytes=']) {
      const a = await ask('/media/clip.mp4', { Range: range });
      expect([a.status, a.headers['content-range'], a.body.length], range).toEqual([416, 'bytes */1000', 0]);
    }
    expect((await ask('/empty.txt', { Range: 'bytes=0-' })).status).toBe(416);
  });

  it('several ranges: multipart/byteranges, each part with its Content-Type and Content-Range', async () => {
    const a = await ask('/media/clip.mp4', { Range: 'bytes=0-9, 20-29, -5' });
    expect(a.status).toBe(206);
    const boundary = /^multipart\/byteranges; boundary=(\S+)$/.exec(a.headers['content-type'])?.[1];
    expect(boundary).toBeDefined();
    expect(a.headers['content-length']).toBe(String(a.body.length));
    const part = (start: number, end: number) =>
      Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Type: video/mp4\r\nContent-Range: bytes ${start}-${end}/1000\r\n\r\n`),
        VIDEO.subarray(start, end + 1),
      ]);
    const expected = Buffer.concat([
      part(0, 9),
      Buffer.from('\r\n'),
      part(20, 29),
      Buffer.from('\r\n'),
      part(995, 999),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    expect(a.body.equals(expected)).toBe(true);
  });

  it('several ranges of which one is satisfiable: a plain 206', async () => {
    const a = await ask('/media/clip.mp4', { Range: 'bytes=0-9,5000-6000' });
    expect([a.status, a.headers['content-range'], a.headers['content-type']]).toEqual([
      206,
      'bytes 0-9/1000',
      'video/mp4',
    ]);
  });

  it('overlapping or out-of-order ranges, another unit, a syntax error: the whole file, 200', async () => {
    for (const range of ['bytes=0-9,5-19', 'bytes=20-29,0-9', 'items=0-9', 'bytes=x-1']) {
      const a = await ask('/media/clip.mp4', { Range: range });
      expect([a.status, a.body.length], range).toEqual([200, 1000]);
    }
  });

  it('a conditional request still matching is 304 whatever its Range; If-Range must match to keep the range', async () => {
    const { etag } = (await ask('/media/clip.mp4')).headers;
    expect((await ask('/media/clip.mp4', { Range: 'bytes=0-9', 'If-None-Match': etag })).status).toBe(304);
    expect((await ask('/media/clip.mp4', { Range: 'bytes=0-9', 'If-Range': etag })).status).toBe(206);
    expect((await ask('/media/clip.mp4', { Range: 'bytes=0-9', 'If-Range': LAST_MODIFIED })).status).toBe(206);
    expect((await ask('/media/clip.mp4', { Range: 'bytes=0-9', 'If-Range': '"old"' })).status).toBe(200);
  });

  it('text asked for without compression takes ranges; with it, the whole compressed body', async () => {
    const plain = await ask('/site.css', { Range: 'bytes=0-3' });
    expect([plain.status, plain.body.toString()]).toEqual([206, 'body']);
    const gzip = await ask('/site.css', { Range: 'bytes=0-3', 'Accept-Encoding': 'gzip' });
    expect([gzip.status, gzip.headers['content-encoding']]).toEqual([200, 'gzip']);
  });
});

describe('HEAD', () => {
  it('the status and headers GET would have, no body: 200, 206, 304, 416', async () => {
    const get = await ask('/media/clip.mp4');
    const head = await ask('/media/clip.mp4', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers).toEqual({ ...get.headers, date: head.headers.date });
    const range = await ask('/media/clip.mp4', { Range: 'bytes=0-9' }, 'HEAD');
    expect([range.status, range.headers['content-range'], range.headers['content-length'], range.body.length]).toEqual([
      206,
      'bytes 0-9/1000',
      '10',
      0,
    ]);
    expect((await ask('/media/clip.mp4', { 'If-None-Match': get.headers.etag }, 'HEAD')).status).toBe(304);
    expect((await ask('/media/clip.mp4', { Range: 'bytes=1000-' }, 'HEAD')).status).toBe(416);
  });
});

// Point 7: a host uploads what a link points to, and the build never writes one; `serve -o` a folder it
// did not build must not hand out a file elsewhere.
describe('symbolic links', () => {
  let outside: string;
  beforeAll(() => {
    outside = path.join(t.dir, 'outside');
    mkdirSync(path.join(outside, 'folder'), { recursive: true });
    writeFileSync(path.join(outside, 'secret.txt'), 'SECRET\n');
    writeFileSync(path.join(outside, 'folder', 'inside.txt'), 'SECRET TOO\n');
    symlinkSync(path.join(outside, 'secret.txt'), path.join(root, 'linked-out.txt'));
    symlinkSync(path.join(outside, 'folder'), path.join(root, 'linked-folder'));
    symlinkSync('../outside/secret.txt', path.join(root, 'relative-out.txt'));
    symlinkSync(path.join(root, 'site.css'), path.join(root, 'linked-in.css'));
    // A sibling whose name starts with the served folder's: outside it all the same.
    mkdirSync(`${root}-other`, { recursive: true });
    writeFileSync(path.join(`${root}-other`, 'secret.txt'), 'SECRET THREE\n');
    symlinkSync(path.join(`${root}-other`, 'secret.txt'), path.join(root, 'sibling.txt'));
    symlinkSync(path.join(root, 'nowhere.txt'), path.join(root, 'dangling.txt'));
    symlinkSync(path.join(root, 'loop-b'), path.join(root, 'loop-a'));
    symlinkSync(path.join(root, 'loop-a'), path.join(root, 'loop-b'));
  });

  it.each([
    '/linked-out.txt',
    '/relative-out.txt',
    '/linked-folder/inside.txt',
    '/sibling.txt',
    '/dangling.txt',
    '/loop-a',
  ])('%s answers the 404 page, never the file', async (target) => {
    const a = await ask(target);
    expect(a.status).toBe(404);
    expect(a.body.toString()).toBe('<!doctype html><title>Not found</title>');
    expect(resolveFile(root, target)).toBeUndefined();
  });

  it('a link to a file inside the folder is served', async () => {
    const a = await ask('/linked-in.css');
    expect([a.status, a.body.toString()]).toEqual([200, CSS]);
  });

  it('the served folder itself may be a link (dist -> a build folder elsewhere)', async () => {
    const link = path.join(t.dir, 'served-through-link');
    symlinkSync(root, link);
    const s = await startServer(link, 0);
    try {
      const res = await fetch(`http://127.0.0.1:${(s.address() as AddressInfo).port}/media/clip.mp4`);
      expect(res.status).toBe(200);
      expect((await fetch(`http://127.0.0.1:${(s.address() as AddressInfo).port}/linked-out.txt`)).status).toBe(404);
    } finally {
      await closeServer(s);
      rmSync(link);
    }
  });
});
