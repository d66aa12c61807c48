-- Money moves (issue 23), the RPCs. Three kinds of caller:
--   * the customer or admin in the browser, through the Edge Functions acting as them (start_payment) or directly
--     (request_refund, retry_payout, retry_refund, review_payout_account, set_commission_bps: admins only);
--   * the Edge Functions as service role, after Paystack confirmed a fact (record_payment_result,
--     record_payout_result, record_refund_result, save_payout_account) or to take due work (claim_payouts,
--     claim_refunds). Those are revoked from every browser role: a browser cannot say "Paystack told me";
--   * triggers: a booking that completes releases its payout, one that is cancelled refunds its payment.
-- Every function locks the rows it changes, so two concurrent calls for the same money serialize and the second
-- sees the first's result (a payout is claimed once, a payment completes once).

-- Helpers -----------------------------------------------------------------------------------------------------------

/* The platform's share of a price: basis points, rounded half up to the kobo, integers only. */
create function public.commission_of(p_gross_kobo bigint, p_bps integer) returns bigint
language sql immutable set search_path = '' as $$
  select (p_gross_kobo * p_bps + 5000) / 10000
$$;
grant execute on function public.commission_of(bigint, integer) to authenticated, service_role;

/* Paystack's channel names to ours. */
create function public.payment_method_of_channel(p_channel text) returns text
language sql immutable set search_path = '' as $$
  select case p_channel
           when 'card' then 'card'
           when 'bank_transfer' then 'bank_transfer'
           when 'bank' then 'bank_transfer'
           when 'dedicated_nuban' then 'bank_transfer'
           when 'ussd' then 'ussd'
           else 'other' end
$$;

/*
 * Whether a bank's account name is the person of a profile name: the words (letters only, case and order ignored,
 * as banks print SURNAME FIRSTNAME) have at least two in common, or all of them when a name has only one word.
 */
create function public.names_match(p_profile_name text, p_account_name text) returns boolean
language sql immutable set search_path = '' as $$
  with a as (select distinct w from regexp_split_to_table(lower(coalesce(p_profile_name, '')), '[^a-z]+') w where length(w) >= 2),
       b as (select distinct w from regexp_split_to_table(lower(coalesce(p_account_name, '')), '[^a-z]+') w where length(w) >= 2),
       common as (select count(*) n from a join b using (w))
  select (select n from common) >= least(2, (select count(*) from a), (select count(*) from b))
     and (select n from common) >= 1
$$;
grant execute on function public.names_match(text, text) to authenticated, service_role;

/* A new reference for one of our money records: prefix and 24 hex digits (Paystack allows [a-z0-9_-]). */
create function public.new_money_reference(p_prefix text) returns text
language sql volatile set search_path = '' as $$
  select p_prefix || '_' || encode(extensions.gen_random_bytes(12), 'hex')
$$;

/* Where a customer finds their payments in the app. */
create function public.customer_payments_link(p_kind public.customer_kind) returns text
language sql immutable set search_path = '' as $$
  select case when p_kind = 'guest' then '/my-requests' else '/client/payments' end
$$;

/*
 * Internal: writes one audit row. The actor is the caller unless given (the Edge Functions act as service role on a
 * verified user's behalf); Paystack and the system have none.
 */
create function public.audit_money(
  p_action text, p_actor_kind text, p_booking_id uuid default null, p_payment_id uuid default null,
  p_payout_id uuid default null, p_refund_id uuid default null, p_amount_kobo bigint default null,
  p_reference text default null, p_details jsonb default '{}'::jsonb, p_actor_id uuid default null
) returns void
language sql security definer set search_path = '' as $$
  insert into public.money_audit (action, actor_id, actor_kind, booking_id, payment_id, payout_id, refund_id,
                                  amount_kobo, reference, details)
  values (p_action,
          coalesce(p_actor_id, case when p_actor_kind in ('paystack', 'system') then null else auth.uid() end),
          p_actor_kind, p_booking_id, p_payment_id, p_payout_id, p_refund_id, p_amount_kobo, p_reference,
          coalesce(p_details, '{}'::jsonb))
$$;

-- Paying --------------------------------------------------------------------------------------------------------------

alter table public.write_limits drop constraint write_limits_action_check;
alter table public.write_limits add constraint write_limits_action_check
  check (action in ('quote_request', 'booking', 'chat_message', 'partnership_enquiry', 'pre_subscription', 'payment'));
insert into public.write_limits (action, per_session, per_ip, refusal) values
  ('payment', 20, null, 'Too many payment attempts. Please try again later.');

/*
 * RPC (the payments Edge Function calls it as the customer): opens a payment for the caller's booking. The amount is
 * the booking's agreed price; the e-mail for Paystack's receipt is the one given, else the account's, else the
 * booking contact's. An open checkout for the same amount and e-mail is reused (a second tap on Pay now opens the
 * same Paystack page); otherwise the old one is abandoned and a new one starts. authorization_url is null for a new
 * payment: the function asks Paystack for it and stores it (attach_payment_checkout).
 */
