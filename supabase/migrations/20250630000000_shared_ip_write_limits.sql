-- Guests behind one shared address (issue 26): Nigerian mobile networks put many subscribers behind one carrier-grade
-- NAT address, as do offices and cybercafés. The per-IP write limits of 20250612000400 (30 quote requests and 30
-- bookings an hour per address) locked the 31st guest of a busy address out. Anonymous sign-in now needs a captcha
-- (supabase/config.toml [auth.captcha]), so cycling sessions from one machine costs a solved challenge each; the
-- per-session limits stay as they were and bound what each session does. The per-IP limits only have to stop a flood,
-- so they are raised to what a very busy shared address sends in an hour. The bare anon key's writes (enquiries,
-- pre-subscriptions) have no session and no captcha to make cycling costly: their limits stay (10 per address).
--
-- A refusal now also says when the window ends: PostgREST carries the hint `retry_after_seconds=<n>` in its JSON
-- error, so the page can tell the visitor when to try again (shared-data reads it).
update public.write_limits set per_ip = 1000 where action = 'quote_request';
update public.write_limits set per_ip = 1000 where action = 'booking';
update public.write_limits set per_ip = 10000 where action = 'chat_message';

create or replace function public.enforce_write_limit(p_action text) returns void
language plpgsql security definer set search_path = '' as $$
declare
  rule public.write_limits;
  win timestamptz;
  ip text;
  retry text;
begin
  if coalesce(auth.role(), '') not in ('anon', 'authenticated') or public.is_admin() then
    return;
  end if;
  select * into rule from public.write_limits where action = p_action;
  if not found then
    return;
  end if;
  win := to_timestamp(floor(extract(epoch from now()) / rule.window_seconds) * rule.window_seconds);
  retry := 'retry_after_seconds=' || greatest(1, ceil(extract(epoch from (win + make_interval(secs => rule.window_seconds) - now()))))::bigint;
  delete from public.write_counts where window_start < now() - interval '1 day';
  if rule.per_session is not null and auth.uid() is not null
     and not public.count_write(p_action, 'session:' || auth.uid(), win, rule.per_session) then
    raise exception '%', rule.refusal using errcode = 'PT429', hint = retry;
  end if;
  ip := public.request_ip();
  if rule.per_ip is not null and ip is not null and not public.count_write(p_action, 'ip:' || ip, win, rule.per_ip) then
    raise exception '%', rule.refusal using errcode = 'PT429', hint = retry;
  end if;
end $$;
comment on function public.enforce_write_limit(text) is 'Counts the caller''s write and refuses it (PT429, hint retry_after_seconds=<n>) past the per-session or per-IP limit.';
revoke execute on function public.enforce_write_limit(text) from public, anon, authenticated;
grant execute on function public.enforce_write_limit(text) to service_role;
