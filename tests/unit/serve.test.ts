// The preview server's request handling (generator/serve/serve.ts) on a small folder of its own, over
// HTTP: which file answers a path (pretty URLs, the 404 page, a folder without one), each file type's
// Content-Type, the default Cache-Control and _headers over it, _redirects' redirects and rewrites, HEAD,
// the dev server's two hooks, and every request it refuses: targets that name no path (ftp://, "*"), bad
// escapes, NUL, paths out of the folder, the hosts' own files and dotfiles, a missing folder.
// tests/site/serve.test.ts runs the same server over the built site.
import { mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { missingFolderMessage, resolveFile, type ServeOptions, startServer } from '../../generator/serve/serve.ts';
import { plainGet, rawRequest } from '../fixtures/raw-http.ts';
import { closeServer } from '../fixtures/close-server.ts';

const HEADERS =
  "/*\n  X-Frame-Options: DENY\n/a.txt\n  cache-control: public, max-age=60\n/pricing\n  Content-Security-Policy: default-src 'self'; upgrade-insecure-requests\n";
// /a.txt: a rule a file shadows (Netlify); /moved: no status, the dialect's default; /encoded: a target
// written with an escape.
const REDIRECTS =
  '/old /about 301\n/shop/* /pricing 200\n/gone /nowhere 200\n/away https://example.com/x 302\n/a.txt /about 301\n/moved /about\n/encoded /%61.txt 200\n';

let work: string;
let root: string;
let server: Server;
const port = () => (server.address() as AddressInfo).port;

function write(rel: string, text: string): void {
  mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  writeFileSync(path.join(root, rel), text);
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function get(target: string, method = 'GET', headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: port(), path: target, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

async function serve(options: ServeOptions = {}): Promise<void> {
  if (server) await closeServer(server);
  server = await startServer(root, 0, options);
}

beforeAll(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), 'build-site-serve-'));
  root = path.join(work, 'site');
  write('index.html', '<p>home</p>');
  write('about/index.html', '<p>about</p>');
  write('pricing.html', '<p>pricing</p>');
  write('404.html', '<p>not found</p>');
  write('a.txt', 'text');
  write('.well-known/security.txt', 'Contact: mailto:a@b.example');
  write('.env', 'SECRET=1');
  write('.build-site-output', '');
  write('media/.hidden/x.txt', 'x');
  write('_headers', HEADERS);
  write('_redirects', REDIRECTS);
  writeFileSync(path.join(work, 'secret.txt'), 'outside');
  await serve();
});
afterAll(async () => {
  await closeServer(server);
  rmSync(work, { recursive: true, force: true });
});

describe('files', () => {
  it.each([
    ['/', '<p>home</p>'],
    ['/index.html', '<p>home</p>'],
    ['/about', '<p>about</p>'],
    ['/about/', '<p>about</p>'],
    ['/about/index.html', '<p>about</p>'],
    ['/pricing', '<p>pricing</p>'],
    ['/pricing.html', '<p>pricing</p>'],
    ['/a.txt', 'text'],
    ['/a.txt?x=1', 'text'],
    ['/%61.txt', 'text'],
    ['/.well-known/security.txt', 'Contact: mailto:a@b.example'],
    ['http://127.0.0.1/about', '<p>about</p>'],
  ])('%s answers 200 with its file', async (target, body) => {
    const answer = await get(target);
    expect(answer.status).toBe(200);
    expect(answer.body).toBe(body);
  });

  it('an unknown path answers 404 with the 404 page, and /pricing/ is not pricing.html', async () => {
    for (const target of ['/nope', '/pricing/', '/about/x']) {
      const answer = await get(target);
      expect(answer.status, target).toBe(404);
      expect(answer.body).toBe('<p>not found</p>');
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    }
  });

  it('HEAD answers the headers without a body', async () => {
    const answer = await get('/about', 'HEAD');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.body).toBe('');
  });

  it.each([
    ['html', 'text/html; charset=utf-8'],
    ['js', 'text/javascript; charset=utf-8'],
    ['css', 'text/css; charset=utf-8'],
    ['svg', 'image/svg+xml'],
    ['json', 'application/json'],
    ['xml', 'application/xml'],
    ['txt', 'text/plain; charset=utf-8'],
    ['png', 'image/png'],
    ['jpg', 'image/jpeg'],
    ['jpeg', 'image/jpeg'],
    ['webp', 'image/webp'],
    ['mp4', 'video/mp4'],
    ['mov', 'video/quicktime'],
    ['vtt', 'text/vtt; charset=utf-8'],
    ['ico', 'image/x-icon'],
    ['woff2', 'font/woff2'],
    ['avif', 'application/octet-stream'],
    ['bin', 'application/octet-stream'],
  ])('a .%s file is sent as %s', async (ext, type) => {
    write(`types/f.${ext}`, 'x');
    expect((await get(`/types/f.${ext}`)).headers['content-type']).toBe(type);
  });
});

