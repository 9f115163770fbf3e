// The preview server over the run's build (dist/), at the HTTP level (what `curl -i`
// shows): every rule in dist/_redirects answers a real redirect with Location
// under both Netlify and Cloudflare Pages semantics, _headers values reach
// pages, assets, the 404 page and redirects, and 404.html comes with status 404.
// Then what must not stop it or leak: odd request targets, internal files, a
// missing output folder, failures inside the handler (the fuzzing is in
// serve-fuzz.test.ts).
import { cpSync, mkdirSync, readFileSync, truncateSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import fg from 'fast-glob';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outputPaths } from '../../generator/pipeline/context.ts';
import { answerFailures } from '../../generator/serve/answer-failures.ts';
import { headersFor, parseHeaders, parseRedirects, type HostDialect } from '../../generator/serve/host-rules.ts';
import { startServer } from '../../generator/serve/serve.ts';
import { DIST } from '../fixtures/dist.ts';
import { tempDir } from '../fixtures/html.ts';
import { plainGet, rawRequest, startCliServer } from '../fixtures/raw-http.ts';
import { REDIRECTS } from '../fixtures/routes.ts';
import { closeServer } from '../fixtures/close-server.ts';

let outDir: string;
const servers: Partial<Record<HostDialect, { server: Server; base: string }>> = {};

