-- pg_cron's SQL surface, as hosted Supabase has it once the extension is enabled ("Supabase Cron"): schema `cron`,
-- tables cron.job and cron.job_run_details with pg_cron's columns, and cron.schedule / cron.unschedule /
-- cron.alter_job. PGlite and a stock PostgreSQL cannot load pg_cron, so local-supabase provides the surface here and
-- runs the jobs itself (src/cron/runner.ts evaluates the schedules and runs each command as the job's user).
-- Migrations enable pg_cron with a guard that creates the extension where the server has it (hosted) and finds this
-- stand-in otherwise (see supabase/migrations/20250703000000_scheduler.sql and local-supabase/README.md).
-- Idempotent: this file runs at every start, as the platform's superuser (pg_cron's owner on hosted is the platform).

create schema if not exists cron;

create sequence if not exists cron.jobid_seq;
create table if not exists cron.job (
  jobid bigint primary key default pg_catalog.nextval('cron.jobid_seq'),
  schedule text not null,
  command text not null,
  nodename text not null default 'localhost',
  nodeport integer not null default 5432,
  database text not null default pg_catalog.current_database(),
  username text not null default current_user,
  active boolean not null default true,
  jobname text
);
alter sequence cron.jobid_seq owned by cron.job.jobid;
create unique index if not exists jobname_username_uniq on cron.job (jobname, username);

create sequence if not exists cron.runid_seq;
create table if not exists cron.job_run_details (
  jobid bigint,
  runid bigint primary key default pg_catalog.nextval('cron.runid_seq'),
  job_pid integer,
  database text,
  username text,
  command text,
  status text,
  return_message text,
  start_time timestamptz,
  end_time timestamptz
);
alter sequence cron.runid_seq owned by cron.job_run_details.runid;
create index if not exists job_run_details_jobid_idx on cron.job_run_details (jobid, runid desc);

-- pg_cron's row security: each role sees and changes only its own jobs and runs.
alter table cron.job enable row level security;
alter table cron.job_run_details enable row level security;
drop policy if exists cron_job_policy on cron.job;
create policy cron_job_policy on cron.job using (username operator(pg_catalog.=) current_user);
drop policy if exists cron_job_run_details_policy on cron.job_run_details;
create policy cron_job_run_details_policy on cron.job_run_details using (username operator(pg_catalog.=) current_user);

