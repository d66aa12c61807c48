-- Issue 27 leftovers (with issue 25, item 7):
--  1. Notifications about a booking open that booking's page, for every side: /client/bookings/<id>,
--     /my-requests/bookings/<id> (guests), /cleaner/bookings/<id>, and for admins the console's /admin/bookings/<id>.
--     booking_page_link() learns the admin side; the booking functions that still pointed at a list get the page.
--  2. A customer whose cleaner dropped the job is never charged for it: while a replacement is being found (standby
--     open, or expired with nobody found) the booking can be cancelled free of charge even once its slot has begun
--     (a no-show is released after the start), and after a replacement took it a late cancellation is free too (the
--     customer did not choose the new cleaner). It cannot be moved while offers are out (they were made for its slot).
--  3. Admins may move a booking (support arranging it with both sides): reschedule_booking accepts an admin, outside
--     the parties' window and limit, both sides are told, and the trigger audit records it (before/after).
--  4. Admins read a booking's conversation through admin_booking_conversation(), which writes an operator_audit entry;
--     booking_messages' select policy no longer has an admin branch, so that read cannot bypass the trail. Reading
--     private messages between a customer and a cleaner is the same kind of act as opening an identity document,
--     which is logged (document_access_log) for the same reason.

-- 1. Links ------------------------------------------------------------------------------------------------------------

create or replace function public.booking_page_link(p_booking_id uuid, p_side text) returns text
language sql stable security definer set search_path = '' as $$
  select case
    when p_side = 'admin' then '/admin/bookings/' || b.id
    when p_side = 'cleaner' then '/cleaner/bookings/' || b.id
    when b.customer_kind = 'guest' then '/my-requests/bookings/' || b.id
    else '/client/bookings/' || b.id
  end
  from public.bookings b where b.id = p_booking_id
$$;
comment on function public.booking_page_link(uuid, text) is 'Internal: the path of a booking''s page for its customer, its cleaner or admins (p_side = customer | cleaner | admin).';

-- The booking functions keep their bodies; only the link argument of their notify() calls changes. Each line below is
-- one exact text of the current definition and what replaces it (so this migration composes with any earlier
-- redefinition instead of restoring a copied body). Left on lists on purpose: standby offers and "taken by another
-- cleaner" (the cleaner is not on the booking and cannot open its page; the offers are listed in their Bookings),
-- the released cleaner's notice (same), review requests (they open the review form), refunds (Payments), disputes for
-- admins (decided in Payments) and message reports (closed in Message reports).
do $$
declare
  r record;
  def text;
  changed text;
