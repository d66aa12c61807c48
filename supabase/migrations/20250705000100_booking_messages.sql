-- Issue 27, item 4 (messages): a conversation per booking between its customer (client or guest) and its cleaner,
-- live (Realtime, RLS applied per subscriber), with read state, no contact details exchanged before the cleaner
-- accepts, and reportable to admins.
--  * booking_messages: written only by send_booking_message (security definer): the caller must be the booking's
--    customer or cleaner; the body is checked, counted by the write limits (booking_message: 60 per session, 300 per
--    IP per hour, like chat) and, while the cleaner has not accepted, phone numbers, e-mail addresses and WhatsApp
--    links in it are replaced by "[contact hidden]" (the message is marked redacted). Before acceptance the platform
--    keeps the parties' contacts apart (booking_contacts, can_see_booking_contact); a message must not undo that.
--  * read_at is set by the recipient (mark_booking_messages_read); my_booking_message_counts gives unread per booking.
--  * booking_message_reports: a party reports a message of the other side (report_booking_message); admins list
--    (admin_message_reports) and close (close_message_report) reports. The reported words are kept with the report.
-- Admins read every conversation (support) but do not write in it; the operator chat is for that.

-- The link of a booking's page for each side (notifications point at it).
create function public.booking_page_link(p_booking_id uuid, p_side text) returns text
language sql stable security definer set search_path = '' as $$
  select case
    when p_side = 'cleaner' then '/cleaner/bookings/' || b.id
    when b.customer_kind = 'guest' then '/my-requests/bookings/' || b.id
    else '/client/bookings/' || b.id
  end
  from public.bookings b where b.id = p_booking_id
$$;
comment on function public.booking_page_link(uuid, text) is 'Internal: the path of a booking''s page for its customer or its cleaner (p_side = customer | cleaner).';
revoke execute on function public.booking_page_link(uuid, text) from public, anon, authenticated;
grant execute on function public.booking_page_link(uuid, text) to service_role;

-- Write limit for booking messages (the action list is rebuilt from the rows present, so other actions stay valid).
do $$
declare acts text;
begin
  select string_agg(quote_literal(a), ', ') into acts
    from (select action as a from public.write_limits union select 'booking_message' union select 'message_report') x;
  alter table public.write_limits drop constraint write_limits_action_check;
  execute format('alter table public.write_limits add constraint write_limits_action_check check (action in (%s))', acts);
end $$;
insert into public.write_limits (action, per_session, per_ip, refusal) values
  ('booking_message', 60, 300, 'Too many messages. Please try again later.'),
  ('message_report', 10, 30, 'Too many reports. Please try again later.');

create table public.booking_messages (
  id uuid primary key default extensions.gen_random_uuid(),
  booking_id uuid not null references public.bookings (id) on delete cascade,
  -- Null once the sender's account is deleted (the other side keeps the conversation).
  sender_id uuid references auth.users (id) on delete set null,
  sender_role text not null check (sender_role in ('customer', 'cleaner')),
  body text not null check (char_length(btrim(body)) between 1 and 2000),
  -- True when contact details were hidden from the body (sent before the cleaner accepted).
  redacted boolean not null default false,
  created_at timestamptz not null default now(),
  -- When the other side read it.
  read_at timestamptz
);
comment on table public.booking_messages is 'Messages between a booking''s customer and cleaner. Written by send_booking_message; read by the two parties and admins.';
create index booking_messages_booking_idx on public.booking_messages (booking_id, created_at);
-- Unread counts per recipient look only at unread rows.
create index booking_messages_unread_idx on public.booking_messages (booking_id, sender_role) where read_at is null;

alter table public.booking_messages enable row level security;
grant select on public.booking_messages to authenticated;
grant all on public.booking_messages to service_role;
create policy booking_messages_select_parties on public.booking_messages for select to authenticated using (
  (select public.is_admin())
  or exists (select 1 from public.bookings b where b.id = booking_id
              and ((select auth.uid()) = b.customer_id or (select auth.uid()) = b.cleaner_id)));