beforeAll(async () => {
  outDir = DIST;
  for (const dialect of ['netlify', 'cloudflare'] as HostDialect[]) {
    const server = await startServer(outDir, 0, { dialect });
    servers[dialect] = { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
  }
}, 60_000);

afterAll(async () => {
  for (const s of Object.values(servers)) await closeServer(s.server);
});

const get = (dialect: HostDialect, urlPath: string, method = 'GET') =>
  fetch(`${servers[dialect]!.base}${urlPath}`, { redirect: 'manual', method });
const expectedHeaders = (urlPath: string) =>
  headersFor(parseHeaders(readFileSync(path.join(outDir, '_headers'), 'utf8')), urlPath);

function expectShippedHeaders(res: Response, urlPath: string) {
  const expected = expectedHeaders(urlPath);
  expect(Object.keys(expected).length).toBeGreaterThan(0);
  for (const [name, value] of Object.entries(expected))
    expect(res.headers.get(name), `${name} on ${urlPath}`).toBe(value);
}

for (const dialect of ['netlify', 'cloudflare'] as HostDialect[]) {
  describe(`${dialect} semantics`, () => {
    it('every rule in dist/_redirects answers a 301 with its Location (over the stub files)', async () => {
      const rules = parseRedirects(readFileSync(path.join(outDir, '_redirects'), 'utf8'), dialect);
      const sources = [...new Set(rules.map((r) => r.from))];
      // Besides the redirects: the unknown gallery ids and the output marker.
      expect(sources).toHaveLength(Object.keys(REDIRECTS).length + 2);
      for (const [from, to] of Object.entries(REDIRECTS)) {
        const res = await get(dialect, from);
        expect(res.status, from).toBe(301);
        expect(res.headers.get('location'), from).toBe(to);
        expectShippedHeaders(res, from);
      }
    });

    it('redirects keep the query string', async () => {
      const res = await get(dialect, '/gallery/project-2?utm_source=flyer');
      expect(res.status).toBe(301);
      expect(res.headers.get('location')).toBe(`${REDIRECTS['/gallery/project-2']}?utm_source=flyer`);
    });

    it('an unknown gallery id lands on /gallery, which exists', async () => {
      const res = await get(dialect, '/gallery/project-99');
      expect(res.status).toBe(301);
      expect(res.headers.get('location')).toBe('/gallery');
      expect((await get(dialect, '/gallery')).status).toBe(200);
    });

    it('redirect targets are real pages', async () => {
      for (const to of new Set(Object.values(REDIRECTS))) expect((await get(dialect, to)).status, to).toBe(200);
    });
  });
}

describe('files, headers and not-found (Netlify-style pretty URLs)', () => {
  it('pages answer 200 with every _headers value for their path', async () => {
    for (const urlPath of ['/', '/about', '/services/hardwood-flooring', '/projects/bethesda-kitchen-tile']) {
      const res = await get('netlify', urlPath);
      expect(res.status, urlPath).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expectShippedHeaders(res, urlPath);
      expect(res.headers.get('content-security-policy')).toMatch(/default-src 'self'/);
    }
  });

  it('hashed assets get the /assets/* block on top of the site-wide one', async () => {
    const asset = `/${fg.sync('assets/*.css', { cwd: outDir })[0]}`;
    const res = await get('netlify', asset);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expectShippedHeaders(res, asset);
  });

  it('a path with or without a trailing slash serves the same page', async () => {
    const [a, b] = await Promise.all([get('netlify', '/about'), get('netlify', '/about/')]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await a.text()).toBe(await b.text());
  });

  it('unknown paths answer 404.html with status 404 and the headers', async () => {
    const res = await get('netlify', '/no-such-page');
    expect(res.status).toBe(404);
    expect(await res.text()).toBe(readFileSync(path.join(outDir, '404.html'), 'utf8'));
    expectShippedHeaders(res, '/no-such-page');
  });

  // #36: with --host a phone opens http://192.168.1.20:4173/; the shipped CSP's upgrade-insecure-requests
  // sent its stylesheet and scripts to https://…, which nothing answers (seen in Chromium: an unstyled page).
  it('to another device over plain HTTP the CSP loses upgrade-insecure-requests, and nothing else', async () => {
    const port = (servers.netlify!.server.address() as AddressInfo).port;
    const shipped = expectedHeaders('/about')['Content-Security-Policy'];
    expect(shipped).toMatch(/; upgrade-insecure-requests$/);
    const csp = async (host: string) => {
      const answer = await rawRequest(port, `GET /about HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
      return /^content-security-policy: (.*)$/im.exec(answer.text)?.[1]?.trim();
    };
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`, `127.0.0.2:${port}`])
      expect(await csp(host), host).toBe(shipped);
    for (const host of [`192.168.1.20:${port}`, `[fd00::5]:${port}`, 'phone.local', `10.0.0.5:${port}`])
      expect(await csp(host), host).toBe(shipped.replace('; upgrade-insecure-requests', ''));
  });

  it('the host configuration files are not served', async () => {
    expect((await get('netlify', '/_headers')).status).toBe(404);
    expect((await get('netlify', '/_redirects')).status).toBe(404);
  });

  it('HEAD answers the status and headers without a body', async () => {
    const res = await get('netlify', '/about', 'HEAD');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBeTruthy();
    expect(await res.text()).toBe('');
  });

  it('malformed percent-encoding answers 400 and the server keeps serving', async () => {
    expect((await get('netlify', '/%E0%A4%A')).status).toBe(400);
    expect((await get('netlify', '/about')).status).toBe(200);
  });

  it('paths cannot leave the served folder', async () => {
    expect((await get('netlify', '/..%2f..%2fpackage.json')).status).toBe(404);
  });
});

describe('requests that must not stop the server', () => {
  const port = () => (servers.netlify!.server.address() as AddressInfo).port;

  // Node's parser passes both to the handler; new URL() threw on them, and the uncaught error ended `serve`.
  it.each([
    ['a protocol-relative target with a bad port', '//x:99999', 404],
    ['an absolute-form target that is no URL', 'http://[', 400],
    ['an asterisk-form target', '*', 400],
  ])('%s (%s) answers %i and the server keeps serving', async (_, target, status) => {
    expect((await rawRequest(port(), plainGet(target))).status).toBe(status);
    expect((await rawRequest(port(), plainGet('/'))).status).toBe(200);
  });

  it('an absolute-form target is served by its path', async () => {
    expect((await rawRequest(port(), plainGet('http://127.0.0.1/about'))).status).toBe(200);
  });

  // Node's parser refuses these itself (clientError) and answers 400; kept so a change of server keeps it so.
  it('a malformed request line or an authority-form GET answers 400 and the server keeps serving', async () => {
    expect((await rawRequest(port(), 'GARBAGE\r\n\r\n')).status).toBe(400);
    expect((await rawRequest(port(), plainGet('example.com:443'))).status).toBe(400);
    expect((await rawRequest(port(), plainGet('/'))).status).toBe(200);
  });
});

describe('internal files are never served', () => {
  // The marker itself has a _redirects rule (home, on either host): tests/site/deployed-files.test.ts.
  it('a dotfile in the output answers the 404 page; .well-known/ is served', async () => {
    const t = tempDir();
    writeFileSync(path.join(t.dir, 'index.html'), '<!doctype html>');
    writeFileSync(path.join(t.dir, '404.html'), '<!doctype html><title>Not found</title>');
    writeFileSync(path.join(t.dir, '.env'), 'SECRET=1\n');
    const server = await startServer(t.dir, 0);
    const at = (p: string) => fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${p}`);
    try {
      const res = await at('/.env');
      expect(res.status).toBe(404);
      expect(await res.text()).toBe('<!doctype html><title>Not found</title>');
      expect((await at('/')).status).toBe(200);
    } finally {
      await closeServer(server);
      t.cleanup();
    }
  });

  it('served from the folder holding an output: its lock and staging folders answer 404; .well-known/ is served', async () => {
    const t = tempDir();
    const { outDir: out, tmpDir, oldDir, lockFile } = outputPaths(path.join(t.dir, 'dist'), 4242);
    for (const dir of [out, tmpDir, oldDir, path.join(t.dir, '.well-known')]) mkdirSync(dir, { recursive: true });
    for (const dir of [out, tmpDir, oldDir]) writeFileSync(path.join(dir, 'index.html'), '<!doctype html>');
    writeFileSync(lockFile, '4242');
    writeFileSync(path.join(t.dir, '.well-known/security.txt'), 'Contact: mailto:x@example.com\n');
    const server = await startServer(t.dir, 0);
    const at = (p: string) => fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${p}`);
    try {
      expect((await at('/dist/')).status).toBe(200);
      for (const file of [lockFile, path.join(tmpDir, 'index.html'), path.join(oldDir, 'index.html')])
        expect((await at(`/${path.relative(t.dir, file)}`)).status, file).toBe(404);
      expect((await at(`/${path.basename(tmpDir)}/`)).status).toBe(404);
      expect((await at('/.well-known/security.txt')).status).toBe(200);
    } finally {
      await closeServer(server);
      t.cleanup();
    }
  });
});

