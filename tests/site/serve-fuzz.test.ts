// Fuzzing the preview server: generated request lines, methods, targets, headers and bodies, sent as
// raw bytes (some cut short) to the real `build-site serve` and `build-site dev` processes. After each
// case the process must be alive and answer a plain GET / with 200; under `dev`, its build child must
// still be the one it started with. Seeded with a fixed number of cases, so every run sends the same
// requests; a failure names the case that broke the server (shrinking is off: a dead server fails
// every smaller case too). Then Range and conditional headers (#36) against a file of known bytes,
// in process: whatever they say, the answer is the file, a slice of it, a 304 or a 416, never
// another byte.
import { mkdirSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../generator/serve/serve.ts';
import { DIST } from '../fixtures/dist.ts';
import { tempDir } from '../fixtures/html.ts';
import { type CliServer, plainGet, rawRequest, startCliServer } from '../fixtures/raw-http.ts';
import { closeServer } from '../fixtures/close-server.ts';

const SEED = 22;

/** Targets that have broken servers before (#22) or sit on a rule's edge; the generator mixes them in. */
const KNOWN_TARGETS = [
  '//x:99999',
  'http://[',
  '*',
  'example.com:443',
  'http://',
  '//',
  '/%',
  '/%00',
  '/..%2f..%2fpackage.json',
  '/.build-site-output',
  '/_headers',
  '/__build-site/events',
  '/__build-site/dev.js',
  '/__build-site/nothing',
  '/robots.txt',
  '/sitemap.xml',
];

/** Range, If-Range, If-None-Match and If-Modified-Since values: well-formed, at a boundary, or broken. */
const rangeSpec = fc.oneof(
  fc.tuple(fc.nat(5000), fc.option(fc.nat(5000), { nil: undefined })).map(([a, b]) => `${a}-${b ?? ''}`),
  fc.nat(5000).map((n) => `-${n}`),
  fc.constantFrom(
    '',
    '-',
    '0-0',
    '-0',
    '5-4',
    'x-1',
    '1-x',
    '99999999999999999999-',
    '0-99999999999999999999',
    ' 0 - 1 ',
  ),
);
/** Ranges a video player might ask for: ascending and disjoint, inside a 1,000-byte file or just past it. */
const ascendingRanges = fc
  .uniqueArray(fc.nat(1100), { minLength: 2, maxLength: 8 })
  .map((ends) => [...ends].sort((a, b) => a - b))
  .map(
    (ends) =>
      `bytes=${ends.flatMap((e, i) => (i % 2 === 0 && i + 1 < ends.length ? [`${e}-${ends[i + 1]}`] : [])).join(',')}`,
  );
const cacheValue = fc.oneof(
  ascendingRanges,
  fc
    .tuple(
      fc.constantFrom('bytes=', 'BYTES=', 'bytes =', 'items=', 'bytes', ''),
      fc.array(rangeSpec, { maxLength: 6 }),
      fc.constantFrom(',', ', ', ' ,'),
    )
    .map(([unit, specs, comma]) => `${unit}${specs.join(comma)}`),
  fc.constantFrom('*', '"x"', 'W/"x"', '"', 'W/', '"a", "b"', ',,,'),
  fc
    .date({ min: new Date('1900-01-01'), max: new Date('2200-01-01'), noInvalidDate: true })
    .map((d) => d.toUTCString()),
  fc.constantFrom('Thu, 01 Jan 1970 00:00:00 GMT', 'Fri, 31 Dec 9999 23:59:59 GMT', 'not a date', '-1'),
);

/** Mostly `usual`, sometimes `odd`: requests must get past the HTTP parser to test the handler. */
const mostly = <T>(usual: fc.Arbitrary<T>, odd: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: usual, weight: 4 }, { arbitrary: odd, weight: 1 });

const segment = fc.oneof(
  fc.constantFrom('about', 'services', 'gallery', 'assets', '404.html', '..', '.', '', '%2e%2e', '%ff', '%', '[', ':'),
  fc.string({ maxLength: 12 }),
);

const target = fc.oneof(
  fc.constantFrom(...KNOWN_TARGETS),
  fc.array(segment, { maxLength: 5 }).map((parts) => `/${parts.join('/')}`),
  // Protocol-relative and absolute forms, with hosts and ports no URL parser accepts.
  fc
    .tuple(fc.constantFrom('//', 'http://', 'https://', 'ftp://', ''), fc.string({ maxLength: 10 }), fc.nat(999_999))
    .map(([scheme, host, port]) => `${scheme}${host}:${port}/`),
  fc.string({ maxLength: 40 }),
  // Any code point, controls and spaces included: bytes the HTTP parser must refuse.
  fc.string({ unit: 'binary', maxLength: 40 }),
);

