-- Issue 27, item 7: what the cleaner's screens got wrong, fixed where the data lives.
--  * A schedule visit could be marked completed before its date, and the client was told it was: complete_visit now
--    refuses a visit whose day (Lagos time) has not come, so no notice goes out either.
--  * Delete Selected on Your Cleaning Schedules only hid rows in one browser. A cleaner still cannot delete a client's
--    schedule (the client and admins own it), but may now remove a finished one (completed or expired) from their
--    own list, in the database: hide_my_schedules sets cleaner_hidden_at, and my_cleaner_schedules leaves it out on
--    every device. An active or pending schedule is refused, so nothing the cleaner still has to do can disappear.
--  * Your Cleaning Schedules was not live (a schedule an admin matched showed only after a reload) and the cleaner's
--    rating summary stayed stale after a new review: schedules and reviews join the Realtime publication, so the
--    screens can refetch on a change (Realtime applies each subscriber's RLS).
-- complete_visit is copied from 20250613090000 and changed; my_cleaner_schedules from 20250603101500.

alter table public.schedules add column cleaner_hidden_at timestamptz;
comment on column public.schedules.cleaner_hidden_at is 'When the cleaner removed this finished schedule from their own list (the schedule itself stays).';

create or replace function public.complete_visit(p_visit_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare v public.schedule_visits; s public.schedules;
begin
  select * into v from public.schedule_visits where id = p_visit_id for update;
  if p_visit_id is null or not found then
    raise exception 'Visit not found.' using errcode = 'PT404';
  end if;
  select * into s from public.schedules where id = v.schedule_id for update;
  if s.cleaner_id is distinct from auth.uid() then
    raise exception 'Visit not found.' using errcode = 'PT404';
  end if;
  perform public.require_working_cleaner('complete visits');
  if s.status <> 'active' or v.status <> 'scheduled' then
    raise exception 'This visit cannot be completed.' using errcode = '22023';
  end if;
  -- A visit is done on its day or later (Lagos calendar), never ahead of it.
  if v.visit_date > (now() at time zone 'Africa/Lagos')::date then
    raise exception 'This visit is on %. You can mark it completed from that day.', to_char(v.visit_date, 'FMDD Mon YYYY')
      using errcode = '22023';
  end if;
  update public.schedule_visits set status = 'completed', completed_at = now() where id = v.id;
  if not exists (select 1 from public.schedule_visits where schedule_id = s.id and status = 'scheduled') then
    update public.schedules set status = 'completed' where id = s.id;
  end if;
  perform public.notify(s.client_id, 'schedule', 'Your ' || s.service_type || ' visit of '
    || to_char(v.visit_date, 'DD Mon YYYY') || ' was completed.', '/client/schedules');
end $$;
comment on function public.complete_visit(uuid)
  is 'The schedule''s verified, active cleaner, on or after the visit''s day: scheduled -> completed. Errors: Visit not found. / This visit cannot be completed. / This visit is on <date>. ... / Only verified cleaners can complete visits.';

drop function public.my_cleaner_schedules();
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
  next_visit_due boolean,
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
         coalesce(nv.visit_date <= (now() at time zone 'Africa/Lagos')::date, false),
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
   where s.cleaner_id = (select auth.uid()) and s.cleaner_hidden_at is null
   order by s.start_date desc, s.id
$$;
comment on function public.my_cleaner_schedules()
  is 'Cleaner: their matched schedules (not the finished ones they removed) with the client''s name, phone, address and next scheduled visit (due: its day has come, Lagos time).';

/*
 * RPC: the cleaner removes finished schedules (completed or expired) from their own list. All or nothing: one that
 * is not theirs or not finished refuses the whole call. Returns how many were removed.
 */
create function public.hide_my_schedules(p_schedule_ids uuid[]) returns integer
language plpgsql security definer set search_path = '' as $$
declare n integer;
begin
  if p_schedule_ids is null or cardinality(p_schedule_ids) = 0 or cardinality(p_schedule_ids) > 200 then
    raise exception 'Select schedules to remove.' using errcode = '22023';
  end if;
  perform 1 from public.schedules where id = any (p_schedule_ids) for update;
  if exists (select 1 from unnest(p_schedule_ids) x(id)
              where not exists (select 1 from public.schedules s where s.id = x.id and s.cleaner_id = auth.uid())) then
    raise exception 'Schedule not found.' using errcode = 'PT404';
  end if;
  if exists (select 1 from public.schedules where id = any (p_schedule_ids) and status not in ('completed', 'expired')) then
    raise exception 'Only finished schedules can be removed from your list.' using errcode = '22023';
  end if;
  update public.schedules set cleaner_hidden_at = now()
   where id = any (p_schedule_ids) and cleaner_id = auth.uid() and cleaner_hidden_at is null;
  get diagnostics n = row_count;
  return n;
end $$;
comment on function public.hide_my_schedules(uuid[])
  is 'Cleaner: removes their finished (completed or expired) schedules from their own list. Errors: Select schedules to remove. / Schedule not found. / Only finished schedules can be removed from your list.';

revoke all on function public.complete_visit(uuid), public.my_cleaner_schedules(), public.hide_my_schedules(uuid[])
  from public, anon;
grant execute on function public.complete_visit(uuid), public.my_cleaner_schedules(), public.hide_my_schedules(uuid[])
  to authenticated, service_role;

do $$
declare t text;
begin
  foreach t in array array['schedules', 'reviews'] loop
    if exists (select 1 from pg_publication where pubname = 'supabase_realtime')
       and not exists (select 1 from pg_publication_tables
                        where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = t) then
      execute format('alter publication supabase_realtime add table public.%I', t);
    end if;
  end loop;
end $$;
