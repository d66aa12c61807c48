-- Issue 25 §2, the console at marketplace scale: the Client List, the Cleaners Dashboard and the pickers of Cleaner
-- Match read through security-definer functions instead of PostgREST filters on the tables. Under RLS a search
-- (`ilike`, not leakproof) stays above the policies' checks and can never be an index condition, and the exact count
-- of a page joined to profiles paid the policies once per row: at 50,000 clients a first page took ~150 ms and a
-- search ~400 ms (bench/RESULTS.md §9). These functions check is_admin() (which needs an aal2 session) once, then
-- query without RLS in the way:
--  * a search is the term anywhere in the name, e-mail or phone (a phone number as typed, 0803… or +234 803…, is
--    matched by its digits), one LIKE on person_search_texts, which a trigram index serves;
--  * a page is a range of the created_at (or name) index joined to profiles only for its 20 rows;
--  * the total stays exact: an index-only count without a search, the count of the matches (found once, in the same
--    statement as the page) with one.
-- The statements are built per call (EXECUTE), so each is planned with the real term.

-- The Cleaners Dashboard's standing filters, newest first.
create index if not exists cleaner_profiles_status_created_idx on public.cleaner_profiles (status, created_at desc, user_id);

/*
 * What a person search looks in, one lower-case text per profile: name, e-mail and phone joined by a separator no
 * term can hold (chr(31); terms lose their control characters). One LIKE on it costs a sixth of three ILIKEs on
 * profiles, so even a term that most people match (a vowel, a common surname) stays within a page's budget, and its
 * trigram index serves the rare ones. Kept by a trigger on profiles; no API role reads it. No operator_audit trigger:
 * it is derived from profiles, whose changes the audit already records.
 */
create table public.person_search_texts (
  profile_id uuid primary key references public.profiles (id) on delete cascade,
  search_text text not null
);
comment on table public.person_search_texts is
  'Lower-case name, e-mail and phone of each profile, for the console''s person search (issue 25). Server-side only.';
alter table public.person_search_texts enable row level security;
revoke all on public.person_search_texts from public, anon, authenticated;
grant select, insert, update, delete on public.person_search_texts to service_role;
create index person_search_texts_trgm_idx on public.person_search_texts using gin (search_text extensions.gin_trgm_ops);

create function public.person_search_text(p_name text, p_email text, p_phone text) returns text
language sql immutable set search_path = '' as $$
  select lower(replace(coalesce(p_name, ''), chr(31), '')) || chr(31) || lower(replace(coalesce(p_email, ''), chr(31), ''))
      || chr(31) || replace(coalesce(p_phone, ''), chr(31), '')
$$;

create function public.keep_person_search_text() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into public.person_search_texts (profile_id, search_text)
  values (new.id, public.person_search_text(new.full_name, new.email, new.phone))
  on conflict (profile_id) do update set search_text = excluded.search_text;
  return null;
end $$;
create trigger profiles_keep_person_search_text after insert or update of full_name, email, phone on public.profiles
  for each row execute function public.keep_person_search_text();
insert into public.person_search_texts (profile_id, search_text)
select id, public.person_search_text(full_name, email, phone) from public.profiles;

/*
 * The digits a phone search looks for in a stored +234XXXXXXXXXX, when the term is a phone number as people type it
 * ("0803 123 4567", "+234 803…", "803-123"): without the leading 0 or 234; null when the term is not one (or has
 * fewer than 3 digits). The same rule as shared-data's phoneDigits.
 */
create function public.phone_search_digits(p_term text) returns text
language sql immutable set search_path = '' as $$
  select case when length(d) >= 3 then d end
    from (select case when x.t !~ '^\+?[\d\s()-]{3,}$' then ''
                      when x.digits like '234%' then substr(x.digits, 4)
                      when x.digits like '0%' then substr(x.digits, 2)
                      else x.digits end as d
            from (select t, regexp_replace(t, '\D', '', 'g') as digits
                    from (select btrim(regexp_replace(coalesce(p_term, ''), '\s+', ' ', 'g')) as t) y) x) z
$$;

/* A search term as the lists take it: no control characters, trimmed, inner spaces collapsed, at most 100 characters. */
create function public.clean_search_term(p_term text) returns text
language sql immutable set search_path = '' as $$
  select left(btrim(regexp_replace(regexp_replace(coalesce(p_term, ''), '[[:cntrl:]]', ' ', 'g'), '\s+', ' ', 'g')), 100)
