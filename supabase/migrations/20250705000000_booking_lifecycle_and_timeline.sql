-- Issue 27, item 3 (timeline): one explicit lifecycle table for bookings, enforced by the database, and a timeline of
-- every booking's events. Until now the allowed status changes of a booking lived only in the RPCs that make them
-- (and in a comment of shared-data/src/lifecycle/booking.ts); a new RPC could move a booking anywhere. Now:
--  * public.booking_transitions lists every allowed move (from, to, who may make it, why), like money_transitions;
--    a trigger refuses any other status change whoever makes it. shared-data/src/lifecycle/booking.ts mirrors it
--    (supabase/tests/booking-lifecycle.test.ts fails when the two disagree).
--  * Two new states between accepted and done: on_the_way ("On my way") and in_progress ("Start job"), set by the
--    booking's cleaner (or an admin). Marking the job done straight from accepted stays allowed: the existing screens
--    and cleaners who never tap the two new buttons keep working; the timeline then simply has no start.
--  * public.booking_events is the timeline: a trigger writes one row per status change (and the request itself),
--    with the actor (auth.uid() and their side; 'system' for the 48-hour timeout, the service role and jobs);
--    payments, refunds and reviews add theirs by triggers on their tables; other helpers' RPCs add non-status events
--    (rescheduled, cleaner_replaced, standby_offered, ...) through public.log_booking_event, which API callers cannot
--    call. Old bookings get a timeline rebuilt from their timestamps.
-- Who may make a move is written in the table and checked by the RPCs (each knows its caller); the trigger checks the
-- move itself, because the lazy 48-hour timeout runs inside whoever's request comes next and is a legitimate
-- 'system' move whatever that caller's side.

alter domain public.booking_status drop constraint booking_status_check;
alter domain public.booking_status add constraint booking_status_check
  check (value in ('pending', 'accepted', 'rejected', 'on_the_way', 'in_progress', 'awaiting_confirmation', 'completed', 'cancelled'));

alter table public.bookings
  add column on_the_way_at timestamptz,
  add column started_at timestamptz;
comment on column public.bookings.on_the_way_at is 'When the cleaner said they were on their way (null if they never did).';
comment on column public.bookings.started_at is 'When the cleaner started the job (null if they never did).';

-- The lifecycle -------------------------------------------------------------------------------------------------------
create table public.booking_transitions (
  from_status text not null,
  to_status text not null,
  -- Who may make the move: customer (client or guest), cleaner, admin, system (timeout, jobs, server-side callers).
  actors text[] not null check (cardinality(actors) > 0 and actors <@ array['customer', 'cleaner', 'admin', 'system']),
  note text not null check (char_length(note) between 1 and 300),
  primary key (from_status, to_status)
);
comment on table public.booking_transitions is 'The allowed status changes of a booking and who may make each; enforced by enforce_booking_transition(). Mirrored by shared-data/src/lifecycle/booking.ts.';

insert into public.booking_transitions (from_status, to_status, actors, note) values
  ('pending', 'accepted', array['cleaner', 'admin'], 'the cleaner takes the job at an agreed price'),
  ('pending', 'rejected', array['cleaner', 'admin'], 'the cleaner declines the job'),
  ('pending', 'cancelled', array['customer', 'admin'], 'the customer withdraws the request (or an admin removes a deactivated cleaner''s requests)'),
  ('rejected', 'pending', array['admin'], 'an admin matches the declined request with another cleaner'),
  ('accepted', 'on_the_way', array['cleaner', 'admin'], 'the cleaner sets off to the job'),
  ('accepted', 'in_progress', array['cleaner', 'admin'], 'the cleaner starts the job'),
  ('on_the_way', 'in_progress', array['cleaner', 'admin'], 'the cleaner arrived and starts the job'),
  ('accepted', 'awaiting_confirmation', array['cleaner', 'admin'], 'the cleaner says the job is done (without having started it in the app)'),
  ('in_progress', 'awaiting_confirmation', array['cleaner', 'admin'], 'the cleaner says the job is done'),
  ('awaiting_confirmation', 'completed', array['customer', 'admin', 'system'], 'the customer confirms (or 48 hours pass without a dispute, or an admin decides one for the cleaner); review opens and the payout is released'),
  ('accepted', 'cancelled', array['customer', 'admin'], 'called off before the job starts; a paid booking is refunded'),
  ('on_the_way', 'cancelled', array['customer', 'admin'], 'called off while the cleaner is on the way; a paid booking is refunded'),
  ('in_progress', 'cancelled', array['admin'], 'an admin stops a job that went wrong; a paid booking is refunded'),
  ('awaiting_confirmation', 'cancelled', array['admin'], 'an admin upholds the customer''s dispute: the payment is refunded in full (disputed bookings only)');

