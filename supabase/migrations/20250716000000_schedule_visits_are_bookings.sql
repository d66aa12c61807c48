-- Issue 27, item 3 (last part): one lifecycle for bookings from search, quotes AND schedules. A schedule's visits were
-- rows of their own (schedule_visits: scheduled/completed/cancelled) with their own clash checks, completion and
-- change RPCs, so a visit had no booking page, timeline, messages, standby or reminders. Now each visit IS a booking:
--   * bookings.schedule_id names the schedule that laid it out, and source 'schedule' says where it came from. A visit
--     booking has the schedule's client, cleaner, service and place, and its slot; it moves through
--     booking_transitions like any other (accepted -> on_the_way -> in_progress -> awaiting_confirmation -> completed,
--     or cancelled), so the timeline, messages, standby replacement and reminders apply as they are.
--   * Money: a schedule is not paid visit by visit in the app (it is arranged as a whole: subscriptions, priced per
--     plan), so a visit booking has no price and no payment of its own: a payment for one is refused here, and its
--     cancellation therefore never has a fee or a refund (booking_change_terms: nothing paid, nothing kept).
--   * match_schedule lays out the visits as accepted bookings (the admin matched a cleaner who agreed to the
--     schedule) through the bookings' slot guard; the visit-only clash checks go, cleaner_has_clash is bookings only.
--   * Moving or skipping one visit is reschedule_booking / cancel_booking (their policy, notices and timeline);
--     move_schedule_visit / skip_schedule_visit / schedule_visit_change_quote / schedule_visit_open_slots stay as thin
--     wrappers that keep the schedule screens' shape. Changing or cancelling a whole schedule acts on its upcoming
--     visit bookings in the same transaction. complete_visit is complete_booking; a visit cannot be started or marked
--     done before its Lagos day (issue 27 item 7: the client was told of a visit "completed" days early).
--   * A schedule ends by itself when no visit is left to do (completed if any was done, else cancelled).
--   * Existing visits become bookings with the same ids (links survive): scheduled -> accepted, completed ->
--     completed, cancelled -> cancelled, with a timeline rebuilt from their times; schedule_visits is dropped.
-- Lock order, as before: the schedule, then its visit bookings, then the cleaner's profile row (the slot guard).
-- Redefines match_schedule, cleaner_has_clash, complete_visit, my_cleaner_schedules (20250712000000) and
-- schedule_terms, schedule_visit_change_quote, schedule_visit_open_slots, move_schedule_visit, skip_schedule_visit,
-- update_schedule, cancel_schedule (20250712000100).

alter domain public.booking_source drop constraint booking_source_check;
alter domain public.booking_source add constraint booking_source_check
  check (value in ('direct', 'quote', 'admin', 'schedule'));

alter table public.bookings
  add column schedule_id uuid references public.schedules (id) on delete cascade,
  add constraint bookings_schedule_source check ((schedule_id is not null) = (source::text = 'schedule'));
comment on column public.bookings.schedule_id is 'The recurring schedule that laid out this booking (one of its visits); null for bookings from search, quotes and admins.';
-- A schedule's visits in time order (its screens, the whole-schedule changes).
create index bookings_schedule_slot_idx on public.bookings (schedule_id, starts_at) where schedule_id is not null;

