-- Every cleaner-side action needs a cleaner who is verified AND active (issue 21, found by the outside attack review).
--
-- accept_bid and decide_booking checked only `suspended`: a cleaner whose verification was rejected (or never
-- decided) could still be awarded a bid or accept a booking, and so read the customer's contact details. Now:
--   * the cleaner's own actions (submit/withdraw a bid, decline a request sent to them, accept/reject a booking)
--     refuse a caller who is not a verified, active cleaner (42501, "Only verified cleaners can ...");
--   * actions that give work to a cleaner (accept_bid, assign_booking_cleaner, match_schedule) refuse a cleaner who
--     is not verified and active (22023). The last two already did; they are redefined here only for PT404.
-- Each function is copied from 20250601000500/000700 and changed; "not found" refusals raise PT404 (HTTP 404, see
-- 20250612000100). submit_bid already refused unverified and suspended cleaners: it is redefined only for PT404.

-- True when p_cleaner_id is a cleaner whose profile is verified and active: the one rule for "may work".
-- Internal (no API grant): callers ask about someone else only inside the RPCs below.
create function public.is_working_cleaner(p_cleaner_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.cleaner_profiles c
    join public.user_roles r on r.user_id = c.user_id and r.role = 'cleaner'
    where c.user_id = p_cleaner_id and c.status = 'active' and c.verification_status = 'verified'
  )
$$;
comment on function public.is_working_cleaner(uuid) is 'True when the user is a cleaner whose profile is verified and active (may bid, be awarded, take bookings).';
revoke execute on function public.is_working_cleaner(uuid) from public, anon, authenticated;
grant execute on function public.is_working_cleaner(uuid) to service_role;

-- Refuses a caller who is not a verified, active cleaner, saying why. p_action completes "Only verified cleaners
-- can ...". Internal (no API grant).
create function public.require_working_cleaner(p_action text) returns void
language plpgsql stable security definer set search_path = '' as $$
declare prof public.cleaner_profiles;
begin
  select * into prof from public.cleaner_profiles where user_id = auth.uid();
  if auth.uid() is null or not found or not public.has_role('cleaner') then
    raise exception 'Cleaner ID not found' using errcode = '42501';
  end if;
  if prof.status = 'suspended' then
    raise exception 'Your account is suspended.' using errcode = '42501';
  end if;
  if prof.verification_status <> 'verified' then
    raise exception 'Only verified cleaners can %.', p_action using errcode = '42501';
  end if;
end $$;
comment on function public.require_working_cleaner(text) is 'Raises unless the caller is a verified, active cleaner.';
revoke execute on function public.require_working_cleaner(text) from public, anon, authenticated;
grant execute on function public.require_working_cleaner(text) to service_role;