begin
  for r in
    select * from (values
      ('public.accept_bid(uuid)', '''/cleaner/bookings''', 'public.booking_page_link(booking_id, ''cleaner'')'),
      ('public.accept_bid(uuid)', 'public.customer_link(q.requester_kind, ''bookings'')', 'public.booking_page_link(booking_id, ''customer'')'),
      ('public.accept_quote_request(uuid, bigint)', 'public.customer_link(q.requester_kind, ''bookings'')', 'public.booking_page_link(booking_id, ''customer'')'),
      ('public.announce_standby_cleaner(uuid, uuid, text)', 'public.customer_link(bk.customer_kind, ''bookings'')', 'public.booking_page_link(bk.id, ''customer'')'),
      ('public.assign_booking_cleaner(uuid, uuid)', '''/cleaner/bookings''', 'public.booking_page_link(bk.id, ''cleaner'')'),
      ('public.cancel_booking(uuid, text)', '''/cleaner/bookings''', 'public.booking_page_link(bk.id, ''cleaner'')'),
      ('public.cancel_booking(uuid, text)', 'public.customer_link(bk.customer_kind, ''bookings'')', 'public.booking_page_link(bk.id, ''customer'')'),
      ('public.complete_booking(uuid)', 'public.customer_link(bk.customer_kind, ''bookings'')', 'public.booking_page_link(bk.id, ''customer'')'),
      ('public.confirm_booking_completion(uuid)', '''/cleaner/bookings''', 'public.booking_page_link(bk.id, ''cleaner'')'),
      ('public.decide_booking(uuid, boolean, bigint)', 'public.customer_link(bk.customer_kind, ''bookings'')', 'public.booking_page_link(bk.id, ''customer'')'),
      ('public.dispute_booking_completion(uuid, text)', '''/cleaner/bookings''', 'public.booking_page_link(bk.id, ''cleaner'')'),
      ('public.override_standby(uuid, uuid)', '''/cleaner/bookings''', 'public.booking_page_link(bk.id, ''cleaner'')'),
      ('public.release_booking_to_standby(uuid, text)', 'public.customer_link(bk.customer_kind, ''bookings'')', 'public.booking_page_link(bk.id, ''customer'')'),
      ('public.release_booking_to_standby(uuid, text)', '''/admin/standby''', 'public.booking_page_link(bk.id, ''admin'')'),
      ('public.resolve_dispute(uuid, text, text)', '''/cleaner/bookings''', 'public.booking_page_link(bk.id, ''cleaner'')'),
      ('public.resolve_dispute(uuid, text, text)', 'public.customer_link(bk.customer_kind, ''bookings'')', 'public.booking_page_link(bk.id, ''customer'')'),
      ('public.set_booking_on_the_way(uuid)', 'public.customer_link(bk.customer_kind, ''bookings'')', 'public.booking_page_link(bk.id, ''customer'')'),
      ('public.start_booking(uuid)', 'public.customer_link(bk.customer_kind, ''bookings'')', 'public.booking_page_link(bk.id, ''customer'')'),
      ('public.set_booking_slot(uuid, timestamp with time zone)', '''/cleaner/bookings''', 'public.booking_page_link(bk.id, ''cleaner'')'),
      ('public.standby_sweep()', 'public.customer_link(b.customer_kind, ''bookings'')', 'public.booking_page_link(b.id, ''customer'')'),
      ('public.standby_sweep()', '''/admin/standby''', 'public.booking_page_link(b.id, ''admin'')')
    ) as s(fn, old_text, new_text)
  loop
    def := pg_get_functiondef(r.fn::regprocedure);
    changed := replace(def, r.old_text, r.new_text);
    if changed = def then
      -- Already changed by a later definition, or reworded: supabase/tests/notification-links.test.ts tells which.
      raise notice 'booking link: % has no %', r.fn, r.old_text;
    else
      execute changed;
    end if;
  end loop;
end $$;

-- create_booking's link comes from its new row's id (new_id); its signature is long, so it is found by name.
do $$
declare
  fn regprocedure;
  def text;
begin
  for fn in select p.oid::regprocedure from pg_proc p where p.pronamespace = 'public'::regnamespace and p.proname = 'create_booking' loop
    def := pg_get_functiondef(fn);
    def := replace(def, '''/cleaner/bookings''', 'public.booking_page_link(new_id, ''cleaner'')');
    def := replace(def, '''/admin/bookings''', 'public.booking_page_link(new_id, ''admin'')');
    execute def;
  end loop;
end $$;