const header = fc.tuple(
  mostly(
    fc.constantFrom(
      'Host',
      'Accept-Encoding',
      'Content-Length',
      'Transfer-Encoding',
      'Range',
      'If-None-Match',
      'If-Modified-Since',
      'If-Range',
      'Connection',
      'Expect',
      'Upgrade',
    ),
    fc.string({ maxLength: 12 }),
  ),
  mostly(
    fc.oneof(
      fc.constantFrom('gzip', 'br;q=0', '*', 'chunked', '-1', '99999999999', '100-continue', 'websocket', 'bytes=5-1'),
      cacheValue,
    ),
    fc.oneof(fc.string({ maxLength: 30 }), fc.string({ unit: 'binary', maxLength: 30 })),
  ),
);

/** One request as bytes: mostly well-formed in shape, odd in content, sometimes cut short. */
const request = fc
  .record({
    method: mostly(
      fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH', 'CONNECT', 'TRACE'),
      fc.string({ maxLength: 8 }),
    ),
    target,
    version: mostly(fc.constantFrom('HTTP/1.1', 'HTTP/1.0'), fc.constantFrom('HTTP/2.0', 'HTTP/1.1x', '')),
    // Node refuses an HTTP/1.1 request without Host before the handler sees it.
    host: mostly(fc.constant(['Host', '127.0.0.1'] as [string, string]), fc.constant(undefined)),
    headers: fc.array(header, { maxLength: 4 }),
    eol: mostly(fc.constant('\r\n'), fc.constant('\n')),
    body: fc.string({ maxLength: 20 }),
    cut: mostly(fc.constant(undefined), fc.nat(200)),
  })
  .map(({ method, target, version, host, headers, eol, body, cut }) => {
    const fields = host ? [host, ...headers] : headers;
    const head = [`${method} ${target} ${version}`, ...fields.map(([name, value]) => `${name}: ${value}`)];
    // A string, so a failure prints the request readably; sent as its UTF-8 bytes.
    const text = `${head.join(eol)}${eol}${eol}${body}`;
    return cut === undefined ? text : text.slice(0, cut);
  });

/** Sends each generated request, then checks the server as a visitor would. */
async function fuzz(server: CliServer, numRuns: number, stillWhole: () => void = () => undefined): Promise<void> {
  await fc.assert(
    fc.asyncProperty(request, async (text) => {
      await rawRequest(server.port, Buffer.from(text), { end: true, timeoutMs: 2_000 });
      expect(server.alive(), 'the server process is running').toBe(true);
      expect((await rawRequest(server.port, plainGet('/'))).status).toBe(200);
      stillWhole();
    }),
    { seed: SEED, numRuns, endOnFailure: true },
  );
}

/** "//x:99999" is a path (none such: 404); "http://[" names none (400). new URL() threw on both. */
async function expectKnownTargetsAnswered(server: CliServer): Promise<void> {
  expect((await rawRequest(server.port, plainGet('//x:99999'))).status).toBe(404);
  expect((await rawRequest(server.port, plainGet('http://['))).status).toBe(400);
  expect(server.alive()).toBe(true);
  expect((await rawRequest(server.port, plainGet('/'))).status).toBe(200);
}

describe('build-site serve', () => {
  let serve: CliServer;
  beforeAll(async () => {
    serve = await startCliServer('serve', ['-o', DIST]);
  });
  afterAll(async () => serve?.stop());

  it('the two targets that ended it before (#22) answer 404 and 400', async () => {
    await expectKnownTargetsAnswered(serve);
  });

  it('survives 200 generated requests, answering GET / after each', async () => {
    await fuzz(serve, 200);
  });
});

/** The process ids of a process's children (Linux: /proc), and each one's command line. */
function children(pid: number): { pid: number; command: string }[] {
  const ids = readdirSync(`/proc/${pid}/task`).flatMap((task) =>
    readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
  );
  return ids.map((id) => ({ pid: id, command: readFileSync(`/proc/${id}/cmdline`, 'utf8').replaceAll('\0', ' ') }));
}

describe('build-site dev', () => {
  // dev writes only its output (and the lock beside it): into a temp folder, the project's files untouched.
  const t = tempDir();
  let dev: CliServer;
  let buildChild: number;
  beforeAll(async () => {
    dev = await startCliServer('dev', ['-o', path.join(t.dir, 'out')]);
    const found = children(dev.child.pid as number).filter((c) => c.command.includes('dev-build-child'));
    expect(found).toHaveLength(1);
    buildChild = found[0].pid;
  }, 90_000);
  afterAll(async () => {
    await dev?.stop();
    t.cleanup();
  });

  it('the two targets that ended it and its build child before (#22) answer 404 and 400', async () => {
    await expectKnownTargetsAnswered(dev);
    expect(children(dev.child.pid as number).map((c) => c.pid)).toContain(buildChild);
  });

  it('survives 100 generated requests, answering GET / after each, with the same build child', async () => {
    await fuzz(dev, 100, () => {
      const now = children(dev.child.pid as number).map((c) => c.pid);
      expect(now, 'the build child is still running').toContain(buildChild);
    });
  });
});