alter table public.booking_transitions enable row level security;
grant select on public.booking_transitions to anon, authenticated;
grant all on public.booking_transitions to service_role;
create policy booking_transitions_select_all on public.booking_transitions for select to anon, authenticated using (true);

/* Trigger: refuses a booking status change that booking_transitions does not list. */
create function public.enforce_booking_transition() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.status is distinct from old.status and not exists (
       select 1 from public.booking_transitions where from_status = old.status and to_status = new.status) then
    raise exception 'A booking cannot go from % to %.', old.status, new.status using errcode = '22023';
  end if;
  return new;
end $$;
revoke execute on function public.enforce_booking_transition() from public, anon, authenticated;
grant execute on function public.enforce_booking_transition() to service_role;
create trigger bookings_transition before update of status on public.bookings
  for each row execute function public.enforce_booking_transition();

-- The timeline --------------------------------------------------------------------------------------------------------
create table public.booking_events (
  id bigint generated always as identity primary key,
  booking_id uuid not null references public.bookings (id) on delete cascade,
  at timestamptz not null default now(),
  -- No foreign key: the timeline outlives a deleted account (the UI then shows the side, not a name).
  actor_id uuid,
  actor_role text not null check (actor_role in ('customer', 'cleaner', 'admin', 'system')),
  kind text not null check (kind ~ '^[a-z][a-z_]{1,39}$'),
  from_status text,
  to_status text,
  detail jsonb not null default '{}'::jsonb check (jsonb_typeof(detail) = 'object' and pg_column_size(detail) <= 4000)
);
comment on table public.booking_events is 'The timeline of a booking: status changes (by trigger), payments, refunds, reviews and events logged by log_booking_event. Read by the booking''s parties and admins.';
create index booking_events_booking_idx on public.booking_events (booking_id, at, id);

alter table public.booking_events enable row level security;
grant select on public.booking_events to authenticated;
grant all on public.booking_events to service_role;
grant usage, select on sequence public.booking_events_id_seq to service_role;
create policy booking_events_select_parties on public.booking_events for select to authenticated using (
  (select public.is_admin())
  or exists (select 1 from public.bookings b where b.id = booking_id
              and ((select auth.uid()) = b.customer_id or (select auth.uid()) = b.cleaner_id)));

/* Internal: who is acting on a booking now, as a timeline actor: the caller's side, or the system. */
create function public.booking_event_actor(p_customer_id uuid, p_cleaner_id uuid, out actor_id uuid, out actor_role text)
language plpgsql stable security definer set search_path = '' as $$
declare uid uuid := auth.uid();
begin
  if uid is null or coalesce(auth.role(), '') = 'service_role' then
    actor_id := null; actor_role := 'system';
  elsif public.is_admin() then
    actor_id := uid; actor_role := 'admin';
  elsif uid = p_cleaner_id then
    actor_id := uid; actor_role := 'cleaner';
  elsif uid = p_customer_id then
    actor_id := uid; actor_role := 'customer';
  else
    -- Someone else's request moved it (e.g. the lazy timeout run inside another user's call).
    actor_id := null; actor_role := 'system';
  end if;
end $$;
revoke execute on function public.booking_event_actor(uuid, uuid) from public, anon, authenticated;
grant execute on function public.booking_event_actor(uuid, uuid) to service_role;

