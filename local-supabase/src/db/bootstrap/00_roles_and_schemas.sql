-- Supabase's database environment as a new hosted project has it, recreated on plain PostgreSQL/PGlite so that
-- what hosted refuses is refused here too. Sources: supabase/postgres (init-scripts, demote-postgres, the lock-down
-- of auth/storage, the API roles' timeouts) and today's "no default grants for new entities in public".
-- Every statement is idempotent: this file runs at every start, as the connection's superuser, which plays the part
-- of hosted's supabase_admin (the platform).
--
-- hosted_postgres is the role hosted calls `postgres`: not a superuser, BYPASSRLS, owner of what migrations create.
-- A stock PostgreSQL's (and PGlite's) `postgres` is the bootstrap superuser and cannot be demoted, so migrations run
-- as this stand-in (`set local role`, see migrate.ts; `supabase db push` logs in as it). See local-supabase/README.md.

do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then create role anon nologin noinherit; end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then create role authenticated nologin noinherit; end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then create role service_role nologin noinherit bypassrls; end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticator') then create role authenticator noinherit; end if;
  if not exists (select 1 from pg_roles where rolname = 'supabase_auth_admin') then create role supabase_auth_admin noinherit; end if;
  if not exists (select 1 from pg_roles where rolname = 'supabase_storage_admin') then create role supabase_storage_admin noinherit; end if;
  if not exists (select 1 from pg_roles where rolname = 'supabase_admin') then create role supabase_admin; end if;
  if not exists (select 1 from pg_roles where rolname = 'dashboard_user') then create role dashboard_user; end if;
  if not exists (select 1 from pg_roles where rolname = 'hosted_postgres') then create role hosted_postgres; end if;
end $$;

-- Attributes as hosted sets them (roles are per cluster: re-stated at every start so older clusters converge).
alter role anon nologin inherit;
alter role authenticated nologin inherit;
alter role service_role nologin inherit bypassrls;
alter role authenticator login noinherit;
alter role supabase_auth_admin login noinherit createrole;
alter role supabase_storage_admin login noinherit createrole;
alter role hosted_postgres nosuperuser createdb createrole login replication bypassrls inherit;
alter role hosted_postgres set search_path to "$user", public, extensions;

grant anon, authenticated, service_role to authenticator;
-- Hosted lets postgres switch to the API roles (SQL editor "role" picker, tests as a user).
grant anon, authenticated, service_role to hosted_postgres;

do $$
begin
  execute format('grant all on database %I to hosted_postgres', current_database());
  execute format('grant create on database %I to supabase_auth_admin, supabase_storage_admin', current_database());
end $$;

create schema if not exists extensions;
create schema if not exists auth;
create schema if not exists storage;
create schema if not exists realtime;

-- Only these two come installed on a new hosted project; everything else a migration creates itself.
create extension if not exists pgcrypto with schema extensions;
create extension if not exists "uuid-ossp" with schema extensions;

grant usage on schema public, extensions to anon, authenticated, service_role;
grant usage on schema auth, storage to anon, authenticated, service_role;
-- PostgreSQL 15's public schema belongs to pg_database_owner; hosted's postgres may create in it.
grant all on schema public, extensions to hosted_postgres;
grant usage on schema auth, realtime to hosted_postgres;
grant usage on schema storage to hosted_postgres with grant option;
-- An older local-supabase granted the API roles CREATE on public; hosted grants them usage only.
revoke create on schema public from anon, authenticated, service_role;

-- Default privileges of the platform role, as hosted's supabase_admin keeps them (it cannot be changed there
-- either). Objects that migrations create belong to hosted_postgres, which has no default grants: since
-- 2026-10-30 a new hosted project gives new objects in public nothing, so every grant is explicit in a migration.
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;

-- Realtime publication, owned by postgres on hosted so that migrations can add tables to it.
do $$
begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
  alter publication supabase_realtime owner to hosted_postgres;
exception when others then
  -- PGlite builds without logical replication support may refuse publications; realtime capture
  -- reads the publication's table list through realtime.published_tables instead.
  null;
end $$;

-- Databases that an older local-supabase migrated as the superuser: hand what the migrations created to
-- hosted_postgres, so that later migrations (run as it) may replace those functions and alter those tables.
do $$
declare
  r record;
begin
  for r in
    select c.relkind, c.oid::regclass::text as name
      from pg_class c
     where c.relnamespace = 'public'::regnamespace
       and c.relowner = (select oid from pg_roles where rolname = current_user)
       and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
       -- sequences owned by a column follow their table
       and not (c.relkind = 'S' and exists (select 1 from pg_depend d where d.objid = c.oid and d.deptype in ('a', 'i')))
  loop
    execute format('alter %s %s owner to hosted_postgres',
      case r.relkind when 'v' then 'view' when 'm' then 'materialized view' when 'S' then 'sequence'
                     when 'f' then 'foreign table' else 'table' end, r.name);
  end loop;
  for r in
    select p.oid::regprocedure::text as name
      from pg_proc p
     where p.pronamespace = 'public'::regnamespace
       and p.proowner = (select oid from pg_roles where rolname = current_user)
       and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
  loop
    execute format('alter routine %s owner to hosted_postgres', r.name);
  end loop;
  for r in
    select t.oid::regtype::text as name
      from pg_type t
     where t.typnamespace = 'public'::regnamespace
       and t.typowner = (select oid from pg_roles where rolname = current_user)
       and t.typtype in ('e', 'd', 'c', 'r') and (t.typtype <> 'c' or (select relkind from pg_class where oid = t.typrelid) = 'c')
  loop
    execute format('alter type %s owner to hosted_postgres', r.name);
  end loop;
  -- The migration history is the CLI's: created and written by the role that pushes migrations.
  if exists (select 1 from pg_namespace where nspname = 'supabase_migrations'
               and nspowner = (select oid from pg_roles where rolname = current_user)) then
    alter schema supabase_migrations owner to hosted_postgres;
    for r in select c.oid::regclass::text as name from pg_class c
              where c.relnamespace = 'supabase_migrations'::regnamespace and c.relkind = 'r' loop
      execute format('alter table %s owner to hosted_postgres', r.name);
    end loop;
  end if;
end $$;
