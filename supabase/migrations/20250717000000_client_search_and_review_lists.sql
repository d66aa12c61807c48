-- Issue 25 §1-2, the console at marketplace scale, second pass.
--
-- 1. Broad Client List searches. admin_clients_page (20250710000000) found a search's matches as the profiles whose
--    search text matched (person_search_texts, every profile) joined to client_profiles, materialised them, counted
--    them and sorted them for the page. When most clients match ("Okafor": 45,000 of 50,000; a phone prefix: 10,000;
--    "a") the join, not the LIKE, was the cost: on the bench data EXPLAIN ANALYZE gave 125 ms for the statement, of
--    which the LIKE over 60,000 texts was 8 ms and the hash join to 50,000 client rows the rest (bench/RESULTS.md §9:
--    p95 58-90 ms). client_search_texts keeps, per client, the same text beside the client's created_at, so
--      * the exact total is one scan of one narrow table (the LIKE alone: ~9 ms for "Okafor", ~7 ms for a phone
--        prefix through the trigram index), and
--      * the page is a walk of its (created_at, user_id) index that stops after the page's rows (0.1 ms for the
--        first page of "Okafor", 2 ms for page 100 of "a"); a rare term goes through the trigram index instead.
--    The total stays exact: no cap, no estimate (a capped count would have needed a pager that cannot name the last
--    page, for a gain this table already gives).
-- 2. Verification and Reviews searched in the database: admin_verification_page and admin_reviews_page replace the
--    PostgREST requests under RLS (where an ILIKE stays above the policies and never uses an index), as the other
--    console lists: security definer, is_admin() (aal2) first, paging bounds, exact totals.

/*
 * What the Client List's search looks in, one row per client: the lower-case name, e-mail and phone
 * (person_search_text, as person_search_texts) and the client's created_at (the list's order). Kept by triggers on
 * client_profiles (a new client, a moved created_at) and profiles (a changed name, e-mail or phone); gone with the
 * client. No API role reads it; no operator_audit trigger (derived from profiles and client_profiles, whose changes
 * the audit records).
 */
create table public.client_search_texts (
  user_id uuid primary key references public.client_profiles (user_id) on delete cascade,
  created_at timestamptz not null,
  search_text text not null
);
comment on table public.client_search_texts is
  'Per client: lower-case name, e-mail and phone, and created_at, for the Client List''s search (issue 25). Server-side only.';
alter table public.client_search_texts enable row level security;
revoke all on public.client_search_texts from public, anon, authenticated;
grant select, insert, update, delete on public.client_search_texts to service_role;
create index client_search_texts_created_idx on public.client_search_texts (created_at desc, user_id);
create index client_search_texts_trgm_idx on public.client_search_texts using gin (search_text extensions.gin_trgm_ops);

create function public.keep_client_search_text() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into public.client_search_texts (user_id, created_at, search_text)
  select new.user_id, new.created_at, public.person_search_text(p.full_name, p.email, p.phone)
    from public.profiles p where p.id = new.user_id
  on conflict (user_id) do update set created_at = excluded.created_at, search_text = excluded.search_text;
  return null;
end $$;
create trigger client_profiles_keep_search_text after insert or update of created_at on public.client_profiles
  for each row execute function public.keep_client_search_text();

create function public.keep_client_search_text_of_profile() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update public.client_search_texts set search_text = public.person_search_text(new.full_name, new.email, new.phone)
   where user_id = new.id;
  return null;
end $$;
create trigger profiles_keep_client_search_text after update of full_name, email, phone on public.profiles
  for each row execute function public.keep_client_search_text_of_profile();

insert into public.client_search_texts (user_id, created_at, search_text)
select c.user_id, c.created_at, public.person_search_text(p.full_name, p.email, p.phone)
  from public.client_profiles c join public.profiles p on p.id = c.user_id;

revoke execute on function public.keep_client_search_text(), public.keep_client_search_text_of_profile() from public, anon, authenticated;
grant execute on function public.keep_client_search_text(), public.keep_client_search_text_of_profile() to service_role;

/*
 * RPC (admins, aal2): one page of clients, newest (or oldest) first, and how many match in all (exact). The search
 * finds a name, e-mail or phone. Answers {"total": n, "rows": [{id, full_name, email, phone, state_of_residence,
 * lga_of_residence, created_at}]}. Same answers as 20250710000000's; the search reads client_search_texts.
 */
