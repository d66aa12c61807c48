-- Caps the input of search_listed_cleaners (issue 21): an anonymous call with 20,000 state terms made the database
-- compare every listed profile with every term (`like any`), ~3 s of work per request. The browser sends a state's
-- canonical name and its aliases (7 at most in shared-data's table), so 20 terms of at most 100 characters per list
-- leave ample room; more is refused with SQLSTATE 22023, which PostgREST answers with HTTP 400.
--
-- The check is its own function, called as a constant condition: search_listed_cleaners stays a plain SQL function
-- without a SET clause, so PostgreSQL still inlines it into the caller's query (20250606090000), and a condition
-- without columns runs once per call, before any row is read.

create function public.check_cleaner_search_terms(p_state_terms text[], p_lga_terms text[])
returns boolean
language plpgsql immutable security invoker set search_path = '' as $$
begin
  if coalesce(cardinality(p_state_terms), 0) > 20 or coalesce(cardinality(p_lga_terms), 0) > 20 then
    raise exception 'Too many search terms: at most 20 state names and 20 LGA names.' using errcode = '22023';
  end if;
  if exists (select 1 from unnest(coalesce(p_state_terms, '{}') || coalesce(p_lga_terms, '{}')) t where length(t) > 100) then
    raise exception 'Search terms are limited to 100 characters each.' using errcode = '22023';
  end if;
  return true;
end;
$$;
comment on function public.check_cleaner_search_terms(text[], text[])
  is 'Guard of search_listed_cleaners: refuses (22023) more than 20 terms per list or a term over 100 characters.';
-- Called inside search_listed_cleaners, which runs with the caller's rights: the API roles need it, nobody else.
revoke execute on function public.check_cleaner_search_terms(text[], text[]) from public;
grant execute on function public.check_cleaner_search_terms(text[], text[]) to anon, authenticated, service_role;

-- Same signature, result and behaviour as 20250602140500 apart from the guard; grants and comment are kept by
-- `create or replace`, and it has no SET clause (inlinable, see above).
create or replace function public.search_listed_cleaners(p_state_terms text[], p_lga_terms text[] default '{}',
  p_limit integer default 48, p_offset integer default 0)
returns setof public.cleaner_profiles
language sql stable security invoker as $$
  with terms as (
    select array(select public.like_fragment(t) from unnest(coalesce(p_state_terms, '{}')) t where btrim(t) <> '') as states,
           array(select public.like_fragment(t) from unnest(coalesce(p_lga_terms, '{}')) t where btrim(t) <> '') as lgas
  )
  select c.*
    from public.cleaner_profiles c, terms
   where public.check_cleaner_search_terms(p_state_terms, p_lga_terms)
     and c.verification_status = 'verified' and c.status = 'active'
     and cardinality(terms.states) > 0
     and c.search_text like any (terms.states)
     and (cardinality(terms.lgas) = 0 or c.search_text like any (terms.lgas))
   order by c.rating_avg desc, c.rating_count desc, c.user_id
   limit least(greatest(coalesce(p_limit, 48), 1), 100) offset greatest(coalesce(p_offset, 0), 0)
$$;
grant execute on function public.search_listed_cleaners(text[], text[], integer, integer) to service_role;
