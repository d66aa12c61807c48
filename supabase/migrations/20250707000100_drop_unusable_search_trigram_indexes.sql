-- Issue 25: 20250707000000 added trigram indexes for the console's name / e-mail / phone / reviewer searches. Those
-- searches are PostgREST `ilike` filters on tables with row level security, and `~~*` (texticlike) is not leakproof:
-- the planner keeps such a filter above the policies' checks, so it can never be an index condition (the plan of an
-- admin's search stays a scan of profiles; supabase/tests/index-usage.test.ts showed it). Indexes that no query can
-- use only slow down every sign-up and profile change, so they go. A search that needs an index at scale would be a
-- security-definer function (is_admin() checked inside) that searches without RLS in the way.
drop index if exists public.profiles_full_name_trgm_idx;
drop index if exists public.profiles_email_trgm_idx;
drop index if exists public.profiles_phone_trgm_idx;
drop index if exists public.reviews_reviewer_name_trgm_idx;
