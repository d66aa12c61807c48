-- Creates the cleaner's read models that RLS alone cannot serve: their schedules with the client's contact details
-- (a matched cleaner must know whom to visit and where, but profiles/client_profiles stay private to everyone else),
-- and their earnings per month from completed bookings. Both are security definer, read only the caller's rows, and
-- are granted to authenticated only.

/* RPC: the caller's schedules (as the matched cleaner) with the client's name, phone and address, and visit counts. */
create function public.my_cleaner_schedules()
returns table (
  id uuid,
  client_name text,
  client_phone text,
  client_address text,
  location text,
  service_type text,
  start_date date,
  service_time time,
  status text,
  next_visit_id uuid,
  next_visit_date date,
  visits_total integer,
  visits_completed integer
)
language sql stable security definer set search_path = '' as $$
  select s.id,
         coalesce(nullif(p.full_name, ''), 'Client'),
         p.phone,
         cp.address,
         coalesce(s.location, concat_ws(', ', nullif(cp.lga_of_residence, ''), nullif(cp.state_of_residence, ''))),
         s.service_type::text,
         s.start_date,
         s.service_time,
         s.status::text,
         nv.id,
         nv.visit_date,
         (select count(*)::integer from public.schedule_visits v where v.schedule_id = s.id),
         (select count(*)::integer from public.schedule_visits v where v.schedule_id = s.id and v.status = 'completed')
    from public.schedules s
    join public.profiles p on p.id = s.client_id
    left join public.client_profiles cp on cp.user_id = s.client_id
    left join lateral (
      select v.id, v.visit_date from public.schedule_visits v
       where v.schedule_id = s.id and v.status = 'scheduled'
       order by v.visit_date limit 1
    ) nv on true
   where s.cleaner_id = (select auth.uid())
   order by s.start_date desc, s.id
$$;
comment on function public.my_cleaner_schedules()
  is 'Cleaner: their matched schedules with the client''s name, phone, address and next scheduled visit.';

/* RPC: the caller's earnings as a cleaner: completed bookings per month (Lagos time), amount = agreed price or budget. */
create function public.my_cleaner_earnings()
returns table (month date, jobs integer, amount_kobo bigint)
language sql stable security definer set search_path = '' as $$
  select -- Lagos is UTC+1 all year (no daylight saving).
  date_trunc('month', (b.completed_at at time zone 'UTC') + interval '1 hour')::date,
         count(*)::integer,
         coalesce(sum(coalesce(b.price_kobo, b.budget_kobo, 0)), 0)::bigint
    from public.bookings b
   where b.cleaner_id = (select auth.uid()) and b.status = 'completed'
   group by 1
   order by 1 desc
$$;
comment on function public.my_cleaner_earnings()
  is 'Cleaner: completed jobs and amounts earned per month (kobo), newest month first.';

revoke execute on function public.my_cleaner_schedules(), public.my_cleaner_earnings() from public, anon;
grant execute on function public.my_cleaner_schedules(), public.my_cleaner_earnings() to authenticated;
