-- Rate limits on the writes anyone can make (issue 21, found by the outside attack review).
--
-- One anonymous session created unlimited quote requests, bookings aimed at one cleaner (a notification each) and
-- chat messages; the bare anon key created unlimited partnership enquiries and pre-subscriptions. Each write below is
-- now counted per session (auth.uid(): a guest's anonymous session or a signed-in user) and per client IP, in fixed
-- one-hour windows, and refused past its limit with HTTP 429 (SQLSTATE PT429, PostgREST's custom status) and a plain
-- message. The limits (public.write_limits, tunable with the service key or SQL, no redeploy):
--
--   write                              per session   per IP     (per hour)
--   quote requests                     5             30
--   bookings (direct, not from a bid)  10            30
--   chat messages                      60            300
--   partnership enquiries              3             10
--   pre-subscriptions                  3             10
--
-- A genuine customer does not request more than five quotes or book ten cleaners in an hour, nor type a chat
-- message a minute for an hour; the visitor forms are filled once. Per-IP limits are several times the session
-- limits because Nigerian mobile networks put many subscribers behind one carrier-grade NAT address; they stop one
-- machine from cycling anonymous sessions (which Auth also limits: 30 sign-ins per hour per IP) and bound what the
-- bare anon key can post, which has no session to count.
-- Admins (operators answering chats) and server-side callers (service_role, the seed, migrations) are not limited.
--
-- The client IP comes from PostgREST's `request.headers`: `cf-connecting-ip`, which hosted Supabase's edge
-- (Cloudflare) sets from the TCP connection and overwrites when a client sends its own. `x-forwarded-for` and
-- `x-real-ip` are NOT used: on hosted the first x-forwarded-for entry is whatever the browser sent (it can be forged).
-- local-supabase plays the edge's part and sets cf-connecting-ip from the socket (src/http/client-ip.ts). Without
-- the header (a server-side caller with no edge in front) only the per-session limit applies.
-- Counters are kept per (write, subject, window) where subject is an md5 of the session id or IP, so the table
-- holds no address in clear; rows older than a day are deleted as new ones are written.

create table public.write_limits (
  action text primary key check (action in ('quote_request', 'booking', 'chat_message', 'partnership_enquiry', 'pre_subscription')),
  per_session integer check (per_session > 0),
  per_ip integer check (per_ip > 0),
  window_seconds integer not null default 3600 check (window_seconds between 60 and 86400),
  refusal text not null check (char_length(refusal) between 1 and 200)
);
comment on table public.write_limits is 'Rate limit per write: how many per session and per client IP in each window (null: no limit). Server-side only.';
insert into public.write_limits (action, per_session, per_ip, refusal) values
  ('quote_request', 5, 30, 'Too many quote requests. Please try again later.'),
  ('booking', 10, 30, 'Too many bookings. Please try again later.'),
  ('chat_message', 60, 300, 'Too many messages. Please try again later.'),
  ('partnership_enquiry', 3, 10, 'Too many enquiries. Please try again later.'),
  ('pre_subscription', 3, 10, 'Too many submissions. Please try again later.');

create table public.write_counts (
  action text not null references public.write_limits (action) on delete cascade,
  subject text not null,
  window_start timestamptz not null,
  hits integer not null check (hits > 0),
  primary key (action, subject, window_start)
);
comment on table public.write_counts is 'Rate limit counters (subject = md5 of session id or client IP). Written only by enforce_write_limit.';
create index write_counts_window_idx on public.write_counts (window_start);

-- No policy and no grant to anon/authenticated: API users can neither read the limits nor touch the counters.
-- service_role (the operator's key) may tune the limits and clear a counter (e.g. a school behind one address).
alter table public.write_limits enable row level security;
alter table public.write_counts enable row level security;
grant select, update on public.write_limits to service_role;
grant select, delete on public.write_counts to service_role;

-- The caller's IP as the edge reports it (see the header of this file), or null.
create function public.request_ip() returns text
language sql stable set search_path = '' as $$
  select left(nullif(btrim(nullif(current_setting('request.headers', true), '')::json ->> 'cf-connecting-ip'), ''), 64)
$$;
comment on function public.request_ip() is 'Client IP from the edge''s cf-connecting-ip request header (never x-forwarded-for), or null.';
revoke execute on function public.request_ip() from public, anon, authenticated;
grant execute on function public.request_ip() to service_role;

-- Counts one hit for (action, subject) in the current window; true while within p_limit.
create function public.count_write(p_action text, p_subject text, p_window timestamptz, p_limit integer) returns boolean
language sql security definer set search_path = '' as $$
  insert into public.write_counts as w (action, subject, window_start, hits)
  values (p_action, md5(p_subject), p_window, 1)
  on conflict (action, subject, window_start) do update set hits = w.hits + 1
  returning w.hits <= p_limit
$$;
revoke execute on function public.count_write(text, text, timestamptz, integer) from public, anon, authenticated;
grant execute on function public.count_write(text, text, timestamptz, integer) to service_role;

-- Raises PT429 with the write's refusal text when the caller is over a limit. The hit is counted in the caller's
-- transaction, so a refused or failed write does not count.
create function public.enforce_write_limit(p_action text) returns void
language plpgsql security definer set search_path = '' as $$
declare
  rule public.write_limits;
  win timestamptz;
  ip text;
begin
  if coalesce(auth.role(), '') not in ('anon', 'authenticated') or public.is_admin() then
    return;
  end if;
  select * into rule from public.write_limits where action = p_action;
  if not found then
    return;
  end if;
  win := to_timestamp(floor(extract(epoch from now()) / rule.window_seconds) * rule.window_seconds);
  delete from public.write_counts where window_start < now() - interval '1 day';
  if rule.per_session is not null and auth.uid() is not null
     and not public.count_write(p_action, 'session:' || auth.uid(), win, rule.per_session) then
    raise exception '%', rule.refusal using errcode = 'PT429';
  end if;
  ip := public.request_ip();
  if rule.per_ip is not null and ip is not null and not public.count_write(p_action, 'ip:' || ip, win, rule.per_ip) then
    raise exception '%', rule.refusal using errcode = 'PT429';
  end if;
end $$;
comment on function public.enforce_write_limit(text) is 'Counts the caller''s write and refuses it (PT429) past the per-session or per-IP limit.';
revoke execute on function public.enforce_write_limit(text) from public, anon, authenticated;
grant execute on function public.enforce_write_limit(text) to service_role;

-- Before each limited insert; the write's name is the trigger argument.
create function public.limit_api_writes() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform public.enforce_write_limit(tg_argv[0]);
  return new;
end $$;
revoke execute on function public.limit_api_writes() from public, anon, authenticated;
grant execute on function public.limit_api_writes() to service_role;

create trigger quote_requests_limit before insert on public.quote_requests
  for each row execute function public.limit_api_writes('quote_request');
-- Bookings made by accepting a bid (source 'quote') or by an admin are not the customer's own new writes.
create trigger bookings_limit before insert on public.bookings
  for each row when (new.source = 'direct') execute function public.limit_api_writes('booking');
create trigger chat_messages_limit before insert on public.chat_messages
  for each row execute function public.limit_api_writes('chat_message');
create trigger partnership_enquiries_limit before insert on public.partnership_enquiries
  for each row execute function public.limit_api_writes('partnership_enquiry');
create trigger pre_subscriptions_limit before insert on public.pre_subscriptions
  for each row execute function public.limit_api_writes('pre_subscription');
