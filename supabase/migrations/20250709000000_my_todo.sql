-- What the signed-in person must act on, for the first screen of their dashboard (issue 25, item 5): one small call
-- instead of loading every list to count it. Invoker rights: each count reads only rows the caller's policies
-- already let them see, and is filtered to the caller's own rows on top of that.

create function public.my_todo() returns table (item text, how_many integer)
language sql stable set search_path = '' as $$
  with me as (select auth.uid() as id),
  lagos_today as (select (now() at time zone 'Africa/Lagos')::date as day)
  -- A customer (client or guest) -------------------------------------------------------------------------------------
  select 'pay', count(*)::integer from public.bookings b, me
   where b.customer_id = me.id and b.status in ('accepted', 'awaiting_confirmation', 'completed')
     and b.payment_status = 'unpaid' and coalesce(b.price_kobo, 0) > 0
  union all
  select 'confirm', count(*)::integer from public.bookings b, me
   where b.customer_id = me.id and b.status = 'awaiting_confirmation'
  union all
  select 'review', count(*)::integer from public.bookings b, me
   where b.customer_id = me.id and b.status = 'completed' and b.cleaner_id is not null
     and not exists (select 1 from public.reviews r where r.booking_id = b.id)
  union all
  select 'compare_bids', count(*)::integer from public.quote_requests q, me
   where q.requester_id = me.id and q.status = 'open'
     and exists (select 1 from public.bids x where x.quote_request_id = q.id and x.status = 'pending')
  -- A cleaner --------------------------------------------------------------------------------------------------------
  union all
  select 'answer', count(*)::integer from public.bookings b, me
   where b.cleaner_id = me.id and b.status = 'pending'
  union all
  select 'today', count(*)::integer from public.bookings b, me, lagos_today
   where b.cleaner_id = me.id and b.status in ('accepted', 'on_the_way', 'in_progress') and b.scheduled_date = lagos_today.day
$$;
comment on function public.my_todo() is 'Counts of what the caller must act on (pay, confirm, review, compare_bids; answer, today), for the dashboard.';
revoke all on function public.my_todo() from public, anon;
grant execute on function public.my_todo() to authenticated, service_role;
