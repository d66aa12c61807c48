-- Issue 27, item 2 for schedules: the client moves one visit to another free slot, skips one visit, changes the
-- schedule (a pending one entirely; an active one's time, place and notes) or cancels it (pending: deleted as
-- before; active: the visits not yet started are cancelled, the history stays). The policy of bookings applies where
-- it can: a visit moves at the latest reschedule_min_hours before it and at most reschedule_limit times; skipping is
-- free until free_cancel_hours before, and after that still free because a visit is not paid for on its own (the
-- screens say so before confirming); nothing changes once a visit has started. Each change tells the cleaner and
-- the client, with a link to their schedules page. Locks: the schedule, then its visits, then the cleaner's row.

/* Internal: the caller's side of a schedule, or PT404 (another's schedule looks like no schedule). */
create function public.schedule_change_role(p_schedule public.schedules) returns text
language plpgsql stable security definer set search_path = '' as $$
begin
  if auth.uid() is not null and p_schedule.client_id = auth.uid() then
    return 'client';
  elsif auth.uid() is not null and p_schedule.cleaner_id = auth.uid() then
    return 'cleaner';
  elsif public.is_admin() then
    return 'admin';
  end if;
  raise exception 'Schedule not found.' using errcode = 'PT404';
end $$;

/* Internal: "Thu 26 Nov 2026, 10:00–12:00" (Lagos time), as the screens word a slot. */
create function public.visit_slot_text(p_starts timestamptz, p_ends timestamptz) returns text
language sql stable set search_path = '' as $$
  select to_char(p_starts at time zone 'Africa/Lagos', 'Dy FMDD Mon YYYY, HH24:MI') || '–' || to_char(p_ends at time zone 'Africa/Lagos', 'HH24:MI')
$$;

/* Internal: what the caller may do with one visit, as the screens state it and the RPCs apply it. */
create function public.schedule_visit_terms(p_schedule public.schedules, p_visit public.schedule_visits, p_role text) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare st public.booking_change_settings; skip_no text; move_no text; late boolean; started boolean;
begin
  select * into st from public.booking_change_settings;
  started := now() >= p_visit.starts_at;
  if p_role <> 'client' then
    skip_no := 'Only the client can change this schedule.';
    move_no := skip_no;
  elsif p_schedule.status <> 'active' or p_visit.status <> 'scheduled' then
    skip_no := 'Only an upcoming visit of an active schedule can be changed.';
    move_no := skip_no;
  elsif started then
    skip_no := 'This visit has started, so it can no longer be skipped.';
    move_no := 'This visit has started, so it can no longer be moved.';
  else
    if now() > p_visit.starts_at - make_interval(hours => st.reschedule_min_hours) then
      move_no := 'It is less than ' || st.reschedule_min_hours || ' hours before the visit, so it can no longer be moved.';
    elsif p_visit.moved_count >= st.reschedule_limit then
      move_no := 'This visit was already moved ' || p_visit.moved_count || ' times, the most allowed.';
    end if;
  end if;
  late := skip_no is null and now() > p_visit.starts_at - make_interval(hours => st.free_cancel_hours);
  return jsonb_build_object(
    'role', p_role, 'visit_id', p_visit.id, 'schedule_id', p_schedule.id, 'status', p_visit.status,
    'starts_at', p_visit.starts_at, 'ends_at', p_visit.ends_at,
    'can_skip', skip_no is null, 'skip_refusal', skip_no,
    'late', late, 'fee_kobo', 0,
    'fee_waived_reason', case when late then 'You have not paid for this visit on its own, so no fee is charged.' end,
    'free_until', p_visit.starts_at - make_interval(hours => st.free_cancel_hours),
    'can_move', move_no is null, 'move_refusal', move_no,
    'move_until', p_visit.starts_at - make_interval(hours => st.reschedule_min_hours),
    'moves_left', greatest(st.reschedule_limit - p_visit.moved_count, 0),
    'policy', jsonb_build_object('free_cancel_hours', st.free_cancel_hours, 'reschedule_min_hours', st.reschedule_min_hours,
      'reschedule_limit', st.reschedule_limit));
end $$;

/* Internal: what the caller may do with a whole schedule, and what cancelling it would do. */
create function public.schedule_terms(p_schedule public.schedules, p_role text) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare st public.booking_change_settings; cancel_no text; edit_no text; upcoming integer; next_at timestamptz; late boolean;
begin
  select * into st from public.booking_change_settings;
  select count(*)::integer, min(v.starts_at) into upcoming, next_at
    from public.schedule_visits v where v.schedule_id = p_schedule.id and v.status = 'scheduled' and v.starts_at > now();
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
    -- A pending schedule has no visits yet: cancelling deletes it. An active one keeps its past visits.
    'cancel_action', case when p_schedule.status = 'pending' then 'delete' else 'cancel' end,
    'visits_cancelled', case when p_schedule.status = 'active' then upcoming else 0 end,
    'next_visit_starts_at', next_at,
    'late', late, 'fee_kobo', 0,
    'fee_waived_reason', case when late then 'You have not paid for these visits on their own, so no fee is charged.' end,
    'policy', jsonb_build_object('free_cancel_hours', st.free_cancel_hours, 'reschedule_min_hours', st.reschedule_min_hours,
      'reschedule_limit', st.reschedule_limit));
