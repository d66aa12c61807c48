-- The server side (service key) reaches every table in full, as every other table of the project grants it
-- (supabase/tests/service-role-grants.test.ts): 20250612000400 granted service_role only what operators use on the
-- rate-limit tables (read and tune the limits, read and clear counters). Still nothing for anon or authenticated.
grant select, insert, update, delete on public.write_limits, public.write_counts to service_role;