/* Internal: the timeline kind of a move to a status. */
create function public.booking_event_kind(p_to_status text) returns text
language sql immutable set search_path = '' as $$
  select case p_to_status
    when 'pending' then 'rematched'
    when 'in_progress' then 'started'
    when 'awaiting_confirmation' then 'marked_done'
    when 'completed' then 'confirmed'
    else p_to_status
  end
$$;
revoke execute on function public.booking_event_kind(text) from public, anon, authenticated;
grant execute on function public.booking_event_kind(text) to service_role;

/*
 * Internal (not granted to API callers): adds a non-status event to a booking's timeline, e.g. rescheduled,
 * cleaner_replaced, standby_offered. The actor is the caller's side of the booking, or the system. Returns the id.
 */
create function public.log_booking_event(p_booking_id uuid, p_kind text, p_detail jsonb default '{}'::jsonb) returns bigint
language plpgsql security definer set search_path = '' as $$
declare bk public.bookings; who record; new_id bigint;
begin
  select * into bk from public.bookings where id = p_booking_id;
  if not found then
    raise exception 'Invalid booking ID' using errcode = 'PT404';
  end if;
  select * into who from public.booking_event_actor(bk.customer_id, bk.cleaner_id);
  insert into public.booking_events (booking_id, actor_id, actor_role, kind, from_status, to_status, detail)
  values (bk.id, who.actor_id, who.actor_role, p_kind, bk.status, bk.status, coalesce(p_detail, '{}'::jsonb))
  returning id into new_id;
  return new_id;
end $$;
comment on function public.log_booking_event(uuid, text, jsonb) is 'Internal: adds an event (rescheduled, cleaner_replaced, ...) to a booking''s timeline; the actor is the caller''s side or the system.';
revoke execute on function public.log_booking_event(uuid, text, jsonb) from public, anon, authenticated;
grant execute on function public.log_booking_event(uuid, text, jsonb) to service_role;

/* Trigger: a new booking starts its timeline (requested; accepted too when it is born accepted, from a quote). */
create function public.booking_events_on_insert() returns trigger
language plpgsql security definer set search_path = '' as $$
declare who record;
begin
  select * into who from public.booking_event_actor(new.customer_id, new.cleaner_id);
  -- The request is always the customer's, even when the cleaner's acceptance of a targeted quote creates the row.
  insert into public.booking_events (booking_id, at, actor_id, actor_role, kind, to_status, detail)
  values (new.id, new.created_at, new.customer_id, 'customer', 'requested', 'pending',
          jsonb_build_object('source', new.source));
  if new.status <> 'pending' then
    insert into public.booking_events (booking_id, at, actor_id, actor_role, kind, from_status, to_status, detail)
    values (new.id, coalesce(new.accepted_at, new.created_at), who.actor_id, who.actor_role,
            public.booking_event_kind(new.status), 'pending', new.status,
            jsonb_strip_nulls(jsonb_build_object('price_kobo', new.price_kobo)));
  end if;
  return null;
end $$;
revoke execute on function public.booking_events_on_insert() from public, anon, authenticated;
grant execute on function public.booking_events_on_insert() to service_role;
create trigger bookings_events_insert after insert on public.bookings
  for each row execute function public.booking_events_on_insert();

