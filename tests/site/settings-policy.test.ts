// The settings table's migration (supabase/migrations/*_settings.sql) on a real Postgres (PGlite) set up
// as a Supabase project is: as the anon role, the site's query reads the tag-manager id and nothing else
// is readable or writable. Each widened variant of the migration (RLS off, a wider policy, wider grants)
// is applied too, and the same findings must catch it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lookupContainerId, pageContainerId } from '../../generator/pipeline/content/settings-lookup.ts';
import { ROOT } from '../fixtures/paths.ts';
import { startStandIn } from '../fixtures/postgrest-stand-in.ts';
import {
  applySettings,
  asAnon,
  asOwner,
  asRole,
  MIGRATION_FILE,
  MIGRATION_SQL,
  openSupabaseDb,
} from '../fixtures/supabase-db.ts';

let db: PGlite;
beforeAll(async () => {
  db = await openSupabaseDb();
}, 120_000);
afterAll(async () => {
  await db?.close();
});

/** The query the site sends (client/gtm.ts settingsRequest, and supabase-js at build time), as PostgREST runs it. */
const SITE_QUERY = `select key from public.settings where name = 'GTM_CONTAINER_ID' and active = 'true'`;

/** What a business keeps beside the tag-manager id: other API settings, one of them a live secret. */
const OTHER_SETTINGS = `
  insert into public.settings (name, key) values ('STRIPE_SECRET_KEY', 'sk_live_51Hx9secret');
  insert into public.settings (name, key, active) values ('OLD_MAPS_KEY', 'AIzaOld', false);
  update public.settings set key = 'GTM-REAL123' where name = 'GTM_CONTAINER_ID';`;

/**
 * Everything the anon role can do to the table beyond reading the active tag-manager id, as sentences.
 * Empty for the shipped migration; each widened variant must produce at least one.
 */
async function anonFindings(): Promise<string[]> {
  const findings: string[] = [];
  const site = await asAnon(db, SITE_QUERY);
  if (!site.ok || JSON.stringify(site.rows) !== '[{"key":"GTM-REAL123"}]')
    findings.push(`the site's query answers ${JSON.stringify(site)}`);
  const all = await asAnon(db, 'select * from public.settings');
  if (all.ok) findings.push(`select * reads ${JSON.stringify(all.rows)}`);
  const everyRow = await asAnon(db, 'select name, key, active from public.settings order by name');
  if (
    !everyRow.ok ||
    JSON.stringify(everyRow.rows) !== '[{"name":"GTM_CONTAINER_ID","key":"GTM-REAL123","active":true}]'
  )
    findings.push(`every row by the site's columns reads ${JSON.stringify(everyRow)}`);
  for (const column of ['id', 'created_at', 'updated_at']) {
    const one = await asAnon(db, `select ${column} from public.settings`);
    if (one.ok) findings.push(`${column} is readable`);
  }
  const other = await asAnon(db, `select key from public.settings where name = 'STRIPE_SECRET_KEY'`);
  if (!other.ok || other.rows.length) findings.push(`another API setting reads ${JSON.stringify(other)}`);
  const writes = {
    insert: `insert into public.settings (name, key) values ('GTM_CONTAINER_ID_2', 'GTM-EVIL')`,
    update: `update public.settings set key = 'GTM-EVIL'`,
    delete: `delete from public.settings`,
  };
  for (const [verb, sql] of Object.entries(writes)) {
    // Refused with an error, or (RLS hiding every row from an update or delete) changing nothing.
    const write = await asAnon(db, sql);
    if (write.ok && (verb === 'insert' || write.affected > 0))
      findings.push(`${verb} changed ${write.affected} row(s)`);
  }
  const signedIn = await asRole(db, 'authenticated', 'select name, key from public.settings');
  if (signedIn.ok && signedIn.rows.length) findings.push(`authenticated reads ${JSON.stringify(signedIn.rows)}`);
  await asOwner(db, `update public.settings set active = false where name = 'GTM_CONTAINER_ID'`);
  const inactive = await asAnon(db, 'select name, key from public.settings where name = $1', ['GTM_CONTAINER_ID']);
  if (!inactive.ok || inactive.rows.length) findings.push(`the inactive id reads ${JSON.stringify(inactive)}`);
  await asOwner(db, `update public.settings set active = true where name = 'GTM_CONTAINER_ID'`);
  return findings;
}

