-- Grants service_role what the server side needs, explicitly. Until 2026-10-30 hosted Supabase gave every new
-- object in public to anon, authenticated and service_role by default; new projects give nothing, so the earlier
-- migrations' objects reached service_role only on older projects. service_role is the server's key (command-line
-- tools such as create-super-admin, Edge Functions): it bypasses RLS and may use every table, sequence and function.
-- Migrations after this one grant service_role on each object they create (supabase/tests/lint.test.ts checks it).
grant select, insert, update, delete, truncate, references, trigger on all tables in schema public to service_role;
grant usage, select, update on all sequences in schema public to service_role;
grant execute on all functions in schema public to service_role;
