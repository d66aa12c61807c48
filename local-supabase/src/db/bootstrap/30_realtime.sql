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

-- Visibility of one row to many subscriber identities in one round trip. For each identity
-- ({role, claims}) it switches to that role with the claims in the same settings PostgREST uses and
-- selects the row by primary key, so RLS and table grants decide exactly as for a REST read.
-- Returns the 0-based indexes of the identities that can see the row.
create or replace function realtime.visible_to(p_schema text, p_table text, p_key jsonb, p_identities jsonb)
returns int[]
language plpgsql as $$
declare
  cond text;
  ident jsonb;
  idx int := 0;
  seen boolean;
  visible int[] := '{}';
begin
  select string_agg(format('%I = ($1->>%L)::%s', a.attname, a.attname, format_type(a.atttypid, a.atttypmod)), ' and ')
    into cond
    from pg_index x
    join pg_attribute a on a.attrelid = x.indrelid and a.attnum = any(x.indkey)
   where x.indrelid = format('%I.%I', p_schema, p_table)::regclass and x.indisprimary;
  if cond is null then
    return visible;
  end if;
  for ident in select value from jsonb_array_elements(p_identities) loop
    begin
      perform set_config('search_path', 'public, extensions', true),
              set_config('request.jwt.claims', ident->>'claims', true),
              set_config('request.jwt.claim.sub', coalesce((ident->>'claims')::jsonb->>'sub', ''), true),
              set_config('request.jwt.claim.role', ident->>'role', true),
              set_config('request.jwt.claim.email', coalesce((ident->>'claims')::jsonb->>'email', ''), true),
              set_config('request.method', 'GET', true),
              set_config('role', ident->>'role', true);
      execute format('select exists (select 1 from %I.%I where %s)', p_schema, p_table, cond) into seen using p_key;
      if seen then
        visible := visible || idx;
      end if;
    exception when others then
      -- No privilege, or a policy that raises: the row is not visible to this identity.
      null;
    end;
    idx := idx + 1;
  end loop;
  perform set_config('role', 'none', true), set_config('search_path', 'pg_catalog', true);
  return visible;
end $$;

revoke all on function realtime.capture_change() from public;
revoke all on function realtime.sync_capture() from public;
revoke all on function realtime.visible_to(text, text, jsonb, jsonb) from public;
