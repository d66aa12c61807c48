-- Two indexes that only repeat the start of a longer one on the same table (supabase/tests/index-usage.test.ts finds
-- such pairs): the longer one serves every read the shorter served, and the shorter only cost each write an entry.
-- reviews (created_at desc) is the start of reviews_created_id_idx (created_at desc, id; 20250717000100).
drop index if exists public.reviews_created_idx;
-- cleaner_profiles (status) is the start of cleaner_profiles_status_created_idx (status, created_at desc, user_id;
-- 20250710000000).
drop index if exists public.cleaner_profiles_status_idx;