/* Trigger: every status change of a booking, and a first cleaner being matched, goes on its timeline. */
create function public.booking_events_on_update() returns trigger
language plpgsql security definer set search_path = '' as $$
declare who record; d jsonb := '{}'::jsonb;
begin
  if new.status is distinct from old.status then
    if new.status = 'completed' and new.confirmed_by = 'timeout' then
      select null::uuid as actor_id, 'system'::text as actor_role into who;
    else
      select * into who from public.booking_event_actor(new.customer_id, coalesce(new.cleaner_id, old.cleaner_id));
    end if;
    if new.status = 'accepted' then
      d := jsonb_strip_nulls(jsonb_build_object('price_kobo', new.price_kobo));
    elsif new.status = 'completed' then
      d := jsonb_strip_nulls(jsonb_build_object('confirmed_by', new.confirmed_by, 'dispute_outcome', new.dispute_outcome));
    elsif new.status = 'cancelled' and new.dispute_outcome = 'refunded' then
      d := jsonb_build_object('dispute_outcome', 'refunded');
    elsif new.status = 'pending' then
      d := jsonb_build_object('cleaner_id', new.cleaner_id);
    end if;
    insert into public.booking_events (booking_id, actor_id, actor_role, kind, from_status, to_status, detail)
    values (new.id, who.actor_id, who.actor_role, public.booking_event_kind(new.status), old.status, new.status, d);
  elsif old.cleaner_id is null and new.cleaner_id is not null then
    select * into who from public.booking_event_actor(new.customer_id, new.cleaner_id);
    insert into public.booking_events (booking_id, actor_id, actor_role, kind, from_status, to_status, detail)
    values (new.id, who.actor_id, who.actor_role, 'cleaner_assigned', old.status, new.status,
            jsonb_build_object('cleaner_id', new.cleaner_id));
  end if;
  if new.disputed_at is not null and old.disputed_at is null then
    select * into who from public.booking_event_actor(new.customer_id, new.cleaner_id);
    insert into public.booking_events (booking_id, actor_id, actor_role, kind, from_status, to_status, detail)
    values (new.id, who.actor_id, who.actor_role, 'disputed', new.status, new.status, '{}'::jsonb);
  end if;
  return null;
end $$;
revoke execute on function public.booking_events_on_update() from public, anon, authenticated;
grant execute on function public.booking_events_on_update() to service_role;
create trigger bookings_events_update after update of status, cleaner_id, disputed_at on public.bookings
  for each row execute function public.booking_events_on_update();

/* Trigger: a verified payment and a processed refund go on the booking's timeline. */
create function public.booking_events_on_money() returns trigger
language plpgsql security definer set search_path = '' as $$
declare bid uuid;
begin
  if tg_table_name = 'payments' then
    if new.booking_id is not null and new.status = 'completed' and old.status is distinct from 'completed' then
      insert into public.booking_events (booking_id, actor_id, actor_role, kind, detail)
      values (new.booking_id, new.client_id, 'customer', 'paid', jsonb_build_object('amount_kobo', new.amount_kobo));
    end if;
  elsif new.status = 'processed' and old.status is distinct from 'processed' then
    bid := coalesce(new.booking_id, (select p.booking_id from public.payments p where p.id = new.payment_id));
    if bid is not null then
      insert into public.booking_events (booking_id, actor_role, kind, detail)
      values (bid, 'system', 'refunded', jsonb_build_object('amount_kobo', new.amount_kobo));
    end if;
  end if;
  return null;
end $$;
revoke execute on function public.booking_events_on_money() from public, anon, authenticated;
grant execute on function public.booking_events_on_money() to service_role;
create trigger payments_booking_events after update of status on public.payments
  for each row execute function public.booking_events_on_money();
create trigger refunds_booking_events after update of status on public.refunds
  for each row execute function public.booking_events_on_money();

/* Trigger: a review goes on the booking's timeline (the rating only; the words are on the review). */
create function public.booking_events_on_review() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into public.booking_events (booking_id, at, actor_id, actor_role, kind, detail)
  values (new.booking_id, new.created_at, new.reviewer_id, 'customer', 'reviewed', jsonb_build_object('rating', new.rating));
  return null;
end $$;
revoke execute on function public.booking_events_on_review() from public, anon, authenticated;
grant execute on function public.booking_events_on_review() to service_role;
create trigger reviews_booking_events after insert on public.reviews
  for each row execute function public.booking_events_on_review();

