-- A message that failed (Termii or the e-mail API down) was queued again at once, so the same delivery run claimed it
-- again and spent all five attempts within a second: an outage of a few seconds lost the reminder. Each failure now
-- waits before the next try (1, 2, 4, 8 minutes), so five tries span a quarter of an hour.
alter table public.outbound_messages add column next_attempt_at timestamptz not null default now();
drop index public.outbound_messages_due_idx;
create index outbound_messages_due_idx on public.outbound_messages (next_attempt_at) where status in ('queued', 'sending');

create or replace function public.claim_outbound_messages(p_limit integer default 20)
returns table (id uuid, channel text, to_address text, subject text, body text, attempts smallint)
language plpgsql security definer set search_path = '' as $$
begin
  return query
  update public.outbound_messages m
     set status = 'sending', claimed_at = now(), attempts = m.attempts + 1
   where m.id in (
     select q.id from public.outbound_messages q
      where ((q.status = 'queued' and q.next_attempt_at <= now())
             or (q.status = 'sending' and q.claimed_at < now() - interval '5 minutes'))
        and q.attempts < public.outbound_max_attempts()
      order by q.next_attempt_at
      limit least(greatest(coalesce(p_limit, 20), 1), 100)
      for update skip locked)
  returning m.id, m.channel, m.to_address, m.subject, m.body, m.attempts;
end $$;

create or replace function public.finish_outbound_message(p_id uuid, p_sent boolean, p_error text default null) returns void
language plpgsql security definer set search_path = '' as $$
begin
  update public.outbound_messages m
     set status = case when p_sent then 'sent'
                       when m.attempts >= public.outbound_max_attempts() then 'failed' else 'queued' end,
         sent_at = case when p_sent then now() end,
         next_attempt_at = case when p_sent then m.next_attempt_at
                                else now() + interval '1 minute' * power(2, greatest(m.attempts - 1, 0)) end,
         last_error = case when p_sent then null else left(coalesce(p_error, 'failed'), 500) end
   where m.id = p_id and m.status = 'sending';
end $$;

-- The delivery job calls the function only when a message is due now.
create or replace function public.request_message_delivery() returns bigint
language plpgsql security definer set search_path = '' as $$
declare
  base text;
  service_key text;
begin
  if not exists (select 1 from public.outbound_messages m
                  where (m.status = 'queued' and m.next_attempt_at <= now())
                     or (m.status = 'sending' and m.claimed_at < now() - interval '5 minutes')) then
    return null;
  end if;
  select decrypted_secret into base from vault.decrypted_secrets where name = 'project_url';
  select decrypted_secret into service_key from vault.decrypted_secrets where name = 'service_role_key';
  if base is null or service_key is null then
    return null;
  end if;
  return net.http_post(
    url := rtrim(base, '/') || '/functions/v1/deliver-messages',
    headers := jsonb_build_object('Content-Type', 'application/json', 'Authorization', 'Bearer ' || service_key),
    body := '{}'::jsonb,
    timeout_milliseconds := 30000);
end $$;