create function public.start_payment(p_booking_id uuid, p_email text default null)
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
  if bk.status not in ('accepted', 'awaiting_confirmation', 'completed') then
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
comment on function public.start_payment(uuid, text)
  is 'Customer of an accepted, unpaid booking with a price: opens (or reuses) a Paystack payment. Errors: Invalid booking ID / This booking is already paid. / Only an accepted booking can be paid. / This booking has no agreed price yet. / Enter a valid e-mail address for your receipt.';
revoke execute on function public.start_payment(uuid, text) from public, anon;
grant execute on function public.start_payment(uuid, text) to authenticated, service_role;

/* Service role: stores the checkout Paystack opened for a pending payment. */
create function public.attach_payment_checkout(p_reference text, p_access_code text, p_authorization_url text)
returns void language plpgsql security definer set search_path = '' as $$
begin
  update public.payments set access_code = p_access_code, authorization_url = p_authorization_url
   where reference = p_reference and provider = 'paystack' and status = 'pending';
  if not found then
    raise exception 'Payment not found.' using errcode = 'PT404';
  end if;
end $$;

/*
 * Internal: promises part of a payment back to its customer (queued; the Edge Function sends it to Paystack).
 * The cleaner's payout follows: cancelled when nothing is left, otherwise recomputed on what is left. Refused once
 * the payout has gone to the cleaner's bank (that money is no longer the platform's to give back).
 */
create function public.queue_refund(p_payment_id uuid, p_amount_kobo bigint, p_reason text, p_kind text)
returns uuid language plpgsql security definer set search_path = '' as $$
declare p public.payments; po public.payouts; left_kobo bigint; r uuid; c bigint;
begin
  select * into p from public.payments where id = p_payment_id for update;
  if not found then
    raise exception 'Payment not found.' using errcode = 'PT404';
  end if;
  if p.provider <> 'paystack' or p.status not in ('completed', 'partially_refunded') then
    raise exception 'Only a completed online payment can be refunded.' using errcode = '22023';
  end if;
  if p_amount_kobo is null or p_amount_kobo <= 0 or p_amount_kobo > p.amount_kobo - p.refunded_kobo then
    raise exception 'The refund must be more than ₦0 and at most what is left of the payment (%).',
      public.format_naira(p.amount_kobo - p.refunded_kobo) using errcode = '22023';
  end if;
  select * into po from public.payouts where payment_id = p.id for update;
  if found and po.status in ('processing', 'paid') then
    raise exception 'The cleaner has already been paid for this job, so it cannot be refunded here.' using errcode = 'PT409';
  end if;
  update public.payments set refunded_kobo = refunded_kobo + p_amount_kobo where id = p.id;
  left_kobo := p.amount_kobo - p.refunded_kobo - p_amount_kobo;
  insert into public.refunds (payment_id, booking_id, amount_kobo, reason, requested_by, requested_by_kind)
  values (p.id, p.booking_id, p_amount_kobo, left(btrim(p_reason), 300),
          case when p_kind = 'system' then null else auth.uid() end, p_kind)
  returning id into r;
  perform public.audit_money('refund.queued', case p_kind when 'customer' then 'customer' when 'admin' then 'admin' else 'system' end,
                             p.booking_id, p.id, po.id, r, p_amount_kobo, p.reference, jsonb_build_object('reason', p_reason));
  if po.id is not null and po.status <> 'cancelled' then
    if left_kobo = 0 then
      update public.payouts set status = 'cancelled', waiting_reason = null where id = po.id;
      perform public.audit_money('payout.cancelled', 'system', po.booking_id, p.id, po.id, r, po.amount_kobo, po.reference,
                                 jsonb_build_object('why', 'the payment was refunded in full'));
    else
      c := public.commission_of(left_kobo, po.commission_bps);
      update public.payouts set gross_kobo = left_kobo, commission_kobo = c, amount_kobo = left_kobo - c where id = po.id;
      perform public.audit_money('payout.reduced', 'system', po.booking_id, p.id, po.id, r, left_kobo - c, po.reference,
                                 jsonb_build_object('before_kobo', po.amount_kobo, 'gross_kobo', left_kobo));
    end if;
  end if;
  return r;
end $$;

/*
 * Service role, after Paystack's verify endpoint answered for this reference (from the return page or a webhook).
 * Idempotent: a payment already completed stays as it is. A success whose amount or currency differs from ours is not
 * recorded (admins are told). A success for a booking already paid (two checkouts both paid) is refunded at once; so
 * is one for a booking cancelled while its checkout was open. Returns what happened: completed, failed, unchanged,
 * mismatch, duplicate_refunded, refunded_cancelled.
 */