end $$;

-- Quotes (what the dialogs state before confirming) -----------------------------------------------------------------

/* RPC: the caller's terms for skipping or moving one visit. */
create function public.schedule_visit_change_quote(p_visit_id uuid) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare s public.schedules; v public.schedule_visits;
begin
  select * into v from public.schedule_visits where id = p_visit_id;
  if p_visit_id is null or not found then
    raise exception 'Visit not found.' using errcode = 'PT404';
  end if;
  select * into s from public.schedules where id = v.schedule_id;
  return public.schedule_visit_terms(s, v, public.schedule_change_role(s));
end $$;
comment on function public.schedule_visit_change_quote(uuid)
  is 'Client, cleaner or admin: whether the caller may skip or move the visit, by when, and the fee (none: a visit is not paid on its own). Errors: Visit not found. / Schedule not found.';

/* RPC: the caller's terms for changing or cancelling a schedule. */
create function public.schedule_change_quote(p_schedule_id uuid) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare s public.schedules;
begin
  select * into s from public.schedules where id = p_schedule_id;
  if p_schedule_id is null or not found then
    raise exception 'Schedule not found.' using errcode = 'PT404';
  end if;
  return public.schedule_terms(s, public.schedule_change_role(s));
end $$;
comment on function public.schedule_change_quote(uuid)
  is 'Client, cleaner or admin: whether the caller may change or cancel the schedule and what cancelling does (delete a pending one; cancel the upcoming visits of an active one). Errors: Schedule not found.';

-- Free slots for moving a visit ---------------------------------------------------------------------------------------

/*
 * RPC (the schedule's client): free two-hour slots for one visit from a Lagos day, for p_days days: inside the
 * cleaner's hours, free of their bookings and other visits (this one aside), on a day the schedule has no other visit.
 */
create function public.schedule_visit_open_slots(p_visit_id uuid, p_from date default null, p_days integer default 14)
returns table (starts_at timestamptz, ends_at timestamptz)
language plpgsql stable security definer set search_path = '' as $$
declare s public.schedules; v public.schedule_visits;
begin
  select * into v from public.schedule_visits x where x.id = p_visit_id;
  if p_visit_id is null or not found then
    raise exception 'Visit not found.' using errcode = 'PT404';
  end if;
  select * into s from public.schedules x where x.id = v.schedule_id;
  if public.schedule_change_role(s) <> 'client' then
    raise exception 'Only the client can change this schedule.' using errcode = '42501';
  end if;
  if s.cleaner_id is null then
    return;
  end if;
  return query
  select o.starts_at, o.ends_at
    from public.cleaner_open_slots(null, p_from, p_days, null) o
   where public.cleaner_works_during(s.cleaner_id, o.starts_at, o.ends_at)
     and not public.cleaner_booking_clash(s.cleaner_id, o.starts_at, o.ends_at, null)
     and not public.cleaner_visit_clash(s.cleaner_id, o.starts_at, o.ends_at, v.id)
     and not exists (select 1 from public.schedule_visits w
                      where w.schedule_id = s.id and w.id <> v.id and w.status <> 'cancelled'
                        and w.visit_date = (o.starts_at at time zone 'Africa/Lagos')::date)
   order by 1;
end $$;
comment on function public.schedule_visit_open_slots(uuid, date, integer)
  is 'Schedule''s client: the slots a visit can move to (the cleaner''s hours, free of their jobs, a day without another visit of the schedule).';

-- Changing one visit ------------------------------------------------------------------------------------------------