-- Old notifications: the ones that point at a booking list get the page of the booking they are about, where that
-- booking can be told for sure. A stored notification names no booking id, only words, so a booking is taken when it
-- is the ONLY one of the recipient's bookings on that side (as customer for /client/bookings and a guest's
-- /my-requests, as its current cleaner for /cleaner/bookings) that existed when the notification was written and
-- whose services are written in the message; if several match, the one whose location is also written in it, if only
-- one is. Anything else keeps its list link. Not touched: notices about a job the recipient does not hold (standby
-- offers, "taken by another cleaner", a released cleaner's notice), a guest's quote and bid notices (their
-- /my-requests is the requests list), and admins' notices (they name no customer or place, so no booking is certain).
create function public.relink_booking_notifications() returns integer
language plpgsql security definer set search_path = '' as $$
declare relinked integer;
begin
  with candidates as (
    select n.id as notification_id, b.id as booking_id, b.location, n.message,
           case when n.link = '/cleaner/bookings' then 'cleaner' else 'customer' end as side
      from public.notifications n
      join public.bookings b
        on (n.link = '/cleaner/bookings' and b.cleaner_id = n.recipient_id)
        or (n.link in ('/client/bookings', '/my-requests') and b.customer_id = n.recipient_id)
     where n.link in ('/client/bookings', '/cleaner/bookings', '/my-requests')
       and (n.link <> '/my-requests' or n.category in ('booking', 'approval', 'chat'))
       and n.message not like 'Standby job:%'
       and n.message not like 'The standby %'
       and n.message not like '%was given to another cleaner%'
       and n.message not like '%was offered to other cleaners.%'
       and b.created_at <= n.created_at
       and position(array_to_string(b.services, ', ') in n.message) > 0
  ), chosen as (
    select notification_id, side,
           case when count(*) = 1 then min(booking_id::text)
                when count(*) filter (where position(location in message) > 0) = 1
                  then min(booking_id::text) filter (where position(location in message) > 0)
           end::uuid as booking_id
      from candidates
     group by notification_id, side
  )
  update public.notifications n
     set link = public.booking_page_link(c.booking_id, c.side)
    from chosen c
   where n.id = c.notification_id and c.booking_id is not null;
  get diagnostics relinked = row_count;
  return relinked;
end $$;
comment on function public.relink_booking_notifications() is 'Internal (run once by 20250713000000): stored notifications that point at a booking list get the page of the one booking they are about, where it is certain.';
revoke all on function public.relink_booking_notifications() from public, anon, authenticated;
grant execute on function public.relink_booking_notifications() to service_role;
select public.relink_booking_notifications();

-- 2 and 3. The terms of a change --------------------------------------------------------------------------------------

alter table public.bookings drop constraint if exists bookings_last_rescheduled_by_check;
alter table public.bookings add constraint bookings_last_rescheduled_by_check
  check (last_rescheduled_by in ('customer', 'cleaner', 'admin'));

/*
 * Internal: as in 20250704000100, with the standby rules. A booking is "waiting for a replacement" while its latest
 * standby is open or expired and no cleaner has it: the customer may cancel it free of charge whenever (its slot may
 * have begun: a no-show is released after the start), and nobody may move it (the offers are for its slot). A booking
 * a replacement took is cancelled without the late fee. Admins may move a booking that has not started, outside the
 * parties' window and limit. New keys: waiting_for_replacement, replaced.
 */
create or replace function public.booking_change_terms(p_booking public.bookings, p_role text) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare s public.booking_change_settings; started boolean; late boolean; fee bigint := 0; paid bigint; waived text;
        cancel_no text; resched_no text; free_until timestamptz; resched_until timestamptz;
        standby_state text; waiting boolean; replaced boolean;
begin
  select * into s from public.booking_change_settings;
  paid := coalesce((select sum(x.amount_kobo - x.refunded_kobo) from public.payments x
                     where x.booking_id = p_booking.id and x.provider = 'paystack'
                       and x.status in ('completed', 'partially_refunded')), 0);
  select st.state into standby_state from public.booking_standby st
   where st.booking_id = p_booking.id order by st.opened_at desc limit 1;
  waiting := coalesce(standby_state in ('open', 'expired'), false) and p_booking.cleaner_id is null
             and p_booking.status::text = 'pending';
  replaced := coalesce(standby_state in ('taken', 'assigned'), false);
  started := not waiting
             and (p_booking.status::text in ('on_the_way', 'in_progress', 'awaiting_confirmation', 'completed')
                  or (p_booking.starts_at is not null and now() >= p_booking.starts_at));
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
    if replaced then
      waived := 'Your first cleaner dropped this booking, so cancelling it is free.';
    elsif p_booking.last_rescheduled_by = 'cleaner' then
      waived := 'The cleaner moved this booking, so cancelling it is free.';
    elsif paid = 0 then
      waived := 'You have not paid for this booking, so no fee is charged.';
    else
      fee := least(paid, case when s.late_fee_kind = 'percent'
                               then (coalesce(p_booking.price_kobo, paid) * s.late_fee_percent) / 100
                               else least(s.late_fee_kobo, coalesce(p_booking.price_kobo, paid)) end);
    end if;
  elsif waiting and p_role = 'customer' then
    waived := 'Your cleaner dropped this booking, so cancelling it is free.';
  end if;

  if p_booking.status::text not in ('pending', 'accepted') or started then
    resched_no := 'This booking can no longer be moved.';
  elsif waiting then
    resched_no := 'We are finding another cleaner for this time. You can move the booking once someone is coming.';
  elsif p_role = 'admin' then
    resched_no := case when p_booking.starts_at is null then 'This booking has no time yet. The customer chooses it first.' end;
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
    'waiting_for_replacement', waiting, 'replaced', replaced,
    'policy', jsonb_build_object('free_cancel_hours', s.free_cancel_hours, 'late_fee_kind', s.late_fee_kind,
      'late_fee_percent', s.late_fee_percent, 'late_fee_kobo', s.late_fee_kobo,
      'reschedule_min_hours', s.reschedule_min_hours, 'reschedule_limit', s.reschedule_limit));
end $$;

/*
 * RPC: as in 20250704000100 (the customer or the booking's cleaner moves it within the policy), and an admin may move
 * it too (not counted against the parties' limit); each move tells the other side, an admin's tells both. Links go
 * to the booking's page.
 */
