-- Issue 27, items 1 and 2: when a job happens and how it may change.
--   * Slots: fixed two-hour windows starting 08:00, 10:00, 12:00, 14:00 and 16:00 Lagos time (five buttons a phone
--     user taps; the last ends at 18:00). A slot starts at least two hours from now and at most 60 days ahead.
--   * Weekly availability: a cleaner's windows per weekday (Lagos time). A cleaner who never set any is treated as
--     available every day 08:00-18:00, so the cleaners of before this issue stay bookable.
--   * The database refuses a slot of a named cleaner outside their availability or clashing with another of their
--     accepted (or started) jobs, on every write (create, assign, accept, reschedule), under a lock on the cleaner so
--     two bookings cannot take the same slot at once.
--   * The cancellation/reschedule policy is one settings row admins change; booking_change_quote() states the exact
--     fee and refund for the caller before they confirm, and cancel_booking/reschedule_booking apply the same numbers.

-- The policy ------------------------------------------------------------------------------------------------------
create table public.booking_change_settings (
  id boolean primary key default true check (id),
  free_cancel_hours integer not null default 24 check (free_cancel_hours between 0 and 168),
  late_fee_kind text not null default 'percent' check (late_fee_kind in ('percent', 'fixed')),
  late_fee_percent integer not null default 20 check (late_fee_percent between 0 and 100),
  late_fee_kobo bigint not null default 200000 check (late_fee_kobo between 0 and 100000000),
  reschedule_min_hours integer not null default 12 check (reschedule_min_hours between 0 and 168),
  reschedule_limit integer not null default 2 check (reschedule_limit between 0 and 10),
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete set null
);
comment on table public.booking_change_settings is 'One row: the cancellation and reschedule policy (free window, late fee, reschedule window and limit); admins change it with set_booking_change_settings.';
insert into public.booking_change_settings (id) values (true);
alter table public.booking_change_settings enable row level security;
grant select on public.booking_change_settings to anon, authenticated;
grant all on public.booking_change_settings to service_role;
-- The policy is public: the booking screens and the FAQ state it to anyone.
create policy booking_change_settings_select_all on public.booking_change_settings for select to anon, authenticated using (true);

-- Weekly availability -----------------------------------------------------------------------------------------------
create table public.cleaner_availability (
  id uuid primary key default extensions.gen_random_uuid(),
  cleaner_id uuid not null references public.cleaner_profiles (user_id) on delete cascade,
  weekday smallint not null check (weekday between 0 and 6),
  start_time time not null check (start_time >= time '06:00' and extract(minute from start_time) = 0),
  end_time time not null check (end_time <= time '21:00' and extract(minute from end_time) = 0),
  check (end_time > start_time)
);
comment on table public.cleaner_availability is 'A cleaner''s weekly working windows, Lagos time (weekday 0 = Sunday). No rows: every day 08:00-18:00.';
comment on column public.cleaner_availability.weekday is '0 = Sunday ... 6 = Saturday (Lagos time).';
create index cleaner_availability_cleaner_idx on public.cleaner_availability (cleaner_id, weekday);
alter table public.cleaner_availability enable row level security;
grant select on public.cleaner_availability to anon, authenticated;
grant all on public.cleaner_availability to service_role;
-- Customers read it to pick a slot; a cleaner changes only their own (through set_my_availability, one transaction).
create policy cleaner_availability_select_all on public.cleaner_availability for select to anon, authenticated using (true);

-- Booking columns for changes ---------------------------------------------------------------------------------------
alter table public.bookings
  add column reschedule_count integer not null default 0 check (reschedule_count >= 0),
  add column last_rescheduled_by text check (last_rescheduled_by in ('customer', 'cleaner')),
  add column cancelled_at timestamptz,
  add column cancelled_by text check (cancelled_by in ('customer', 'cleaner', 'admin')),
  add column cancellation_reason text check (cancellation_reason is null or char_length(cancellation_reason) <= 300),
  add column cancellation_fee_kobo bigint not null default 0 check (cancellation_fee_kobo >= 0);
comment on column public.bookings.cancellation_fee_kobo is 'Late-cancellation fee kept from the customer''s payment (not refunded; the cleaner''s share of it is paid out).';
comment on column public.bookings.last_rescheduled_by is 'Who moved the slot last; a customer may cancel free after the cleaner moved it.';

