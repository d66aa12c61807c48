-- A quote request sent to one cleaner (target_cleaner_id) could only be bid on or declined (issue 26). The cleaner
-- it was sent to may now accept it at their price, in one step: their bid is recorded as accepted, the request is
-- awarded to them and the booking is created, as when the customer accepts a bid (accept_bid). The customer chose
-- this cleaner by sending the request to them alone; the price is the cleaner's, as a bid's is, and the booking can
-- be paid or cancelled like any accepted booking. A decline (decline_quote_request) closes the request and tells the
-- customer; both answers show on the customer's requests.

create function public.accept_quote_request(p_quote_request_id uuid, p_price_kobo bigint) returns uuid
language plpgsql security definer set search_path = '' as $$
declare
  uid uuid := auth.uid();
  q public.quote_requests;
  bid_id uuid;
  booking_id uuid;
begin
  if p_price_kobo is null or p_price_kobo <= 0 then
    raise exception 'Enter your price for this job to accept it.' using errcode = '22023';
  end if;
  if p_price_kobo > 100000000000 then
    raise exception 'That price is too high.' using errcode = '22023';
  end if;
  -- The request row is the lock: an accept and the customer's cancel (or a decline) cannot both win.
  select * into q from public.quote_requests where id = p_quote_request_id for update;
  if p_quote_request_id is null or not found or uid is null or q.target_cleaner_id is distinct from uid then
    raise exception 'Quote request not found.' using errcode = 'PT404';
  end if;
  perform public.require_working_cleaner('accept requests');
  if q.status <> 'open' then
    raise exception 'This request is no longer open.' using errcode = '22023';
  end if;

  insert into public.bids (quote_request_id, cleaner_id, amount_kobo, status)
  values (q.id, uid, p_price_kobo, 'accepted')
  on conflict (quote_request_id, cleaner_id) do update set amount_kobo = excluded.amount_kobo, status = 'accepted'
  returning id into bid_id;
  update public.quote_requests set status = 'awarded', awarded_bid_id = bid_id where id = q.id;

  insert into public.bookings (customer_id, customer_kind, cleaner_id, services, location, state, lga, num_rooms,
    building_type, building_condition, price_kobo, status, source, quote_request_id, accepted_at)
  values (q.requester_id, q.requester_kind, uid, array[q.service_type], q.location, q.state, q.lga, q.num_rooms,
    q.building_type, q.building_condition, p_price_kobo, 'accepted', 'quote', q.id, now())
  returning id into booking_id;
  insert into public.booking_contacts (booking_id, full_name, phone, email, address)
  select booking_id, full_name, phone, email, address from public.quote_request_contacts where quote_request_id = q.id;

  perform public.notify(q.requester_id, 'approval', 'The cleaner accepted your ' || q.service_type || ' request for '
    || public.format_naira(p_price_kobo) || '.', public.customer_link(q.requester_kind, 'bookings'));
  return booking_id;
end $$;
comment on function public.accept_quote_request(uuid, bigint)
  is 'Target cleaner: accepts a request sent to them only, at their price; returns the new booking id. Errors: Enter your price for this job to accept it. / This request is no longer open.';
revoke execute on function public.accept_quote_request(uuid, bigint) from public, anon;
grant execute on function public.accept_quote_request(uuid, bigint) to authenticated, service_role;
