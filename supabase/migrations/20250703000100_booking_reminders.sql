-- Issue 27, item 6: reminders the day before and an hour before a booked slot, to both sides, in the app, by e-mail
-- and by SMS. The scheduler (20250703000000) runs public.send_booking_reminders() every 5 minutes; it notifies in the
-- app at once and queues the e-mail and SMS in public.outbound_messages, which the `deliver-messages` Edge Function
-- drains (it holds the e-mail and Termii keys; the database holds none). Nothing is sent twice: one row per booking,
-- person, kind and slot in public.booking_reminders, whose primary key is the guard; a rescheduled booking (new
-- starts_at) is reminded again for its new slot.
--
-- Written in plpgsql: this file sorts before 20250704000000, which adds bookings.starts_at, and plpgsql bodies are
-- resolved when they run, not when they are created.

-- booking_reminders: which reminders went out -----------------------------------------------------------------------
create table public.booking_reminders (
  booking_id uuid not null references public.bookings (id) on delete cascade,
  recipient_id uuid not null references auth.users (id) on delete cascade,
  kind text not null check (kind in ('day_before', 'hour_before')),
  -- The slot the reminder was for: a reschedule makes the new slot's reminders due.
  slot_starts_at timestamptz not null,
  sent_at timestamptz not null default now(),
  primary key (booking_id, recipient_id, kind, slot_starts_at)
);
comment on table public.booking_reminders is 'Reminders sent before a booked slot (one per booking, person, kind and slot). Written by send_booking_reminders only.';
alter table public.booking_reminders enable row level security;
-- Each side may see which reminders it was sent (support questions: "did I get one?"); nobody writes through the API.
grant select on public.booking_reminders to authenticated;
grant select, insert, update, delete on public.booking_reminders to service_role;
create policy booking_reminders_select_own on public.booking_reminders for select to authenticated
  using (recipient_id = (select auth.uid()));

-- outbound_messages: e-mail and SMS waiting for the Edge Function ----------------------------------------------------
create table public.outbound_messages (
  id uuid primary key default extensions.gen_random_uuid(),
  channel text not null check (channel in ('email', 'sms')),
  recipient_id uuid references auth.users (id) on delete cascade,
  -- Copied when queued from the person's own contact details (see booking_reminder_contacts).
  to_address text not null check (char_length(to_address) between 3 and 254),
  subject text check (subject is null or char_length(subject) <= 200),
  body text not null check (char_length(body) between 1 and 2000),
  -- queued -> sending (claimed by a delivery run) -> sent | failed; a claim older than 5 minutes is taken again.
  status text not null default 'queued' check (status in ('queued', 'sending', 'sent', 'failed')),
  attempts smallint not null default 0,
  last_error text check (last_error is null or char_length(last_error) <= 500),
  created_at timestamptz not null default now(),
  claimed_at timestamptz,
  sent_at timestamptz,
  -- What produced it (e.g. reminder:<booking>:<person>:<kind>:<slot>:<channel>): queued once.
  dedupe_key text unique
);
comment on table public.outbound_messages is 'E-mail and SMS to send (reminders); drained by the deliver-messages Edge Function. Not readable through the API but by service_role.';
create index outbound_messages_due_idx on public.outbound_messages (created_at) where status in ('queued', 'sending');
alter table public.outbound_messages enable row level security;
grant select, insert, update, delete on public.outbound_messages to service_role;

-- How many times a message is tried before it is left as failed.
create function public.outbound_max_attempts() returns integer
language sql immutable set search_path = '' as $$ select 5 $$;
revoke all on function public.outbound_max_attempts() from public, anon, authenticated;
grant execute on function public.outbound_max_attempts() to service_role;

