-- Delivery of the queued e-mail and SMS (20250703000100) is scheduled here, the way Supabase documents scheduling an
-- Edge Function: a pg_cron job posts to the function with pg_net, reading the project's URL and service key from
-- Vault (secrets `project_url` and `service_role_key`). Hosted: the project owner creates those two secrets once
-- (README, "Using a real Supabase project"); until then the job does nothing. local-supabase keeps both secrets
-- current itself and provides pg_net and Vault stand-ins (local-supabase/README.md, "Scheduler"), so the same job
-- delivers on a developer's machine with no step.
do $$
begin
  if exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_net') then
    create extension if not exists pg_net with schema extensions;
  elsif to_regprocedure('net.http_post(text, jsonb, jsonb, jsonb, integer)') is null then
    raise exception 'pg_net is missing: enable it (Database, Extensions) before deploying' using errcode = '0A000';
  end if;
end $$;

/*
 * Job (every minute, below): asks the deliver-messages Edge Function to send what is queued. Calls it only when
 * something is waiting and the Vault secrets exist; returns pg_net's request id, or null when it did not call.
 * Internal: runs as the project's role (the job's owner), which may read Vault; no API role may call it.
 */
create function public.request_message_delivery() returns bigint
language plpgsql security definer set search_path = '' as $$
declare
  base text;
  service_key text;
begin
  if not exists (select 1 from public.outbound_messages m
                  where m.status = 'queued' or (m.status = 'sending' and m.claimed_at < now() - interval '5 minutes')) then
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
revoke all on function public.request_message_delivery() from public, anon, authenticated;
grant execute on function public.request_message_delivery() to service_role;
comment on function public.request_message_delivery() is 'Scheduled: calls the deliver-messages Edge Function (pg_net) when e-mail or SMS is queued.';

select cron.schedule('spotless-deliver-messages', '* * * * *', $$select public.request_message_delivery()$$);