-- Slot rules --------------------------------------------------------------------------------------------------------

/* Internal: why a start time is not a bookable slot (null when it is): the grid, not in the past, not too far. */
create function public.slot_problem(p_starts_at timestamptz) returns text
language plpgsql stable security definer set search_path = '' as $$
declare local timestamp := p_starts_at at time zone 'Africa/Lagos';
begin
  if p_starts_at is null then
    return 'Choose a date and a time.';
  end if;
  if extract(hour from local) not in (8, 10, 12, 14, 16) or extract(minute from local) <> 0 or extract(second from local) <> 0 then
    return 'Choose one of the time slots (8:00, 10:00, 12:00, 14:00 or 16:00).';
  end if;
  if p_starts_at < now() + interval '2 hours' then
    return 'That time has passed or is too soon. Choose a slot at least 2 hours from now.';
  end if;
  if p_starts_at > now() + interval '60 days' then
    return 'Choose a slot within the next 60 days.';
  end if;
  return null;
end $$;

/* Internal: is the cleaner working during [p_starts, p_ends) (Lagos weekday and time; no rows: 08:00-18:00 daily)? */
create function public.cleaner_works_during(p_cleaner_id uuid, p_starts timestamptz, p_ends timestamptz) returns boolean
language sql stable security definer set search_path = '' as $$
  with l as (select (p_starts at time zone 'Africa/Lagos') as s, (p_ends at time zone 'Africa/Lagos') as e)
  select case
    when (select s::date from l) <> (select (e - interval '1 microsecond')::date from l) then false
    when not exists (select 1 from public.cleaner_availability a where a.cleaner_id = p_cleaner_id)
      then (select s::time >= time '08:00' and e::time <= time '18:00' and e::time > s::time from l)
    else exists (select 1 from public.cleaner_availability a, l
                  where a.cleaner_id = p_cleaner_id and a.weekday = extract(dow from l.s)
                    and a.start_time <= l.s::time and (a.end_time >= l.e::time and l.e::time > l.s::time))
  end
$$;

/* Internal: the cleaner's committed jobs (accepted or under way) overlapping [p_starts, p_ends), except one booking. */
create function public.cleaner_has_clash(p_cleaner_id uuid, p_starts timestamptz, p_ends timestamptz, p_except uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.bookings b
     where b.cleaner_id = p_cleaner_id and b.id is distinct from p_except and b.starts_at is not null
       and b.status::text in ('accepted', 'on_the_way', 'in_progress')
       and b.starts_at < p_ends and b.ends_at > p_starts)
$$;

/*
 * Trigger: a live booking (pending or accepted) of a named cleaner must sit inside the cleaner's availability and not
 * clash with their other committed jobs. Checked on insert, on a new slot or cleaner, and when a cleaner accepts (the
 * clash only: accepting is the cleaner's own consent to the time). The cleaner's row is locked first so two
 * transactions cannot both take the same slot.
 */
create function public.bookings_slot_guard() returns trigger
language plpgsql security definer set search_path = '' as $$
declare moved boolean;
begin
  if new.cleaner_id is null or new.starts_at is null or new.status::text not in ('pending', 'accepted') then
    return new;
  end if;
  moved := tg_op = 'INSERT' or new.starts_at is distinct from old.starts_at or new.ends_at is distinct from old.ends_at
           or new.cleaner_id is distinct from old.cleaner_id;
  if not moved and not (new.status::text = 'accepted' and old.status::text is distinct from 'accepted') then
    return new;
  end if;
  perform 1 from public.cleaner_profiles where user_id = new.cleaner_id for update;
  if moved and not public.cleaner_works_during(new.cleaner_id, new.starts_at, new.ends_at) then
    raise exception 'The cleaner is not available at that time. Choose another slot.' using errcode = '22023';
  end if;
  if public.cleaner_has_clash(new.cleaner_id, new.starts_at, new.ends_at, new.id) then
    raise exception 'The cleaner already has a job at that time. Choose another slot.' using errcode = '22023';
  end if;
  return new;
end $$;
create trigger bookings_slot_guard before insert or update of starts_at, ends_at, cleaner_id, status on public.bookings
  for each row execute function public.bookings_slot_guard();

