-- Money moves (issue 23), the booking side:
--   * Every accepted booking has an agreed price, the amount the customer pays. A quote's price is the awarded bid;
--     a direct booking's is the price the cleaner accepts it at (the customer's budget unless the cleaner names
--     another). Until now a direct booking kept only the customer's budget, so there was nothing to charge.
--   * A customer may cancel an accepted booking before the job (until now only a pending one, although the booking
--     lifecycle allowed it); a paid one is refunded in full by the trigger of the previous migration. Fees for late
--     cancellations are issue 27's.
--   * A completion the customer leaves unanswered counts as confirmed after 48 hours (was 72), as the payments issue
--     asks: the cleaner's money should not wait longer than two days for a silent customer.

drop function public.accept_booking(uuid);
drop function public.decide_booking(uuid, boolean);

create function public.decide_booking(p_booking_id uuid, p_accept boolean, p_price_kobo bigint default null) returns void
language plpgsql security definer set search_path = '' as $$
declare bk public.bookings; prof public.cleaner_profiles; price bigint;
begin
  if p_booking_id is null then
    raise exception 'Invalid booking ID' using errcode = '22023';
  end if;
  select * into bk from public.bookings where id = p_booking_id and cleaner_id = auth.uid() for update;
  if not found then
    raise exception 'Invalid booking ID' using errcode = 'PT404';
  end if;
  perform public.require_working_cleaner(case when p_accept then 'accept bookings' else 'reject bookings' end);
  select * into prof from public.cleaner_profiles where user_id = bk.cleaner_id;
  if bk.status <> 'pending' then
    raise exception 'This booking is no longer pending.' using errcode = '22023';
  end if;
  if p_accept then
    price := coalesce(bk.price_kobo, p_price_kobo, nullif(bk.budget_kobo, 0));
    if price is null or price <= 0 or price > 100000000000 then
      raise exception 'Enter your price for this job to accept it.' using errcode = '22023';
    end if;
  end if;
  update public.bookings
     set status = case when p_accept then 'accepted' else 'rejected' end::public.booking_status,
         accepted_at = case when p_accept then now() end,
         price_kobo = case when p_accept then price else price_kobo end
   where id = bk.id;
  perform public.notify(bk.customer_id, 'booking', 'Your booking for ' || array_to_string(bk.services, ', ') || ' was '
    || case when p_accept then 'accepted by ' || coalesce(nullif(prof.display_name, ''), 'the cleaner') || ' at '
              || public.format_naira(price) || '. You can pay for it now'
            else 'rejected' end
    || '.', public.customer_link(bk.customer_kind, 'bookings'));
end $$;
comment on function public.decide_booking(uuid, boolean, bigint)
  is 'Cleaner: pending -> accepted at an agreed price (the booking''s own, else p_price_kobo, else the budget) or rejected.';

/* RPC: the booking's cleaner accepts it; p_price_kobo is their price when the booking has none (default: the budget). */
create function public.accept_booking(p_booking_id uuid, p_price_kobo bigint default null) returns void
language sql security definer set search_path = '' as $$
  select public.decide_booking(p_booking_id, true, p_price_kobo)
$$;
comment on function public.accept_booking(uuid, bigint)
  is 'Cleaner: pending -> accepted. Errors: Invalid booking ID / This booking is no longer pending. / Enter your price for this job to accept it.';

revoke execute on function public.decide_booking(uuid, boolean, bigint), public.accept_booking(uuid, bigint) from public, anon;
grant execute on function public.decide_booking(uuid, boolean, bigint), public.accept_booking(uuid, bigint)
  to authenticated, service_role;

/* RPC: the customer (or an admin) cancels a booking before the job; a paid one is refunded in full. */
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
  if bk.status not in ('pending', 'accepted') then
    raise exception 'Only a pending or accepted booking can be cancelled.' using errcode = '22023';
  end if;
  update public.bookings set status = 'cancelled' where id = bk.id;
  perform public.notify(bk.cleaner_id, 'booking', 'A booking for ' || array_to_string(bk.services, ', ') || ' in '
    || bk.location || ' was cancelled.', '/cleaner/bookings');
end $$;
comment on function public.cancel_booking(uuid)
  is 'Customer or admin: pending/accepted -> cancelled (a paid booking is refunded). Errors: Invalid booking ID / Only a pending or accepted booking can be cancelled.';

create or replace function public.completion_confirmation_window() returns interval
language sql immutable set search_path = '' as $$
  select interval '48 hours'
$$;
