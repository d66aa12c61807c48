-- Money moves (issue 23), disputes: a completion "confirms itself after 48 hours without a dispute", and refunds
-- follow "an admin's decision in a dispute". Until now a customer unhappy with the work could only stay silent, and
-- the cleaner's share was released after 48 hours anyway. Now the customer may report a problem while the job waits
-- for their confirmation: the 48-hour timeout no longer applies to it and an admin decides. Release confirms the
-- completion (the payout trigger releases the share); refund cancels the booking (the same trigger refunds what is
-- left of its payment in full). A partial refund is an admin refund (request_refund) followed by release. The
-- customer may still confirm a disputed job themselves, which ends the dispute. The record of a dispute is kept after
-- it is decided. Mirrors shared-data/src/lifecycle/booking.ts (awaiting_confirmation -> cancelled, admins, disputed).

alter table public.bookings
  add column disputed_at timestamptz,
  add column dispute_reason text check (dispute_reason is null or char_length(btrim(dispute_reason)) between 1 and 1000),
  add column dispute_resolved_at timestamptz,
  add column dispute_outcome text check (dispute_outcome is null or dispute_outcome in ('released', 'refunded', 'withdrawn')),
  add column dispute_note text check (dispute_note is null or char_length(dispute_note) <= 500),
  add constraint bookings_dispute_has_reason check ((disputed_at is null) = (dispute_reason is null)),
  add constraint bookings_dispute_resolution check ((dispute_resolved_at is null) = (dispute_outcome is null)
    and (dispute_resolved_at is null or disputed_at is not null));
comment on column public.bookings.disputed_at is 'When the customer reported a problem with the completed job (the 48-hour timeout stops applying).';
comment on column public.bookings.dispute_reason is 'The customer''s words about the problem.';
comment on column public.bookings.dispute_resolved_at is 'When the dispute ended: an admin decided it, or the customer confirmed the job after all.';
comment on column public.bookings.dispute_outcome is 'released (the cleaner is paid), refunded (the booking was cancelled and refunded) or withdrawn (the customer confirmed).';
comment on column public.bookings.dispute_note is 'The deciding admin''s note, if any.';

-- The timeout confirms only completions nobody disputes (otherwise as in 20250613090000_confirm_booking_completion).
create or replace function public.settle_overdue_completions() returns integer
language plpgsql security definer set search_path = '' as $$
declare bk record; n integer := 0;
begin
  for bk in
    update public.bookings
       set status = 'completed', confirmed_at = completed_at + public.completion_confirmation_window(),
           confirmed_by = 'timeout'
     where status = 'awaiting_confirmation' and completed_at <= now() - public.completion_confirmation_window()
       and disputed_at is null
    returning customer_id, customer_kind, services
  loop
    perform public.notify(bk.customer_id, 'review', 'Your ' || array_to_string(bk.services, ', ')
      || ' booking is complete. Please leave a review.', public.customer_link(bk.customer_kind, 'reviews'));
    n := n + 1;
  end loop;
  return n;
end $$;
comment on function public.settle_overdue_completions() is 'Internal: awaiting_confirmation -> completed (by timeout) past the confirmation window, unless disputed.';

/* RPC: the booking's customer (client or guest) reports a problem with a job that waits for their confirmation. */
create function public.dispute_booking_completion(p_booking_id uuid, p_reason text) returns void
language plpgsql security definer set search_path = '' as $$
declare bk public.bookings; what text;
begin
  if p_booking_id is null then
    raise exception 'Invalid booking ID' using errcode = '22023';
  end if;
  -- A job past the window was confirmed by the timeout already: it can no longer be disputed here.
  perform public.settle_overdue_completions();
  select * into bk from public.bookings where id = p_booking_id for update;
  if not found or bk.customer_id is distinct from auth.uid() or bk.cleaner_id = auth.uid() then
    raise exception 'Invalid booking ID' using errcode = 'PT404';
  end if;
  if p_reason is null or char_length(btrim(p_reason)) = 0 or char_length(btrim(p_reason)) > 1000 then
    raise exception 'Describe the problem (up to 1000 characters).' using errcode = '22023';
  end if;
  if bk.status <> 'awaiting_confirmation' then
    raise exception 'Only a job awaiting your confirmation can be reported.' using errcode = '22023';
  end if;
  if bk.disputed_at is not null then
    raise exception 'You already reported a problem with this job.' using errcode = 'PT409';
  end if;
  update public.bookings set disputed_at = now(), dispute_reason = btrim(p_reason) where id = bk.id;
  what := array_to_string(bk.services, ', ');
  perform public.audit_money('booking.disputed', 'customer', bk.id, null, null, null, bk.price_kobo, null,
    jsonb_build_object('reason', btrim(p_reason)));
  perform public.notify(bk.cleaner_id, 'booking', 'The customer reported a problem with your ' || what
    || ' job. An admin will look at it.', '/cleaner/bookings');
  perform public.notify_admins('payment', 'A customer reported a problem with a ' || what
    || ' job. Decide it in Payments.', '/admin/payments?section=disputes');