/* RPC (anyone): the free slots of a cleaner (or, without one, every slot) from a Lagos day, for the slot picker. */
create function public.cleaner_open_slots(p_cleaner_id uuid default null, p_from date default null, p_days integer default 14,
                                          p_except_booking uuid default null)
returns table (starts_at timestamptz, ends_at timestamptz)
language sql stable security definer set search_path = '' as $$
  select s.st, s.st + interval '2 hours'
    from generate_series(0, least(greatest(coalesce(p_days, 14), 1), 31) - 1) as d(n)
   cross join unnest(array[8, 10, 12, 14, 16]) as h(hour)
   cross join lateral (
     select ((coalesce(p_from, (now() at time zone 'Africa/Lagos')::date) + d.n) + make_time(h.hour, 0, 0))
              at time zone 'Africa/Lagos' as st) s
   where public.slot_problem(s.st) is null
     and (p_cleaner_id is null
          or (public.cleaner_works_during(p_cleaner_id, s.st, s.st + interval '2 hours')
              and not public.cleaner_has_clash(p_cleaner_id, s.st, s.st + interval '2 hours', p_except_booking)))
   order by 1
$$;
comment on function public.cleaner_open_slots(uuid, date, integer, uuid)
  is 'Bookable two-hour slots (Lagos time) from p_from for p_days days: inside the cleaner''s availability and free of their committed jobs.';

/* RPC (cleaners): replaces the caller's weekly availability with p_windows: [{weekday, start, end}] ("HH:00"). */
create function public.set_my_availability(p_windows jsonb) returns integer
language plpgsql security definer set search_path = '' as $$
declare w jsonb; n integer := 0; wd integer; st time; en time;
begin
  if auth.uid() is null or not exists (select 1 from public.cleaner_profiles where user_id = auth.uid()) then
    raise exception 'Only cleaners can set availability.' using errcode = '42501';
  end if;
  if p_windows is null or jsonb_typeof(p_windows) <> 'array' or jsonb_array_length(p_windows) = 0 then
    raise exception 'Add at least one time you can work.' using errcode = '22023';
  end if;
  if jsonb_array_length(p_windows) > 21 then
    raise exception 'Too many time windows (at most 21).' using errcode = '22023';
  end if;
  delete from public.cleaner_availability where cleaner_id = auth.uid();
  for w in select * from jsonb_array_elements(p_windows) loop
    begin
      wd := (w ->> 'weekday')::integer;
      st := (w ->> 'start')::time;
      en := (w ->> 'end')::time;
    exception when others then
      raise exception 'Each window needs a day, a start and an end.' using errcode = '22023';
    end;
    if wd is null or wd not between 0 and 6 or st is null or en is null or en <= st or st < time '06:00' or en > time '21:00'
       or extract(minute from st) <> 0 or extract(minute from en) <> 0 then
      raise exception 'Each window is on the hour between 06:00 and 21:00, and ends after it starts.' using errcode = '22023';
    end if;
    if exists (select 1 from public.cleaner_availability a
                where a.cleaner_id = auth.uid() and a.weekday = wd and a.start_time < en and a.end_time > st) then
      raise exception 'Two windows on the same day overlap.' using errcode = '22023';
    end if;
    insert into public.cleaner_availability (cleaner_id, weekday, start_time, end_time) values (auth.uid(), wd, st, en);
    n := n + 1;
  end loop;
  return n;
end $$;
comment on function public.set_my_availability(jsonb) is 'Cleaner: replaces their weekly availability. Errors: Only cleaners can set availability. / Add at least one time you can work. / window rules.';

