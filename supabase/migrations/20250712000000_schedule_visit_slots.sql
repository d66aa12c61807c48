-- Issue 27, item 1 for schedules: every visit of a recurring schedule is a two-hour slot (the bookings' windows:
-- 08:00, 10:00, 12:00, 14:00, 16:00 Lagos time), and the cleaner's weekly hours and committed jobs count for visits
-- as they do for bookings, both ways:
--   * a schedule's service_time is the start of its window; a time off the grid (rows from before, a direct insert)
--     is mapped to the window it falls in, so the old free-time rows stay valid without asking anyone again;
--   * each visit holds starts_at/ends_at; visit_date stays the Lagos day of starts_at (every reader keeps working);
--   * cleaner_has_clash (used by the bookings' slot guard and the slot picker) now also counts the cleaner's upcoming
--     visits, so a booking cannot take a visit's time; match_schedule refuses a cleaner whose hours or jobs do not fit
--     every visit it lays out.
-- Lock order, as the bookings' guard: the parent row (booking or schedule) first, then the cleaner's profile row.
-- Redefines cleaner_has_clash (20250704000100), match_schedule (20250612000200), complete_visit and
-- my_cleaner_schedules (20250706000200).

/* Internal: the start of the two-hour window a time of day falls in (08:00 ... 16:00). */
create function public.slot_window_start(p_time time) returns time
language sql immutable set search_path = '' as $$
  select make_time(least(greatest((extract(hour from p_time)::integer / 2) * 2, 8), 16), 0, 0)
$$;

/* Trigger: a schedule's time is always the start of a slot window. */
create function public.schedules_slot_time() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  new.service_time := public.slot_window_start(new.service_time);
  return new;
end $$;
create trigger schedules_slot_time before insert or update of service_time on public.schedules
  for each row execute function public.schedules_slot_time();
update public.schedules set service_time = public.slot_window_start(service_time)
 where service_time is distinct from public.slot_window_start(service_time);
comment on column public.schedules.service_time is 'Start of the two-hour slot of each visit (Lagos time): 08:00, 10:00, 12:00, 14:00 or 16:00.';

-- Schedules can be cancelled by the client (issue 27 item 2): the upcoming visits go, the history stays.
alter domain public.schedule_status drop constraint schedule_status_check;
alter domain public.schedule_status add constraint schedule_status_check
  check (value in ('pending', 'active', 'expired', 'completed', 'cancelled'));
alter table public.schedules
  add column cancelled_at timestamptz,
  add column cancellation_reason text check (cancellation_reason is null or char_length(cancellation_reason) <= 300);

alter table public.schedule_visits
  add column starts_at timestamptz,
  add column ends_at timestamptz,
  add column moved_count integer not null default 0 check (moved_count >= 0),
  add column cancelled_at timestamptz,
  add column cancelled_by text check (cancelled_by in ('client', 'cleaner', 'admin'));
comment on column public.schedule_visits.starts_at is 'Start of the visit''s slot (absolute time; shown in Lagos time).';
comment on column public.schedule_visits.moved_count is 'How many times the client moved this visit (the reschedule limit applies per visit).';

update public.schedule_visits v
   set starts_at = (v.visit_date + s.service_time) at time zone 'Africa/Lagos',
       ends_at = ((v.visit_date + s.service_time) at time zone 'Africa/Lagos') + interval '2 hours'
  from public.schedules s
 where s.id = v.schedule_id;
alter table public.schedule_visits
  alter column starts_at set not null,
  alter column ends_at set not null,
  add constraint schedule_visits_slot_order check (ends_at > starts_at and ends_at - starts_at <= interval '12 hours');

-- One live visit a day per schedule: a skipped (cancelled) visit no longer holds its day, so another can move there.
alter table public.schedule_visits drop constraint schedule_visits_schedule_id_visit_date_key;
create unique index schedule_visits_one_a_day on public.schedule_visits (schedule_id, visit_date) where status <> 'cancelled';
-- The clash check walks a cleaner's schedules, then their visits by time.
create index schedule_visits_schedule_slot_idx on public.schedule_visits (schedule_id, starts_at);

/*
 * Trigger: a visit's slot and day agree. A new visit without a slot gets its schedule's window on its day; moving
 * only the day keeps the time of day; visit_date is always the Lagos day of starts_at.
 */
create function public.schedule_visits_sync_slot() returns trigger
language plpgsql security definer set search_path = '' as $$
declare t time;
begin
  if tg_op = 'INSERT' and new.starts_at is null then
    select s.service_time into t from public.schedules s where s.id = new.schedule_id;
    new.starts_at := (new.visit_date + coalesce(t, time '10:00')) at time zone 'Africa/Lagos';
  elsif tg_op = 'UPDATE' and new.starts_at is not distinct from old.starts_at and new.visit_date is distinct from old.visit_date then
    new.starts_at := (new.visit_date + (old.starts_at at time zone 'Africa/Lagos')::time) at time zone 'Africa/Lagos';
    new.ends_at := new.starts_at + (old.ends_at - old.starts_at);
  end if;
  if new.ends_at is null then
    new.ends_at := new.starts_at + interval '2 hours';
  end if;
  new.visit_date := (new.starts_at at time zone 'Africa/Lagos')::date;
  return new;
end $$;
revoke all on function public.schedule_visits_sync_slot() from public;
create trigger schedule_visits_sync_slot before insert or update of starts_at, ends_at, visit_date on public.schedule_visits
  for each row execute function public.schedule_visits_sync_slot();

-- Clashes ---------------------------------------------------------------------------------------------------------

/* Internal: the cleaner's committed bookings (accepted or under way) overlapping [p_starts, p_ends), except one. */
create function public.cleaner_booking_clash(p_cleaner_id uuid, p_starts timestamptz, p_ends timestamptz, p_except uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.bookings b
     where b.cleaner_id = p_cleaner_id and b.id is distinct from p_except and b.starts_at is not null
       and b.status::text in ('accepted', 'on_the_way', 'in_progress')
       and b.starts_at < p_ends and b.ends_at > p_starts)
$$;

/* Internal: the cleaner's upcoming visits (of their active schedules) overlapping [p_starts, p_ends), except one. */
create function public.cleaner_visit_clash(p_cleaner_id uuid, p_starts timestamptz, p_ends timestamptz, p_except_visit uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.schedules s
      join public.schedule_visits v on v.schedule_id = s.id
     where s.cleaner_id = p_cleaner_id and s.status::text = 'active' and v.status::text = 'scheduled'
       and v.id is distinct from p_except_visit and v.starts_at < p_ends and v.ends_at > p_starts)
$$;

/* Internal (redefined): any committed job of the cleaner in [p_starts, p_ends): bookings (except one) and visits. */
create or replace function public.cleaner_has_clash(p_cleaner_id uuid, p_starts timestamptz, p_ends timestamptz, p_except uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select public.cleaner_booking_clash(p_cleaner_id, p_starts, p_ends, p_except)
      or public.cleaner_visit_clash(p_cleaner_id, p_starts, p_ends, null)
$$;

/* Internal: why the cleaner cannot take a visit at [p_starts, p_ends) (null when they can). The caller holds the cleaner's lock. */
create function public.visit_slot_problem(p_cleaner_id uuid, p_starts timestamptz, p_ends timestamptz, p_except_visit uuid) returns text
language sql stable security definer set search_path = '' as $$
  select case
    when not public.cleaner_works_during(p_cleaner_id, p_starts, p_ends)
      then 'This cleaner is not available on ' || to_char(p_starts at time zone 'Africa/Lagos', 'FMDD Mon YYYY "at" HH24:MI')
           || '. Choose another time.'
    when public.cleaner_booking_clash(p_cleaner_id, p_starts, p_ends, null)
         or public.cleaner_visit_clash(p_cleaner_id, p_starts, p_ends, p_except_visit)
      then 'This cleaner already has a job on ' || to_char(p_starts at time zone 'Africa/Lagos', 'FMDD Mon YYYY "at" HH24:MI')
           || '. Choose another time.'
  end
$$;

-- Matching --------------------------------------------------------------------------------------------------------

/*
 * RPC (redefined): an admin matches a pending schedule to a verified, active cleaner and lays out its visits, each in
 * the schedule's slot. Every visit must fit the cleaner's weekly hours and be free of their bookings and other visits,
 * or nothing is matched and the admin is told which date does not fit. The first visit is the start date, or the
 * first day from today whose slot is still ahead.
 */
create or replace function public.match_schedule(p_schedule_id uuid, p_cleaner_id uuid) returns integer
language plpgsql security definer set search_path = '' as $$
declare s public.schedules; st record; n integer; first_day date; d date; starts timestamptz; problem text;
begin
  if not public.is_admin() then
    raise exception 'Only admins can match schedules.' using errcode = '42501';
  end if;
  select * into s from public.schedules where id = p_schedule_id for update;
  if p_schedule_id is null or not found then
    raise exception 'Schedule not found.' using errcode = 'PT404';
  end if;
  if s.status <> 'pending' then
    raise exception 'Only a pending schedule can be matched.' using errcode = '22023';
  end if;
  if p_cleaner_id is null or p_cleaner_id = s.client_id or not public.is_working_cleaner(p_cleaner_id) then
    raise exception 'This cleaner is not available for bookings.' using errcode = '22023';
  end if;
  select * into st from public.schedule_step(s.service_type);
  first_day := greatest(s.start_date, (now() at time zone 'Africa/Lagos')::date);
  if ((first_day + s.service_time) at time zone 'Africa/Lagos') <= now() then
    first_day := first_day + 1;
  end if;
  -- After the schedule's lock, as the bookings' guard takes it after the booking's.
  perform 1 from public.cleaner_profiles where user_id = p_cleaner_id for update;
  for d in select (first_day + st.step * g)::date from generate_series(0, st.visits - 1) g loop
    starts := (d + s.service_time) at time zone 'Africa/Lagos';
    problem := public.visit_slot_problem(p_cleaner_id, starts, starts + interval '2 hours', null);
    if problem is not null then
      raise exception '%', problem using errcode = '22023';
    end if;
  end loop;
  insert into public.schedule_visits (schedule_id, visit_date, starts_at, ends_at)
  select s.id, x.d, (x.d + s.service_time) at time zone 'Africa/Lagos', ((x.d + s.service_time) at time zone 'Africa/Lagos') + interval '2 hours'
    from (select (first_day + st.step * g)::date as d from generate_series(0, st.visits - 1) g) x
  on conflict do nothing;
  get diagnostics n = row_count;
  update public.schedules set cleaner_id = p_cleaner_id, status = 'active' where id = s.id;
  perform public.notify(s.client_id, 'schedule', 'Your ' || s.service_type || ' schedule has been matched with a cleaner.',
    '/client/schedules');
  perform public.notify(p_cleaner_id, 'schedule', 'You have a new ' || s.service_type || ' schedule starting '
    || to_char(first_day, 'FMDD Mon YYYY') || ', ' || to_char(s.service_time, 'HH24:MI') || '–'
    || to_char(s.service_time + interval '2 hours', 'HH24:MI') || '.', '/cleaner/schedules');
  return n;
end $$;
comment on function public.match_schedule(uuid, uuid)
  is 'Admin: pending -> active with a cleaner whose hours and jobs fit every visit; returns the number of visits laid out. Errors: not found / not pending / cleaner not available / This cleaner is not available on <date> at <time>. / This cleaner already has a job on <date> at <time>.';

/*
 * RPC (redefined): the schedule's verified, active cleaner marks a visit completed on or after its day (Lagos). The
 * schedule is locked before the visit, as every schedule change does. A visit that started before its schedule was
 * cancelled can still be completed.
 */
create or replace function public.complete_visit(p_visit_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare v public.schedule_visits; s public.schedules;
begin
  select * into v from public.schedule_visits where id = p_visit_id;
  if p_visit_id is null or not found then
    raise exception 'Visit not found.' using errcode = 'PT404';
  end if;
  select * into s from public.schedules where id = v.schedule_id for update;
  select * into v from public.schedule_visits where id = p_visit_id for update;
  if s.cleaner_id is distinct from auth.uid() then
    raise exception 'Visit not found.' using errcode = 'PT404';
  end if;
  perform public.require_working_cleaner('complete visits');
  if v.status <> 'scheduled' or not (s.status = 'active' or (s.status = 'cancelled' and v.starts_at <= now())) then
    raise exception 'This visit cannot be completed.' using errcode = '22023';
  end if;
  if v.visit_date > (now() at time zone 'Africa/Lagos')::date then
    raise exception 'This visit is on %. You can mark it completed from that day.', to_char(v.visit_date, 'FMDD Mon YYYY')
      using errcode = '22023';
  end if;
  update public.schedule_visits set status = 'completed', completed_at = now() where id = v.id;
  if s.status = 'active' and not exists (select 1 from public.schedule_visits where schedule_id = s.id and status = 'scheduled') then
    update public.schedules set status = 'completed' where id = s.id;
  end if;
  perform public.notify(s.client_id, 'schedule', 'Your ' || s.service_type || ' visit of '
    || to_char(v.starts_at at time zone 'Africa/Lagos', 'FMDD Mon YYYY, HH24:MI') || ' was completed.', '/client/schedules');
end $$;

drop function public.my_cleaner_schedules();
/* RPC (redefined): the cleaner's schedules, now with the next visit's slot and the upcoming visits' slots. */
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
  next_visit_starts_at timestamptz,
  next_visit_ends_at timestamptz,
  upcoming_visits jsonb,
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
         nv.starts_at,
         nv.ends_at,
         coalesce((select jsonb_agg(jsonb_build_object('id', u.id, 'starts_at', u.starts_at, 'ends_at', u.ends_at) order by u.starts_at)
                     from (select v.id, v.starts_at, v.ends_at from public.schedule_visits v
                            where v.schedule_id = s.id and v.status = 'scheduled'
                            order by v.starts_at limit 6) u), '[]'::jsonb),
         (select count(*)::integer from public.schedule_visits v where v.schedule_id = s.id and v.status <> 'cancelled'),
         (select count(*)::integer from public.schedule_visits v where v.schedule_id = s.id and v.status = 'completed')
    from public.schedules s
    join public.profiles p on p.id = s.client_id
    left join public.client_profiles cp on cp.user_id = s.client_id
    left join lateral (
      select v.id, v.visit_date, v.starts_at, v.ends_at from public.schedule_visits v
       where v.schedule_id = s.id and v.status = 'scheduled'
       order by v.starts_at limit 1
    ) nv on true
   where s.cleaner_id = (select auth.uid()) and s.cleaner_hidden_at is null
   order by s.start_date desc, s.id
$$;
comment on function public.my_cleaner_schedules()
  is 'Cleaner: their matched schedules (not the finished ones they removed) with the client''s name, phone, address, the next scheduled visit (due: its day has come, Lagos time) and the next six visits'' slots.';

revoke all on function public.slot_window_start(time), public.schedules_slot_time(),
  public.cleaner_booking_clash(uuid, timestamptz, timestamptz, uuid), public.cleaner_visit_clash(uuid, timestamptz, timestamptz, uuid),
  public.visit_slot_problem(uuid, timestamptz, timestamptz, uuid) from public, anon, authenticated;
grant execute on function public.slot_window_start(time), public.schedules_slot_time(),
  public.cleaner_booking_clash(uuid, timestamptz, timestamptz, uuid), public.cleaner_visit_clash(uuid, timestamptz, timestamptz, uuid),
  public.visit_slot_problem(uuid, timestamptz, timestamptz, uuid), public.schedule_visits_sync_slot() to service_role;
revoke all on function public.my_cleaner_schedules() from public, anon;
grant execute on function public.my_cleaner_schedules() to authenticated, service_role;
