-- Completion needs the customer's word (issue 21, self-review attack). Until now the cleaner alone moved an accepted
-- booking to completed, which opened the review and counted the job in their earnings: a cleaner with a second,
-- client account could book themselves, accept, complete and rate themselves. Now the cleaner (or an admin) marks
-- the job done, the booking waits in awaiting_confirmation, and only the customer (or an admin) confirms it
-- completed. A customer who never answers must not hold the cleaner's pay forever, so an unanswered booking counts
-- as confirmed 72 hours after it was marked done. There is no scheduler (pg_cron is not on local-supabase): the
-- timeout is applied lazily by settle_overdue_completions(), which every function that reads or changes confirmed
-- completions calls first (complete_booking, confirm_booking_completion, review_booking, my_cleaner_earnings).
-- The cleaner-side actions also now require a verified, active cleaner (require_working_cleaner, from
-- 20250612000200), and "not found" answers HTTP 404 (PT404) instead of PostgREST's 500 for P0002. Mirrors shared-data/src/lifecycle/booking.ts.

alter domain public.booking_status drop constraint booking_status_check;
alter domain public.booking_status add constraint booking_status_check
  check (value in ('pending', 'accepted', 'rejected', 'awaiting_confirmation', 'completed', 'cancelled'));

-- completed_at keeps meaning "when the work was marked done" (earnings months follow it); confirmation is separate.
alter table public.bookings
  add column confirmed_at timestamptz,
  add column confirmed_by text check (confirmed_by in ('customer', 'admin', 'timeout')),
  add constraint bookings_awaiting_has_completed_at check (status <> 'awaiting_confirmation' or completed_at is not null);
comment on column public.bookings.completed_at is 'When the cleaner (or an admin) marked the job done; set from awaiting_confirmation on.';
comment on column public.bookings.confirmed_at is 'When the completion was confirmed (null for bookings completed before confirmation existed).';
comment on column public.bookings.confirmed_by is 'Who confirmed: the customer, an admin, or the 72-hour timeout.';
-- settle_overdue_completions scans only the waiting bookings, oldest first.
create index bookings_awaiting_idx on public.bookings (completed_at) where status = 'awaiting_confirmation';

/* How long a customer has to confirm (or dispute with support) before the completion counts anyway. */
create function public.completion_confirmation_window() returns interval
language sql immutable set search_path = '' as $$
  select interval '72 hours'
$$;
comment on function public.completion_confirmation_window() is 'Time the customer has to confirm a completion before it counts as confirmed.';

/*
 * Internal: confirms every completion left unanswered past the window, as if the customer had confirmed it then,
 * and sends the customer the review prompt they would have had. Returns how many it settled. Concurrent callers
 * are safe: the update re-checks the status of each row it locks.
 */
create function public.settle_overdue_completions() returns integer
language plpgsql security definer set search_path = '' as $$
declare bk record; n integer := 0;
begin
  for bk in
    update public.bookings
       set status = 'completed', confirmed_at = completed_at + public.completion_confirmation_window(),
           confirmed_by = 'timeout'
     where status = 'awaiting_confirmation' and completed_at <= now() - public.completion_confirmation_window()
    returning customer_id, customer_kind, services
  loop
    perform public.notify(bk.customer_id, 'review', 'Your ' || array_to_string(bk.services, ', ')
      || ' booking is complete. Please leave a review.', public.customer_link(bk.customer_kind, 'reviews'));
    n := n + 1;
  end loop;
  return n;
end $$;
comment on function public.settle_overdue_completions() is 'Internal: awaiting_confirmation -> completed (by timeout) past the confirmation window.';
revoke all on function public.completion_confirmation_window(), public.settle_overdue_completions() from public, anon, authenticated;
grant execute on function public.completion_confirmation_window(), public.settle_overdue_completions() to service_role;

/* RPC: the booking's cleaner (or an admin) marks an accepted booking done; it waits for the customer's confirmation. */
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
  if bk.status <> 'accepted' then
    raise exception 'Only an accepted booking can be completed.' using errcode = '22023';
  end if;
  update public.bookings set status = 'awaiting_confirmation', completed_at = now() where id = bk.id;
  perform public.notify(bk.customer_id, 'booking', 'Your ' || array_to_string(bk.services, ', ')
    || ' booking was marked completed. Please confirm completion.', public.customer_link(bk.customer_kind, 'bookings'));
end $$;
comment on function public.complete_booking(uuid)
  is 'Verified, active cleaner of the booking, or admin: accepted -> awaiting_confirmation. Errors: Invalid booking ID / Only an accepted booking can be completed. / Only verified cleaners can complete jobs.';