/* RPC (admins): the cancellation and reschedule policy. Audited with the money events (it sets fees). */
create function public.set_booking_change_settings(
  p_free_cancel_hours integer, p_late_fee_kind text, p_late_fee_percent integer, p_late_fee_kobo bigint,
  p_reschedule_min_hours integer, p_reschedule_limit integer
) returns void
language plpgsql security definer set search_path = '' as $$
declare before public.booking_change_settings;
begin
  if not public.is_admin() then
    raise exception 'Only admins can change the cancellation policy.' using errcode = '42501';
  end if;
  if p_free_cancel_hours is null or p_free_cancel_hours not between 0 and 168
     or p_reschedule_min_hours is null or p_reschedule_min_hours not between 0 and 168 then
    raise exception 'Hours must be between 0 and 168.' using errcode = '22023';
  end if;
  if p_late_fee_kind is null or p_late_fee_kind not in ('percent', 'fixed')
     or p_late_fee_percent is null or p_late_fee_percent not between 0 and 100
     or p_late_fee_kobo is null or p_late_fee_kobo not between 0 and 100000000 then
    raise exception 'The late fee is a percentage from 0 to 100 or an amount up to ₦1,000,000.' using errcode = '22023';
  end if;
  if p_reschedule_limit is null or p_reschedule_limit not between 0 and 10 then
    raise exception 'The reschedule limit is between 0 and 10.' using errcode = '22023';
  end if;
  select * into before from public.booking_change_settings for update;
  update public.booking_change_settings
     set free_cancel_hours = p_free_cancel_hours, late_fee_kind = p_late_fee_kind, late_fee_percent = p_late_fee_percent,
         late_fee_kobo = p_late_fee_kobo, reschedule_min_hours = p_reschedule_min_hours, reschedule_limit = p_reschedule_limit,
         updated_at = now(), updated_by = auth.uid();
  perform public.audit_money('settings.booking_changes', 'admin', p_details => jsonb_build_object(
    'before', to_jsonb(before) - 'id' - 'updated_at' - 'updated_by',
    'after', jsonb_build_object('free_cancel_hours', p_free_cancel_hours, 'late_fee_kind', p_late_fee_kind,
      'late_fee_percent', p_late_fee_percent, 'late_fee_kobo', p_late_fee_kobo,
      'reschedule_min_hours', p_reschedule_min_hours, 'reschedule_limit', p_reschedule_limit)));
end $$;

/* Internal: records a non-status event on the booking's timeline when the timeline (issue 27, H2) exists. */
create function public.note_booking_change(p_booking_id uuid, p_kind text, p_detail jsonb) returns void
language plpgsql security definer set search_path = '' as $$
begin
  if to_regprocedure('public.log_booking_event(uuid, text, jsonb)') is not null then
    execute 'select public.log_booking_event($1, $2, $3)' using p_booking_id, p_kind, p_detail;
  end if;
end $$;

-- The terms of a change -----------------------------------------------------------------------------------------------

/*
 * Internal: what the caller may change on a booking and at what cost, as the screens state it and the RPCs apply it.
 * role: customer | cleaner | admin. Money: paid_kobo is what is left of the customer's online payments; the late fee
 * is kept only from money paid (an unpaid late cancellation is free: there is nothing to keep, and chasing a debt
 * for a cancelled clean would cost more than it brings); refund_kobo is the rest.
 */
create function public.booking_change_terms(p_booking public.bookings, p_role text) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare s public.booking_change_settings; started boolean; late boolean; fee bigint := 0; paid bigint; waived text;
        cancel_no text; resched_no text; free_until timestamptz; resched_until timestamptz;