-- A job runs as its `username`. pg_cron writes cron.job from C code that stamps the caller; here the functions run
-- with the caller's rights, so this trigger does the stamping: a job belongs to whoever created it, and only its owner
-- changes or removes it, even a role with BYPASSRLS (hosted's postgres has it). Otherwise a migration role could
-- insert a job that runs as the superuser.
create or replace function cron.guard_job() returns trigger
language plpgsql set search_path = pg_catalog as $$
declare
  super boolean := (select rolsuper from pg_catalog.pg_roles where rolname = current_user);
begin
  if tg_op in ('UPDATE', 'DELETE') and old.username <> current_user and not super then
    raise exception 'permission denied for job %', old.jobid using errcode = '42501';
  end if;
  if tg_op = 'DELETE' then return old; end if;
  if not super then
    new.username := current_user;
    new.database := pg_catalog.current_database();
  end if;
  perform cron.check_schedule(new.schedule);
  return new;
end $$;
drop trigger if exists guard_job on cron.job;
create trigger guard_job before insert or update or delete on cron.job for each row execute function cron.guard_job();

-- The schedules pg_cron accepts: five cron fields (numbers, names of months and weekdays, ranges, lists, steps,
-- '$' for the month's last day), the @hourly-style macros, and '[1-59] seconds'. The runner parses the same grammar
-- (src/cron/cron-expression.ts); this check refuses a bad one when it is scheduled, as pg_cron does.
create or replace function cron.check_schedule(p_schedule text) returns void
language plpgsql immutable set search_path = pg_catalog as $$
declare
  s text := lower(btrim(coalesce(p_schedule, '')));
  fields text[];
  lo constant int[] := array[0, 0, 1, 1, 0];
  hi constant int[] := array[59, 23, 31, 12, 7];
  i int;
  item text;
  m text[];
  a int;
  b int;
begin
  if s ~ '^([1-9]|[1-5][0-9]) *seconds?$' then return; end if;
  if s in ('@yearly', '@annually', '@monthly', '@weekly', '@daily', '@midnight', '@hourly') then return; end if;
  fields := regexp_split_to_array(s, '\s+');
  if array_length(fields, 1) <> 5 then
    raise exception 'invalid schedule: %', p_schedule using errcode = '22023';
  end if;
  fields[4] := cron.translate_names(fields[4], array['jan','feb','mar','apr','may','jun','jul','aug','sep','oct','nov','dec'], 1);
  fields[5] := cron.translate_names(fields[5], array['sun','mon','tue','wed','thu','fri','sat'], 0);
  for i in 1 .. 5 loop
    foreach item in array string_to_array(fields[i], ',') loop
      if i = 3 and item = '$' then continue; end if;
      m := regexp_match(item, '^(\*|(\d+)(-(\d+))?)(/(\d+))?$');
      if m is null or (m[6] is not null and (m[6]::int < 1)) then
        raise exception 'invalid schedule: %', p_schedule using errcode = '22023';
      end if;
      if m[1] <> '*' then
        a := m[2]::int;
        b := coalesce(m[4]::int, a);
        if a < lo[i] or b > hi[i] or a > b then
          raise exception 'invalid schedule: %', p_schedule using errcode = '22023';
        end if;
      end if;
    end loop;
  end loop;
end $$;

create or replace function cron.translate_names(p_field text, p_names text[], p_first int) returns text
language plpgsql immutable set search_path = pg_catalog as $$
declare
  r text := p_field;
  i int;
begin
  for i in 1 .. array_length(p_names, 1) loop
    r := replace(r, p_names[i], (i - 1 + p_first)::text);
  end loop;
  return r;
end $$;
-- cron.schedule(job_name, schedule, command): a new job, or the caller's job of that name changed (pg_cron >= 1.3).
create or replace function cron.schedule(job_name text, schedule text, command text) returns bigint
language plpgsql set search_path = pg_catalog as $$
declare
  id bigint;
begin
  update cron.job j set schedule = $2, command = $3, active = true
   where j.jobname = $1 and j.username = current_user
  returning j.jobid into id;
  if id is null then
    insert into cron.job (schedule, command, jobname) values ($2, $3, $1) returning jobid into id;
  end if;
  return id;
end $$;

create or replace function cron.schedule(schedule text, command text) returns bigint
language plpgsql set search_path = pg_catalog as $$
declare
  id bigint;
begin
  insert into cron.job (schedule, command) values ($1, $2) returning jobid into id;
  return id;
end $$;

create or replace function cron.unschedule(job_id bigint) returns boolean
language plpgsql set search_path = pg_catalog as $$
begin
  delete from cron.job j where j.jobid = $1 and j.username = current_user;
  if not found then
    raise exception 'could not find valid entry for job %', $1;
  end if;
  return true;
end $$;

create or replace function cron.unschedule(job_name text) returns boolean
language plpgsql set search_path = pg_catalog as $$
begin
  delete from cron.job j where j.jobname = $1 and j.username = current_user;
  if not found then
    raise exception 'could not find valid entry for job ''%''', $1;
  end if;
  return true;
end $$;

create or replace function cron.alter_job(
  job_id bigint,
  schedule text default null,
  command text default null,
  database text default null,
  username text default null,
  active boolean default null
) returns void
language plpgsql set search_path = pg_catalog as $$
begin
  if $4 is not null and $4 <> pg_catalog.current_database() then
    raise exception 'cannot move a job to another database here' using errcode = '0A000';
  end if;
  if $5 is not null and $5 <> current_user then
    raise exception 'permission denied to run a job as %', $5 using errcode = '42501';
  end if;
  update cron.job j
     set schedule = coalesce($2, j.schedule), command = coalesce($3, j.command), active = coalesce($6, j.active)
   where j.jobid = $1 and j.username = current_user;
  if not found then
    raise exception 'could not find valid entry for job %', $1;
  end if;
end $$;

-- Hosted grants these to its postgres role (Supabase's pg_cron setup); the API roles get nothing.
revoke all on schema cron from public;
revoke all on all tables in schema cron from public;
revoke all on all functions in schema cron from public;
grant usage on schema cron to hosted_postgres;
grant select, insert, update, delete on cron.job to hosted_postgres;
grant select, delete on cron.job_run_details to hosted_postgres;
grant usage on sequence cron.jobid_seq to hosted_postgres;
grant execute on all functions in schema cron to hosted_postgres;

-- local-supabase's runner only (not on hosted): the last slot each job was claimed for, so that several servers on
-- one PostgreSQL database, or a restart within the same minute, start a job once per slot (src/cron/runner.ts).
create table if not exists cron.local_runner_state (
  jobid bigint primary key references cron.job (jobid) on delete cascade,
  last_slot bigint not null
);
revoke all on cron.local_runner_state from public;
