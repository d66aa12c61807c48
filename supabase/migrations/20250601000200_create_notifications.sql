-- Creates notifications (written only by triggers and RPCs, read and marked read by their recipient), the internal
-- helpers that write them (one row per admin for admin-bound events), and the RPCs that change roles.

create domain public.notification_category as text check (value in ('approval', 'booking', 'quote', 'bid', 'guest', 'schedule', 'review', 'verification', 'chat', 'system'));

create table public.notifications (
  id uuid primary key default extensions.gen_random_uuid(),
  recipient_id uuid not null references auth.users (id) on delete cascade,
  category public.notification_category not null,
  message text not null check (char_length(btrim(message)) between 1 and 500),
  link text check (link is null or char_length(link) <= 300),
  is_read boolean not null default false,
  created_at timestamptz not null default now()
);
comment on table public.notifications is 'In-app notifications. Inserted only by security-definer triggers/RPCs in the same transaction as the event.';
create index notifications_recipient_created_idx on public.notifications (recipient_id, created_at desc);
create index notifications_recipient_unread_idx on public.notifications (recipient_id) where not is_read;

alter table public.notifications enable row level security;
grant select, delete on public.notifications to authenticated;
grant update (is_read) on public.notifications to authenticated;
create policy notifications_select_authenticated on public.notifications for select to authenticated
  using (recipient_id = (select auth.uid()));
create policy notifications_update_authenticated on public.notifications for update to authenticated
  using (recipient_id = (select auth.uid())) with check (recipient_id = (select auth.uid()));
create policy notifications_delete_authenticated on public.notifications for delete to authenticated
  using (recipient_id = (select auth.uid()));

-- Internal writers (no API grant).
create function public.notify(p_recipient uuid, p_category public.notification_category, p_message text, p_link text default null)
returns void language sql security definer set search_path = '' as $$
  insert into public.notifications (recipient_id, category, message, link)
  select p_recipient, p_category, p_message, p_link where p_recipient is not null
$$;

create function public.notify_admins(p_category public.notification_category, p_message text, p_link text default null)
returns void language sql security definer set search_path = '' as $$
  insert into public.notifications (recipient_id, category, message, link)
  select distinct user_id, p_category, p_message, p_link from public.user_roles where role in ('admin', 'super_admin')
$$;

-- Naira text for messages, from kobo: ₦12,500.00
create function public.format_naira(p_kobo bigint) returns text
language sql immutable set search_path = '' as $$
  select '₦' || btrim(to_char(p_kobo / 100.0, 'FM999,999,999,999,990.00'))
$$;

/* RPC: mark one notification read. Returns whether a row of the caller's changed. */
create function public.mark_notification_read(p_notification_id uuid) returns boolean
language plpgsql security invoker set search_path = '' as $$
declare n integer;
begin
  if p_notification_id is null then
    raise exception 'Invalid notification ID' using errcode = '22023';
  end if;
  update public.notifications set is_read = true
   where id = p_notification_id and recipient_id = (select auth.uid());
  get diagnostics n = row_count;
  return n > 0;
end $$;
comment on function public.mark_notification_read(uuid) is 'Marks one of the caller''s notifications read.';

/* RPC: mark all of the caller's notifications read (optionally one category, e.g. chat). Returns how many. */
create function public.mark_all_notifications_read(p_category public.notification_category default null) returns integer
language plpgsql security invoker set search_path = '' as $$
declare n integer;
begin
  update public.notifications set is_read = true
   where recipient_id = (select auth.uid()) and not is_read and (p_category is null or category = p_category);
  get diagnostics n = row_count;
  return n;
end $$;
comment on function public.mark_all_notifications_read(public.notification_category) is 'Marks the caller''s unread notifications read.';

grant execute on function public.mark_notification_read(uuid), public.mark_all_notifications_read(public.notification_category)
  to authenticated;

/* RPC: a signed-in, non-anonymous user adds the client or cleaner role to themselves (a converted guest keeps rows). */
create function public.add_my_role(p_role text) returns void
language plpgsql security definer set search_path = '' as $$
declare uid uuid := (select auth.uid());
begin
  if uid is null then
    raise exception 'No logged-in user found.' using errcode = '28000';
  end if;
  if public.is_anonymous_caller() or exists (select 1 from auth.users where id = uid and is_anonymous) then
    raise exception 'Create an account before choosing a role.' using errcode = '42501';
  end if;
  if p_role is null or p_role not in ('client', 'cleaner') then
    raise exception 'Invalid role.' using errcode = '22023';
  end if;
  perform public.provision_role(uid, p_role, null);
end $$;
comment on function public.add_my_role(text) is 'Adds client or cleaner to the caller''s roles (never admin).';

/* RPC: super_admin grants admin or super_admin to an existing user. */
create function public.grant_admin_role(p_user_id uuid, p_role text default 'admin') returns void
language plpgsql security definer set search_path = '' as $$
begin
  if not public.is_super_admin() then
    raise exception 'Only a super admin can register admins.' using errcode = '42501';
  end if;
  if p_role is null or p_role not in ('admin', 'super_admin') then
    raise exception 'Invalid role.' using errcode = '22023';
  end if;
  if p_user_id is null or not exists (select 1 from auth.users where id = p_user_id and not is_anonymous) then
    raise exception 'User not found.' using errcode = 'P0002';
  end if;
  insert into public.user_roles (user_id, role, granted_by) values (p_user_id, p_role::public.app_role, auth.uid())
    on conflict do nothing;
  perform public.notify(p_user_id, 'system', 'You have been granted the ' || replace(p_role, '_', ' ') || ' role.', '/admin');
end $$;
comment on function public.grant_admin_role(uuid, text) is 'super_admin only: gives a user the admin (default) or super_admin role.';

/* RPC: super_admin removes an admin role (not their own). */
create function public.revoke_admin_role(p_user_id uuid, p_role text default 'admin') returns void
language plpgsql security definer set search_path = '' as $$
begin
  if not public.is_super_admin() then
    raise exception 'Only a super admin can remove admins.' using errcode = '42501';
  end if;
  if p_role is null or p_role not in ('admin', 'super_admin') then
    raise exception 'Invalid role.' using errcode = '22023';
  end if;
  if p_user_id = auth.uid() then
    raise exception 'You cannot remove your own admin role.' using errcode = '42501';
  end if;
  delete from public.user_roles where user_id = p_user_id and role = p_role::public.app_role;
end $$;
comment on function public.revoke_admin_role(uuid, text) is 'super_admin only: removes an admin role from another user.';

grant execute on function public.add_my_role(text), public.grant_admin_role(uuid, text), public.revoke_admin_role(uuid, text)
  to authenticated;