begin
  select * into s from public.booking_change_settings;
  paid := coalesce((select sum(x.amount_kobo - x.refunded_kobo) from public.payments x
                     where x.booking_id = p_booking.id and x.provider = 'paystack'
                       and x.status in ('completed', 'partially_refunded')), 0);
  started := p_booking.status::text in ('on_the_way', 'in_progress', 'awaiting_confirmation', 'completed')
             or (p_booking.starts_at is not null and now() >= p_booking.starts_at);
  free_until := p_booking.starts_at - make_interval(hours => s.free_cancel_hours);
  resched_until := p_booking.starts_at - make_interval(hours => s.reschedule_min_hours);

  if p_booking.status::text not in ('pending', 'accepted', 'on_the_way', 'in_progress') then
    cancel_no := 'Only a pending or accepted booking can be cancelled.';
  elsif started then
    cancel_no := 'This job has started, so it can no longer be cancelled.';
  elsif p_role = 'cleaner' and p_booking.status::text <> 'accepted' then
    cancel_no := 'Reject the request instead.';
  end if;

  late := p_role = 'customer' and cancel_no is null and p_booking.status::text = 'accepted'
          and p_booking.starts_at is not null and now() > free_until;
  if late then
    if p_booking.last_rescheduled_by = 'cleaner' then
      waived := 'The cleaner moved this booking, so cancelling it is free.';
    elsif paid = 0 then
      waived := 'You have not paid for this booking, so no fee is charged.';
    else
      fee := least(paid, case when s.late_fee_kind = 'percent'
                               then (coalesce(p_booking.price_kobo, paid) * s.late_fee_percent) / 100
                               else least(s.late_fee_kobo, coalesce(p_booking.price_kobo, paid)) end);
    end if;
  end if;

  if p_booking.status::text not in ('pending', 'accepted') or started then
    resched_no := 'This booking can no longer be moved.';
  elsif p_role = 'admin' then
    resched_no := 'Only the customer or the cleaner can move a booking.';
  elsif p_role = 'cleaner' and p_booking.status::text <> 'accepted' then
    resched_no := 'Accept the request first, or reject it.';
  elsif p_booking.starts_at is null then
    resched_no := null; -- no slot yet: choosing one is free (set_booking_slot)
  elsif now() > resched_until then
    resched_no := 'It is less than ' || s.reschedule_min_hours || ' hours before the job, so it can no longer be moved.';
  elsif p_booking.reschedule_count >= s.reschedule_limit then
    resched_no := 'This booking was already moved ' || p_booking.reschedule_count || ' times, the most allowed.';
  end if;

  return jsonb_build_object(
    'role', p_role, 'status', p_booking.status, 'starts_at', p_booking.starts_at, 'ends_at', p_booking.ends_at,
    'needs_slot', p_booking.starts_at is null,
    'can_cancel', cancel_no is null, 'cancel_refusal', cancel_no,
    'late', late, 'fee_kobo', fee, 'fee_waived_reason', waived, 'paid_kobo', paid, 'refund_kobo', paid - fee,
    'free_until', case when p_booking.starts_at is not null then free_until end,
    'can_reschedule', resched_no is null, 'reschedule_refusal', resched_no,
    'reschedule_until', case when p_booking.starts_at is not null then resched_until end,
    'reschedules_left', greatest(s.reschedule_limit - p_booking.reschedule_count, 0),
    'policy', jsonb_build_object('free_cancel_hours', s.free_cancel_hours, 'late_fee_kind', s.late_fee_kind,
      'late_fee_percent', s.late_fee_percent, 'late_fee_kobo', s.late_fee_kobo,
      'reschedule_min_hours', s.reschedule_min_hours, 'reschedule_limit', s.reschedule_limit));
end $$;

/* Internal: the caller's side of a booking, or PT404 (another's booking looks like no booking). */
create function public.booking_change_role(p_booking public.bookings) returns text
language plpgsql stable security definer set search_path = '' as $$
begin
  if auth.uid() is not null and p_booking.customer_id = auth.uid() then
    return 'customer';
  elsif auth.uid() is not null and p_booking.cleaner_id = auth.uid() then
    return 'cleaner';
  elsif public.is_admin() then
    return 'admin';
  end if;
  raise exception 'Invalid booking ID' using errcode = 'PT404';
end $$;

/* RPC: the exact terms of cancelling or moving a booking for the caller, shown before they confirm. */
create function public.booking_change_quote(p_booking_id uuid) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare bk public.bookings;
begin
  select * into bk from public.bookings where id = p_booking_id;
  if p_booking_id is null or not found then
    raise exception 'Invalid booking ID' using errcode = 'PT404';
  end if;
  return public.booking_change_terms(bk, public.booking_change_role(bk));
end $$;
comment on function public.booking_change_quote(uuid)
  is 'Customer, cleaner or admin: whether the caller may cancel or move the booking, the policy, and the exact fee and refund (kobo).';

-- Cancelling ------------------------------------------------------------------------------------------------------

drop function public.cancel_booking(uuid);

/*
 * RPC: the customer (client or guest), the booking's cleaner or an admin cancels a booking before the job starts.
 *   customer: free until free_cancel_hours before the slot; later, the late fee is kept from the payment and the rest
 *             refunded (the cleaner is paid their share of the fee); a pending request is always free.
 *   cleaner:  an accepted job goes to standby replacement (release_booking_to_standby) when it exists, else the
 *             booking is cancelled and the customer refunded in full.
 *   admin:    cancels without a fee (refund in full).
 * Returns the terms applied (booking_change_terms).
 */
