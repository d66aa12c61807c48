-- Account settings (issue 24): a person's own sessions, a copy of their data, and deleting their account (NDPA 2023).
--
-- Sessions: Auth keeps them in auth.sessions, which the API roles cannot read. my_sessions and end_my_session are
-- security definer and limited to auth.uid(), so a person sees and ends only their own. On hosted Supabase the
-- migration role (postgres) may read and delete auth.sessions, which is all these functions do; ending a session
-- deletes its refresh tokens with it (foreign key), so that device is signed out at its next refresh.
--
-- Data export: export_my_data runs as the caller (security invoker), so row-level security decides what it reads,
-- and it only reads rows that name the caller.
--
-- Deletion: done by the account Edge Function (service role) in two steps, prepare_account_deletion (this file, one
-- transaction) then auth.admin.deleteUser, whose cascade removes what is left. What is kept, and why:
--   * payments, payouts, refunds and the money audit: the law keeps money records for years (and a cleaner's payout
--     or a customer's refund must stay traceable); the owner's id is cleared (set null) when the user goes, and the
--     e-mail on their payments is removed here;
--   * finished bookings that a cleaner worked or that money was paid for: the other party needs the record; the
--     customer's name, phone, e-mail, street address and notes are removed, only the area (LGA, state) stays.
-- Everything else (profile, roles, requests, bids, reviews, messages, notifications, schedules, payout account)
-- is removed. Deletion is refused while money is on its way or a booking is still open.

-- Bookings that outlive their customer -----------------------------------------------------------------------------
alter table public.bookings alter column customer_id drop not null;
alter table public.bookings
  add column customer_deleted_at timestamptz,
  add constraint bookings_customer_or_deleted check (customer_id is not null or customer_deleted_at is not null);
comment on column public.bookings.customer_deleted_at is 'When the customer deleted their account; the booking is kept anonymised for the cleaner and the money records.';

-- Sessions ---------------------------------------------------------------------------------------------------------
/* RPC: the caller's sign-in sessions, newest activity first, and which one is this device. */
create function public.my_sessions()
returns table (id uuid, user_agent text, ip text, created_at timestamptz, last_active_at timestamptz, current boolean)
language sql stable security definer set search_path = '' as $$
  select s.id,
         s.user_agent,
         -- inet on hosted (shown without the /32), text locally.
         nullif(split_part(s.ip::text, '/', 1), ''),
         s.created_at,
         greatest(s.created_at, s.updated_at, s.refreshed_at::timestamptz),
         s.id::text = coalesce((select auth.jwt()) ->> 'session_id', '')
    from auth.sessions s
   where s.user_id = (select auth.uid())
   order by 5 desc nulls last, s.created_at desc
   limit 100
$$;
comment on function public.my_sessions() is 'The caller''s own Auth sessions (device, IP, created, last active, this device).';

/* RPC: ends one of the caller's own sessions (signs that device out). */
create function public.end_my_session(p_session_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
begin
  if (select auth.uid()) is null then
    raise exception 'Sign in to continue.' using errcode = '42501';
  end if;
  delete from auth.sessions where id = p_session_id and user_id = (select auth.uid());
  if not found then
    -- The same answer for someone else's session and for none at all.
    raise exception 'Session not found.' using errcode = 'PT404';
  end if;
end $$;
comment on function public.end_my_session(uuid) is 'Ends one of the caller''s own sessions; another user''s session is "not found".';

revoke execute on function public.my_sessions() from public, anon;
revoke execute on function public.end_my_session(uuid) from public, anon;
grant execute on function public.my_sessions() to authenticated, service_role;
grant execute on function public.end_my_session(uuid) to authenticated, service_role;

-- Download my data -------------------------------------------------------------------------------------------------
/* RPC: everything about the caller, as one JSON document, read under row-level security. */
create function public.export_my_data() returns jsonb
language plpgsql stable security invoker set search_path = '' as $$
declare me uuid := (select auth.uid());
begin
  if me is null then
    raise exception 'Sign in to continue.' using errcode = '42501';
  end if;
  return jsonb_build_object(
    'exported_at', now(),
    'user_id', me,
    'profile', (select to_jsonb(p) from public.profiles p where p.id = me),
    'roles', (select coalesce(jsonb_agg(r.role order by r.role), '[]') from public.user_roles r where r.user_id = me),
    'client_profile', (select to_jsonb(c) from public.client_profiles c where c.user_id = me),
    'cleaner_profile', (select to_jsonb(c) from public.cleaner_profiles c where c.user_id = me),
    'cleaner_private', (select to_jsonb(c) from public.cleaner_private c where c.user_id = me),
    'bookings', (select coalesce(jsonb_agg(to_jsonb(b) || jsonb_build_object('contact', (
                     select to_jsonb(k) - 'booking_id' from public.booking_contacts k where k.booking_id = b.id))
                   order by b.created_at), '[]')
                   from public.bookings b where b.customer_id = me or b.cleaner_id = me),
    'quote_requests', (select coalesce(jsonb_agg(to_jsonb(q) || jsonb_build_object('contact', (
                           select to_jsonb(k) - 'quote_request_id' from public.quote_request_contacts k where k.quote_request_id = q.id))
                         order by q.created_at), '[]')
                         from public.quote_requests q where q.requester_id = me),
    'bids', (select coalesce(jsonb_agg(to_jsonb(x) order by x.created_at), '[]') from public.bids x where x.cleaner_id = me),
    'reviews_written', (select coalesce(jsonb_agg(to_jsonb(x) order by x.created_at), '[]') from public.reviews x where x.reviewer_id = me),
    'reviews_received', (select coalesce(jsonb_agg(to_jsonb(x) order by x.created_at), '[]') from public.reviews x where x.cleaner_id = me),
    'messages', (select coalesce(jsonb_agg(to_jsonb(m) order by m.created_at), '[]')
                   from public.chat_messages m join public.chat_threads t on t.id = m.thread_id where t.owner_id = me),
    'notifications', (select coalesce(jsonb_agg(to_jsonb(n) order by n.created_at), '[]') from public.notifications n where n.recipient_id = me),
    'schedules', (select coalesce(jsonb_agg(to_jsonb(s) order by s.created_at), '[]') from public.schedules s where s.client_id = me or s.cleaner_id = me),
    'subscriptions', (select coalesce(jsonb_agg(to_jsonb(s) order by s.created_at), '[]') from public.subscriptions s where s.client_id = me),
    'payments', (select coalesce(jsonb_agg(to_jsonb(p) - 'access_code' - 'authorization_url' order by p.created_at), '[]')
                   from public.payments p where p.client_id = me),
    'payouts', (select coalesce(jsonb_agg(to_jsonb(p) order by p.created_at), '[]') from public.payouts p where p.cleaner_id = me),
    'payout_account', (select to_jsonb(a) - 'recipient_code' from public.payout_accounts a where a.cleaner_id = me)
  );
end $$;
comment on function public.export_my_data() is 'Download my data: the caller''s rows of every table, as JSON, read under RLS.';
revoke execute on function public.export_my_data() from public, anon;
grant execute on function public.export_my_data() to authenticated, service_role;

-- Delete my account ------------------------------------------------------------------------------------------------
/* Internal: why the user cannot be deleted now (null when they can). */
create function public.account_deletion_blocker(p_user_id uuid) returns text
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
                    and b.status in ('pending', 'accepted', 'awaiting_confirmation'))
      then 'You have bookings in progress. Finish or cancel them first, then delete your account.'
  end
$$;
revoke execute on function public.account_deletion_blocker(uuid) from public, anon, authenticated;
grant execute on function public.account_deletion_blocker(uuid) to service_role;

/* RPC (for the caller): whether their account can be deleted now, and why not. */
create function public.my_account_deletion_blocker() returns text
language sql stable security definer set search_path = '' as $$
  select public.account_deletion_blocker((select auth.uid()))
$$;
revoke execute on function public.my_account_deletion_blocker() from public, anon;
grant execute on function public.my_account_deletion_blocker() to authenticated, service_role;

/*
 * Service role only (the account function, after it checked the caller): anonymises what is kept and removes what
 * the Auth user's deletion would not. Refuses (PT409) while money is on its way or a booking is open.
 */
create function public.prepare_account_deletion(p_user_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare why text; kind text;
begin
  if p_user_id is null or not exists (select 1 from auth.users where id = p_user_id) then
    raise exception 'User not found.' using errcode = 'PT404';
  end if;
  -- One deletion at a time per user, and no booking or payout changes under it.
  perform 1 from public.profiles where id = p_user_id for update;
  perform 1 from public.bookings where customer_id = p_user_id or cleaner_id = p_user_id for update;
  why := public.account_deletion_blocker(p_user_id);
  if why is not null then
    raise exception '%', why using errcode = 'PT409';
  end if;

  -- Kept: finished bookings a cleaner worked or money was paid for, without the customer's personal details.
  with kept as (
    update public.bookings b
       set customer_id = null,
           customer_deleted_at = now(),
           location = coalesce(nullif(concat_ws(', ', b.lga, b.state), ''), 'Removed'),
           special_request = null
     where b.customer_id = p_user_id
       and (b.cleaner_id is not null or exists (select 1 from public.payments p where p.booking_id = b.id))
    returning b.id
  )
  update public.booking_contacts k
     set full_name = 'Deleted user', phone = '+2340000000000', email = null, address = null
   where k.booking_id in (select id from kept);

  update public.payments set customer_email = null where client_id = p_user_id and customer_email is not null;
  -- Contact details the person sent through public forms.
  delete from public.pre_subscriptions where submitted_by = p_user_id;
  delete from public.partnership_enquiries where submitted_by = p_user_id;

  kind := case when exists (select 1 from public.user_roles where user_id = p_user_id and role = 'cleaner')
               then 'cleaner' else 'customer' end;
  insert into public.money_audit (action, actor_id, actor_kind, details)
  values ('account.deleted', p_user_id, kind, jsonb_build_object('kept', 'money records and finished bookings, anonymised'));
end $$;
comment on function public.prepare_account_deletion(uuid) is 'Service role: anonymises what a deleted account leaves (bookings others need, money records) before auth.admin.deleteUser removes the rest.';
revoke execute on function public.prepare_account_deletion(uuid) from public, anon, authenticated;
grant execute on function public.prepare_account_deletion(uuid) to service_role;
