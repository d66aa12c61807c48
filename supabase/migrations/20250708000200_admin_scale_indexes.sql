-- Indexes the operator console needs at marketplace scale (issue 25 §2, bench/src/admin-lists.ts): the payments and
-- bookings lists and their CSV exports read newest first over every status (created_at, id keyset), which had only
-- per-customer and per-status indexes, so at 200,000 bookings each page sorted the whole table.
create index if not exists bookings_created_idx on public.bookings (created_at desc, id desc);
create index if not exists payments_created_idx on public.payments (created_at desc, id desc);