create function public.cancel_booking(p_booking_id uuid, p_reason text default null) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare bk public.bookings; role text; terms jsonb; fee bigint; what text; reason text := nullif(left(btrim(p_reason), 300), '');
begin
  if p_booking_id is null then
    raise exception 'Invalid booking ID' using errcode = '22023';
  end if;
  select * into bk from public.bookings where id = p_booking_id for update;
  if not found then
    raise exception 'Invalid booking ID' using errcode = 'PT404';
  end if;
  role := public.booking_change_role(bk);
  terms := public.booking_change_terms(bk, role);
  if not (terms ->> 'can_cancel')::boolean then
    raise exception '%', terms ->> 'cancel_refusal' using errcode = '22023';
  end if;
  what := array_to_string(bk.services, ', ');

  if role = 'cleaner' then
    perform public.note_booking_change(bk.id, 'cleaner_cancelled', jsonb_build_object('reason', reason));
    perform public.audit_money('booking.cleaner_cancelled', 'cleaner', bk.id, p_details => jsonb_build_object('reason', reason));
    if to_regprocedure('public.release_booking_to_standby(uuid, text)') is not null then
      execute 'select public.release_booking_to_standby($1, $2)' using bk.id, 'cleaner_cancelled';
      return terms;
    end if;
    update public.bookings set status = 'cancelled', cancelled_at = now(), cancelled_by = 'cleaner', cancellation_reason = reason
     where id = bk.id;
    perform public.notify(bk.customer_id, 'booking', 'Your cleaner cancelled your ' || what || ' booking. '
      || case when (terms ->> 'paid_kobo')::bigint > 0 then 'Your payment is being refunded in full.' else 'You were not charged.' end,
      public.customer_link(bk.customer_kind, 'bookings'));
    return terms;
  end if;

  fee := case when role = 'customer' then (terms ->> 'fee_kobo')::bigint else 0 end;
  -- The money trigger refunds what is left of the payment minus the fee kept (booking_money_follows_status).
  update public.bookings
     set status = 'cancelled', cancelled_at = now(), cancelled_by = role, cancellation_reason = reason,
         cancellation_fee_kobo = fee
   where id = bk.id;
  -- The status change itself is on the timeline already (its trigger); this adds the money terms applied.
  perform public.note_booking_change(bk.id, 'cancellation_terms', jsonb_build_object('by', role, 'fee_kobo', fee,
    'refund_kobo', (terms ->> 'paid_kobo')::bigint - fee, 'reason', reason));
  if (terms ->> 'late')::boolean then
    perform public.audit_money('booking.late_cancellation', case when role = 'admin' then 'admin' else 'customer' end, bk.id,
      p_amount_kobo => fee, p_details => jsonb_build_object('paid_kobo', (terms ->> 'paid_kobo')::bigint,
        'waived', terms -> 'fee_waived_reason', 'policy', terms -> 'policy'));
  end if;
  perform public.notify(bk.cleaner_id, 'booking', 'A booking for ' || what || ' in ' || bk.location
    || case when bk.starts_at is not null then ' on ' || to_char(bk.starts_at at time zone 'Africa/Lagos', 'FMDD Mon YYYY, HH24:MI') else '' end
    || ' was cancelled.'
    || case when fee > 0 then ' You receive your share of the ' || public.format_naira(fee) || ' late-cancellation fee.' else '' end,
    '/cleaner/bookings');
  if role = 'admin' then
    perform public.notify(bk.customer_id, 'booking', 'An admin cancelled your ' || what || ' booking.',
      public.customer_link(bk.customer_kind, 'bookings'));
  end if;
  return terms;
end $$;
comment on function public.cancel_booking(uuid, text)
  is 'Customer, the booking''s cleaner or admin cancels before the job starts, per booking_change_settings; returns the terms applied. Errors: Invalid booking ID / the refusal of booking_change_terms.';

/*
 * Trigger (replaces issue 23's): a booking's money follows its status. Completed releases the held payout; cancelled
 * or rejected refunds what is left, except a late-cancellation fee (cancellation_fee_kobo), whose payout is released
 * to the cleaner at once (there is no job left to confirm).
 */