create function public.record_payment_result(
  p_reference text, p_status text, p_amount_kobo bigint, p_currency text, p_channel text default null,
  p_paystack_id bigint default null, p_paid_at timestamptz default null, p_gateway_response text default null,
  p_card_last4 text default null, p_source text default 'verify'
) returns text
language plpgsql security definer set search_path = '' as $$
declare p public.payments; bk public.bookings; bps integer; c bigint; po public.payouts; services text;
begin
  select * into p from public.payments where reference = p_reference and provider = 'paystack' for update;
  if not found then
    raise exception 'Payment not found.' using errcode = 'PT404';
  end if;
  if p_status = 'success' then
    if p.status in ('completed', 'partially_refunded', 'refunded') then
      return 'unchanged';
    end if;
    if p_amount_kobo is distinct from p.amount_kobo or p_currency is distinct from 'NGN' then
      perform public.audit_money('payment.mismatch', 'paystack', p.booking_id, p.id, null, null, p_amount_kobo, p.reference,
        jsonb_build_object('expected_kobo', p.amount_kobo, 'currency', p_currency, 'source', p_source));
      perform public.notify_admins('payment', 'A Paystack payment did not match its booking (reference ' || p.reference
        || '). It was not recorded; check it in Payments.', '/admin/payments');
      return 'mismatch';
    end if;
    update public.payments
       set status = 'completed', paid_at = coalesce(p_paid_at, now()), method = public.payment_method_of_channel(p_channel),
           paystack_id = coalesce(p_paystack_id, paystack_id), gateway_response = left(p_gateway_response, 300),
           card_last4 = case when p_card_last4 ~ '^[0-9]{4}$' then p_card_last4 end
     where id = p.id
    returning * into p;
    perform public.audit_money('payment.completed', 'paystack', p.booking_id, p.id, null, null, p.amount_kobo, p.reference,
      jsonb_build_object('channel', p_channel, 'source', p_source, 'paystack_id', p_paystack_id));
    select * into bk from public.bookings where id = p.booking_id for update;
    services := array_to_string(bk.services, ', ');
    if bk.payment_status <> 'unpaid' then
      perform public.queue_refund(p.id, p.amount_kobo, 'Paid twice for the same booking', 'system');
      perform public.notify(bk.customer_id, 'payment', 'You paid twice for your ' || services || ' booking. The second payment ('
        || public.format_naira(p.amount_kobo) || ') is being refunded.', public.customer_payments_link(bk.customer_kind));
      return 'duplicate_refunded';
    end if;
    update public.bookings set payment_status = 'paid' where id = bk.id;
    if bk.status in ('cancelled', 'rejected') then
      perform public.queue_refund(p.id, p.amount_kobo, 'The booking was cancelled before the payment arrived', 'system');
      perform public.notify(bk.customer_id, 'payment', 'Your payment of ' || public.format_naira(p.amount_kobo) || ' for a cancelled '
        || services || ' booking is being refunded.', public.customer_payments_link(bk.customer_kind));
      return 'refunded_cancelled';
    end if;
    select commission_bps into bps from public.payment_settings;
    c := public.commission_of(p.amount_kobo, bps);
    insert into public.payouts (booking_id, payment_id, cleaner_id, gross_kobo, commission_bps, commission_kobo, amount_kobo,
                                status, reference, queued_at)
    values (bk.id, p.id, bk.cleaner_id, p.amount_kobo, bps, c, p.amount_kobo - c,
            case when bk.status = 'completed' then 'queued' else 'held' end, public.new_money_reference('spo'),
            case when bk.status = 'completed' then now() end)
    returning * into po;
    perform public.audit_money(case when po.status = 'queued' then 'payout.queued' else 'payout.held' end, 'system', bk.id, p.id,
      po.id, null, po.amount_kobo, po.reference, jsonb_build_object('commission_kobo', c, 'commission_bps', bps));
    perform public.notify(bk.customer_id, 'payment', 'We received your payment of ' || public.format_naira(p.amount_kobo)
      || ' for your ' || services || ' booking (reference ' || p.reference || ').', public.customer_payments_link(bk.customer_kind));
    perform public.notify(bk.cleaner_id, 'payment', 'The customer paid for your ' || services || ' job. Your '
      || public.format_naira(po.amount_kobo) || ' is held until the job is confirmed.', '/cleaner/earnings');
    return 'completed';
  elsif p_status = 'failed' then
    if p.status <> 'pending' then
      return 'unchanged';
    end if;
    update public.payments set status = 'failed', gateway_response = left(p_gateway_response, 300),
                               method = public.payment_method_of_channel(p_channel)
     where id = p.id;
    perform public.audit_money('payment.failed', 'paystack', p.booking_id, p.id, null, null, p_amount_kobo, p.reference,
      jsonb_build_object('gateway_response', p_gateway_response, 'source', p_source));
    return 'failed';
  end if;
  -- abandoned (not paid yet), ongoing, reversed (refund events tell that story): nothing to record.
  return 'unchanged';
end $$;