describe('the migration file', () => {
  it('is where `supabase db push` looks: supabase/migrations/<14-digit timestamp>_<name>.sql, alone', () => {
    expect(MIGRATION_FILE).toMatch(/^\d{14}_settings\.sql$/);
    expect(readdirSync(path.join(ROOT, 'supabase', 'migrations'))).toEqual([MIGRATION_FILE]);
  });

  it("is the file the editing guide's setup steps name (docs/editing.md, Tag manager)", () => {
    expect(readFileSync(path.join(ROOT, 'docs/editing.md'), 'utf8')).toContain(
      `[\`supabase/migrations/${MIGRATION_FILE}\`](../supabase/migrations/${MIGRATION_FILE})`,
    );
  });
});

describe('on a Supabase-like Postgres', () => {
  it("reproduces Supabase's default: a table made without RLS is readable and writable with the public key", async () => {
    await asOwner(
      db,
      `create table public.open_table (name text, key text); insert into open_table values ('A', 'secret')`,
    );
    try {
      expect(await asAnon(db, 'select * from public.open_table')).toEqual({
        ok: true,
        rows: [{ name: 'A', key: 'secret' }],
        affected: 0,
      });
      expect(await asAnon(db, `update public.open_table set key = 'changed'`)).toMatchObject({ ok: true, affected: 1 });
    } finally {
      await asOwner(db, 'drop table public.open_table');
    }
  });

  it('seeds only the placeholder row, active, which the site treats as no tag manager', async () => {
    await applySettings(db);
    expect(
      (await db.query(`select name, key, active, created_at = updated_at as fresh from public.settings`)).rows,
    ).toEqual([{ name: 'GTM_CONTAINER_ID', key: 'GTM-PLACEHOLDER', active: true, fresh: true }]);
    expect(await asAnon(db, SITE_QUERY)).toMatchObject({ ok: true, rows: [{ key: 'GTM-PLACEHOLDER' }] });
  });

  it('runs again (pasted twice) without changing the id already set', async () => {
    await applySettings(db);
    await asOwner(db, `update public.settings set key = 'GTM-KEPT777' where name = 'GTM_CONTAINER_ID'`);
    await asOwner(db, MIGRATION_SQL);
    expect((await db.query('select name, key from public.settings')).rows).toEqual([
      { name: 'GTM_CONTAINER_ID', key: 'GTM-KEPT777' },
    ]);
  });

  it('keeps updated_at current on every edit', async () => {
    await applySettings(db);
    await db.exec(`update public.settings set created_at = '2020-01-01', updated_at = '2020-01-01'`);
    await asOwner(db, `update public.settings set key = 'GTM-NEW1234'`);
    const { rows } = await db.query<{ moved: boolean }>(
      `select updated_at > '2021-01-01' as moved from public.settings`,
    );
    expect(rows).toEqual([{ moved: true }]);
  });

  describe('as anon, with other API settings in the table', () => {
    beforeAll(async () => {
      await applySettings(db);
      await asOwner(db, OTHER_SETTINGS);
    });

    it("the site's query reads the active key", async () => {
      expect(await asAnon(db, SITE_QUERY)).toEqual({ ok: true, rows: [{ key: 'GTM-REAL123' }], affected: 0 });
    });

    it('select * is refused: only name, key and active are granted', async () => {
      expect(await asAnon(db, 'select * from public.settings')).toEqual({
        ok: false,
        code: '42501',
        message: 'permission denied for table settings',
      });
      expect(await asAnon(db, 'select id from public.settings')).toMatchObject({ ok: false, code: '42501' });
    });

    it('every row asked for by the columns it may read: only the tag-manager row', async () => {
      expect(await asAnon(db, 'select name, key, active from public.settings')).toEqual({
        ok: true,
        rows: [{ name: 'GTM_CONTAINER_ID', key: 'GTM-REAL123', active: true }],
        affected: 0,
      });
    });

    it('another API setting is invisible, active or not', async () => {
      for (const name of ['STRIPE_SECRET_KEY', 'OLD_MAPS_KEY'])
        expect(await asAnon(db, 'select key from public.settings where name = $1', [name])).toEqual({
          ok: true,
          rows: [],
          affected: 0,
        });
    });

    it('inserts, updates and deletes are refused', async () => {
      for (const sql of [
        `insert into public.settings (name, key) values ('X', 'y')`,
        `update public.settings set key = 'GTM-EVIL' where name = 'GTM_CONTAINER_ID'`,
        `delete from public.settings`,
        `select nextval('public.settings_id_seq')`,
      ])
        expect(await asAnon(db, sql)).toMatchObject({ ok: false, code: '42501' });
      expect((await db.query('select count(*)::int as n from public.settings')).rows).toEqual([{ n: 3 }]);
    });

    it('a signed-in role reads nothing either', async () => {
      expect(await asRole(db, 'authenticated', 'select key from public.settings')).toMatchObject({
        ok: false,
        code: '42501',
      });
    });

    it('no finding at all', async () => {
      expect(await anonFindings()).toEqual([]);
    });

    it('active = false: no row, and the build leaves the id to the pages', async () => {
      await asOwner(db, `update public.settings set active = false where name = 'GTM_CONTAINER_ID'`);
      const standIn = await startStandIn(db);
      try {
        expect(await asAnon(db, SITE_QUERY)).toEqual({ ok: true, rows: [], affected: 0 });
        const analytics = {
          supabaseUrl: standIn.url,
          supabaseAnonKey: standIn.anonKey,
          gtmContainerId: 'GTM-PLACEHOLDER',
        };
        const lookup = await lookupContainerId(analytics);
        expect(lookup).toEqual({ source: 'runtime', reason: 'the settings table holds no active container id' });
        // Pages carry the placeholder, which tells them to read the table at run time (client/gtm.ts).
        expect(pageContainerId(lookup, analytics)).toBe('GTM-PLACEHOLDER');
      } finally {
        await standIn.close();
        await asOwner(db, `update public.settings set active = true where name = 'GTM_CONTAINER_ID'`);
      }
    });
  });

  // Each variant widens one rule of the migration; the findings above must catch every one.
  const variants: [label: string, widen: (sql: string) => string, finding: RegExp][] = [
    [
      'RLS switched off',
      (sql) => sql.replace(/^alter table public\.settings enable row level security;$/m, ''),
      /another API setting reads .*sk_live_51Hx9secret/,
    ],
    [
      'a policy for every row',
      (sql) => sql.replace("using (name = 'GTM_CONTAINER_ID' and active)", 'using (true)'),
      /every row by the site's columns reads .*STRIPE_SECRET_KEY/,
    ],
    [
      'a policy that ignores active',
      (sql) => sql.replace("using (name = 'GTM_CONTAINER_ID' and active)", "using (name = 'GTM_CONTAINER_ID')"),
      /the inactive id reads .*GTM-REAL123/,
    ],
    [
      'a policy for every role',
      (sql) =>
        sql
          .replace(/^ {2}to anon\n/m, '')
          .replace(
            'grant select (name, key, active) on table public.settings to anon',
            'grant select (name, key, active) on table public.settings to anon, authenticated',
          ),
      /authenticated reads/,
    ],
    [
      'select granted on the whole table',
      (sql) => sql.replace('grant select (name, key, active) on table', 'grant select on table'),
      /select \* reads .*"id":1/,
    ],
    [
      "Supabase's default grants left in place",
      (sql) => sql.replace(/^revoke all on table public\.settings from anon, authenticated;$/m, ''),
      /select \* reads/,
    ],
    [
      'a policy that lets anon write',
      (sql) =>
        `${sql}\ngrant update (key) on table public.settings to anon;\ncreate policy "anon edits" on public.settings for update to anon using (true);`,
      /update changed [1-9]\d* row/,
    ],
  ];
  describe.each(variants)('widened: %s', (_label, widen, finding) => {
    it('is caught', async () => {
      const widened = widen(MIGRATION_SQL);
      expect(widened).not.toBe(MIGRATION_SQL);
      await applySettings(db, widened);
      await asOwner(db, OTHER_SETTINGS);
      try {
        const findings = await anonFindings();
        expect(findings.join('\n')).toMatch(finding);
      } finally {
        await applySettings(db);
      }
    });
  });
});