create or replace function public.booking_money_follows_status() returns trigger
language plpgsql security definer set search_path = '' as $$
declare po public.payouts; p public.payments; kind text; keep bigint; give bigint;
begin
  if new.status = 'completed' then
    for po in update public.payouts set status = 'queued', queued_at = now()
               where booking_id = new.id and status = 'held' returning * loop
      perform public.audit_money('payout.queued', 'system', new.id, po.payment_id, po.id, null, po.amount_kobo, po.reference,
        jsonb_build_object('confirmed_by', new.confirmed_by));
    end loop;
  elsif new.status in ('cancelled', 'rejected') and new.payment_status in ('paid', 'partially_refunded') then
    kind := case when public.is_admin() then 'admin' when auth.uid() = new.customer_id then 'customer' else 'system' end;
    keep := case when new.status = 'cancelled' then coalesce(new.cancellation_fee_kobo, 0) else 0 end;
    for p in select * from public.payments
              where booking_id = new.id and provider = 'paystack' and status in ('completed', 'partially_refunded')
                and refunded_kobo < amount_kobo order by created_at, id loop
      give := (p.amount_kobo - p.refunded_kobo) - least(keep, p.amount_kobo - p.refunded_kobo);
      keep := keep - least(keep, p.amount_kobo - p.refunded_kobo);
      if give > 0 then
        perform public.queue_refund(p.id, give,
          case when new.cancellation_fee_kobo > 0 then 'Late cancellation: refunded less the fee' else 'The booking was cancelled' end, kind);
        perform public.notify(new.customer_id, 'payment', 'Your payment of ' || public.format_naira(give)
          || ' for your ' || array_to_string(new.services, ', ') || ' booking is being refunded.',
          public.customer_payments_link(new.customer_kind));
      end if;
    end loop;
    if new.status = 'cancelled' and coalesce(new.cancellation_fee_kobo, 0) > 0 then
      for po in update public.payouts set status = 'queued', queued_at = now()
                 where booking_id = new.id and status = 'held' returning * loop
        perform public.audit_money('payout.queued', 'system', new.id, po.payment_id, po.id, null, po.amount_kobo, po.reference,
          jsonb_build_object('why', 'late cancellation fee', 'fee_kobo', new.cancellation_fee_kobo));
      end loop;
    end if;
  end if;
  return null;
end $$;

-- Choosing and moving the slot -----------------------------------------------------------------------------------------

/* RPC (the customer): gives a booking without a slot (from a bid, a quote, an older booking) its date and time. */
create function public.set_booking_slot(p_booking_id uuid, p_starts_at timestamptz) returns void
language plpgsql security definer set search_path = '' as $$
declare bk public.bookings; problem text;
begin
  select * into bk from public.bookings where id = p_booking_id for update;
  if p_booking_id is null or not found or bk.customer_id is distinct from auth.uid() then
    raise exception 'Invalid booking ID' using errcode = 'PT404';
  end if;
  if bk.status::text not in ('pending', 'accepted') then
    raise exception 'This booking is already closed.' using errcode = '22023';
  end if;
  if bk.starts_at is not null then
    raise exception 'This booking already has a time. Reschedule it instead.' using errcode = '22023';
  end if;
  problem := public.slot_problem(p_starts_at);
  if problem is not null then
    raise exception '%', problem using errcode = '22023';
  end if;
  update public.bookings set starts_at = p_starts_at, ends_at = p_starts_at + interval '2 hours' where id = bk.id;
  perform public.note_booking_change(bk.id, 'slot_chosen', jsonb_build_object('starts_at', p_starts_at));
  perform public.notify(bk.cleaner_id, 'booking', 'The customer chose ' || to_char(p_starts_at at time zone 'Africa/Lagos', 'FMDD Mon YYYY, HH24:MI')
    || ' for the ' || array_to_string(bk.services, ', ') || ' job.', '/cleaner/bookings');
end $$;
comment on function public.set_booking_slot(uuid, timestamptz)
  is 'Customer: first slot of a booking that has none (two hours from p_starts_at). Errors: Invalid booking ID / closed / already has a time / slot rules / cleaner not available / clash.';

/*
 * RPC: the customer or the booking's cleaner moves it to another slot, within the policy (not later than
 * reschedule_min_hours before the current slot, at most reschedule_limit times). The new slot must be inside the
 * cleaner's availability and free (the slot guard), which is why the other side's agreement is not asked again: the
 * cleaner stated they work then, and a customer whose cleaner moved the job may cancel it free of charge.
 */
