-- Money moves (issue 23): the tables behind online payments with Paystack, the hold on paid money, payouts to
-- cleaners and refunds. Amounts are integer kobo everywhere. Nobody writes these tables directly: every change goes
-- through the RPCs of the next migration (security definer, one transaction, row locks), most of them callable only
-- by the service role that the Edge Functions use after checking with Paystack. Each lifecycle (payment, payout,
-- refund) is one explicit table of allowed transitions, money_transitions, which a trigger enforces on every update
-- and which shared-data's lifecycle mirrors for the screens. Every money event leaves a row in money_audit, which
-- cannot be changed or deleted.

-- Who gets told about money: a category of its own, so clients and cleaners can find their payment notices.
alter domain public.notification_category drop constraint notification_category_check;
alter domain public.notification_category add constraint notification_category_check
  check (value in ('approval', 'booking', 'quote', 'bid', 'guest', 'schedule', 'review', 'verification', 'chat', 'system',
                   'payment'));

-- The lifecycles ---------------------------------------------------------------------------------------------------
create table public.money_transitions (
  lifecycle text not null check (lifecycle in ('payment', 'payout', 'refund')),
  from_status text not null,
  to_status text not null,
  note text not null,
  primary key (lifecycle, from_status, to_status)
);
comment on table public.money_transitions is 'The allowed status changes of payments, payouts and refunds; enforced by enforce_money_transition().';

insert into public.money_transitions (lifecycle, from_status, to_status, note) values
  -- A payment is a Paystack transaction for one booking; pending while its checkout is open.
  ('payment', 'pending', 'completed', 'Paystack verified the money arrived'),
  ('payment', 'pending', 'failed', 'the card or bank declined'),
  ('payment', 'pending', 'abandoned', 'the customer left the checkout or started another one'),
  ('payment', 'failed', 'completed', 'a retry on the same checkout succeeded'),
  ('payment', 'failed', 'abandoned', 'the customer started another checkout'),
  ('payment', 'abandoned', 'completed', 'money arrived for a checkout left open (refunded if the booking is paid)'),
  ('payment', 'completed', 'partially_refunded', 'part of the money went back to the customer'),
  ('payment', 'completed', 'refunded', 'all of the money went back to the customer'),
  ('payment', 'partially_refunded', 'refunded', 'the rest went back to the customer'),
  -- A payout is the cleaner's share of one paid booking.
  ('payout', 'held', 'queued', 'the job was confirmed: the share is released'),
  ('payout', 'held', 'cancelled', 'the booking was cancelled or fully refunded before the job'),
  ('payout', 'queued', 'processing', 'the transfer was sent to the cleaner''s bank account'),
  ('payout', 'queued', 'cancelled', 'an admin refunded the customer in full instead'),
  ('payout', 'processing', 'paid', 'the bank confirmed the transfer'),
  ('payout', 'processing', 'failed', 'the transfer failed or was reversed'),
  ('payout', 'paid', 'failed', 'the bank reversed a transfer after confirming it'),
  ('payout', 'failed', 'queued', 'retried (by an admin, or after the cleaner fixed their account)'),
  ('payout', 'failed', 'cancelled', 'an admin refunded the customer in full instead'),
  -- A refund sends money of a payment back to the customer.
  ('refund', 'queued', 'processing', 'the refund was sent to Paystack'),
  ('refund', 'queued', 'failed', 'Paystack refused the refund'),
  ('refund', 'processing', 'processed', 'the money is back with the customer'),
  ('refund', 'processing', 'failed', 'Paystack could not complete the refund'),
  ('refund', 'failed', 'queued', 'an admin retried the refund');

alter table public.money_transitions enable row level security;
grant select on public.money_transitions to anon, authenticated;
grant all on public.money_transitions to service_role;
create policy money_transitions_select_all on public.money_transitions for select to anon, authenticated using (true);

/* Trigger: refuses a status change that money_transitions does not list (tg_argv[0] names the lifecycle). */
create function public.enforce_money_transition() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.status is distinct from old.status and not exists (
       select 1 from public.money_transitions
        where lifecycle = tg_argv[0] and from_status = old.status and to_status = new.status) then
    raise exception 'A % cannot go from % to %.', tg_argv[0], old.status, new.status using errcode = '22023';
  end if;
  return new;
end $$;
revoke execute on function public.enforce_money_transition() from public, anon, authenticated;