/* RPC (service_role: the deliver-messages function): claim up to p_limit messages to send now. */
create function public.claim_outbound_messages(p_limit integer default 20)
returns table (id uuid, channel text, to_address text, subject text, body text, attempts smallint)
language plpgsql security definer set search_path = '' as $$
begin
  return query
  update public.outbound_messages m
     set status = 'sending', claimed_at = now(), attempts = m.attempts + 1
   where m.id in (
     select q.id from public.outbound_messages q
      where (q.status = 'queued' or (q.status = 'sending' and q.claimed_at < now() - interval '5 minutes'))
        and q.attempts < public.outbound_max_attempts()
      order by q.created_at
      limit least(greatest(coalesce(p_limit, 20), 1), 100)
      for update skip locked)
  returning m.id, m.channel, m.to_address, m.subject, m.body, m.attempts;
end $$;
revoke all on function public.claim_outbound_messages(integer) from public, anon, authenticated;
grant execute on function public.claim_outbound_messages(integer) to service_role;

/* RPC (service_role): the outcome of one claimed message. A failure is retried until outbound_max_attempts. */
create function public.finish_outbound_message(p_id uuid, p_sent boolean, p_error text default null) returns void
language plpgsql security definer set search_path = '' as $$
begin
  update public.outbound_messages m
     set status = case when p_sent then 'sent'
                       when m.attempts >= public.outbound_max_attempts() then 'failed' else 'queued' end,
         sent_at = case when p_sent then now() end,
         last_error = case when p_sent then null else left(coalesce(p_error, 'failed'), 500) end
   where m.id = p_id and m.status = 'sending';
end $$;
revoke all on function public.finish_outbound_message(uuid, boolean, text) from public, anon, authenticated;
grant execute on function public.finish_outbound_message(uuid, boolean, text) to service_role;

/*
 * Internal: where a booking's side is reached. The customer: the contact given for this booking (booking_contacts:
 * a guest has no other), else their profile; the cleaner: their own profile. Only the booking's two parties are ever
 * looked up, and only for their own reminders.
 */
create function public.booking_reminder_contacts(p_booking_id uuid)
returns table (recipient_id uuid, side text, email text, phone text)
language plpgsql stable security definer set search_path = '' as $$
begin
  return query
  select b.customer_id, 'customer'::text,
         coalesce(nullif(btrim(c.email), ''), nullif(btrim(p.email), '')),
         coalesce(c.phone, p.phone)
    from public.bookings b
    left join public.booking_contacts c on c.booking_id = b.id
    left join public.profiles p on p.id = b.customer_id
   where b.id = p_booking_id
  union all
  select b.cleaner_id, 'cleaner'::text, nullif(btrim(p.email), ''), p.phone
    from public.bookings b
    join public.profiles p on p.id = b.cleaner_id
   where b.id = p_booking_id and b.cleaner_id is not null;
end $$;
revoke all on function public.booking_reminder_contacts(uuid) from public, anon, authenticated;
grant execute on function public.booking_reminder_contacts(uuid) to service_role;

/* Internal: the page of a booking for one side (the booking page when the app has one, else the side's list). */
create function public.booking_reminder_link(p_booking_id uuid, p_side text, p_customer_kind public.customer_kind)
returns text language plpgsql immutable set search_path = '' as $$
begin
  if p_side = 'cleaner' then return '/cleaner/bookings/' || p_booking_id; end if;
  if p_customer_kind = 'guest' then return '/my-requests'; end if;
  return '/client/bookings/' || p_booking_id;
end $$;
revoke all on function public.booking_reminder_link(uuid, text, public.customer_kind) from public, anon, authenticated;
grant execute on function public.booking_reminder_link(uuid, text, public.customer_kind) to service_role;

/*
 * Job (scheduled every 5 minutes, below): sends the reminders that are due. day_before: the slot starts in 20 to 24
 * hours (a booking made less than 20 hours ahead gets only the hour-before one); hour_before: it starts in 15 to 60
 * minutes. Only bookings with a cleaner that are going ahead (accepted, on the way) are reminded. Returns how many
 * reminders went out. Safe to run at any time and concurrently: the primary key of booking_reminders decides.
 */