describe('Range and conditional headers against a file of known bytes', () => {
  /** 1,000 bytes, byte i being i % 251: a slice shows where it was cut. */
  const FILE = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));
  const t = tempDir();
  let port: number;
  let close: () => Promise<void>;
  let etag: string;
  beforeAll(async () => {
    mkdirSync(path.join(t.dir, 'media'), { recursive: true });
    writeFileSync(path.join(t.dir, 'media/clip.mp4'), FILE);
    writeFileSync(path.join(t.dir, '404.html'), '<!doctype html>');
    const time = new Date('2026-11-24T10:20:30Z');
    utimesSync(path.join(t.dir, 'media/clip.mp4'), time, time);
    const server = await startServer(t.dir, 0);
    port = (server.address() as AddressInfo).port;
    close = () => closeServer(server);
    etag = /etag: (\S+)/i.exec((await rawRequest(port, plainGet('/media/clip.mp4'))).text)?.[1] ?? '';
  });
  afterAll(async () => {
    await close?.();
    t.cleanup();
  });

  const headers = fc.record(
    {
      Range: cacheValue,
      'If-Range': fc.oneof(cacheValue, fc.constant('<etag>'), fc.constant('Tue, 24 Nov 2026 10:20:30 GMT')),
      'If-None-Match': fc.oneof(cacheValue, fc.constant('<etag>'), fc.constant('W/<etag>')),
      'If-Modified-Since': cacheValue,
    },
    { requiredKeys: [] },
  );

  it('answers 200 with the file, 206 with slices of it, 304 or 416 with nothing: 300 cases', async () => {
    const seen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(headers, fc.constantFrom('GET', 'HEAD'), async (sent, method) => {
        const lines = Object.entries(sent).map(([k, v]) => `${k}: ${v.replace('<etag>', etag)}\r\n`);
        const raw = await rawRequest(
          port,
          `${method} /media/clip.mp4 HTTP/1.1\r\nHost: 127.0.0.1\r\n${lines.join('')}Connection: close\r\n\r\n`,
        );
        const bytes = Buffer.from(raw.text, 'latin1');
        const end = bytes.indexOf('\r\n\r\n');
        const head = bytes.subarray(0, end).toString('latin1');
        const body = bytes.subarray(end + 4);
        const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]?.trim();
        expect([200, 206, 304, 416]).toContain(raw.status);
        seen.add(String(raw.status));
        if (method === 'HEAD' || raw.status === 304 || raw.status === 416) expect(body.length).toBe(0);
        if (raw.status === 304) expect(sent['If-None-Match'] ?? sent['If-Modified-Since']).toBeDefined();
        if (raw.status === 416) {
          expect(sent.Range).toBeDefined();
          expect(header('Content-Range')).toBe('bytes */1000');
        }
        if (raw.status === 200 && method === 'GET') expect(body.equals(FILE)).toBe(true);
        if (raw.status !== 206) return;
        expect(sent.Range).toBeDefined();
        const type = header('Content-Type') ?? '';
        const boundary = /boundary=(\S+)/.exec(type)?.[1];
        const parts: { range: string; data: Buffer }[] = [];
        if (!boundary) parts.push({ range: header('Content-Range') ?? '', data: body });
        else if (method === 'GET') {
          for (const part of body.toString('latin1').split(`--${boundary}`).slice(1, -1)) {
            const at = part.indexOf('\r\n\r\n');
            const range = /Content-Range: (.*)/.exec(part.slice(0, at))?.[1]?.trim() ?? '';
            parts.push({ range, data: Buffer.from(part.slice(at + 4).replace(/\r\n$/, ''), 'latin1') });
          }
          expect(parts.length).toBeGreaterThan(1);
          seen.add('multipart');
        }
        let previous = -1;
        for (const { range, data } of parts) {
          const m = /^bytes (\d+)-(\d+)\/1000$/.exec(range);
          expect(m, range).not.toBeNull();
          const [start, last] = [Number(m?.[1]), Number(m?.[2])];
          expect(start).toBeGreaterThan(previous);
          expect(last).toBeGreaterThanOrEqual(start);
          expect(last).toBeLessThan(1000);
          if (method === 'GET') expect(data.equals(FILE.subarray(start, last + 1))).toBe(true);
          previous = last;
        }
      }),
      { seed: SEED, numRuns: 300 },
    );
    // The cases reach every kind of answer, or the property proves little.
    expect([...seen].sort()).toEqual(['200', '206', '304', '416', 'multipart']);
  }, 120_000);
});
