-- Issue 27, item 5, second part: standby offers are taken (first accept wins), admins override, and a periodic sweep
-- catches no-shows, widens offers from the LGA to the state, and ends standbys nobody took. Built on the slots and
-- availability of 20250704000100 (H1) and the lifecycle and timeline of 20250705000000 (H2):
--  * the release is a lifecycle move: accepted / on_the_way -> pending (system, admin) is added to booking_transitions,
--    and the system may also make rejected -> pending (a late rejection);
--  * offers go only to cleaners who work during the booking's slot and have no other job then;
--  * the timeline gets standby_offered (at release and at widening) and cleaner_replaced (taken or assigned).
-- release_booking_to_standby now takes the cleaner's own words as its reason too (cancel_booking passes them).

insert into public.booking_transitions (from_status, to_status, actors, note) values
  ('accepted', 'pending', array['system', 'admin'], 'the cleaner dropped the job (cancelled it, or did not start in time): it is offered to standby cleaners'),
  ('on_the_way', 'pending', array['system', 'admin'], 'the cleaner did not start within the slot: the job is offered to standby cleaners');
update public.booking_transitions
   set actors = array['system', 'admin'],
       note = 'an admin matches the declined request with another cleaner, or a late rejection goes to standby cleaners'
 where from_status = 'rejected' and to_status = 'pending';

alter table public.booking_standby
  add column note text check (note is null or char_length(note) <= 300);
comment on column public.booking_standby.note is 'The cleaner''s own words when they cancelled, if any.';

/* Internal: offers an open standby to the working cleaners of one scope who are free during the slot. */
create or replace function public.offer_standby(p_standby_id uuid, p_scope text) returns integer
language plpgsql security definer set search_path = '' as $$
declare s public.booking_standby; bk public.bookings; c record; n integer := 0; slot text;
begin
  select * into s from public.booking_standby where id = p_standby_id;
  select * into bk from public.bookings where id = s.booking_id;
  if s.state <> 'open' or bk.state is null or (p_scope = 'lga' and bk.lga is null) then
    return 0;
  end if;
  slot := case when bk.starts_at is not null
               then ' on ' || to_char(bk.starts_at at time zone 'Africa/Lagos', 'FMDD Mon YYYY, HH24:MI')
               when bk.scheduled_date is not null then ' on ' || to_char(bk.scheduled_date, 'FMDD Mon YYYY') else '' end;
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
       -- Available: works at that time of the week and has no other job then.
       and (bk.starts_at is null or (public.cleaner_works_during(cp.user_id, bk.starts_at, bk.ends_at)
                                     and not public.cleaner_has_clash(cp.user_id, bk.starts_at, bk.ends_at, bk.id)))
    order by cp.rating_avg desc, cp.user_id
    on conflict (standby_id, cleaner_id) do nothing
    returning cleaner_id
  loop
    perform public.notify(c.cleaner_id, 'booking', 'Standby job: ' || array_to_string(bk.services, ', ') || ' in '
      || bk.location || slot || '. The first cleaner to accept gets it.', '/cleaner/bookings');
    n := n + 1;
  end loop;
  if n > 0 then
    perform public.log_booking_event(bk.id, 'standby_offered', jsonb_build_object('scope', p_scope, 'offers', n, 'reason', s.reason));
  end if;
  return n;
end $$;

/*
 * Internal (cancel_booking as the cleaner, a late rejection, the no-show sweep; never a client): takes the job from
 * its cleaner, records why, and opens standby offers. p_reason: cleaner_cancelled, late_rejection, no_show or admin,
 * or the cleaner's own words when they cancelled (kept as the note; the reason is then cleaner_cancelled).
 */
