-- storage.*: buckets and objects as Supabase Storage keeps them. Access to objects is decided by
-- RLS policies on storage.objects written in migrations; local-supabase runs storage queries
-- under the caller's role exactly as the Storage API does.

create table if not exists storage.buckets (
  id text primary key,
  name text not null unique,
  owner uuid,
  owner_id text,
  public boolean not null default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  type text not null default 'STANDARD',
  created_at timestamptz default now(),
  updated_at timestamptz default now()
);

create table if not exists storage.objects (
  id uuid primary key default extensions.gen_random_uuid(),
  bucket_id text references storage.buckets(id),
  name text,
  owner uuid,
  owner_id text,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text,
  user_metadata jsonb,
  unique (bucket_id, name)
);
create index if not exists objects_bucket_name_idx on storage.objects (bucket_id, name text_pattern_ops);

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;

create or replace function storage.foldername(name text) returns text[] language plpgsql immutable as $$
declare _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[1:array_length(_parts, 1) - 1];
end $$;

create or replace function storage.filename(name text) returns text language plpgsql immutable as $$
declare _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[array_length(_parts, 1)];
end $$;

create or replace function storage.extension(name text) returns text language plpgsql immutable as $$
declare _parts text[]; _filename text;
begin
  select string_to_array(name, '/') into _parts;
  select _parts[array_length(_parts, 1)] into _filename;
  return reverse(split_part(reverse(_filename), '.', 1));
end $$;

grant execute on function storage.foldername(text), storage.filename(text), storage.extension(text) to anon, authenticated, service_role;
grant all on storage.buckets, storage.objects to anon, authenticated, service_role;

-- Deleting a bucket must fail while it holds objects, including objects the caller's policies hide.
create or replace function storage.bucket_has_objects(bucket text) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from storage.objects where bucket_id = bucket)
$$;
revoke execute on function storage.bucket_has_objects(text) from public;
grant execute on function storage.bucket_has_objects(text) to anon, authenticated, service_role;

-- Ownership and access as on hosted: Storage's role owns its tables; postgres (hosted_postgres here) reads and
-- writes them and creates policies on storage.objects. Hosted allows those policies through the supautils
-- extension (policy_grants) without making postgres a member of supabase_storage_admin; PostgreSQL has no such
-- grant, so the membership stands in for it here (local-supabase/README.md lists this difference).
do $$
declare
  r record;
begin
  for r in select c.oid::regclass::text as name from pg_class c
            where c.relnamespace = 'storage'::regnamespace and c.relkind = 'r'
              and c.relowner <> (select oid from pg_roles where rolname = 'supabase_storage_admin') loop
    execute format('alter table %s owner to supabase_storage_admin', r.name);
  end loop;
end $$;
grant all on storage.buckets, storage.objects to hosted_postgres;
grant usage, create on schema storage to supabase_storage_admin;
grant supabase_storage_admin to hosted_postgres;
