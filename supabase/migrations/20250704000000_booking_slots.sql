-- Issue 27, item 1 ("when"): a booking holds the absolute time of its slot, not just a day. starts_at/ends_at are
-- the booked window (timestamptz, shown in Lagos time, UTC+1 all year). scheduled_date stays as the Lagos day of
-- starts_at so every existing reader (lists, earnings, schedules) keeps working: a trigger keeps it in step, so no
-- writer can make the two disagree.

alter table public.bookings
  add column starts_at timestamptz,
  add column ends_at timestamptz,
  add constraint bookings_slot_both_or_neither check ((starts_at is null) = (ends_at is null)),
  add constraint bookings_slot_order check (ends_at is null or ends_at > starts_at),
  -- A slot is at most a working day long: a typo of a date never blocks a cleaner's week.
  add constraint bookings_slot_length check (ends_at is null or ends_at - starts_at <= interval '12 hours');

comment on column public.bookings.starts_at is 'Start of the booked slot (absolute time; shown in Lagos time). Null only for old rows and bookings awaiting a slot.';
comment on column public.bookings.ends_at is 'End of the booked slot.';

-- Finds a cleaner's jobs in a time range (availability and clash checks).
create index bookings_cleaner_slot_idx on public.bookings (cleaner_id, starts_at) where starts_at is not null;

/* Trigger: scheduled_date is always the Lagos calendar day of starts_at when a slot is set. */
create function public.bookings_sync_scheduled_date() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.starts_at is not null then
    new.scheduled_date := (new.starts_at at time zone 'Africa/Lagos')::date;
  end if;
  return new;
end;
$$;
revoke all on function public.bookings_sync_scheduled_date() from public;
grant execute on function public.bookings_sync_scheduled_date() to service_role;
create trigger bookings_sync_scheduled_date before insert or update of starts_at, scheduled_date on public.bookings
  for each row execute function public.bookings_sync_scheduled_date();

-- Rows made before slots existed: a day without a time becomes the morning slot of that day (10:00-12:00 Lagos),
-- so they show a time and take part in clash checks. Rows without a date stay without a slot.
update public.bookings
   set starts_at = (scheduled_date + time '10:00') at time zone 'Africa/Lagos',
       ends_at = (scheduled_date + time '12:00') at time zone 'Africa/Lagos'
 where scheduled_date is not null and starts_at is null;
