-- Issue 25, server-side lists: the admin console pages, sorts and searches its lists in the database, so each sort and
-- search it offers has an index.
--  * Searches are case-insensitive substrings of a person's name, e-mail or phone (PostgREST `ilike '%term%'`), which
--    a b-tree cannot serve: trigram GIN indexes can (pg_trgm is installed on hosted projects, on PostgreSQL and in
--    local-supabase's PGlite). An `or` of the three columns becomes a BitmapOr of the three indexes.
--  * Lists are newest first (or oldest first) with the id as tie-break, so a page is an index range, not a sort of
--    the whole table.

create index profiles_full_name_trgm_idx on public.profiles using gin (full_name extensions.gin_trgm_ops);
create index profiles_email_trgm_idx on public.profiles using gin (email extensions.gin_trgm_ops);
create index profiles_phone_trgm_idx on public.profiles using gin (phone extensions.gin_trgm_ops);

create index client_profiles_created_idx on public.client_profiles (created_at desc, user_id);
create index cleaner_profiles_created_idx on public.cleaner_profiles (created_at desc, user_id);
-- The Cleaner Match picker: cleaners who can take work, by name.
create index cleaner_profiles_working_name_idx on public.cleaner_profiles (display_name, user_id)
  where status = 'active' and verification_status = 'verified';

create index reviews_reviewer_name_trgm_idx on public.reviews using gin (reviewer_name extensions.gin_trgm_ops);