/* Trigger: a booking's money follows its status. Completed releases the held payout; cancelled or rejected refunds. */
create function public.booking_money_follows_status() returns trigger
language plpgsql security definer set search_path = '' as $$
declare po public.payouts; p public.payments; kind text;
begin
  if new.status = 'completed' then
    for po in update public.payouts set status = 'queued', queued_at = now()
               where booking_id = new.id and status = 'held' returning * loop
      perform public.audit_money('payout.queued', 'system', new.id, po.payment_id, po.id, null, po.amount_kobo, po.reference,
        jsonb_build_object('confirmed_by', new.confirmed_by));
    end loop;
  elsif new.status in ('cancelled', 'rejected') and new.payment_status in ('paid', 'partially_refunded') then
    kind := case when public.is_admin() then 'admin' when auth.uid() = new.customer_id then 'customer' else 'system' end;
    for p in select * from public.payments
              where booking_id = new.id and provider = 'paystack' and status in ('completed', 'partially_refunded')
                and refunded_kobo < amount_kobo loop
      perform public.queue_refund(p.id, p.amount_kobo - p.refunded_kobo, 'The booking was cancelled', kind);
      perform public.notify(new.customer_id, 'payment', 'Your payment of ' || public.format_naira(p.amount_kobo - p.refunded_kobo)
        || ' for your ' || array_to_string(new.services, ', ') || ' booking is being refunded.',
        public.customer_payments_link(new.customer_kind));
    end loop;
  end if;
  return null;
end $$;
create trigger bookings_money_follows_status after update of status on public.bookings
  for each row when (new.status is distinct from old.status) execute function public.booking_money_follows_status();

-- Payouts -------------------------------------------------------------------------------------------------------------

/*
 * Service role: takes due payouts (queued; or one given payout) and marks them processing with a fresh transfer
 * reference, for the Edge Function to send as Paystack transfers. Rows another caller holds are skipped, so two
 * concurrent runs never send the same payout. A payout whose cleaner has no verified account waits (waiting_reason)
 * and the cleaner is told once.
 */
create function public.claim_payouts(p_limit integer default 20, p_payout_id uuid default null, p_cleaner_id uuid default null)
returns table (payout_id uuid, transfer_reference text, amount_kobo bigint, recipient_code text, cleaner_id uuid,
               booking_id uuid, services text)
language plpgsql security definer set search_path = '' as $$
#variable_conflict use_column
declare po public.payouts; acc public.payout_accounts; why text;
begin
  for po in select * from public.payouts x
             where x.status = 'queued' and (p_payout_id is null or x.id = p_payout_id)
               and (p_cleaner_id is null or x.cleaner_id = p_cleaner_id)
             order by x.queued_at limit least(greatest(coalesce(p_limit, 20), 1), 100)
             for update skip locked loop
    select * into acc from public.payout_accounts a where a.cleaner_id = po.cleaner_id;
    why := case when not found or acc.status = 'rejected' then 'no_payout_account'
                when acc.status <> 'verified' then 'account_in_review' end;
    if why is not null then
      if po.waiting_reason is distinct from why then
        update public.payouts set waiting_reason = why where id = po.id;
        if why = 'no_payout_account' then
          perform public.notify(po.cleaner_id, 'payment', 'Add your bank account to receive '
            || public.format_naira(po.amount_kobo) || ' for a completed job.', '/cleaner/earnings');
        end if;
      end if;
      continue;
    end if;
    update public.payouts
       set status = 'processing', attempts = attempts + 1, transfer_reference = reference || '_' || (attempts + 1),
           recipient_code = acc.recipient_code, waiting_reason = null, failure_reason = null, sent_at = now()
     where id = po.id
    returning * into po;
    perform public.audit_money('payout.sent', 'system', po.booking_id, po.payment_id, po.id, null, po.amount_kobo,
      po.transfer_reference, jsonb_build_object('attempt', po.attempts, 'recipient_code', acc.recipient_code));
    return query select po.id, po.transfer_reference, po.amount_kobo, po.recipient_code, po.cleaner_id, po.booking_id,
      (select array_to_string(b.services, ', ') from public.bookings b where b.id = po.booking_id);
  end loop;
end $$;

/*
 * Service role, with what Paystack said about a transfer (its answer to POST /transfer, its verify endpoint, or a
 * webhook): pending keeps it processing; success pays; failed or reversed fails it (admins can retry). Idempotent.
 * Returns: pending, paid, failed, unchanged, mismatch.
 */