create function public.reschedule_booking(p_booking_id uuid, p_starts_at timestamptz) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare bk public.bookings; role text; terms jsonb; problem text; what text; was text; now_at text;
begin
  select * into bk from public.bookings where id = p_booking_id for update;
  if p_booking_id is null or not found then
    raise exception 'Invalid booking ID' using errcode = 'PT404';
  end if;
  role := public.booking_change_role(bk);
  terms := public.booking_change_terms(bk, role);
  if not (terms ->> 'can_reschedule')::boolean then
    raise exception '%', terms ->> 'reschedule_refusal' using errcode = '22023';
  end if;
  if bk.starts_at is null then
    raise exception 'This booking has no time yet. Choose one first.' using errcode = '22023';
  end if;
  problem := public.slot_problem(p_starts_at);
  if problem is not null then
    raise exception '%', problem using errcode = '22023';
  end if;
  if p_starts_at = bk.starts_at then
    raise exception 'That is the booking''s current time. Choose another slot.' using errcode = '22023';
  end if;
  update public.bookings
     set starts_at = p_starts_at, ends_at = p_starts_at + interval '2 hours', reschedule_count = reschedule_count + 1,
         last_rescheduled_by = role
   where id = bk.id;
  was := to_char(bk.starts_at at time zone 'Africa/Lagos', 'FMDD Mon YYYY, HH24:MI');
  now_at := to_char(p_starts_at at time zone 'Africa/Lagos', 'FMDD Mon YYYY, HH24:MI');
  what := array_to_string(bk.services, ', ');
  perform public.note_booking_change(bk.id, 'rescheduled', jsonb_build_object('by', role, 'from', bk.starts_at, 'to', p_starts_at));
  if role = 'customer' then
    perform public.notify(bk.cleaner_id, 'booking', 'The customer moved the ' || what || ' job from ' || was || ' to ' || now_at || '.',
      '/cleaner/bookings');
  else
    perform public.notify(bk.customer_id, 'booking', 'Your cleaner moved your ' || what || ' booking from ' || was || ' to ' || now_at
      || '. If the new time does not suit you, you can cancel it free of charge.', public.customer_link(bk.customer_kind, 'bookings'));
  end if;
  select * into bk from public.bookings where id = bk.id;
  return public.booking_change_terms(bk, role);
end $$;
comment on function public.reschedule_booking(uuid, timestamptz)
  is 'Customer or the booking''s cleaner moves it to another two-hour slot per booking_change_settings. Errors: Invalid booking ID / policy refusal / slot rules / cleaner not available / clash.';

-- Grants -------------------------------------------------------------------------------------------------------------
revoke all on function public.slot_problem(timestamptz), public.cleaner_works_during(uuid, timestamptz, timestamptz),
  public.cleaner_has_clash(uuid, timestamptz, timestamptz, uuid), public.bookings_slot_guard(),
  public.note_booking_change(uuid, text, jsonb), public.booking_change_terms(public.bookings, text),
  public.booking_change_role(public.bookings) from public, anon, authenticated;
grant execute on function public.slot_problem(timestamptz), public.cleaner_works_during(uuid, timestamptz, timestamptz),
  public.cleaner_has_clash(uuid, timestamptz, timestamptz, uuid), public.bookings_slot_guard(),
  public.note_booking_change(uuid, text, jsonb), public.booking_change_terms(public.bookings, text),
  public.booking_change_role(public.bookings) to service_role;

revoke all on function public.cleaner_open_slots(uuid, date, integer, uuid) from public;
grant execute on function public.cleaner_open_slots(uuid, date, integer, uuid) to anon, authenticated, service_role;

revoke all on function public.set_my_availability(jsonb), public.set_booking_change_settings(integer, text, integer, bigint, integer, integer),
  public.booking_change_quote(uuid), public.cancel_booking(uuid, text), public.set_booking_slot(uuid, timestamptz),
  public.reschedule_booking(uuid, timestamptz) from public, anon;
grant execute on function public.set_my_availability(jsonb), public.set_booking_change_settings(integer, text, integer, bigint, integer, integer),
  public.booking_change_quote(uuid), public.cancel_booking(uuid, text), public.set_booking_slot(uuid, timestamptz),
  public.reschedule_booking(uuid, timestamptz) to authenticated, service_role;