/* RPC (the schedule's client): moves one visit to another free slot within the policy; both sides are told. */
create function public.move_schedule_visit(p_visit_id uuid, p_starts_at timestamptz) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare s public.schedules; v public.schedule_visits; sid uuid; terms jsonb; problem text; was text; now_at text;
begin
  -- The schedule first, then the visit (the order of every schedule change).
  select x.schedule_id into sid from public.schedule_visits x where x.id = p_visit_id;
  if p_visit_id is null or sid is null then
    raise exception 'Visit not found.' using errcode = 'PT404';
  end if;
  select * into s from public.schedules where id = sid for update;
  select * into v from public.schedule_visits where id = p_visit_id for update;
  terms := public.schedule_visit_terms(s, v, public.schedule_change_role(s));
  if not (terms ->> 'can_move')::boolean then
    raise exception '%', terms ->> 'move_refusal' using errcode = '22023';
  end if;
  problem := public.slot_problem(p_starts_at);
  if problem is not null then
    raise exception '%', problem using errcode = '22023';
  end if;
  if p_starts_at = v.starts_at then
    raise exception 'That is the visit''s current time. Choose another slot.' using errcode = '22023';
  end if;
  if exists (select 1 from public.schedule_visits w
              where w.schedule_id = s.id and w.id <> v.id and w.status <> 'cancelled'
                and w.visit_date = (p_starts_at at time zone 'Africa/Lagos')::date) then
    raise exception 'This schedule already has a visit that day. Choose another day.' using errcode = '22023';
  end if;
  perform 1 from public.cleaner_profiles where user_id = s.cleaner_id for update;
  problem := public.visit_slot_problem(s.cleaner_id, p_starts_at, p_starts_at + interval '2 hours', v.id);
  if problem is not null then
    raise exception '%', problem using errcode = '22023';
  end if;
  update public.schedule_visits
     set starts_at = p_starts_at, ends_at = p_starts_at + interval '2 hours', moved_count = moved_count + 1
   where id = v.id;
  was := public.visit_slot_text(v.starts_at, v.ends_at);
  now_at := public.visit_slot_text(p_starts_at, p_starts_at + interval '2 hours');
  perform public.notify(s.cleaner_id, 'schedule', 'Your client moved a ' || s.service_type || ' visit from ' || was || ' to ' || now_at || '.',
    '/cleaner/schedules');
  perform public.notify(s.client_id, 'schedule', 'Your ' || s.service_type || ' visit was moved from ' || was || ' to ' || now_at || '.',
    '/client/schedules');
  select * into v from public.schedule_visits where id = v.id;
  return public.schedule_visit_terms(s, v, 'client');
end $$;
comment on function public.move_schedule_visit(uuid, timestamptz)
  is 'Schedule''s client: moves one visit to another two-hour slot per booking_change_settings. Errors: Visit not found. / Schedule not found. / policy refusal / slot rules / This schedule already has a visit that day. / This cleaner is not available on ... / This cleaner already has a job on ...';

/* RPC (the schedule's client): skips (cancels) one upcoming visit; both sides are told. */
create function public.skip_schedule_visit(p_visit_id uuid) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare s public.schedules; v public.schedule_visits; sid uuid; terms jsonb; slot text;
begin
  -- The schedule first, then the visit (the order of every schedule change).
  select x.schedule_id into sid from public.schedule_visits x where x.id = p_visit_id;
  if p_visit_id is null or sid is null then
    raise exception 'Visit not found.' using errcode = 'PT404';
  end if;
  select * into s from public.schedules where id = sid for update;
  select * into v from public.schedule_visits where id = p_visit_id for update;
  terms := public.schedule_visit_terms(s, v, public.schedule_change_role(s));
  if not (terms ->> 'can_skip')::boolean then
    raise exception '%', terms ->> 'skip_refusal' using errcode = '22023';
  end if;
  update public.schedule_visits set status = 'cancelled', cancelled_at = now(), cancelled_by = 'client' where id = v.id;
  slot := public.visit_slot_text(v.starts_at, v.ends_at);
  perform public.notify(s.cleaner_id, 'schedule', 'Your client skipped the ' || s.service_type || ' visit of ' || slot || '.',
    '/cleaner/schedules');
  perform public.notify(s.client_id, 'schedule', 'Your ' || s.service_type || ' visit of ' || slot || ' was skipped.',
    '/client/schedules');
  -- The last visit skipped: nothing is left to do.
  if not exists (select 1 from public.schedule_visits where schedule_id = s.id and status = 'scheduled') then
    update public.schedules
       set status = case when exists (select 1 from public.schedule_visits where schedule_id = s.id and status = 'completed')
                         then 'completed' else 'cancelled' end,
           cancelled_at = case when exists (select 1 from public.schedule_visits where schedule_id = s.id and status = 'completed')
                               then null else now() end
     where id = s.id;
  end if;
  return terms;
end $$;
comment on function public.skip_schedule_visit(uuid)
  is 'Schedule''s client: cancels one upcoming visit (free; a visit is not paid on its own). Errors: Visit not found. / Schedule not found. / refusal of schedule_visit_terms.';

-- Changing or cancelling the schedule -----------------------------------------------------------------------------

/*
 * RPC (the schedule's client): changes a schedule. Pending: service type, start date, slot, place and notes.
 * Active: the slot (every upcoming visit that can still move takes the new time on its day, each checked against the
 * cleaner's hours and jobs), place and notes; the service type and start date belong to the match, so changing them
 * means cancelling and adding a new schedule. Returns how many visits moved.
 */
