-- Reminders link to the booking's own page for each side, through the one place that knows its path
-- (public.booking_page_link, 20250705000100: /client/bookings/<id>, /cleaner/bookings/<id>, a guest's
-- /my-requests/bookings/<id>), instead of a copy of those paths (a guest's reminder pointed at /my-requests).
-- plpgsql resolves booking_page_link when it runs, so this file may sort before the one that creates it.
--
-- The day-before reminder also goes out only while the slot is tomorrow in Lagos: its e-mail says "tomorrow", and a
-- slot late in the evening had part of its 20-24 h window on the same day.
create or replace function public.booking_reminder_link(p_booking_id uuid, p_side text, p_customer_kind public.customer_kind)
returns text language plpgsql stable set search_path = '' as $$
begin
  return public.booking_page_link(p_booking_id, p_side);
end $$;

create or replace function public.send_booking_reminders(p_now timestamptz default now()) returns integer
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
                                -- "tomorrow" in Lagos, as its e-mail's subject says (a window's first hours always are)
                                and (b.starts_at at time zone 'Africa/Lagos')::date = (p_now at time zone 'Africa/Lagos')::date + 1
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