end $$;
comment on function public.dispute_booking_completion(uuid, text)
  is 'Customer: reports a problem with a job awaiting confirmation (stops the 48-hour timeout). Errors: Invalid booking ID / Describe the problem (up to 1000 characters). / Only a job awaiting your confirmation can be reported. / You already reported a problem with this job.';

/* The customer (or an admin) confirms a completion; confirming a disputed job ends the dispute. */
create or replace function public.confirm_booking_completion(p_booking_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare bk public.bookings; admin boolean := public.is_admin(); by_customer boolean;
begin
  if p_booking_id is null then
    raise exception 'Invalid booking ID' using errcode = '22023';
  end if;
  perform public.settle_overdue_completions();
  select * into bk from public.bookings where id = p_booking_id for update;
  -- The cleaner never confirms their own job, even if they somehow became its customer.
  if not found or bk.cleaner_id = auth.uid() or not (bk.customer_id = auth.uid() or admin) then
    raise exception 'Invalid booking ID' using errcode = 'PT404';
  end if;
  if bk.status <> 'awaiting_confirmation' then
    raise exception 'Only a booking awaiting confirmation can be confirmed.' using errcode = '22023';
  end if;
  by_customer := bk.customer_id = auth.uid();
  update public.bookings
     set status = 'completed', confirmed_at = now(),
         confirmed_by = case when by_customer then 'customer' else 'admin' end,
         dispute_resolved_at = case when bk.disputed_at is not null then now() end,
         dispute_outcome = case when bk.disputed_at is not null then
                             case when by_customer then 'withdrawn' else 'released' end end
   where id = bk.id;
  if bk.disputed_at is not null then
    perform public.audit_money(case when by_customer then 'booking.dispute_withdrawn' else 'booking.dispute_released' end,
      case when by_customer then 'customer' else 'admin' end, bk.id, null, null, null, bk.price_kobo, null, '{}'::jsonb);
  end if;
  perform public.notify(bk.cleaner_id, 'booking', 'The customer confirmed your ' || array_to_string(bk.services, ', ')
    || ' job as completed.', '/cleaner/bookings');
  perform public.notify(bk.customer_id, 'review', 'Your ' || array_to_string(bk.services, ', ')
    || ' booking is complete. Please leave a review.', public.customer_link(bk.customer_kind, 'reviews'));
end $$;
comment on function public.confirm_booking_completion(uuid)
  is 'Customer or admin: awaiting_confirmation -> completed (ends a dispute). Errors: Invalid booking ID / Only a booking awaiting confirmation can be confirmed.';

/*
 * RPC (admins): decides an open dispute. 'release' confirms the completion (the payout is released); 'refund' cancels
 * the booking (what is left of its payment is refunded in full, the payout cancelled). p_note is kept on the booking.
 */
create function public.resolve_dispute(p_booking_id uuid, p_outcome text, p_note text default null) returns void
language plpgsql security definer set search_path = '' as $$
declare bk public.bookings; what text; note text := nullif(btrim(coalesce(p_note, '')), '');
begin
  if not public.is_admin() then
    raise exception 'Only admins can decide disputes.' using errcode = '42501';
  end if;
  if p_booking_id is null then
    raise exception 'Invalid booking ID' using errcode = '22023';
  end if;
  if p_outcome is null or p_outcome not in ('release', 'refund') then
    raise exception 'Choose release or refund.' using errcode = '22023';
  end if;
  if char_length(note) > 500 then
    raise exception 'The note can be up to 500 characters.' using errcode = '22023';
  end if;
  select * into bk from public.bookings where id = p_booking_id for update;
  if not found then
    raise exception 'Invalid booking ID' using errcode = 'PT404';
  end if;
  if bk.status <> 'awaiting_confirmation' or bk.disputed_at is null or bk.dispute_resolved_at is not null then
    raise exception 'This dispute is already closed.' using errcode = 'PT409';
  end if;
  what := array_to_string(bk.services, ', ');
  if p_outcome = 'release' then
    update public.bookings
       set status = 'completed', confirmed_at = now(), confirmed_by = 'admin',
           dispute_resolved_at = now(), dispute_outcome = 'released', dispute_note = note
     where id = bk.id;
    perform public.audit_money('booking.dispute_released', 'admin', bk.id, null, null, null, bk.price_kobo, null,
      jsonb_build_object('note', note));
    perform public.notify(bk.cleaner_id, 'booking', 'An admin closed the problem reported on your ' || what
      || ' job. Your payout is released.', '/cleaner/bookings');
    perform public.notify(bk.customer_id, 'review', 'An admin closed the problem you reported on your ' || what
      || ' booking. The job counts as completed. Please leave a review.', public.customer_link(bk.customer_kind, 'reviews'));
  else
    -- The money trigger (booking_money_follows_status) refunds what is left of a paid booking and cancels the payout.
    update public.bookings
       set status = 'cancelled', dispute_resolved_at = now(), dispute_outcome = 'refunded', dispute_note = note
     where id = bk.id;
    perform public.audit_money('booking.dispute_refunded', 'admin', bk.id, null, null, null, bk.price_kobo, null,
      jsonb_build_object('note', note));
    perform public.notify(bk.cleaner_id, 'booking', 'An admin closed the problem reported on your ' || what
      || ' job. The booking is cancelled and the customer refunded.', '/cleaner/bookings');
    perform public.notify(bk.customer_id, 'booking', 'An admin closed the problem you reported on your ' || what
      || ' booking. The booking is cancelled and your payment refunded.', public.customer_link(bk.customer_kind, 'bookings'));
  end if;
end $$;
comment on function public.resolve_dispute(uuid, text, text)
  is 'Admin: decides a disputed completion: release (-> completed, payout released) or refund (-> cancelled, refunded in full). Errors: Only admins can decide disputes. / Choose release or refund. / This dispute is already closed.';

/* RPC (admins): the open disputes, oldest first, with who is involved and what was paid, for the Payments console. */
create function public.admin_open_disputes()
returns table (booking_id uuid, services text[], customer_kind public.customer_kind, customer_name text,
               cleaner_id uuid, cleaner_name text, price_kobo bigint, paid_kobo bigint, dispute_reason text,
               disputed_at timestamptz, completed_at timestamptz)
language plpgsql stable security definer set search_path = '' as $$
begin
  if not public.is_admin() then
    raise exception 'Only admins can see disputes.' using errcode = '42501';
  end if;
  return query
  select b.id, b.services, b.customer_kind,
         coalesce(nullif(btrim(c.full_name), ''), nullif(btrim(cp.full_name), ''), 'Guest'),
         b.cleaner_id, coalesce(nullif(btrim(cl.display_name), ''), 'Cleaner'),
         b.price_kobo,
         coalesce((select sum(x.amount_kobo - x.refunded_kobo) from public.payments x
                    where x.booking_id = b.id and x.provider = 'paystack'
                      and x.status in ('completed', 'partially_refunded')), 0)::bigint,
         b.dispute_reason, b.disputed_at, b.completed_at
    from public.bookings b
    left join public.booking_contacts c on c.booking_id = b.id
    left join public.profiles cp on cp.id = b.customer_id
    left join public.cleaner_profiles cl on cl.user_id = b.cleaner_id
   where b.status = 'awaiting_confirmation' and b.disputed_at is not null and b.dispute_resolved_at is null
   order by b.disputed_at;
end $$;
comment on function public.admin_open_disputes() is 'Admin: disputed completions waiting for a decision, oldest first.';

revoke all on function public.dispute_booking_completion(uuid, text), public.resolve_dispute(uuid, text, text),
  public.admin_open_disputes() from public, anon;
grant execute on function public.dispute_booking_completion(uuid, text), public.resolve_dispute(uuid, text, text),
  public.admin_open_disputes() to authenticated, service_role;
grant execute on function public.settle_overdue_completions(), public.confirm_booking_completion(uuid) to service_role;