create or replace function public.decline_quote_request(p_quote_request_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare q public.quote_requests;
begin
  select * into q from public.quote_requests where id = p_quote_request_id for update;
  if p_quote_request_id is null or not found or q.target_cleaner_id is distinct from auth.uid() then
    raise exception 'Quote request not found.' using errcode = 'PT404';
  end if;
  perform public.require_working_cleaner('decline requests');
  if q.status <> 'open' then
    raise exception 'This request is no longer open.' using errcode = '22023';
  end if;
  update public.quote_requests set status = 'closed' where id = q.id;
  update public.bids set status = 'rejected' where quote_request_id = q.id and status = 'pending';
  perform public.notify(q.requester_id, 'quote', 'The cleaner declined your ' || q.service_type || ' request.',
    public.customer_link(q.requester_kind, 'quotes'));
end $$;

create or replace function public.submit_bid(p_quote_request_id uuid, p_amount_kobo bigint, p_note text default null) returns uuid
language plpgsql security definer set search_path = '' as $$
declare
  uid uuid := auth.uid();
  prof public.cleaner_profiles;
  q public.quote_requests;
  existing public.bids;
  bid_id uuid;
begin
  if p_quote_request_id is null then
    raise exception 'Invalid IDs.' using errcode = '22023';
  end if;
  if p_amount_kobo is null or p_amount_kobo <= 0 then
    raise exception 'Please enter a bid amount.' using errcode = '22023';
  end if;
  select * into prof from public.cleaner_profiles where user_id = uid;
  if uid is null or not found or not public.has_role('cleaner') then
    raise exception 'Cleaner ID not found' using errcode = '42501';
  end if;
  if prof.status = 'suspended' then
    raise exception 'Your account is suspended. You cannot submit bids.' using errcode = '42501';
  end if;
  if prof.verification_status <> 'verified' then
    raise exception 'Only verified cleaners can submit bids.' using errcode = '42501';
  end if;
  -- Share lock: bids may arrive together, but not while the request is being awarded.
  select * into q from public.quote_requests where id = p_quote_request_id for share;
  if not found or (q.target_cleaner_id is not null and q.target_cleaner_id <> uid) then
    raise exception 'Quote request not found.' using errcode = 'PT404';
  end if;
  if q.requester_id = uid then
    raise exception 'You cannot bid on your own request.' using errcode = '22023';
  end if;
  if q.status <> 'open' then
    raise exception 'This request is no longer open for bids.' using errcode = '22023';
  end if;
  select * into existing from public.bids where quote_request_id = q.id and cleaner_id = uid for update;
  if found then
    if existing.status not in ('pending', 'withdrawn') then
      raise exception 'You have already bid on this request.' using errcode = '22023';
    end if;
    update public.bids set amount_kobo = p_amount_kobo, note = nullif(btrim(p_note), ''), status = 'pending'
     where id = existing.id returning id into bid_id;
  else
    insert into public.bids (quote_request_id, cleaner_id, amount_kobo, note)
    values (q.id, uid, p_amount_kobo, nullif(btrim(p_note), '')) returning id into bid_id;
  end if;
  perform public.notify(q.requester_id, 'bid', 'New bid of ' || public.format_naira(p_amount_kobo) || ' from '
    || coalesce(nullif(prof.display_name, ''), 'a cleaner') || ' on your ' || q.service_type || ' request.',
    public.customer_link(q.requester_kind, 'quotes'));
  if q.requester_kind = 'guest' then
    -- To every admin, so fixed text only: service_type is one of seven fixed values (CHECK), the amount a number.
    perform public.notify_admins('guest', 'New bid of ' || public.format_naira(p_amount_kobo) || ' on a guest '
      || q.service_type || ' request.', '/admin/bids');
  end if;
  return bid_id;
end $$;

create or replace function public.withdraw_bid(p_quote_request_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare b public.bids;
begin
  if p_quote_request_id is null or auth.uid() is null then
    raise exception 'Invalid IDs.' using errcode = '22023';
  end if;
  perform public.require_working_cleaner('withdraw bids');
  select * into b from public.bids where quote_request_id = p_quote_request_id and cleaner_id = auth.uid() for update;
  if not found or b.status = 'withdrawn' then
    raise exception 'No bid found to delete.' using errcode = 'PT404';
  end if;
  if b.status <> 'pending' then
    raise exception 'Only a pending bid can be withdrawn.' using errcode = '22023';
  end if;
  update public.bids set status = 'withdrawn' where id = b.id;
end $$;

create or replace function public.accept_bid(p_bid_id uuid) returns uuid
language plpgsql security definer set search_path = '' as $$
declare
  b public.bids;
  q public.quote_requests;
  booking_id uuid;
  loser record;
begin
  if p_bid_id is null then
    raise exception 'No bid ID found.' using errcode = '22023';
  end if;
  select * into b from public.bids where id = p_bid_id;
  if not found then
    raise exception 'Bid not found.' using errcode = 'PT404';
  end if;
  -- The request row is the lock that makes concurrent accepts of different bids award exactly one.
  select * into q from public.quote_requests where id = b.quote_request_id for update;
  if not (q.requester_id = auth.uid() or public.is_admin()) then
    raise exception 'Bid not found.' using errcode = 'PT404';
  end if;
  if q.status = 'awarded' then
    raise exception 'This request has already been awarded.' using errcode = '22023';
  end if;
  if q.status <> 'open' then
    raise exception 'This request is no longer open.' using errcode = '22023';
  end if;
  select * into b from public.bids where id = p_bid_id for update;
  if b.status <> 'pending' then
    raise exception 'This bid can no longer be accepted.' using errcode = '22023';
  end if;
  if exists (select 1 from public.cleaner_profiles where user_id = b.cleaner_id and status = 'suspended') then
    raise exception 'This cleaner is currently suspended.' using errcode = '22023';
  end if;
  -- Awarding opens the customer's contact details to the cleaner: only a verified, active cleaner may win.
  if not public.is_working_cleaner(b.cleaner_id) then
    raise exception 'This cleaner is not available.' using errcode = '22023';
  end if;

  update public.bids set status = 'accepted' where id = b.id;
  for loser in update public.bids set status = 'rejected'
                where quote_request_id = q.id and id <> b.id and status = 'pending' returning cleaner_id loop
    perform public.notify(loser.cleaner_id, 'bid', 'Another bid was chosen for the ' || q.service_type || ' request in '
      || q.location || '.', '/cleaner/bids');
  end loop;
  update public.quote_requests set status = 'awarded', awarded_bid_id = b.id where id = q.id;

  insert into public.bookings (customer_id, customer_kind, cleaner_id, services, location, state, lga, num_rooms,
    building_type, building_condition, price_kobo, status, source, quote_request_id, accepted_at)
  values (q.requester_id, q.requester_kind, b.cleaner_id, array[q.service_type], q.location, q.state, q.lga, q.num_rooms,
    q.building_type, q.building_condition, b.amount_kobo, 'accepted', 'quote', q.id, now())
  returning id into booking_id;
  insert into public.booking_contacts (booking_id, full_name, phone, email, address)
  select booking_id, full_name, phone, email, address from public.quote_request_contacts where quote_request_id = q.id;

  perform public.notify(b.cleaner_id, 'bid', 'Your bid of ' || public.format_naira(b.amount_kobo) || ' for the '
    || q.service_type || ' request in ' || q.location || ' was accepted.', '/cleaner/bookings');
  if q.requester_id is distinct from auth.uid() then
    perform public.notify(q.requester_id, 'approval', 'A bid of ' || public.format_naira(b.amount_kobo)
      || ' was accepted for your ' || q.service_type || ' request.', public.customer_link(q.requester_kind, 'bookings'));
  end if;
  return booking_id;
end $$;

create or replace function public.decide_booking(p_booking_id uuid, p_accept boolean) returns void
language plpgsql security definer set search_path = '' as $$
declare bk public.bookings; prof public.cleaner_profiles;
begin
  if p_booking_id is null then
    raise exception 'Invalid booking ID' using errcode = '22023';
  end if;
  select * into bk from public.bookings where id = p_booking_id and cleaner_id = auth.uid() for update;
  if not found then
    raise exception 'Invalid booking ID' using errcode = 'PT404';
  end if;
  -- Both decisions: accepting opens the customer's contacts; rejecting is still acting as a cleaner of the platform.
  perform public.require_working_cleaner(case when p_accept then 'accept bookings' else 'reject bookings' end);
  select * into prof from public.cleaner_profiles where user_id = bk.cleaner_id;
  if bk.status <> 'pending' then
    raise exception 'This booking is no longer pending.' using errcode = '22023';
  end if;
  update public.bookings
     set status = case when p_accept then 'accepted' else 'rejected' end::public.booking_status,
         accepted_at = case when p_accept then now() end
   where id = bk.id;
  perform public.notify(bk.customer_id, 'booking', 'Your booking for ' || array_to_string(bk.services, ', ') || ' was '
    || case when p_accept then 'accepted by ' || coalesce(nullif(prof.display_name, ''), 'the cleaner') else 'rejected' end
    || '.', public.customer_link(bk.customer_kind, 'bookings'));
end $$;

create or replace function public.assign_booking_cleaner(p_booking_id uuid, p_cleaner_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare bk public.bookings;
begin
  if not public.is_admin() then
    raise exception 'Only admins can match bookings.' using errcode = '42501';
  end if;
  select * into bk from public.bookings where id = p_booking_id for update;
  if p_booking_id is null or not found then
    raise exception 'Invalid booking ID' using errcode = 'PT404';
  end if;
  if bk.status not in ('pending', 'rejected') then
    raise exception 'This booking is no longer pending.' using errcode = '22023';
  end if;
  if p_cleaner_id is null or p_cleaner_id = bk.customer_id or not public.is_working_cleaner(p_cleaner_id) then
    raise exception 'This cleaner is not available for bookings.' using errcode = '22023';
  end if;
  update public.bookings set cleaner_id = p_cleaner_id, status = 'pending', source = 'admin' where id = bk.id;
  perform public.notify(p_cleaner_id, 'booking', 'New booking request: ' || array_to_string(bk.services, ', ') || ' in '
    || bk.location || '.', '/cleaner/bookings');
end $$;

create or replace function public.match_schedule(p_schedule_id uuid, p_cleaner_id uuid) returns integer
language plpgsql security definer set search_path = '' as $$
declare s public.schedules; st record; n integer;
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
  insert into public.schedule_visits (schedule_id, visit_date)
  select s.id, (greatest(s.start_date, current_date) + st.step * g)::date from generate_series(0, st.visits - 1) g
  on conflict do nothing;
  get diagnostics n = row_count;
  update public.schedules set cleaner_id = p_cleaner_id, status = 'active' where id = s.id;
  perform public.notify(s.client_id, 'schedule', 'Your ' || s.service_type || ' schedule has been matched with a cleaner.',
    '/client/schedules');
  perform public.notify(p_cleaner_id, 'schedule', 'You have a new ' || s.service_type || ' schedule starting '
    || to_char(greatest(s.start_date, current_date), 'DD Mon YYYY') || '.', '/cleaner/schedules');
  return n;
end $$;
