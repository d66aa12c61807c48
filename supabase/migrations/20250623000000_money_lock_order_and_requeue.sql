-- Money moves (issue 23), fixes found in review:
--   * Lock order. cancel_booking locks the booking, then (its trigger) the payment and payout; record_payment_result
--     locked the payment, then the booking; record_refund_result the refund, the payment, then the booking. A
--     payment succeeding while its booking is cancelled could deadlock (PostgreSQL aborts one side; Paystack would
--     retry, but the customer saw an error). Every money function now takes booking → payment → payout/refund.
--   * A failed payout waited for an admin's retry even after the cleaner fixed their bank account (the lifecycle's
--     note promised otherwise): a newly verified account re-queues the cleaner's failed payouts.
--   * Admins recording money taken outside the platform could set any column of the row (a Paystack id, refunded
--     kobo, a checkout URL); now only the columns of a manual record.

create or replace function public.record_payment_result(
  p_reference text, p_status text, p_amount_kobo bigint, p_currency text, p_channel text default null,
  p_paystack_id bigint default null, p_paid_at timestamptz default null, p_gateway_response text default null,
  p_card_last4 text default null, p_source text default 'verify'
) returns text
language plpgsql security definer set search_path = '' as $$
declare p public.payments; bk public.bookings; bps integer; c bigint; po public.payouts; services text; bid uuid;
begin
  -- Booking first, then payment: the order cancel_booking takes them in.
  select booking_id into bid from public.payments where reference = p_reference and provider = 'paystack';
  if not found then
    raise exception 'Payment not found.' using errcode = 'PT404';
  end if;
  perform 1 from public.bookings where id = bid for update;
  select * into p from public.payments where reference = p_reference and provider = 'paystack' for update;
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

create or replace function public.record_refund_result(
  p_status text, p_refund_id uuid default null, p_paystack_refund_id bigint default null,
  p_transaction_reference text default null, p_amount_kobo bigint default null, p_reason text default null
) returns text
language plpgsql security definer set search_path = '' as $$
declare rf public.refunds; p public.payments; done_kobo bigint; bk public.bookings; st text; bid uuid;
begin
  -- Booking first, then payment, then refund (the order cancel_booking takes them in): find the booking unlocked.
  select r.booking_id into bid from public.refunds r left join public.payments x on x.id = r.payment_id
   where (p_refund_id is not null and r.id = p_refund_id)
      or (p_refund_id is null and p_paystack_refund_id is not null and r.paystack_refund_id = p_paystack_refund_id)
      or (p_refund_id is null and p_transaction_reference is not null and x.reference = p_transaction_reference)
   limit 1;
  if bid is not null then
    perform 1 from public.bookings where id = bid for update;
    perform 1 from public.payments where booking_id = bid and provider = 'paystack' order by id for update;
  end if;
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
    -- The booking's money is its best payment: a second payment refunded in full leaves the first one paying.
    update public.bookings b set payment_status = public.booking_payment_status(b.id)
     where b.id = p.booking_id and b.payment_status is distinct from public.booking_payment_status(b.id)
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

-- request_refund: booking first as well (queue_refund then locks the payment and the payout).
create or replace function public.request_refund(p_payment_id uuid, p_amount_kobo bigint, p_reason text) returns uuid
language plpgsql security definer set search_path = '' as $$
declare r uuid; p public.payments; bk public.bookings;
begin
  if not public.is_admin() then
    raise exception 'Only admins can refund payments.' using errcode = '42501';
  end if;
  if p_reason is null or char_length(btrim(p_reason)) = 0 or char_length(p_reason) > 300 then
    raise exception 'Give a reason for the refund (up to 300 characters).' using errcode = '22023';
  end if;
  perform 1 from public.bookings where id = (select booking_id from public.payments where id = p_payment_id) for update;
  r := public.queue_refund(p_payment_id, p_amount_kobo, p_reason, 'admin');
  select * into p from public.payments where id = p_payment_id;
  select * into bk from public.bookings where id = p.booking_id;
  perform public.notify(p.client_id, 'payment', 'A refund of ' || public.format_naira(p_amount_kobo)
    || ' of your payment ' || p.reference || ' is on its way.', public.customer_payments_link(coalesce(bk.customer_kind, 'client')));
  return r;
end $$;

/* Internal: a cleaner's account became verified: their failed payouts go again on the next run. */
create function public.requeue_failed_payouts(p_cleaner_id uuid) returns integer
language plpgsql security definer set search_path = '' as $$
declare po public.payouts; n integer := 0;
begin
  for po in update public.payouts set status = 'queued', queued_at = now(), waiting_reason = null
             where cleaner_id = p_cleaner_id and status = 'failed' returning * loop
    perform public.audit_money('payout.retried', 'system', po.booking_id, po.payment_id, po.id, null, po.amount_kobo,
      po.reference, jsonb_build_object('why', 'the cleaner''s bank account was verified', 'after', po.failure_reason));
    n := n + 1;
  end loop;
  return n;
end $$;
revoke execute on function public.requeue_failed_payouts(uuid) from public, anon, authenticated;
grant execute on function public.requeue_failed_payouts(uuid) to service_role;

create function public.payout_account_verified() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.status = 'verified' and (tg_op = 'INSERT' or old.status is distinct from 'verified'
                                   or old.recipient_code is distinct from new.recipient_code) then
    perform public.requeue_failed_payouts(new.cleaner_id);
  end if;
  return null;
end $$;
revoke execute on function public.payout_account_verified() from public, anon, authenticated;
grant execute on function public.payout_account_verified() to service_role;
create trigger payout_accounts_requeue_failed after insert or update on public.payout_accounts
  for each row execute function public.payout_account_verified();

revoke insert on public.payments from authenticated;
grant insert (client_id, booking_id, amount_kobo, method, status, reference, paid_at) on public.payments to authenticated;
