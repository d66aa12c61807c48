-- Creates the admin RPCs over cleaners (suspend, activate, delete) and search_cleaners, the location search behind
-- Find a Cleaner and the client's search (verified, active cleaners; trigram-indexed substring match).

-- Shared by suspend_cleaner and activate_cleaner.
create function public.set_cleaner_status(p_cleaner_id uuid, p_status public.cleaner_status) returns void
language plpgsql security definer set search_path = '' as $$
declare prof public.cleaner_profiles;
begin
  if not public.is_admin() then
    raise exception 'Only admins can manage cleaners.' using errcode = '42501';
  end if;
  select * into prof from public.cleaner_profiles where user_id = p_cleaner_id for update;
  if p_cleaner_id is null or not found then
    raise exception 'Cleaner not found.' using errcode = 'P0002';
  end if;
  if prof.status = p_status then
    raise exception 'This cleaner is already %.', p_status using errcode = '22023';
  end if;
  update public.cleaner_profiles set status = p_status where user_id = p_cleaner_id;
  perform public.notify(p_cleaner_id, 'system', case when p_status = 'suspended'
    then 'Your account has been suspended. Contact support for help.'
    else 'Your account has been activated.' end, '/cleaner');
end $$;

/* RPC: admin suspends a cleaner (hidden from search, cannot bid or accept). */
create function public.suspend_cleaner(p_cleaner_id uuid) returns void
language sql security definer set search_path = '' as $$
  select public.set_cleaner_status(p_cleaner_id, 'suspended')
$$;
comment on function public.suspend_cleaner(uuid) is 'Admin: active -> suspended.';

/* RPC: admin re-activates a suspended cleaner. */
create function public.activate_cleaner(p_cleaner_id uuid) returns void
language sql security definer set search_path = '' as $$
  select public.set_cleaner_status(p_cleaner_id, 'active')
$$;
comment on function public.activate_cleaner(uuid) is 'Admin: suspended -> active.';

/*
 * RPC: admin deletes a cleaner's cleaner profile and role (the person's account and other roles stay). Their pending
 * bids go with the profile; requests aimed at them close; bookings keep their history with no cleaner.
 */
create function public.delete_cleaner(p_cleaner_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
begin
  if not public.is_admin() then
    raise exception 'Only admins can manage cleaners.' using errcode = '42501';
  end if;
  if p_cleaner_id is null or not exists (select 1 from public.cleaner_profiles where user_id = p_cleaner_id) then
    raise exception 'Cleaner not found.' using errcode = 'P0002';
  end if;
  update public.quote_requests set status = 'closed' where target_cleaner_id = p_cleaner_id and status = 'open';
  update public.bookings set status = 'cancelled' where cleaner_id = p_cleaner_id and status = 'pending';
  delete from public.cleaner_profiles where user_id = p_cleaner_id;
  delete from public.user_roles where user_id = p_cleaner_id and role = 'cleaner';
  perform public.notify(p_cleaner_id, 'system', 'Your cleaner profile has been removed.', '/');
end $$;
comment on function public.delete_cleaner(uuid) is 'Admin: removes the cleaner profile and role.';

-- LIKE pattern for a user-typed fragment: lower-cased, wildcards escaped.
create function public.like_fragment(p_text text) returns text
language sql immutable set search_path = '' as $$
  select '%' || replace(replace(replace(lower(btrim(p_text)), '\', '\\'), '%', '\%'), '_', '\_') || '%'
$$;
grant execute on function public.like_fragment(text) to anon, authenticated;

/*
 * RPC: verified, active cleaners whose state, LGA or service locations contain p_state (and p_lga, and p_query when
 * given), best rated first. Runs as the caller, so RLS still decides; budget is informational in the UI.
 */
create function public.search_cleaners(p_state text, p_lga text default null, p_query text default null,
  p_limit integer default 24, p_offset integer default 0)
returns setof public.cleaner_profiles
language sql stable security invoker set search_path = '' as $$
  select c.*
    from public.cleaner_profiles c
   where c.verification_status = 'verified' and c.status = 'active'
     and (coalesce(btrim(p_state), '') = '' or c.search_text like public.like_fragment(p_state))
     and (coalesce(btrim(p_lga), '') = '' or c.search_text like public.like_fragment(p_lga))
     and (coalesce(btrim(p_query), '') = '' or c.search_text like public.like_fragment(p_query))
   order by c.rating_avg desc, c.rating_count desc, c.user_id
   limit least(greatest(coalesce(p_limit, 24), 1), 100) offset greatest(coalesce(p_offset, 0), 0)
$$;
comment on function public.search_cleaners(text, text, text, integer, integer) is 'Anyone: location search over listed cleaners.';

grant execute on function public.suspend_cleaner(uuid), public.activate_cleaner(uuid), public.delete_cleaner(uuid) to authenticated;
grant execute on function public.search_cleaners(text, text, text, integer, integer) to anon, authenticated;