describe('a missing output folder', () => {
  it.each([
    ['with', 'Accept-Encoding: gzip\r\n'],
    ['without', ''],
  ])(
    'answers 503 saying to build (%s Accept-Encoding: gzip), and serves the site once it is there',
    async (_, headers) => {
      const t = tempDir();
      const out = path.join(t.dir, 'dist');
      const server = await startServer(out, 0);
      const port = (server.address() as AddressInfo).port;
      try {
        for (const target of ['/', '/about', '/no-such-page']) {
          const answer = await rawRequest(port, plainGet(target, headers));
          expect(answer.status, target).toBe(503);
          expect(answer.text).toMatch(/content-type: text\/plain/i);
          expect(answer.text).toContain('run "build-site build"');
        }
        cpSync(DIST, out, { recursive: true });
        expect((await rawRequest(port, plainGet('/', headers))).status).toBe(200);
        expect((await rawRequest(port, plainGet('/no-such-page', headers))).status).toBe(404);
      } finally {
        await closeServer(server);
        t.cleanup();
      }
    },
  );

  it('`serve -o` a missing folder warns in one line, starts, and answers 503', async () => {
    const t = tempDir();
    const cli = await startCliServer('serve', ['-o', path.join(t.dir, 'not-built')]);
    try {
      expect(cli.lines.filter((line) => line.startsWith('Warning:'))).toEqual([
        expect.stringMatching(/not-built does not exist: run "build-site build".*503$/),
      ]);
      expect((await rawRequest(cli.port, plainGet('/'))).status).toBe(503);
    } finally {
      await cli.stop();
      t.cleanup();
    }
  });
});

