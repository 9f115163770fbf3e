// The settings endpoint as the site and `check` meet it, against a stand-in for Supabase's Data API in
// front of a real Postgres (PGlite) holding the migration (tests/fixtures/postgrest-stand-in.ts):
// - check's probe (generator/cli/settings-access.ts) finds nothing beyond the tag-manager id with the
//   shipped policy, reports what it read with an over-broad one, and skips in one line when the backend
//   cannot be reached;
// - the build's supabase-js query and the page's own request (client/gtm.ts) send the same request and
//   get the same answer.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fetchContainerId, usableContainerId } from '../../client/gtm.ts';
import {
  checkSettingsAccess,
  exposureMessage,
  preview,
  probeSettingsAccess,
  siteBackend,
} from '../../generator/cli/settings-access.ts';
import { lookupContainerId } from '../../generator/pipeline/content/settings-lookup.ts';
import { Document } from '../../templates/Document.tsx';
import { runCli } from '../fixtures/cli.ts';
import { type SeenRequest, type StandIn, startStandIn } from '../fixtures/postgrest-stand-in.ts';
import { applySettings, asOwner, MIGRATION_SQL, openSupabaseDb } from '../fixtures/supabase-db.ts';

let db: PGlite;
let api: StandIn;
beforeAll(async () => {
  db = await openSupabaseDb();
  api = await startStandIn(db);
}, 120_000);
afterAll(async () => {
  await api?.close();
  await db?.close();
});
beforeEach(() => {
  api.seen.length = 0;
});

const backend = () => ({ supabaseUrl: api.url, supabaseAnonKey: api.anonKey });

/** The shipped migration (or a variant), the tag-manager id set, and two other API settings beside it. */
async function table(sql = MIGRATION_SQL, containerId = 'GTM-REAL123'): Promise<void> {
  await applySettings(db, sql);
  await asOwner(
    db,
    `insert into public.settings (name, key) values ('STRIPE_SECRET_KEY', 'sk_live_51Hx9secret');
     insert into public.settings (name, key, active) values ('OLD_MAPS_KEY', 'AIzaOld', false);
     update public.settings set key = '${containerId}' where name = 'GTM_CONTAINER_ID';`,
  );
}

const OVER_BROAD = () => MIGRATION_SQL.replace("using (name = 'GTM_CONTAINER_ID' and active)", 'using (true)');