create table public.booking_message_reports (
  id uuid primary key default extensions.gen_random_uuid(),
  message_id uuid not null references public.booking_messages (id) on delete cascade,
  booking_id uuid not null references public.bookings (id) on delete cascade,
  reporter_id uuid references auth.users (id) on delete set null,
  reason text not null check (char_length(btrim(reason)) between 1 and 500),
  -- The words as they were reported (the message row is the evidence, this keeps it readable in the admin list).
  body text not null,
  created_at timestamptz not null default now(),
  closed_at timestamptz,
  closed_by uuid references auth.users (id) on delete set null,
  unique (message_id, reporter_id)
);
comment on table public.booking_message_reports is 'A booking message one party reported to admins. Written by report_booking_message; admins only.';
create index booking_message_reports_open_idx on public.booking_message_reports (created_at) where closed_at is null;

alter table public.booking_message_reports enable row level security;
grant select on public.booking_message_reports to authenticated;
grant all on public.booking_message_reports to service_role;
create policy booking_message_reports_select_admins on public.booking_message_reports for select to authenticated
  using ((select public.is_admin()));

/* Internal: the body with phone numbers, e-mail addresses and WhatsApp links replaced by "[contact hidden]". */
create function public.hide_contact_details(p_body text) returns text
language sql immutable set search_path = '' as $$
  select regexp_replace(
           regexp_replace(
             regexp_replace(
               regexp_replace(p_body,
                 -- e-mail addresses, also written "name (at) mail.com" or "name [at] mail [dot] com"
                 '[A-Za-z0-9._%+-]+\s*(@|\(at\)|\[at\])\s*[A-Za-z0-9-]+(\s*(\.|\(dot\)|\[dot\])\s*[A-Za-z0-9-]+)+',
                 '[contact hidden]', 'gi'),
               -- "name at mail dot com" (both words spelled out, so "there at 2pm. See you" stays)
               '\m[A-Za-z0-9._%+-]+\s+at\s+[A-Za-z0-9-]+\s+dot\s+[A-Za-z]{2,}\M', '[contact hidden]', 'gi'),
             -- wa.me / WhatsApp links
             '(https?://)?(wa\.me|api\.whatsapp\.com|chat\.whatsapp\.com)/\S*', '[contact hidden]', 'gi'),
           -- phone numbers: ten or more digits, spaces, dots, dashes or brackets between them allowed
           '\+?([0-9][ ().-]{0,2}){9,}[0-9]', '[contact hidden]', 'g')
$$;
comment on function public.hide_contact_details(text) is 'Internal: replaces phone numbers, e-mail addresses and WhatsApp links in a text by "[contact hidden]".';
revoke execute on function public.hide_contact_details(text) from public, anon, authenticated;
grant execute on function public.hide_contact_details(text) to service_role;

/* RPC: the booking's customer or cleaner sends a message to the other side. Returns the message id. */
create function public.send_booking_message(p_booking_id uuid, p_body text) returns uuid
language plpgsql security definer set search_path = '' as $$
declare bk public.bookings; uid uuid := auth.uid(); side text; txt text := btrim(coalesce(p_body, '')); clean text;
        msg_id uuid; recipient uuid; unread_before boolean;