create function public.send_booking_reminders(p_now timestamptz default now()) returns integer
language plpgsql security definer set search_path = '' as $$
declare
  bk record;
  who record;
  kind text;
  n integer := 0;
  inserted integer;
  slot text;
  other text;
  msg text;
  subject text;
  key text;
begin
  for bk in
    select b.id, b.starts_at, b.services, b.location, b.customer_kind, b.cleaner_id, k.kind
      from public.bookings b
      cross join lateral (values ('day_before'), ('hour_before')) as k(kind)
     where b.cleaner_id is not null
       and b.status in ('accepted', 'on_the_way')
       and b.starts_at is not null
       and case k.kind
             when 'day_before' then b.starts_at > p_now + interval '20 hours' and b.starts_at <= p_now + interval '24 hours'
             else b.starts_at > p_now + interval '15 minutes' and b.starts_at <= p_now + interval '60 minutes'
           end
  loop
    kind := bk.kind;
    slot := to_char(bk.starts_at at time zone 'Africa/Lagos', 'FMDD Mon YYYY, HH24:MI');
    for who in select * from public.booking_reminder_contacts(bk.id) loop
      insert into public.booking_reminders (booking_id, recipient_id, kind, slot_starts_at)
      values (bk.id, who.recipient_id, kind, bk.starts_at)
      on conflict do nothing;
      get diagnostics inserted = row_count;
      continue when inserted = 0;
      n := n + 1;

      if who.side = 'customer' then
        select coalesce(nullif(btrim(p.full_name), ''), 'your cleaner') into other from public.profiles p where p.id = bk.cleaner_id;
        other := coalesce(other, 'your cleaner');
        msg := case kind
          when 'day_before' then 'Reminder: your ' || array_to_string(bk.services, ', ') || ' booking with ' || other
                                 || ' is on ' || slot || ' (Lagos time).'
          else 'Reminder: ' || other || ' is due within the hour for your ' || array_to_string(bk.services, ', ')
               || ' booking, at ' || slot || '.' end;
      else
        msg := case kind
          when 'day_before' then 'Reminder: your ' || array_to_string(bk.services, ', ') || ' job at '
                                 || bk.location || ' is on ' || slot || ' (Lagos time).'
          else 'Reminder: your ' || array_to_string(bk.services, ', ') || ' job at ' || bk.location
               || ' starts within the hour, at ' || slot || '.' end;
      end if;
      subject := case kind when 'day_before' then 'Your Spotless booking is tomorrow' else 'Your Spotless booking starts soon' end;

      perform public.notify(who.recipient_id, 'booking', msg,
        public.booking_reminder_link(bk.id, who.side, bk.customer_kind));
      key := 'reminder:' || bk.id || ':' || who.recipient_id || ':' || kind || ':' || extract(epoch from bk.starts_at)::bigint;
      if who.email is not null then
        insert into public.outbound_messages (channel, recipient_id, to_address, subject, body, dedupe_key)
        values ('email', who.recipient_id, who.email, subject, msg, key || ':email')
        on conflict (dedupe_key) do nothing;
      end if;
      if who.phone is not null then
        insert into public.outbound_messages (channel, recipient_id, to_address, body, dedupe_key)
        values ('sms', who.recipient_id, who.phone, msg, key || ':sms')
        on conflict (dedupe_key) do nothing;
      end if;
    end loop;
  end loop;
  return n;
end $$;
revoke all on function public.send_booking_reminders(timestamptz) from public, anon, authenticated;
grant execute on function public.send_booking_reminders(timestamptz) to service_role;
comment on function public.send_booking_reminders(timestamptz) is 'Scheduled: in-app reminders and queued e-mail/SMS the day before and an hour before a slot, once each.';

select cron.schedule('spotless-booking-reminders', '*/5 * * * *', $$select public.send_booking_reminders()$$);
