-- Issue 27, item 5: standby replacement. When a cleaner drops a job (cancels it, rejects it late, or does not start
-- within the slot) the booking goes back to pending without a cleaner, and the job is offered at once to the other
-- verified, active cleaners of its LGA (of its state when the LGA has none, or when nobody in the LGA took it within
-- standby_widen_after()). The first cleaner to accept gets it (accept_standby_offer, next migration); the customer is
-- told who is coming; admins see every standby and can assign a cleaner themselves.
--
-- One standby episode per release (booking_standby), one offer per cleaner and episode (standby_offers). The booking
-- keeps its price and its payment: a paid booking stays paid, and its held payout follows the booking's cleaner
-- (nobody while in standby, the new cleaner once one takes it), so the released cleaner is never paid for it.

-- booking_standby -------------------------------------------------------------------------------------------------
create table public.booking_standby (
  id uuid primary key default extensions.gen_random_uuid(),
  booking_id uuid not null references public.bookings (id) on delete cascade,
  -- Who dropped the job; kept as a plain id so the row outlives the account.
  released_cleaner_id uuid,
  reason text not null check (reason in ('cleaner_cancelled', 'late_rejection', 'no_show', 'admin')),
  -- open: offers are out; taken: a cleaner accepted an offer; assigned: an admin chose a cleaner; expired: nobody
  -- accepted by deadline_at (customer and admins told; an admin can still assign); closed: the booking was cancelled.
  state text not null default 'open' check (state in ('open', 'taken', 'assigned', 'expired', 'closed')),
  -- lga while only the booking's LGA is offered; state once widened to the whole state.
  scope text not null default 'lga' check (scope in ('lga', 'state')),
  opened_at timestamptz not null default now(),
  widened_at timestamptz,
  deadline_at timestamptz not null,
  closed_at timestamptz,
  taken_by uuid references auth.users (id) on delete set null,
  check ((state = 'open') = (closed_at is null))
);
comment on table public.booking_standby is 'A booking whose cleaner dropped it, while the job is offered to standby cleaners; one row per release.';
-- At most one open standby per booking.
create unique index booking_standby_one_open_idx on public.booking_standby (booking_id) where state = 'open';
create index booking_standby_booking_idx on public.booking_standby (booking_id, opened_at desc);
create index booking_standby_open_idx on public.booking_standby (opened_at) where state = 'open';

-- standby_offers --------------------------------------------------------------------------------------------------
create table public.standby_offers (
  id uuid primary key default extensions.gen_random_uuid(),
  standby_id uuid not null references public.booking_standby (id) on delete cascade,
  booking_id uuid not null references public.bookings (id) on delete cascade,
  cleaner_id uuid not null references public.cleaner_profiles (user_id) on delete cascade,
  scope text not null check (scope in ('lga', 'state')),
  -- open until answered; accepted: this cleaner got the job; missed: another cleaner (or an admin) was first, the
  -- standby expired, or the booking was cancelled.
  status text not null default 'open' check (status in ('open', 'accepted', 'missed')),
  offered_at timestamptz not null default now(),
  answered_at timestamptz,
  unique (standby_id, cleaner_id)
);
comment on table public.standby_offers is 'A standby job offered to one cleaner; the first accepted offer of a standby wins.';
create index standby_offers_cleaner_idx on public.standby_offers (cleaner_id, offered_at desc);
create index standby_offers_open_idx on public.standby_offers (cleaner_id) where status = 'open';
create index standby_offers_booking_idx on public.standby_offers (booking_id);

alter table public.booking_standby enable row level security;
alter table public.standby_offers enable row level security;
grant select on public.booking_standby, public.standby_offers to authenticated;
grant all on public.booking_standby, public.standby_offers to service_role;
-- The customer follows the search for their replacement; admins see all. The released cleaner does not.
create policy booking_standby_select_authenticated on public.booking_standby for select to authenticated
  using ((select public.is_admin())
      or exists (select 1 from public.bookings b where b.id = booking_standby.booking_id and b.customer_id = (select auth.uid())));