describe('failures inside the handler', () => {
  it('a throw answers 500 with one log line, and the next request is served', async () => {
    const logged: string[] = [];
    let fail = true;
    const server = await startServer(DIST, 0, {
      log: (line) => logged.push(line),
      onRequest: () => {
        if (fail) throw new Error('hook failed\nsecond line');
        return false;
      },
    });
    const port = (server.address() as AddressInfo).port;
    try {
      expect((await rawRequest(port, plainGet('/about'))).status).toBe(500);
      expect(logged).toEqual(['GET "/about": 500: hook failed']);
      fail = false;
      expect((await rawRequest(port, plainGet('/about'))).status).toBe(200);
    } finally {
      await closeServer(server);
    }
  });

  it('a rejected promise from a handler answers 500 with one log line', async () => {
    const logged: string[] = [];
    const server = createServer(
      answerFailures(
        async () => {
          await Promise.resolve();
          throw new Error('async failure');
        },
        (line) => logged.push(line),
      ),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      expect((await rawRequest((server.address() as AddressInfo).port, plainGet('/x'))).status).toBe(500);
      expect(logged).toEqual(['GET "/x": 500: async failure']);
    } finally {
      await closeServer(server);
    }
  });

  // A file read whole (to compress it) that cannot be: 3 GiB, past what one buffer holds (sparse, so
  // it takes no disk). Nothing was sent yet: a 500 and one line.
  it('a file that cannot be read whole for compressing: 500 with one log line', async () => {
    const t = tempDir();
    writeFileSync(path.join(t.dir, '404.html'), '<!doctype html>');
    writeFileSync(path.join(t.dir, 'huge.txt'), '');
    truncateSync(path.join(t.dir, 'huge.txt'), 3 * 1024 ** 3);
    const logged: string[] = [];
    const server = await startServer(t.dir, 0, { log: (line) => logged.push(line) });
    const port = (server.address() as AddressInfo).port;
    try {
      expect((await rawRequest(port, plainGet('/huge.txt', 'Accept-Encoding: gzip\r\n'))).status).toBe(500);
      expect(logged).toEqual([expect.stringMatching(/^GET "\/huge.txt": 500: .*greater than 2 GiB/)]);
      expect((await rawRequest(port, plainGet('/404.html'))).status).toBe(200);
    } finally {
      await closeServer(server);
      t.cleanup();
    }
  });

  // /proc/self/mem is a "file" whose open succeeds and whose first read fails (EIO): a file failing
  // while it is streamed, which a real disk does rarely and on no schedule (Linux only). It is served
  // from /proc/self itself: a link to it from another folder leads out of that folder, never served.
  it('a file that fails while streamed: a closed connection and one log line', async () => {
    const logged: string[] = [];
    const server = await startServer('/proc/self', 0, { log: (line) => logged.push(line) });
    const port = (server.address() as AddressInfo).port;
    try {
      const streamed = await rawRequest(port, plainGet('/mem'));
      expect(streamed.text).not.toMatch(/\r\n\r\n[\s\S]+/);
      expect(logged).toEqual([expect.stringMatching(/^GET "\/mem": response cut short: .*EIO/)]);
      expect((await rawRequest(port, plainGet('/status'))).status).toBe(200);
    } finally {
      await closeServer(server);
    }
  });
});