create or replace function public.reschedule_booking(p_booking_id uuid, p_starts_at timestamptz) returns jsonb
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
     set starts_at = p_starts_at, ends_at = p_starts_at + interval '2 hours',
         reschedule_count = reschedule_count + case when role = 'admin' then 0 else 1 end,
         last_rescheduled_by = role
   where id = bk.id;
  was := to_char(bk.starts_at at time zone 'Africa/Lagos', 'FMDD Mon YYYY, HH24:MI');
  now_at := to_char(p_starts_at at time zone 'Africa/Lagos', 'FMDD Mon YYYY, HH24:MI');
  what := array_to_string(bk.services, ', ');
  perform public.note_booking_change(bk.id, 'rescheduled', jsonb_build_object('by', role, 'from', bk.starts_at, 'to', p_starts_at));
  if role in ('customer', 'admin') then
    perform public.notify(bk.cleaner_id, 'booking', case when role = 'admin' then 'Our team' else 'The customer' end
      || ' moved the ' || what || ' job from ' || was || ' to ' || now_at || '.', public.booking_page_link(bk.id, 'cleaner'));
  end if;
  if role in ('cleaner', 'admin') then
    perform public.notify(bk.customer_id, 'booking', case when role = 'admin' then 'Our team' else 'Your cleaner' end
      || ' moved your ' || what || ' booking from ' || was || ' to ' || now_at || '.'
      || case when role = 'cleaner' then ' If the new time does not suit you, you can cancel it free of charge.' else '' end,
      public.booking_page_link(bk.id, 'customer'));
  end if;
  select * into bk from public.bookings where id = bk.id;
  return public.booking_change_terms(bk, role);
end $$;
comment on function public.reschedule_booking(uuid, timestamptz)
  is 'Customer or the booking''s cleaner (per booking_change_settings), or an admin, moves it to another two-hour slot. Errors: Invalid booking ID / policy refusal / slot rules / cleaner not available / clash.';

-- 4. Admins read a conversation through an audited function -----------------------------------------------------------

drop policy booking_messages_select_parties on public.booking_messages;
create policy booking_messages_select_parties on public.booking_messages for select to authenticated using (
  exists (select 1 from public.bookings b where b.id = booking_id
           and ((select auth.uid()) = b.customer_id or (select auth.uid()) = b.cleaner_id)));

/*
 * RPC (admins): a booking's whole conversation, oldest first, with the reports made on each message; writes one
 * operator_audit entry (booking_messages.view) per read, in the same transaction.
 */
create function public.admin_booking_conversation(p_booking_id uuid)
returns table (id uuid, sender_role text, sender_name text, body text, redacted boolean, created_at timestamptz,
               read_at timestamptz, reports integer, open_reports integer, report_reasons text[])
language plpgsql security definer set search_path = '' as $$
declare n integer;
begin
  if not public.is_admin() then
    raise exception 'Only admins can read booking conversations.' using errcode = '42501';
  end if;
  if p_booking_id is null or not exists (select 1 from public.bookings b where b.id = p_booking_id) then
    raise exception 'Invalid booking ID' using errcode = 'PT404';
  end if;
  select count(*)::integer into n from public.booking_messages m where m.booking_id = p_booking_id;
  perform public.record_operator_action('booking_messages.view', 'bookings', p_booking_id::text, null,
    jsonb_build_object('messages', n));
  return query
  select m.id, m.sender_role,
         coalesce(nullif(btrim(p.full_name), ''), case when m.sender_role = 'cleaner' then 'Cleaner' else 'Customer' end),
         m.body, m.redacted, m.created_at, m.read_at,
         (select count(*)::integer from public.booking_message_reports r where r.message_id = m.id),
         (select count(*)::integer from public.booking_message_reports r where r.message_id = m.id and r.closed_at is null),
         coalesce((select array_agg(r.reason order by r.created_at) from public.booking_message_reports r where r.message_id = m.id), '{}')
    from public.booking_messages m
    left join public.profiles p on p.id = m.sender_id
   where m.booking_id = p_booking_id
   order by m.created_at, m.id;
end $$;
comment on function public.admin_booking_conversation(uuid)
  is 'Admin: a booking''s messages with their reports (read-only); each read is written to operator_audit. Errors: Only admins can read booking conversations. / Invalid booking ID.';
revoke all on function public.admin_booking_conversation(uuid) from public, anon;
grant execute on function public.admin_booking_conversation(uuid) to authenticated, service_role;
