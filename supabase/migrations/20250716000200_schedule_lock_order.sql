-- Issue 27 item 3, follow-up to 20250716000000: one lock order for a schedule and its visit bookings. A booking change
-- of a visit (reschedule_booking, cancel_booking, complete_booking, standby, ... called from the booking page) locks the
-- booking and then, through schedule_follows_visits, its schedule's row; update_schedule and cancel_schedule locked the
-- schedule first and then its visits, and move/skip_schedule_visit locked the schedule before the booking, so two such
-- changes at once could wait on each other (a deadlock, one of them failing). Now every path takes the visit bookings
-- (in id order) before the schedule, then the cleaners' rows. Same bodies as 20250716000000 otherwise.
-- Redefines update_schedule, cancel_schedule, move_schedule_visit and skip_schedule_visit (20250716000000).

/* RPC (redefined): as in 20250716000000, visits locked before the schedule. */
create or replace function public.update_schedule(p_schedule_id uuid, p_service_time time, p_location text default null,
  p_notes text default null, p_service_type text default null, p_start_date date default null) returns integer
language plpgsql security definer set search_path = '' as $$
declare s public.schedules; terms jsonb; st public.booking_change_settings; v public.bookings; n integer := 0;
        starts timestamptz; problem text; loc text := nullif(btrim(p_location), ''); note text := nullif(btrim(p_notes), '');
        cleaners uuid[];
begin
  -- Its visit bookings first, then the schedule: the order of every booking change of a visit (booking, then its
  -- schedule's row through schedule_follows_visits), so the two cannot wait on each other.
  perform 1 from public.bookings where schedule_id = p_schedule_id and status::text in ('pending', 'accepted') order by id for update;
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
  -- The visits are locked (above); then their cleaners' rows (the slot guard's lock), as everywhere.
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

/* RPC (redefined): as in 20250716000000, visits locked before the schedule. */
create or replace function public.cancel_schedule(p_schedule_id uuid, p_reason text default null) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare s public.schedules; terms jsonb; n integer; reason text := nullif(left(btrim(p_reason), 300), '');
begin
  -- Its visit bookings first, then the schedule (see update_schedule).
  perform 1 from public.bookings where schedule_id = p_schedule_id and status::text in ('pending', 'accepted') order by id for update;
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

/* RPC (redefined): as in 20250716000000, without locking the schedule before the booking. */
create or replace function public.move_schedule_visit(p_visit_id uuid, p_starts_at timestamptz) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare bk public.bookings := public.schedule_visit(p_visit_id);
begin
  -- reschedule_booking locks the booking; its schedule's row follows (schedule_follows_visits), as for any visit.
  perform public.reschedule_booking(bk.id, p_starts_at);
  select * into bk from public.bookings where id = bk.id;
  return public.schedule_visit_terms(bk, public.booking_change_role(bk));
end $$;

/* RPC (redefined): as in 20250716000000, without locking the schedule before the booking. */
create or replace function public.skip_schedule_visit(p_visit_id uuid) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare bk public.bookings := public.schedule_visit(p_visit_id); terms jsonb;
begin
  -- cancel_booking locks the booking; its schedule's row follows (schedule_follows_visits), as for any visit.
  terms := public.schedule_visit_terms(bk, public.booking_change_role(bk));
  perform public.cancel_booking(bk.id, null);
  return terms;
end $$;