create function public.update_schedule(p_schedule_id uuid, p_service_time time, p_location text default null,
  p_notes text default null, p_service_type text default null, p_start_date date default null) returns integer
language plpgsql security definer set search_path = '' as $$
declare s public.schedules; terms jsonb; st public.booking_change_settings; v public.schedule_visits; n integer := 0;
        starts timestamptz; problem text; loc text := nullif(btrim(p_location), ''); note text := nullif(btrim(p_notes), '');
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
  if p_service_time = s.service_time then
    if loc is distinct from s.location or note is distinct from s.notes then
      perform public.notify(s.cleaner_id, 'schedule', 'Your client changed the details of their ' || s.service_type || ' schedule.',
        '/cleaner/schedules');
    end if;
    return 0;
  end if;
  select * into st from public.booking_change_settings;
  -- Visits locked before the cleaner's row, as everywhere.
  perform 1 from public.schedule_visits where schedule_id = s.id and status = 'scheduled' for update;
  perform 1 from public.cleaner_profiles where user_id = s.cleaner_id for update;
  for v in select * from public.schedule_visits
            where schedule_id = s.id and status = 'scheduled'
              and starts_at > now() + make_interval(hours => st.reschedule_min_hours)
            order by starts_at loop
    starts := (v.visit_date + p_service_time) at time zone 'Africa/Lagos';
    problem := public.visit_slot_problem(s.cleaner_id, starts, starts + interval '2 hours', v.id);
    if problem is not null then
      raise exception '%', problem using errcode = '22023';
    end if;
    update public.schedule_visits set starts_at = starts, ends_at = starts + interval '2 hours' where id = v.id;
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
comment on function public.update_schedule(uuid, time, text, text, text, date)
  is 'Schedule''s client: pending - every field; active - slot (upcoming visits that can still move), place, notes. Returns visits moved. Errors: Schedule not found. / Only the client can change this schedule. / This schedule has ended. / slot grid / This cleaner is not available on ... / This cleaner already has a job on ...';

/*
 * RPC (the schedule's client): cancels a schedule. Pending: deleted (nothing was laid out). Active: every visit not
 * yet started is cancelled and the schedule is cancelled; completed and started visits stay. The cleaner is told.
 * Returns the terms applied.
 */
create function public.cancel_schedule(p_schedule_id uuid, p_reason text default null) returns jsonb
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
  update public.schedule_visits set status = 'cancelled', cancelled_at = now(), cancelled_by = 'client'
   where schedule_id = s.id and status = 'scheduled' and starts_at > now();
  get diagnostics n = row_count;
  update public.schedules set status = 'cancelled', cancelled_at = now(), cancellation_reason = reason where id = s.id;
  perform public.notify(s.cleaner_id, 'schedule', 'Your client cancelled their ' || s.service_type || ' schedule ('
    || n || case when n = 1 then ' upcoming visit' else ' upcoming visits' end || ' cancelled).', '/cleaner/schedules');
  perform public.notify(s.client_id, 'schedule', 'Your ' || s.service_type || ' schedule was cancelled ('
    || n || case when n = 1 then ' upcoming visit' else ' upcoming visits' end || ').', '/client/schedules');
  return terms;
end $$;
comment on function public.cancel_schedule(uuid, text)
  is 'Schedule''s client: deletes a pending schedule, or cancels an active one''s upcoming visits (history kept). Errors: Schedule not found. / Only the client can change this schedule. / This schedule has ended.';

-- Grants ----------------------------------------------------------------------------------------------------------
revoke all on function public.schedule_change_role(public.schedules), public.visit_slot_text(timestamptz, timestamptz),
  public.schedule_visit_terms(public.schedules, public.schedule_visits, text), public.schedule_terms(public.schedules, text) from public, anon, authenticated;
grant execute on function public.schedule_change_role(public.schedules), public.visit_slot_text(timestamptz, timestamptz),
  public.schedule_visit_terms(public.schedules, public.schedule_visits, text), public.schedule_terms(public.schedules, text) to service_role;

revoke all on function public.schedule_visit_change_quote(uuid), public.schedule_change_quote(uuid),
  public.schedule_visit_open_slots(uuid, date, integer), public.move_schedule_visit(uuid, timestamptz),
  public.skip_schedule_visit(uuid), public.update_schedule(uuid, time, text, text, text, date),
  public.cancel_schedule(uuid, text) from public, anon;
grant execute on function public.schedule_visit_change_quote(uuid), public.schedule_change_quote(uuid),
  public.schedule_visit_open_slots(uuid, date, integer), public.move_schedule_visit(uuid, timestamptz),
  public.skip_schedule_visit(uuid), public.update_schedule(uuid, time, text, text, text, date),
  public.cancel_schedule(uuid, text) to authenticated, service_role;
