-- Money moves (issue 23), fix: stuck_payouts (20250624000000) always listed the same oldest payouts. When Paystack
-- keeps answering "pending" for more payouts than one payments/process run asks about (5), the newer ones were never
-- asked about. Each payout now remembers when it was last asked about, and the least recently asked go first.

alter table public.payouts add column status_checked_at timestamptz;
comment on column public.payouts.status_checked_at is 'When payments/process last asked Paystack about this payout while it was stuck processing.';

/*
 * Service role: takes up to p_limit payouts processing for more than 15 minutes, least recently asked about first
 * (never asked: by when they were sent; a tie: the earlier sent), and stamps them as asked now. Rows another run holds are skipped.
 */
create or replace function public.stuck_payouts(p_limit integer default 5)
returns table (transfer_reference text, sent_at timestamptz)
language sql volatile security definer set search_path = '' as $$
  with due as (
    select x.id, coalesce(x.status_checked_at, x.sent_at) as turn
      from public.payouts x
     where x.status = 'processing' and x.sent_at < now() - interval '15 minutes'
     order by 2, x.sent_at
     limit least(greatest(coalesce(p_limit, 5), 1), 50)
       for update skip locked
  ), asked as (
    update public.payouts p set status_checked_at = now()
      from due where p.id = due.id
    returning p.transfer_reference, p.sent_at, due.turn
  )
  select asked.transfer_reference, asked.sent_at from asked order by asked.turn, asked.sent_at
$$;
revoke all on function public.stuck_payouts(integer) from public, anon, authenticated;
grant execute on function public.stuck_payouts(integer) to service_role;