-- Settings ---------------------------------------------------------------------------------------------------------
create table public.payment_settings (
  id boolean primary key default true check (id),
  -- Basis points of the price the platform keeps (1500 = 15%); changed by admins (set_commission_bps).
  commission_bps integer not null default 1500 check (commission_bps between 0 and 5000),
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete set null
);
comment on table public.payment_settings is 'One row: the platform''s commission on each paid job, in basis points.';
insert into public.payment_settings (id) values (true);
alter table public.payment_settings enable row level security;
grant select on public.payment_settings to authenticated;
grant all on public.payment_settings to service_role;
-- Cleaners see the fee they pay; admins change it through set_commission_bps.
create policy payment_settings_select_authenticated on public.payment_settings for select to authenticated using (true);

-- Payments (was: admin-typed records) -------------------------------------------------------------------------------
alter domain public.payment_status drop constraint payment_status_check;
alter domain public.payment_status add constraint payment_status_check
  check (value in ('pending', 'completed', 'failed', 'abandoned', 'partially_refunded', 'refunded'));

-- Money records outlive the accounts they belong to (kept for the law and for the other party); the owner's id is
-- cleared when the account goes.
alter table public.payments drop constraint payments_client_id_fkey;
alter table public.payments alter column client_id drop not null;
alter table public.payments add constraint payments_client_id_fkey
  foreign key (client_id) references auth.users (id) on delete set null;