create or replace function public.admin_clients_page(p_search text default '', p_sort text default 'newest',
  p_page integer default 1, p_page_size integer default 20)
returns jsonb
language plpgsql stable security definer set search_path = '' set enable_mergejoin = off as $$
declare
  term text := public.clean_search_term(p_search);
  patterns text[] := public.person_search_patterns(p_search);
  size integer := least(greatest(coalesce(p_page_size, 20), 1), 100);
  skip bigint;
  dir text;
  source text;
  total bigint;
  page_rows jsonb;
begin
  if not public.is_admin() then
    raise exception 'Only admins can list clients.' using errcode = '42501';
  end if;
  if coalesce(p_sort, 'newest') not in ('newest', 'oldest') then
    raise exception 'Choose newest or oldest first.' using errcode = '22023';
  end if;
  dir := case when p_sort = 'oldest' then 'asc' else 'desc' end;
  skip := (least(greatest(coalesce(p_page, 1), 1), 1000000) - 1)::bigint * size;
  if term = '' then
    select count(*) into total from public.client_profiles;
    source := 'public.client_profiles k';
  else
    -- Two statements, each planned with the real patterns (EXECUTE): the count scans the narrow table (or its
    -- trigram index for a rare term); the page walks the created_at index and stops at its last row.
    execute 'select count(*) from public.client_search_texts s where s.search_text like $1 or s.search_text like $2'
      into total using patterns[1], patterns[2];
    source := 'public.client_search_texts k where k.search_text like $1 or k.search_text like $2';
  end if;
  execute format($q$
    select coalesce(jsonb_agg(jsonb_build_object('id', c.user_id, 'full_name', coalesce(p.full_name, ''), 'email', p.email,
             'phone', p.phone, 'state_of_residence', c.state_of_residence, 'lga_of_residence', c.lga_of_residence,
             'created_at', c.created_at) order by c.created_at %1$s, c.user_id), '[]'::jsonb)
      from (select k.user_id from %2$s order by k.created_at %1$s, k.user_id offset $3 limit $4) k
      join public.client_profiles c on c.user_id = k.user_id
      join public.profiles p on p.id = k.user_id $q$, dir, source)
    into page_rows using patterns[1], patterns[2], skip, size;
  return jsonb_build_object('total', total, 'rows', page_rows);
end $$;

/*
 * RPC (admins, aal2): one page of verification submissions of a status (p_status: pending | verified | rejected |
 * all), by submission time (p_sort: newest | oldest; ties by id), and how many match in all. The search finds the
 * cleaner's name, e-mail or phone (person_search_texts). Answers {"total": n, "rows": [{id, cleaner_id, id_type,
 * status, review_note, submitted_at, reviewed_at, cleaner_name, cleaner_email}]}; cleaner_name is the display name,
 * else the account's full name.
 */
create function public.admin_verification_page(p_status text default 'pending', p_search text default '',
  p_sort text default 'newest', p_page integer default 1, p_page_size integer default 20)
returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  term text := public.clean_search_term(p_search);
  patterns text[] := public.person_search_patterns(p_search);
  size integer := least(greatest(coalesce(p_page_size, 20), 1), 100);
  skip bigint;
  dir text;
  conditions text[] := array['true'];
  matching text;
  total bigint;
  page_rows jsonb;
begin
  if not public.is_admin() then
    raise exception 'Only admins can list verification submissions.' using errcode = '42501';
  end if;
  if coalesce(p_sort, 'newest') not in ('newest', 'oldest') then
    raise exception 'Choose newest or oldest first.' using errcode = '22023';
  end if;
  if coalesce(p_status, 'all') not in ('all', 'pending', 'verified', 'rejected') then
    raise exception 'Invalid filter.' using errcode = '22023';
  end if;
  dir := case when p_sort = 'oldest' then 'asc' else 'desc' end;
  skip := (least(greatest(coalesce(p_page, 1), 1), 1000000) - 1)::bigint * size;
  if coalesce(p_status, 'all') <> 'all' then
    conditions := conditions || 'x.status = $5'::text;
  end if;
  if term <> '' then
    conditions := conditions
      || 'x.cleaner_id in (select s.profile_id from public.person_search_texts s where s.search_text like $1 or s.search_text like $2)'::text;
  end if;
  matching := array_to_string(conditions, ' and ');
  execute format('select count(*) from public.verification_submissions x where %s', matching)
    into total using patterns[1], patterns[2], skip, size, p_status;
  execute format($q$
    select coalesce(jsonb_agg(jsonb_build_object('id', v.id, 'cleaner_id', v.cleaner_id, 'id_type', v.id_type,
             'status', v.status, 'review_note', v.review_note, 'submitted_at', v.submitted_at, 'reviewed_at', v.reviewed_at,
             'cleaner_name', coalesce(nullif(c.display_name, ''), p.full_name, ''), 'cleaner_email', p.email)
             order by v.submitted_at %1$s, v.id), '[]'::jsonb)
      from (select x.id from public.verification_submissions x where %2$s
             order by x.submitted_at %1$s, x.id offset $3 limit $4) k
      join public.verification_submissions v on v.id = k.id
      left join public.cleaner_profiles c on c.user_id = v.cleaner_id
      left join public.profiles p on p.id = v.cleaner_id $q$, dir, matching)
    into page_rows using patterns[1], patterns[2], skip, size, p_status;
  return jsonb_build_object('total', total, 'rows', page_rows);
