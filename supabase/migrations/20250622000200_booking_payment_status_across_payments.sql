-- Money moves (issue 23), fix: a booking's payment_status followed the last refunded payment. When a customer paid
-- twice (two checkouts), the second payment is refunded at once; once that refund was processed the booking read
-- 'refunded' although the first payment still paid for it, so Pay now, Paid badges and the refund on cancellation
-- (the trigger refunds only bookings marked paid or partially refunded) went wrong. The booking now takes the status
-- of its best online payment: paid while one is completed, else partially refunded, else refunded.

/* The payment status of a booking from its online payments ('unpaid' when none was completed). */
create function public.booking_payment_status(p_booking_id uuid) returns text
language sql stable security definer set search_path = '' as $$
  select case
           when bool_or(status = 'completed') then 'paid'
           when bool_or(status = 'partially_refunded') then 'partially_refunded'
           when bool_or(status = 'refunded') then 'refunded'
           else 'unpaid' end
    from public.payments
   where booking_id = p_booking_id and provider = 'paystack'
$$;
revoke execute on function public.booking_payment_status(uuid) from public, anon, authenticated;
grant execute on function public.booking_payment_status(uuid) to service_role;

create or replace function public.record_refund_result(
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