-- Existing visits become bookings ---------------------------------------------------------------------------------
-- Only this copy skips the slot guard (the visits were checked when laid out; the cleaner's hours may have changed
-- since, which must not lose a visit) and the insert timeline (rebuilt below from the visits' own times).
alter table public.bookings disable trigger bookings_slot_guard;
alter table public.bookings disable trigger bookings_events_insert;
insert into public.bookings (id, customer_id, customer_kind, cleaner_id, services, location, state, lga, starts_at, ends_at,
                             status, source, schedule_id, created_at, accepted_at, completed_at, confirmed_at,
                             reschedule_count, last_rescheduled_by, cancelled_at, cancelled_by)
select v.id, s.client_id, 'client', s.cleaner_id, array[s.service_type::text],
       coalesce(nullif(btrim(s.location), ''),
                nullif(concat_ws(', ', nullif(btrim(cp.address), ''), nullif(cp.lga_of_residence, ''), nullif(cp.state_of_residence, '')), ''),
                'The client''s address'),
       left(cp.state_of_residence, 60), left(cp.lga_of_residence, 80), v.starts_at, v.ends_at,
       case v.status::text when 'scheduled' then 'accepted' else v.status::text end, 'schedule', s.id, s.created_at,
       s.created_at, v.completed_at, v.completed_at, v.moved_count, case when v.moved_count > 0 then 'customer' end,
       case when v.status::text = 'cancelled' then coalesce(v.cancelled_at, s.updated_at) end,
       case v.cancelled_by when 'client' then 'customer' else v.cancelled_by end
  from public.schedule_visits v
  join public.schedules s on s.id = v.schedule_id
  left join public.client_profiles cp on cp.user_id = s.client_id;
alter table public.bookings enable trigger bookings_slot_guard;
alter table public.bookings enable trigger bookings_events_insert;

insert into public.booking_events (booking_id, at, actor_id, actor_role, kind, from_status, to_status, detail)
select b.id, e.at, e.actor_id, e.actor_role, e.kind, e.from_status, e.to_status, '{"backfilled": true}'::jsonb || e.detail
  from public.bookings b
 cross join lateral (values
    (b.created_at, b.customer_id, 'customer', 'requested', null, 'pending', jsonb_build_object('source', 'schedule')),
    (b.accepted_at, null::uuid, 'admin', 'accepted', 'pending', 'accepted', '{}'::jsonb),
    (case when b.status = 'completed' then b.completed_at end, b.cleaner_id, 'cleaner', 'confirmed', 'accepted', 'completed', '{}'::jsonb),
    (case when b.status = 'cancelled' then b.cancelled_at end,
     case when b.cancelled_by = 'customer' then b.customer_id end, coalesce(b.cancelled_by, 'system'),
     'cancelled', 'accepted', 'cancelled', '{}'::jsonb)
  ) as e(at, actor_id, actor_role, kind, from_status, to_status, detail)
 where b.schedule_id is not null and e.at is not null;

-- One live visit a day per schedule (a skipped visit no longer holds its day). The trigger words the refusal; the
-- index is the backstop against two transactions at once.
create unique index bookings_schedule_one_a_day on public.bookings (schedule_id, scheduled_date)
  where schedule_id is not null and status::text not in ('cancelled', 'rejected');

/* Trigger: a schedule's visit cannot move to a day that already has another live visit of the same schedule. */
create function public.schedule_visit_one_a_day() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.schedule_id is not null and new.starts_at is not null and new.status::text not in ('cancelled', 'rejected')
     and exists (select 1 from public.bookings w
                  where w.schedule_id = new.schedule_id and w.id <> new.id and w.status::text not in ('cancelled', 'rejected')
                    and w.scheduled_date = (new.starts_at at time zone 'Africa/Lagos')::date) then
    raise exception 'This schedule already has a visit that day. Choose another day.' using errcode = '22023';
  end if;
  return new;
end $$;
create trigger bookings_schedule_one_a_day before insert or update of starts_at, status on public.bookings
  for each row when (new.schedule_id is not null) execute function public.schedule_visit_one_a_day();

/* Trigger: a visit is started or marked done on or after its Lagos day, never before (whoever asks). */
create function public.schedule_visit_not_early() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.status::text in ('on_the_way', 'in_progress', 'awaiting_confirmation') and new.status is distinct from old.status
     and new.starts_at is not null and (new.starts_at at time zone 'Africa/Lagos')::date > (now() at time zone 'Africa/Lagos')::date then
    raise exception 'This visit is on %. You can % from that day.', to_char(new.starts_at at time zone 'Africa/Lagos', 'FMDD Mon YYYY'),
      case when new.status::text = 'awaiting_confirmation' then 'mark it completed' else 'start it' end
      using errcode = '22023';
  end if;
  return new;
end $$;
create trigger bookings_schedule_visit_not_early before update of status on public.bookings
  for each row when (new.schedule_id is not null) execute function public.schedule_visit_not_early();

/*
 * Trigger: a visit's change reaches its schedule. Its row's updated_at moves (Realtime pushes it to the cleaner's
 * Your Cleaning Schedules, as before), and an active schedule with no visit left to do ends: completed when any visit
 * was done, otherwise cancelled.
 */
create function public.schedule_follows_visits() returns trigger
language plpgsql security definer set search_path = '' as $$
declare done boolean;
begin
  update public.schedules set updated_at = now() where id = new.schedule_id and updated_at is distinct from now();
  if new.status is distinct from old.status and new.status::text in ('awaiting_confirmation', 'completed', 'cancelled', 'rejected')
     and not exists (select 1 from public.bookings w
                      where w.schedule_id = new.schedule_id and w.status::text in ('pending', 'accepted', 'on_the_way', 'in_progress')) then
    done := exists (select 1 from public.bookings w
                     where w.schedule_id = new.schedule_id and w.status::text in ('awaiting_confirmation', 'completed'));
    update public.schedules
       set status = case when done then 'completed' else 'cancelled' end,
           cancelled_at = case when done then null else now() end
     where id = new.schedule_id and status = 'active';
  end if;
  return null;
end $$;
create trigger bookings_schedule_follows after update of starts_at, ends_at, status on public.bookings
  for each row when (new.schedule_id is not null) execute function public.schedule_follows_visits();

/* Trigger: a schedule's visit is not paid on its own (the schedule is arranged as a whole). */
create function public.payments_not_for_schedule_visits() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.booking_id is not null and exists (select 1 from public.bookings where id = new.booking_id and schedule_id is not null) then
    raise exception 'A visit of a schedule is not paid on its own.' using errcode = '22023';
  end if;
  return new;
end $$;
create trigger payments_not_for_schedule_visits before insert or update of booking_id on public.payments
  for each row execute function public.payments_not_for_schedule_visits();

-- The visit-only checks go ------------------------------------------------------------------------------------------

/* Internal (redefined): any committed job of the cleaner in [p_starts, p_ends), except one booking. Visits are bookings. */
create or replace function public.cleaner_has_clash(p_cleaner_id uuid, p_starts timestamptz, p_ends timestamptz, p_except uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select public.cleaner_booking_clash(p_cleaner_id, p_starts, p_ends, p_except)
$$;

/*
 * Internal: why the cleaner cannot take a job at [p_starts, p_ends) (null when they can), naming the date: the
 * bookings' own checks (weekly hours, clash), worded for a schedule that lays out or moves many visits at once.
 */
create function public.schedule_slot_problem(p_cleaner_id uuid, p_starts timestamptz, p_ends timestamptz, p_except uuid) returns text
language sql stable security definer set search_path = '' as $$
  select case
    when not public.cleaner_works_during(p_cleaner_id, p_starts, p_ends)
      then 'This cleaner is not available on ' || to_char(p_starts at time zone 'Africa/Lagos', 'FMDD Mon YYYY "at" HH24:MI')
           || '. Choose another time.'
    when public.cleaner_has_clash(p_cleaner_id, p_starts, p_ends, p_except)
      then 'This cleaner already has a job on ' || to_char(p_starts at time zone 'Africa/Lagos', 'FMDD Mon YYYY "at" HH24:MI')
           || '. Choose another time.'
  end
$$;

/* Internal: the customer's place for a schedule's visit: the schedule's own place, else the client's address. */
create function public.schedule_visit_place(p_schedule public.schedules, out location text, out state text, out lga text)
language sql stable security definer set search_path = '' as $$
  select coalesce(nullif(btrim(p_schedule.location), ''),
                  nullif(concat_ws(', ', nullif(btrim(cp.address), ''), nullif(cp.lga_of_residence, ''), nullif(cp.state_of_residence, '')), ''),
                  'The client''s address'),
         left(cp.state_of_residence, 60), left(cp.lga_of_residence, 80)
    from (select 1) one
    left join public.client_profiles cp on cp.user_id = p_schedule.client_id
$$;

/*
 * RPC (redefined): an admin matches a pending schedule to a verified, active cleaner and lays out its visits as
 * accepted bookings, each in the schedule's slot. Every visit must fit the cleaner's weekly hours and be free of their
 * other jobs, or nothing is matched and the admin is told which date does not fit (the bookings' slot guard checks
 * each insert again). The first visit is the start date, or the first day from today whose slot is still ahead.
 */
create or replace function public.match_schedule(p_schedule_id uuid, p_cleaner_id uuid) returns integer
language plpgsql security definer set search_path = '' as $$
declare s public.schedules; st record; n integer := 0; first_day date; d date; starts timestamptz; problem text; place record;
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
  select * into place from public.schedule_visit_place(s);
  -- After the schedule's lock, as the bookings' guard takes it after the booking's.
  perform 1 from public.cleaner_profiles where user_id = p_cleaner_id for update;
  update public.schedules set cleaner_id = p_cleaner_id, status = 'active' where id = s.id;
  for d in select (first_day + st.step * g)::date from generate_series(0, st.visits - 1) g loop
    starts := (d + s.service_time) at time zone 'Africa/Lagos';
    problem := public.schedule_slot_problem(p_cleaner_id, starts, starts + interval '2 hours', null);
    if problem is not null then
      raise exception '%', problem using errcode = '22023';
    end if;
    insert into public.bookings (customer_id, customer_kind, cleaner_id, services, location, state, lga, special_request,
                                 starts_at, ends_at, status, source, schedule_id, accepted_at)
    values (s.client_id, 'client', p_cleaner_id, array[s.service_type::text], place.location, place.state, place.lga, s.notes,
            starts, starts + interval '2 hours', 'accepted', 'schedule', s.id, now());
    n := n + 1;
  end loop;
  perform public.notify(s.client_id, 'schedule', 'Your ' || s.service_type || ' schedule has been matched with a cleaner.',
    '/client/schedules');
  perform public.notify(p_cleaner_id, 'schedule', 'You have a new ' || s.service_type || ' schedule starting '
    || to_char(first_day, 'FMDD Mon YYYY') || ', ' || to_char(s.service_time, 'HH24:MI') || '–'
    || to_char(s.service_time + interval '2 hours', 'HH24:MI') || '.', '/cleaner/schedules');
  return n;
end $$;
comment on function public.match_schedule(uuid, uuid)
  is 'Admin: pending -> active with a cleaner whose hours and jobs fit every visit; lays the visits out as accepted bookings and returns how many. Errors: not found / not pending / cleaner not available / This cleaner is not available on <date> at <time>. / This cleaner already has a job on <date> at <time>.';

/* RPC (redefined): the visit's cleaner marks it done, exactly as complete_booking (a visit is a booking). */
create or replace function public.complete_visit(p_visit_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
begin
  -- Another cleaner's visit looks like no visit, as before (admins mark any job done with complete_booking).
  if p_visit_id is null or not exists (select 1 from public.bookings where id = p_visit_id and schedule_id is not null
                                         and cleaner_id = auth.uid()) then
    raise exception 'Visit not found.' using errcode = 'PT404';
  end if;
  perform public.complete_booking(p_visit_id);
end $$;
comment on function public.complete_visit(uuid) is 'The visit''s cleaner: complete_booking on a schedule''s visit (accepted or in_progress -> awaiting_confirmation; not before its day).';

drop function public.my_cleaner_schedules();
/* RPC (redefined): the cleaner's schedules with the next visit and the upcoming visits (their own visit bookings). */
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
  next_visit_status text,
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
         nv.scheduled_date,
         coalesce(nv.scheduled_date <= (now() at time zone 'Africa/Lagos')::date, false),
         nv.starts_at,
         nv.ends_at,
         nv.status,
         coalesce((select jsonb_agg(jsonb_build_object('id', u.id, 'starts_at', u.starts_at, 'ends_at', u.ends_at, 'status', u.status)
                                    order by u.starts_at)
                     from (select b.id, b.starts_at, b.ends_at, b.status::text as status from public.bookings b
                            where b.schedule_id = s.id and b.cleaner_id = s.cleaner_id
                              and b.status::text in ('accepted', 'on_the_way', 'in_progress')
                            order by b.starts_at limit 6) u), '[]'::jsonb),
         (select count(*)::integer from public.bookings b where b.schedule_id = s.id and b.status::text not in ('cancelled', 'rejected')),
         (select count(*)::integer from public.bookings b where b.schedule_id = s.id and b.status::text in ('awaiting_confirmation', 'completed'))
    from public.schedules s
    join public.profiles p on p.id = s.client_id
    left join public.client_profiles cp on cp.user_id = s.client_id
    left join lateral (
      select b.id, b.scheduled_date, b.starts_at, b.ends_at, b.status::text as status from public.bookings b
       where b.schedule_id = s.id and b.cleaner_id = s.cleaner_id and b.status::text in ('accepted', 'on_the_way', 'in_progress')
       order by b.starts_at limit 1
    ) nv on true
   where s.cleaner_id = (select auth.uid()) and s.cleaner_hidden_at is null
   order by s.start_date desc, s.id
$$;
comment on function public.my_cleaner_schedules()
  is 'Cleaner: their matched schedules (not the finished ones they removed) with the client''s name, phone, address, the next visit booking still to do (due: its day has come, Lagos time) and the next six visits (booking ids, slots, statuses).';

-- The schedule change RPCs, now over the bookings' ---------------------------------------------------------------

/* Internal: a visit booking's terms in the schedule screens' words, from booking_change_terms (the one policy). */
create function public.schedule_visit_terms(p_visit public.bookings, p_role text) returns jsonb
language sql stable security definer set search_path = '' as $$
  select jsonb_build_object(
    'role', case p_role when 'customer' then 'client' else p_role end, 'visit_id', p_visit.id, 'schedule_id', p_visit.schedule_id,
    'status', p_visit.status, 'starts_at', p_visit.starts_at, 'ends_at', p_visit.ends_at,
    'can_skip', (t ->> 'can_cancel')::boolean, 'skip_refusal', t ->> 'cancel_refusal',
    'late', (t ->> 'late')::boolean, 'fee_kobo', (t ->> 'fee_kobo')::bigint,
    'fee_waived_reason', case when (t ->> 'late')::boolean then 'You have not paid for this visit on its own, so no fee is charged.' end,
    'free_until', t -> 'free_until',
    'can_move', (t ->> 'can_reschedule')::boolean, 'move_refusal', t ->> 'reschedule_refusal',
    'move_until', t -> 'reschedule_until', 'moves_left', (t ->> 'reschedules_left')::integer,
    'policy', t -> 'policy')
    from (select public.booking_change_terms(p_visit, p_role) as t) x
$$;

/* Internal: a schedule's visit booking the caller is a party to (or an admin), or PT404 (another's looks like none). */
create function public.schedule_visit(p_visit_id uuid) returns public.bookings
language plpgsql stable security definer set search_path = '' as $$
declare bk public.bookings;
begin
  select * into bk from public.bookings where id = p_visit_id and schedule_id is not null;
  if p_visit_id is null or not found or not (auth.uid() in (bk.customer_id, bk.cleaner_id) or public.is_admin()) then
    raise exception 'Visit not found.' using errcode = 'PT404';
  end if;
  return bk;
end $$;

/* Internal (redefined): what the caller may do with a whole schedule, counting its upcoming visit bookings. */
create or replace function public.schedule_terms(p_schedule public.schedules, p_role text) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare st public.booking_change_settings; cancel_no text; edit_no text; upcoming integer; next_at timestamptz; late boolean;
begin
  select * into st from public.booking_change_settings;
  select count(*)::integer, min(b.starts_at) into upcoming, next_at
    from public.bookings b
   where b.schedule_id = p_schedule.id and b.status::text in ('pending', 'accepted') and b.starts_at > now();
  if p_role <> 'client' then
    cancel_no := 'Only the client can change this schedule.';
    edit_no := cancel_no;
  elsif p_schedule.status not in ('pending', 'active') then
    cancel_no := 'This schedule has ended.';
    edit_no := cancel_no;
  end if;
  late := cancel_no is null and p_schedule.status = 'active' and next_at is not null
          and now() > next_at - make_interval(hours => st.free_cancel_hours);
  return jsonb_build_object(
    'role', p_role, 'schedule_id', p_schedule.id, 'status', p_schedule.status,
    'can_cancel', cancel_no is null, 'cancel_refusal', cancel_no,
    'can_edit', edit_no is null, 'edit_refusal', edit_no,
    'cancel_action', case when p_schedule.status = 'pending' then 'delete' else 'cancel' end,
    'visits_cancelled', case when p_schedule.status = 'active' then upcoming else 0 end,
    'next_visit_starts_at', next_at,
    'late', late, 'fee_kobo', 0,
    'fee_waived_reason', case when late then 'You have not paid for these visits on their own, so no fee is charged.' end,
    'policy', jsonb_build_object('free_cancel_hours', st.free_cancel_hours, 'reschedule_min_hours', st.reschedule_min_hours,
      'reschedule_limit', st.reschedule_limit));
end $$;

drop function public.schedule_visit_terms(public.schedules, public.schedule_visits, text);

/* RPC (redefined): the caller's terms for skipping (cancelling) or moving one visit: the booking's, reworded. */
create or replace function public.schedule_visit_change_quote(p_visit_id uuid) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare bk public.bookings := public.schedule_visit(p_visit_id);
begin
  return public.schedule_visit_terms(bk, public.booking_change_role(bk));
end $$;
comment on function public.schedule_visit_change_quote(uuid)
  is 'Client, cleaner or admin: booking_change_quote of a schedule''s visit in the schedule screens'' words (skip = cancel, move = reschedule; no fee: a visit is not paid on its own). Errors: Visit not found. / Invalid booking ID';

/* RPC (redefined): free slots a visit can move to: its cleaner's open slots, on a day without another visit. */
create or replace function public.schedule_visit_open_slots(p_visit_id uuid, p_from date default null, p_days integer default 14)
returns table (starts_at timestamptz, ends_at timestamptz)
language plpgsql stable security definer set search_path = '' as $$
declare bk public.bookings := public.schedule_visit(p_visit_id);
begin
  if public.booking_change_role(bk) not in ('customer', 'cleaner') then
    raise exception 'Only the client or the cleaner can move this visit.' using errcode = '42501';
  end if;
  if bk.cleaner_id is null then
    return;
  end if;
  return query
  select o.starts_at, o.ends_at
    from public.cleaner_open_slots(bk.cleaner_id, p_from, p_days, bk.id) o
   where not exists (select 1 from public.bookings w
                      where w.schedule_id = bk.schedule_id and w.id <> bk.id and w.status::text not in ('cancelled', 'rejected')
                        and w.scheduled_date = (o.starts_at at time zone 'Africa/Lagos')::date)
   order by 1;
end $$;

/* RPC (redefined): moves one visit: reschedule_booking (policy, slot rules, guard, notice, timeline). */
create or replace function public.move_schedule_visit(p_visit_id uuid, p_starts_at timestamptz) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare bk public.bookings := public.schedule_visit(p_visit_id);
begin
  -- The schedule first, as every schedule change.
  perform 1 from public.schedules where id = bk.schedule_id for update;
  perform public.reschedule_booking(bk.id, p_starts_at);
  select * into bk from public.bookings where id = bk.id;
  return public.schedule_visit_terms(bk, public.booking_change_role(bk));
end $$;
comment on function public.move_schedule_visit(uuid, timestamptz)
  is 'The visit''s client or cleaner: reschedule_booking on a schedule''s visit; returns its terms after the move. Errors: Visit not found. / those of reschedule_booking / This schedule already has a visit that day. Choose another day.';

/* RPC (redefined): skips one visit: cancel_booking (policy, notice, timeline; a cleaner's cancel goes to standby). */
create or replace function public.skip_schedule_visit(p_visit_id uuid) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare bk public.bookings := public.schedule_visit(p_visit_id); terms jsonb;
begin
  perform 1 from public.schedules where id = bk.schedule_id for update;
  terms := public.schedule_visit_terms(bk, public.booking_change_role(bk));
  perform public.cancel_booking(bk.id, null);
  return terms;
end $$;
comment on function public.skip_schedule_visit(uuid)
  is 'The visit''s client (or cleaner, then standby replacement): cancel_booking on a schedule''s visit; returns the terms applied. Errors: Visit not found. / those of cancel_booking.';

/*
 * RPC (redefined): changes a schedule. Pending: service type, start date, slot, place and notes. Active: the slot
 * (every upcoming accepted visit booking that can still move takes the new time on its day, each through the slot
 * guard, each on its timeline), place and notes. Returns how many visits moved.
 */
create or replace function public.update_schedule(p_schedule_id uuid, p_service_time time, p_location text default null,
  p_notes text default null, p_service_type text default null, p_start_date date default null) returns integer
language plpgsql security definer set search_path = '' as $$
declare s public.schedules; terms jsonb; st public.booking_change_settings; v public.bookings; n integer := 0;
        starts timestamptz; problem text; loc text := nullif(btrim(p_location), ''); note text := nullif(btrim(p_notes), '');
        cleaners uuid[];
begin
  select * into s from public.schedules where id = p_schedule_id for update;
  if p_schedule_id is null or not found then
    raise exception 'Schedule not found.' using errcode = 'PT404';
  end if;
  terms := public.schedule_terms(s, public.schedule_change_role(s));
  if not (terms ->> 'can_edit')::boolean then
    raise exception '%', terms ->> 'edit_refusal' using errcode = '22023';
  end if;
  if p_service_time is null or p_service_time <> public.slot_window_start(p_service_time) then
    raise exception 'Choose one of the time slots (8:00, 10:00, 12:00, 14:00 or 16:00).' using errcode = '22023';
  end if;
  if char_length(loc) > 300 or char_length(note) > 1000 then
    raise exception 'The place is at most 300 characters and the notes at most 1000.' using errcode = '22023';
  end if;
  if s.status = 'pending' then
    if p_service_type is not null and p_service_type not in ('Monthly Cleaning', 'Weekly Cleaning', 'Daily Cleaning',
         'Monthly Fumigation', 'Bi-weekly Cleaning') then
      raise exception 'Choose a service type from the list.' using errcode = '22023';
    end if;
    if p_start_date is not null and p_start_date < (now() at time zone 'Africa/Lagos')::date then
      raise exception 'Choose a start date from today on.' using errcode = '22023';
    end if;
    update public.schedules
       set service_time = p_service_time, location = loc, notes = note,
           service_type = coalesce(p_service_type, service_type), start_date = coalesce(p_start_date, start_date)
     where id = s.id;
    return 0;
  end if;
  if (p_service_type is not null and p_service_type <> s.service_type) or (p_start_date is not null and p_start_date <> s.start_date) then
    raise exception 'To change the service or the start date, cancel this schedule and add a new one.' using errcode = '22023';
  end if;
  update public.schedules set service_time = p_service_time, location = loc, notes = note where id = s.id;
  -- The upcoming visits carry the new place and notes too (their booking pages show them).
  if loc is distinct from s.location or note is distinct from s.notes then
    update public.bookings b
       set location = (select x.location from public.schedule_visit_place(sx) x), special_request = note
      from public.schedules sx
     where sx.id = s.id and b.schedule_id = s.id and b.status::text in ('pending', 'accepted') and b.starts_at > now();
  end if;
  if p_service_time = s.service_time then
    if loc is distinct from s.location or note is distinct from s.notes then
      perform public.notify(s.cleaner_id, 'schedule', 'Your client changed the details of their ' || s.service_type || ' schedule.',
        '/cleaner/schedules');
    end if;
    return 0;
  end if;
  select * into st from public.booking_change_settings;
  -- The visits, then their cleaners' rows (the slot guard's lock), as everywhere.
  perform 1 from public.bookings where schedule_id = s.id and status::text = 'accepted' for update;
  select array_agg(distinct cleaner_id) into cleaners from public.bookings
   where schedule_id = s.id and status::text = 'accepted' and cleaner_id is not null;
  perform 1 from public.cleaner_profiles where user_id = any (cleaners) order by user_id for update;
  for v in select * from public.bookings
            where schedule_id = s.id and status::text = 'accepted' and cleaner_id is not null
              and starts_at > now() + make_interval(hours => st.reschedule_min_hours)
            order by starts_at loop
    starts := (v.scheduled_date + p_service_time) at time zone 'Africa/Lagos';
    continue when starts = v.starts_at;
    problem := public.schedule_slot_problem(v.cleaner_id, starts, starts + interval '2 hours', v.id);
    if problem is not null then
      raise exception '%', problem using errcode = '22023';
    end if;
    update public.bookings set starts_at = starts, ends_at = starts + interval '2 hours', last_rescheduled_by = 'customer' where id = v.id;
    perform public.note_booking_change(v.id, 'rescheduled', jsonb_build_object('by', 'customer', 'from', v.starts_at, 'to', starts,
      'schedule', true));
    n := n + 1;
  end loop;
  perform public.notify(s.cleaner_id, 'schedule', 'Your client moved their ' || s.service_type || ' schedule to '
    || to_char(p_service_time, 'HH24:MI') || '–' || to_char(p_service_time + interval '2 hours', 'HH24:MI') || ' ('
    || n || case when n = 1 then ' visit' else ' visits' end || ').', '/cleaner/schedules');
  perform public.notify(s.client_id, 'schedule', 'Your ' || s.service_type || ' schedule is now at '
    || to_char(p_service_time, 'HH24:MI') || '–' || to_char(p_service_time + interval '2 hours', 'HH24:MI') || ' ('
    || n || case when n = 1 then ' visit' else ' visits' end || ' moved).', '/client/schedules');
  return n;
end $$;

/*
 * RPC (redefined): cancels a schedule. Pending: deleted (nothing was laid out). Active: the schedule is cancelled and
 * every visit booking not yet started is cancelled by the client (each on its timeline; no fee: not paid on its own);
 * done and started visits stay. The cleaner is told once.
 */
create or replace function public.cancel_schedule(p_schedule_id uuid, p_reason text default null) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare s public.schedules; terms jsonb; n integer; reason text := nullif(left(btrim(p_reason), 300), '');
begin
  select * into s from public.schedules where id = p_schedule_id for update;
  if p_schedule_id is null or not found then
    raise exception 'Schedule not found.' using errcode = 'PT404';
  end if;
  terms := public.schedule_terms(s, public.schedule_change_role(s));
  if not (terms ->> 'can_cancel')::boolean then
    raise exception '%', terms ->> 'cancel_refusal' using errcode = '22023';
  end if;
  if s.status = 'pending' then
    delete from public.schedules where id = s.id;
    return terms;
  end if;
  -- The schedule first, so its visits' trigger does not end it a second time.
  update public.schedules set status = 'cancelled', cancelled_at = now(), cancellation_reason = reason where id = s.id;
  update public.bookings set status = 'cancelled', cancelled_at = now(), cancelled_by = 'customer', cancellation_reason = reason
   where schedule_id = s.id and status::text in ('pending', 'accepted') and starts_at > now();
  get diagnostics n = row_count;
  perform public.notify(s.cleaner_id, 'schedule', 'Your client cancelled their ' || s.service_type || ' schedule ('
    || n || case when n = 1 then ' upcoming visit' else ' upcoming visits' end || ' cancelled).', '/cleaner/schedules');
  perform public.notify(s.client_id, 'schedule', 'Your ' || s.service_type || ' schedule was cancelled ('
    || n || case when n = 1 then ' upcoming visit' else ' upcoming visits' end || ').', '/client/schedules');
  return terms;
end $$;

-- The old visits table and its helpers go -------------------------------------------------------------------------
drop table public.schedule_visits;
drop function public.schedule_visits_sync_slot();
drop function public.schedule_visits_touch_schedule();
drop function public.visit_slot_problem(uuid, timestamptz, timestamptz, uuid);
drop function public.cleaner_visit_clash(uuid, timestamptz, timestamptz, uuid);
drop domain public.visit_status;

-- Grants ----------------------------------------------------------------------------------------------------------
revoke all on function public.schedule_visit_one_a_day(), public.schedule_visit_not_early(), public.schedule_follows_visits(),
  public.payments_not_for_schedule_visits(), public.schedule_slot_problem(uuid, timestamptz, timestamptz, uuid),
  public.schedule_visit_place(public.schedules), public.schedule_visit_terms(public.bookings, text),
  public.schedule_visit(uuid) from public, anon, authenticated;
grant execute on function public.schedule_visit_one_a_day(), public.schedule_visit_not_early(), public.schedule_follows_visits(),
  public.payments_not_for_schedule_visits(), public.schedule_slot_problem(uuid, timestamptz, timestamptz, uuid),
  public.schedule_visit_place(public.schedules), public.schedule_visit_terms(public.bookings, text),
  public.schedule_visit(uuid) to service_role;
revoke all on function public.my_cleaner_schedules() from public, anon;
grant execute on function public.my_cleaner_schedules() to authenticated, service_role;
