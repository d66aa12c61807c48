-- Realtime change capture without logical replication (PGlite has none, and we want the same code
-- on PostgreSQL): a row trigger on every table of publication supabase_realtime queues the change in
-- realtime.changes and NOTIFYs channel `realtime` with the transaction id. NOTIFY is delivered only
-- after COMMIT, in commit order, to every listening server process, so rolled-back work produces
-- nothing and several processes on one database all see every change. The payload lives in a table
-- because NOTIFY payloads are limited to 8000 bytes. Idempotent: this file runs at every start.

create table if not exists realtime.changes (
  id bigserial primary key,
  txid bigint not null default txid_current(),
  schema_name text not null,
  table_name text not null,
  change_type text not null check (change_type in ('INSERT', 'UPDATE', 'DELETE')),
  -- The full new/old rows; the server reduces old_record to the replica identity itself, since the
  -- trigger cannot cheaply know which columns that is.
  record jsonb,
  old_record jsonb,
  commit_timestamp timestamptz not null default now()
);
create index if not exists changes_txid_idx on realtime.changes (txid);
create index if not exists changes_commit_timestamp_idx on realtime.changes (commit_timestamp);
revoke all on realtime.changes from public, anon, authenticated, service_role;

-- Security definer: the writer is usually an API role that must not be able to read or write the queue.
create or replace function realtime.capture_change() returns trigger
language plpgsql security definer set search_path = pg_catalog as $$
begin
  insert into realtime.changes (schema_name, table_name, change_type, record, old_record)
  values (
    tg_table_schema,
    tg_table_name,
    tg_op,
    case when tg_op <> 'DELETE' then to_jsonb(new) end,
    case when tg_op <> 'INSERT' then to_jsonb(old) end
  );
  -- Identical payloads are folded by PostgreSQL within a transaction: one notification per commit.
  perform pg_notify('realtime', txid_current()::text);
  return null;
end $$;

-- Attaches the capture trigger to every table in the publication and detaches it from tables that
-- left. Called at server start (after migrations) and by the DDL event trigger below.
create or replace function realtime.sync_capture() returns void
language plpgsql security definer set search_path = pg_catalog as $$
declare
  t record;
begin
  for t in
    select n.nspname, c.relname
      from pg_publication_tables pt
      join pg_namespace n on n.nspname = pt.schemaname
      join pg_class c on c.relnamespace = n.oid and c.relname = pt.tablename
     where pt.pubname = 'supabase_realtime'
       and c.relkind in ('r', 'p')
       and not exists (select 1 from pg_trigger g where g.tgrelid = c.oid and g.tgname = 'realtime_capture')
  loop
    execute format(
      'create trigger realtime_capture after insert or update or delete on %I.%I for each row execute function realtime.capture_change()',
      t.nspname, t.relname);
  end loop;
  for t in
    select n.nspname, c.relname
      from pg_trigger g
      join pg_class c on c.oid = g.tgrelid
      join pg_namespace n on n.oid = c.relnamespace
     where g.tgname = 'realtime_capture'
       and not g.tgisinternal
       and g.tgparentid = 0
       and not exists (
         select 1 from pg_publication_tables pt
          where pt.pubname = 'supabase_realtime' and pt.schemaname = n.nspname and pt.tablename = c.relname)
  loop
    execute format('drop trigger realtime_capture on %I.%I', t.nspname, t.relname);
  end loop;
end $$;

-- Tables join the publication in later migrations (alter publication ... add table): react to that
-- DDL at once, and tell the servers to forget cached table shapes (columns, keys, replica identity).
create or replace function realtime.on_ddl() returns event_trigger
language plpgsql security definer set search_path = pg_catalog as $$
begin
  begin
    perform realtime.sync_capture();
  exception when others then
    -- Never fail the user's DDL because of realtime bookkeeping; the server resyncs at start.
    raise warning 'realtime capture sync failed: %', sqlerrm;
  end;
  perform pg_notify('realtime', 'ddl');
end $$;

do $$
begin
  if not exists (select 1 from pg_event_trigger where evtname = 'realtime_on_ddl') then
    create event trigger realtime_on_ddl on ddl_command_end
      when tag in ('CREATE TABLE', 'CREATE TABLE AS', 'SELECT INTO', 'ALTER TABLE', 'DROP TABLE',
                   'CREATE PUBLICATION', 'ALTER PUBLICATION', 'DROP PUBLICATION', 'GRANT', 'REVOKE',
                   'CREATE TYPE', 'ALTER TYPE')
      execute function realtime.on_ddl();
  end if;