-- Old bookings: a timeline rebuilt from their timestamps, marked as such. Cancellations and rejections before this
-- migration kept no time of their own: updated_at is the closest.
insert into public.booking_events (booking_id, at, actor_id, actor_role, kind, from_status, to_status, detail)
select b.id, e.at, e.actor_id, e.actor_role, e.kind, e.from_status, e.to_status, '{"backfilled": true}'::jsonb || e.detail
  from public.bookings b
  cross join lateral (values
    (b.created_at, b.customer_id, 'customer', 'requested', null, 'pending', jsonb_build_object('source', b.source)),
    (case when b.accepted_at is not null then b.accepted_at end, b.cleaner_id, 'cleaner', 'accepted', 'pending', 'accepted', '{}'::jsonb),
    (case when b.status in ('awaiting_confirmation', 'completed') then b.completed_at end, b.cleaner_id, 'cleaner', 'marked_done',
     'accepted', 'awaiting_confirmation', '{}'::jsonb),
    (case when b.status = 'completed' then coalesce(b.confirmed_at, b.completed_at) end,
     case when b.confirmed_by = 'customer' then b.customer_id end,
     case b.confirmed_by when 'customer' then 'customer' when 'admin' then 'admin' else 'system' end,
     'confirmed', 'awaiting_confirmation', 'completed', jsonb_strip_nulls(jsonb_build_object('confirmed_by', b.confirmed_by))),
    (case when b.status in ('rejected', 'cancelled') then b.updated_at end, null::uuid, 'system',
     b.status::text, case when b.accepted_at is not null and b.status = 'cancelled' then 'accepted' else 'pending' end,
     b.status::text, '{}'::jsonb)
  ) as e(at, actor_id, actor_role, kind, from_status, to_status, detail)
 where e.at is not null;

insert into public.booking_events (booking_id, at, actor_id, actor_role, kind, detail)
select p.booking_id, coalesce(p.paid_at, p.updated_at), p.client_id, 'customer', 'paid',
       jsonb_build_object('amount_kobo', p.amount_kobo, 'backfilled', true)
  from public.payments p
 where p.booking_id is not null and p.status in ('completed', 'partially_refunded', 'refunded');

insert into public.booking_events (booking_id, at, actor_id, actor_role, kind, detail)
select r.booking_id, r.created_at, r.reviewer_id, 'customer', 'reviewed', jsonb_build_object('rating', r.rating, 'backfilled', true)
  from public.reviews r;

-- The new states count wherever "the cleaner has the job" already did ---------------------------------------------
-- (same bodies as 20250613090000 and 20250628000000, with on_the_way and in_progress added).
create or replace function public.is_awarded_cleaner(p_quote_request_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.bids
                  where quote_request_id = p_quote_request_id and cleaner_id = (select auth.uid()) and status = 'accepted')
      or exists (select 1 from public.bookings
                  where quote_request_id = p_quote_request_id and cleaner_id = (select auth.uid())
                    and status in ('accepted', 'on_the_way', 'in_progress', 'awaiting_confirmation', 'completed'))
$$;

create or replace function public.can_see_booking_contact(p_booking_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.bookings
                  where id = p_booking_id
                    and (customer_id = (select auth.uid())
                      or (cleaner_id = (select auth.uid())
                          and status in ('accepted', 'on_the_way', 'in_progress', 'awaiting_confirmation', 'completed'))))
$$;

create or replace function public.is_counterpart(p_user_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.bookings
    where status in ('accepted', 'on_the_way', 'in_progress', 'awaiting_confirmation', 'completed')
      and ((customer_id = (select auth.uid()) and cleaner_id = p_user_id)
        or (cleaner_id = (select auth.uid()) and customer_id = p_user_id)))
$$;

create or replace function public.account_deletion_blocker(p_user_id uuid) returns text
language sql stable security definer set search_path = '' as $$
  select case
    when exists (select 1 from public.payouts po
                   left join public.bookings b on b.id = po.booking_id
                  where (po.cleaner_id = p_user_id or b.customer_id = p_user_id)
                    and po.status in ('held', 'queued', 'processing', 'failed'))
      or exists (select 1 from public.refunds r join public.payments p on p.id = r.payment_id
                  where p.client_id = p_user_id and r.status in ('queued', 'processing', 'failed'))
      then 'You have money on its way: a payment held for a job, a payout or a refund not yet settled. You can delete your account once it is settled.'
    when exists (select 1 from public.bookings b
                  where (b.customer_id = p_user_id or b.cleaner_id = p_user_id)
                    and b.status in ('pending', 'accepted', 'on_the_way', 'in_progress', 'awaiting_confirmation'))
      then 'You have bookings in progress. Finish or cancel them first, then delete your account.'
  end