describe("check's probe of the settings endpoint", () => {
  it('the shipped policy: select * refused, every row by the granted columns is the id alone', async () => {
    await table();
    expect(await probeSettingsAccess(backend())).toEqual({
      status: 'private',
      reads: 'only the tag-manager id (GTM-REAL123)',
    });
    expect(api.seen.map((r) => [r.params, r.status, r.body])).toEqual([
      [
        [['select', '*']],
        401,
        '{"code":"42501","details":null,"hint":null,"message":"permission denied for table settings"}',
      ],
      [[['select', 'name,key,active']], 200, '[{"name":"GTM_CONTAINER_ID","key":"GTM-REAL123","active":true}]'],
    ]);
    // With the site's own public key, as the pages send it.
    expect(api.seen[0].headers).toMatchObject({ apikey: api.anonKey, authorization: `Bearer ${api.anonKey}` });
  });

  it('an over-broad policy: every other row it could read, values cut short', async () => {
    await table(OVER_BROAD());
    expect(await probeSettingsAccess(backend())).toEqual({
      status: 'exposed',
      rows: [
        { name: 'STRIPE_SECRET_KEY', fields: { name: 'STRIPE_SECRET_KEY', key: 'sk_live_51Hx9secret', active: true } },
        { name: 'OLD_MAPS_KEY', fields: { name: 'OLD_MAPS_KEY', key: 'AIzaOld', active: false } },
      ],
    });
  });

  it('select granted on the whole table: the columns beyond the id', async () => {
    await table(MIGRATION_SQL.replace('grant select (name, key, active) on table', 'grant select on table'));
    const access = await probeSettingsAccess(backend());
    expect(access.status).toBe('exposed');
    expect(access.status === 'exposed' && access.rows.map((r) => [r.name, Object.keys(r.fields)])).toEqual([
      ['GTM_CONTAINER_ID', ['id', 'created_at', 'updated_at']],
    ]);
    expect(api.seen).toHaveLength(1); // select * answered: nothing more to ask
  });

  it('RLS switched off: the other rows through the granted columns', async () => {
    await table(MIGRATION_SQL.replace(/^alter table public\.settings enable row level security;$/m, ''));
    const access = await probeSettingsAccess(backend());
    expect(access.status === 'exposed' && access.rows.map((r) => r.name)).toEqual([
      'STRIPE_SECRET_KEY',
      'OLD_MAPS_KEY',
    ]);
  });

  it("Supabase's default grants left in place: every column of every row", async () => {
    await table(MIGRATION_SQL.replace(/^revoke all on table public\.settings from anon, authenticated;$/m, ''));
    const access = await probeSettingsAccess(backend());
    // The policy still hides the other rows; id and the timestamps of the id's own row show.
    expect(access.status === 'exposed' && access.rows.map((r) => [r.name, Object.keys(r.fields)])).toEqual([
      ['GTM_CONTAINER_ID', ['id', 'created_at', 'updated_at']],
    ]);
  });

  it('no settings table: nothing to read', async () => {
    await asOwner(db, 'drop table if exists public.settings cascade');
    expect(await probeSettingsAccess(backend())).toEqual({
      status: 'private',
      reads: 'nothing: the project has no settings table',
    });
  });

  it('the message names the row and shows 4 characters and the length of each value', () => {
    expect(preview('sk_live_51Hx9secret')).toBe('"sk_l…" (19 characters)');
    expect(preview('AIza')).toBe('"AIza"');
    expect(preview('')).toBe('""');
    expect(preview(true)).toBe('true');
    expect(preview(null)).toBe('null');
    expect(
      exposureMessage({
        name: 'STRIPE_SECRET_KEY',
        fields: { name: 'STRIPE_SECRET_KEY', key: 'sk_live_51Hx9secret', active: true },
      }),
    ).toBe(
      `the site's public anonymous key reads the row "STRIPE_SECRET_KEY" of the settings table beyond the tag-manager id: ` +
        'key = "sk_l…" (19 characters), active = true. Every visitor can: apply supabase/migrations/*_settings.sql (docs/editing.md, Tag manager)',
    );
    expect(exposureMessage({ fields: { key: 'AIzaOld' } })).toMatch(
      /reads a row of the settings table .*: key = "AIza…" \(7 characters\)\./,
    );
    expect(exposureMessage({ name: 'X', fields: { name: 'X' } })).toMatch(/the row "X" .*: its name\./);
  });

  describe('skips in one line when it cannot ask', () => {
    it('a host name that does not resolve (offline)', async () => {
      // The answer, not a stopwatch, shows the probe gave up: the lookup's own 2 s timeout bounds it.
      const access = await probeSettingsAccess({
        supabaseUrl: 'https://settings-backend.invalid',
        supabaseAnonKey: 'k',
      });
      expect(access).toMatchObject({
        status: 'skipped',
        reason: expect.stringMatching(/^the settings backend could not be reached \(.*settings-backend\.invalid/),
      });
    });

    it('nothing listening', async () => {
      const closed = createServer();
      await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
      const port = (closed.address() as AddressInfo).port;
      await new Promise((resolve) => closed.close(resolve));
      expect(await probeSettingsAccess({ supabaseUrl: `http://127.0.0.1:${port}`, supabaseAnonKey: 'k' })).toEqual({
        status: 'skipped',
        reason: 'the settings backend could not be reached (ECONNREFUSED)',
      });
    });

    it('a backend that never answers: after the timeout', async () => {
      const silent = createServer(() => {});
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
      try {
        const url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
        const access = await probeSettingsAccess({ supabaseUrl: url, supabaseAnonKey: 'k' }, 300);
        expect(access).toMatchObject({ status: 'skipped', reason: expect.stringMatching(/could not be reached/) });
      } finally {
        silent.closeAllConnections();
        await new Promise((resolve) => silent.close(resolve));
      }
    });

    it('a key the project does not know', async () => {
      expect(await probeSettingsAccess({ supabaseUrl: api.url, supabaseAnonKey: 'not-this-project' })).toEqual({
        status: 'skipped',
        reason: 'the settings endpoint answered 401 (Invalid API key)',
      });
    });

    it('an output folder without pages', async () => {
      const empty = mkdtempSync(path.join(os.tmpdir(), 'build-site-settings-'));
      try {
        expect(await checkSettingsAccess(empty)).toEqual({
          line: "Settings access: skipped, no index.html with the site's config to take the backend from",
          exposures: [],
        });
      } finally {
        rmSync(empty, { recursive: true, force: true });
      }
    });
  });
});

/** A one-page output folder as the build writes it, whose config names this backend; every other check passes. */
async function builtSite(dir: string, config: { supabaseUrl: string; supabaseAnonKey: string }): Promise<void> {
  mkdirSync(dir, { recursive: true });
  const html = renderToStaticMarkup(
    createElement(Document, {
      lang: 'en',
      title: 'Home',
      description: 'A page.',
      keywords: [],
      canonicalUrl: 'https://example.com/',
      shareImage: { url: 'https://example.com/share.png', width: 1200, height: 630, type: 'image/png', alt: 'A floor' },
      ogLocale: 'en_US',
      siteName: 'Site',
      jsonLd: [],
      stylesheet: '/site.css',
      script: '/page.js',
      faviconUrl: '/favicon.svg',
      feed: { href: '/feed.xml', title: 'Guides' },
      bodyData: {},
      config: { ...config, gtmContainerId: 'GTM-PLACEHOLDER' },
      children: createElement('main', null, createElement('h1', null, 'Home')),
    }),
  );
  writeFileSync(path.join(dir, 'index.html'), `<!DOCTYPE html>${html}`);
  for (const file of ['site.css', 'page.js', 'favicon.svg', 'feed.xml']) writeFileSync(path.join(dir, file), '');
  await sharp({ create: { width: 1200, height: 630, channels: 3, background: '#888' } })
    .png()
    .toFile(path.join(dir, 'share.png'));
}

describe('build-site check', () => {
  let work: string;
  beforeAll(() => {
    work = mkdtempSync(path.join(os.tmpdir(), 'build-site-settings-'));
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it("reads the backend and key from the built pages' config", async () => {
    const out = path.join(work, 'config');
    await builtSite(out, { supabaseUrl: 'https://abc.supabase.co', supabaseAnonKey: 'sb_publishable_x' });
    expect(siteBackend(out)).toEqual({ supabaseUrl: 'https://abc.supabase.co', supabaseAnonKey: 'sb_publishable_x' });
    // An index.html that is a symbolic link is not read (check reports it as a link).
    const linked = path.join(work, 'linked');
    mkdirSync(linked);
    symlinkSync(path.join(out, 'index.html'), path.join(linked, 'index.html'));
    expect(siteBackend(linked)).toBeUndefined();
  });

  it('passes with the shipped policy and says what the key reads', async () => {
    await table();
    const out = path.join(work, 'private');
    await builtSite(out, backend());
    const run = await runCli(['check', '--format', 'text', '-o', out]);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('\nSettings access: the public key reads only the tag-manager id (GTM-REAL123)\n');
  });

  it('fails on an over-broad policy with a problem for each row it read', async () => {
    await table(OVER_BROAD());
    const out = path.join(work, 'exposed');
    await builtSite(out, backend());
    const run = await runCli(['check', '--format', 'json', '-o', out]);
    expect(run.status).toBe(1);
    const report = JSON.parse(run.stdout);
    expect(report).toMatchObject({
      ok: false,
      settingsAccess: 'Settings access: the public key reads 2 row(s) of the settings table beyond the tag-manager id',
    });
    expect(report.problems).toEqual([
      expect.objectContaining({
        file: path.join(out, 'index.html'),
        page: '/',
        rule: 'settings-access',
        message: expect.stringContaining(
          'the row "STRIPE_SECRET_KEY" of the settings table beyond the tag-manager id: key = "sk_l…" (19 characters), active = true.',
        ),
      }),
      expect.objectContaining({ rule: 'settings-access', message: expect.stringContaining('the row "OLD_MAPS_KEY"') }),
    ]);
  });
});

/** What decides the answer: the method, path, query and the headers PostgREST and the gateway read. */
const decisive = (r: SeenRequest) => ({
  method: r.method,
  path: r.path,
  params: [...r.params].sort(([a], [b]) => a.localeCompare(b)),
  apikey: r.headers.apikey,
  authorization: r.headers.authorization,
  accept: r.headers.accept,
});

describe('the build and the page ask the same and get the same', () => {
  const config = () => ({ ...backend(), gtmContainerId: 'GTM-PLACEHOLDER' });

  async function both() {
    api.seen.length = 0;
    const build = await lookupContainerId(config());
    const page = await fetchContainerId(config()).then(
      (id) => ({ id, usable: usableContainerId(id) }),
      (error: Error) => ({ error: error.message }),
    );
    expect(api.seen).toHaveLength(2);
    const [fromBuild, fromPage] = api.seen;
    return { build, page, fromBuild, fromPage };
  }

  it('the same request: filter, columns, key and the single-object answer', async () => {
    await table();
    const { fromBuild, fromPage } = await both();
    expect(decisive(fromBuild)).toEqual({
      method: 'GET',
      path: '/rest/v1/settings',
      params: [
        ['active', 'eq.true'],
        ['name', 'eq.GTM_CONTAINER_ID'],
        ['select', 'key'],
      ],
      apikey: api.anonKey,
      authorization: `Bearer ${api.anonKey}`,
      accept: 'application/vnd.pgrst.object+json',
    });
    expect(decisive(fromPage)).toEqual(decisive(fromBuild));
  });

  it('an active id: both read it', async () => {
    await table();
    const { build, page, fromBuild, fromPage } = await both();
    expect([fromBuild.status, fromBuild.body]).toEqual([200, '{"key":"GTM-REAL123"}']);
    expect([fromPage.status, fromPage.body]).toEqual([fromBuild.status, fromBuild.body]);
    expect(build).toEqual({ source: 'backend', id: 'GTM-REAL123' });
    expect(page).toEqual({ id: 'GTM-REAL123', usable: true });
  });

  it('the seeded placeholder: both load no tag manager', async () => {
    await table(MIGRATION_SQL, 'GTM-PLACEHOLDER');
    const { build, page, fromBuild, fromPage } = await both();
    expect([fromPage.status, fromPage.body]).toEqual([200, '{"key":"GTM-PLACEHOLDER"}']);
    expect([fromBuild.status, fromBuild.body]).toEqual([fromPage.status, fromPage.body]);
    expect(build).toEqual({ source: 'runtime', reason: 'the settings table holds no active container id' });
    expect(page).toEqual({ id: 'GTM-PLACEHOLDER', usable: false });
  });

  it('no active row: the same 406, the build leaves it to the pages, the page reports the failure', async () => {
    await table();
    await asOwner(db, `update public.settings set active = false where name = 'GTM_CONTAINER_ID'`);
    const { build, page, fromBuild, fromPage } = await both();
    expect([fromBuild.status, JSON.parse(fromBuild.body).code]).toEqual([406, 'PGRST116']);
    expect([fromPage.status, fromPage.body]).toEqual([fromBuild.status, fromBuild.body]);
    expect(build).toEqual({ source: 'runtime', reason: 'the settings table holds no active container id' });
    expect(page).toEqual({ error: 'settings query answered 406' });
  });
});
