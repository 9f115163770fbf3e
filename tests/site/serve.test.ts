// The preview server over the run's build (dist/), at the HTTP level (what `curl -i`
// shows): every rule in dist/_redirects answers a real redirect with Location
// under both Netlify and Cloudflare Pages semantics, _headers values reach
// pages, assets, the 404 page and redirects, and 404.html comes with status 404.
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import fg from 'fast-glob';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headersFor, parseHeaders, parseRedirects, type HostDialect } from '../../generator/serve/host-rules.ts';
import { startServer } from '../../generator/serve/serve.ts';
import { DIST } from '../fixtures/dist.ts';
import { REDIRECTS } from '../fixtures/routes.ts';

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
  for (const s of Object.values(servers)) await new Promise<void>((resolve) => s.server.close(() => resolve()));
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
