-- Creates search_listed_cleaners: Find a Cleaner's search, matching a state (and optionally an LGA) by ANY of the
-- names people write it with. Profiles store what cleaners typed ("FCT", "Federal Capital Territory", "Abuja"), so
-- one substring (search_cleaners) misses some; the browser sends the canonical name and its aliases from the
-- shared states/LGAs table and the database decides who is listed (verified and active only, as the caller's RLS).

create function public.search_listed_cleaners(p_state_terms text[], p_lga_terms text[] default '{}',
  p_limit integer default 48, p_offset integer default 0)
returns setof public.cleaner_profiles
language sql stable security invoker set search_path = '' as $$
  with terms as (
    select array(select public.like_fragment(t) from unnest(coalesce(p_state_terms, '{}')) t where btrim(t) <> '') as states,
           array(select public.like_fragment(t) from unnest(coalesce(p_lga_terms, '{}')) t where btrim(t) <> '') as lgas
  )
  select c.*
    from public.cleaner_profiles c, terms
   where c.verification_status = 'verified' and c.status = 'active'
     and cardinality(terms.states) > 0
     and c.search_text like any (terms.states)
     and (cardinality(terms.lgas) = 0 or c.search_text like any (terms.lgas))
   order by c.rating_avg desc, c.rating_count desc, c.user_id
   limit least(greatest(coalesce(p_limit, 48), 1), 100) offset greatest(coalesce(p_offset, 0), 0)
$$;
comment on function public.search_listed_cleaners(text[], text[], integer, integer)
  is 'Anyone: verified, active cleaners whose state/LGA/service locations contain any state term (and any LGA term).';

grant execute on function public.search_listed_cleaners(text[], text[], integer, integer) to anon, authenticated;
