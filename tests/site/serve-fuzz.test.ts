// Fuzzing the preview server: generated request lines, methods, targets, headers and bodies, sent as
// raw bytes (some cut short) to the real `build-site serve` and `build-site dev` processes. After each
// case the process must be alive and answer a plain GET / with 200; under `dev`, its build child must
// still be the one it started with. Seeded with a fixed number of cases, so every run sends the same
// requests; a failure names the case that broke the server (shrinking is off: a dead server fails
// every smaller case too).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIST } from '../fixtures/dist.ts';
import { tempDir } from '../fixtures/html.ts';
import { type CliServer, plainGet, rawRequest, startCliServer } from '../fixtures/raw-http.ts';

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
];

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
      'Connection',
      'Expect',
      'Upgrade',
    ),
    fc.string({ maxLength: 12 }),
  ),
  mostly(
    fc.constantFrom('gzip', 'br;q=0', '*', 'chunked', '-1', '99999999999', '100-continue', 'websocket', 'bytes=5-1'),
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