-- A cleaner sees their own offers (the job itself through my_standby_offers(), without the customer's contact).
create policy standby_offers_select_authenticated on public.standby_offers for select to authenticated
  using (cleaner_id = (select auth.uid()) or (select public.is_admin()));

/* How long only the booking's LGA is offered before the whole state is. */
create function public.standby_widen_after() returns interval
language sql immutable set search_path = '' as $$ select interval '30 minutes' $$;
/* How long a standby stays open when the slot is far away; it closes at the slot's start if that comes sooner. */
create function public.standby_open_for() returns interval
language sql immutable set search_path = '' as $$ select interval '4 hours' $$;
/* A rejection this close to the slot (or with the slot passed) is late: the job goes to standby. */
create function public.standby_late_rejection_window() returns interval
language sql immutable set search_path = '' as $$ select interval '24 hours' $$;
/* A cleaner who has not started this long after the slot's start is a no-show. */
create function public.standby_no_show_after() returns interval
language sql immutable set search_path = '' as $$ select interval '30 minutes' $$;

/*
 * Internal: offers an open standby to the working cleaners of one scope (the booking's LGA, or its state) who have
 * no offer in it yet, other than the released cleaner and the customer, and tells each. Returns how many it offered.
 */
create function public.offer_standby(p_standby_id uuid, p_scope text) returns integer
language plpgsql security definer set search_path = '' as $$
declare s public.booking_standby; bk public.bookings; c record; n integer := 0; slot text;
begin
  select * into s from public.booking_standby where id = p_standby_id;
  select * into bk from public.bookings where id = s.booking_id;
  if s.state <> 'open' or bk.state is null or (p_scope = 'lga' and bk.lga is null) then
    return 0;
  end if;
  slot := case when bk.scheduled_date is not null then ' on ' || to_char(bk.scheduled_date, 'DD Mon YYYY') else '' end;
  for c in
    insert into public.standby_offers (standby_id, booking_id, cleaner_id, scope)
    select s.id, bk.id, cp.user_id, p_scope
      from public.cleaner_profiles cp
     where cp.status = 'active' and cp.verification_status = 'verified'
       and exists (select 1 from public.user_roles r where r.user_id = cp.user_id and r.role = 'cleaner')
       and lower(btrim(cp.state)) = lower(btrim(bk.state))
       and (p_scope = 'state' or lower(btrim(cp.lga)) = lower(btrim(bk.lga)))
       and cp.user_id is distinct from s.released_cleaner_id
       and cp.user_id <> bk.customer_id
    on conflict (standby_id, cleaner_id) do nothing
    returning cleaner_id
  loop
    perform public.notify(c.cleaner_id, 'booking', 'Standby job: ' || array_to_string(bk.services, ', ') || ' in '
      || bk.location || slot || '. The first cleaner to accept gets it.', '/cleaner/bookings');
    n := n + 1;
  end loop;
  return n;
end $$;
comment on function public.offer_standby(uuid, text) is 'Internal: offers an open standby to the working cleaners of the booking''s LGA or state.';

/*
 * Internal (called by the cleaner's cancellation, a late rejection and the no-show check; never by a client): takes
 * the job from its cleaner, records why, and opens standby offers. p_reason: cleaner_cancelled, late_rejection,
 * no_show or admin. Returns the standby's id. Refuses a booking that is done or cancelled, or has no cleaner.
 */
create function public.release_booking_to_standby(p_booking_id uuid, p_reason text) returns uuid
language plpgsql security definer set search_path = '' as $$
declare bk public.bookings; sid uuid; offered integer; who text;
begin
  if p_reason is null or p_reason not in ('cleaner_cancelled', 'late_rejection', 'no_show', 'admin') then
    raise exception 'Invalid standby reason.' using errcode = '22023';
  end if;
  select * into bk from public.bookings where id = p_booking_id for update;
  if p_booking_id is null or not found then
    raise exception 'Invalid booking ID' using errcode = 'PT404';
  end if;
  if bk.status::text in ('awaiting_confirmation', 'completed', 'cancelled') then
    raise exception 'This booking can no longer be given to another cleaner.' using errcode = '22023';
  end if;
  if bk.cleaner_id is null then
    raise exception 'This booking has no cleaner to replace.' using errcode = '22023';
  end if;
  select coalesce(nullif(display_name, ''), 'Your cleaner') into who from public.cleaner_profiles where user_id = bk.cleaner_id;

  insert into public.booking_standby (booking_id, released_cleaner_id, reason, deadline_at)
  values (bk.id, bk.cleaner_id, p_reason,
          -- Open for standby_open_for(), but not past the slot's start; never less than the LGA-only time.
          greatest(now() + public.standby_widen_after(),
                   least(now() + public.standby_open_for(), coalesce(bk.starts_at, now() + public.standby_open_for()))))
  returning id into sid;
  -- The job leaves the cleaner: with cleaner_id null they lose the customer's contact and the counterpart view.
  update public.bookings set cleaner_id = null, status = 'pending', accepted_at = null where id = bk.id;

  offered := public.offer_standby(sid, 'lga');
  if offered = 0 then
    update public.booking_standby set scope = 'state', widened_at = now() where id = sid;
    offered := public.offer_standby(sid, 'state');
  end if;

  perform public.notify(bk.customer_id, 'booking', coalesce(who, 'Your cleaner') || ' can no longer do your '
    || array_to_string(bk.services, ', ') || ' booking. We are offering it to other verified cleaners near you and will tell you who is coming.',
    public.customer_link(bk.customer_kind, 'bookings'));
  if p_reason <> 'cleaner_cancelled' then
    perform public.notify(bk.cleaner_id, 'booking', 'Your ' || array_to_string(bk.services, ', ') || ' job in ' || bk.location
      || case p_reason when 'no_show' then ' was given to another cleaner because it had not started.'
                       when 'late_rejection' then ' was offered to other cleaners.'
                       else ' was given to another cleaner by our team.' end, '/cleaner/bookings');
  end if;
  if offered = 0 then
    perform public.notify_admins('booking', 'A ' || array_to_string(bk.services, ', ')
      || ' booking needs a standby cleaner and none is available in its state.', '/admin/standby');
  end if;
  return sid;
end $$;
comment on function public.release_booking_to_standby(uuid, text)
  is 'Internal: the booking''s cleaner is removed (reason: cleaner_cancelled, late_rejection, no_show, admin) and the job offered to standby cleaners (LGA, then state).';

/*
 * Trigger: the booking's held payout follows its cleaner. While in standby it belongs to nobody, then to whoever
 * takes the job, so the released cleaner is never paid for it and the job is paid once (one payout per booking).
 * Only a held payout moves: one queued or sent belongs to a confirmed job, whose cleaner no longer changes.
 */
create function public.payout_follows_booking_cleaner() returns trigger
language plpgsql security definer set search_path = '' as $$
declare po public.payouts;
begin
  for po in update public.payouts set cleaner_id = new.cleaner_id
             where booking_id = new.id and status = 'held' and cleaner_id is distinct from new.cleaner_id
            returning * loop
    perform public.audit_money('payout.reassigned', 'system', new.id, po.payment_id, po.id, null, po.amount_kobo,
      po.reference, jsonb_build_object('from_cleaner_id', old.cleaner_id, 'to_cleaner_id', new.cleaner_id));
  end loop;
  return null;
end $$;
create trigger bookings_payout_follows_cleaner after update of cleaner_id on public.bookings
  for each row when (new.cleaner_id is distinct from old.cleaner_id) execute function public.payout_follows_booking_cleaner();

/*
 * Trigger: an open standby ends when the booking gets a cleaner some other way (an admin's assign_booking_cleaner:
 * assigned) or is cancelled (closed); its open offers are missed. accept_standby_offer closes its own standby first.
 */
create function public.standby_follows_booking() returns trigger
language plpgsql security definer set search_path = '' as $$
declare sid uuid;
begin
  update public.booking_standby
     set state = case when new.status = 'cancelled' then 'closed' else 'assigned' end, closed_at = now(),
         taken_by = case when new.status = 'cancelled' then null else new.cleaner_id end
   where booking_id = new.id and state = 'open'
     and (new.status = 'cancelled' or new.cleaner_id is not null)
  returning id into sid;
  if sid is not null then
    update public.standby_offers set status = 'missed', answered_at = now() where standby_id = sid and status = 'open';
  end if;
  return null;
end $$;
create trigger bookings_standby_follows after update of cleaner_id, status on public.bookings
  for each row execute function public.standby_follows_booking();

/*
 * Trigger: a cleaner who rejects a booking late (its slot starts within standby_late_rejection_window(), or has
 * started) leaves the customer no time to find someone: the job goes to standby instead of ending rejected.
 */
create function public.late_rejection_goes_to_standby() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.starts_at is not null and new.starts_at < now() + public.standby_late_rejection_window() then
    perform public.release_booking_to_standby(new.id, 'late_rejection');
  end if;
  return null;
end $$;
create trigger bookings_late_rejection_standby after update of status on public.bookings
  for each row when (old.status = 'pending' and new.status = 'rejected' and new.cleaner_id is not null)
  execute function public.late_rejection_goes_to_standby();

/*
 * True when the caller dropped a job made from this quote request and is no longer its cleaner. Their bid stays
 * "accepted" as the record of the award, which alone would keep the request's contact open to them.
 */
create function public.released_from_quote(p_quote_request_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.booking_standby s join public.bookings b on b.id = s.booking_id
     where b.quote_request_id = p_quote_request_id and s.released_cleaner_id = (select auth.uid())
       and b.cleaner_id is distinct from (select auth.uid()))
$$;
grant execute on function public.released_from_quote(uuid) to authenticated, service_role;
-- Restrictive: ANDed with the existing policy, so a released cleaner loses the contact whatever else allows it.
create policy quote_request_contacts_not_released on public.quote_request_contacts as restrictive for select to authenticated
  using (not public.released_from_quote(quote_request_id));

revoke all on function public.standby_widen_after(), public.standby_open_for(), public.standby_late_rejection_window(),
  public.standby_no_show_after(), public.offer_standby(uuid, text), public.release_booking_to_standby(uuid, text),
  public.payout_follows_booking_cleaner(), public.standby_follows_booking(), public.late_rejection_goes_to_standby()
  from public, anon, authenticated;
grant execute on function public.standby_widen_after(), public.standby_open_for(), public.standby_late_rejection_window(),
  public.standby_no_show_after(), public.offer_standby(uuid, text), public.release_booking_to_standby(uuid, text),
  public.payout_follows_booking_cleaner(), public.standby_follows_booking(), public.late_rejection_goes_to_standby()
  to service_role;