$$;

/* RPC: as in 20250620000100; a booking the cleaner is on the way to, or has started, can be paid too. */
create or replace function public.start_payment(p_booking_id uuid, p_email text default null)
returns table (payment_id uuid, reference text, amount_kobo bigint, email text, authorization_url text, access_code text)
language plpgsql security definer set search_path = '' as $$
#variable_conflict use_column
declare bk public.bookings; p public.payments; mail text;
begin
  if p_booking_id is null then
    raise exception 'Invalid booking ID' using errcode = '22023';
  end if;
  select * into bk from public.bookings b where b.id = p_booking_id for update;
  if not found or bk.customer_id is distinct from auth.uid() then
    raise exception 'Invalid booking ID' using errcode = 'PT404';
  end if;
  if bk.payment_status <> 'unpaid' then
    raise exception 'This booking is already paid.' using errcode = 'PT409';
  end if;
  if bk.status not in ('accepted', 'on_the_way', 'in_progress', 'awaiting_confirmation', 'completed') then
    raise exception 'Only an accepted booking can be paid.' using errcode = '22023';
  end if;
  if coalesce(bk.price_kobo, 0) <= 0 then
    raise exception 'This booking has no agreed price yet.' using errcode = '22023';
  end if;
  perform public.enforce_write_limit('payment');
  mail := lower(btrim(coalesce(nullif(btrim(p_email), ''),
                               (select u.email from auth.users u where u.id = auth.uid()),
                               (select c.email from public.booking_contacts c where c.booking_id = bk.id))));
  if mail is null or char_length(mail) > 254 or mail !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then
    raise exception 'Enter a valid e-mail address for your receipt.' using errcode = '22023';
  end if;
  select * into p from public.payments x
   where x.booking_id = bk.id and x.status = 'pending' and x.provider = 'paystack' for update;
  if found then
    if p.amount_kobo = bk.price_kobo and p.customer_email = mail and p.authorization_url is not null then
      return query select p.id, p.reference, p.amount_kobo, p.customer_email, p.authorization_url, p.access_code;
      return;
    end if;
    update public.payments set status = 'abandoned' where id = p.id;
    perform public.audit_money('payment.abandoned', 'customer', bk.id, p.id, null, null, p.amount_kobo, p.reference,
                               jsonb_build_object('why', 'a new checkout was started'));
  end if;
  insert into public.payments (client_id, booking_id, amount_kobo, status, reference, provider, customer_email)
  values (bk.customer_id, bk.id, bk.price_kobo, 'pending', public.new_money_reference('spl'), 'paystack', mail)
  returning * into p;
  perform public.audit_money('payment.initialized', 'customer', bk.id, p.id, null, null, p.amount_kobo, p.reference,
                             jsonb_build_object('email', mail));
  return query select p.id, p.reference, p.amount_kobo, p.customer_email, null::text, null::text;
end $$;

-- The cleaner's two new actions -----------------------------------------------------------------------------------
/* Internal: locks a booking the caller (its verified, active cleaner, or an admin) may move; refuses anyone else. */
create function public.lock_cleaner_booking(p_booking_id uuid, p_action text) returns public.bookings
language plpgsql security definer set search_path = '' as $$
declare bk public.bookings;
begin
  if p_booking_id is null then
    raise exception 'Invalid booking ID' using errcode = '22023';
  end if;
  select * into bk from public.bookings where id = p_booking_id for update;
  if not found or not (bk.cleaner_id = auth.uid() or public.is_admin()) then
    raise exception 'Invalid booking ID' using errcode = 'PT404';
  end if;
  if not public.is_admin() then
    perform public.require_working_cleaner(p_action);
  end if;
  return bk;