create function public.record_payout_result(
  p_transfer_reference text, p_status text, p_transfer_code text default null, p_amount_kobo bigint default null,
  p_reason text default null
) returns text
language plpgsql security definer set search_path = '' as $$
declare po public.payouts; why text;
begin
  select * into po from public.payouts where transfer_reference = p_transfer_reference for update;
  if not found then
    raise exception 'Payout not found.' using errcode = 'PT404';
  end if;
  if p_amount_kobo is not null and p_amount_kobo <> po.amount_kobo then
    perform public.audit_money('payout.mismatch', 'paystack', po.booking_id, po.payment_id, po.id, null, p_amount_kobo,
      p_transfer_reference, jsonb_build_object('expected_kobo', po.amount_kobo, 'status', p_status));
    perform public.notify_admins('payment', 'A Paystack transfer did not match its payout (reference ' || p_transfer_reference
      || '). Check it in Payments.', '/admin/payments');
    return 'mismatch';
  end if;
  if p_transfer_code is not null and po.transfer_code is distinct from p_transfer_code then
    update public.payouts set transfer_code = left(p_transfer_code, 60) where id = po.id;
  end if;
  if p_status = 'success' then
    if po.status <> 'processing' then
      return 'unchanged';
    end if;
    update public.payouts set status = 'paid', paid_at = now() where id = po.id;
    perform public.audit_money('payout.paid', 'paystack', po.booking_id, po.payment_id, po.id, null, po.amount_kobo,
      p_transfer_reference, jsonb_build_object('transfer_code', p_transfer_code));
    perform public.notify(po.cleaner_id, 'payment', public.format_naira(po.amount_kobo)
      || ' was paid to your bank account (reference ' || p_transfer_reference || ').', '/cleaner/earnings');
    return 'paid';
  elsif p_status in ('failed', 'reversed') then
    if po.status not in ('processing', 'paid') then
      return 'unchanged';
    end if;
    why := left(coalesce(nullif(btrim(p_reason), ''),
                         case when p_status = 'reversed' then 'The bank reversed the transfer.' else 'The transfer failed.' end), 300);
    update public.payouts set status = 'failed', failure_reason = why where id = po.id;
    perform public.audit_money('payout.' || p_status, 'paystack', po.booking_id, po.payment_id, po.id, null, po.amount_kobo,
      p_transfer_reference, jsonb_build_object('reason', why));
    perform public.notify(po.cleaner_id, 'payment', 'Your payout of ' || public.format_naira(po.amount_kobo)
      || ' did not go through. We will try again; check your bank account details.', '/cleaner/earnings');
    perform public.notify_admins('payment', 'A payout of ' || public.format_naira(po.amount_kobo) || ' failed ('
      || why || '). Retry it in Payments.', '/admin/payments');
    return 'failed';
  end if;
  return 'pending';
end $$;