alter table public.payments drop constraint payments_method_check;
alter table public.payments alter column method drop not null;
alter table public.payments
  add constraint payments_method_check check (method in ('card', 'bank_transfer', 'ussd', 'cash', 'other')),
  add column provider text not null default 'manual' check (provider in ('paystack', 'manual')),
  add column currency text not null default 'NGN' check (currency = 'NGN'),
  add column customer_email text check (customer_email is null or customer_email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  add column paystack_id bigint unique,
  add column access_code text check (access_code is null or char_length(access_code) <= 100),
  add column authorization_url text check (authorization_url is null or char_length(authorization_url) <= 500),
  add column gateway_response text check (gateway_response is null or char_length(gateway_response) <= 300),
  add column card_last4 text check (card_last4 is null or card_last4 ~ '^[0-9]{4}$'),
  add column refunded_kobo bigint not null default 0,
  add column updated_at timestamptz not null default now(),
  add constraint payments_refund_within_amount check (refunded_kobo between 0 and amount_kobo),
  add constraint payments_online_has_booking check (provider = 'manual' or booking_id is not null),
  add constraint payments_online_method_when_paid check (provider = 'manual' or status not in ('completed', 'partially_refunded', 'refunded') or method is not null);
comment on table public.payments is 'Money a customer paid (kobo): Paystack transactions (provider paystack, written by the payment RPCs after Paystack verified them) and records admins type for money taken outside (provider manual).';
comment on column public.payments.refunded_kobo is 'Kobo promised back to the customer (refunds queued, on the way or done).';
create trigger payments_touch before update on public.payments for each row execute function public.touch_updated_at();
create trigger payments_transition before update of status on public.payments
  for each row execute function public.enforce_money_transition('payment');
-- One open checkout per booking (start_payment reuses it).
create unique index payments_one_pending_per_booking on public.payments (booking_id) where status = 'pending' and provider = 'paystack';

-- The booking's cleaner no longer reads the customer's payment (its e-mail and checkout link are the customer's);
-- cleaners follow their money in payouts.
drop policy payments_select_authenticated on public.payments;
create policy payments_select_authenticated on public.payments for select to authenticated
  using (client_id = (select auth.uid()) or (select public.is_admin()));

-- Admins still record money taken outside the platform, but never a Paystack payment, and never change one.
drop policy payments_insert_authenticated on public.payments;
create policy payments_insert_authenticated on public.payments for insert to authenticated
  with check ((select public.is_admin()) and provider = 'manual');
drop policy payments_update_authenticated on public.payments;
create policy payments_update_authenticated on public.payments for update to authenticated
  using ((select public.is_admin()) and provider = 'manual') with check ((select public.is_admin()) and provider = 'manual');

-- Whether the booking's money has arrived, for the screens (Paid); kept by the payment RPCs.
alter table public.bookings
  add column payment_status text not null default 'unpaid'
    check (payment_status in ('unpaid', 'paid', 'partially_refunded', 'refunded'));
comment on column public.bookings.payment_status is 'unpaid until a Paystack payment is verified; then paid, partially_refunded or refunded.';

-- Payout accounts --------------------------------------------------------------------------------------------------
create domain public.payout_account_status as text check (value in ('verified', 'pending_review', 'rejected'));

create table public.payout_accounts (
  cleaner_id uuid primary key references public.cleaner_profiles (user_id) on delete cascade,
  bank_code text not null check (bank_code ~ '^[0-9A-Za-z]{2,10}$'),
  bank_name text not null check (char_length(bank_name) between 1 and 120),
  account_number text not null check (account_number ~ '^[0-9]{10}$'),
  account_name text not null check (char_length(account_name) between 1 and 200),
  recipient_code text not null check (recipient_code ~ '^RCP_[0-9A-Za-z]+$'),
  status public.payout_account_status not null,
  review_note text check (review_note is null or char_length(review_note) <= 500),
  reviewed_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.payout_accounts is 'Where a cleaner is paid: a NUBAN resolved by Paystack. verified when the bank''s account name matches the profile name, otherwise an admin reviews it.';
create index payout_accounts_review_idx on public.payout_accounts (updated_at) where status = 'pending_review';
create trigger payout_accounts_touch before update on public.payout_accounts for each row execute function public.touch_updated_at();
alter table public.payout_accounts enable row level security;
grant select on public.payout_accounts to authenticated;
grant all on public.payout_accounts to service_role;
create policy payout_accounts_select_authenticated on public.payout_accounts for select to authenticated
  using (cleaner_id = (select auth.uid()) or (select public.is_admin()));

-- Payouts ----------------------------------------------------------------------------------------------------------
create domain public.payout_status as text check (value in ('held', 'queued', 'processing', 'paid', 'failed', 'cancelled'));

create table public.payouts (
  id uuid primary key default extensions.gen_random_uuid(),
  booking_id uuid unique references public.bookings (id) on delete set null,
  payment_id uuid not null unique references public.payments (id) on delete restrict,
  cleaner_id uuid references auth.users (id) on delete set null,
  gross_kobo bigint not null check (gross_kobo >= 0),
  commission_bps integer not null check (commission_bps between 0 and 5000),
  commission_kobo bigint not null check (commission_kobo >= 0),
  amount_kobo bigint not null check (amount_kobo >= 0),
  status public.payout_status not null default 'held',
  -- Ours, stable; each transfer attempt gets reference-<attempt> (Paystack refuses a reference twice).
  reference text not null unique check (reference ~ '^[a-z0-9_-]{16,50}$'),
  attempts integer not null default 0 check (attempts >= 0),
  transfer_reference text unique check (transfer_reference is null or transfer_reference ~ '^[a-z0-9_-]{16,60}$'),
  transfer_code text check (transfer_code is null or char_length(transfer_code) <= 60),
  recipient_code text check (recipient_code is null or char_length(recipient_code) <= 60),
  -- Why a queued payout has not gone yet (no_payout_account, account_in_review), or why one failed.
  waiting_reason text check (waiting_reason is null or waiting_reason in ('no_payout_account', 'account_in_review')),
  failure_reason text check (failure_reason is null or char_length(failure_reason) <= 300),
  queued_at timestamptz,
  sent_at timestamptz,
  paid_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (amount_kobo = gross_kobo - commission_kobo),
  check (status <> 'paid' or paid_at is not null),
  check (status not in ('processing', 'paid') or transfer_reference is not null)
);
comment on table public.payouts is 'A cleaner''s share of one paid booking: held until the job is confirmed, then sent by Paystack transfer.';
create index payouts_cleaner_idx on public.payouts (cleaner_id, created_at desc);
create index payouts_status_idx on public.payouts (status, created_at desc);
create index payouts_due_idx on public.payouts (queued_at) where status = 'queued';
create trigger payouts_touch before update on public.payouts for each row execute function public.touch_updated_at();
create trigger payouts_transition before update of status on public.payouts
  for each row execute function public.enforce_money_transition('payout');
alter table public.payouts enable row level security;
grant select on public.payouts to authenticated;
grant all on public.payouts to service_role;
create policy payouts_select_authenticated on public.payouts for select to authenticated
  using (cleaner_id = (select auth.uid()) or (select public.is_admin()));

-- Refunds ----------------------------------------------------------------------------------------------------------
create domain public.refund_status as text check (value in ('queued', 'processing', 'processed', 'failed'));

create table public.refunds (
  id uuid primary key default extensions.gen_random_uuid(),
  payment_id uuid not null references public.payments (id) on delete restrict,
  booking_id uuid references public.bookings (id) on delete set null,
  amount_kobo bigint not null check (amount_kobo > 0),
  reason text not null check (char_length(btrim(reason)) between 1 and 300),
  requested_by uuid references auth.users (id) on delete set null,
  requested_by_kind text not null check (requested_by_kind in ('customer', 'admin', 'system')),
  status public.refund_status not null default 'queued',
  paystack_refund_id bigint unique,
  failure_reason text check (failure_reason is null or char_length(failure_reason) <= 300),
  sent_at timestamptz,
  processed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (status <> 'processed' or processed_at is not null)
);
comment on table public.refunds is 'Money of a payment sent back to the customer through Paystack''s refund API.';
create index refunds_payment_idx on public.refunds (payment_id);
create index refunds_status_idx on public.refunds (status, created_at desc);
create trigger refunds_touch before update on public.refunds for each row execute function public.touch_updated_at();
create trigger refunds_transition before update of status on public.refunds
  for each row execute function public.enforce_money_transition('refund');

create function public.is_payment_customer(p_payment_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.payments where id = p_payment_id and client_id = (select auth.uid()))
$$;
grant execute on function public.is_payment_customer(uuid) to authenticated;

alter table public.refunds enable row level security;
grant select on public.refunds to authenticated;
grant all on public.refunds to service_role;
create policy refunds_select_authenticated on public.refunds for select to authenticated
  using ((select public.is_admin()) or public.is_payment_customer(payment_id));

-- Paystack's webhook events ----------------------------------------------------------------------------------------
create table public.paystack_events (
  id bigint generated always as identity primary key,
  event text not null check (char_length(event) between 1 and 60),
  -- Paystack's id of the object the event is about (transaction, transfer or refund): with the event name, the
  -- identity of a delivery, so a replay finds the row and changes nothing.
  object_id text not null check (char_length(object_id) between 1 and 60),
  reference text check (reference is null or char_length(reference) <= 100),
  payload jsonb not null,
  outcome text check (outcome is null or char_length(outcome) <= 60),
  received_at timestamptz not null default now(),
  processed_at timestamptz,
  deliveries integer not null default 1,
  unique (event, object_id)
);
comment on table public.paystack_events is 'Every signed webhook event Paystack delivered, once per (event, object); outcome says what it changed.';
alter table public.paystack_events enable row level security;
grant select on public.paystack_events to authenticated;
grant all on public.paystack_events to service_role;
create policy paystack_events_select_admin on public.paystack_events for select to authenticated
  using ((select public.is_admin()));

-- The money audit trail --------------------------------------------------------------------------------------------
create table public.money_audit (
  id bigint generated always as identity primary key,
  at timestamptz not null default clock_timestamp(),
  action text not null check (action ~ '^[a-z_]+\.[a-z_]+$'),
  actor_id uuid,
  actor_kind text not null check (actor_kind in ('customer', 'cleaner', 'admin', 'paystack', 'system')),
  booking_id uuid,
  payment_id uuid,
  payout_id uuid,
  refund_id uuid,
  amount_kobo bigint,
  reference text,
  details jsonb not null default '{}'::jsonb
);
comment on table public.money_audit is 'One row per money event (payment, payout, refund, account, setting). Append-only; ids are kept as plain values so rows outlive what they describe.';
create index money_audit_at_idx on public.money_audit (at desc);
create index money_audit_booking_idx on public.money_audit (booking_id, at) where booking_id is not null;
create index money_audit_payment_idx on public.money_audit (payment_id, at) where payment_id is not null;
create index money_audit_payout_idx on public.money_audit (payout_id, at) where payout_id is not null;

create function public.keep_money_audit() returns trigger
language plpgsql set search_path = '' as $$
begin
  raise exception 'The money audit trail cannot be changed.' using errcode = '42501';
end $$;
create trigger money_audit_append_only before update or delete on public.money_audit
  for each row execute function public.keep_money_audit();
create trigger money_audit_no_truncate before truncate on public.money_audit
  for each statement execute function public.keep_money_audit();

alter table public.money_audit enable row level security;
grant select on public.money_audit to authenticated;
grant select, insert on public.money_audit to service_role;
create policy money_audit_select_admin on public.money_audit for select to authenticated using ((select public.is_admin()));

grant execute on function public.enforce_money_transition(), public.keep_money_audit() to service_role;

-- Browsers see payment changes live (Booking shows Paid while the client waits on the return page).
alter publication supabase_realtime add table public.payments, public.payouts;