create or replace function public.release_booking_to_standby(p_booking_id uuid, p_reason text) returns uuid
language plpgsql security definer set search_path = '' as $$
declare bk public.bookings; sid uuid; offered integer; who text; code text; words text;
begin
  words := nullif(left(btrim(p_reason), 300), '');
  if words is null then
    raise exception 'Invalid standby reason.' using errcode = '22023';
  end if;
  if words in ('cleaner_cancelled', 'late_rejection', 'no_show', 'admin') then
    code := words; words := null;
  else
    code := 'cleaner_cancelled';
  end if;
  select * into bk from public.bookings where id = p_booking_id for update;
  if p_booking_id is null or not found then
    raise exception 'Invalid booking ID' using errcode = 'PT404';
  end if;
  if bk.status::text not in ('pending', 'accepted', 'on_the_way', 'rejected') then
    raise exception 'This booking can no longer be given to another cleaner.' using errcode = '22023';
  end if;
  if bk.cleaner_id is null then
    raise exception 'This booking has no cleaner to replace.' using errcode = '22023';
  end if;
  select coalesce(nullif(display_name, ''), 'Your cleaner') into who from public.cleaner_profiles where user_id = bk.cleaner_id;

  insert into public.booking_standby (booking_id, released_cleaner_id, reason, note, deadline_at)
  values (bk.id, bk.cleaner_id, code, words,
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
  if code <> 'cleaner_cancelled' then
    perform public.notify(bk.cleaner_id, 'booking', 'Your ' || array_to_string(bk.services, ', ') || ' job in ' || bk.location
      || case code when 'no_show' then ' was given to another cleaner because it had not started.'
                   when 'late_rejection' then ' was offered to other cleaners.'
                   else ' was given to another cleaner by our team.' end, '/cleaner/bookings');
  end if;
  if offered = 0 then
    perform public.notify_admins('booking', 'A ' || array_to_string(bk.services, ', ')
      || ' booking needs a standby cleaner and none is available in its state.', '/admin/standby');
  end if;
  return sid;
end $$;

/* Internal: tells the customer who is coming, and the timeline that the cleaner was replaced. */
create function public.announce_standby_cleaner(p_booking_id uuid, p_from uuid, p_via text) returns void
language plpgsql security definer set search_path = '' as $$
declare bk public.bookings; prof public.cleaner_profiles;
begin
  select * into bk from public.bookings where id = p_booking_id;
  select * into prof from public.cleaner_profiles where user_id = bk.cleaner_id;
  perform public.notify(bk.customer_id, 'booking', coalesce(nullif(prof.display_name, ''), 'A verified cleaner')
    || case when prof.rating_count > 0 then ' (rated ' || to_char(prof.rating_avg, 'FM0.0') || ')' else '' end
    || ' is coming for your ' || array_to_string(bk.services, ', ') || ' booking'
    || case when bk.starts_at is not null
            then ' on ' || to_char(bk.starts_at at time zone 'Africa/Lagos', 'FMDD Mon YYYY, HH24:MI') else '' end
    || ' instead.', public.customer_link(bk.customer_kind, 'bookings'));
  perform public.log_booking_event(bk.id, 'cleaner_replaced',
    jsonb_build_object('from_cleaner_id', p_from, 'to_cleaner_id', bk.cleaner_id, 'via', p_via));
end $$;

/*
 * RPC: a verified, active cleaner accepts a standby offer made to them. The booking row is the lock: of cleaners
 * accepting at once, the first gets the job and the others are told it is taken (HTTP 409). The agreed price stays;
 * a booking that never had one takes p_price_kobo (else its budget), as accept_booking does. Returns the booking id.
 */
create function public.accept_standby_offer(p_offer_id uuid, p_price_kobo bigint default null) returns uuid
language plpgsql security definer set search_path = '' as $$
declare o public.standby_offers; s public.booking_standby; bk public.bookings; price bigint; other record;
begin
  select * into o from public.standby_offers where id = p_offer_id;
  if p_offer_id is null or not found or o.cleaner_id is distinct from auth.uid() then
    raise exception 'Standby offer not found.' using errcode = 'PT404';
  end if;
  perform public.require_working_cleaner('take standby jobs');
  -- Lock order booking, then standby (as every booking update and its triggers take them).
  select * into bk from public.bookings where id = o.booking_id for update;
  select * into s from public.booking_standby where id = o.standby_id for update;
  select * into o from public.standby_offers where id = p_offer_id;
  if s.state <> 'open' or o.status <> 'open' then
    raise exception 'Another cleaner has already taken this job.' using errcode = 'PT409';
  end if;
  price := coalesce(bk.price_kobo, p_price_kobo, nullif(bk.budget_kobo, 0));
  if price is null or price <= 0 or price > 100000000000 then
    raise exception 'Enter your price for this job to accept it.' using errcode = '22023';
  end if;
  if bk.starts_at is not null and public.cleaner_has_clash(o.cleaner_id, bk.starts_at, bk.ends_at, bk.id) then
    raise exception 'You already have a job at that time.' using errcode = '22023';
  end if;

  update public.booking_standby set state = 'taken', closed_at = now(), taken_by = o.cleaner_id where id = s.id;
  update public.standby_offers set status = 'accepted', answered_at = now() where id = o.id;
  for other in update public.standby_offers set status = 'missed', answered_at = now()
                where standby_id = s.id and status = 'open' returning cleaner_id loop
    perform public.notify(other.cleaner_id, 'booking', 'The standby ' || array_to_string(bk.services, ', ') || ' job in '
      || bk.location || ' was taken by another cleaner.', '/cleaner/bookings');
  end loop;
  update public.bookings set cleaner_id = o.cleaner_id, status = 'accepted', accepted_at = now(), price_kobo = price
   where id = bk.id;
  perform public.announce_standby_cleaner(bk.id, s.released_cleaner_id, 'standby');
  return bk.id;
end $$;
comment on function public.accept_standby_offer(uuid, bigint)
  is 'Cleaner: takes a standby job offered to them; the first accept wins. Errors: Standby offer not found. (404) / Another cleaner has already taken this job. (409) / Enter your price for this job to accept it. / You already have a job at that time.';

/*
 * RPC (admin): gives a booking in standby (open, or expired with nobody found) to a cleaner the admin chose. With an
 * agreed price the job is theirs at once (accepted; the admin has arranged it with them); without one it waits for
 * the cleaner's answer like any matched request (pending).
 */
create function public.override_standby(p_booking_id uuid, p_cleaner_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare bk public.bookings; s public.booking_standby; price bigint;
begin
  if not public.is_admin() then
    raise exception 'Only admins can assign standby cleaners.' using errcode = '42501';
  end if;
  select * into bk from public.bookings where id = p_booking_id for update;
  if p_booking_id is null or not found then
    raise exception 'Invalid booking ID' using errcode = 'PT404';
  end if;
  select * into s from public.booking_standby where booking_id = bk.id order by opened_at desc limit 1 for update;
  if not found or s.state not in ('open', 'expired') or bk.cleaner_id is not null or bk.status <> 'pending' then
    raise exception 'This booking is not waiting for a standby cleaner.' using errcode = '22023';
  end if;
  if p_cleaner_id is null or p_cleaner_id = bk.customer_id or not public.is_working_cleaner(p_cleaner_id) then
    raise exception 'This cleaner is not available for bookings.' using errcode = '22023';
  end if;
  if p_cleaner_id = s.released_cleaner_id then
    raise exception 'This cleaner dropped this job. Choose another cleaner.' using errcode = '22023';
  end if;
  if bk.starts_at is not null and public.cleaner_has_clash(p_cleaner_id, bk.starts_at, bk.ends_at, bk.id) then
    raise exception 'This cleaner already has a job at that time.' using errcode = '22023';
  end if;
  price := coalesce(bk.price_kobo, nullif(bk.budget_kobo, 0));

  update public.booking_standby set state = 'assigned', closed_at = coalesce(closed_at, now()), taken_by = p_cleaner_id
   where id = s.id;
  update public.standby_offers set status = 'missed', answered_at = now() where standby_id = s.id and status = 'open';
  if price is not null then
    update public.bookings set cleaner_id = p_cleaner_id, status = 'accepted', accepted_at = now(), price_kobo = price
     where id = bk.id;
    perform public.notify(p_cleaner_id, 'booking', 'Our team gave you a ' || array_to_string(bk.services, ', ')
      || ' job in ' || bk.location || '.', '/cleaner/bookings');
    perform public.announce_standby_cleaner(bk.id, s.released_cleaner_id, 'admin');
  else
    update public.bookings set cleaner_id = p_cleaner_id where id = bk.id;
    perform public.notify(p_cleaner_id, 'booking', 'New booking request: ' || array_to_string(bk.services, ', ') || ' in '
      || bk.location || '.', '/cleaner/bookings');
    perform public.log_booking_event(bk.id, 'cleaner_replaced',
      jsonb_build_object('from_cleaner_id', s.released_cleaner_id, 'to_cleaner_id', p_cleaner_id, 'via', 'admin'));
  end if;
end $$;
comment on function public.override_standby(uuid, uuid)
  is 'Admin: assigns a cleaner to a booking in standby (accepted when it has a price, else pending). Errors: Only admins can assign standby cleaners. / This booking is not waiting for a standby cleaner. / This cleaner is not available for bookings. / This cleaner dropped this job. Choose another cleaner.';

/* RPC: the caller's open standby offers, with what they need to decide (never the customer's contact). */
create function public.my_standby_offers()
returns table (offer_id uuid, booking_id uuid, services text[], location text, state text, lga text,
               starts_at timestamptz, ends_at timestamptz, scheduled_date date, num_rooms smallint,
               building_type text, building_condition text, price_kobo bigint, budget_kobo bigint,
               offered_at timestamptz, deadline_at timestamptz)
language sql stable security definer set search_path = '' as $$
  select o.id, b.id, b.services, b.location, b.state, b.lga, b.starts_at, b.ends_at, b.scheduled_date, b.num_rooms,
         b.building_type, b.building_condition, b.price_kobo, b.budget_kobo, o.offered_at, s.deadline_at
    from public.standby_offers o
    join public.booking_standby s on s.id = o.standby_id and s.state = 'open'
    join public.bookings b on b.id = o.booking_id
   where o.cleaner_id = (select auth.uid()) and o.status = 'open'
   order by coalesce(b.starts_at, o.offered_at), o.id
$$;
comment on function public.my_standby_offers() is 'Cleaner: open standby jobs offered to the caller (no contact details).';

/* RPC (admin): standbys, newest first (open and expired first), with the booking and the state of their offers. */
create function public.admin_standby_list(p_limit integer default 100)
returns table (standby_id uuid, booking_id uuid, services text[], location text, state text, lga text,
               starts_at timestamptz, customer_kind text, reason text, note text, standby_state text, scope text,
               opened_at timestamptz, deadline_at timestamptz, closed_at timestamptz,
               released_cleaner_id uuid, released_cleaner_name text, taken_by uuid, taken_by_name text,
               offers integer, open_offers integer, payment_status text)
language plpgsql stable security definer set search_path = '' as $$
begin
  if not public.is_admin() then
    raise exception 'Only admins can see standby bookings.' using errcode = '42501';
  end if;
  return query
  select s.id, b.id, b.services, b.location, b.state, b.lga, b.starts_at, b.customer_kind::text, s.reason, s.note,
         s.state, s.scope, s.opened_at, s.deadline_at, s.closed_at,
         s.released_cleaner_id, rc.display_name, s.taken_by, tc.display_name,
         (select count(*)::integer from public.standby_offers o where o.standby_id = s.id),
         (select count(*)::integer from public.standby_offers o where o.standby_id = s.id and o.status = 'open'),
         b.payment_status
    from public.booking_standby s
    join public.bookings b on b.id = s.booking_id
    left join public.cleaner_profiles rc on rc.user_id = s.released_cleaner_id
    left join public.cleaner_profiles tc on tc.user_id = s.taken_by
   order by (s.state in ('open', 'expired')) desc, s.opened_at desc
   limit least(greatest(coalesce(p_limit, 100), 1), 500);
end $$;
comment on function public.admin_standby_list(integer) is 'Admin: standby bookings with their offers'' state, those still waiting first.';

/*
 * Internal, run by the scheduler every few minutes (and callable by the service role): a job still accepted or on
 * the way standby_no_show_after() past its start (within the last 6 hours: older ones are left to admins) goes to
 * standby; an LGA-only standby older than standby_widen_after() is offered to the whole state; a standby past its
 * deadline expires and the customer and admins are told. Returns what it did.
 */
create function public.standby_sweep() returns jsonb
language plpgsql security definer set search_path = '' as $$
declare r record; released integer := 0; widened integer := 0; expired integer := 0;
begin
  for r in select b.id from public.bookings b
            where b.status::text in ('accepted', 'on_the_way') and b.cleaner_id is not null
              and b.starts_at <= now() - public.standby_no_show_after()
              and b.starts_at > now() - interval '6 hours'
            order by b.starts_at
            for update skip locked loop
    perform public.release_booking_to_standby(r.id, 'no_show');
    released := released + 1;
  end loop;
  for r in select s.id, s.booking_id from public.booking_standby s
            where s.state = 'open' and s.scope = 'lga' and s.opened_at <= now() - public.standby_widen_after()
            for update skip locked loop
    update public.booking_standby set scope = 'state', widened_at = now() where id = r.id;
    perform public.offer_standby(r.id, 'state');
    widened := widened + 1;
  end loop;
  for r in update public.booking_standby s set state = 'expired', closed_at = now()
            where s.state = 'open' and s.deadline_at <= now()
           returning s.id, s.booking_id loop
    update public.standby_offers set status = 'missed', answered_at = now() where standby_id = r.id and status = 'open';
    perform public.notify(b.customer_id, 'booking', 'We have not found another cleaner for your '
        || array_to_string(b.services, ', ') || ' booking yet. Our team will contact you.',
        public.customer_link(b.customer_kind, 'bookings'))
       from public.bookings b where b.id = r.booking_id;
    perform public.notify_admins('booking', 'No standby cleaner took a ' || array_to_string(b.services, ', ')
        || ' booking. Assign one in Standby.', '/admin/standby')
       from public.bookings b where b.id = r.booking_id;
    expired := expired + 1;
  end loop;
  return jsonb_build_object('released', released, 'widened', widened, 'expired', expired);
end $$;
comment on function public.standby_sweep() is 'Internal (scheduler): no-shows to standby, LGA offers widened to the state, unanswered standbys expired.';

revoke all on function public.announce_standby_cleaner(uuid, uuid, text), public.standby_sweep(),
  public.accept_standby_offer(uuid, bigint), public.override_standby(uuid, uuid), public.my_standby_offers(),
  public.admin_standby_list(integer) from public, anon, authenticated;
grant execute on function public.announce_standby_cleaner(uuid, uuid, text), public.standby_sweep() to service_role;
grant execute on function public.accept_standby_offer(uuid, bigint), public.override_standby(uuid, uuid),
  public.my_standby_offers(), public.admin_standby_list(integer) to authenticated, service_role;

-- Cleaners see new offers without reloading; the customer sees their standby end.
alter publication supabase_realtime add table public.standby_offers, public.booking_standby;

-- The sweep runs every five minutes on the scheduler (pg_cron on hosted, its stand-in on local-supabase).
select cron.schedule('spotless-standby-sweep', '*/5 * * * *', $$select public.standby_sweep()$$);
