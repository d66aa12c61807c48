-- Lets PostgreSQL inline the two cleaner-search functions into the caller's query.
--
-- A SQL function with a SET clause (here `set search_path = ''`) is never inlined: it runs as an opaque function
-- scan, so the planner cannot push the caller's LIMIT/ORDER into it or use the trigram and state indexes well. With
-- 50,000 cleaners that made a search take ~220 ms at p95 instead of ~1 ms (bench/RESULTS.md, "Scale").
-- Both functions are SECURITY INVOKER (RLS of the caller applies) and every name in their bodies is already
-- schema-qualified, so a fixed search_path protects nothing here; Supabase's lint only requires it for
-- SECURITY DEFINER functions.
alter function public.search_cleaners(text, text, text, integer, integer) reset search_path;
alter function public.search_listed_cleaners(text[], text[], integer, integer) reset search_path;
