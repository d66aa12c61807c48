-- Statement timeouts of the API roles as on hosted Supabase: anon 3 s, authenticated 8 s, service_role none. They
-- are role settings, which a session switching role with SET ROLE does not pick up: like PostgREST, local-supabase
-- reads them (http/role-settings.ts) and applies the caller's role settings in every request's transaction.
-- Idempotent, and written only when different: roles are shared by every database of a PostgreSQL server, where
-- several test servers bootstrap at once.
do $$
declare
  wanted constant text[][] := array[['anon', '3s'], ['authenticated', '8s']];
  i integer;
begin
  for i in 1 .. array_length(wanted, 1) loop
    if not exists (
      select 1
        from pg_catalog.pg_db_role_setting s
        join pg_catalog.pg_roles r on r.oid = s.setrole
       where r.rolname = wanted[i][1] and s.setdatabase = 0 and ('statement_timeout=' || wanted[i][2]) = any (s.setconfig)
    ) then
      execute format('alter role %I set statement_timeout = %L', wanted[i][1], wanted[i][2]);
    end if;
  end loop;
end $$;