/* RPC, admins: sends a failed payout again (the next run of the payouts function takes it). */
create function public.retry_payout(p_payout_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare po public.payouts;
begin
  if not public.is_admin() then
    raise exception 'Only admins can retry payouts.' using errcode = '42501';
  end if;
  select * into po from public.payouts where id = p_payout_id for update;
  if p_payout_id is null or not found then
    raise exception 'Payout not found.' using errcode = 'PT404';
  end if;
  if po.status <> 'failed' then
    raise exception 'Only a failed payout can be retried.' using errcode = '22023';
  end if;
  update public.payouts set status = 'queued', queued_at = now(), waiting_reason = null where id = po.id;
  perform public.audit_money('payout.retried', 'admin', po.booking_id, po.payment_id, po.id, null, po.amount_kobo, po.reference,
    jsonb_build_object('after', po.failure_reason));
end $$;

-- Payout accounts -----------------------------------------------------------------------------------------------------

/*
 * Service role, before the payouts function asks Paystack to resolve an account for a cleaner: counts the attempt and
 * refuses past 10 a day (each is a call to Paystack on the platform's key).
 */
create function public.begin_payout_account_change(p_cleaner_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
begin
  if not exists (select 1 from public.cleaner_profiles where user_id = p_cleaner_id) then
    raise exception 'Only cleaners can add a payout account.' using errcode = '42501';
  end if;
  if (select count(*) from public.money_audit
       where action = 'payout_account.attempt' and actor_id = p_cleaner_id and at > now() - interval '1 day') >= 10 then
    raise exception 'Too many bank account changes. Please try again tomorrow.' using errcode = 'PT429';
  end if;
  perform public.audit_money('payout_account.attempt', 'cleaner', p_actor_id => p_cleaner_id);
end $$;

/*
 * Service role, after Paystack resolved the account and created its transfer recipient: saves the cleaner's payout
 * account. The bank's account name must match the profile name (names_match), else an admin reviews it before any
 * money goes there. Payouts waiting for an account are sent on the next run. Returns the account's status.
 */
create function public.save_payout_account(
  p_cleaner_id uuid, p_bank_code text, p_bank_name text, p_account_number text, p_account_name text, p_recipient_code text
) returns public.payout_account_status
language plpgsql security definer set search_path = '' as $$
declare profile_name text; st public.payout_account_status;
begin
  select coalesce(nullif(btrim(p.full_name), ''), c.display_name) into profile_name
    from public.cleaner_profiles c join public.profiles p on p.id = c.user_id where c.user_id = p_cleaner_id;
  if not found then
    raise exception 'Only cleaners can add a payout account.' using errcode = '42501';
  end if;
  st := case when public.names_match(profile_name, p_account_name) then 'verified' else 'pending_review' end;
  insert into public.payout_accounts (cleaner_id, bank_code, bank_name, account_number, account_name, recipient_code, status,
                                      review_note, reviewed_by)
  values (p_cleaner_id, p_bank_code, p_bank_name, p_account_number, p_account_name, p_recipient_code, st, null, null)
  on conflict (cleaner_id) do update
    set bank_code = excluded.bank_code, bank_name = excluded.bank_name, account_number = excluded.account_number,
        account_name = excluded.account_name, recipient_code = excluded.recipient_code, status = excluded.status,
        review_note = null, reviewed_by = null;
  update public.payouts set waiting_reason = null where cleaner_id = p_cleaner_id and status = 'queued';
  perform public.audit_money('payout_account.saved', 'cleaner', p_actor_id => p_cleaner_id,
    p_details => jsonb_build_object('bank_code', p_bank_code, 'account_last4', right(p_account_number, 4),
                                    'account_name', p_account_name, 'status', st));
  if st = 'pending_review' then
    perform public.notify_admins('payment', 'A cleaner''s bank account name (' || p_account_name
      || ') does not match their profile name. Review it in Payments.', '/admin/payments');
  end if;
  return st;
end $$;

/* RPC, admins: approves or rejects a payout account whose name did not match. */
create function public.review_payout_account(p_cleaner_id uuid, p_approve boolean, p_note text default null) returns void
language plpgsql security definer set search_path = '' as $$
declare acc public.payout_accounts;
begin
  if not public.is_admin() then
    raise exception 'Only admins can review payout accounts.' using errcode = '42501';
  end if;
  select * into acc from public.payout_accounts where cleaner_id = p_cleaner_id for update;
  if p_cleaner_id is null or not found then
    raise exception 'Payout account not found.' using errcode = 'PT404';
  end if;
  if acc.status <> 'pending_review' then
    raise exception 'This account is not waiting for review.' using errcode = '22023';
  end if;
  if p_note is not null and char_length(p_note) > 500 then
    raise exception 'The note is too long.' using errcode = '22023';
  end if;
  update public.payout_accounts
     set status = case when p_approve then 'verified' else 'rejected' end, review_note = nullif(btrim(p_note), ''),
         reviewed_by = auth.uid()
   where cleaner_id = acc.cleaner_id;
  update public.payouts set waiting_reason = null where cleaner_id = acc.cleaner_id and status = 'queued';
  perform public.audit_money(case when p_approve then 'payout_account.approved' else 'payout_account.rejected' end, 'admin',
    p_details => jsonb_build_object('cleaner_id', acc.cleaner_id, 'account_name', acc.account_name, 'note', p_note));
  perform public.notify(acc.cleaner_id, 'payment', case when p_approve
    then 'Your bank account was approved for payouts.'
    else 'Your bank account was not approved for payouts. Please add an account in your own name.' end, '/cleaner/earnings');
end $$;

-- Refunds -------------------------------------------------------------------------------------------------------------

/* RPC, admins: refunds part or all of a payment (a dispute, a cleaner who did not come). */
create function public.request_refund(p_payment_id uuid, p_amount_kobo bigint, p_reason text) returns uuid
language plpgsql security definer set search_path = '' as $$
declare r uuid; p public.payments; bk public.bookings;
begin
  if not public.is_admin() then
    raise exception 'Only admins can refund payments.' using errcode = '42501';
  end if;
  if p_reason is null or char_length(btrim(p_reason)) = 0 or char_length(p_reason) > 300 then
    raise exception 'Give a reason for the refund (up to 300 characters).' using errcode = '22023';
  end if;
  r := public.queue_refund(p_payment_id, p_amount_kobo, p_reason, 'admin');
  select * into p from public.payments where id = p_payment_id;
  select * into bk from public.bookings where id = p.booking_id;
  perform public.notify(p.client_id, 'payment', 'A refund of ' || public.format_naira(p_amount_kobo)
    || ' of your payment ' || p.reference || ' is on its way.', public.customer_payments_link(coalesce(bk.customer_kind, 'client')));
  return r;
end $$;

/* RPC, admins: sends a failed refund again. */
create function public.retry_refund(p_refund_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare rf public.refunds;
begin
  if not public.is_admin() then
    raise exception 'Only admins can retry refunds.' using errcode = '42501';
  end if;
  select * into rf from public.refunds where id = p_refund_id for update;
  if p_refund_id is null or not found then
    raise exception 'Refund not found.' using errcode = 'PT404';
  end if;
  if rf.status <> 'failed' then
    raise exception 'Only a failed refund can be retried.' using errcode = '22023';
  end if;
  update public.refunds set status = 'queued', failure_reason = null where id = rf.id;
  perform public.audit_money('refund.retried', 'admin', rf.booking_id, rf.payment_id, null, rf.id, rf.amount_kobo);
end $$;

/* Service role: takes queued refunds and marks them processing, for the Edge Function to send to Paystack. */
create function public.claim_refunds(p_limit integer default 20, p_refund_id uuid default null)
returns table (refund_id uuid, payment_reference text, paystack_transaction_id bigint, amount_kobo bigint)
language plpgsql security definer set search_path = '' as $$
#variable_conflict use_column
declare rf public.refunds;
begin
  for rf in select * from public.refunds x where x.status = 'queued' and (p_refund_id is null or x.id = p_refund_id)
             order by x.created_at limit least(greatest(coalesce(p_limit, 20), 1), 100) for update skip locked loop
    update public.refunds set status = 'processing', sent_at = now() where id = rf.id;
    perform public.audit_money('refund.sent', 'system', rf.booking_id, rf.payment_id, null, rf.id, rf.amount_kobo);
    return query select rf.id, p.reference, p.paystack_id, rf.amount_kobo from public.payments p where p.id = rf.payment_id;
  end loop;
end $$;

/*
 * Service role, with what Paystack said about a refund: pending (accepted, on its way: stores Paystack's id),
 * processed (the money is back: the payment becomes refunded or partially_refunded), failed. Finds the refund by our
 * id, else Paystack's id, else (a webhook that overtook the answer to POST /refund) the oldest refund of that payment
 * and amount still waiting for its Paystack id. Idempotent. Returns: pending, processed, failed, unchanged.
 */
create function public.record_refund_result(
  p_status text, p_refund_id uuid default null, p_paystack_refund_id bigint default null,
  p_transaction_reference text default null, p_amount_kobo bigint default null, p_reason text default null
) returns text
language plpgsql security definer set search_path = '' as $$
declare rf public.refunds; p public.payments; done_kobo bigint; bk public.bookings; st text;
begin
  if p_refund_id is not null then
    select * into rf from public.refunds where id = p_refund_id for update;
  elsif p_paystack_refund_id is not null then
    select * into rf from public.refunds where paystack_refund_id = p_paystack_refund_id for update;
  end if;
  if rf.id is null and p_transaction_reference is not null then
    select r.* into rf from public.refunds r join public.payments x on x.id = r.payment_id
     where x.reference = p_transaction_reference and r.paystack_refund_id is null and r.status = 'processing'
       and (p_amount_kobo is null or r.amount_kobo = p_amount_kobo)
     order by r.created_at limit 1 for update of r;
  end if;
  if rf.id is null then
    raise exception 'Refund not found.' using errcode = 'PT404';
  end if;
  if p_paystack_refund_id is not null and rf.paystack_refund_id is null then
    update public.refunds set paystack_refund_id = p_paystack_refund_id where id = rf.id;
  end if;
  select * into p from public.payments where id = rf.payment_id for update;
  if p_status = 'processed' then
    if rf.status <> 'processing' then
      return 'unchanged';
    end if;
    update public.refunds set status = 'processed', processed_at = now() where id = rf.id;
    select coalesce(sum(amount_kobo), 0) into done_kobo from public.refunds where payment_id = p.id and status = 'processed';
    st := case when done_kobo >= p.amount_kobo then 'refunded' else 'partially_refunded' end;
    if p.status is distinct from st then
      update public.payments set status = st where id = p.id;
    end if;
    update public.bookings set payment_status = st where id = p.booking_id and payment_status <> st
    returning * into bk;
    perform public.audit_money('refund.processed', 'paystack', rf.booking_id, p.id, null, rf.id, rf.amount_kobo, p.reference,
      jsonb_build_object('paystack_refund_id', coalesce(p_paystack_refund_id, rf.paystack_refund_id)));
    perform public.notify(p.client_id, 'payment', public.format_naira(rf.amount_kobo) || ' of your payment ' || p.reference
      || ' was refunded. Your bank may take a few days to show it.',
      public.customer_payments_link(coalesce((select customer_kind from public.bookings where id = p.booking_id), 'client')));
    return 'processed';
  elsif p_status = 'failed' then
    if rf.status not in ('queued', 'processing') then
      return 'unchanged';
    end if;
    update public.refunds set status = 'failed', failure_reason = left(coalesce(nullif(btrim(p_reason), ''), 'The refund failed.'), 300)
     where id = rf.id;
    perform public.audit_money('refund.failed', 'paystack', rf.booking_id, p.id, null, rf.id, rf.amount_kobo, p.reference,
      jsonb_build_object('reason', p_reason));
    perform public.notify_admins('payment', 'A refund of ' || public.format_naira(rf.amount_kobo) || ' (payment ' || p.reference
      || ') failed. Retry it in Payments.', '/admin/payments');
    return 'failed';
  end if;
  return 'pending';
end $$;

-- Webhook events ------------------------------------------------------------------------------------------------------

/*
 * Service role: notes a signed webhook delivery. Returns the event's row id and whether it still needs handling
 * (false for a replay of an event already handled: nothing more to do).
 */
create function public.note_paystack_event(p_event text, p_object_id text, p_reference text, p_payload jsonb,
                                           out event_id bigint, out needs_handling boolean)
language plpgsql security definer set search_path = '' as $$
declare e public.paystack_events;
begin
  insert into public.paystack_events (event, object_id, reference, payload)
  values (p_event, p_object_id, p_reference, p_payload)
  on conflict (event, object_id) do update set deliveries = public.paystack_events.deliveries + 1
  returning * into e;
  event_id := e.id;
  needs_handling := e.processed_at is null;
end $$;

/* Service role: records what handling an event changed. */
create function public.finish_paystack_event(p_event_id bigint, p_outcome text) returns void
language sql security definer set search_path = '' as $$
  update public.paystack_events set outcome = left(p_outcome, 60), processed_at = now() where id = p_event_id
$$;

-- Settings and reports ------------------------------------------------------------------------------------------------

/* RPC, admins: the platform's commission on paid jobs from now on (jobs already paid keep theirs). */
create function public.set_commission_bps(p_bps integer) returns void
language plpgsql security definer set search_path = '' as $$
declare before integer;
begin
  if not public.is_admin() then
    raise exception 'Only admins can change the commission.' using errcode = '42501';
  end if;
  if p_bps is null or p_bps < 0 or p_bps > 5000 then
    raise exception 'The commission must be between 0%% and 50%%.' using errcode = '22023';
  end if;
  select commission_bps into before from public.payment_settings for update;
  update public.payment_settings set commission_bps = p_bps, updated_at = now(), updated_by = auth.uid();
  perform public.audit_money('settings.commission', 'admin', p_details => jsonb_build_object('before_bps', before, 'after_bps', p_bps));
end $$;

/* RPC, admins: commission earned per month (Lagos time) on released payouts. */
create function public.admin_commission_by_month(p_months integer default 12)
returns table (month date, jobs integer, gross_kobo bigint, commission_kobo bigint, paid_out_kobo bigint)
language plpgsql stable security definer set search_path = '' as $$
begin
  if not public.is_admin() then
    raise exception 'Only admins can see commission.' using errcode = '42501';
  end if;
  return query
    select (date_trunc('month', po.queued_at at time zone 'Africa/Lagos'))::date as month, count(*)::integer,
           sum(po.gross_kobo)::bigint, sum(po.commission_kobo)::bigint,
           coalesce(sum(po.amount_kobo) filter (where po.status = 'paid'), 0)::bigint
      from public.payouts po
     where po.status in ('queued', 'processing', 'paid', 'failed') and po.queued_at is not null
       and po.queued_at >= date_trunc('month', now() at time zone 'Africa/Lagos') at time zone 'Africa/Lagos'
                           - make_interval(months => greatest(least(coalesce(p_months, 12), 120), 1) - 1)
     group by 1 order by 1 desc;
end $$;

-- Grants: browser roles get only the admin RPCs and start_payment (which checks the caller); the rest is the
-- Edge Functions' (service role). New projects give no default grants, so each is explicit.
do $$
declare f text;
begin
  foreach f in array array[
    'public.payment_method_of_channel(text)', 'public.new_money_reference(text)',
    'public.customer_payments_link(public.customer_kind)',
    'public.audit_money(text, text, uuid, uuid, uuid, uuid, bigint, text, jsonb, uuid)',
    'public.attach_payment_checkout(text, text, text)', 'public.queue_refund(uuid, bigint, text, text)',
    'public.record_payment_result(text, text, bigint, text, text, bigint, timestamptz, text, text, text)',
    'public.booking_money_follows_status()', 'public.claim_payouts(integer, uuid, uuid)',
    'public.record_payout_result(text, text, text, bigint, text)', 'public.begin_payout_account_change(uuid)',
    'public.save_payout_account(uuid, text, text, text, text, text)', 'public.claim_refunds(integer, uuid)',
    'public.record_refund_result(text, uuid, bigint, text, bigint, text)',
    'public.note_paystack_event(text, text, text, jsonb)', 'public.finish_paystack_event(bigint, text)'
  ] loop
    execute format('revoke execute on function %s from public, anon, authenticated', f);
    execute format('grant execute on function %s to service_role', f);
  end loop;
  foreach f in array array[
    'public.retry_payout(uuid)', 'public.review_payout_account(uuid, boolean, text)',
    'public.request_refund(uuid, bigint, text)', 'public.retry_refund(uuid)', 'public.set_commission_bps(integer)',
    'public.admin_commission_by_month(integer)'
  ] loop
    execute format('revoke execute on function %s from public, anon', f);
    execute format('grant execute on function %s to authenticated, service_role', f);
  end loop;
end $$;