$$;

/*
 * The condition "profile x.user_id matches the search" for the list functions below, over their parameters $1 and $2
 * (person_search_patterns): the term in the name, e-mail or phone, or its digits in the phone.
 */
create function public.person_search_condition() returns text
language sql immutable set search_path = '' as $$
  select 'x.user_id in (select s.profile_id from public.person_search_texts s where s.search_text like $1 or s.search_text like $2)'
$$;

/*
 * The LIKE patterns of a term on person_search_texts: [contains the term (lower case; % _ \ escaped), the phone
 * (after the second separator) contains the term's digits — or the first pattern again when the term is no phone].
 */
create function public.person_search_patterns(p_term text) returns text[]
language sql immutable set search_path = '' as $$
  select array[p, coalesce('%' || chr(31) || '%' || chr(31) || '%' || public.phone_search_digits(p_term) || '%', p)]
    from (select '%' || replace(replace(replace(lower(public.clean_search_term(p_term)), '\', '\\'), '%', '\%'), '_', '\_') || '%' as p) x
$$;

/*
 * RPC (admins, aal2): one page of clients, newest (or oldest) first, and how many match in all. The search finds a
 * name, e-mail or phone. Answers {"total": n, "rows": [{id, full_name, email, phone, state_of_residence,
 * lga_of_residence, created_at}]}.
 */
create function public.admin_clients_page(p_search text default '', p_sort text default 'newest', p_page integer default 1,
  p_page_size integer default 20)
returns jsonb
language plpgsql stable security definer set search_path = '' set enable_mergejoin = off as $$
declare
  term text := public.clean_search_term(p_search);
  patterns text[] := public.person_search_patterns(p_search);
  size integer := least(greatest(coalesce(p_page_size, 20), 1), 100);
  skip bigint;
  dir text;
  source text;
  hits text := '';
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
    source := 'public.client_profiles';
  else
    -- The matches once (from the trigram indexes): counted, then sorted for the page.
    source := 'hits';
    hits := format($q$
      with hits as materialized (
        select x.user_id, x.created_at from public.client_profiles x where %s)
      $q$, public.person_search_condition());
  end if;
  execute hits || format($q$
    select %3$s, (
      select coalesce(jsonb_agg(jsonb_build_object('id', c.user_id, 'full_name', coalesce(p.full_name, ''), 'email', p.email,
               'phone', p.phone, 'state_of_residence', c.state_of_residence, 'lga_of_residence', c.lga_of_residence,
               'created_at', c.created_at) order by c.created_at %1$s, c.user_id), '[]'::jsonb)
        from (select k.user_id from %2$s k order by k.created_at %1$s, k.user_id offset $3 limit $4) k
        join public.client_profiles c on c.user_id = k.user_id
        join public.profiles p on p.id = k.user_id) $q$, dir, source, case when term = '' then '$5' else '(select count(*) from hits)' end)
    into total, page_rows using patterns[1], patterns[2], skip, size, total;
  return jsonb_build_object('total', total, 'rows', page_rows);
end $$;
comment on function public.admin_clients_page(text, text, integer, integer) is
  'Admins (aal2): one page of clients (newest or oldest first) with the exact number matching; search by name, e-mail or phone.';

/*
 * RPC (admins, aal2): one page of cleaners and how many match in all. p_filter: all | active | suspended | verified |
 * unverified | working (active and verified: who can take a job). p_sort: newest | oldest | name (display name, for
 * the pickers). The search finds the account's name, e-mail or phone. Answers {"total": n, "rows": [{user_id,
 * display_name, full_name, email, phone, state, lga, status, verification_status, rating_avg, rating_count,
 * specializations, created_at}]}.
 */
create function public.admin_cleaners_page(p_search text default '', p_filter text default 'all', p_sort text default 'newest',
  p_page integer default 1, p_page_size integer default 20)
returns jsonb
language plpgsql stable security definer set search_path = '' set enable_mergejoin = off as $$
declare
  term text := public.clean_search_term(p_search);
  patterns text[] := public.person_search_patterns(p_search);
  size integer := least(greatest(coalesce(p_page_size, 20), 1), 100);
  skip bigint;
  sort_by text;
  conditions text[] := '{}';
  matching text := '';
  source text;
  hits text := '';
  total bigint;
  page_rows jsonb;
begin
  if not public.is_admin() then
    raise exception 'Only admins can list cleaners.' using errcode = '42501';
  end if;
  sort_by := case coalesce(p_sort, 'newest')
    when 'newest' then '@.created_at desc, @.user_id'
    when 'oldest' then '@.created_at asc, @.user_id'
    when 'name' then '@.display_name, @.user_id' end;
  if sort_by is null then
    raise exception 'Choose newest, oldest or name.' using errcode = '22023';
  end if;
  case coalesce(p_filter, 'all')
    when 'all' then null;
    when 'active' then conditions := conditions || 'x.status = ''active'''::text;
    when 'suspended' then conditions := conditions || 'x.status = ''suspended'''::text;
    when 'verified' then conditions := conditions || 'x.verification_status = ''verified'''::text;
    when 'unverified' then conditions := conditions || 'x.verification_status <> ''verified'''::text;
    when 'working' then conditions := conditions || 'x.status = ''active'' and x.verification_status = ''verified'''::text;
    else raise exception 'Invalid filter.' using errcode = '22023';
  end case;
  if term <> '' then
    conditions := conditions || public.person_search_condition();
  end if;
  if cardinality(conditions) > 0 then
    matching := 'where ' || array_to_string(conditions, ' and ');
  end if;
  skip := (least(greatest(coalesce(p_page, 1), 1), 1000000) - 1)::bigint * size;

  if term = '' then
    -- A standing filter alone is an index range: counted there, paged in the index's order.
    execute format('select count(*) from public.cleaner_profiles x %s', matching) into total;
    source := format('(select x.user_id, x.created_at, x.display_name from public.cleaner_profiles x %s)', matching);
  else
    -- The matches once (from the trigram indexes): counted, then sorted for the page.
    source := 'hits';
    hits := format($q$
      with hits as materialized (select x.user_id, x.created_at, x.display_name from public.cleaner_profiles x %s)
      $q$, matching);
  end if;
  execute hits || format($q$
    select %3$s, (
      select coalesce(jsonb_agg(jsonb_build_object('user_id', c.user_id, 'display_name', c.display_name,
               'full_name', coalesce(p.full_name, ''), 'email', p.email, 'phone', p.phone, 'state', c.state, 'lga', c.lga,
               'status', c.status, 'verification_status', c.verification_status, 'rating_avg', c.rating_avg,
               'rating_count', c.rating_count, 'specializations', c.specializations, 'created_at', c.created_at)
               order by %4$s), '[]'::jsonb)
        from (select k.user_id from %2$s k order by %1$s offset $3 limit $4) k
        join public.cleaner_profiles c on c.user_id = k.user_id
        join public.profiles p on p.id = k.user_id) $q$,
      replace(sort_by, '@.', 'k.'), source, case when term = '' then '$5' else '(select count(*) from hits)' end,
      replace(sort_by, '@.', 'c.'))
    into total, page_rows using patterns[1], patterns[2], skip, size, total;
  return jsonb_build_object('total', total, 'rows', page_rows);
end $$;
comment on function public.admin_cleaners_page(text, text, text, integer, integer) is
  'Admins (aal2): one page of cleaners (by standing; newest, oldest or by name) with the exact number matching; search by name, e-mail or phone.';

revoke execute on function public.admin_clients_page(text, text, integer, integer),
  public.admin_cleaners_page(text, text, text, integer, integer) from public, anon;
grant execute on function public.admin_clients_page(text, text, integer, integer),
  public.admin_cleaners_page(text, text, text, integer, integer) to authenticated, service_role;
revoke execute on function public.person_search_text(text, text, text), public.keep_person_search_text() from public, anon, authenticated;
grant execute on function public.person_search_text(text, text, text), public.keep_person_search_text() to service_role;
revoke execute on function public.phone_search_digits(text), public.clean_search_term(text), public.person_search_condition(),
  public.person_search_patterns(text) from public, anon;
grant execute on function public.phone_search_digits(text), public.clean_search_term(text), public.person_search_condition(),
  public.person_search_patterns(text) to authenticated, service_role;
