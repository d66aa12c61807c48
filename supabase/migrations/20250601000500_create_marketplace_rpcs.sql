-- Creates the RPCs that move quote requests, bids and bookings between states. Each runs in the caller's request
-- transaction, checks the caller's role, the current state and the transition, and writes its notifications.
-- Lifecycles (mirrored in shared-data):
--   quote_requests: open -> awarded (accept_bid) | closed (decline_quote_request) | cancelled (cancel_quote_request)
--   bids:           pending -> accepted | rejected | withdrawn; withdrawn -> pending (bid again)
--   bookings:       pending -> accepted | rejected | cancelled; accepted -> completed

-- Whether the caller books/requests as a guest (anonymous session) or a client; anyone else is refused.
create function public.caller_customer_kind() returns public.customer_kind
language plpgsql stable security definer set search_path = '' as $$
begin
  if auth.uid() is null then
    raise exception 'No logged-in user found.' using errcode = '28000';
  end if;
  if public.is_anonymous_caller() then
    return 'guest';
  end if;
  if public.has_role('client') then
    return 'client';
  end if;
  raise exception 'Error retrieving client ID.' using errcode = '42501';
end $$;

-- Where a customer finds their requests and bookings.
create function public.customer_link(p_kind public.customer_kind, p_area text) returns text
language sql immutable set search_path = '' as $$
  select case when p_kind = 'guest' then '/my-requests' else '/client/' || p_area end
$$;

/* RPC: a client or guest requests quotes, open to all verified cleaners or to one (p_target_cleaner_id). */
create function public.create_quote_request(
  p_service_type text, p_location text, p_description text,
  p_full_name text default null, p_phone text default null, p_email text default null, p_budget text default null,
  p_state text default null, p_lga text default null, p_target_cleaner_id uuid default null,
  p_num_rooms integer default null, p_building_type text default null, p_building_condition text default null,
  p_address text default null
) returns uuid
language plpgsql security definer set search_path = '' as $$
declare
  uid uuid := auth.uid();
  kind public.customer_kind := public.caller_customer_kind();
  prof public.profiles;
  v_name text;
  v_phone text;
  v_address text;
  new_id uuid;
  msg text;
begin
  select * into prof from public.profiles where id = uid;
  v_name := coalesce(nullif(btrim(p_full_name), ''), case when kind = 'client' then nullif(prof.full_name, '') end);
  v_phone := coalesce(nullif(btrim(p_phone), ''), case when kind = 'client' then prof.phone end);
  if coalesce(btrim(p_service_type), '') = '' or coalesce(btrim(p_location), '') = ''
     or coalesce(btrim(p_description), '') = '' or v_name is null or v_phone is null then
    raise exception 'Please fill all required fields' using errcode = '22023';
  end if;
  v_phone := public.normalize_ng_phone(v_phone);
  if v_phone is null then
    raise exception 'Please enter a valid Nigerian phone number.' using errcode = '22023';
  end if;
  if p_target_cleaner_id is not null then
    if p_target_cleaner_id = uid or not exists (select 1 from public.cleaner_profiles
         where user_id = p_target_cleaner_id and status = 'active' and verification_status = 'verified') then
      raise exception 'This cleaner is not available.' using errcode = '22023';
    end if;
  end if;
  if kind = 'client' then
    select address into v_address from public.client_profiles where user_id = uid;
  end if;
  insert into public.quote_requests (requester_id, requester_kind, target_cleaner_id, service_type, location, state, lga,
    description, budget, num_rooms, building_type, building_condition)
  values (uid, kind, p_target_cleaner_id, btrim(p_service_type), btrim(p_location), nullif(btrim(p_state), ''),
    nullif(btrim(p_lga), ''), btrim(p_description), nullif(btrim(p_budget), ''), p_num_rooms, p_building_type, p_building_condition)
  returning id into new_id;
  insert into public.quote_request_contacts (quote_request_id, full_name, phone, email, address)
  values (new_id, v_name, v_phone, coalesce(nullif(btrim(p_email), ''), case when kind = 'client' then prof.email end),
    coalesce(nullif(btrim(p_address), ''), v_address));

  msg := 'New ' || case when kind = 'guest' then 'guest ' else '' end || 'quote request: ' || btrim(p_service_type)
         || ' in ' || btrim(p_location) || '.';
  perform public.notify_admins(case when kind = 'guest' then 'guest' else 'quote' end::public.notification_category,
    msg, '/admin/quotes');
  if p_target_cleaner_id is not null then
    perform public.notify(p_target_cleaner_id, 'quote', 'You have a new quote request: ' || btrim(p_service_type)
      || ' in ' || btrim(p_location) || '.', '/cleaner/bids');
  elsif nullif(btrim(p_state), '') is not null then
    -- Open requests reach the verified, active cleaners of that state (not every cleaner in the country).
    insert into public.notifications (recipient_id, category, message, link)
    select c.user_id, 'quote', msg, '/cleaner/bids' from public.cleaner_profiles c
     where c.status = 'active' and c.verification_status = 'verified' and lower(c.state) = lower(btrim(p_state))
       and c.user_id <> uid;
  end if;
  return new_id;
