-- Creates the operator chat: one thread per guest or user (numbered Guest 1, Guest 2, ... for the operator), its
-- messages, the trigger that keeps unread counters and notifies the other side, and RPCs to open and read a thread.

create table public.chat_threads (
  id uuid primary key default extensions.gen_random_uuid(),
  owner_id uuid not null unique references auth.users (id) on delete cascade,
  guest_number integer generated always as identity unique,
  last_message_at timestamptz,
  admin_unread integer not null default 0 check (admin_unread >= 0),
  owner_unread integer not null default 0 check (owner_unread >= 0),
  created_at timestamptz not null default now()
);
comment on table public.chat_threads is 'A conversation between one guest/user and the operators. Owner and admins only.';
create index chat_threads_recent_idx on public.chat_threads (last_message_at desc nulls last);

create table public.chat_messages (
  id uuid primary key default extensions.gen_random_uuid(),
  thread_id uuid not null references public.chat_threads (id) on delete cascade,
  sender_id uuid not null references auth.users (id) on delete cascade,
  from_admin boolean not null default false,
  body text not null check (char_length(btrim(body)) between 1 and 2000),
  created_at timestamptz not null default now(),
  read_at timestamptz
);
comment on table public.chat_messages is 'Messages of a chat thread. The owner writes as themself, admins as the operator.';
create index chat_messages_thread_idx on public.chat_messages (thread_id, created_at);

create function public.is_chat_owner(p_thread_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.chat_threads where id = p_thread_id and owner_id = (select auth.uid()))
$$;
grant execute on function public.is_chat_owner(uuid) to authenticated;

alter table public.chat_threads enable row level security;
grant select on public.chat_threads to authenticated;
create policy chat_threads_select_authenticated on public.chat_threads for select to authenticated
  using (owner_id = (select auth.uid()) or (select public.is_admin()));

alter table public.chat_messages enable row level security;
grant select on public.chat_messages to authenticated;
grant insert (thread_id, sender_id, from_admin, body) on public.chat_messages to authenticated;
create policy chat_messages_select_authenticated on public.chat_messages for select to authenticated
  using ((select public.is_admin()) or public.is_chat_owner(thread_id));
create policy chat_messages_insert_authenticated on public.chat_messages for insert to authenticated
  with check (sender_id = (select auth.uid()) and (
    (from_admin = false and public.is_chat_owner(thread_id))
    or (from_admin = true and (select public.is_admin()))));

create function public.chat_message_posted() returns trigger
language plpgsql security definer set search_path = '' as $$
declare t public.chat_threads;
begin
  update public.chat_threads
     set last_message_at = new.created_at,
         admin_unread = admin_unread + case when new.from_admin then 0 else 1 end,
         owner_unread = owner_unread + case when new.from_admin then 1 else 0 end
   where id = new.thread_id
   returning * into t;
  if new.from_admin then
    perform public.notify(t.owner_id, 'chat', 'New message from Spotless support.', '/chat');
  else
    perform public.notify_admins('chat', 'New chat message from Guest ' || t.guest_number || '.', '/admin/chats/' || t.id);
  end if;
  return null;
end $$;
create trigger chat_messages_posted after insert on public.chat_messages
  for each row execute function public.chat_message_posted();

/* RPC: the caller's chat thread, created on first use. Returns the thread id. */
create function public.start_chat() returns uuid
language plpgsql security definer set search_path = '' as $$
declare tid uuid;
begin
  if auth.uid() is null then
    raise exception 'No logged-in user found.' using errcode = '28000';
  end if;
  insert into public.chat_threads (owner_id) values (auth.uid())
    on conflict (owner_id) do nothing;
  select id into tid from public.chat_threads where owner_id = auth.uid();
  return tid;
end $$;
comment on function public.start_chat() is 'Guest or user: opens (or returns) their own chat thread.';

/* RPC: the caller read a thread: the other side's messages get read_at and the caller's unread counter resets. */
create function public.mark_chat_read(p_thread_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare t public.chat_threads; as_admin boolean;
begin
  select * into t from public.chat_threads where id = p_thread_id for update;
  if not found then
    raise exception 'Chat not found.' using errcode = 'P0002';
  end if;
  as_admin := t.owner_id <> auth.uid() and public.is_admin();
  if not as_admin and t.owner_id is distinct from auth.uid() then
    raise exception 'Chat not found.' using errcode = 'P0002';
  end if;
  update public.chat_messages set read_at = now()
   where thread_id = t.id and read_at is null and from_admin = not as_admin;
  if as_admin then
    update public.chat_threads set admin_unread = 0 where id = t.id;
  else
    update public.chat_threads set owner_unread = 0 where id = t.id;
  end if;
end $$;
comment on function public.mark_chat_read(uuid) is 'Owner or admin: marks the other side''s messages read.';

grant execute on function public.start_chat(), public.mark_chat_read(uuid) to authenticated;