end $$;
comment on function public.admin_verification_page(text, text, text, integer, integer) is
  'Admins (aal2): one page of verification submissions of a status with the exact number matching; search by the cleaner''s name, e-mail or phone.';

-- A review search: the term in the reviewer's name or the comment, one LIKE on this expression (the separator no
-- term holds keeps a match inside one of the two).
create index reviews_search_trgm_idx on public.reviews
  using gin ((lower(reviewer_name) || chr(31) || lower(comment)) extensions.gin_trgm_ops);

/*
 * RPC (admins, aal2): one page of reviews by time (p_sort: newest | oldest; ties by id) and how many match in all.
 * The search finds the reviewer's name or the comment. Answers {"total": n, "rows": [{id, cleaner_id, reviewer_name,
 * rating, comment, created_at, cleaner_name, held_reasons}]}; held_reasons are the open hold's reasons, else null.
 */
create function public.admin_reviews_page(p_search text default '', p_sort text default 'newest', p_page integer default 1,
  p_page_size integer default 20)
returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  term text := public.clean_search_term(p_search);
  patterns text[] := public.person_search_patterns(p_search);
  size integer := least(greatest(coalesce(p_page_size, 20), 1), 100);
  skip bigint;
  dir text;
  matching text := 'true';
  total bigint;
  page_rows jsonb;
begin
  if not public.is_admin() then
    raise exception 'Only admins can list reviews.' using errcode = '42501';
  end if;
  if coalesce(p_sort, 'newest') not in ('newest', 'oldest') then
    raise exception 'Choose newest or oldest first.' using errcode = '22023';
  end if;
  dir := case when p_sort = 'oldest' then 'asc' else 'desc' end;
  skip := (least(greatest(coalesce(p_page, 1), 1), 1000000) - 1)::bigint * size;
  if term <> '' then
    matching := '(lower(x.reviewer_name) || chr(31) || lower(x.comment)) like $1';
  end if;
  execute format('select count(*) from public.reviews x where %s', matching) into total using patterns[1], skip, size;
  execute format($q$
    select coalesce(jsonb_agg(jsonb_build_object('id', r.id, 'cleaner_id', r.cleaner_id, 'reviewer_name', r.reviewer_name,
             'rating', r.rating, 'comment', r.comment, 'created_at', r.created_at,
             'cleaner_name', coalesce(c.display_name, ''),
             'held_reasons', case when f.cleared_at is null then to_jsonb(f.reasons) end)
             order by r.created_at %1$s, r.id), '[]'::jsonb)
      from (select x.id from public.reviews x where %2$s order by x.created_at %1$s, x.id offset $2 limit $3) k
      join public.reviews r on r.id = k.id
      left join public.cleaner_profiles c on c.user_id = r.cleaner_id
      left join public.review_flags f on f.review_id = r.id $q$, dir, matching)
    into page_rows using patterns[1], skip, size;
  return jsonb_build_object('total', total, 'rows', page_rows);
end $$;
comment on function public.admin_reviews_page(text, text, integer, integer) is
  'Admins (aal2): one page of reviews (newest or oldest first) with the exact number matching; search by the reviewer''s name or the comment.';

revoke execute on function public.admin_verification_page(text, text, text, integer, integer),
  public.admin_reviews_page(text, text, integer, integer) from public, anon;
grant execute on function public.admin_verification_page(text, text, text, integer, integer),
  public.admin_reviews_page(text, text, integer, integer) to authenticated, service_role;