end $$;
revoke execute on function public.lock_cleaner_booking(uuid, text) from public, anon, authenticated;
grant execute on function public.lock_cleaner_booking(uuid, text) to service_role;

/* RPC: the booking's cleaner (or an admin) says they are on their way; the customer is told. */
create function public.set_booking_on_the_way(p_booking_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare bk public.bookings;
begin
  bk := public.lock_cleaner_booking(p_booking_id, 'update jobs');
  if bk.status <> 'accepted' then
    raise exception 'Only an accepted booking can be set on the way.' using errcode = '22023';
  end if;
  update public.bookings set status = 'on_the_way', on_the_way_at = now() where id = bk.id;
  perform public.notify(bk.customer_id, 'booking', 'Your cleaner is on the way for your '
    || array_to_string(bk.services, ', ') || ' booking.', public.customer_link(bk.customer_kind, 'bookings'));
end $$;
comment on function public.set_booking_on_the_way(uuid)
  is 'Verified, active cleaner of the booking, or admin: accepted -> on_the_way. Errors: Invalid booking ID / Only an accepted booking can be set on the way.';

/* RPC: the booking's cleaner (or an admin) starts the job; the customer is told. */
create function public.start_booking(p_booking_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare bk public.bookings;
begin
  bk := public.lock_cleaner_booking(p_booking_id, 'update jobs');
  if bk.status not in ('accepted', 'on_the_way') then
    raise exception 'Only an accepted booking can be started.' using errcode = '22023';
  end if;
  update public.bookings set status = 'in_progress', started_at = now() where id = bk.id;
  perform public.notify(bk.customer_id, 'booking', 'Your cleaner started your '
    || array_to_string(bk.services, ', ') || ' booking.', public.customer_link(bk.customer_kind, 'bookings'));
end $$;
comment on function public.start_booking(uuid)
  is 'Verified, active cleaner of the booking, or admin: accepted or on_the_way -> in_progress. Errors: Invalid booking ID / Only an accepted booking can be started.';

/* RPC: as in 20250613090000, and a started job can be marked done too. */
create or replace function public.complete_booking(p_booking_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare bk public.bookings; admin boolean := public.is_admin();
begin
  if p_booking_id is null then
    raise exception 'Invalid booking ID' using errcode = '22023';
  end if;
  perform public.settle_overdue_completions();
  select * into bk from public.bookings where id = p_booking_id for update;
  if not found or not (bk.cleaner_id = auth.uid() or admin) then
    raise exception 'Invalid booking ID' using errcode = 'PT404';
  end if;
  if not admin then
    perform public.require_working_cleaner('complete jobs');
  end if;
  if bk.status not in ('accepted', 'in_progress') then
    raise exception 'Only an accepted booking can be completed.' using errcode = '22023';
  end if;
  update public.bookings set status = 'awaiting_confirmation', completed_at = now() where id = bk.id;
  perform public.notify(bk.customer_id, 'booking', 'Your ' || array_to_string(bk.services, ', ')
    || ' booking was marked completed. Please confirm completion.', public.customer_link(bk.customer_kind, 'bookings'));
end $$;
comment on function public.complete_booking(uuid)
  is 'Verified, active cleaner of the booking, or admin: accepted or in_progress -> awaiting_confirmation. Errors: Invalid booking ID / Only an accepted booking can be completed. / Only verified cleaners can complete jobs.';

revoke all on function public.set_booking_on_the_way(uuid), public.start_booking(uuid) from public, anon;
grant execute on function public.set_booking_on_the_way(uuid), public.start_booking(uuid) to authenticated, service_role;

-- The timeline changes live on the booking page (Realtime applies booking_events' RLS to each subscriber).
do $$
begin
  if exists (select 1 from pg_publication where pubname = 'supabase_realtime')
     and not exists (select 1 from pg_publication_tables
                      where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = 'booking_events') then
    alter publication supabase_realtime add table public.booking_events;
  end if;
end $$;
