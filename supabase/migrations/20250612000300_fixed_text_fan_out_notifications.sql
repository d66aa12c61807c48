-- Notifications that reach many people carry fixed text only, and visitor forms notify admins once per batch
-- (issue 21, found by the outside attack review).
--
-- A guest's open quote request notified every verified cleaner of a state with the request's own words (its
-- location, up to 300 characters of anything): one anonymous request put a message of the attacker's choosing, a
-- phone number or a link, in front of hundreds of cleaners. The anon key alone could also post partnership
-- enquiries and pre-subscriptions, each writing the submitted organisation or person name into a notification for
-- every admin.
-- Now:
--   * fan-out notifications (to the cleaners of a state, to every admin) are templates: fixed words plus values from
--     closed lists (service types are a CHECKed list) or from the recipient's own profile (the cleaner's state); no
--     text a customer or visitor typed. The one cleaner a request or booking is addressed to still reads its location
--     (a single recipient, and that person needs it);
--   * partnership enquiries and pre-subscriptions: each admin has at most one unread "new enquiries" notification per
--     form, whose count goes up with each submission ("3 new partnership enquiries."); once read, the next submission
--     starts a new one;
--   * chat: each admin has at most one unread notification per chat thread (it was one per message).
-- Functions copied from 20250601000500/000800/000900 and changed.

create or replace function public.create_quote_request(
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
  v_service text;
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
    if p_target_cleaner_id = uid or not public.is_working_cleaner(p_target_cleaner_id) then
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
  returning id, service_type into new_id, v_service;
  insert into public.quote_request_contacts (quote_request_id, full_name, phone, email, address)
  values (new_id, v_name, v_phone, coalesce(nullif(btrim(p_email), ''), case when kind = 'client' then prof.email end),
    coalesce(nullif(btrim(p_address), ''), v_address));

  -- v_service is the stored value, so one of the CHECKed service types: safe in a template.
  perform public.notify_admins(case when kind = 'guest' then 'guest' else 'quote' end::public.notification_category,
    'New ' || case when kind = 'guest' then 'guest ' else '' end || 'quote request: ' || v_service || '.', '/admin/quotes');
  if p_target_cleaner_id is not null then
    perform public.notify(p_target_cleaner_id, 'quote', 'You have a new quote request: ' || v_service
      || ' in ' || btrim(p_location) || '.', '/cleaner/bids');
  elsif nullif(btrim(p_state), '') is not null then
    -- Open requests reach the verified, active cleaners of that state (not every cleaner in the country), with a
    -- template: the service type and the cleaner's own state, never the requester's words.
    insert into public.notifications (recipient_id, category, message, link)
    select c.user_id, 'quote', 'New quote request: ' || v_service || ' in ' || c.state || '.', '/cleaner/bids'
      from public.cleaner_profiles c
     where c.status = 'active' and c.verification_status = 'verified' and lower(c.state) = lower(btrim(p_state))
       and c.user_id <> uid;
  end if;
  return new_id;
end $$;

create or replace function public.create_booking(
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
  if p_cleaner_id is not null and (p_cleaner_id = uid or not public.is_working_cleaner(p_cleaner_id)) then
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

  if p_cleaner_id is not null then
    perform public.notify(p_cleaner_id, 'booking', 'New booking request: ' || array_to_string(v_services, ', ') || ' in '
      || btrim(p_location) || '.', '/cleaner/bookings');
  end if;
  if kind = 'guest' or p_cleaner_id is null then
    -- To every admin: the services (checked against the list above), not the customer's location text.
    perform public.notify_admins(case when kind = 'guest' then 'guest' else 'booking' end::public.notification_category,
      'New ' || case when kind = 'guest' then 'guest ' else '' end || 'booking: ' || array_to_string(v_services, ', ')
      || case when p_cleaner_id is null then ' (needs a cleaner).' else '.' end, '/admin/bookings');
  end if;
  return new_id;
end $$;

-- One unread notification per admin and batch: inserts the first ("New partnership enquiry."), then rewrites it with
-- the number of submissions since it was created. p_pattern recognises this function's own texts only, so older
-- free-text notifications are never rewritten. Internal (no API grant).
create function public.notify_admins_batched(p_table regclass, p_link text, p_one text, p_many text, p_pattern text)
returns void language plpgsql security definer set search_path = '' as $$
declare a record; n bigint; started timestamptz;
begin
  -- Two submissions at once must not both start a batch for the same admin.
  perform pg_advisory_xact_lock(hashtext('notify_admins_batched:' || p_link));
  for a in select distinct user_id from public.user_roles where role in ('admin', 'super_admin') loop
    select created_at into started from public.notifications
     where recipient_id = a.user_id and link = p_link and not is_read and message ~ p_pattern
     order by created_at limit 1;
    if not found then
      perform public.notify(a.user_id, 'guest', p_one, p_link);
    else
      execute format('select count(*) from %s where created_at >= $1', p_table) into n using started;
      update public.notifications set message = format(p_many, greatest(n, 2))
       where recipient_id = a.user_id and link = p_link and not is_read and message ~ p_pattern;
    end if;
  end loop;
end $$;
comment on function public.notify_admins_batched(regclass, text, text, text, text)
  is 'Keeps one unread notification per admin for a batch of visitor submissions, with their count.';
revoke execute on function public.notify_admins_batched(regclass, text, text, text, text) from public, anon, authenticated;
grant execute on function public.notify_admins_batched(regclass, text, text, text, text) to service_role;

create or replace function public.visitor_submission_posted() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_table_name = 'pre_subscriptions' then
    perform public.notify_admins_batched('public.pre_subscriptions', '/admin/subscriptions',
      'New plan pre-subscription.', '%s new plan pre-subscriptions.', '^(New plan pre-subscription|[0-9]+ new plan pre-subscriptions)\.$');
  else
    perform public.notify_admins_batched('public.partnership_enquiries', '/admin/partners',
      'New partnership enquiry.', '%s new partnership enquiries.', '^(New partnership enquiry|[0-9]+ new partnership enquiries)\.$');
  end if;
  return null;
end $$;

create or replace function public.chat_message_posted() returns trigger
language plpgsql security definer set search_path = '' as $$
declare t public.chat_threads;
begin
  update public.chat_threads
     set last_message_at = new.created_at,
         admin_unread = admin_unread + case when new.from_admin then 0 else 1 end,
         owner_unread = owner_unread + case when new.from_admin then 1 else 0 end
   where id = new.thread_id
   returning * into t;
  if new.from_admin then
    perform public.notify(t.owner_id, 'chat', 'New message from Spotless support.', '/chat');
  else
    -- One unread notification per admin and thread: the thread's own unread counter says how many.
    insert into public.notifications (recipient_id, category, message, link)
    select distinct r.user_id, 'chat', 'New chat message from Guest ' || t.guest_number || '.', '/admin/chats/' || t.id
      from public.user_roles r
     where r.role in ('admin', 'super_admin')
       and not exists (select 1 from public.notifications n
                        where n.recipient_id = r.user_id and n.link = '/admin/chats/' || t.id and not n.is_read);
  end if;
  return null;
end $$;
