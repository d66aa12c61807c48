-- A cleaner's bid on a guest's request reached admins under the category 'guest', so the console filed it with the
-- notifications about clients (issue 25). It is about a cleaner: category 'bid', the Cleaner Notifications tab.
-- submit_bid is redefined from 20250612000200 with only that category changed; the bids already filed wrongly move.

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
    perform public.notify_admins('bid', 'New bid of ' || public.format_naira(p_amount_kobo) || ' on a guest '
      || q.service_type || ' request.', '/admin/bids');
  end if;
  return bid_id;
end $$;

update public.notifications
   set category = 'bid'
 where category = 'guest' and link = '/admin/bids' and message like 'New bid of %';
