-- Audit trail of operator actions (issue 25, item 3): who (admin id and e-mail at the time), what (action, table,
-- row), before/after, when, from which address. Written in the same transaction as the change, so an action and its
-- audit row commit or roll back together.
--
-- One generic trigger on every table an admin writes (through an admin RPC or directly under RLS: prices, plans,
-- schedules, payments) records each row an admin session (is_admin(): admin role at aal2) inserts, updates or
-- deletes. A trigger sees every write path at once (verify/reject/suspend/activate/delete cleaner, verification
-- review, price changes incl. auto-update, match/assign, grant/revoke admin, refunds, disputes, commission, ...),
-- including RPCs added later, without replacing functions owned elsewhere. Tables left out on purpose:
--   notifications (side effects of the actions above; a fan-out would write one audit row per recipient),
--   chat_messages / chat_threads (the operator's conversation and read marks, not a change of marketplace state),
--   document_access_log and money_audit (audit trails themselves), write_counts / write_limits (rate counters),
--   paystack_events (written by the provider's webhook, never an admin), money_transitions (fixed rules).
-- Reads an admin makes that take data out of the console (CSV exports) are recorded explicitly by the export RPCs.

create table public.operator_audit (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  -- No foreign key: the trail outlives a removed admin account; actor_email keeps who it was.
  actor_id uuid,
  actor_email text,
  action text not null,
  target_table text not null,
  target_id text,
  before jsonb,
  after jsonb,
  -- The caller's address as the API gateway forwarded it (public.request_ip(): cf-connecting-ip on hosted, else the
  -- first x-forwarded-for hop); null outside an HTTP request.
  request_ip text,
  -- Rows written by one operator action share it (an RPC touching several rows), so the console can group them.
  txid bigint not null default txid_current()
);
comment on table public.operator_audit is
  'Append-only trail of admin writes (who, action, target, before/after, when, request ip). Readable by super_admins only.';

create index operator_audit_at_idx on public.operator_audit (at desc, id desc);
create index operator_audit_actor_idx on public.operator_audit (actor_id, at desc);
create index operator_audit_target_idx on public.operator_audit (target_table, target_id, at desc);
create index operator_audit_action_idx on public.operator_audit (action, at desc);

alter table public.operator_audit enable row level security;
grant select on public.operator_audit to authenticated;
grant select, insert on public.operator_audit to service_role;
grant usage on sequence public.operator_audit_id_seq to service_role;
create policy operator_audit_select_super_admin on public.operator_audit for select to authenticated
  using ((select public.is_super_admin()));

-- Append-only, like money_audit: nobody (not even the service role) changes or removes an entry.
create function public.keep_operator_audit() returns trigger
language plpgsql set search_path = '' as $$
begin
  raise exception 'The operator audit trail cannot be changed.' using errcode = '42501';
end $$;
revoke execute on function public.keep_operator_audit() from public, anon, authenticated;
grant execute on function public.keep_operator_audit() to service_role;
create trigger operator_audit_append_only before update or delete on public.operator_audit
  for each row execute function public.keep_operator_audit();
create trigger operator_audit_no_truncate before truncate on public.operator_audit
  for each statement execute function public.keep_operator_audit();

/*
 * Writes one audit entry as the calling admin. Internal: called by the trigger below and by admin RPCs whose intent
 * a row change cannot show (exports). Not executable by browsers.
 */
create function public.record_operator_action(p_action text, p_target_table text, p_target_id text,
  p_before jsonb default null, p_after jsonb default null) returns void
language plpgsql security definer set search_path = '' as $$
declare
  uid uuid := auth.uid();
begin
  insert into public.operator_audit (actor_id, actor_email, action, target_table, target_id, before, after, request_ip)
  values (uid,
          coalesce((select u.email from auth.users u where u.id = uid), nullif((select auth.jwt()) ->> 'email', '')),
          p_action, p_target_table, p_target_id, p_before, p_after,
          coalesce(public.request_ip(), left(nullif(btrim(split_part(
            (nullif(current_setting('request.headers', true), '')::json ->> 'x-forwarded-for'), ',', 1)), ''), 64)));
end $$;
revoke execute on function public.record_operator_action(text, text, text, jsonb, jsonb) from public, anon, authenticated;
grant execute on function public.record_operator_action(text, text, text, jsonb, jsonb) to service_role;

/* Row trigger: records what an admin session changed. Non-admin writes (clients, cleaners, service role) pass by. */
create function public.audit_operator_write() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  old_row jsonb := case when tg_op in ('UPDATE', 'DELETE') then to_jsonb(old) end;
  new_row jsonb := case when tg_op in ('INSERT', 'UPDATE') then to_jsonb(new) end;
  r jsonb := coalesce(new_row, old_row);
begin
  -- Cheap tests first: most writes are not an admin's (no aal2 claim), and an update that changed nothing is no action.
  if coalesce((select auth.jwt()) ->> 'aal', '') <> 'aal2' or not public.is_admin() then
    return null;
  end if;
  if tg_op = 'UPDATE' and old_row = new_row then
    return null;
  end if;
  perform public.record_operator_action(
    tg_table_name || '.' || lower(tg_op), tg_table_name,
    coalesce(r ->> 'id', case when tg_table_name = 'user_roles' then (r ->> 'user_id') || '/' || (r ->> 'role') end,
             r ->> 'user_id', r ->> 'cleaner_id'),
    old_row, new_row);
  return null;
end $$;
revoke execute on function public.audit_operator_write() from public, anon, authenticated;
grant execute on function public.audit_operator_write() to service_role;

-- Every table in public except those left out above (a table created by a later migration adds the trigger itself;
-- supabase/tests/operator-audit.test.ts fails until it does).
do $$
declare
  t text;
begin
  for t in
    select c.relname from pg_class c
     where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'
       and c.relname not in ('chat_messages', 'chat_threads', 'document_access_log', 'money_audit', 'money_transitions',
                             'notifications', 'operator_audit', 'paystack_events', 'write_counts', 'write_limits')
     order by 1
  loop
    execute format('create trigger %I after insert or update or delete on public.%I for each row execute function public.audit_operator_write()',
      t || '_operator_audit', t);
  end loop;
end $$;

/*
 * The last super_admin cannot lose the role (revoke, or deleting the account): the console would have nobody left
 * to manage admins. Serialised by a lock so two super_admins revoking each other at once cannot both pass.
 */
create function public.keep_last_super_admin() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if old.role = 'super_admin' and (tg_op = 'DELETE' or new.role is distinct from old.role) then
    perform pg_advisory_xact_lock(hashtext('public.user_roles.super_admin'));
    if not exists (select 1 from public.user_roles where role = 'super_admin' and user_id <> old.user_id) then
      raise exception 'The last super admin cannot be removed.' using errcode = '42501';
    end if;
  end if;
  return coalesce(new, old);
end $$;
revoke execute on function public.keep_last_super_admin() from public, anon, authenticated;
grant execute on function public.keep_last_super_admin() to service_role;
create trigger user_roles_keep_last_super_admin before update or delete on public.user_roles
  for each row execute function public.keep_last_super_admin();

/*
 * RPC: the operator console's admins list (super_admin only): one row per person holding admin or super_admin,
 * their highest role, whether a second factor is set up, and since when they are an admin.
 */
create function public.list_admins()
returns table (user_id uuid, email text, full_name text, role text, mfa_enabled boolean, since timestamptz)
language plpgsql stable security definer set search_path = '' as $$
begin
  if not public.is_super_admin() then
    raise exception 'Only a super admin can see the admins.' using errcode = '42501';
  end if;
  return query
    select r.user_id, u.email::text, p.full_name,
           case when bool_or(r.role = 'super_admin') then 'super_admin' else 'admin' end,
           exists (select 1 from auth.mfa_factors f where f.user_id = r.user_id and f.status = 'verified'),
           min(r.created_at)
      from public.user_roles r
      join auth.users u on u.id = r.user_id
      left join public.profiles p on p.id = r.user_id
     where r.role in ('admin', 'super_admin')
     group by r.user_id, u.email, p.full_name
     order by min(r.created_at), r.user_id;
end $$;
comment on function public.list_admins() is
  'super_admin only: every admin and super_admin with e-mail, name, highest role, MFA set up, admin since.';
revoke execute on function public.list_admins() from public, anon;
grant execute on function public.list_admins() to authenticated, service_role;
