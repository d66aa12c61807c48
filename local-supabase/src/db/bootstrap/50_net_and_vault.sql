-- pg_net's and Supabase Vault's SQL surface, for the way hosted Supabase schedules an Edge Function: a pg_cron job
-- calls net.http_post(url, headers with the service key read from vault.decrypted_secrets). PGlite and a stock
-- PostgreSQL have neither extension; local-supabase lays out the same objects here and sends the queued requests
-- itself (src/cron/http-requests.ts), after commit, as pg_net's worker does. Idempotent: runs at every start.

-- pg_net ------------------------------------------------------------------------------------------------------------
create schema if not exists net;

create table if not exists net.http_request_queue (
  id bigserial primary key,
  method text not null,
  url text not null,
  headers jsonb not null,
  body bytea,
  timeout_milliseconds integer not null
);

create table if not exists net._http_response (
  id bigint,
  status_code integer,
  content_type text,
  headers jsonb,
  content text,
  timed_out boolean,
  error_msg text,
  created timestamptz not null default now()
);
create index if not exists _http_response_created_idx on net._http_response (created);

-- Queues a POST with a JSON body and returns its id; sent once the transaction commits (never when it rolls back).
create or replace function net.http_post(
  url text,
  body jsonb default '{}'::jsonb,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{"Content-Type": "application/json"}'::jsonb,
  timeout_milliseconds integer default 5000
) returns bigint
language plpgsql security definer set search_path = pg_catalog as $$
declare
  id bigint;
  query text;
begin
  if url is null or url !~* '^https?://' then
    raise exception 'Invalid URL: %', url using errcode = '22023';
  end if;
  select string_agg(pg_catalog.format('%s=%s', key, value), '&') into query from jsonb_each_text(coalesce(params, '{}'::jsonb));
  insert into net.http_request_queue (method, url, headers, body, timeout_milliseconds)
  values ('POST', url || case when query is null then '' when url like '%?%' then '&' || query else '?' || query end,
          coalesce(headers, '{}'::jsonb), convert_to(coalesce(body, '{}'::jsonb)::text, 'UTF8'), coalesce(timeout_milliseconds, 5000))
  returning net.http_request_queue.id into id;
  return id;
end $$;

revoke all on schema net from public;
revoke all on all tables in schema net from public;
revoke all on all functions in schema net from public;
grant usage on schema net to hosted_postgres, service_role;
grant execute on function net.http_post(text, jsonb, jsonb, jsonb, integer) to hosted_postgres, service_role;
grant select on net._http_response to hosted_postgres, service_role;

-- Supabase Vault ----------------------------------------------------------------------------------------------------
-- Hosted encrypts secrets at rest (pgsodium); here they are stored as given, in a schema only the project's role
-- reads: this database holds local keys only.
create schema if not exists vault;

create table if not exists vault.secrets (
  id uuid primary key default extensions.gen_random_uuid(),
  name text unique,
  description text not null default '',
  secret text not null,
  key_id uuid,
  nonce bytea,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create or replace view vault.decrypted_secrets as
  select id, name, description, secret, secret as decrypted_secret, key_id, nonce, created_at, updated_at from vault.secrets;

create or replace function vault.create_secret(new_secret text, new_name text default null, new_description text default '', new_key_id uuid default null)
returns uuid language plpgsql security definer set search_path = pg_catalog as $$
declare
  id uuid;
begin
  insert into vault.secrets (secret, name, description, key_id) values (new_secret, new_name, coalesce(new_description, ''), new_key_id)
  returning vault.secrets.id into id;
  return id;
end $$;

create or replace function vault.update_secret(secret_id uuid, new_secret text default null, new_name text default null,
                                               new_description text default null, new_key_id uuid default null)
returns void language plpgsql security definer set search_path = pg_catalog as $$
begin
  update vault.secrets s
     set secret = coalesce(new_secret, s.secret), name = coalesce(new_name, s.name),
         description = coalesce(new_description, s.description), key_id = coalesce(new_key_id, s.key_id), updated_at = now()
   where s.id = secret_id;
end $$;

revoke all on schema vault from public;
revoke all on all tables in schema vault from public;
revoke all on all functions in schema vault from public;
grant usage on schema vault to hosted_postgres;
grant select, insert, update, delete on vault.secrets to hosted_postgres;
grant select on vault.decrypted_secrets to hosted_postgres;
grant execute on all functions in schema vault to hosted_postgres;