end $$;

-- Visibility of rows to subscriber identities, decided by the database. For each identity
-- ({role, claims}) the check switches to that role with the claims in the same settings PostgREST
-- uses and selects the rows by primary key, so RLS policies and grants apply exactly as for a REST
-- read. One static function per table (created on first use, named after the table and its key) so
-- PL/pgSQL can cache the plan: dynamic SQL would be planned again for every identity.
-- The generated function takes the keys as a JSON array and the identities as [{r: role,
-- c: claims JSON text, s: sub}], and returns {identity index: [key positions (1-based) it can see]}.
drop function if exists realtime.visible_to(text, text, jsonb, jsonb);
create or replace function realtime.ensure_visibility_check(p_schema text, p_table text) returns text
language plpgsql as $$
declare
  rel regclass := format('%I.%I', p_schema, p_table)::regclass;
  cond text;
  sig text;
  fname text;
  proc_exists constant text := 'select exists (select 1 from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = ''realtime'' and p.proname = $1)';
  found boolean;
begin
  select string_agg(format('t.%I = (k.v->>%L)::%s', a.attname, a.attname, format_type(a.atttypid, a.atttypmod)), ' and ' order by a.attnum),
         string_agg(a.attname || ' ' || format_type(a.atttypid, a.atttypmod), ',' order by a.attnum)
    into cond, sig
    from pg_index x
    join pg_attribute a on a.attrelid = x.indrelid and a.attnum = any(x.indkey)
   where x.indrelid = rel and x.indisprimary;
  if cond is null then
    return null;
  end if;
  -- The version tag changes whenever the generated body does, so old databases get the new one.
  fname := 'visible_' || md5('v2:' || p_schema || '.' || p_table || ':' || sig);
  execute proc_exists into found using fname;
  if found then
    return fname;
  end if;
  begin
    -- p_safe = false is the fast path (no subtransaction per identity); the server retries with
    -- p_safe = true when it fails, e.g. because a policy raised for one identity.
    execute format($body$
      create function realtime.%1$I(p_keys jsonb, p_identities jsonb, p_safe boolean) returns jsonb language plpgsql as $fn$
      declare
        ident jsonb;
        cur_role text;
        idx int := 0;
        seen int[];
        result jsonb := '{}';
        saved_path text := current_setting('search_path');
      begin
        -- Legacy per-claim settings are cleared so that auth.role()/auth.email() read the claims JSON.
        perform set_config('search_path', 'public, extensions', true), set_config('request.method', 'GET', true),
                set_config('request.jwt.claim.role', '', true), set_config('request.jwt.claim.email', '', true);
        for ident in select value from jsonb_array_elements(p_identities) loop
          if p_safe then
            begin
              perform set_config('request.jwt.claims', ident->>'c', true), set_config('request.jwt.claim.sub', ident->>'s', true),
                      set_config('role', ident->>'r', true);
              select array_agg(k.i::int) into seen
                from jsonb_array_elements(p_keys) with ordinality as k(v, i)
               where exists (select 1 from %2$I.%3$I t where %4$s);
            exception when others then
              -- No privilege, or a policy that raises: nothing is visible to this identity.
              seen := null;
            end;
          else
            perform set_config('request.jwt.claims', ident->>'c', true), set_config('request.jwt.claim.sub', ident->>'s', true);
            -- Identities arrive grouped by role: switch only when it changes.
            if cur_role is distinct from ident->>'r' then
              cur_role := ident->>'r';
              perform set_config('role', cur_role, true);
            end if;
            select array_agg(k.i::int) into seen
              from jsonb_array_elements(p_keys) with ordinality as k(v, i)
             where exists (select 1 from %2$I.%3$I t where %4$s);
          end if;
          if seen is not null then
            result := result || jsonb_build_object(idx::text, to_jsonb(seen));
          end if;
          idx := idx + 1;
        end loop;
        perform set_config('role', 'none', true), set_config('search_path', saved_path, true);
        return result;
      end $fn$
    $body$, fname, p_schema, p_table, cond);
    execute format('revoke all on function realtime.%I(jsonb, jsonb, boolean) from public', fname);
  exception when others then
    -- Another server may have created it concurrently; anything else is a real error.
    execute proc_exists into found using fname;
    if not found then
      raise;
    end if;
  end;
  return fname;
end $$;

revoke all on function realtime.capture_change() from public;
revoke all on function realtime.sync_capture() from public;
revoke all on function realtime.ensure_visibility_check(text, text) from public;