begin
  if p_booking_id is null then
    raise exception 'Invalid booking ID' using errcode = '22023';
  end if;
  select * into bk from public.bookings where id = p_booking_id;
  if not found or uid is null or not (uid = bk.customer_id or uid = bk.cleaner_id) then
    raise exception 'Invalid booking ID' using errcode = 'PT404';
  end if;
  side := case when uid = bk.cleaner_id then 'cleaner' else 'customer' end;
  if char_length(txt) = 0 or char_length(txt) > 2000 then
    raise exception 'Write a message (up to 2000 characters).' using errcode = '22023';
  end if;
  if bk.status in ('rejected', 'cancelled') then
    raise exception 'This booking is closed: messages can no longer be sent.' using errcode = '22023';
  end if;
  perform public.enforce_write_limit('booking_message');
  -- Contacts stay apart until the cleaner accepts (accepted_at is kept when the job moves on).
  clean := case when bk.accepted_at is null then public.hide_contact_details(txt) else txt end;
  recipient := case when side = 'cleaner' then bk.customer_id else bk.cleaner_id end;
  select exists (select 1 from public.booking_messages
                  where booking_id = bk.id and sender_role = side and read_at is null) into unread_before;
  insert into public.booking_messages (booking_id, sender_id, sender_role, body, redacted)
  values (bk.id, uid, side, clean, clean <> txt)
  returning id into msg_id;
  -- One notice per unread run: the recipient is not told again for every message they have not opened yet.
  if not unread_before then
    perform public.notify(recipient, 'chat', 'New message about your ' || array_to_string(bk.services, ', ')
      || ' booking' || case when side = 'cleaner' then ' from your cleaner.' else ' from the customer.' end,
      public.booking_page_link(bk.id, case when side = 'cleaner' then 'customer' else 'cleaner' end));
  end if;
  return msg_id;
end $$;
comment on function public.send_booking_message(uuid, text)
  is 'Customer or cleaner of the booking: sends a message to the other side (contacts hidden before acceptance). Errors: Invalid booking ID / Write a message (up to 2000 characters). / This booking is closed: messages can no longer be sent. / Too many messages.';

/* RPC: the caller marks the other side's messages of a booking read. Returns how many it marked. */
create function public.mark_booking_messages_read(p_booking_id uuid) returns integer
language plpgsql security definer set search_path = '' as $$
declare bk public.bookings; uid uuid := auth.uid(); other text; n integer;
begin
  select * into bk from public.bookings where id = p_booking_id;
  if p_booking_id is null or not found or uid is null or not (uid = bk.customer_id or uid = bk.cleaner_id) then
    raise exception 'Invalid booking ID' using errcode = 'PT404';
  end if;
  other := case when uid = bk.cleaner_id then 'customer' else 'cleaner' end;
  update public.booking_messages set read_at = now()
   where booking_id = bk.id and sender_role = other and read_at is null;
  get diagnostics n = row_count;
  return n;
end $$;
comment on function public.mark_booking_messages_read(uuid) is 'Customer or cleaner of the booking: marks the other side''s messages read. Errors: Invalid booking ID.';

/* RPC: unread messages per booking for the caller (only bookings with any message). */
create function public.my_booking_message_counts()
returns table (booking_id uuid, unread integer, total integer, last_message_at timestamptz)
language sql stable security definer set search_path = '' as $$
  select m.booking_id,
         (count(*) filter (where m.read_at is null and m.sender_role <> case when b.cleaner_id = (select auth.uid()) then 'cleaner' else 'customer' end))::integer,
         count(*)::integer,
         max(m.created_at)
    from public.booking_messages m
    join public.bookings b on b.id = m.booking_id
   where (select auth.uid()) in (b.customer_id, b.cleaner_id)
   group by m.booking_id
$$;
comment on function public.my_booking_message_counts() is 'The caller''s booking conversations: unread (from the other side), total, last message time.';

/* RPC: a party reports a message of the other side to admins. Returns the report id. */
create function public.report_booking_message(p_message_id uuid, p_reason text) returns uuid
language plpgsql security definer set search_path = '' as $$
declare m public.booking_messages; bk public.bookings; uid uuid := auth.uid(); why text := btrim(coalesce(p_reason, ''));
        rid uuid;