describe('headers', () => {
  it("sends the hosts' default Cache-Control and the _headers of the path asked for", async () => {
    const home = await get('/');
    expect(home.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(home.headers['x-frame-options']).toBe('DENY');
    const text = await get('/a.txt');
    // A rule naming the header in other letters replaces the default, it does not add a second one.
    expect(text.headers['cache-control']).toBe('public, max-age=60');
    expect(text.headers['x-frame-options']).toBe('DENY');
  });

  it('reads _headers and _redirects again when a build replaces them', async () => {
    write('_headers', '/*\n  X-Frame-Options: SAMEORIGIN\n');
    writeFileSync(path.join(work, 'redirects-new'), '/older /about 308\n');
    renameSync(path.join(work, 'redirects-new'), path.join(root, '_redirects'));
    try {
      expect((await get('/')).headers['x-frame-options']).toBe('SAMEORIGIN');
      const moved = await get('/older');
      expect(moved.status).toBe(308);
      expect((await get('/old')).status).toBe(404);
    } finally {
      write('_headers', HEADERS);
      write('_redirects', REDIRECTS);
    }
  });
});

describe('_redirects', () => {
  it('redirects with the status and Location, and the headers of the path asked for', async () => {
    const moved = await get('/old');
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe('/about');
    expect(moved.headers['x-frame-options']).toBe('DENY');
    expect(moved.headers['content-type']).toBeUndefined();
    expect(moved.body).toBe('');
    const away = await get('/away');
    expect(away.status).toBe(302);
    expect(away.headers.location).toBe('https://example.com/x');
  });

  it("rewrites to the file of the target with the rule's status, and to the 404 page when there is none", async () => {
    const shop = await get('/shop/anything');
    expect(shop.status).toBe(200);
    expect(shop.body).toBe('<p>pricing</p>');
    const gone = await get('/gone');
    expect(gone.status).toBe(404);
    expect(gone.body).toBe('<p>not found</p>');
  });
});

describe('refusals', () => {
  it.each([
    ['ftp://127.0.0.1/about', 400],
    ['file:///etc/passwd', 400],
    ['*', 400],
    ['/%E0%A4%A', 400],
    ['/%zz', 400],
    ['/a%00.txt', 400],
  ])('%s answers %i, as plain text never cached', async (target, status) => {
    const answer = await rawRequest(port(), plainGet(target));
    expect(answer.status).toBe(status);
    expect(answer.text).toMatch(/\r\nContent-Type: text\/plain; charset=utf-8\r\n/i);
    expect(answer.text).toMatch(/\r\nCache-Control: no-store\r\n/i);
    expect(answer.text).toContain('\r\nBad request: malformed URL\n');
  });

  it.each([
    '/_headers',
    '/_redirects',
    '/.env',
    '/.build-site-output',
    '/media/.hidden/x.txt',
    '/%2eenv',
    '/.well-known/../.env',
  ])('%s is not served: the 404 page answers', async (target) => {
    const answer = await get(target);
    expect(answer.status).toBe(404);
    expect(answer.body).toBe('<p>not found</p>');
  });

  it.each(['/../secret.txt', '/..%2fsecret.txt', '/%2e%2e/secret.txt', '/about/..%2f..%2fsecret.txt'])(
    '%s never leaves the folder',
    async (target) => {
      const answer = await rawRequest(port(), plainGet(target));
      expect(answer.status).toBe(404);
      expect(answer.text).not.toContain('outside');
    },
  );

  it('answers 503 with how to build while the folder is missing, and serves it again once there', async () => {
    renameSync(root, `${root}-away`);
    try {
      const answer = await get('/about');
      expect(answer.status).toBe(503);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.body).toBe(`${missingFolderMessage(root)}\n`);
      expect(missingFolderMessage('/srv/x/dist')).toBe(
        '/srv/x/dist does not exist: run "build-site build", then reload',
      );
    } finally {
      renameSync(`${root}-away`, root);
    }
    expect((await get('/about')).status).toBe(200);
  });

  it('a folder without a 404 page answers unknown paths with a plain 404', async () => {
    renameSync(path.join(root, '404.html'), path.join(work, '404.html'));
    try {
      const answer = await get('/nope');
      expect(answer.status).toBe(404);
      expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(answer.body).toBe('Not found\n');
    } finally {
      renameSync(path.join(work, '404.html'), path.join(root, '404.html'));
    }
  });
});

