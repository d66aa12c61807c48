-- Issue 25: the Verification tab's "All" list and the Reviews tab page newest (or oldest) first with ties broken by id
-- (admin_verification_page, admin_reviews_page; 20250717000000). Without these an "All" page sorted every submission
-- (10 ms at 10,000 for page 400 on the bench data) and a review page sorted each run of equal times again; with them a
-- page is a walk along the index.
create index if not exists verification_submissions_submitted_idx on public.verification_submissions (submitted_at desc, id);
create index if not exists reviews_created_id_idx on public.reviews (created_at desc, id);
