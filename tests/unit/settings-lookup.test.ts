// Build-time tag-manager lookup (generator/pipeline/content/settings-lookup.ts) against a local
// stand-in for the settings endpoint, and the build baking its answer in.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { type AddressInfo, createServer as createNetServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../generator/pipeline/build.ts';
import { keptLookup, lookupContainerId } from '../../generator/pipeline/content/settings-lookup.ts';
import { closeServer } from '../fixtures/close-server.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** What the stand-in answers next: a row's key, no row, an HTTP error, or nothing at all. */
let answer: { key: string | null } | 'no-row' | 500 | 'hang' = 'no-row';
const seen: { url: string; apikey?: string }[] = [];

function handle(req: IncomingMessage, res: ServerResponse): void {
  // No keep-alive: a pooled connection the server times out (5 s) just as a later
  // lookup reuses it fails that lookup with "fetch failed" (seen on a loaded machine).
  res.setHeader('connection', 'close');
  seen.push({ url: req.url ?? '', apikey: req.headers.apikey as string | undefined });
  if (answer === 'hang') return;
  if (answer === 500) {
    res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 'XX000', message: 'boom' }));
    return;
  }
  const rows = answer === 'no-row' ? [] : [answer];
  const single = String(req.headers.accept ?? '').includes('vnd.pgrst.object');
  if (single && rows.length === 0) {
    res.writeHead(406, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        code: 'PGRST116',
        message: 'JSON object requested, multiple (or no) rows returned',
        details: 'The result contains 0 rows',
      }),
    );
    return;
  }
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(single ? rows[0] : rows));
}

let server: Server;
let base: string;
beforeAll(async () => {
  server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => closeServer(server));

const analytics = (over: Partial<{ supabaseUrl: string; gtmContainerId: string }> = {}) => ({
  supabaseUrl: base,
  supabaseAnonKey: 'anon-test-key',
  gtmContainerId: 'GTM-PLACEHOLDER',
  ...over,
});

describe('lookupContainerId', () => {
  it('reads the active GTM_CONTAINER_ID key with the anon key and bakes it in', async () => {
    answer = { key: ' GTM-BAKED12 ' };
    seen.length = 0;
    expect(await lookupContainerId(analytics())).toEqual({ source: 'backend', id: 'GTM-BAKED12' });
    expect(seen).toHaveLength(1);
    const url = new URL(seen[0].url, base);
    expect(url.pathname).toBe('/rest/v1/settings');
    expect(url.searchParams.get('select')).toBe('key');
    expect(url.searchParams.get('name')).toBe('eq.GTM_CONTAINER_ID');
    expect(url.searchParams.get('active')).toBe('eq.true');
    expect(seen[0].apikey).toBe('anon-test-key');
  });

  it('a fixed id in content skips the backend', async () => {
    seen.length = 0;
    expect(await lookupContainerId(analytics({ gtmContainerId: 'GTM-FIXED99' }))).toEqual({
      source: 'content',
      id: 'GTM-FIXED99',
    });
    expect(seen).toHaveLength(0);
  });

  for (const [label, value, reason] of [
    ['no active row', 'no-row', /no active container id/],
    ['the placeholder stored as the key', { key: 'GTM-PLACEHOLDER' }, /no active container id/],
    ['an empty key', { key: '' }, /no active container id/],
    ['a 500 answer', 500, /answered an error \(XX000/],
  ] as const) {
    it(`${label}: pages read it at run time`, async () => {
      answer = value;
      const result = await lookupContainerId(analytics());
      expect(result.source).toBe('runtime');
      expect(result.source === 'runtime' && result.reason).toMatch(reason);
    });
  }

  it('an unreachable backend: run time, after one attempt (no retries)', async () => {
    // A port that closes every connection it takes: each attempt is counted, none answered.
    let attempts = 0;
    const dropping = createNetServer((socket) => {
      attempts++;
      socket.destroy();
    });
    await new Promise<void>((resolve) => dropping.listen(0, '127.0.0.1', resolve));
    const port = (dropping.address() as AddressInfo).port;
    try {
      const result = await lookupContainerId(analytics({ supabaseUrl: `http://127.0.0.1:${port}` }));
      expect(result.source === 'runtime' && result.reason).toMatch(/could not be reached/);
      // supabase-js would try again after 1, 2 and 4 s before answering: the answer came after the first.
      expect(attempts).toBe(1);
    } finally {
      await new Promise((resolve) => dropping.close(resolve));
    }
  });

  it('a backend that never answers: run time after the timeout', async () => {
    answer = 'hang';
    const result = await lookupContainerId(analytics(), 200);
    expect(result.source === 'runtime' && result.reason).toMatch(/could not be reached/);
  });
});

describe('keptLookup (a process that builds again: the dev server build child)', () => {
  it('waits for the first answer, then answers with the last one while the next lookup runs', async () => {
    // Its own anon key: kept answers are per backend and key, and other tests use the default one.
    const a = { ...analytics(), supabaseAnonKey: 'anon-kept-key' };
    answer = { key: 'GTM-FIRST1' };
    seen.length = 0;
    expect(await keptLookup(a)).toEqual({ source: 'backend', id: 'GTM-FIRST1' });
    expect(seen).toHaveLength(1);
    answer = { key: 'GTM-SECOND' };
    // Not waiting for the backend: the last answer, and a lookup started for the builds after.
    expect(await keptLookup(a)).toEqual({ source: 'backend', id: 'GTM-FIRST1' });
    await expect.poll(() => keptLookup(a)).toEqual({ source: 'backend', id: 'GTM-SECOND' });
    expect(seen.every((s) => s.apikey === 'anon-kept-key')).toBe(true);
    // Another backend or key is asked on its own.
    answer = { key: 'GTM-THIRD3' };
    expect(await keptLookup({ ...a, supabaseAnonKey: 'anon-other-key' })).toEqual({
      source: 'backend',
      id: 'GTM-THIRD3',
    });
    // A fixed id in content: no backend, whatever was kept.
    expect(await keptLookup({ ...a, gtmContainerId: 'GTM-FIXED99' })).toEqual({ source: 'content', id: 'GTM-FIXED99' });
  });
});

describe('the build', () => {
  it('bakes the id the backend answers into every page and says so', async () => {
    const tmp = mkdtempSync(path.join(os.tmpdir(), 'build-site-gtm-'));
    try {
      const contentDir = path.join(tmp, 'content');
      cpSync(path.join(ROOT, 'content'), contentDir, { recursive: true });
      const siteFile = path.join(contentDir, 'site.yaml');
      writeFileSync(siteFile, readFileSync(siteFile, 'utf8').replace(/supabaseUrl: .*/, `supabaseUrl: ${base}`));
      answer = { key: 'GTM-BUILD77' };
      const lines: string[] = [];
      const summary = await buildSite({
        root: ROOT,
        contentDir,
        outDir: path.join(tmp, 'out'),
        log: (l) => lines.push(l),
      });
      expect(summary.tagManager).toMatch(/GTM-BUILD77 read from the settings table/);
      expect(lines.join('\n')).toContain(summary.tagManager);
      const html = readFileSync(path.join(tmp, 'out/about/index.html'), 'utf8');
      expect(html).toMatch(/"gtmContainerId":"GTM-BUILD77"/);
      // The page script no longer carries a backend client.
      expect(summary.assets.files.some((f) => /supabase/i.test(f.url))).toBe(false);
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  });
});