describe("the dev server's hooks", () => {
  afterEach(() => serve());

  it('onRequest answers first; transformHtml rewrites every HTML body, the 404 page too, and nothing else', async () => {
    await serve({
      onRequest: (req, res) => {
        if (req.url !== '/__dev') return false;
        res.end('dev');
        return true;
      },
      transformHtml: (html) => html.replace(/$/, '<script>reload</script>'),
    });
    expect((await get('/__dev')).body).toBe('dev');
    expect((await get('/about')).body).toBe('<p>about</p><script>reload</script>');
    const missing = await get('/nope');
    expect(missing.status).toBe(404);
    expect(missing.body).toBe('<p>not found</p><script>reload</script>');
    expect((await get('/a.txt')).body).toBe('text');
    expect((await get('/about', 'HEAD')).body).toBe('');
  });
});

describe('resolveFile', () => {
  it('finds the file a link names, query and fragment ignored, never outside the folder', () => {
    expect(resolveFile(root, '/about?x=1#top')).toBe(path.join(root, 'about/index.html'));
    expect(resolveFile(root, '/pricing#a')).toBe(path.join(root, 'pricing.html'));
    expect(resolveFile(root, '/%61.txt')).toBe(path.join(root, 'a.txt'));
    expect(resolveFile(root, '/')).toBe(path.join(root, 'index.html'));
    for (const link of ['/nope', '/%zz', '/../secret.txt', '/_headers', '/.env', '/about/x'])
      expect(resolveFile(root, link), link).toBeUndefined();
  });
});

