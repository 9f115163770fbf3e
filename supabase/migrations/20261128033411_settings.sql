-- The settings table the site reads its Google Tag Manager container id from: the build looks it up
-- (generator/pipeline/content/settings-lookup.ts) and, when it could not, every page asks for it
-- itself (client/gtm.ts). Both read it with the project's public anonymous key, which every page
-- carries: whatever the anon role may read here, every visitor may read. So the grants and the
-- policy below open one row and the columns the site's query uses, and nothing else; keep any other
-- API setting in this table hidden by leaving them as they are. `build-site check` asks the live
-- project, with the site's own key, what that key can read, and reports anything more.
--
-- Apply it with `supabase db push`, or paste it whole into the dashboard's SQL editor. It can run
-- again without harm: it creates only what is missing and sets the access rules afresh.

create table if not exists public.settings (
  id bigint generated always as identity primary key,
  name text not null unique,
  key text not null,
  active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.settings is
  'API settings. The public (anon) key reads only the active GTM_CONTAINER_ID row''s name, key and active.';

-- updated_at follows every edit, the dashboard's table editor included.
create or replace function public.settings_set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

drop trigger if exists settings_set_updated_at on public.settings;
create trigger settings_set_updated_at
  before update on public.settings
  for each row execute function public.settings_set_updated_at();

-- Supabase gives anon and authenticated every privilege on each new table, function and sequence in
-- public (its default privileges). Without the lines below the table would be readable and writable
-- with the public key as soon as row level security is off; take all of that back first.
revoke all on table public.settings from anon, authenticated;
revoke all on sequence public.settings_id_seq from anon, authenticated;
revoke all on function public.settings_set_updated_at() from public, anon, authenticated;

-- Row level security: with it on, a role sees only the rows a policy lets it see. The table's owner
-- (postgres, the dashboard, `supabase db push`) and service_role bypass it, as they must to edit it.
alter table public.settings enable row level security;

-- The site's query, `select key where name = 'GTM_CONTAINER_ID' and active = true`, reads these three
-- columns (a filter reads its column too). No insert, update or delete: anon may not change a thing.
-- `select *` is refused for anon (permission denied): id and the timestamps are not granted.
grant select (name, key, active) on table public.settings to anon;

drop policy if exists "anon reads the active tag-manager id" on public.settings;
create policy "anon reads the active tag-manager id"
  on public.settings
  for select
  to anon
  using (name = 'GTM_CONTAINER_ID' and active);

-- The one row the site needs, holding the placeholder: the build and the pages treat GTM-PLACEHOLDER
-- as "no tag manager yet" and load none, quietly. Put the real id (GTM-XXXXXXX) in its key column in
-- the dashboard's table editor; a row already there is left as it is.
insert into public.settings (name, key, active)
values ('GTM_CONTAINER_ID', 'GTM-PLACEHOLDER', true)
on conflict (name) do nothing;
