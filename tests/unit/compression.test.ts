// The preview server compresses text like the hosts do: brotli or gzip by
// Accept-Encoding, Vary on every compressed answer, binary files untouched,
// and the decoded bytes identical to the file in the build folder.
import { mkdirSync, writeFileSync } from 'node:fs';
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickEncoding } from '../../generator/serve/compression.ts';
import { startServer } from '../../generator/serve/serve.ts';
import { tempDir } from '../fixtures/html.ts';
import { closeServer } from '../fixtures/close-server.ts';

const page = `<!doctype html><title>t</title>${'<p>Hardwood floors, installed and refinished.</p>'.repeat(200)}`;
const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
let server: Server;
let cleanup: () => void;

beforeAll(async () => {
  const t = tempDir();
  cleanup = t.cleanup;
  mkdirSync(path.join(t.dir, 'assets'));
  writeFileSync(path.join(t.dir, 'index.html'), page);
  writeFileSync(path.join(t.dir, 'assets', 'pixel.png'), png);
  writeFileSync(path.join(t.dir, '_headers'), '/*\n  X-Content-Type-Options: nosniff\n');
  server = await startServer(t.dir, 0);
});

afterAll(async () => {
  await closeServer(server);
  cleanup();
});

/** Raw HTTP (fetch would decode the body and hide the encoding). */
function get(
  urlPath: string,
  acceptEncoding?: string,
  method = 'GET',
): Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  const port = (server.address() as AddressInfo).port;
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: urlPath,
        method,
        headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {},
      },
      (res) => {
        const chunks: Buffer[] = [];
        res
          .on('data', (c: Buffer) => chunks.push(c))
          .on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      },
    );
    req.on('error', reject).end();
  });
}

describe('compression', () => {
  it('sends brotli when accepted, with Vary and the shipped headers', async () => {
    const res = await get('/', 'gzip, deflate, br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(brotliDecompressSync(res.body).toString()).toBe(page);
    expect(res.body.length).toBeLessThan(page.length / 5);
  });

  it('sends gzip to a client without brotli, and the same bytes again from its cache', async () => {
    const first = await get('/', 'gzip');
    const second = await get('/', 'gzip');
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(first.body).toString()).toBe(page);
    expect(second.body.equals(first.body)).toBe(true);
  });

  it('sends plain bytes without Accept-Encoding, for binary files and for refused encodings', async () => {
    const plain = await get('/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(page);
    const image = await get('/assets/pixel.png', 'br, gzip');
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.body.equals(png)).toBe(true);
    expect((await get('/', 'br;q=0, gzip;q=0')).headers['content-encoding']).toBeUndefined();
  });

  it('answers HEAD with the encoding GET would use and no body', async () => {
    const head = await get('/', 'br', 'HEAD');
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.body.length).toBe(0);
  });

  it('picks encodings by type and preference', () => {
    expect(pickEncoding('text/html; charset=utf-8', 'gzip, br')).toBe('br');
    expect(pickEncoding('image/svg+xml', 'gzip')).toBe('gzip');
    expect(pickEncoding('application/atom+xml; charset=utf-8', 'gzip')).toBe('gzip');
    expect(pickEncoding('text/javascript; charset=utf-8', '*')).toBe('gzip');
    expect(pickEncoding('image/webp', 'br')).toBeUndefined();
    expect(pickEncoding('video/mp4', 'gzip')).toBeUndefined();
    expect(pickEncoding('text/css', undefined)).toBeUndefined();
  });
});