describe('startServer: its defaults and the rules around a file', () => {
  afterEach(() => vi.restoreAllMocks());

  it('follows Netlify by default: a rule without a status is 301, a rule not forced yields to a file', async () => {
    const moved = await get('/moved');
    expect([moved.status, moved.headers.location]).toEqual([301, '/about']);
    const shadowed = await get('/a.txt');
    expect([shadowed.status, shadowed.body]).toEqual([200, 'text']);
  });

  it("rewrites to a target written with an escape, decoded as a request's path is", async () => {
    const encoded = await get('/encoded');
    expect([encoded.status, encoded.body]).toEqual([200, 'text']);
  });

  it('listens on 127.0.0.1 by default; a host given as a string is the one listened on', async () => {
    expect((server.address() as AddressInfo).address).toBe('127.0.0.1');
    const all = await startServer(root, 0, '0.0.0.0');
    try {
      expect((all.address() as AddressInfo).address).toBe('0.0.0.0');
    } finally {
      await closeServer(all);
    }
  });

  it('takes the next free port when the one asked for is taken', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const taken = (blocker.address() as AddressInfo).port;
    try {
      const next = await startServer(root, taken);
      try {
        expect((next.address() as AddressInfo).port).not.toBe(taken);
      } finally {
        await closeServer(next);
      }
    } finally {
      await closeServer(blocker);
    }
  });

  it('with portTries: 1, a port taken is refused (that port only, never the next)', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const taken = (blocker.address() as AddressInfo).port;
    try {
      const refused = await startServer(root, taken, { portTries: 1 }).then(
        async (next) => {
          const listened = (next.address() as AddressInfo).port;
          await closeServer(next);
          return listened;
        },
        (error: { code?: string; port?: number; last?: number }) => [error.code, error.port, error.last],
      );
      expect(refused).toEqual(['EADDRINUSE', taken, taken]);
    } finally {
      await closeServer(blocker);
    }
  });

  it('logs a failed request on stderr by default, and answers it 500', async () => {
    const lines: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((line: string) => void lines.push(line));
    await serve({
      onRequest: () => {
        throw new Error('boom');
      },
    });
    try {
      expect((await get('/x')).status).toBe(500);
      expect(lines).toEqual(['GET "/x": 500: boom']);
    } finally {
      await serve();
    }
  });

  it('answers a POST whole: never 304 to a matching If-None-Match, never 206 to a Range', async () => {
    const { etag } = (await get('/a.txt')).headers;
    expect((await get('/a.txt', 'GET', { 'If-None-Match': String(etag) })).status).toBe(304);
    const posted = await get('/a.txt', 'POST', { 'If-None-Match': String(etag), Range: 'bytes=0-1' });
    expect([posted.status, posted.body, posted.headers.etag]).toEqual([200, 'text', etag]);
  });

  it("gives the dev server's rewritten page a tag of its own (-dev, -dev-gzip), the file's own without it", async () => {
    const plain = String((await get('/about')).headers.etag);
    expect(plain).toMatch(/^"[0-9a-f]+-[0-9a-f]+-[0-9a-f]+"$/);
    await serve({ transformHtml: (html) => `${html}<script>reload</script>` });
    try {
      expect((await get('/about')).headers.etag).toBe(plain.replace(/"$/, '-dev"'));
      expect((await get('/about', 'GET', { 'Accept-Encoding': 'gzip' })).headers.etag).toBe(
        plain.replace(/"$/, '-dev-gzip"'),
      );
    } finally {
      await serve();
    }
  });

  it('drops upgrade-insecure-requests for another device (a LAN address), keeps it for this computer', async () => {
    const csp = (host: string) =>
      get('/pricing', 'GET', { Host: host }).then((a) => a.headers['content-security-policy']);
    expect(await csp(`192.168.1.20:${port()}`)).toBe("default-src 'self'");
    expect(await csp(`127.0.0.1:${port()}`)).toBe("default-src 'self'; upgrade-insecure-requests");
  });
});

/** GET with `headers`, the body as bytes. */
function bytes(
  target: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: port(), path: target, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('answer-file: bodies from memory, compressed answers, edges of 304 and 416, file handles', () => {
  afterEach(() => serve());

  it('a compressed answer carries the compressed bytes; its 304 names no encoding or type', async () => {
    const gzip = await bytes('/about', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toBe('Accept-Encoding');
    expect(gunzipSync(gzip.body).toString('utf8')).toBe('<p>about</p>');
    const again = await bytes('/about', { 'Accept-Encoding': 'gzip', 'If-None-Match': String(gzip.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.headers['content-encoding']).toBeUndefined();
    expect(again.headers['content-type']).toBeUndefined();
  });

  it('416 carries no type and a length of 0', async () => {
    const none = await bytes('/a.txt', { Range: 'bytes=100-' });
    expect(none.status).toBe(416);
    expect(none.headers['content-type']).toBeUndefined();
    expect(none.headers['content-length']).toBe('0');
    expect(none.headers['content-range']).toBe('bytes */4');
  });

  it("ranges of the dev server's rewritten page are cut from the rewritten bytes, one or several", async () => {
    await serve({ transformHtml: (html) => html.replace(/$/, '<script>reload</script>') });
    // <p>about</p><script>reload</script>: 35 bytes.
    const one = await bytes('/about', { Range: 'bytes=12-19' });
    expect([one.status, one.headers['content-range'], one.body.toString()]).toEqual([
      206,
      'bytes 12-19/35',
      '<script>',
    ]);
    const several = await bytes('/about', { Range: 'bytes=0-2,26-34' });
    expect(several.status).toBe(206);
    const boundary = String(several.headers['content-type']).replace('multipart/byteranges; boundary=', '');
    expect(boundary).toMatch(/^build-site-[0-9a-f]+dev$/);
    expect(several.body.toString()).toBe(
      `--${boundary}\r\nContent-Type: text/html; charset=utf-8\r\nContent-Range: bytes 0-2/35\r\n\r\n<p>` +
        `\r\n--${boundary}\r\nContent-Type: text/html; charset=utf-8\r\nContent-Range: bytes 26-34/35\r\n\r\n</script>` +
        `\r\n--${boundary}--\r\n`,
    );
  });

  it("a multipart boundary is the ETag's letters and digits, nothing else", async () => {
    const { etag } = (await bytes('/a.txt')).headers;
    const several = await bytes('/a.txt', { Range: 'bytes=0-0,2-3' });
    expect(several.headers['content-type']).toBe(
      `multipart/byteranges; boundary=build-site-${String(etag).replaceAll('"', '').replaceAll('-', '')}`,
    );
  });

  it('closes every file it opens: whole, ranged, multipart, 304, 416, HEAD and the 404 page', async () => {
    const open = () => readdirSync('/proc/self/fd').length;
    const asks = async () => {
      const { etag } = (await bytes('/a.txt')).headers;
      const variants: Record<string, string>[] = [
        {},
        { Range: 'bytes=0-1' },
        { Range: 'bytes=0-0,2-3' },
        { Range: 'bytes=100-' },
        { 'If-None-Match': String(etag) },
      ];
      for (const headers of variants) await bytes('/a.txt', headers);
      await get('/a.txt', 'HEAD');
      await get('/nope');
    };
    await asks();
    const before = open();
    for (let i = 0; i < 20; i++) await asks();
    // 20 answers of each kind: a handle left open by any one kind shows as 20 more; slack for the runner's own.
    expect(open() - before).toBeLessThan(10);
  });
});
