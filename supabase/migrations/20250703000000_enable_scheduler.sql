-- The scheduler: pg_cron ("Supabase Cron"). On hosted Supabase the extension is available and this creates it (in
-- pg_catalog, as Supabase's docs and dashboard do; the platform then grants the project's postgres role the cron
-- schema). local-supabase cannot load pg_cron (PGlite, and the plain PostgreSQL the tests use, lack it): it lays out
-- the same `cron` schema, tables and functions at start and runs the jobs itself (local-supabase/README.md,
-- "Scheduler"). So one file works on both; a server with neither stops the deployment here with a clear error
-- instead of failing later at the first cron.schedule.
--
-- After this migration any migration may schedule a job, identically everywhere:
--   select cron.schedule('<job-name>', '<cron expr or "N seconds">', $$select public.<fn>()$$);
-- The job runs as the role that scheduled it (the migration role), with that role's search_path; schedules are UTC.
-- cron.schedule with an existing name replaces that job, so a migration may re-run it safely.
do $$
begin
  if exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron with schema pg_catalog;
  elsif to_regprocedure('cron.schedule(text, text, text)') is null then
    raise exception 'the scheduler is missing: enable pg_cron (Database, Extensions) before deploying'
      using errcode = '0A000';
  end if;
end $$;