end $$;
comment on function public.create_quote_request(text, text, text, text, text, text, text, text, text, uuid, integer, text, text, text)
  is 'Client or guest: creates a quote request with its contact details. Errors: Please fill all required fields / This cleaner is not available.';

/* RPC: the requester (or an admin) cancels an open request; its pending bids are rejected. */
create function public.cancel_quote_request(p_quote_request_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare q public.quote_requests; b record;
begin
  select * into q from public.quote_requests where id = p_quote_request_id for update;
  if not found or not (q.requester_id = auth.uid() or public.is_admin()) then
    raise exception 'Quote request not found.' using errcode = 'P0002';
  end if;
  if q.status <> 'open' then
    raise exception 'Only an open request can be cancelled.' using errcode = '22023';
  end if;
  update public.quote_requests set status = 'cancelled' where id = q.id;
  for b in update public.bids set status = 'rejected' where quote_request_id = q.id and status = 'pending' returning cleaner_id loop
    perform public.notify(b.cleaner_id, 'bid', 'A ' || q.service_type || ' request you bid on was cancelled.', '/cleaner/bids');
  end loop;
end $$;
comment on function public.cancel_quote_request(uuid) is 'Requester or admin: open -> cancelled; pending bids rejected.';

/* RPC: the cleaner a request was addressed to declines it (open -> closed). */
create function public.decline_quote_request(p_quote_request_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare q public.quote_requests;
begin
  select * into q from public.quote_requests where id = p_quote_request_id for update;
  if p_quote_request_id is null or not found or q.target_cleaner_id is distinct from auth.uid() then
    raise exception 'Quote request not found.' using errcode = 'P0002';
  end if;
  if q.status <> 'open' then
    raise exception 'This request is no longer open.' using errcode = '22023';
  end if;
  update public.quote_requests set status = 'closed' where id = q.id;
  update public.bids set status = 'rejected' where quote_request_id = q.id and status = 'pending';
  perform public.notify(q.requester_id, 'quote', 'The cleaner declined your ' || q.service_type || ' request.',
    public.customer_link(q.requester_kind, 'quotes'));
end $$;
comment on function public.decline_quote_request(uuid) is 'Target cleaner: declines a request sent to them only.';

/* RPC: a verified, active cleaner bids (or revises a pending/withdrawn bid) on an open request. Returns the bid id. */
create function public.submit_bid(p_quote_request_id uuid, p_amount_kobo bigint, p_note text default null) returns uuid
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
    raise exception 'Quote request not found.' using errcode = 'P0002';
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
    perform public.notify_admins('guest', 'New bid of ' || public.format_naira(p_amount_kobo) || ' on a guest '
      || q.service_type || ' request.', '/admin/bids');
  end if;
  return bid_id;
end $$;
comment on function public.submit_bid(uuid, bigint, text)
  is 'Verified, active cleaner: bids on an open request. Errors: Invalid IDs. / Please enter a bid amount. / Your account is suspended. You cannot submit bids.';

/* RPC: a cleaner withdraws their pending bid on a request. */
create function public.withdraw_bid(p_quote_request_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare b public.bids;
begin
  if p_quote_request_id is null or auth.uid() is null then
    raise exception 'Invalid IDs.' using errcode = '22023';
  end if;
  select * into b from public.bids where quote_request_id = p_quote_request_id and cleaner_id = auth.uid() for update;
  if not found or b.status = 'withdrawn' then
    raise exception 'No bid found to delete.' using errcode = 'P0002';
  end if;
  if b.status <> 'pending' then
    raise exception 'Only a pending bid can be withdrawn.' using errcode = '22023';
  end if;
  update public.bids set status = 'withdrawn' where id = b.id;
end $$;
comment on function public.withdraw_bid(uuid) is 'Cleaner: pending -> withdrawn. Errors: Invalid IDs. / No bid found to delete.';

/* RPC: the requester (or an admin) accepts a bid: request awarded, other bids rejected, booking created. */
create function public.accept_bid(p_bid_id uuid) returns uuid
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
    raise exception 'Bid not found.' using errcode = 'P0002';
  end if;
  -- The request row is the lock that makes concurrent accepts of different bids award exactly one.
  select * into q from public.quote_requests where id = b.quote_request_id for update;
  if not (q.requester_id = auth.uid() or public.is_admin()) then
    raise exception 'Bid not found.' using errcode = 'P0002';
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
comment on function public.accept_bid(uuid)
  is 'Requester or admin: accepts a pending bid on an open request; returns the new booking id. Errors: This request has already been awarded.';

/* RPC: the requester (or an admin) rejects a pending bid. */
create function public.reject_bid(p_bid_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare b public.bids; q public.quote_requests;
begin
  if p_bid_id is null then
    raise exception 'No bid ID found.' using errcode = '22023';
  end if;
  select * into b from public.bids where id = p_bid_id;
  if not found then
    raise exception 'Bid not found.' using errcode = 'P0002';
  end if;
  select * into q from public.quote_requests where id = b.quote_request_id for update;
  if not (q.requester_id = auth.uid() or public.is_admin()) then
    raise exception 'Bid not found.' using errcode = 'P0002';
  end if;
  select * into b from public.bids where id = p_bid_id for update;
  if b.status <> 'pending' then
    raise exception 'Only a pending bid can be rejected.' using errcode = '22023';
  end if;
  update public.bids set status = 'rejected' where id = b.id;
  perform public.notify(b.cleaner_id, 'bid', 'Your bid for the ' || q.service_type || ' request in ' || q.location
    || ' was rejected.', '/cleaner/bids');
end $$;
comment on function public.reject_bid(uuid) is 'Requester or admin: pending -> rejected.';

/* RPC: a client or guest books a cleaner (or leaves p_cleaner_id null for an admin to match). Returns the booking id. */
create function public.create_booking(
  p_cleaner_id uuid, p_services text[], p_location text,
  p_full_name text default null, p_phone text default null, p_email text default null, p_address text default null,
  p_state text default null, p_lga text default null, p_num_rooms integer default null,
  p_building_type text default null, p_building_condition text default null, p_has_water boolean default false,
  p_special_request text default null, p_scheduled_date date default null, p_budget_kobo bigint default null
) returns uuid
language plpgsql security definer set search_path = '' as $$
declare
  uid uuid := auth.uid();
  kind public.customer_kind := public.caller_customer_kind();
  prof public.profiles;
  v_name text;
  v_phone text;
  v_address text;
  v_services text[];
  new_id uuid;
  what text;
begin
  select * into prof from public.profiles where id = uid;
  select coalesce(array_agg(distinct btrim(s)), '{}') into v_services from unnest(p_services) s where btrim(s) <> '';
  v_name := coalesce(nullif(btrim(p_full_name), ''), case when kind = 'client' then nullif(prof.full_name, '') end);
  v_phone := coalesce(nullif(btrim(p_phone), ''), case when kind = 'client' then prof.phone end);
  if kind = 'guest' and (v_name is null or v_phone is null or cardinality(v_services) = 0) then
    raise exception 'Please fill in your name, phone number, and select at least one service.' using errcode = '22023';
  end if;
  if cardinality(v_services) = 0 then
    raise exception 'Please select at least one service.' using errcode = '22023';
  end if;
  if not v_services <@ array['House Cleaning', 'Office Cleaning', 'Window Cleaning', 'Carpet Cleaning',
       'Post Construction Cleaning', 'Move In/Out Cleaning', 'Deep Cleaning']::text[] then
    raise exception 'Invalid service selected.' using errcode = '22023';
  end if;
  if v_name is null or v_phone is null then
    raise exception 'Please fill in your name, phone number, and select at least one service.' using errcode = '22023';
  end if;
  v_phone := public.normalize_ng_phone(v_phone);
  if v_phone is null then
    raise exception 'Please enter a valid Nigerian phone number.' using errcode = '22023';
  end if;
  if coalesce(btrim(p_location), '') = '' then
    raise exception 'Please enter a location.' using errcode = '22023';
  end if;
  if p_scheduled_date is not null and p_scheduled_date < current_date then
    raise exception 'Please choose a date from today onwards.' using errcode = '22023';
  end if;
  if p_cleaner_id is not null and (p_cleaner_id = uid or not exists (select 1 from public.cleaner_profiles
       where user_id = p_cleaner_id and status = 'active' and verification_status = 'verified')) then
    raise exception 'This cleaner is not available for bookings.' using errcode = '22023';
  end if;
  if kind = 'client' then
    select address into v_address from public.client_profiles where user_id = uid;
  end if;
  insert into public.bookings (customer_id, customer_kind, cleaner_id, services, location, state, lga, num_rooms,
    building_type, building_condition, has_water, special_request, scheduled_date, budget_kobo, source)
  values (uid, kind, p_cleaner_id, v_services, btrim(p_location), nullif(btrim(p_state), ''), nullif(btrim(p_lga), ''),
    p_num_rooms, p_building_type, p_building_condition, coalesce(p_has_water, false), nullif(btrim(p_special_request), ''),
    p_scheduled_date, p_budget_kobo, 'direct')
  returning id into new_id;
  insert into public.booking_contacts (booking_id, full_name, phone, email, address)
  values (new_id, v_name, v_phone, coalesce(nullif(btrim(p_email), ''), case when kind = 'client' then prof.email end),
    coalesce(nullif(btrim(p_address), ''), v_address));

  what := array_to_string(v_services, ', ') || ' in ' || btrim(p_location);
  if p_cleaner_id is not null then
    perform public.notify(p_cleaner_id, 'booking', 'New booking request: ' || what || '.', '/cleaner/bookings');
  end if;
  if kind = 'guest' or p_cleaner_id is null then
    perform public.notify_admins(case when kind = 'guest' then 'guest' else 'booking' end::public.notification_category,
      'New ' || case when kind = 'guest' then 'guest ' else '' end || 'booking: ' || what
      || case when p_cleaner_id is null then ' (needs a cleaner).' else '.' end, '/admin/bookings');
  end if;
  return new_id;
end $$;
comment on function public.create_booking(uuid, text[], text, text, text, text, text, text, text, integer, text, text, boolean, text, date, bigint)
  is 'Client or guest: books a cleaner. Errors: Please select at least one service. / Please fill in your name, phone number, and select at least one service.';

-- Shared by accept_booking and reject_booking: the booking's cleaner decides a pending booking.
create function public.decide_booking(p_booking_id uuid, p_accept boolean) returns void
language plpgsql security definer set search_path = '' as $$
declare bk public.bookings; prof public.cleaner_profiles;
begin
  if p_booking_id is null then
    raise exception 'Invalid booking ID' using errcode = '22023';
  end if;
  select * into bk from public.bookings where id = p_booking_id and cleaner_id = auth.uid() for update;
  if not found then
    raise exception 'Invalid booking ID' using errcode = 'P0002';
  end if;
  select * into prof from public.cleaner_profiles where user_id = bk.cleaner_id;
  if p_accept and prof.status = 'suspended' then
    raise exception 'Your account is suspended.' using errcode = '42501';
  end if;
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

/* RPC: the booking's cleaner accepts it (pending -> accepted); their contact view of the customer opens. */
create function public.accept_booking(p_booking_id uuid) returns void
language sql security definer set search_path = '' as $$
  select public.decide_booking(p_booking_id, true)
$$;
comment on function public.accept_booking(uuid) is 'Cleaner: pending -> accepted. Errors: Invalid booking ID / This booking is no longer pending.';

/* RPC: the booking's cleaner rejects it (pending -> rejected). */
create function public.reject_booking(p_booking_id uuid) returns void
language sql security definer set search_path = '' as $$
  select public.decide_booking(p_booking_id, false)
$$;
comment on function public.reject_booking(uuid) is 'Cleaner: pending -> rejected. Errors: Invalid booking ID / This booking is no longer pending.';

/* RPC: the booking's cleaner (or an admin) marks an accepted booking completed; the customer is asked to review. */
create function public.complete_booking(p_booking_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare bk public.bookings;
begin
  if p_booking_id is null then
    raise exception 'Invalid booking ID' using errcode = '22023';
  end if;
  select * into bk from public.bookings where id = p_booking_id for update;
  if not found or not (bk.cleaner_id = auth.uid() or public.is_admin()) then
    raise exception 'Invalid booking ID' using errcode = 'P0002';
  end if;
  if bk.status <> 'accepted' then
    raise exception 'Only an accepted booking can be completed.' using errcode = '22023';
  end if;
  update public.bookings set status = 'completed', completed_at = now() where id = bk.id;
  perform public.notify(bk.customer_id, 'review', 'Your ' || array_to_string(bk.services, ', ')
    || ' booking is complete. Please leave a review.', public.customer_link(bk.customer_kind, 'reviews'));
end $$;
comment on function public.complete_booking(uuid) is 'Cleaner or admin: accepted -> completed.';

/* RPC: the customer (or an admin) cancels a pending booking. */
create function public.cancel_booking(p_booking_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare bk public.bookings;
begin
  if p_booking_id is null then
    raise exception 'Invalid booking ID' using errcode = '22023';
  end if;
  select * into bk from public.bookings where id = p_booking_id for update;
  if not found or not (bk.customer_id = auth.uid() or public.is_admin()) then
    raise exception 'Invalid booking ID' using errcode = 'P0002';
  end if;
  if bk.status <> 'pending' then
    raise exception 'Only a pending booking can be cancelled.' using errcode = '22023';
  end if;
  update public.bookings set status = 'cancelled' where id = bk.id;
  perform public.notify(bk.cleaner_id, 'booking', 'A booking for ' || array_to_string(bk.services, ', ') || ' in '
    || bk.location || ' was cancelled.', '/cleaner/bookings');
end $$;
comment on function public.cancel_booking(uuid) is 'Customer or admin: pending -> cancelled.';

/* RPC: an admin gives a pending booking without a cleaner (or rejected) to a verified, active cleaner. */
create function public.assign_booking_cleaner(p_booking_id uuid, p_cleaner_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare bk public.bookings;
begin
  if not public.is_admin() then
    raise exception 'Only admins can match bookings.' using errcode = '42501';
  end if;
  select * into bk from public.bookings where id = p_booking_id for update;
  if p_booking_id is null or not found then
    raise exception 'Invalid booking ID' using errcode = 'P0002';
  end if;
  if bk.status not in ('pending', 'rejected') then
    raise exception 'This booking is no longer pending.' using errcode = '22023';
  end if;
  if p_cleaner_id is null or p_cleaner_id = bk.customer_id or not exists (select 1 from public.cleaner_profiles
       where user_id = p_cleaner_id and status = 'active' and verification_status = 'verified') then
    raise exception 'This cleaner is not available for bookings.' using errcode = '22023';
  end if;
  update public.bookings set cleaner_id = p_cleaner_id, status = 'pending', source = 'admin' where id = bk.id;
  perform public.notify(p_cleaner_id, 'booking', 'New booking request: ' || array_to_string(bk.services, ', ') || ' in '
    || bk.location || '.', '/cleaner/bookings');
end $$;
comment on function public.assign_booking_cleaner(uuid, uuid) is 'Admin: matches a pending/rejected booking to a verified, active cleaner.';

grant execute on function
  public.create_quote_request(text, text, text, text, text, text, text, text, text, uuid, integer, text, text, text),
  public.cancel_quote_request(uuid), public.decline_quote_request(uuid),
  public.submit_bid(uuid, bigint, text), public.withdraw_bid(uuid), public.accept_bid(uuid), public.reject_bid(uuid),
  public.create_booking(uuid, text[], text, text, text, text, text, text, text, integer, text, text, boolean, text, date, bigint),
  public.accept_booking(uuid), public.reject_booking(uuid), public.complete_booking(uuid), public.cancel_booking(uuid),
  public.assign_booking_cleaner(uuid, uuid)
  to authenticated;
