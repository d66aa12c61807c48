-- RPC refusals answer 4xx, not 500 (issue 21, found by the outside attack review).
--
-- PostgREST turns a function's SQLSTATE into the HTTP status: every P0* code other than P0001 (and every 55* code)
-- answers 500, so ordinary refusals raised with P0002 ("Bid not found.") or 55000 ("Price updates are locked.")
-- looked like server failures to clients, monitors and retry logic. PostgREST's custom codes PTnnn answer status nnn
-- with the message, detail and hint intact, so a refusal that means "no such row for you" now raises PT404 and the
-- price lock PT409. Messages are unchanged (the spec's texts).
--
-- This file redefines the functions whose only change is that code, each copied from its original migration.
-- Functions that change for other reasons too are redefined with PT404 in the migrations that change them
-- (20250612000200 for cleaner-side actions, 20250612000300 for notification texts).

-- From 20250601000200_create_notifications.sql.
create or replace function public.grant_admin_role(p_user_id uuid, p_role text default 'admin') returns void
language plpgsql security definer set search_path = '' as $$
begin
  if not public.is_super_admin() then
    raise exception 'Only a super admin can register admins.' using errcode = '42501';
  end if;
  if p_role is null or p_role not in ('admin', 'super_admin') then
    raise exception 'Invalid role.' using errcode = '22023';
  end if;
  if p_user_id is null or not exists (select 1 from auth.users where id = p_user_id and not is_anonymous) then
    raise exception 'User not found.' using errcode = 'PT404';
  end if;
  insert into public.user_roles (user_id, role, granted_by) values (p_user_id, p_role::public.app_role, auth.uid())
    on conflict do nothing;
  perform public.notify(p_user_id, 'system', 'You have been granted the ' || replace(p_role, '_', ' ') || ' role.', '/admin');
end $$;

-- From 20250601000300_create_verification.sql.
create or replace function public.review_cleaner_verification(p_cleaner_id uuid, p_decision public.verification_decision, p_note text)
returns void language plpgsql security definer set search_path = '' as $$
declare prof public.cleaner_profiles;
begin
  if not public.is_admin() then
    raise exception 'Only admins can review verifications.' using errcode = '42501';
  end if;
  select * into prof from public.cleaner_profiles where user_id = p_cleaner_id for update;
  if p_cleaner_id is null or not found then
    raise exception 'Cleaner not found.' using errcode = 'PT404';
  end if;
  if p_decision = 'rejected' and coalesce(btrim(p_note), '') = '' then
    raise exception 'Please give a reason for the rejection.' using errcode = '22023';
  end if;
  if prof.verification_status = p_decision::text::public.verification_status then
    raise exception 'This cleaner is already %.', p_decision using errcode = '22023';
  end if;
  update public.verification_submissions
     set status = p_decision, reviewer_id = auth.uid(), review_note = nullif(btrim(p_note), ''), reviewed_at = now()
   where cleaner_id = p_cleaner_id and status = 'pending';
  update public.cleaner_profiles set verification_status = p_decision::text::public.verification_status where user_id = p_cleaner_id;
  if p_decision = 'verified' then
    perform public.notify(p_cleaner_id, 'verification', 'Your profile has been verified. You can now bid on requests.', '/cleaner');
  else
    perform public.notify(p_cleaner_id, 'verification', 'Your verification was rejected: ' || btrim(p_note), '/cleaner/verification');
  end if;
end $$;

create or replace function public.log_document_view(p_submission_id uuid, p_document text) returns text
language plpgsql security definer set search_path = '' as $$
declare sub public.verification_submissions;
begin
  if not public.is_admin() then
    raise exception 'Only admins can view verification documents.' using errcode = '42501';
  end if;
  if p_document is null or p_document not in ('government_id', 'address_proof') then
    raise exception 'Invalid document kind.' using errcode = '22023';
  end if;
  select * into sub from public.verification_submissions where id = p_submission_id;
  if not found then
    raise exception 'Error retrieving the file.' using errcode = 'PT404';
  end if;
  insert into public.document_access_log (admin_id, submission_id, document) values (auth.uid(), sub.id, p_document);
  return case p_document when 'government_id' then sub.government_id_path else sub.address_proof_path end;
end $$;

-- From 20250601000500_create_marketplace_rpcs.sql.
create or replace function public.cancel_quote_request(p_quote_request_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare q public.quote_requests; b record;
begin
  select * into q from public.quote_requests where id = p_quote_request_id for update;
  if not found or not (q.requester_id = auth.uid() or public.is_admin()) then
    raise exception 'Quote request not found.' using errcode = 'PT404';
  end if;
  if q.status <> 'open' then
    raise exception 'Only an open request can be cancelled.' using errcode = '22023';
  end if;
  update public.quote_requests set status = 'cancelled' where id = q.id;
  for b in update public.bids set status = 'rejected' where quote_request_id = q.id and status = 'pending' returning cleaner_id loop
    perform public.notify(b.cleaner_id, 'bid', 'A ' || q.service_type || ' request you bid on was cancelled.', '/cleaner/bids');
  end loop;
end $$;

create or replace function public.reject_bid(p_bid_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare b public.bids; q public.quote_requests;
begin
  if p_bid_id is null then
    raise exception 'No bid ID found.' using errcode = '22023';
  end if;
  select * into b from public.bids where id = p_bid_id;
  if not found then
    raise exception 'Bid not found.' using errcode = 'PT404';
  end if;
  select * into q from public.quote_requests where id = b.quote_request_id for update;
  if not (q.requester_id = auth.uid() or public.is_admin()) then
    raise exception 'Bid not found.' using errcode = 'PT404';
  end if;
  select * into b from public.bids where id = p_bid_id for update;
  if b.status <> 'pending' then
    raise exception 'Only a pending bid can be rejected.' using errcode = '22023';
  end if;
  update public.bids set status = 'rejected' where id = b.id;
  perform public.notify(b.cleaner_id, 'bid', 'Your bid for the ' || q.service_type || ' request in ' || q.location
    || ' was rejected.', '/cleaner/bids');
end $$;

create or replace function public.cancel_booking(p_booking_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare bk public.bookings;
begin
  if p_booking_id is null then
    raise exception 'Invalid booking ID' using errcode = '22023';
  end if;
  select * into bk from public.bookings where id = p_booking_id for update;
  if not found or not (bk.customer_id = auth.uid() or public.is_admin()) then
    raise exception 'Invalid booking ID' using errcode = 'PT404';
  end if;
  if bk.status <> 'pending' then
    raise exception 'Only a pending booking can be cancelled.' using errcode = '22023';
  end if;
  update public.bookings set status = 'cancelled' where id = bk.id;
  perform public.notify(bk.cleaner_id, 'booking', 'A booking for ' || array_to_string(bk.services, ', ') || ' in '
    || bk.location || ' was cancelled.', '/cleaner/bookings');
end $$;

-- From 20250601000800_create_chat.sql.
create or replace function public.mark_chat_read(p_thread_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare t public.chat_threads; as_admin boolean;
begin
  select * into t from public.chat_threads where id = p_thread_id for update;
  if not found then
    raise exception 'Chat not found.' using errcode = 'PT404';
  end if;
  as_admin := t.owner_id <> auth.uid() and public.is_admin();
  if not as_admin and t.owner_id is distinct from auth.uid() then
    raise exception 'Chat not found.' using errcode = 'PT404';
  end if;
  update public.chat_messages set read_at = now()
   where thread_id = t.id and read_at is null and from_admin = not as_admin;
  if as_admin then
    update public.chat_threads set admin_unread = 0 where id = t.id;
  else
    update public.chat_threads set owner_unread = 0 where id = t.id;
  end if;
end $$;

-- From 20250601000900_create_prices_and_subscriptions.sql. The lock is a state conflict (409), not a server fault.
create or replace function public.begin_price_update(p_scope text, p_base_price_per_room_kobo bigint, p_base_discount_percentage numeric)
returns numeric language plpgsql security definer set search_path = '' as $$
declare s public.price_update_settings;
begin
  if not public.is_admin() then
    raise exception 'Only admins can update prices.' using errcode = '42501';
  end if;
  select * into s from public.price_update_settings where scope = p_scope for update;
  if s.locked then
    raise exception 'Price updates are locked.' using errcode = 'PT409';
  end if;
  if p_base_price_per_room_kobo is null or p_base_price_per_room_kobo <= 0 then
    raise exception 'Please enter a base price per room.' using errcode = '22023';
  end if;
  if not s.base_discount_locked
     and (p_base_discount_percentage is null or p_base_discount_percentage not between 0 and 100) then
    raise exception 'The base discount must be between 0 and 100.' using errcode = '22023';
  end if;
  update public.price_update_settings
     set base_price_per_room_kobo = p_base_price_per_room_kobo,
         base_discount_percentage = case when s.base_discount_locked then s.base_discount_percentage else p_base_discount_percentage end,
         updated_by = auth.uid()
   where scope = p_scope;
  return case when s.base_discount_locked then s.base_discount_percentage else p_base_discount_percentage end;
end $$;

create or replace function public.upgrade_subscription(p_subscription_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare s public.subscriptions;
begin
  if not public.is_admin() then
    raise exception 'There was an error upgrading the subscription.' using errcode = '42501';
  end if;
  select * into s from public.subscriptions where id = p_subscription_id for update;
  if not found then
    raise exception 'Subscription not found.' using errcode = 'PT404';
  end if;
  if s.subscription_type = 'premium' then
    raise exception 'This subscription is already premium.' using errcode = '22023';
  end if;
  update public.subscriptions set subscription_type = 'premium' where id = s.id;
  perform public.notify(s.client_id, 'system', 'Your subscription was upgraded to premium.', '/client/schedules');
end $$;

-- From 20250601001000_create_cleaner_admin_and_search.sql.
create or replace function public.set_cleaner_status(p_cleaner_id uuid, p_status public.cleaner_status) returns void
language plpgsql security definer set search_path = '' as $$
declare prof public.cleaner_profiles;
begin
  if not public.is_admin() then
    raise exception 'Only admins can manage cleaners.' using errcode = '42501';
  end if;
  select * into prof from public.cleaner_profiles where user_id = p_cleaner_id for update;
  if p_cleaner_id is null or not found then
    raise exception 'Cleaner not found.' using errcode = 'PT404';
  end if;
  if prof.status = p_status then
    raise exception 'This cleaner is already %.', p_status using errcode = '22023';
  end if;
  update public.cleaner_profiles set status = p_status where user_id = p_cleaner_id;
  perform public.notify(p_cleaner_id, 'system', case when p_status = 'suspended'
    then 'Your account has been suspended. Contact support for help.'
    else 'Your account has been activated.' end, '/cleaner');
end $$;

create or replace function public.delete_cleaner(p_cleaner_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
begin
  if not public.is_admin() then
    raise exception 'Only admins can manage cleaners.' using errcode = '42501';
  end if;
  if p_cleaner_id is null or not exists (select 1 from public.cleaner_profiles where user_id = p_cleaner_id) then
    raise exception 'Cleaner not found.' using errcode = 'PT404';
  end if;
  update public.quote_requests set status = 'closed' where target_cleaner_id = p_cleaner_id and status = 'open';
  update public.bookings set status = 'cancelled' where cleaner_id = p_cleaner_id and status = 'pending';
  delete from public.cleaner_profiles where user_id = p_cleaner_id;
  delete from public.user_roles where user_id = p_cleaner_id and role = 'cleaner';
  perform public.notify(p_cleaner_id, 'system', 'Your cleaner profile has been removed.', '/');
end $$;