/* RPC: the customer (or an admin, e.g. after a phone call) confirms a completion; review and payout open. */
create function public.confirm_booking_completion(p_booking_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare bk public.bookings; admin boolean := public.is_admin();
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
  update public.bookings
     set status = 'completed', confirmed_at = now(),
         confirmed_by = case when bk.customer_id = auth.uid() then 'customer' else 'admin' end
   where id = bk.id;
  perform public.notify(bk.cleaner_id, 'booking', 'The customer confirmed your ' || array_to_string(bk.services, ', ')
    || ' job as completed.', '/cleaner/bookings');
  perform public.notify(bk.customer_id, 'review', 'Your ' || array_to_string(bk.services, ', ')
    || ' booking is complete. Please leave a review.', public.customer_link(bk.customer_kind, 'reviews'));
end $$;
comment on function public.confirm_booking_completion(uuid)
  is 'Customer or admin: awaiting_confirmation -> completed. Errors: Invalid booking ID / Only a booking awaiting confirmation can be confirmed.';

/* RPC: the schedule's verified, active cleaner marks a visit completed; the schedule completes with its last visit. */
create or replace function public.complete_visit(p_visit_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare v public.schedule_visits; s public.schedules;
begin
  select * into v from public.schedule_visits where id = p_visit_id for update;
  if p_visit_id is null or not found then
    raise exception 'Visit not found.' using errcode = 'PT404';
  end if;
  select * into s from public.schedules where id = v.schedule_id for update;
  if s.cleaner_id is distinct from auth.uid() then
    raise exception 'Visit not found.' using errcode = 'PT404';
  end if;
  perform public.require_working_cleaner('complete visits');
  if s.status <> 'active' or v.status <> 'scheduled' then
    raise exception 'This visit cannot be completed.' using errcode = '22023';
  end if;
  update public.schedule_visits set status = 'completed', completed_at = now() where id = v.id;
  if not exists (select 1 from public.schedule_visits where schedule_id = s.id and status = 'scheduled') then
    update public.schedules set status = 'completed' where id = s.id;
  end if;
  perform public.notify(s.client_id, 'schedule', 'Your ' || s.service_type || ' visit of '
    || to_char(v.visit_date, 'DD Mon YYYY') || ' was completed.', '/client/schedules');
end $$;
comment on function public.complete_visit(uuid)
  is 'The schedule''s verified, active cleaner: scheduled -> completed. Errors: Visit not found. / This visit cannot be completed. / Only verified cleaners can complete visits.';

/*
 * RPC: the caller's earnings as a cleaner: confirmed completions per month of the work (Lagos time), amount = agreed
 * price or budget. Volatile because it first settles unanswered completions past the window (a read that writes;
 * supabase-js calls RPCs with POST, so PostgREST runs it read-write).
 */
drop function public.my_cleaner_earnings();
create function public.my_cleaner_earnings()
returns table (month date, jobs integer, amount_kobo bigint)
language plpgsql security definer set search_path = '' as $$
begin
  perform public.settle_overdue_completions();
  return query
  select -- Lagos is UTC+1 all year (no daylight saving).
  date_trunc('month', (b.completed_at at time zone 'UTC') + interval '1 hour')::date,
         count(*)::integer,
         coalesce(sum(coalesce(b.price_kobo, b.budget_kobo, 0)), 0)::bigint
    from public.bookings b
   where b.cleaner_id = (select auth.uid()) and b.status = 'completed'
   group by 1
   order by 1 desc;
end $$;
comment on function public.my_cleaner_earnings()
  is 'Cleaner: confirmed completed jobs and amounts earned per month (kobo), newest month first.';

revoke all on function public.complete_booking(uuid), public.confirm_booking_completion(uuid), public.complete_visit(uuid),
  public.my_cleaner_earnings() from public, anon;
grant execute on function public.complete_booking(uuid), public.confirm_booking_completion(uuid),
  public.complete_visit(uuid), public.my_cleaner_earnings() to authenticated, service_role;

-- A job marked done is still the cleaner's job: they keep the customer's contact and the counterpart view while it
-- waits for confirmation, exactly as for accepted and completed bookings (same bodies, one more state).
create or replace function public.is_awarded_cleaner(p_quote_request_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.bids
                  where quote_request_id = p_quote_request_id and cleaner_id = (select auth.uid()) and status = 'accepted')
      or exists (select 1 from public.bookings
                  where quote_request_id = p_quote_request_id and cleaner_id = (select auth.uid())
                    and status in ('accepted', 'awaiting_confirmation', 'completed'))
$$;

create or replace function public.can_see_booking_contact(p_booking_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.bookings
                  where id = p_booking_id
                    and (customer_id = (select auth.uid())
                      or (cleaner_id = (select auth.uid()) and status in ('accepted', 'awaiting_confirmation', 'completed'))))
$$;

create or replace function public.is_counterpart(p_user_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.bookings
    where status in ('accepted', 'awaiting_confirmation', 'completed')
      and ((customer_id = (select auth.uid()) and cleaner_id = p_user_id)
        or (cleaner_id = (select auth.uid()) and customer_id = p_user_id)))
$$;
grant execute on function public.is_awarded_cleaner(uuid), public.can_see_booking_contact(uuid),
  public.is_counterpart(uuid) to service_role;