begin
  select * into m from public.booking_messages where id = p_message_id;
  if found then
    select * into bk from public.bookings where id = m.booking_id;
  end if;
  if p_message_id is null or m.id is null or uid is null or not (uid = bk.customer_id or uid = bk.cleaner_id)
     or m.sender_id = uid then
    raise exception 'Invalid message ID' using errcode = 'PT404';
  end if;
  if char_length(why) = 0 or char_length(why) > 500 then
    raise exception 'Say what is wrong (up to 500 characters).' using errcode = '22023';
  end if;
  if exists (select 1 from public.booking_message_reports where message_id = m.id and reporter_id = uid) then
    raise exception 'You already reported this message.' using errcode = 'PT409';
  end if;
  perform public.enforce_write_limit('message_report');
  insert into public.booking_message_reports (message_id, booking_id, reporter_id, reason, body)
  values (m.id, m.booking_id, uid, why, m.body)
  returning id into rid;
  perform public.notify_admins('chat', 'A booking message was reported. Review it in Message reports.', '/admin/message-reports');
  return rid;
end $$;
comment on function public.report_booking_message(uuid, text)
  is 'Customer or cleaner of the booking: reports a message of the other side to admins. Errors: Invalid message ID / Say what is wrong (up to 500 characters). / You already reported this message.';

/* RPC (admins): message reports, open ones first, with the booking's parties. */
create function public.admin_message_reports(p_include_closed boolean default false)
returns table (id uuid, message_id uuid, booking_id uuid, services text[], reason text, body text,
               reporter_role text, reporter_name text, sender_role text, sender_name text, sent_at timestamptz,
               created_at timestamptz, closed_at timestamptz)
language plpgsql stable security definer set search_path = '' as $$
begin
  if not public.is_admin() then
    raise exception 'Only admins can see message reports.' using errcode = '42501';
  end if;
  return query
  select r.id, r.message_id, r.booking_id, b.services, r.reason, r.body,
         case when r.reporter_id = b.cleaner_id then 'cleaner' else 'customer' end,
         coalesce(nullif(btrim(rp.full_name), ''), case when r.reporter_id = b.cleaner_id then 'Cleaner' else 'Customer' end),
         m.sender_role,
         coalesce(nullif(btrim(sp.full_name), ''), case when m.sender_role = 'cleaner' then 'Cleaner' else 'Customer' end),
         m.created_at, r.created_at, r.closed_at
    from public.booking_message_reports r
    join public.booking_messages m on m.id = r.message_id
    join public.bookings b on b.id = r.booking_id
    left join public.profiles rp on rp.id = r.reporter_id
    left join public.profiles sp on sp.id = m.sender_id
   where p_include_closed or r.closed_at is null
   order by r.closed_at is not null, r.created_at;
end $$;
comment on function public.admin_message_reports(boolean) is 'Admin: reported booking messages (open first, oldest first).';

/* RPC (admins): closes a report once handled. */
create function public.close_message_report(p_report_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
begin
  if not public.is_admin() then
    raise exception 'Only admins can close message reports.' using errcode = '42501';
  end if;
  update public.booking_message_reports set closed_at = now(), closed_by = auth.uid()
   where id = p_report_id and closed_at is null;
  if not found then
    raise exception 'Invalid report ID' using errcode = 'PT404';
  end if;
end $$;
comment on function public.close_message_report(uuid) is 'Admin: marks a message report handled. Errors: Invalid report ID.';

revoke all on function public.send_booking_message(uuid, text), public.mark_booking_messages_read(uuid),
  public.my_booking_message_counts(), public.report_booking_message(uuid, text),
  public.admin_message_reports(boolean), public.close_message_report(uuid) from public, anon;
grant execute on function public.send_booking_message(uuid, text), public.mark_booking_messages_read(uuid),
  public.my_booking_message_counts(), public.report_booking_message(uuid, text),
  public.admin_message_reports(boolean), public.close_message_report(uuid) to authenticated, service_role;

-- Live conversations (Realtime applies booking_messages' RLS to each subscriber).
do $$
begin
  if exists (select 1 from pg_publication where pubname = 'supabase_realtime')
     and not exists (select 1 from pg_publication_tables
                      where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = 'booking_messages') then
    alter publication supabase_realtime add table public.booking_messages;
  end if;
end $$;
